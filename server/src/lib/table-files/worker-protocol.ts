import type { PdfOptions } from './pdf';
import type { TableFormat, TableSpec } from './spec';

/** A table file's job for its worker thread (in-worker.ts, worker-entry.ts): the table without its rows (they follow in batches), and how to write it. */
export interface WorkerJob {
  format: TableFormat;
  spec: Omit<TableSpec, 'rows'>;
  pdf?: PdfOptions;
}
