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
  login: async (input: LoginInput) => (await http()).post('auth/login', { json: input }).json<Envelope<AuthSession>>(),
  register: async (input: RegisterInput) => (await http()).post('auth/register', { json: input }).json<Envelope<AuthSession>>(),
  logout: async () => (await http()).post('auth/logout').json<Envelope<null>>(),
  verify: async () => (await http()).get('auth/verify').json<Envelope<{ user: User }>>(),
  profile: async () => (await http()).get('auth/profile').json<Envelope<{ user: User }>>(),
  updateProfile: async (input: UpdateProfileInput) =>
    (await http()).put('auth/profile', { json: input }).json<Envelope<{ user: User }>>(),
  /** A wrong current password is a 400 with errors.currentPassword; the user's other sessions end. */
  changePassword: async (input: ChangePasswordInput) =>
    (await http()).put('auth/change-password', { json: input }).json<Envelope<null>>(),
  currentPassword: async () => (await http()).get('auth/current-password').json<Envelope<PasswordInfo>>(),
  /** Always the same answer, whether or not the address has an account. */
  forgotPassword: async (input: ForgotPasswordInput) =>
    (await http()).post('auth/forgot-password', { json: input }).json<Envelope<null>>(),
  verifyResetToken: async (token: string) =>
    (await http()).get(`auth/verify-reset-token/${encodeURIComponent(token)}`).json<Envelope<ResetTokenInfo>>(),
  resetPassword: async (input: ResetPasswordInput) =>
    (await http()).post('auth/reset-password', { json: input }).json<Envelope<null>>(),
  /** Mails the signed-in user a new link to confirm their address. */
  resendVerification: async () => (await http()).post('auth/resend-verification').json<Envelope<null>>(),
};
