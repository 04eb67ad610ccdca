import { asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ProductCategoryType, SupplierType } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { locations, productCategories, products, suppliers } from '../../db/schema/catalogue.ts';
import { setsSomething } from '../../lib/sql.ts';
import { inParallel } from '../../db/in-parallel.ts';

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof productCategories.$inferSelect;

/** A product's own columns as lists and details show them: not what only the search reads. */
const { searchText: _searchText, searchVector: _searchVector, locationPath: _locationPath, ...shownColumns } = getTableColumns(products);
type ShownProduct = Omit<ProductRow, 'searchText' | 'searchVector' | 'locationPath'>;

export type ProductSummaryRow = ShownProduct & {
  category: { id: number; typeName: ProductCategoryType; label: string };
  supplier: { id: number; displayName: string; type: SupplierType };
  location: { id: number; name: string; slug: string; level: number; path: number[] };
  locationTrail: string[];
};

export async function listCategories(db: Db, limit: number, offset: number): Promise<{ count: number; rows: Array<CategoryRow & { productCount: number }> }> {
  const [total, rows, counts] = await inParallel(db, [
    () => db.select({ n: count() }).from(productCategories),
    () => db.select().from(productCategories).orderBy(asc(productCategories.sortOrder), asc(productCategories.id)).limit(limit).offset(offset),
    () => db.select({ categoryId: products.categoryId, n: count() }).from(products).where(eq(products.active, true)).groupBy(products.categoryId),
  ]);
  const byCategory = new Map(counts.map((row) => [row.categoryId, Number(row.n)]));
  return { count: Number(total[0]?.n ?? 0), rows: rows.map((row) => ({ ...row, productCount: byCategory.get(row.id) ?? 0 })) };
}

/** Category ids by type name (the migration lays the categories). */
export async function categoryIdsByType(db: Db): Promise<Map<ProductCategoryType, number>> {
  const rows = await db.select({ id: productCategories.id, typeName: productCategories.typeName }).from(productCategories);
  return new Map(rows.map((row) => [row.typeName, row.id]));
}

export async function findCategoryByType(db: Db, typeName: ProductCategoryType): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(productCategories).where(eq(productCategories.typeName, typeName));
  return row;
}

export async function findProduct(db: Db, id: number, lock = false): Promise<(ProductRow & { categoryType: ProductCategoryType }) | undefined> {
  const query = db
    .select({ product: products, categoryType: productCategories.typeName })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.id, id));
  const [row] = await (lock ? query.for('update', { of: products }) : query);
  return row && { ...row.product, categoryType: row.categoryType };
}

/** The products of `ids` with what a list shows of them, in the order of `ids`. */
export async function productSummaries(db: Db, ids: readonly number[]): Promise<ProductSummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      product: shownColumns,
      category: { id: productCategories.id, typeName: productCategories.typeName, label: productCategories.label },
      supplier: { id: suppliers.id, displayName: suppliers.displayName, type: suppliers.type },
      location: { id: locations.id, name: locations.name, slug: locations.slug, level: locations.level, path: locations.path },
      locationTrail: sql<string[]>`array(select a.name from ${locations} as a where a.id = any(${locations.path}) order by a.level)`,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(locations, eq(locations.id, products.locationId))
    .where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.product.id, { ...row.product, category: row.category, supplier: row.supplier, location: row.location, locationTrail: row.locationTrail }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'searchText' | 'priceFromPaise' | 'priceToPaise'>;

export async function insertProduct(db: Db, values: ProductValues): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('insert into products returned no row');
  return row.id;
}

export async function updateProduct(db: Db, id: number, patch: Partial<ProductValues>): Promise<void> {
  if (!setsSomething(patch)) return;
  await db.update(products).set(patch).where(eq(products.id, id));
}

/** Whether a supplier exists, and is active. */
export async function supplierState(db: Db, id: number): Promise<{ id: number; active: boolean } | undefined> {
  const [row] = await db.select({ id: suppliers.id, active: suppliers.active }).from(suppliers).where(eq(suppliers.id, id));
  return row;
}

/** Whether a location exists, and is active. */
export async function locationState(db: Db, id: number): Promise<{ id: number; active: boolean } | undefined> {
  const [row] = await db.select({ id: locations.id, active: locations.active }).from(locations).where(eq(locations.id, id));
  return row;
}
