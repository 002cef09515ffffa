import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/client';

/** A database or a transaction on it (both drivers): what the backup and restore steps run their SQL on. */
export interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

export async function select<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}

export const tableIdentifier = (name: string) => sql`${sql.identifier('public')}.${sql.identifier(name)}`;

export interface Column {
  name: string;
  /** As format_type writes it, e.g. `timestamp with time zone`; used to cast key values back. */
  type: string;
}

export interface Table {
  name: string;
  /** Every stored column; generated ones are computed again by the target, so they are not dumped. */
  columns: Column[];
  /** What rows are read in order of: the primary key, else the row's physical address (ctid). */
  key: Column[];
  /** Columns of foreign keys to the table itself: such rows may point at rows that come later. */
  selfReferences: string[];
  /** Has user triggers (the counts of issue 27), which must not run again on rows that are restored. */
  hasTriggers: boolean;
}

/** The app's tables (schema public), parents before children, and its sequences. */
export async function readCatalog(db: Executor): Promise<{ tables: Table[]; sequences: string[] }> {
  const names = (
    await select<{ name: string }>(
      db,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
    )
  ).map((row) => row.name);
  const foreignKeys = await select<{ child: string; parent: string; columns: string[] }>(
    db,
    sql`SELECT child.relname AS child, parent.relname AS parent,
               ARRAY(SELECT a.attname::text FROM pg_attribute a
                     WHERE a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey))::text[] AS columns
        FROM pg_constraint c
        JOIN pg_class child ON child.oid = c.conrelid
        JOIN pg_class parent ON parent.oid = c.confrelid
        JOIN pg_namespace n ON n.oid = child.relnamespace
        WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const triggered = new Set(
    (
      await select<{ name: string }>(
        db,
        sql`SELECT DISTINCT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
            JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND NOT t.tgisinternal`,
      )
    ).map((row) => row.name),
  );
  const tables: Table[] = [];
  for (const name of names) {
    const regclass = qualifiedName(name);
    const columns = await select<Column & { generated: boolean }>(
      db,
      sql`SELECT attname AS name, format_type(atttypid, atttypmod) AS type, attgenerated <> '' AS generated
          FROM pg_attribute WHERE attrelid = ${regclass}::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
    );
    const primaryKey = await select<Column>(
      db,
      sql`SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
          FROM pg_index i, unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, position), pg_attribute a
          WHERE i.indrelid = ${regclass}::regclass AND i.indisprimary AND a.attrelid = i.indrelid AND a.attnum = k.attnum
          ORDER BY k.position`,
    );
    tables.push({
      name,
      columns: columns.filter((column) => !column.generated).map(({ name: column, type }) => ({ name: column, type })),
      key: primaryKey.length > 0 ? primaryKey : [{ name: 'ctid', type: 'tid' }],
      selfReferences: foreignKeys.filter((fk) => fk.child === name && fk.parent === name).flatMap((fk) => fk.columns),
      hasTriggers: triggered.has(name),
    });
  }
  const sequences = (
    await select<{ name: string }>(
      db,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
    )
  ).map((row) => row.name);
  return { tables: parentsFirst(tables, foreignKeys), sequences };
}

/** Tables ordered so that every table comes after the tables its foreign keys point at. */
function parentsFirst(tables: Table[], foreignKeys: { child: string; parent: string }[]): Table[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: Table[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`The foreign keys form a cycle (${[...path, name].join(' → ')})`);
    state.set(name, 'visiting');
    for (const fk of foreignKeys)
      if (fk.child === name && fk.parent !== name && byName.has(fk.parent)) visit(fk.parent, [...path, name]);
    state.set(name, 'done');
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const table of tables) visit(table.name, []);
  return ordered;
}

/** The number of rows of each table named. */
export async function rowCounts(db: Executor, tables: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const name of tables) {
    const [row] = await select<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM ${tableIdentifier(name)}`);
    counts.set(name, Number(row?.n ?? 0));
  }
  return counts;
}

/** `public."name"`, as text for a ::regclass cast. */
export function qualifiedName(name: string): string {
  return `public."${name.replaceAll('"', '""')}"`;
}
