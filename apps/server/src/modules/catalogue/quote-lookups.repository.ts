import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ProductCategoryType } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { locations, productCategories, productVariants, products, suppliers } from '../../db/schema/catalogue.ts';

/**
 * What the itineraries module reads of the catalogue to build and price a quote: a variant with the
 * names it copies, the seasons of a variant name, place names, and the places inside a place.
 */

export type QuotedVariantRow = {
  id: number;
  productId: number;
  productName: string;
  variantName: string;
  category: ProductCategoryType;
  supplierId: number;
  supplierName: string;
  currency: string;
  /** The variant and its product are both still sold. */
  active: boolean;
};

export async function variantForQuote(db: Db, id: number): Promise<QuotedVariantRow | undefined> {
  const [row] = await db
    .select({
      id: productVariants.id,
      productId: products.id,
      productName: products.name,
      variantName: productVariants.name,
      category: productCategories.typeName,
      supplierId: suppliers.id,
      supplierName: suppliers.displayName,
      currency: productVariants.currency,
      active: sql<boolean>`${productVariants.active} and ${products.active}`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(productVariants.id, id));
  return row;
}

export type SeasonPriceRow = {
  productId: number;
  /** The variant name in lower case: seasons of one name are matched ignoring case, as the season rule does. */
  nameKey: string;
  validFrom: string;
  validTo: string;
  costPricePaise: number;
  sellPricePaise: number;
  currency: string;
};

/** The seasons of the active variants of each (product, variant name), by start: one query for any number of lines. */
export async function seasonsOfVariantNames(db: Db, keys: readonly { productId: number; name: string }[]): Promise<SeasonPriceRow[]> {
  if (keys.length === 0) return [];
  const wanted = or(...keys.map((key) => and(eq(productVariants.productId, key.productId), sql`lower(${productVariants.name}) = lower(${key.name})`)));
  return db
    .select({
      productId: productVariants.productId,
      nameKey: sql<string>`lower(${productVariants.name})`,
      validFrom: productVariants.validFrom,
      validTo: productVariants.validTo,
      costPricePaise: productVariants.costPricePaise,
      sellPricePaise: productVariants.sellPricePaise,
      currency: productVariants.currency,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.active, true), eq(products.active, true), wanted))
    .orderBy(asc(productVariants.validFrom), asc(productVariants.id));
}

/** Whether each variant is still sold (it and its product active); a deleted variant is absent. */
export async function variantsStillSold(db: Db, ids: readonly number[]): Promise<Map<number, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, active: sql<boolean>`${productVariants.active} and ${products.active}` })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.active]));
}

/** The names of these places; an id with no place is absent. */
export async function locationNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(inArray(locations.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A subquery of the ids of a place and of every place inside it, at any depth. */
export function locationIdsWithin(placeId: number): SQL {
  return sql`select ${locations.id} from ${locations} where ${locations.path} @> array[${placeId}]::integer[]`;
}

/** Whether the product is sold at the place or somewhere inside it (a booking's stay moves only to a hotel of the same place). */
export async function productIsWithin(db: Db, productId: number, placeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), sql`${products.locationId} in (${locationIdsWithin(placeId)})`));
  return row !== undefined;
}
