import { Column, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { JsonText } from './json-text';

/*
 * A list's rows written as JSON by the database, in the shape the API answers with: the server then
 * sends each row's text as it is. Parsing some twenty columns a row into values, mapping them through
 * drizzle and the service's own mapping, and serializing the result again was most of what a list page
 * cost the server (quotes' first page: 1.0 ms of server CPU a call against 0.25 ms of PostgreSQL's),
 * and the server is one thread.
 *
 * The text is joined from each value's JSON rather than built by json_build_object, which looks up how
 * to write each of its arguments on every row: for 5,000 rows of six fields, 18 ms against 10 ms.
 */

/** An expression whose text is JSON already (an object written here, a json subquery). */
export interface JsonSql {
  readonly jsonText: SQL;
}

/**
 * What a field of the API's shape is: a column (written as drizzle would read it), JSON text, or any
 * other expression (written as PostgreSQL's to_json writes its value).
 */
export type JsonField = PgColumn | SQL | JsonSql;

const isJsonSql = (field: JsonField): field is JsonSql => 'jsonText' in field;

/** Text that is JSON already, as a field: `(select json_agg(…) …)`. */
export const rawJson = (text: SQL): JsonSql => ({ jsonText: sql`(${text})::text` });

/** Column types whose text needs no escaping inside quotes: ids, the code's own enum labels, YYYY-MM-DD. */
const QUOTED_AS_IS = new Set(['PgUUID', 'PgEnumColumn', 'PgDateString']);
/** Column types whose text is their JSON: numbers and booleans. */
const BARE = new Set(['PgInteger', 'PgSmallInt', 'PgBigInt53', 'PgSerial', 'PgBoolean']);

/**
 * A value's JSON text, null where the value is: a column as drizzle reads it and the services pass it
 * on (a timestamp as `toISOString()` writes it, UTC, milliseconds, `Z`; a numeric as its exact text;
 * a date as `YYYY-MM-DD`), text escaped by to_json.
 */
function jsonTextOf(field: JsonField): SQL {
  if (isJsonSql(field)) return field.jsonText;
  if (!is(field, Column)) return sql`to_json(${field})::text`;
  const type = field.columnType;
  if (type === 'PgTimestamp') return sql`'"' || to_char(${field} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`;
  if (type === 'PgNumeric' || QUOTED_AS_IS.has(type)) return sql`'"' || ${field}::text || '"'`;
  if (BARE.has(type) || type === 'PgJson' || type === 'PgJsonb') return sql`${field}::text`;
  return sql`to_json(${field})::text`;
}

const textLiteral = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/** `value` looked up in a table the code keeps (a state's name by its code): null where it has no entry. */
export function lookupSql(value: JsonField, table: Readonly<Record<string, string>>): SQL {
  const cases = Object.entries(table).map(([key, found]) => sql`when ${textLiteral(key)} then ${textLiteral(found)}`);
  return sql`(case ${value} ${sql.join(cases, sql` `)} end)`;
}

/** `{"key":value,…}` of `fields`, its keys in this order. */
function objectText(fields: Record<string, JsonField>): SQL {
  const parts = Object.entries(fields).map(
    ([key, field], index) =>
      sql`${textLiteral(`${index === 0 ? '{' : ','}${JSON.stringify(key)}:`)} || coalesce(${jsonTextOf(field)}, 'null')`,
  );
  return sql`(${sql.join(parts, sql` || `)} || '}')`;
}

/** A JSON object inside a row's (jsonRow's): `{ amountPaise, side }` of an opening balance. */
export const jsonObject = (fields: Record<string, JsonField>): JsonSql => ({ jsonText: objectText(fields) });

/** A joined record's object, or null where the row points at none (`present` is null: a left join that found nothing). */
export const jsonObjectOrNull = (present: PgColumn, fields: Record<string, JsonField>): JsonSql => ({
  jsonText: sql`(case when ${present} is null then null else ${objectText(fields)} end)`,
});

/** `object` where `when` holds, else null. */
export const jsonObjectWhen = (when: SQL, fields: Record<string, JsonField>): JsonSql => ({
  jsonText: sql`(case when ${when} then ${objectText(fields)} end)`,
});

/** The JSON text of one row in the shape of `fields` (its keys in this order). */
export const jsonRow = <T>(fields: Record<string, JsonField>): SQL<JsonText<T>> => objectText(fields) as SQL<JsonText<T>>;

/** A row's JSON text with `fields` added at its end: what the code works out of values read beside it. */
export const withFields = <T>(json: JsonText<T>, fields: Record<string, unknown>): JsonText<T> =>
  `${json.slice(0, -1)},${JSON.stringify(fields).slice(1)}` as JsonText<T>;

/**
 * A list's rows as the database writes them (jsonRow's `json`), and, where the code adds to them (a
 * paper's status on today's date, an amount in words), what it `reads` beside each row and how it
 * `finish`es the row's text with them (withFields).
 */
export interface JsonRows<Item> {
  json: SQL<JsonText<Item>>;
  reads?: Record<string, SQL>;
  finish?: (row: { json: JsonText<Item> } & Record<string, unknown>) => JsonText<Item>;
}

/** A JSON array of rows' texts (jsonRow's), as the API sends a list's items. */
export const jsonArray = <T>(rows: JsonText<T>[]): JsonText<T[]> => `[${rows.join(',')}]` as JsonText<T[]>;
