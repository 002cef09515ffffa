import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql, type SQL } from 'drizzle-orm';
import type { TableEntry } from './archive-format';
import { tableIdentifier, type Executor, type Table } from './catalog';
import { BATCH_BYTES } from './table-dump';

const MAX_BATCH_ROWS = 5_000;

/**
 * Inserts a table's NDJSON file batch by batch: each batch is one JSON array that PostgreSQL turns
 * into rows of the table's own type (json_populate_recordset), so every value is parsed by the
 * database as the column's type and nothing is reinterpreted on the way. Only the archive's columns are
 * set (a column added since keeps its default); identity columns keep their values.
 * A self-referencing column is set in a second pass, once every row it may point at is there.
 */
export async function loadTable(db: Executor, table: Table, entry: TableEntry, file: string, progress: (rows: number) => void) {
  const known = new Set(table.columns.map((column) => column.name));
  const unknown = entry.columns.find((column) => !known.has(column));
  if (unknown) throw new Error(`The archive's table ${table.name} has a column ${unknown} that this schema lacks`);
  const selfReferences = entry.columns.filter((column) => table.selfReferences.includes(column));
  const target = tableIdentifier(table.name);
  const r = sql.identifier('r');
  const values = sql.join(
    entry.columns.map((column) => (selfReferences.includes(column) ? sql`NULL` : sql`${r}.${sql.identifier(column)}`)),
    sql`, `,
  );
  const insert = (json: string) =>
    sql`INSERT INTO ${target} (${sql.join(
      entry.columns.map((column) => sql.identifier(column)),
      sql`, `,
    )}) OVERRIDING SYSTEM VALUE SELECT ${values} FROM json_populate_recordset(NULL::${target}, ${json}::json) AS ${r}`;
  let rows = 0;
  for await (const batch of batchesOf(file)) {
    await db.execute(insert(batch.json));
    rows += batch.rows;
    progress(rows);
  }
  if (selfReferences.length === 0) return rows;

  const t = sql.identifier('t');
  const matches = sql.join(
    table.key.map((key) => sql`${t}.${sql.identifier(key.name)} = ${r}.${sql.identifier(key.name)}`),
    sql` AND `,
  );
  for (const column of selfReferences) {
    const update = (json: string): SQL =>
      sql`UPDATE ${target} AS ${t} SET ${sql.identifier(column)} = ${r}.${sql.identifier(column)}
          FROM json_populate_recordset(NULL::${target}, ${json}::json) AS ${r}
          WHERE ${matches} AND ${r}.${sql.identifier(column)} IS NOT NULL`;
    for await (const batch of batchesOf(file)) await db.execute(update(batch.json));
  }
  return rows;
}

/** The file's lines as JSON arrays of at most about BATCH_BYTES (one line may be larger alone). */
async function* batchesOf(file: string): AsyncGenerator<{ json: string; rows: number }> {
  let lines: string[] = [];
  let bytes = 0;
  const lineReader = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of lineReader) {
    if (line === '') continue;
    lines.push(line);
    bytes += line.length;
    if (bytes >= BATCH_BYTES || lines.length >= MAX_BATCH_ROWS) {
      yield { json: `[${lines.join(',')}]`, rows: lines.length };
      lines = [];
      bytes = 0;
    }
  }
  if (lines.length > 0) yield { json: `[${lines.join(',')}]`, rows: lines.length };
}
