import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  PasswordInfo,
  RegisterInput,
  ResetPasswordInput,
  ResetTokenInfo,
  UpdateProfileInput,
  User,
} from '../schemas';
import type { Envelope } from '../envelope';
import { http } from '../http';

export interface AuthSession {
  user: User;
  token: string;
}

/** Auth calls of spec §7, one function per endpoint. */
export const authApi = {
  login: (input: LoginInput) => http().post('auth/login', { json: input }).json<Envelope<AuthSession>>(),
  register: (input: RegisterInput) => http().post('auth/register', { json: input }).json<Envelope<AuthSession>>(),
  logout: () => http().post('auth/logout').json<Envelope<null>>(),
  verify: () => http().get('auth/verify').json<Envelope<{ user: User }>>(),
  profile: () => http().get('auth/profile').json<Envelope<{ user: User }>>(),
  updateProfile: (input: UpdateProfileInput) => http().put('auth/profile', { json: input }).json<Envelope<{ user: User }>>(),
  /** A wrong current password is a 400 with errors.currentPassword; the user's other sessions end. */
  changePassword: (input: ChangePasswordInput) => http().put('auth/change-password', { json: input }).json<Envelope<null>>(),
  currentPassword: () => http().get('auth/current-password').json<Envelope<PasswordInfo>>(),
  /** Always the same answer, whether or not the address has an account. */
  forgotPassword: (input: ForgotPasswordInput) => http().post('auth/forgot-password', { json: input }).json<Envelope<null>>(),
  verifyResetToken: (token: string) =>
    http()
      .get(`auth/verify-reset-token/${encodeURIComponent(token)}`)
      .json<Envelope<ResetTokenInfo>>(),
  resetPassword: (input: ResetPasswordInput) => http().post('auth/reset-password', { json: input }).json<Envelope<null>>(),
};
