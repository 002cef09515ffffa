import type { z } from 'zod';
import type { SheetText } from '../../lib/spreadsheets/read-sheet';
import { columnOfError, inputFromCells, type MasterColumn } from './sheet-columns';

/*
 * An import checked row by row before anything is written: each row becomes a create body, is
 * checked by the same schema as the add form, then against the other rows of the file and the
 * records already there (unique numbers). The preview shows every row; the commit adds the valid ones.
 */

/** A number that must be unique: in the file, and among the records already kept. */
export interface UniqueColumn<Create> {
  /** The column the error is shown on. */
  key: string;
  /** The value as stored (after the schema), or null when the row has none. */
  of: (input: Create) => string | null;
  /** Values already taken, each with the message for it ('Already a billing party: …'). */
  taken: (values: string[]) => Promise<Map<string, string>>;
}

export interface ImportPlan<Api, Create> {
  columns: readonly MasterColumn<Api>[];
  schema: z.ZodType<Create>;
  unique?: readonly UniqueColumn<Create>[];
}

/** The file's columns matched to ours by header, whatever the case, spacing or punctuation. */
const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** A key for errors that belong to no column. */
export const ROW_ERROR_KEY = '_row';

export interface CheckedRow<Create> {
  /** Line in the file (the header is line 1). */
  line: number;
  cells: Record<string, string>;
  /** Column key → message; empty when the row can be imported. */
  errors: Record<string, string>;
  input?: Create;
}

export interface CheckedFile<Create> {
  /** Our column keys found in the file, in our order. */
  columns: string[];
  /** Headers in the file that match none of ours: they are not imported. */
  ignoredHeaders: string[];
  rows: CheckedRow<Create>[];
}

export class MissingColumnsError extends Error {
  constructor(readonly headers: string[]) {
    super(`The file has no ${headers.join(', ')} column${headers.length > 1 ? 's' : ''}: use the template's headers`);
  }
}

export async function checkImport<Api, Create>(plan: ImportPlan<Api, Create>, sheet: SheetText): Promise<CheckedFile<Create>> {
  const importable = plan.columns.filter((column) => column.path);
  const byHeader = new Map<string, MasterColumn<Api>>();
  for (const column of importable) {
    byHeader.set(headerKey(column.header), column);
    byHeader.set(headerKey(column.key), column);
  }

  const positions = new Map<string, number>();
  const ignoredHeaders: string[] = [];
  sheet.headers.forEach((header, index) => {
    const column = byHeader.get(headerKey(header));
    // A repeated header: the first one counts, as a person reading left to right would expect.
    if (column && !positions.has(column.key)) positions.set(column.key, index);
    else if (header !== '') ignoredHeaders.push(header);
  });
  const missing = importable.filter((column) => column.required && !positions.has(column.key)).map((column) => column.header);
  if (missing.length > 0) throw new MissingColumnsError(missing);

  const rows: CheckedRow<Create>[] = sheet.rows.map(({ line, cells }) => {
    const byKey: Record<string, string> = {};
    for (const [key, index] of positions) byKey[key] = cells[index] ?? '';
    const parsed = plan.schema.safeParse(inputFromCells(importable, byKey));
    if (parsed.success) return { line, cells: byKey, errors: {}, input: parsed.data };
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = columnOfError(importable, issue.path) ?? ROW_ERROR_KEY;
      errors[key] ??= issue.message;
    }
    return { line, cells: byKey, errors };
  });

  for (const unique of plan.unique ?? []) await checkUnique(rows, unique);

  return {
    columns: importable.filter((column) => positions.has(column.key)).map((column) => column.key),
    ignoredHeaders,
    rows,
  };
}

async function checkUnique<Create>(rows: CheckedRow<Create>[], unique: UniqueColumn<Create>): Promise<void> {
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const value = row.input ? unique.of(row.input) : null;
    if (value === null) continue;
    const earlier = firstLine.get(value);
    if (earlier === undefined) firstLine.set(value, row.line);
    else reject(row, unique.key, `${value} is also on line ${earlier} of this file`);
  }
  const values = [...firstLine.keys()];
  const taken = new Map<string, string>();
  for (let start = 0; start < values.length; start += 1000) {
    for (const [value, message] of await unique.taken(values.slice(start, start + 1000))) taken.set(value, message);
  }
  for (const row of rows) {
    const value = row.input ? unique.of(row.input) : null;
    const message = value === null ? undefined : taken.get(value);
    if (message) reject(row, unique.key, message);
  }
}

function reject<Create>(row: CheckedRow<Create>, key: string, message: string) {
  row.errors[key] ??= message;
  delete row.input;
}
