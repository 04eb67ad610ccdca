import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's rows as JSON inside one statement, and back to the rows Drizzle would answer: for a view
 * that reads several tables' rows at once (`json_agg(${jsonRowOf(table)})` in scalar subqueries), in
 * one round trip and one statement where one statement per table would cost a round trip each.
 */

/** json_build_object takes at most 100 arguments: a key and a value per column. */
const MAX_COLUMNS = 50;

/** The row of `table` in scope as one JSON object keyed by the fields' names (not the columns'). */
export function jsonRowOf(table: PgTable): SQL {
  const columns = Object.entries(getTableColumns(table));
  if (columns.length > MAX_COLUMNS) throw new Error(`a JSON row holds at most ${MAX_COLUMNS} columns`);
  // The keys are the schema's own field names (letters and digits), never input: safe as literals.
  return sql`json_build_object(${sql.join(
    columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;
}

/**
 * Rows of `table` from the JSON objects `jsonRowOf` built, each value read as its column reads it from
 * the driver (a timestamp's text as a Date, a bigint as a number); JSON values stay as they came.
 */
export function rowsFromJson<T extends PgTable>(table: T, values: unknown): T['$inferSelect'][] {
  if (!Array.isArray(values)) throw new Error('expected an array of JSON rows');
  const columns = Object.entries(getTableColumns(table));
  return values.map((value: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const raw = value[key];
      row[key] = raw === null || raw === undefined ? null : column.dataType === 'json' ? raw : column.mapFromDriverValue(raw);
    }
    return row as T['$inferSelect'];
  });
}

/** The one row of `table` from a JSON object `jsonRowOf` built; undefined for SQL null (no row). */
export function rowFromJson<T extends PgTable>(table: T, value: unknown): T['$inferSelect'] | undefined {
  return value === null || value === undefined ? undefined : rowsFromJson(table, [value])[0];
}
