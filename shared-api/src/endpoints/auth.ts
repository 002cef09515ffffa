import type { LoginInput, RegisterInput, UpdateProfileInput, User } from '../schemas';
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
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    http().put('auth/change-password', { json: input }).json<Envelope<null>>(),
};
