import { getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows as JSON inside one statement, and back to the rows Drizzle would answer: for a view that reads
 * several tables' rows at once (`json_agg(${jsonRowOf(table)})` in scalar subqueries), in one round
 * trip and one statement where one statement per table would cost a round trip each.
 */

/** What a JSON object is built of: columns, read back as their columns read them, or expressions, read as they come. */
export type JsonFields = Record<string, PgColumn | SQL>;

/** json_build_object takes at most 100 arguments: a key and a value per field. */
const MAX_FIELDS = 50;

/** An object of these fields of the row in scope, keyed by the fields' names (not the columns'). */
export function jsonObjectOf(fields: JsonFields): SQL {
  const entries = Object.entries(fields);
  if (entries.length > MAX_FIELDS) throw new Error(`a JSON row holds at most ${MAX_FIELDS} fields`);
  // The keys are the code's own field names (letters and digits), never input: safe as literals.
  return sql`json_build_object(${sql.join(
    entries.map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field}`),
    sql`, `,
  )})`;
}

/** JSON carries no exact 64-bit integers and no exact decimals: columns of these types are read as Drizzle reads them, not through JSON. */
const INEXACT_IN_JSON = new Set(['PgNumeric', 'PgBigInt64']);

/** Objects of these fields from the JSON `jsonObjectOf` built, each column's value read as the driver's would be (a timestamp's text as a Date, a bigint as a number). */
export function objectsFromJson(fields: JsonFields, json: unknown): Record<string, unknown>[] {
  const values: unknown = typeof json === 'string' ? JSON.parse(json) : json;
  if (!Array.isArray(values)) throw new Error('expected an array of JSON rows');
  const entries = Object.entries(fields);
  const inexact = entries.find(([, field]) => is(field, PgColumn) && INEXACT_IN_JSON.has(field.columnType));
  if (inexact) throw new Error(`${inexact[0]} (${(inexact[1] as PgColumn).columnType}) cannot be read exactly through JSON`);
  return values.map((value: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [key, field] of entries) {
      const raw = value[key];
      row[key] = raw === null || raw === undefined ? null : is(field, PgColumn) && field.dataType !== 'json' ? field.mapFromDriverValue(raw) : raw;
    }
    return row;
  });
}

/** The row of `table` in scope as one JSON object keyed by its fields' names. */
export function jsonRowOf(table: PgTable): SQL {
  return jsonObjectOf(getTableColumns(table));
}

/** The rows of `table` matching `where`, in `orderBy` order, as one JSON array ('[]' for none): read it with `rowsFromJson`. */
export function jsonRowsOf(table: PgTable, where: SQL, orderBy: SQL): SQL {
  return sql`(select coalesce(json_agg(${jsonRowOf(table)} order by ${orderBy}), '[]'::json) from ${table} where ${where})`;
}

/** Rows of `table` from the JSON objects `jsonRowOf` built. */
export function rowsFromJson<T extends PgTable>(table: T, values: unknown): T['$inferSelect'][] {
  return objectsFromJson(getTableColumns(table), values) as T['$inferSelect'][];
}

/** The one row of `table` from a JSON object `jsonRowOf` built; undefined for SQL null (no row). */
export function rowFromJson<T extends PgTable>(table: T, value: unknown): T['$inferSelect'] | undefined {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed === null || parsed === undefined ? undefined : rowsFromJson(table, [parsed])[0];
}
