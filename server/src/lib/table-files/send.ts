import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { writeInWorker } from './in-worker';
import { OutputClosed, withFirstBatch } from './output';
import type { PdfOptions } from './pdf';
import { TABLE_CONTENT_TYPES, type TableFormat, type TableSpec } from './spec';

/**
 * A download's name from words and dates: ('Profit and loss by truck', '2026-04-01', 'to',
 * '2026-09-30') → 'profit-and-loss-by-truck-2026-04-01-to-2026-09-30'. Only a-z, 0-9 and single
 * hyphens, so it needs no quoting in a header and is a valid file name everywhere; blanks are left out.
 */
export function exportFileName(...parts: (string | null | undefined)[]): string {
  const name = parts
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  return name || 'export';
}

export interface SendTableOptions {
  format: TableFormat;
  /** Without the extension: exportFileName(…). */
  fileName: string;
  spec: TableSpec;
  /** For a PDF: the letterhead (loaded only when a PDF is asked for). */
  letterhead?: () => Promise<PdfOptions['company']>;
  generatedAt?: Date;
}

/**
 * Answers with the table as a file to download, streamed: the rows are read batch by batch while the
 * response is written, and reading waits whenever the client is slower than the query, so memory
 * stays flat however long the table is. The first batch is read before anything is sent, so a query
 * that fails at once is an ordinary error response; one that fails later cuts the download short
 * (the client sees an incomplete file, never a complete-looking wrong one).
 */
export async function sendTable(reply: FastifyReply, options: SendTableOptions): Promise<FastifyReply> {
  const { format, spec } = options;
  const pdf =
    format === 'pdf' && options.letterhead
      ? { company: await options.letterhead(), ...(options.generatedAt && { generatedAt: options.generatedAt }) }
      : undefined;
  if (format === 'pdf' && !pdf) throw new Error('A PDF table needs the letterhead');
  const { all } = await withFirstBatch(spec.rows);
  const body = new PassThrough();
  const { rows: _rows, ...table } = spec;
  // Written on a worker thread (in-worker.ts): this thread only reads the rows and passes the bytes on.
  writeInWorker({ format, spec: table, ...(pdf && { pdf }) }, all, body).catch((error: unknown) => {
    // A download cancelled by the client ends quietly; anything else reaches Fastify's log.
    body.destroy(error instanceof OutputClosed ? undefined : (error as Error));
  });
  return reply
    .header('Content-Type', TABLE_CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${exportFileName(options.fileName)}.${format}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
