import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessLevels, userAccessLevels } from '../../db/schema/staff.ts';

export type AccessLevelRow = {
  id: number;
  name: string;
  labels: string[];
  holderCount: number;
  createdAt: Date;
  updatedAt: Date;
};

const columns = {
  id: accessLevels.id,
  name: accessLevels.name,
  labels: accessLevels.labels,
  holderCount: sql<number>`(select count(*)::int from ${userAccessLevels} where ${userAccessLevels.accessLevelId} = ${accessLevels.id})`,
  createdAt: accessLevels.createdAt,
  updatedAt: accessLevels.updatedAt,
};

export function listAccessLevels(db: Db): Promise<AccessLevelRow[]> {
  return db.select(columns).from(accessLevels).orderBy(sql`lower(${accessLevels.name})`, asc(accessLevels.id));
}

/**
 * With `lock`, holds the row until the transaction ends, so a concurrent edit, delete or grant waits;
 * the row is then read by a statement of its own, whose fresh snapshot counts the grants that
 * committed while this one waited.
 */
export async function findAccessLevel(db: Db, id: number, options: { lock?: boolean } = {}): Promise<AccessLevelRow | undefined> {
  if (options.lock) await db.select({ id: accessLevels.id }).from(accessLevels).where(eq(accessLevels.id, id)).for('update');
  const [row] = await db.select(columns).from(accessLevels).where(eq(accessLevels.id, id));
  return row;
}

/** Names are unique regardless of case: "operations" next to "Operations" would only confuse. */
export async function isAccessLevelNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const sameName = sql`lower(${accessLevels.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: accessLevels.id })
    .from(accessLevels)
    .where(exceptId === undefined ? sameName : and(sameName, ne(accessLevels.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Undefined when the name, in any case, exists already (a concurrent create won). */
export async function insertAccessLevel(tx: Db, name: string, labels: string[]): Promise<number | undefined> {
  const [row] = await tx.insert(accessLevels).values({ name, labels }).onConflictDoNothing().returning({ id: accessLevels.id });
  return row?.id;
}

export async function updateAccessLevel(tx: Db, id: number, set: { name?: string; labels?: string[] }): Promise<void> {
  await tx.update(accessLevels).set(set).where(eq(accessLevels.id, id));
}

/** Its grants go with it (the foreign key cascades). */
export async function deleteAccessLevel(tx: Db, id: number): Promise<void> {
  await tx.delete(accessLevels).where(eq(accessLevels.id, id));
}

/**
 * The ids among `ids` that name no level. With `lock`, the levels found are share-locked until the
 * transaction ends, so they cannot be deleted between this check and the grants that reference them.
 */
export async function missingAccessLevelIds(db: Db, ids: readonly number[], options: { lock?: boolean } = {}): Promise<number[]> {
  if (ids.length === 0) return [];
  const query = db.select({ id: accessLevels.id }).from(accessLevels).where(inArray(accessLevels.id, [...ids]));
  const found = new Set((options.lock ? await query.for('share') : await query).map((row) => row.id));
  return [...new Set(ids)].filter((id) => !found.has(id));
}

/** The name and labels of each of these levels, by id; read after `missingAccessLevelIds(…, { lock: true })`, they cannot change before the grant commits. */
export async function labelsOfLevels(db: Db, ids: readonly number[]): Promise<{ id: number; name: string; labels: string[] }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: accessLevels.id, name: accessLevels.name, labels: accessLevels.labels })
    .from(accessLevels)
    .where(inArray(accessLevels.id, [...new Set(ids)]))
    .orderBy(sql`lower(${accessLevels.name})`, asc(accessLevels.id));
}
