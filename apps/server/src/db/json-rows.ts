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

/** Objects of these fields from the JSON `jsonObjectOf` built, each column's value read as the driver's would be (a timestamp's text as a Date, a bigint as a number). */
export function objectsFromJson(fields: JsonFields, values: unknown): Record<string, unknown>[] {
  if (!Array.isArray(values)) throw new Error('expected an array of JSON rows');
  const entries = Object.entries(fields);
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

/** Rows of `table` from the JSON objects `jsonRowOf` built. */
export function rowsFromJson<T extends PgTable>(table: T, values: unknown): T['$inferSelect'][] {
  return objectsFromJson(getTableColumns(table), values) as T['$inferSelect'][];
}

/** The one row of `table` from a JSON object `jsonRowOf` built; undefined for SQL null (no row). */
export function rowFromJson<T extends PgTable>(table: T, value: unknown): T['$inferSelect'] | undefined {
  return value === null || value === undefined ? undefined : rowsFromJson(table, [value])[0];
}
