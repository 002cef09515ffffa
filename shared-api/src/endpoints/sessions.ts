import type { CreateSessionInput, FinancialSession, SessionListQuery, UpdateSessionInput } from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from '../http';
import { searchParams } from './search-params';

const one = (id: string) => `sessions/${encodeURIComponent(id)}`;

/** Sessions (financial years) and the session each admin works in. */
export const sessionsApi = {
  list: (query: Partial<SessionListQuery> = {}) =>
    http()
      .get('sessions', { searchParams: searchParams(query) })
      .json<ListEnvelope<FinancialSession>>(),
  get: (id: string) => http().get(one(id)).json<Envelope<FinancialSession>>(),
  create: (input: CreateSessionInput) => http().post('sessions', { json: input }).json<Envelope<FinancialSession>>(),
  /** Activate it, or close / reopen it. */
  update: (id: string, input: UpdateSessionInput) => http().put(one(id), { json: input }).json<Envelope<FinancialSession>>(),
  remove: (id: string) => http().delete(one(id)).json<Envelope<null>>(),
  /** The session this admin works in: their choice, else the active one. */
  working: () => http().get('sessions/working').json<Envelope<FinancialSession | null>>(),
  setWorking: (sessionId: string) => http().put('sessions/working', { json: { sessionId } }).json<Envelope<FinancialSession>>(),
};
