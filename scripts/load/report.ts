// Figures per call: how many, how they ended, and their latency (p50, p99).
import type { Sample } from './http';

export interface CallRow {
  call: string;
  requests: number;
  ok: number;
  clientErrors: number;
  tooMany: number;
  serverErrors: number;
  noAnswer: number;
  p50: number;
  p99: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function callTable(samples: Sample[]): CallRow[] {
  const byCall = new Map<string, Sample[]>();
  for (const sample of samples) byCall.set(sample.call, [...(byCall.get(sample.call) ?? []), sample]);
  return [...byCall]
    .map(([call, group]) => {
      const answered = group.filter((sample) => sample.status > 0).map((sample) => sample.endedAt - sample.startedAt);
      answered.sort((a, b) => a - b);
      return {
        call,
        requests: group.length,
        ok: group.filter((sample) => sample.status >= 200 && sample.status < 300).length,
        clientErrors: group.filter((sample) => sample.status >= 400 && sample.status < 500 && sample.status !== 429).length,
        tooMany: group.filter((sample) => sample.status === 429).length,
        serverErrors: group.filter((sample) => sample.status >= 500).length,
        noAnswer: group.filter((sample) => sample.status === 0).length,
        p50: Math.round(percentile(answered, 50)),
        p99: Math.round(percentile(answered, 99)),
      };
    })
    .sort((a, b) => b.requests - a.requests);
}
