import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PermissionLabel } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { accessLevels, userAccessLevels, users } from '../../db/schema/staff.ts';
import { containsPattern } from '../../lib/sql.ts';

/** A person as a picker shows them: "Asha Rao", or the email for an account nobody has named yet. */
export const staffDisplayName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

export type StaffLookupFilters = { search?: string | undefined; ids?: number[] | undefined; active?: boolean | undefined; holds?: PermissionLabel | undefined };
export type StaffLookupRow = { id: number; name: string; email: string };
export type AccessLevelLookupRow = { id: number; name: string };

function staffWhere(filters: StaffLookupFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const byEmailOrName = or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern));
    if (byEmailOrName) conditions.push(byEmailOrName);
  }
  if (filters.ids) conditions.push(inArray(users.id, filters.ids));
  if (filters.active !== undefined) conditions.push(eq(users.active, filters.active));
  if (filters.holds !== undefined) {
    conditions.push(sql`exists (select 1 from ${userAccessLevels} join ${accessLevels} on ${accessLevels.id} = ${userAccessLevels.accessLevelId}
      where ${userAccessLevels.userId} = ${users.id} and ${filters.holds} = any(${accessLevels.labels}))`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Only the three columns a picker needs: never the hash, the token version, the levels or the dates. */
export async function lookupStaff(db: Db, filters: StaffLookupFilters, limit: number, offset: number): Promise<{ rows: StaffLookupRow[]; count: number }> {
  const where = staffWhere(filters);
  const [rows, [total]] = await inParallel(db, [
    () =>
      db
        .select({ id: users.id, name: staffDisplayName, email: users.email })
        .from(users)
        .where(where)
        .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function lookupAccessLevels(db: Db, search: string | undefined, limit: number, offset: number): Promise<{ rows: AccessLevelLookupRow[]; count: number }> {
  const where = search ? ilike(accessLevels.name, containsPattern(search)) : undefined;
  const [rows, [total]] = await inParallel(db, [
    () =>
      db
        .select({ id: accessLevels.id, name: accessLevels.name })
        .from(accessLevels)
        .where(where)
        .orderBy(asc(sql`lower(${accessLevels.name})`), asc(accessLevels.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(accessLevels).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The display names of these people, by id (nulls and repeats ignored): what a record's "by whom" shows. */
export async function staffNames(db: Db, ids: ReadonlyArray<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  // One statement: a map needs neither the picker's order nor its count, and nearly every answer that names someone comes here.
  const rows = await db.select({ id: users.id, name: staffDisplayName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/*
 * The same names inside another module's statement, as scalar subqueries, so a view that names people
 * beside its own rows needs no second round trip. Each is wrapped in a nested SQL: a single-table
 * select strips the table off the columns at the top of a field, which inside a subquery could bind
 * a column to the wrong table.
 */

/** The display name of the person `id` names (a column or an expression of the outer statement); null for none. */
export function staffNameOf(id: number | SQL | AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(${sql`select ${staffDisplayName} from ${users} where ${users.id} = ${id}`})`;
}

/** The display names of the people a subquery of ids names, as one JSON object by id (`{}` for none): read it with `namesFromJson`. */
export function staffNamesOf(ids: SQL): SQL<Record<string, string>> {
  return sql<Record<string, string>>`(${sql`select coalesce(json_object_agg(${users.id}, ${staffDisplayName}), '{}') from ${users} where ${users.id} in (${ids})`})`;
}

/** The names `staffNamesOf` answered, by id, as `staffNames` answers them. */
export function namesFromJson(value: Record<string, string>): Map<number, string> {
  return new Map(Object.entries(value).map(([id, name]) => [Number(id), name]));
}
