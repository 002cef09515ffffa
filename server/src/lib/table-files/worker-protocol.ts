import type { PdfOptions } from './pdf';
import type { TableFormat, TableRow, TableSpec } from './spec';

/*
 * What the request thread and a table file's worker thread say to each other (in-worker.ts and
 * worker-entry.ts). The request thread reads the rows from the database and hands them over a batch
 * at a time, when asked; the worker writes the file and sends its bytes back a chunk at a time, each
 * acknowledged once the response has taken it, so neither side ever holds more than a batch and a chunk.
 */

/** The table without its rows (they follow as messages), and how to write it. */
export interface WorkerJob {
  format: TableFormat;
  spec: Omit<TableSpec, 'rows'>;
  pdf?: PdfOptions;
}

export type ToWorker =
  | { type: 'rows'; rows: readonly TableRow[] }
  | { type: 'end' }
  /** The chunk sent last was taken: send the next. */
  | { type: 'ack' };

export type FromWorker =
  /** The worker wants the next batch of rows. */
  { type: 'more' } | { type: 'chunk'; data: Uint8Array } | { type: 'done' } | { type: 'failed'; message: string; stack?: string };
