import type { FastifyInstance } from 'fastify';
import { can } from 'shared-api/schemas';

/** The fields that say what the company earns on a trip, which only roles with the reports may read. */
const PROFIT_FIELDS = new Set(['estimatedProfitPaise']);

function withoutProfit(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProfit);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !PROFIT_FIELDS.has(key))
      .map(([key, inner]) => [key, withoutProfit(inner)]),
  );
}

/**
 * Answers of this scope (the trips') lose their profit figures for a role without `reports`
 * (operations, viewers): they run trips, not the books. Money's roles get the answer untouched, as
 * the database wrote it, so their pages cost nothing more.
 */
export function hideProfitFromOperations(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    const role = request.auth?.user.role;
    if (!role || can(role, 'reports') || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    return JSON.stringify(withoutProfit(JSON.parse(payload)));
  });
}
