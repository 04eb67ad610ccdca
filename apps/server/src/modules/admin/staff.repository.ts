import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AccessLevelRef, StaffOrdering } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/sql.ts';
import { accessLevels, userAccessLevels, users } from '../../db/schema/staff.ts';
import { inParallel } from '../../db/in-parallel.ts';

export type StaffRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  active: boolean;
  joinedAt: Date;
  lastLoginAt: Date | null;
};

/** What staff screens may show: never the password hash or the token version. */
const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  picture: users.picture,
  active: users.active,
  joinedAt: users.joinedAt,
  lastLoginAt: users.lastLoginAt,
};

export type StaffFilters = { search?: string | undefined; active?: boolean | undefined; accessLevelIds?: number[] | undefined };

function whereOf(filters: StaffFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const byEmailOrName = or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern));
    if (byEmailOrName) conditions.push(byEmailOrName);
  }
  if (filters.active !== undefined) conditions.push(eq(users.active, filters.active));
  if (filters.accessLevelIds && filters.accessLevelIds.length > 0) {
    const holders = sql`(select ${userAccessLevels.userId} from ${userAccessLevels} where ${inArray(userAccessLevels.accessLevelId, filters.accessLevelIds)})`;
    conditions.push(inArray(users.id, holders));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderOf(ordering: StaffOrdering): SQL[] {
  const descending = ordering.startsWith('-');
  const direction = descending ? desc : asc;
  const tieBreak = direction(users.id);
  switch (ordering) {
    case 'name':
    case '-name':
      return [direction(sql`lower(${users.firstName})`), direction(sql`lower(${users.lastName})`), tieBreak];
    case 'email':
    case '-email':
      return [direction(users.email), tieBreak];
    case 'joined':
    case '-joined':
      return [direction(users.joinedAt), tieBreak];
    case 'last_login':
    case '-last_login':
      // Whoever never signed in sorts last either way.
      return [sql`${users.lastLoginAt} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`, tieBreak];
  }
}

export async function listStaff(db: Db, filters: StaffFilters, ordering: StaffOrdering, limit: number, offset: number): Promise<{ rows: StaffRow[]; count: number }> {
  const where = whereOf(filters);
  const [rows, [total]] = await inParallel(db, [
    () => db.select(columns).from(users).where(where).orderBy(...orderOf(ordering)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return row;
}

/** Each user's levels, by name. */
export async function levelRefsOf(db: Db, userIds: readonly number[]): Promise<Map<number, AccessLevelRef[]>> {
  const byUser = new Map<number, AccessLevelRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userAccessLevels.userId, id: accessLevels.id, name: accessLevels.name })
    .from(userAccessLevels)
    .innerJoin(accessLevels, eq(accessLevels.id, userAccessLevels.accessLevelId))
    .where(inArray(userAccessLevels.userId, [...userIds]))
    .orderBy(sql`lower(${accessLevels.name})`, asc(accessLevels.id));
  for (const row of rows) byUser.get(row.userId)?.push({ id: row.id, name: row.name });
  return byUser;
}

/** Undefined when the email is taken (emails are stored lower-case and unique). */
export async function insertStaff(tx: Db, values: { email: string; firstName: string; lastName: string }): Promise<number | undefined> {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
  return row?.id;
}

export async function updateStaff(tx: Db, id: number, set: { firstName?: string; lastName?: string; active?: boolean }): Promise<void> {
  await tx.update(users).set(set).where(eq(users.id, id));
}

export async function replaceStaffLevels(tx: Db, userId: number, levelIds: readonly number[]): Promise<void> {
  await tx.delete(userAccessLevels).where(eq(userAccessLevels.userId, userId));
  const unique = [...new Set(levelIds)];
  if (unique.length > 0) await tx.insert(userAccessLevels).values(unique.map((accessLevelId) => ({ userId, accessLevelId })));
}
