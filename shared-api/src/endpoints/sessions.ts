import type { CreateSessionInput, FinancialSession, SessionListQuery, UpdateSessionInput } from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from 'shared-api';
import { searchParams } from './search-params';

const one = (id: string) => `sessions/${encodeURIComponent(id)}`;

/** Sessions (financial years) and the session each admin works in. */
export const sessionsApi = {
  list: async (query: Partial<SessionListQuery> = {}) =>
    (await http()).get('sessions', { searchParams: searchParams(query) }).json<ListEnvelope<FinancialSession>>(),
  get: async (id: string) => (await http()).get(one(id)).json<Envelope<FinancialSession>>(),
  create: async (input: CreateSessionInput) =>
    (await http()).post('sessions', { json: input }).json<Envelope<FinancialSession>>(),
  /** Activate it, or close / reopen it. */
  update: async (id: string, input: UpdateSessionInput) =>
    (await http()).put(one(id), { json: input }).json<Envelope<FinancialSession>>(),
  remove: async (id: string) => (await http()).delete(one(id)).json<Envelope<null>>(),
  /** The session this admin works in: their choice, else the active one. */
  working: async () => (await http()).get('sessions/working').json<Envelope<FinancialSession | null>>(),
  setWorking: async (sessionId: string) =>
    (await http()).put('sessions/working', { json: { sessionId } }).json<Envelope<FinancialSession>>(),
};
