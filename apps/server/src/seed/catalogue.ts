import { PRODUCT_ATTRIBUTE_SCHEMAS, PRODUCT_CATEGORY_TYPES, type ProductCategoryType } from '@ua/contracts';
import type { Db } from '../db/client.ts';
import { locationTagLinks, locationTags, locations, productVariants, products, supplierLocations, suppliers } from '../db/schema/index.ts';
import { DEMO_PLACES, DEMO_TAGS, type Place } from './catalogue-places.ts';
import { DEMO_OFFERS } from './catalogue-products.ts';
import { DEMO_SUPPLIERS } from './catalogue-suppliers.ts';
import { attributesOf, describe, variantsOf } from './catalogue-variants.ts';
import { seededRandom } from './random.ts';
import { categoryIdsByType, refreshSearchFields, refreshVariantSummary, slugify } from '../modules/catalogue/index.ts';

export type CatalogueCounts = { locations: number; suppliers: number; products: number; variants: number };

type SeededPlace = { id: number; path: number[]; trail: string[]; country: string; peak: 'summer' | 'winter' };

/** Category ids by type name; the migration lays the categories. */
export async function categoryIds(db: Db): Promise<Record<ProductCategoryType, number>> {
  const ids = await categoryIdsByType(db);
  const missing = PRODUCT_CATEGORY_TYPES.filter((type) => !ids.has(type));
  if (missing.length > 0) throw new Error(`The product categories ${missing.join(', ')} are missing; run the migrations.`);
  return Object.fromEntries(ids) as Record<ProductCategoryType, number>;
}

/** Lays the tree level by level: one insert per level, each child taking its parent's path. */
async function seedPlaces(db: Db): Promise<Map<string, SeededPlace>> {
  const tagRows = await db
    .insert(locationTags)
    .values(DEMO_TAGS.map((name) => ({ name, slug: slugify(name) })))
    .returning({ id: locationTags.id, name: locationTags.name });
  const tagId = new Map(tagRows.map((row) => [row.name, row.id]));

  const seeded = new Map<string, SeededPlace>();
  const links: Array<{ locationId: number; tagId: number }> = [];
  let level: Array<{ place: Place; parent?: SeededPlace }> = DEMO_PLACES.map((place) => ({ place }));
  for (let depth = 1; level.length > 0; depth += 1) {
    const rows = await db
      .insert(locations)
      .values(
        level.map(({ place, parent }) => ({
          name: place.name,
          slug: place.slug ?? slugify(place.name),
          level: depth,
          parentId: parent?.id ?? null,
          ancestors: parent?.path ?? [],
          description: place.description ?? '',
          latitude: place.coordinates?.[0] ?? null,
          longitude: place.coordinates?.[1] ?? null,
        })),
      )
      .returning({ id: locations.id, path: locations.path });
    const next: typeof level = [];
    level.forEach(({ place, parent }, index) => {
      const row = rows[index];
      if (!row) throw new Error('insert into locations returned fewer rows');
      const node: SeededPlace = { id: row.id, path: row.path, trail: [...(parent?.trail ?? []), place.name], country: parent?.country ?? place.name, peak: place.peak ?? parent?.peak ?? 'winter' };
      seeded.set(place.slug ?? slugify(place.name), node);
      for (const tag of place.tags ?? []) links.push({ locationId: row.id, tagId: tagId.get(tag) ?? 0 });
      for (const child of place.children ?? []) next.push({ place: child, parent: node });
    });
    level = next;
  }
  if (links.length > 0) await db.insert(locationTagLinks).values(links);
  return seeded;
}

function placeOf(places: Map<string, SeededPlace>, slug: string): SeededPlace {
  const place = places.get(slug);
  if (!place) throw new Error(`The demo names an unknown location: ${slug}`);
  return place;
}

/**
 * The demo catalogue: 65 destinations over the four levels, 20 suppliers, 100 products and 300
 * variants with this winter's and next summer's prices. Deterministic: a seeded generator spreads
 * the prices. Bulk inserts, so resetting the test database stays quick.
 */
export async function seedCatalogue(db: Db): Promise<CatalogueCounts> {
  const random = seededRandom(20_261_122);
  const categories = await categoryIds(db);
  const places = await seedPlaces(db);

  const supplierRows = await db
    .insert(suppliers)
    .values(
      DEMO_SUPPLIERS.map((supplier) => ({
        displayName: supplier.displayName,
        legalName: supplier.legalName,
        type: supplier.type,
        contacts: [{ ...supplier.contact, whatsapp: supplier.contact.phone }],
        paymentTermsDays: supplier.paymentTermsDays,
        bankDetails: { account_name: supplier.legalName, account_number: supplier.bank.accountNumber, ifsc: supplier.bank.ifsc, bank_name: supplier.bank.bankName },
        rating: supplier.rating,
        notes: supplier.notes ?? '',
      })),
    )
    .returning({ id: suppliers.id });
  const supplierId = new Map(DEMO_SUPPLIERS.map((supplier, index) => [supplier.key, supplierRows[index]?.id ?? 0]));
  await db.insert(supplierLocations).values(DEMO_SUPPLIERS.flatMap((supplier) => supplier.serves.map((slug) => ({ supplierId: supplierId.get(supplier.key) ?? 0, locationId: placeOf(places, slug).id }))));

  const productRows = await db
    .insert(products)
    .values(
      DEMO_OFFERS.map((offer) => {
        const place = placeOf(places, offer.at);
        return {
          categoryId: categories[offer.kind],
          supplierId: supplierId.get(offer.supplier) ?? 0,
          locationId: place.id,
          name: offer.name,
          description: describe(offer, place.trail),
          // Checked like any write would be: a typo in the demo fails loudly here.
          attributes: PRODUCT_ATTRIBUTE_SCHEMAS[offer.kind].parse(attributesOf(offer)),
        };
      }),
    )
    .returning({ id: products.id });

  const variants = DEMO_OFFERS.flatMap((offer, index) => {
    const place = placeOf(places, offer.at);
    return variantsOf(offer, { abroad: place.country !== 'India', peak: place.peak, random }).map((variant) => ({ productId: productRows[index]?.id ?? 0, ...variant }));
  });
  await db.insert(productVariants).values(
    variants.map((variant) => ({
      productId: variant.productId,
      name: variant.name,
      costPricePaise: variant.costPaise,
      sellPricePaise: variant.sellPaise,
      maxTravellers: variant.maxTravellers,
      validFrom: variant.validFrom,
      validTo: variant.validTo,
    })),
  );
  await refreshSearchFields(db, 'all');
  await refreshVariantSummary(db, 'all');
  return { locations: places.size, suppliers: supplierRows.length, products: productRows.length, variants: variants.length };
}
