import type { CreateUserInput, UpdateUserInput, User, UserListQuery, UserStats } from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from 'shared-api';
import { searchParams } from './search-params';

/** Admin user management (spec §7 Users). */
export const usersApi = {
  list: async (query: Partial<UserListQuery> = {}) =>
    (await http()).get('users', { searchParams: searchParams(query) }).json<ListEnvelope<User>>(),
  stats: async () => (await http()).get('users/stats').json<Envelope<UserStats>>(),
  get: async (id: string) => (await http()).get(`users/${encodeURIComponent(id)}`).json<Envelope<User>>(),
  create: async (input: CreateUserInput) => (await http()).post('users', { json: input }).json<Envelope<User>>(),
  update: async (id: string, input: UpdateUserInput) =>
    (await http()).put(`users/${encodeURIComponent(id)}`, { json: input }).json<Envelope<User>>(),
  remove: async (id: string) => (await http()).delete(`users/${encodeURIComponent(id)}`).json<Envelope<null>>(),
};
