import { sql, type SQL } from 'drizzle-orm';

/** An integer[] literal built from bound parameters, so it means the same on both drivers. */
export function intArray(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`'{}'::integer[]`;
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
}

/** `%`, `_` and `\` typed by a person are meant literally in a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** A LIKE pattern matching `term` anywhere, taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** Whether a patch sets anything: drizzle refuses an update with nothing to set. */
export function setsSomething(patch: Record<string, unknown>): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}
