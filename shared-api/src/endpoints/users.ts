import type { CreateUserInput, UpdateUserInput, User, UserListQuery, UserStats } from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from '../http';
import { searchParams } from './search-params';

/** Admin user management (spec §7 Users). */
export const usersApi = {
  list: (query: Partial<UserListQuery> = {}) =>
    http()
      .get('users', { searchParams: searchParams(query) })
      .json<ListEnvelope<User>>(),
  stats: () => http().get('users/stats').json<Envelope<UserStats>>(),
  get: (id: string) =>
    http()
      .get(`users/${encodeURIComponent(id)}`)
      .json<Envelope<User>>(),
  create: (input: CreateUserInput) => http().post('users', { json: input }).json<Envelope<User>>(),
  update: (id: string, input: UpdateUserInput) =>
    http()
      .put(`users/${encodeURIComponent(id)}`, { json: input })
      .json<Envelope<User>>(),
  remove: (id: string) =>
    http()
      .delete(`users/${encodeURIComponent(id)}`)
      .json<Envelope<null>>(),
};
