import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locationTagLinks, locationTags, locations, products } from '../../db/schema/catalogue.ts';
import type { ActiveFilter } from './catalogue.types.ts';
import { productInSubtree } from './sql-helpers.ts';
import { containsPattern, intArray, setsSomething } from '../../lib/sql.ts';
import { inParallel } from '../../db/in-parallel.ts';

export type LocationRow = typeof locations.$inferSelect;
export type LocationRefRow = Pick<LocationRow, 'id' | 'name' | 'slug' | 'level'>;
export type LocationTagRefRow = { id: number; name: string; slug: string };
export type LocationListRow = LocationRow & { childrenCount: number; tags: LocationTagRefRow[] };

const refColumns = { id: locations.id, name: locations.name, slug: locations.slug, level: locations.level };

function activeCondition(column: typeof locations.active, filter: ActiveFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  return eq(column, filter === 'true');
}

/** `lock`: `update` for a row about to change, `share` for a parent that must not move meanwhile. */
export async function findLocation(db: Db, id: number, lock?: 'update' | 'share'): Promise<LocationRow | undefined> {
  const query = db.select().from(locations).where(eq(locations.id, id));
  const [row] = await (lock === 'update' ? query.for('update') : lock === 'share' ? query.for('share') : query);
  return row;
}

export async function findLocationBy(db: Db, by: { slug: string } | { name: string }): Promise<LocationRow[]> {
  const where = 'slug' in by ? eq(locations.slug, by.slug.toLowerCase()) : sql`lower(${locations.name}) = lower(${by.name})`;
  return db.select().from(locations).where(where).orderBy(asc(locations.level), asc(locations.id)).limit(5);
}

export type LevelListFilter = { level: number; parent?: number | undefined; q?: string | undefined; active: ActiveFilter };

export async function listLevel(db: Db, filter: LevelListFilter, limit: number, offset: number): Promise<{ count: number; rows: LocationListRow[] }> {
  const where = and(
    eq(locations.level, filter.level),
    filter.parent === undefined ? undefined : eq(locations.parentId, filter.parent),
    // A short query is a prefix or part of the name; a longer one is also matched despite typos.
    filter.q === undefined ? undefined : sql`(${locations.name} ilike ${containsPattern(filter.q)} or ${filter.q} <% ${locations.name})`,
    activeCondition(locations.active, filter.active),
  );
  const [total, rows] = await inParallel(db, [
    () => db.select({ n: count() }).from(locations).where(where),
    () => db.select().from(locations).where(where).orderBy(asc(locations.name), asc(locations.id)).limit(limit).offset(offset),
  ]);
  return { count: Number(total[0]?.n ?? 0), rows: await withCountsAndTags(db, rows) };
}

/** What a list shows of each location besides its row: its active children and its tags. */
async function withCountsAndTags(db: Db, rows: LocationRow[]): Promise<LocationListRow[]> {
  const ids = rows.map((row) => row.id);
  const [children, tags] = await inParallel(db, [() => activeChildrenCounts(db, ids), () => tagsOfLocations(db, ids)]);
  return rows.map((row) => ({ ...row, childrenCount: children.get(row.id) ?? 0, tags: tags.get(row.id) ?? [] }));
}

export type PlaceSearchFilter = {
  q: string;
  /** `q` as full-text queries of listed words: every term (`all`), and any of them (`any`); see the service. */
  match?: { all: string; any: string } | undefined;
  levels?: number[] | undefined;
  active: ActiveFilter;
};

/** The names of a location and every place above it, for "munnar kerala". */
const trailWords = sql`to_tsvector('simple', (select string_agg(a.name, ' ') from ${locations} a where a.id = any(${locations.path})))`;

/**
 * Places of any level whose name matches: a part of it, a trigram match of the whole text, or the
 * listed words the terms stand for (typos forgiven), each of them somewhere on the place's trail and
 * one at least in its own name. Names that start with the text come first, then the closest, then
 * the higher levels.
 */
export async function searchPlaces(db: Db, filter: PlaceSearchFilter, limit: number, offset: number): Promise<{ count: number; rows: LocationListRow[] }> {
  const byName = sql`${locations.name} ilike ${containsPattern(filter.q)} or ${filter.q} <% ${locations.name}`;
  const byWords = filter.match && sql`to_tsvector('simple', ${locations.name}) @@ ${filter.match.any}::tsquery and ${trailWords} @@ ${filter.match.all}::tsquery`;
  const where = and(
    byWords ? sql`(${byName} or (${byWords}))` : sql`(${byName})`,
    filter.levels?.length ? inArray(locations.level, filter.levels) : undefined,
    activeCondition(locations.active, filter.active),
  );
  const [total, rows] = await inParallel(db, [
    () => db.select({ n: count() }).from(locations).where(where),
    () =>
      db
        .select()
        .from(locations)
        .where(where)
        .orderBy(
          sql`starts_with(lower(${locations.name}), lower(${filter.q})) desc`,
          sql`word_similarity(${filter.q}, ${locations.name}) desc`,
          asc(locations.level),
          asc(locations.name),
          asc(locations.id),
        )
        .limit(limit)
        .offset(offset),
  ]);
  return { count: Number(total[0]?.n ?? 0), rows: await withCountsAndTags(db, rows) };
}

/** Active children per parent: whether a drill-down goes further. */
async function activeChildrenCounts(db: Db, parentIds: number[]): Promise<Map<number, number>> {
  if (parentIds.length === 0) return new Map();
  const rows = await db
    .select({ parentId: locations.parentId, n: count() })
    .from(locations)
    .where(and(inArray(locations.parentId, parentIds), eq(locations.active, true)))
    .groupBy(locations.parentId);
  return new Map(rows.map((row) => [row.parentId ?? 0, Number(row.n)]));
}

/** The locations of a path, level 1 first. */
export async function refsOf(db: Db, ids: readonly number[]): Promise<LocationRefRow[]> {
  if (ids.length === 0) return [];
  return db.select(refColumns).from(locations).where(inArray(locations.id, [...ids])).orderBy(asc(locations.level));
}

export async function childrenCountOf(db: Db, id: number): Promise<number> {
  return (await activeChildrenCounts(db, [id])).get(id) ?? 0;
}

export async function productCountInSubtree(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.active, true), productInSubtree(id)));
  return Number(row?.n ?? 0);
}

/** The tags of each location, by name. */
async function tagsOfLocations(db: Db, locationIds: number[]): Promise<Map<number, LocationTagRefRow[]>> {
  const tags = new Map<number, LocationTagRefRow[]>();
  if (locationIds.length === 0) return tags;
  const rows = await db
    .select({ locationId: locationTagLinks.locationId, id: locationTags.id, name: locationTags.name, slug: locationTags.slug })
    .from(locationTagLinks)
    .innerJoin(locationTags, eq(locationTags.id, locationTagLinks.tagId))
    .where(inArray(locationTagLinks.locationId, locationIds))
    .orderBy(asc(locationTags.name));
  for (const { locationId, ...tag } of rows) tags.set(locationId, [...(tags.get(locationId) ?? []), tag]);
  return tags;
}

export async function tagsOfLocation(db: Db, locationId: number): Promise<LocationTagRefRow[]> {
  return db
    .select({ id: locationTags.id, name: locationTags.name, slug: locationTags.slug })
    .from(locationTagLinks)
    .innerJoin(locationTags, eq(locationTags.id, locationTagLinks.tagId))
    .where(eq(locationTagLinks.locationId, locationId))
    .orderBy(asc(locationTags.name));
}

export async function isSlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.slug, slug), exceptId === undefined ? undefined : ne(locations.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export type LocationInsert = Omit<typeof locations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertLocation(db: Db, values: LocationInsert): Promise<number> {
  const [row] = await db.insert(locations).values(values).returning({ id: locations.id });
  if (!row) throw new Error('insert into locations returned no row');
  return row.id;
}

export type LocationPatch = Partial<Pick<LocationRow, 'name' | 'slug' | 'description' | 'imageUrls' | 'latitude' | 'longitude' | 'active'>>;

export async function updateLocation(db: Db, id: number, patch: LocationPatch): Promise<void> {
  if (!setsSomething(patch)) return;
  await db.update(locations).set(patch).where(eq(locations.id, id));
}

/**
 * Re-roots a subtree: the location takes the new parent, and it and every location below it take
 * the new parent's path in place of the old ancestors. One statement, so the checks and the
 * composite foreign key see the tree only before or after.
 */
export async function moveSubtree(db: Db, node: LocationRow, parent: LocationRow): Promise<number> {
  const moved = await db
    .update(locations)
    .set({
      // The level is a small integer read from the row, inlined because a slice bound cannot be a parameter of unknown type.
      ancestors: sql`${intArray(parent.path)} || ${locations.ancestors}[${sql.raw(String(Number(node.level)))}:]`,
      parentId: sql`case when ${locations.id} = ${node.id} then ${parent.id} else ${locations.parentId} end`,
    })
    .where(sql`${locations.path} @> ${intArray([node.id])}`)
    .returning({ id: locations.id });
  return moved.length;
}

export async function isInSubtree(db: Db, candidateId: number, rootId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, candidateId), sql`${locations.path} @> ${intArray([rootId])}`))
    .limit(1);
  return row !== undefined;
}

/** Deactivates a location and every active location below it; answers their ids. */
export async function deactivateSubtree(db: Db, rootId: number): Promise<number[]> {
  const rows = await db
    .update(locations)
    .set({ active: false })
    .where(and(eq(locations.active, true), sql`${locations.path} @> ${intArray([rootId])}`))
    .returning({ id: locations.id, level: locations.level });
  return rows.sort((a, b) => a.level - b.level || a.id - b.id).map((row) => row.id);
}

/** Ids that do not name an existing location. */
export async function missingLocationIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: locations.id }).from(locations).where(inArray(locations.id, [...ids]));
  const existing = new Set(found.map((row) => row.id));
  return ids.filter((id) => !existing.has(id));
}
