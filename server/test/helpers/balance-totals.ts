import assert from 'node:assert/strict';
import type { MasterSuite } from './master-fixtures';

/*
 * A balance report's totals row against its rows: every figure of every page's rows added up (a party's
 * ageing too) must be the totals each page answers. The totals of every account are read from the kept
 * day totals and the bills' kept figures (ledger/day-totals.ts), the rows from the lines: a posting path
 * the kept figures miss shows up here.
 */

const NAMES = ['id', 'name', 'phone', 'registrationNumber', 'ownerName', 'ownerPan', 'accountType'];

/** Each number of the rows added up, objects (the ageing) figure by figure. */
export function figuresAddedUp(rows: Record<string, unknown>[]): Record<string, unknown> {
  const add = (into: Record<string, unknown>, row: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(row)) {
      if (NAMES.includes(key)) continue;
      if (typeof value === 'number') into[key] = ((into[key] as number | undefined) ?? 0) + value;
      else if (value && typeof value === 'object')
        add((into[key] ??= {}) as Record<string, unknown>, value as Record<string, unknown>);
    }
  };
  const totals: Record<string, unknown> = {};
  for (const row of rows) add(totals, row);
  return totals;
}

export const BALANCE_KINDS = ['parties', 'owners', 'drivers', 'banks'] as const;

/**
 * Reads every page of `GET /reports/balance?kind=…` (with `query`, e.g. `asOf=…`), `limit` accounts a
 * page, and checks that each page's totals are the same and are its rows added up. Returns the totals.
 */
export async function assertTotalsAreRowsAddedUp(
  call: MasterSuite['call'],
  kind: (typeof BALANCE_KINDS)[number],
  query = '',
  limit = 100,
): Promise<Record<string, unknown>> {
  const rows: Record<string, unknown>[] = [];
  let first: { totals: Record<string, unknown>; total: number } | undefined;
  for (let page = 1; ; page += 1) {
    const res = await call('GET', `/reports/balance?kind=${kind}&limit=${limit}&page=${page}${query ? `&${query}` : ''}`);
    assert.equal(res.status, 200, res.text);
    const { report } = res.body.data as {
      report: { rows: Record<string, unknown>[]; totals: Record<string, unknown>; total: number };
    };
    first ??= report;
    assert.deepEqual(report.totals, first.totals, `${kind} ${query} page ${page}: the totals of every account on every page`);
    rows.push(...report.rows);
    if (report.rows.length < limit) break;
  }
  assert.equal(rows.length, first.total, `${kind} ${query}: every account on some page`);
  assert.deepEqual(first.totals, figuresAddedUp(rows), `${kind} ${query}: the totals are the rows added up`);
  return first.totals;
}
