import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SupplierType } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { locations, products, supplierLocations, suppliers } from '../../db/schema/catalogue.ts';
import type { ActiveFilter } from './catalogue.types.ts';
import type { LocationRefRow } from './locations.repository.ts';
import { subtreeIds } from './sql-helpers.ts';
import { containsPattern, intArray, setsSomething } from '../../lib/sql.ts';
import { inParallel } from '../../db/in-parallel.ts';

export type SupplierRow = typeof suppliers.$inferSelect;

export type SupplierListFilter = {
  q?: string | undefined;
  /** `q` as a full-text query of listed words (see supplierMatch), matched against the supplier's words. */
  match?: string | undefined;
  type?: SupplierType[] | undefined;
  location?: number | undefined;
  active: ActiveFilter;
  ordering: 'name' | '-name' | 'rating' | '-rating' | 'newest';
};

/**
 * Serving a location means serving somewhere in its subtree, or the whole of a place above it:
 * a Kerala-wide transporter serves Munnar.
 */
function servesLocation(locationId: number): SQL {
  return sql`${suppliers.id} in (
    select ${supplierLocations.supplierId} from ${supplierLocations}
    where ${supplierLocations.locationId} in (${subtreeIds(locationId)})
       or ${supplierLocations.locationId} in (select unnest(${locations.ancestors}) from ${locations} where ${locations.id} = ${locationId})
  )`;
}

const ORDER_BY: Record<SupplierListFilter['ordering'], SQL[]> = {
  name: [asc(suppliers.displayName), asc(suppliers.id)],
  '-name': [desc(suppliers.displayName), desc(suppliers.id)],
  rating: [sql`${suppliers.rating} asc nulls last`, asc(suppliers.displayName)],
  '-rating': [sql`${suppliers.rating} desc nulls last`, asc(suppliers.displayName)],
  newest: [desc(suppliers.createdAt), desc(suppliers.id)],
};

/**
 * What a supplier is found by: its names, its kind, and the trail of every place it serves, so
 * "kerala cabs" finds a cab company serving Munnar. Computed per row: suppliers are thousands at most.
 */
const supplierWords = sql`to_tsvector('simple', concat_ws(' ', ${suppliers.displayName}, ${suppliers.legalName}, replace(${suppliers.type}, '_', ' '),
  (select string_agg(a.name, ' ') from ${supplierLocations} sl join ${locations} l on l.id = sl.location_id join ${locations} a on a.id = any(l.path)
   where sl.supplier_id = ${suppliers.id})))`;

function textCondition(q: string, match: string | undefined): SQL {
  const byName = sql`${suppliers.displayName} ilike ${containsPattern(q)} or ${q} <% ${suppliers.displayName} or ${q} <% ${suppliers.legalName}`;
  // The words are lexemes already (taken from the catalogue's vectors), so the query is cast, not parsed again.
  return match === undefined ? sql`(${byName})` : sql`(${byName} or ${supplierWords} @@ ${match}::tsquery)`;
}

export async function listSuppliers(db: Db, filter: SupplierListFilter, limit: number, offset: number): Promise<{ count: number; rows: SupplierRow[] }> {
  const where = and(
    filter.q === undefined ? undefined : textCondition(filter.q, filter.match),
    filter.type?.length ? inArray(suppliers.type, filter.type) : undefined,
    filter.location === undefined ? undefined : servesLocation(filter.location),
    filter.active === 'all' ? undefined : eq(suppliers.active, filter.active === 'true'),
  );
  const [total, rows] = await inParallel(db, [
    () => db.select({ n: count() }).from(suppliers).where(where),
    () => db
      .select()
      .from(suppliers)
      .where(where)
      .orderBy(...ORDER_BY[filter.ordering])
      .limit(limit)
      .offset(offset)]);
  return { count: Number(total[0]?.n ?? 0), rows };
}

export async function findSupplier(db: Db, id: number, lock = false): Promise<SupplierRow | undefined> {
  const query = db.select().from(suppliers).where(eq(suppliers.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The locations each supplier serves, by level then name. */
export async function servedLocations(db: Db, supplierIds: readonly number[]): Promise<Map<number, LocationRefRow[]>> {
  const served = new Map<number, LocationRefRow[]>(supplierIds.map((id) => [id, []]));
  if (supplierIds.length === 0) return served;
  const rows = await db
    .select({ supplierId: supplierLocations.supplierId, id: locations.id, name: locations.name, slug: locations.slug, level: locations.level })
    .from(supplierLocations)
    .innerJoin(locations, eq(locations.id, supplierLocations.locationId))
    .where(inArray(supplierLocations.supplierId, [...supplierIds]))
    .orderBy(asc(locations.level), asc(locations.name));
  for (const { supplierId, ...location } of rows) served.get(supplierId)?.push(location);
  return served;
}

export async function activeProductCounts(db: Db, supplierIds: readonly number[]): Promise<Map<number, number>> {
  if (supplierIds.length === 0) return new Map();
  const rows = await db
    .select({ supplierId: products.supplierId, n: count() })
    .from(products)
    .where(and(inArray(products.supplierId, [...supplierIds]), eq(products.active, true)))
    .groupBy(products.supplierId);
  return new Map(rows.map((row) => [row.supplierId, Number(row.n)]));
}

export type SupplierValues = Omit<typeof suppliers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertSupplier(db: Db, values: SupplierValues): Promise<number> {
  const [row] = await db.insert(suppliers).values(values).returning({ id: suppliers.id });
  if (!row) throw new Error('insert into suppliers returned no row');
  return row.id;
}

export async function updateSupplier(db: Db, id: number, patch: Partial<SupplierValues>): Promise<void> {
  if (!setsSomething(patch)) return;
  await db.update(suppliers).set(patch).where(eq(suppliers.id, id));
}

export async function replaceServedLocations(db: Db, supplierId: number, locationIds: readonly number[]): Promise<void> {
  await db.delete(supplierLocations).where(eq(supplierLocations.supplierId, supplierId));
  const distinct = [...new Set(locationIds)];
  if (distinct.length > 0) await db.insert(supplierLocations).values(distinct.map((locationId) => ({ supplierId, locationId })));
}

export async function inactiveLocationIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(sql`${locations.id} = any(${intArray(ids)})`, eq(locations.active, false)));
  return rows.map((row) => row.id);
}
