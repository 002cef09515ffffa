import { HTTPError } from 'ky';
import type { ListEnvelope, User, UserStats } from 'shared-api';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-2',
    name: 'Bharat Mehta',
    email: 'bharat@example.com',
    phone: '+91 22 4000 1234',
    role: 'customer',
    active: true,
    emailVerified: true,
    branchId: null,
    createdAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-19T11:30:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

export const ME = aUser({ id: 'u-1', name: 'Asha Rao', email: 'asha@example.com', role: 'admin', phone: null });

export function listAnswer(data: User[], total = data.length): ListEnvelope<User> {
  return { success: true, data, total, page: 1, limit: 20, nextCursor: null, prevCursor: null };
}

export const STATS: UserStats = {
  total: 12,
  active: 10,
  byRole: { admin: 3, accountant: 0, operations: 0, viewer: 0, customer: 9 },
};

/** A rejection as ky raises it, with the server's envelope on `data`. */
export function rejection(status: number, body: object) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const error = new HTTPError(response, new Request('http://test/api/users'), {} as never);
  Object.assign(error, { data: body });
  return error;
}
