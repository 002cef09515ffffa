import type { FastifyInstance } from 'fastify';
import { can, type Role } from 'shared-api/schemas';

/** What a role may not read of an answer: profit (without `reports`), every amount (without `amounts.read`). */
function hiddenFor(role: Role): ((key: string) => boolean) | undefined {
  if (!can(role, 'amounts.read')) return (key) => key.endsWith('Paise') || key === 'amounts' || key === 'totals';
  if (!can(role, 'reports')) return (key) => key === 'estimatedProfitPaise';
  return undefined;
}

function without(value: unknown, hidden: (key: string) => boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => without(item, hidden));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !hidden(key))
      .map(([key, inner]) => [key, without(inner, hidden)]),
  );
}

/**
 * Answers of this scope (trips, drivers, billing parties, vehicles) lose what the caller's role may not
 * read: operations get no profit (they run trips, not the books), a viewer no amount at all (freight,
 * hire, opening balances). Money's roles get the answer untouched, as the database wrote it, so their
 * pages cost nothing more.
 */
export function redactForRole(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    const role = request.auth?.user.role;
    const hidden = role && hiddenFor(role);
    if (!hidden || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    return JSON.stringify(without(JSON.parse(payload), hidden));
  });
}
