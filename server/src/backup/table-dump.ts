import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { select, tableIdentifier, type Executor, type Table } from './catalog';

/** Rows are read and written in batches of about this many bytes, so memory stays flat whatever the table's size. */
export const BATCH_BYTES = 4 * 1024 * 1024;
const MAX_BATCH_ROWS = 10_000;

export interface DumpedTable {
  rows: number;
  bytes: number;
  sha256: string;
}

/**
 * Writes every row of `table` to `file` as NDJSON, in key order, batch after batch: each batch starts
 * after the last key of the one before (never OFFSET, which would read the skipped rows again).
 * A batch's row count follows the rows' size, so a table of scanned documents is read a few rows at a time.
 */
export async function dumpTable(
  db: Executor,
  table: Table,
  file: string,
  progress: (rows: number) => void,
): Promise<DumpedTable> {
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  let lastKey: string[] | undefined;
  let limit = table.columns.some((column) => column.type === 'bytea') ? 1 : 500;
  try {
    for (;;) {
      const batch = await select<Record<string, string>>(db, batchQuery(table, lastKey, limit));
      if (batch.length === 0) break;
      let batchBytes = 0;
      for (const row of batch) {
        const line = `${row.line}\n`;
        const chunk = Buffer.from(line);
        hash.update(chunk);
        batchBytes += chunk.length;
        if (!out.write(chunk)) await once(out, 'drain');
      }
      rows += batch.length;
      bytes += batchBytes;
      progress(rows);
      const last = batch.at(-1) as Record<string, string>;
      lastKey = table.key.map((_, index) => last[`k${index}`] as string);
      if (batch.length < limit) break;
      limit = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(BATCH_BYTES / (batchBytes / batch.length))));
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return { rows, bytes, sha256: hash.digest('hex') };
}

function batchQuery(table: Table, after: string[] | undefined, limit: number) {
  const t = sql.identifier('t');
  const columns = sql.join(
    table.columns.map((column) => sql`${t}.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const keys = table.key.map((column) => sql`${t}.${sql.identifier(column.name)}`);
  const keyTexts = sql.join(
    keys.map((key, index) => sql`${key}::text AS ${sql.identifier(`k${index}`)}`),
    sql`, `,
  );
  const where = after
    ? sql`WHERE (${sql.join(keys, sql`, `)}) > (${sql.join(
        after.map((value, index) => sql`${value}::${sql.raw(table.key[index]?.type ?? 'text')}`),
        sql`, `,
      )})`
    : sql``;
  return sql`SELECT (SELECT row_to_json(r) FROM (SELECT ${columns}) AS r)::text AS line, ${keyTexts}
             FROM ${tableIdentifier(table.name)} AS ${t} ${where}
             ORDER BY ${sql.join(keys, sql`, `)} LIMIT ${sql.raw(String(limit))}`;
}
