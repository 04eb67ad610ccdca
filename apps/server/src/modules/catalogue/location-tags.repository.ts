import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locationTagLinks, locationTags } from '../../db/schema/catalogue.ts';
import { containsPattern } from '../../lib/sql.ts';
import { inParallel } from '../../db/in-parallel.ts';

export type LocationTagRow = typeof locationTags.$inferSelect & { locationCount: number };

async function locationCounts(db: Db, tagIds: number[]): Promise<Map<number, number>> {
  if (tagIds.length === 0) return new Map();
  const rows = await db
    .select({ tagId: locationTagLinks.tagId, n: count() })
    .from(locationTagLinks)
    .where(inArray(locationTagLinks.tagId, tagIds))
    .groupBy(locationTagLinks.tagId);
  return new Map(rows.map((row) => [row.tagId, Number(row.n)]));
}

export async function listTags(db: Db, filter: { q?: string | undefined; location?: number | undefined }, limit: number, offset: number): Promise<{ count: number; rows: LocationTagRow[] }> {
  const where = and(
    filter.q === undefined ? undefined : sql`${locationTags.name} ilike ${containsPattern(filter.q)}`,
    filter.location === undefined ? undefined : sql`${locationTags.id} in (select ${locationTagLinks.tagId} from ${locationTagLinks} where ${locationTagLinks.locationId} = ${filter.location})`,
  );
  const [total, rows] = await inParallel(db, [
    () => db.select({ n: count() }).from(locationTags).where(where),
    () => db.select().from(locationTags).where(where).orderBy(asc(locationTags.name)).limit(limit).offset(offset),
  ]);
  const counts = await locationCounts(
    db,
    rows.map((row) => row.id),
  );
  return { count: Number(total[0]?.n ?? 0), rows: rows.map((row) => ({ ...row, locationCount: counts.get(row.id) ?? 0 })) };
}

export async function findTag(db: Db, id: number): Promise<LocationTagRow | undefined> {
  const [row] = await db.select().from(locationTags).where(eq(locationTags.id, id));
  return row && { ...row, locationCount: (await locationCounts(db, [id])).get(id) ?? 0 };
}

export async function isTagTaken(db: Db, name: string, slug: string): Promise<'name' | 'slug' | undefined> {
  const [row] = await db
    .select({ name: locationTags.name, slug: locationTags.slug })
    .from(locationTags)
    .where(sql`lower(${locationTags.name}) = lower(${name}) or ${locationTags.slug} = ${slug}`)
    .limit(1);
  if (!row) return undefined;
  return row.slug === slug ? 'slug' : 'name';
}

export async function insertTag(db: Db, name: string, slug: string): Promise<number> {
  const [row] = await db.insert(locationTags).values({ name, slug }).returning({ id: locationTags.id });
  if (!row) throw new Error('insert into location_tags returned no row');
  return row.id;
}

export async function missingTagIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: locationTags.id }).from(locationTags).where(inArray(locationTags.id, [...ids]));
  const existing = new Set(found.map((row) => row.id));
  return ids.filter((id) => !existing.has(id));
}

/** Links tags to a location; answers whether anything was new. */
export async function linkTags(db: Db, locationId: number, tagIds: readonly number[]): Promise<boolean> {
  if (tagIds.length === 0) return false;
  const rows = await db
    .insert(locationTagLinks)
    .values(tagIds.map((tagId) => ({ locationId, tagId })))
    .onConflictDoNothing()
    .returning({ tagId: locationTagLinks.tagId });
  return rows.length > 0;
}

export async function unlinkTag(db: Db, locationId: number, tagId: number): Promise<boolean> {
  const rows = await db
    .delete(locationTagLinks)
    .where(and(eq(locationTagLinks.locationId, locationId), eq(locationTagLinks.tagId, tagId)))
    .returning({ tagId: locationTagLinks.tagId });
  return rows.length > 0;
}
