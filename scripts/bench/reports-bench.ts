// The reports' part of `npm run bench:api --only=reports` (issue 29): each report by one client, one
// request after another, held to p95 (≤ 300 ms on PostgreSQL, ≤ 1 s on the embedded databases); and an
// XLSX export of every trip, by trip, timed to its last byte while the server's resident memory is
// sampled (≤ 10 s, < 100 MB growth).
import { readFileSync } from 'node:fs';
import type { TripFixtures } from './trips-seed.js';

export const REPORT_TARGET_P95_MS = { postgresql: 300, embedded: 1000, pglite: 1000 } as const;
export const EXPORT_TARGET = { ms: 10_000, memoryMb: 100 } as const;

export interface ReportCall {
  call: string;
  path: string;
}

/** The reports of the working session, each grouping and each kind of balance. */
export function reportCalls(f: TripFixtures): ReportCall[] {
  const session = `sessionId=${f.sessionId}`;
  return [
    { call: `GET /api/reports/dashboard?sessionId=<${f.sessionName}>`, path: `/api/reports/dashboard?${session}` },
    ...['overall', 'month', 'truck', 'trip', 'route', 'party'].map((groupBy) => ({
      call: `GET /api/reports/profit-loss?groupBy=${groupBy}`,
      path: `/api/reports/profit-loss?${session}&groupBy=${groupBy}`,
    })),
    ...['parties', 'owners', 'drivers', 'banks'].map((kind) => ({
      call: `GET /api/reports/balance?kind=${kind}`,
      path: `/api/reports/balance?kind=${kind}&${session}&limit=50`,
    })),
  ];
}

export interface Timings {
  requests: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
  failed: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;

/** One client asking `url` again and again for `forMs` (at least `minRequests` times), each timed to its last byte. */
export async function timeOneClient(
  url: string,
  headers: Record<string, string>,
  forMs: number,
  minRequests = 10,
): Promise<Timings> {
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + forMs;
  while (performance.now() < until || latencies.length < minRequests) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) failed++;
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    failed,
  };
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
function residentMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export interface ExportRun {
  ms: number;
  bytes: number;
  /** The server's resident memory at its highest during the export, less before it; null when not readable. */
  memoryGrowthMb: number | null;
  status: number;
}

/** Downloads `url` once, sampling the server's resident memory every 50 ms meanwhile. */
export async function timeExport(
  url: string,
  headers: Record<string, string>,
  serverPid: number | undefined,
): Promise<ExportRun> {
  const before = serverPid ? residentMb(serverPid) : null;
  let highest = before ?? 0;
  const sampler = setInterval(() => {
    const now = serverPid ? residentMb(serverPid) : null;
    if (now !== null && now > highest) highest = now;
  }, 50);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    return {
      ms: performance.now() - started,
      bytes: body.byteLength,
      memoryGrowthMb: before === null ? null : highest - before,
      status: response.status,
    };
  } finally {
    clearInterval(sampler);
  }
}
