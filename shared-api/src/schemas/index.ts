// Names are listed one by one on purpose: the server loads this package through tsx, which (the
// package has no "type": "module") compiles it to CommonJS, and Node's ESM import can only see
// CommonJS exports it can name statically — `export *` would import as an empty module there.
export { requiredText, nameField, emailField, newPasswordField, phoneField, roleField } from './fields';
export type { Role } from './fields';
export { loginSchema, registerSchema, updateProfileSchema } from './auth';
export type { LoginInput, RegisterInput, UpdateProfileInput, AuthResult, UserResult } from './auth';
export { createUserSchema, updateUserSchema, userListQuerySchema, userSortValues } from './users';
export type { User, CreateUserInput, UpdateUserInput, UserListQuery, UserSort, UserStats } from './users';
export { companySocialsSchema } from './company';
export type { CompanySocials, CompanyProfile } from './company';
export { newsletterSchema } from './newsletter';
export type { NewsletterInput } from './newsletter';
