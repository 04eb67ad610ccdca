import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import type { ActiveFilter } from './catalogue.types.ts';
import { setsSomething } from '../../lib/sql.ts';
import { inParallel } from '../../db/in-parallel.ts';

export type VariantRow = typeof productVariants.$inferSelect;
export type VariantValues = Omit<typeof productVariants.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findVariant(db: Db, id: number): Promise<VariantRow | undefined> {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id));
  return row;
}

/** Every variant of a product, inactive ones too, by name then season. */
export async function variantsOfProduct(db: Db, productId: number): Promise<VariantRow[]> {
  return db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.name), asc(productVariants.validFrom), asc(productVariants.id));
}

export async function listVariants(db: Db, productId: number, active: ActiveFilter, limit: number, offset: number): Promise<{ count: number; rows: VariantRow[] }> {
  const where = and(eq(productVariants.productId, productId), active === 'all' ? undefined : eq(productVariants.active, active === 'true'));
  const [total, rows] = await inParallel(db, [
    () => db.select({ n: count() }).from(productVariants).where(where),
    () => db.select().from(productVariants).where(where).orderBy(asc(productVariants.name), asc(productVariants.validFrom), asc(productVariants.id)).limit(limit).offset(offset),
  ]);
  return { count: Number(total[0]?.n ?? 0), rows };
}

/** An active variant of the same name (any case) whose season shares a day with `from`..`to`. */
export async function overlappingSeason(
  db: Db,
  season: { productId: number; name: string; validFrom: string; validTo: string; exceptId?: number | undefined },
): Promise<VariantRow | undefined> {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, season.productId),
        eq(productVariants.active, true),
        sql`lower(${productVariants.name}) = lower(${season.name})`,
        sql`daterange(${productVariants.validFrom}, ${productVariants.validTo}, '[]') && daterange(${season.validFrom}::date, ${season.validTo}::date, '[]')`,
        season.exceptId === undefined ? undefined : ne(productVariants.id, season.exceptId),
      ),
    )
    .orderBy(asc(productVariants.validFrom))
    .limit(1);
  return row;
}

export async function insertVariant(db: Db, values: VariantValues): Promise<number> {
  const [row] = await db.insert(productVariants).values(values).returning({ id: productVariants.id });
  if (!row) throw new Error('insert into product_variants returned no row');
  return row.id;
}

export async function updateVariant(db: Db, id: number, patch: Partial<VariantValues>): Promise<void> {
  if (!setsSomething(patch)) return;
  await db.update(productVariants).set(patch).where(eq(productVariants.id, id));
}
