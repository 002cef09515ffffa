// `npm run bench:api`: how fast the back office's list calls answer with 100,000 rows per list. A
// benchmark, not a test: targets (issues 14 and 15) are printed beside the figures and the exit code is
// 0 whenever the measurements ran.
//   For each database (PostgreSQL in a throwaway cluster, the same way as scripts/with-postgres.mjs,
//   skipped with a message when it is not installed; the embedded PostgreSQL or PGlite of a fresh
//   DATA_DIR): migrate, seed every list's table with INSERT … SELECT generate_series, start the API
//   server as a child process, sign in, then for every list call autocannon at 20 connections for 5 s:
//   the first page, a deep page by key (page 2001 of 20, after page 2000's cursor), a search and,
//   where the list has one, its stats call; the trips list also with each of its filters, and a trip with its timeline and its documents
//   (scripts/bench/trips-seed.ts seeds 100,000 trips with their shipments, events, charges and
//   documents); with the money lists (`expenses`, `money`), scripts/bench/money-seed.ts adds 300,000
//   expenses, the freight bills and 200,000 money entries with their ledger lines, and the expenses
//   summary, the money history's filters, a busy party's and bank's statements, the balance reports,
//   the pending queues, the overview and the bills are measured; with `reports`, every report by one client
//   (held to p95), an XLSX export of every trip (scripts/bench/reports-bench.ts), and /api/health and a
//   signed-in first page while four such exports run at once; with `writes`, an office expense added
//   without and with an Idempotency-Key (what the key costs a write). Last, while one 5-second query runs on the
//   database, a static file, /api/health and a signed-in first page.
//   Targets: TARGET_P99_MS, RECORD_TARGET_P99_MS and STALL_TARGET_P99_MS below; a verdict line per database.
//   The table goes into README.md between <!-- bench:api:start --> and <!-- bench:api:end -->.
// Options: --db=postgres,embedded,pglite (any of them; `both` = postgres,embedded, the default; `all`),
// --only=quotes,users (list names; only the tables those lists read are seeded), --duration=S (default
// 5), --rows=N (default 100000), --no-readme, --json=FILE (also write the results as JSON), --keep (keep
// the seeded database: the DATA_DIR, or the PostgreSQL database when TEST_DATABASE_URL names the
// cluster; its URL is printed, to EXPLAIN on).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error autocannon ships no type declarations; the little used here is described below.
import autocannonModule from 'autocannon';
import pg from 'pg';
import { format } from 'prettier';
import { indianToday } from 'shared-api/formats';
import { ensureFirstAdmin } from '../server/src/bootstrap.js';
import type { Config } from '../server/src/config.js';
import { openDatabase, type Database } from '../server/src/db/client.js';
import { MONEY_LISTS, seedStatements, TRIP_LISTS } from './bench/api-seed.js';
import { MONEY_FIXTURES_SQL, moneySeedStatements, type MoneyFixtures } from './bench/money-seed.js';
import { EXPORT_TARGET, REPORT_TARGET_P95_MS, reportCalls, timeExport, timeOneClient } from './bench/reports-bench.js';
import { BENCH_ADMIN, Cleanup, freePort, startApiServer, tempDir } from './bench/servers.js';
import { TRIP_FIXTURES_SQL, tripSeedShape, tripSeedStatements, type TripFixtures } from './bench/trips-seed.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const README = join(REPO_ROOT, 'README.md');
const MARK_START = '<!-- bench:api:start -->';
const MARK_END = '<!-- bench:api:end -->';
const CONNECTIONS = 20;
/**
 * Each call runs this long at CONNECTIONS before it is measured, so the 5 s measured are the steady state
 * of a server in use. PostgreSQL plans a prepared statement afresh for each of its first five runs on a
 * connection, then settles on a plan at the sixth, and the pools hold 14 connections (10, and 4 with
 * generic plans): the 40 requests of the warm-up before left every connection's plans still to be made
 * while the call was measured (the money statements' take 45–55 ms each), and a common word's learning
 * (lib/common-search.ts) still running.
 */
const WARM_UP_SECONDS = 2;
const DEEP_PAGE = 2000;
/** PostgreSQL is a DATABASE_URL server; 'embedded' the PostgreSQL the server starts itself (issue 27). */
const TARGET_P99_MS = { postgresql: 50, embedded: 250, pglite: 250 } as const;
/** One record with what its page shows (issue 15 sets PostgreSQL's; the embedded ones keep the list target). */
const RECORD_TARGET_P99_MS = { postgresql: 20, embedded: 250, pglite: 250 } as const;
/**
 * Twenty people saving an expense for the same day from the same cash at the same instant: each write
 * waits for the one before it on the rows they share (the day's kept totals, the cash account's kept
 * balance, the session's expense series), so the budget is for the last of them.
 */
const WRITE_TARGET_P99_MS = 2000;
/** While one 5-second query runs on the database, these still answer within this (issue 27). */
const STALL_TARGET_P99_MS = 50;
const STALL_QUERY_SECONDS = 5;
const STALL_CONNECTIONS = 4;
/**
 * The longest period a report may cover (ten financial years, to the end of this one), which holds every
 * seeded trip (the oldest are about eight years old).
 */
const EVERY_TRIP = (() => {
  const now = new Date();
  const year = now.getUTCMonth() >= 3 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `from=${year - 9}-04-01&to=${year + 1}-03-31`;
})();
/** How many of the heaviest exports run at once while the server is probed (two users, two each). */
const HEAVY_EXPORTS = 4;
/** Loaded into a PGlite server: on SIGUSR2 it runs the slow query on the server's own database. */
const STALL_HOOK = join(REPO_ROOT, 'scripts/bench/stall-hook.mjs');

type DbKind = keyof typeof TARGET_P99_MS;
type Targets = Record<DbKind, number>;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonRequest {
  headers?: Record<string, string>;
}
const autocannon = autocannonModule as unknown as (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  timeout?: number;
  headers: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** Called before each request: what it returns is sent. */
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}) => Promise<AutocannonResult>;

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => process.argv.includes(`--${name}`);
const durationSeconds = Number(option('duration') ?? 5);
const rows = Number(option('rows') ?? 100_000);
const only = option('only')?.split(',');
/** 'both': the two databases the product runs on, an outside PostgreSQL and the embedded one. */
const DB_CHOICES: Record<string, DbKind[]> = { both: ['postgresql', 'embedded'], all: ['postgresql', 'embedded', 'pglite'] };
const dbChoice: DbKind[] = (option('db') ?? 'both')
  .split(',')
  .flatMap((name) => DB_CHOICES[name] ?? [name === 'postgres' ? 'postgresql' : (name as DbKind)]);
for (const db of dbChoice)
  if (!(db in TARGET_P99_MS)) throw new Error(`--db: unknown database ${db} (postgres, embedded, pglite, both, all)`);
const jsonOut = option('json');
const keep = flag('keep');

/** One call measured; `target` when it is not the list target. */
interface BenchCall {
  call: string;
  path: string;
  /** A page whose nextCursor completes `path`. */
  cursorFrom?: string;
  target?: Targets;
}

/** One list of the back office and the calls measured on it. */
interface ListBench {
  name: string;
  path: string;
  /** A term a person would type (matching 2–15 % of the seeded rows), or a filter where the list has no search. */
  search: string;
  /** The page whose nextCursor the deep page follows; lists with fewer rows: the page before their last. */
  deepPage?: number;
  stats?: string;
  /** Further calls (filters, one record), with the seeded rows they name. */
  more?: (seeded: Seeded) => BenchCall[];
}

/** The seeded rows the calls name: the trips' when the trips were seeded, the money's when it was. */
interface Seeded {
  trips?: TripFixtures;
  money?: MoneyFixtures;
}

const tripsOf = (seeded: Seeded) => {
  if (!seeded.trips) throw new Error('the trips were not seeded');
  return seeded.trips;
};
const moneyOf = (seeded: Seeded) => {
  if (!seeded.money) throw new Error('the money was not seeded');
  return seeded.money;
};

/** The trips list with each of its filters, its stats, and one trip as its page opens it. */
const tripCalls = (seeded: Seeded): BenchCall[] => tripCallsOf(tripsOf(seeded));
const tripCallsOf = (f: TripFixtures): BenchCall[] => [
  { call: 'GET /api/trips?search=<an LR no.>', path: `/api/trips?search=${f.lrNo}` },
  { call: `GET /api/trips?sessionId=<${f.sessionName}>`, path: `/api/trips?sessionId=${f.sessionId}` },
  { call: 'GET /api/trips?status=delivered', path: '/api/trips?status=delivered' },
  { call: `GET /api/trips?from=${f.from}&to=${f.to}`, path: `/api/trips?from=${f.from}&to=${f.to}` },
  { call: 'GET /api/trips?billingPartyId=<busiest>', path: `/api/trips?billingPartyId=${f.billingPartyId}` },
  { call: 'GET /api/trips?truckId=<busiest>', path: `/api/trips?truckId=${f.truckId}` },
  { call: 'GET /api/trips?driverId=<busiest>', path: `/api/trips?driverId=${f.driverId}` },
  { call: 'GET /api/trips?vehicleId=<busiest>', path: `/api/trips?vehicleId=${f.vehicleId}` },
  { call: `GET /api/trips?origin=${f.origin}`, path: `/api/trips?origin=${encodeURIComponent(f.origin)}` },
  { call: `GET /api/trips?destination=${f.destination}`, path: `/api/trips?destination=${encodeURIComponent(f.destination)}` },
  { call: `GET /api/trips/stats?sessionId=<${f.sessionName}>`, path: `/api/trips/stats?sessionId=${f.sessionId}` },
  { call: 'GET /api/trips/{id} (timeline, charges)', path: `/api/trips/${f.tripId}`, target: RECORD_TARGET_P99_MS },
];

const documentCalls = (seeded: Seeded): BenchCall[] => documentCallsOf(tripsOf(seeded));
const documentCallsOf = (f: TripFixtures): BenchCall[] => [
  { call: 'GET /api/documents?search=<an LR no.>', path: `/api/documents?search=${f.lrNo}` },
  { call: 'GET /api/documents?type=invoice', path: '/api/documents?type=invoice' },
  {
    call: "GET /api/documents/trip/{id} (a trip's files)",
    path: `/api/documents/trip/${f.tripId}`,
    target: RECORD_TARGET_P99_MS,
  },
];

/** The expenses summary of the working session (it needs a session or a period). */
const expenseCalls = (seeded: Seeded): BenchCall[] => {
  const f = tripsOf(seeded);
  return [
    { call: `GET /api/expenses/summary?sessionId=<${f.sessionName}>`, path: `/api/expenses/summary?sessionId=${f.sessionId}` },
  ];
};

/** The money screens (issue 28): history filters, a busy party's and bank's statements, the reports and queues, the bills. */
const moneyCalls = (seeded: Seeded): BenchCall[] => {
  const f = moneyOf(seeded);
  return [
    { call: 'GET /api/money-entries?kind=receipt', path: '/api/money-entries?kind=receipt' },
    { call: `GET /api/money-entries?from=${f.from}&to=${f.to}`, path: `/api/money-entries?from=${f.from}&to=${f.to}` },
    {
      call: `GET /api/ledgers/party/{busiest: ${f.partyLines.toLocaleString('en-US')} lines} (first page)`,
      path: `/api/ledgers/party/${f.partyId}`,
    },
    {
      call: `GET /api/ledgers/party/{busiest}?page=${f.partyLastPage}&limit=100 (last page)`,
      path: `/api/ledgers/party/${f.partyId}?page=${f.partyLastPage}&limit=100`,
    },
    {
      call: `GET /api/ledgers/bank/{busiest: ${f.bankLines.toLocaleString('en-US')} lines}`,
      path: `/api/ledgers/bank/${f.bankId}`,
    },
    { call: 'GET /api/billing-parties/balance-report', path: '/api/billing-parties/balance-report?limit=50' },
    { call: 'GET /api/vehicles/balance-report', path: '/api/vehicles/balance-report?limit=50' },
    { call: 'GET /api/banks/balance-report', path: '/api/banks/balance-report?limit=50' },
    ...['pod-pending', 'unbilled', 'unpaid-bills', 'owner-due'].map((queue) => ({
      call: `GET /api/payments/pending?queue=${queue}`,
      path: `/api/payments/pending?queue=${queue}`,
    })),
    { call: 'GET /api/payments/overview', path: '/api/payments/overview' },
    { call: 'GET /api/bills (first page)', path: '/api/bills' },
    { call: 'GET /api/bills?search=chauhan', path: '/api/bills?search=chauhan' },
    { call: 'GET /api/billing-parties/{busiest}/open-bills', path: `/api/billing-parties/${f.partyId}/open-bills` },
  ];
};

const LISTS: ListBench[] = [
  { name: 'users', path: '/api/users', search: 'search=sharma', stats: '/api/users/stats' },
  { name: 'quotes', path: '/api/quotes', search: 'search=kulkarni', stats: '/api/quotes/stats' },
  { name: 'messages', path: '/api/messages', search: 'search=damaged' },
  { name: 'newsletter', path: '/api/newsletter', search: 'search=menon' },
  { name: 'audit', path: '/api/audit-log', search: 'entity=quote' },
  { name: 'sessions', path: '/api/sessions', search: 'search=199', deepPage: 4 },
  { name: 'billing-parties', path: '/api/billing-parties', search: 'search=chauhan' },
  { name: 'vehicles', path: '/api/vehicles', search: 'search=rastogi' },
  { name: 'banks', path: '/api/banks', search: 'search=canara' },
  { name: 'trucks', path: '/api/trucks', search: 'search=scania', stats: '/api/trucks/stats' },
  { name: 'drivers', path: '/api/drivers', search: 'search=hegde', stats: '/api/drivers/stats' },
  { name: 'trips', path: '/api/trips', search: 'search=chauhan', stats: '/api/trips/stats', more: tripCalls },
  { name: 'documents', path: '/api/documents', search: 'search=weighment', more: documentCalls },
  { name: 'expenses', path: '/api/expenses', search: 'search=nashik', more: expenseCalls },
  { name: 'money', path: '/api/money-entries', search: 'search=cheque', more: moneyCalls },
];

export interface Measurement {
  call: string;
  db: DbKind;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Requests that did not answer 2xx, errors and timeouts; a measurement with any is not trusted. */
  failed: number;
  /** The target it is held to: p99 in ms, unless `measure` says otherwise. */
  target: number;
  /** The reports are held to p95 by one client (p95 filled in), an export to its time and the server's memory growth. */
  measure?: 'p95' | 'memory-mb';
  p95?: number;
}

function callsOf(list: ListBench, seeded: Seeded): BenchCall[] {
  // With fewer rows (--rows), the page before the last one.
  const deep = Math.min(list.deepPage ?? DEEP_PAGE, Math.max(1, Math.floor(rows / 20) - 1));
  const calls: BenchCall[] = [
    { call: `GET ${list.path} (first page)`, path: list.path },
    {
      // The back office walks deep into a list by key: Next from page N sends page N's nextCursor.
      call: `GET ${list.path}?page=${deep + 1}&after=<cursor> (deep, by key)`,
      path: `${list.path}?page=${deep + 1}&after=`,
      cursorFrom: `${list.path}?page=${deep}`,
    },
    { call: `GET ${list.path}?${list.search}`, path: `${list.path}?${list.search}` },
  ];
  if (list.stats) calls.push({ call: `GET ${list.stats}`, path: list.stats });
  if (list.more) calls.push(...list.more(seeded));
  return calls;
}

const selected = (lists: string[] | undefined) => !only || !lists || lists.some((name) => only.includes(name));

interface QueryResult {
  rows: Record<string, unknown>[];
  /** pg */
  rowCount?: number | null;
  /** PGlite */
  affectedRows?: number;
}

/** Plain SQL on the database's own client (PGlite or a pg pool): drizzle lives in the server's node_modules. */
const run = (database: Database, text: string) =>
  (database.db as unknown as { $client: { query(text: string): Promise<QueryResult> } }).$client.query(text);

/** Seeds the tables the selected lists read; answers what the trip and money calls need when those were seeded. */
async function seed(database: Database, kind: DbKind): Promise<Seeded> {
  const config = {
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    passwordHashing: { memoryCost: 8192, timeCost: 2 },
  };
  await ensureFirstAdmin(database.db, config as Config, () => {});
  const trips = selected(TRIP_LISTS);
  const money = selected(MONEY_LISTS);
  const statements = [
    ...seedStatements(rows),
    ...(trips ? tripSeedStatements(rows) : []),
    ...(money ? moneySeedStatements(rows) : []),
  ];
  for (const table of statements) {
    if (!selected(table.lists)) continue;
    const started = performance.now();
    const result = await run(database, table.sql);
    const count = result.rowCount ?? result.affectedRows ?? table.rows;
    console.log(
      `  seeded ${table.table.padEnd(28)} ${count.toLocaleString('en-US').padStart(9)} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  // PGlite has no autovacuum: it gets the ANALYZE the server runs at start, nothing more. PostgreSQL's
  // autovacuum would get to 100,000 fresh rows within a minute; here it is done at once. (VACUUM right
  // after the inserts leaves the pages not yet all-visible; after ANALYZE it marks them.)
  await run(database, 'ANALYZE');
  if (kind !== 'pglite') {
    await run(database, 'VACUUM');
    // Writes out and syncs the pages the seed and VACUUM dirtied (gigabytes), which the next timed
    // checkpoint would otherwise flush while the calls are being measured.
    await run(database, 'CHECKPOINT');
  }
  if (!trips) return {};
  const [fixtures] = (await run(database, TRIP_FIXTURES_SQL)).rows as unknown as TripFixtures[];
  if (!fixtures) throw new Error('the seeded trips have no documents to measure a trip with');
  const shape = tripSeedShape(rows);
  console.log(
    `  trips: working session ${fixtures.sessionName}, ${shape.parties} billing parties, ${shape.trucks} trucks, ${shape.drivers} drivers, ` +
      `${shape.vehicles} market vehicles in use; ${shape.planned} planned, ${shape.inTransit} in transit, ~${shape.delivered} awaiting POD; ` +
      `trip measured: ${fixtures.lrNo}`,
  );
  if (!money) return { trips: fixtures };
  const [moneyFixtures] = (await run(database, MONEY_FIXTURES_SQL)).rows as unknown as MoneyFixtures[];
  if (!moneyFixtures) throw new Error('the seeded money has no party or bank lines to measure a statement with');
  console.log(
    `  money: busiest party ${moneyFixtures.partyId} with ${moneyFixtures.partyLines} ledger lines, busiest bank ${moneyFixtures.bankId} with ${moneyFixtures.bankLines}`,
  );
  return { trips: fixtures, money: moneyFixtures };
}

/** What a list or record answered, in a line: how many rows match, and whether the trips list summed them. */
function describeAnswer(body: unknown): string {
  const answer = body as { data?: unknown; total?: number; totalCapped?: boolean; totals?: { trips: number } | null };
  const parts: string[] = [];
  if (typeof answer.total === 'number')
    parts.push(`${answer.total.toLocaleString('en-US')}${answer.totalCapped ? '+' : ''} match`);
  if (answer.totals !== undefined && (answer.totals === null || typeof answer.totals.trips === 'number')) {
    parts.push(
      answer.totals ? `totals over ${answer.totals.trips.toLocaleString('en-US')} trips` : 'totals: over the cap (none)',
    );
  }
  const data = answer.data as { events?: unknown[]; documentCount?: number; charges?: unknown[] } | unknown[] | undefined;
  if (Array.isArray(data)) parts.push(`${data.length} rows`);
  else if (data?.events)
    parts.push(`${data.events.length} events, ${data.charges?.length ?? 0} charges, ${data.documentCount} documents`);
  return parts.join('; ');
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`sign-in failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

async function nextCursorOf(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { nextCursor?: string | null };
  if (!response.ok || !body.nextCursor) throw new Error(`${url}: no nextCursor (HTTP ${response.status})`);
  return encodeURIComponent(body.nextCursor);
}

/** An autocannon run at CONNECTIONS connections as a measurement held to `target`. */
function measurementOf(call: string, db: DbKind, result: AutocannonResult, target: number): Measurement {
  return {
    call,
    db,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    // No answer within the window (autocannon drops the requests still waiting when its time is up):
    // every connection's request failed, rather than a p99 of 0 that would pass.
    failed: result.non2xx + result.errors + result.timeouts + (result.requests.total === 0 ? CONNECTIONS : 0),
    target,
  };
}

async function measureAll(origin: string, kind: DbKind, seeded: Seeded, serverPid?: number): Promise<Measurement[]> {
  const headers = { authorization: `Bearer ${await signIn(origin)}` };
  const results: Measurement[] = [];
  for (const list of LISTS.filter((candidate) => !only || only.includes(candidate.name))) {
    for (const { call, path, target, cursorFrom } of callsOf(list, seeded)) {
      const url = origin + path + (cursorFrom ? await nextCursorOf(origin + cursorFrom, headers) : '');
      const check = await fetch(url, { headers });
      if (!check.ok) throw new Error(`${call}: HTTP ${check.status} ${await check.text()}`);
      const answer = describeAnswer(await check.json());
      await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, timeout: 120, headers });
      const result = await autocannon({ url, connections: CONNECTIONS, duration: durationSeconds, timeout: 120, headers });
      const measurement = measurementOf(call, kind, result, (target ?? TARGET_P99_MS)[kind]);
      results.push(measurement);
      console.log(
        `  ${formatRow(measurement).join('  ')}  (p90 ${ms(measurement.p90)}, max ${ms(measurement.max)}${answer ? `; ${answer}` : ''})`,
      );
    }
  }
  if (!only || only.includes('reports'))
    results.push(...(await measureReports(origin, kind, tripsOf(seeded), headers, serverPid)));
  if (!only || only.includes('writes')) results.push(...(await measureWrites(origin, kind, headers)));
  return results;
}

/**
 * What an Idempotency-Key costs a write: an office expense added at CONNECTIONS connections, first
 * without a key, then with a fresh key on every request, as the back office sends them on every money
 * and trip write (three more statements each: the expired keys' delete, the claim, the answer kept).
 */
async function measureWrites(origin: string, kind: DbKind, headers: Record<string, string>): Promise<Measurement[]> {
  const categories = (await (await fetch(`${origin}/api/expenses/categories`, { headers })).json()) as {
    data: { id: string; code: string | null }[];
  };
  const office = categories.data.find((category) => category.code === 'office');
  if (!office) throw new Error('writes: no office expense category');
  const body = JSON.stringify({
    expenseDate: indianToday(),
    type: 'office',
    categoryId: office.id,
    amount: '120',
    mode: 'cash',
    notes: 'bench:api write',
  });
  const results: Measurement[] = [];
  for (const keyed of [false, true]) {
    const options = {
      url: `${origin}/api/expenses`,
      method: 'POST' as const,
      body,
      connections: CONNECTIONS,
      timeout: 120,
      headers: { ...headers, 'content-type': 'application/json' },
      ...(keyed && {
        setupRequest: (request: AutocannonRequest) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
        }),
      }),
    };
    await autocannon({ ...options, duration: WARM_UP_SECONDS });
    const result = await autocannon({ ...options, duration: durationSeconds });
    const call = `POST /api/expenses (office expense${keyed ? ', a fresh Idempotency-Key each' : ', no Idempotency-Key'})`;
    const measurement = measurementOf(call, kind, result, WRITE_TARGET_P99_MS);
    results.push(measurement);
    console.log(`  ${formatRow(measurement).join('  ')}  (p90 ${ms(measurement.p90)}, max ${ms(measurement.max)})`);
  }
  return results;
}

/** The reports by one client (p95), then the XLSX export of every trip (time, and the server's memory meanwhile). */
async function measureReports(
  origin: string,
  kind: DbKind,
  f: TripFixtures,
  headers: Record<string, string>,
  serverPid: number | undefined,
): Promise<Measurement[]> {
  const results: Measurement[] = [];
  const log = (m: Measurement, note = '') => {
    results.push(m);
    console.log(`  ${formatRow(m).join('  ')}${note ? `  (${note})` : ''}`);
  };
  for (const { call, path } of reportCalls(f)) {
    await timeOneClient(origin + path, headers, 0, 2); // warm-up
    const t = await timeOneClient(origin + path, headers, durationSeconds * 1000);
    log(
      {
        call,
        db: kind,
        requestsPerSecond: t.requests / durationSeconds,
        ...t,
        target: REPORT_TARGET_P95_MS[kind],
        measure: 'p95',
      },
      `${t.requests} requests, max ${ms(t.max)}`,
    );
  }
  // Every trip of every session, by trip: as many rows as trips were seeded.
  const path = `/api/reports/profit-loss/export?${EVERY_TRIP}&groupBy=trip&format=xlsx`;
  const run = await timeExport(origin + path, headers, serverPid);
  const call = `GET /api/reports/profit-loss/export?groupBy=trip&format=xlsx (${rows.toLocaleString('en-US')} trips)`;
  const failed = run.status === 200 ? 0 : 1;
  const timed = { call, db: kind, requestsPerSecond: 1000 / run.ms, p50: run.ms, p90: run.ms, p99: run.ms, max: run.ms, failed };
  log({ ...timed, target: EXPORT_TARGET.ms }, `${(run.bytes / 1024 / 1024).toFixed(1)} MB file`);
  if (run.memoryGrowthMb !== null) {
    const growth = run.memoryGrowthMb;
    log({
      ...timed,
      call: `${call}: server memory growth`,
      p50: growth,
      p90: growth,
      p99: growth,
      max: growth,
      target: EXPORT_TARGET.memoryMb,
      measure: 'memory-mb',
    });
  }
  for (const measurement of await measureDuringExports(origin, kind, headers)) log(measurement);
  return results;
}

/**
 * While HEAVY_EXPORTS of the heaviest export (every trip, by trip, as XLSX and CSV) run for two users
 * (each may run two at a time), /api/health and a signed-in first page, each at STALL_CONNECTIONS
 * connections, from the moment the exports start until the last one ends.
 */
async function measureDuringExports(origin: string, kind: DbKind, admin: Record<string, string>): Promise<Measurement[]> {
  const accountant = { email: 'bench.accountant@bench.example', password: 'BenchAccounts2026' };
  await fetch(`${origin}/api/users`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Accountant', role: 'accountant', ...accountant }),
  });
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(accountant),
  });
  const second = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const exportPath = (format: string) => `/api/reports/profit-loss/export?${EVERY_TRIP}&groupBy=trip&format=${format}`;
  const started = performance.now();
  const exports = Promise.all(
    [admin, second].flatMap((headers) =>
      ['xlsx', 'csv'].map(async (format) => {
        const response = await fetch(origin + exportPath(format), { headers });
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
  let done = false;
  const finished = exports.finally(() => (done = true));
  const calls = [
    { call: `GET /api/health during ${HEAVY_EXPORTS} exports of every trip`, path: '/api/health' },
    { call: `GET /api/quotes (first page) during ${HEAVY_EXPORTS} exports of every trip`, path: '/api/quotes' },
  ];
  const probes = await Promise.all(calls.map(({ path }) => probe(origin + path, admin, STALL_CONNECTIONS, () => done)));
  const statuses = await finished;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const refused = statuses.filter((status) => status !== 200).length;
  return calls.map(({ call }, index) => {
    const measurement: Measurement = {
      call: `${call} (${seconds} s${refused ? `, ${refused} export(s) refused` : ''})`,
      db: kind,
      ...probes[index]!,
      failed: probes[index]!.failed + refused,
      target: STALL_TARGET_P99_MS,
    };
    return measurement;
  });
}

/** The embedded database of a fresh DATA_DIR: the PostgreSQL the server starts itself, or PGlite. */
async function benchEmbedded(kind: 'embedded' | 'pglite'): Promise<Measurement[]> {
  const cleanup = new Cleanup();
  const label = kind === 'pglite' ? 'PGlite' : 'embedded PostgreSQL';
  const embeddedDatabase = kind === 'pglite' ? 'pglite' : 'postgres';
  try {
    const prefix = `bench-api-${kind}-`;
    const dataDir = keep ? mkdtempSync(join(tmpdir(), prefix)) : tempDir(prefix, cleanup);
    console.log(`\n${label} in ${dataDir}${keep ? ' (kept: --keep)' : ''}`);
    const database = await openDatabase({ dataDir, embeddedDatabase });
    let seeded: Seeded = {};
    try {
      await database.migrate();
      seeded = await seed(database, kind);
    } finally {
      await database.close();
    }
    const server = await startApiServer({
      repoRoot: REPO_ROOT,
      label: `api (${label})`,
      port: await freePort(),
      dataDir,
      extraEnv: {
        EMBEDDED_DATABASE: embeddedDatabase,
        // PGlite runs in the server's process: the stall case asks the server itself to run the slow query.
        ...(kind === 'pglite' && { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${STALL_HOOK}`.trim() }),
      },
      cleanup,
    });
    const origin = `http://127.0.0.1:${server.port}`;
    const measured = await measureAll(origin, kind, seeded, server.child.pid);
    const slowQuery =
      kind === 'pglite'
        ? async () => {
            server.child.kill('SIGUSR2');
            await new Promise((resolve) => setTimeout(resolve, STALL_QUERY_SECONDS * 1000));
          }
        : () => sleepOn(embeddedUrl(dataDir));
    return [...measured, ...(await measureDuringSlowQuery(origin, kind, slowQuery))];
  } finally {
    await cleanup.runAll();
  }
}

/** The embedded PostgreSQL's socket, as the server reaches it (server/src/db/embedded-postgres.ts). */
const embeddedUrl = (dataDir: string) => `postgresql://postgres@${encodeURIComponent(join(dataDir, 'postgres'))}/postgres`;

/** One query of STALL_QUERY_SECONDS on the database at `url`, on a connection of its own. */
async function sleepOn(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`select pg_sleep(${STALL_QUERY_SECONDS})`);
  } finally {
    await client.end();
  }
}

/**
 * `connections` clients asking `url` one request after another for `forMs`; every request sent is
 * timed until it is answered, however long after the window that is (autocannon drops the requests
 * still waiting when its time is up, which would hide a server that answers nothing at all).
 */
/**
 * One GET to its last byte, as it came over the wire: a compressed answer (the static files are sent
 * brotli-compressed) is not decompressed here. fetch() would inflate each 127 KB main.js to 455 KB in
 * this process, on the same two cores as the server: measured alone at 4 connections that is 47–51 ms
 * p99 of the client's own work against 26–31 ms for the server's answer.
 */
function getRaw(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => done(response.statusCode ?? 0));
      response.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** `window`: how long to keep asking, in ms, or a function that says when to stop. */
async function probe(url: string, headers: Record<string, string>, connections: number, window: number | (() => boolean)) {
  const latencies: number[] = [];
  let failed = 0;
  const began = performance.now();
  const stop = typeof window === 'number' ? () => performance.now() >= began + window : window;
  const client = async () => {
    while (!stop()) {
      const started = performance.now();
      try {
        const status = await getRaw(url, headers);
        if (status < 200 || status >= 300) failed++;
      } catch {
        failed++;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)] ?? 0;
  return {
    requestsPerSecond: latencies.length / ((performance.now() - began) / 1000),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    failed,
  };
}

/**
 * While one slow query runs on the database: a static file, /api/health and a signed-in first page,
 * each at STALL_CONNECTIONS connections at once, for most of the query's 5 seconds.
 */
async function measureDuringSlowQuery(origin: string, kind: DbKind, slowQuery: () => Promise<void>): Promise<Measurement[]> {
  const headers = { authorization: `Bearer ${await signIn(origin)}` };
  const staticFile = (await fetch(`${origin}/main.js`, { method: 'HEAD' })).ok ? '/main.js' : undefined;
  const calls = [
    ...(staticFile ? [{ call: `GET ${staticFile} (static) during a ${STALL_QUERY_SECONDS} s query`, path: staticFile }] : []),
    { call: `GET /api/health during a ${STALL_QUERY_SECONDS} s query`, path: '/api/health' },
    { call: `GET /api/quotes (first page) during a ${STALL_QUERY_SECONDS} s query`, path: '/api/quotes' },
  ];
  if (!staticFile) console.log('  (no built apps to serve: the static file is left out; `npm run build` first)');
  const running = slowQuery();
  await new Promise((resolve) => setTimeout(resolve, 300)); // the query has started
  const probes = await Promise.all(
    calls.map(({ path }) => probe(origin + path, headers, STALL_CONNECTIONS, (STALL_QUERY_SECONDS - 1.5) * 1000)),
  );
  await running;
  return calls.map(({ call }, index) => {
    const measurement: Measurement = { call, db: kind, ...probes[index]!, target: STALL_TARGET_P99_MS };
    console.log(`  ${formatRow(measurement).join('  ')}  (p90 ${ms(measurement.p90)}, max ${ms(measurement.max)})`);
    return measurement;
  });
}

/** On the cluster TEST_DATABASE_URL points at (with-postgres.mjs): a fresh database, dropped afterwards. */
async function benchPostgres(clusterUrl: string): Promise<Measurement[]> {
  const cleanup = new Cleanup();
  const name = `bench_api_${process.pid}`;
  const cluster = await openDatabase({ dataDir: '', databaseUrl: clusterUrl });
  try {
    await run(cluster, `CREATE DATABASE ${name}`);
    const url = new URL(clusterUrl);
    url.pathname = `/${name}`;
    if (keep) {
      cleanup.add(`keep database ${name}`, () => console.log(`\nKept (--keep): ${url.toString()}`));
    } else {
      cleanup.add(`drop database ${name}`, async () => {
        await run(cluster, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    }
    console.log(`\nPostgreSQL, database ${name}`);
    const database = await openDatabase({ dataDir: '', databaseUrl: url.toString() });
    let seeded: Seeded = {};
    try {
      await database.migrate();
      seeded = await seed(database, 'postgresql');
    } finally {
      await database.close();
    }
    const server = await startApiServer({
      repoRoot: REPO_ROOT,
      label: 'api (PostgreSQL)',
      port: await freePort(),
      dataDir: tempDir('bench-api-pg-', cleanup),
      extraEnv: { DATABASE_URL: url.toString() },
      cleanup,
    });
    const origin = `http://127.0.0.1:${server.port}`;
    const measured = await measureAll(origin, 'postgresql', seeded, server.child.pid);
    return [...measured, ...(await measureDuringSlowQuery(origin, 'postgresql', () => sleepOn(url.toString())))];
  } finally {
    await cleanup.runAll();
    await cluster.close();
  }
}

/** Runs this script again inside scripts/with-postgres.mjs (a throwaway cluster) and reads its results. */
function benchPostgresInCluster(): Measurement[] | string {
  const cleanup = new Cleanup();
  const out = join(tempDir('bench-api-results-', cleanup), 'postgres.json');
  const args = process.argv.slice(2).filter((arg) => !/^--(db|json)=/.test(arg) && arg !== '--no-readme');
  const child = spawnSync(
    process.execPath,
    [
      'scripts/with-postgres.mjs',
      process.execPath,
      '--import',
      'tsx',
      'scripts/bench-api.ts',
      '--db=postgres',
      `--json=${out}`,
      '--no-readme',
      ...args,
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', env: { ...process.env, SKIP_POSTGRES: '' } },
  );
  process.stderr.write(child.stderr ?? '');
  try {
    if (child.status !== 0) return (child.stderr ?? '').trim().split('\n')[0] || `exit code ${child.status}`;
    return JSON.parse(readFileSync(out, 'utf8')) as Measurement[];
  } finally {
    void cleanup.runAll();
  }
}

const ms = (value: number) => (value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`);
const DB_LABELS: Record<DbKind, string> = { postgresql: 'PostgreSQL', embedded: 'Embedded PostgreSQL', pglite: 'PGlite' };
const dbLabel = (db: DbKind) => DB_LABELS[db];
/** The figure a measurement is held to: p99 by default, p95 for the reports, MB for an export's memory. */
const heldFigure = (m: Measurement) => (m.measure === 'p95' ? (m.p95 ?? m.p99) : m.p99);
const targetText = (m: Measurement) =>
  m.measure === 'memory-mb' ? `< ${m.target} MB` : `${m.measure === 'p95' ? 'p95' : 'p99'} ≤ ${m.target} ms`;
const within = (m: Measurement) => m.failed === 0 && heldFigure(m) <= m.target;
const verdict = (m: Measurement) => (m.failed > 0 ? `✘ (${m.failed} failed)` : within(m) ? '✔' : `✘ (> ${targetText(m)})`);
const figureText = (m: Measurement, value: number) => (m.measure === 'memory-mb' ? `${value.toFixed(1)} MB` : ms(value));
const formatRow = (m: Measurement) => [
  m.call.padEnd(52),
  dbLabel(m.db).padEnd(19),
  `${Math.round(m.requestsPerSecond)} req/s`.padStart(11),
  `p50 ${figureText(m, m.p50)}`.padStart(12),
  `${m.measure === 'p95' ? 'p95' : 'p99'} ${figureText(m, heldFigure(m))}`.padStart(12),
  targetText(m).padStart(13),
  verdict(m),
];

/** One line per database: how many calls met their target. */
function verdicts(results: Measurement[]): string[] {
  return (['postgresql', 'embedded', 'pglite'] as const).flatMap((db) => {
    const measured = results.filter((m) => m.db === db);
    if (measured.length === 0) return [];
    const met = measured.filter(within).length;
    const missed = measured.filter((m) => !within(m)).map((m) => m.call);
    return [
      `${dbLabel(db)}: ${met} of ${measured.length} calls within target${missed.length ? ` (missed: ${missed.join('; ')})` : ''}`,
    ];
  });
}

function markdown(results: Measurement[], skipped: string | undefined): string {
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `Measured ${date} by \`npm run bench:api\` on this project's ${availableParallelism()}-core machine (the server, the`,
    `database and autocannon share it): ${rows.toLocaleString('en-US')} rows in each list's table (financial sessions: 100`,
    'years; trucks without paper rows; trips with their shipments, ~4.8 tracking events each, charges on a third of them',
    `and ~1.4 documents each), autocannon at ${CONNECTIONS} connections for ${durationSeconds} s per call after ${WARM_UP_SECONDS} s of warm-up.`,
    'Target: p99 ≤ 50 ms on PostgreSQL, ≤ 250 ms on the embedded databases; one trip and its documents ≤ 20 ms on',
    `PostgreSQL; while one ${STALL_QUERY_SECONDS}-second query runs, a static file, /api/health and a signed-in first page ≤ ${STALL_TARGET_P99_MS} ms`,
    `(${STALL_CONNECTIONS} connections each, at once).`,
    '',
    'The reports (`--only=reports`): one client, one request after another, held to p95 (≤ 300 ms on PostgreSQL, ≤ 1 s',
    'embedded); the XLSX export of every trip by trip to its last byte (≤ 10 s) and the API process’s resident memory',
    `growth meanwhile (< 100 MB); then, while ${HEAVY_EXPORTS} such exports run at once (XLSX and CSV for two users, each`,
    `allowed two), /api/health and a signed-in first page ≤ ${STALL_TARGET_P99_MS} ms p99 (${STALL_CONNECTIONS} connections each) until the last ends.`,
    '',
    '| Call | DB | req/s | p50 | p99 (or held figure) | Target | Target met? |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ];
  const calls = [...new Set(results.map((m) => m.call))];
  for (const call of calls) {
    for (const db of ['postgresql', 'embedded', 'pglite'] as const) {
      const m = results.find((candidate) => candidate.call === call && candidate.db === db);
      if (!m) continue;
      lines.push(
        `| \`${m.call}\` | ${dbLabel(m.db)} | ${Math.round(m.requestsPerSecond)} | ${figureText(m, m.p50)} | ${figureText(m, heldFigure(m))} | ${targetText(m)} | ${verdict(m)} |`,
      );
    }
  }
  lines.push('', ...verdicts(results).map((line) => `- ${line}`));
  if (skipped) lines.push('', `PostgreSQL was not measured: ${skipped}`);
  return lines.join('\n');
}

async function writeReadme(markdownSection: string): Promise<void> {
  // Aligned as Prettier aligns tables, so `npm run lint` stays clean after a run.
  const section = (await format(markdownSection, { parser: 'markdown', printWidth: 130 })).trimEnd();
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf(MARK_START);
  const end = text.indexOf(MARK_END);
  if (start < 0 || end < start) {
    console.warn(`README.md has no ${MARK_START} … ${MARK_END} section; the table was not written there.`);
    return;
  }
  writeFileSync(README, `${text.slice(0, start + MARK_START.length)}\n\n${section}\n\n${text.slice(end)}`);
  console.log('\nREADME.md updated.');
}

async function main(): Promise<void> {
  const results: Measurement[] = [];
  let skipped: string | undefined;
  if (dbChoice.includes('postgresql')) {
    if (keep && !process.env.TEST_DATABASE_URL) {
      console.warn(
        '--keep: the throwaway PostgreSQL cluster goes at the end; set TEST_DATABASE_URL to a cluster of your own to keep it.',
      );
    }
    if (process.env.TEST_DATABASE_URL) {
      results.push(...(await benchPostgres(process.env.TEST_DATABASE_URL)));
    } else {
      const outcome = benchPostgresInCluster();
      if (typeof outcome === 'string') {
        skipped = outcome;
        console.warn(`\nPostgreSQL skipped: ${outcome}`);
      } else {
        results.push(...outcome);
      }
    }
  }
  for (const kind of ['embedded', 'pglite'] as const) if (dbChoice.includes(kind)) results.push(...(await benchEmbedded(kind)));

  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
  if (results.length === 0) return;
  console.log(`\n${markdown(results, skipped)}`);
  console.log('');
  for (const line of verdicts(results)) console.log(line);
  if (!flag('no-readme') && !only) await writeReadme(markdown(results, skipped));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
