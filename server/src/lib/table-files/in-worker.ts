import type { Writable } from 'node:stream';
import { workerModule } from '../off-thread';
import { streamThroughWorker } from '../worker-stream/stream';
import type { TableRow } from './spec';
import type { WorkerJob } from './worker-protocol';

/*
 * A table file (CSV, XLSX, PDF) written on a worker thread (worker-entry.ts) while this thread reads its
 * rows (lib/worker-stream).
 */

const ENTRY = workerModule('./worker-entry', import.meta.url);

/**
 * Writes `job`'s table with `rows` into `out` on a worker thread, and ends `out`. Rejects with
 * OutputClosed when `out` closes first (the download was cancelled): the worker is stopped and the
 * rows' source (a database cursor) is closed.
 */
export function writeInWorker(job: WorkerJob, rows: AsyncIterable<readonly TableRow[]>, out: Writable): Promise<void> {
  return streamThroughWorker(ENTRY, job, rows, out);
}
