import { Column, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { JsonText } from './json-text';

/*
 * A list's rows written as JSON by the database, in the shape the API answers with: the server then
 * sends each row's text as it is. Parsing some twenty columns a row into values, mapping them through
 * drizzle and the service's own mapping, and serializing the result again was most of what a list page
 * cost the server (quotes' first page: 1.0 ms of server CPU a call against 0.25 ms of PostgreSQL's),
 * and the server is one thread.
 */

/** What a field of the API's shape is: a column (written as drizzle would read it) or an expression. */
export type JsonField = PgColumn | SQL;

/**
 * A column's value as drizzle reads it and the services pass it on: a timestamp as `toISOString()`
 * writes it (UTC, milliseconds, `Z`), a numeric as its exact text, everything else as PostgreSQL's JSON
 * of it (numbers, booleans, text, dates as `YYYY-MM-DD`, jsonb as it is).
 */
export function jsonValue(field: JsonField): SQL {
  if (!is(field, Column)) return field;
  switch (field.columnType) {
    case 'PgTimestamp':
      return sql`to_char(${field} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'PgNumeric':
      return sql`${field}::text`;
    default:
      return sql`${field}`;
  }
}

const textLiteral = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/** `value` looked up in a table the code keeps (a state's name by its code): null where it has no entry. */
export function lookupSql(value: JsonField, table: Readonly<Record<string, string>>): SQL {
  const cases = Object.entries(table).map(([key, found]) => sql`when ${textLiteral(key)} then ${textLiteral(found)}`);
  return sql`(case ${value} ${sql.join(cases, sql` `)} end)`;
}

/** PostgreSQL takes at most 100 arguments a call: an object of more keys is written in parts. */
const KEYS_PER_CALL = 50;

/** The fields of a JSON object inside a row's (jsonRow's): `{ amountPaise, side }` of an opening balance. */
export const jsonObject = (fields: Record<string, JsonField>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, field]) => sql`${textLiteral(key)}, ${jsonValue(field)}`),
    sql`, `,
  )})`;

/** The JSON text of one row in the shape of `fields` (its keys in this order). */
export function jsonRow<T>(fields: Record<string, JsonField>): SQL<JsonText<T>> {
  const entries = Object.entries(fields);
  const parts: SQL[] = [];
  for (let start = 0; start < entries.length; start += KEYS_PER_CALL) {
    const pairs = entries
      .slice(start, start + KEYS_PER_CALL)
      .map(([key, field]) => sql`${textLiteral(key)}, ${jsonValue(field)}`);
    parts.push(sql`json_build_object(${sql.join(pairs, sql`, `)})::text`);
  }
  if (parts.length === 1) return parts[0] as SQL<JsonText<T>>;
  // '{"a" : 1}' and '{"b" : 2}' joined as '{"a" : 1, "b" : 2}'.
  const inner = parts.map((part, index) =>
    index === 0
      ? sql`left(${part}, -1)`
      : index === parts.length - 1
        ? sql`right(${part}, -1)`
        : sql`substr(${part}, 2, length(${part}) - 2)`,
  );
  return sql.join(inner, sql` || ', ' || `) as SQL<JsonText<T>>;
}

/** A JSON array of rows' texts (jsonRow's), as the API sends a list's items. */
export const jsonArray = <T>(rows: JsonText<T>[]): JsonText<T[]> => `[${rows.join(',')}]` as JsonText<T[]>;
