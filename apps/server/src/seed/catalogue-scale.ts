import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ProductCategoryType, SupplierType } from '@ua/contracts';
import { queryRows, type Db } from '../db/client.ts';
import { locations, productVariants, products, suppliers } from '../db/schema/index.ts';
import { categoryIds, seedCatalogue } from './catalogue.ts';
import { generateProduct, type GeneratedPlace } from './catalogue-scale-products.ts';
import { CITY_ENDINGS, COUNTRY_ENDINGS, SPOTS, STATE_ENDINGS, pick, placeName } from './catalogue-scale-names.ts';
import { seededRandom } from './random.ts';
import { locationPathOf, recordSearchWords, searchTextOf, slugify } from '../modules/catalogue/index.ts';

export type CatalogueScaleResult = { reused: boolean; locations: number; suppliers: number; products: number; variants: number };

/** Rows per insert: one statement of unnest()ed arrays per chunk keeps parameters few and round trips rare. */
const CHUNK = 20_000;
const VARIANTS_PER_PRODUCT = 5;
const MAX_VARIANTS_PER_PRODUCT = 8;
const CATEGORY_SHARES: Array<[ProductCategoryType, number]> = [
  ['accommodation', 0.45],
  ['transport', 0.15],
  ['activity', 0.15],
  ['sightseeing', 0.1],
  ['meal', 0.05],
  ['guide', 0.05],
  ['package', 0.05],
];
const SUPPLIER_OF: Record<ProductCategoryType, SupplierType> = {
  accommodation: 'hotel',
  transport: 'transporter',
  sightseeing: 'transporter',
  activity: 'activity_operator',
  meal: 'activity_operator',
  package: 'activity_operator',
  guide: 'guide',
};
const SUPPLIER_WORDS: Record<SupplierType, string> = { hotel: 'Hotels', transporter: 'Travels', activity_operator: 'Adventures', guide: 'Guides' };

type Column = { name: string; type: string; values: unknown[]; cast?: string };

async function countOf(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

async function totals(db: Db): Promise<Omit<CatalogueScaleResult, 'reused'>> {
  const [l, s, p, v] = await Promise.all([countOf(db, locations), countOf(db, suppliers), countOf(db, products), countOf(db, productVariants)]);
  return { locations: l, suppliers: s, products: p, variants: v };
}

/** Ids taken from the table's identity up front, so children can name parents in the same batch. */
async function allocateIds(db: Db, table: 'locations' | 'suppliers' | 'products', n: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/**
 * Inserts column arrays in chunks with unnest(), the arrays' columns named c0, c1, ... for the
 * `computed` ones to use; `overriding` when the ids were allocated above.
 */
async function insertColumns(db: Db, table: string, columns: Column[], options: { overriding: boolean; computed?: Array<{ name: string; value: SQL }> }): Promise<void> {
  const computed = options.computed ?? [];
  const total = columns[0]?.values.length ?? 0;
  const names = sql.join(
    [...columns, ...computed].map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const selected = sql.join(
    [...columns.map((column, index) => sql.raw(`c${index}${column.cast ? `::${column.cast}` : ''}`)), ...computed.map((column) => column.value)],
    sql`, `,
  );
  const aliases = sql.raw(columns.map((_, index) => `c${index}`).join(', '));
  const override: SQL = options.overriding ? sql`overriding system value` : sql``;
  for (let start = 0; start < total; start += CHUNK) {
    const arrays = sql.join(
      columns.map((column) => sql`${sql.param(column.values.slice(start, start + CHUNK))}::${sql.raw(column.type)}[]`),
      sql`, `,
    );
    await db.execute(sql`insert into ${sql.identifier(table)} (${names}) ${override} select ${selected} from unnest(${arrays}) as u(${aliases})`);
  }
}

/** A tree about as wide as the product count needs: countries, six states each, six destinations each, three spots each. */
async function generatePlaces(db: Db, productCount: number, random: () => number): Promise<{ sellable: GeneratedPlace[]; states: GeneratedPlace[]; total: number }> {
  const countries = Math.min(25, Math.max(2, Math.ceil(productCount / 4000)));
  const total = countries * (1 + 6 * (1 + 6 * (1 + 3)));
  const ids = await allocateIds(db, 'locations', total);
  const rows: Array<GeneratedPlace & { parentId: number | null }> = [];
  const add = (name: string, level: number, parent: GeneratedPlace | undefined) => {
    const id = ids[rows.length] ?? 0;
    const place = { id, name, level, parentId: parent?.id ?? null, ancestors: parent ? [...parent.ancestors, parent.id] : [], trail: [...(parent?.trail ?? []), name] };
    rows.push(place);
    return place;
  };
  for (let c = 0; c < countries; c += 1) {
    const country = add(placeName(random, COUNTRY_ENDINGS), 1, undefined);
    for (let s = 0; s < 6; s += 1) {
      const state = add(placeName(random, STATE_ENDINGS), 2, country);
      for (let d = 0; d < 6; d += 1) {
        const destination = add(placeName(random, CITY_ENDINGS), 3, state);
        for (let p = 0; p < 3; p += 1) add(`${destination.name} ${pick(SPOTS, random)}`, 4, destination);
      }
    }
  }
  await insertColumns(
    db,
    'locations',
    [
      { name: 'id', type: 'int', values: rows.map((row) => row.id) },
      { name: 'name', type: 'text', values: rows.map((row) => row.name) },
      // The id keeps generated slugs unique however often the generator runs.
      { name: 'slug', type: 'text', values: rows.map((row) => `${slugify(row.name)}-${row.id}`) },
      { name: 'level', type: 'smallint', values: rows.map((row) => row.level) },
      { name: 'parent_id', type: 'int', values: rows.map((row) => row.parentId) },
      { name: 'ancestors', type: 'text', cast: 'integer[]', values: rows.map((row) => `{${row.ancestors.join(',')}}`) },
      { name: 'description', type: 'text', values: rows.map((row) => `${row.name}, ${row.trail.slice(0, -1).reverse().join(', ')}.`) },
    ],
    { overriding: true },
  );
  return { sellable: rows.filter((row) => row.level >= 3), states: rows.filter((row) => row.level === 2), total };
}

/** Suppliers of each type in every state, about one for every 25 products. */
async function generateSuppliers(db: Db, productCount: number, states: GeneratedPlace[], random: () => number): Promise<Map<string, number[]>> {
  const n = Math.max(states.length * 4, Math.ceil(productCount / 25));
  const ids = await allocateIds(db, 'suppliers', n);
  const types: SupplierType[] = ['hotel', 'transporter', 'activity_operator', 'guide'];
  const byStateAndType = new Map<string, number[]>();
  const rows = ids.map((id, index) => {
    const state = states[index % states.length] as GeneratedPlace;
    // The first four of a state cover every type; the rest lean to hotels as the trade does.
    const share = random();
    const type: SupplierType = index < states.length * 4 ? (types[Math.floor(index / states.length)] as SupplierType) : share < 0.45 ? 'hotel' : share < 0.7 ? 'transporter' : share < 0.95 ? 'activity_operator' : 'guide';
    const key = `${state.id}:${type}`;
    byStateAndType.set(key, [...(byStateAndType.get(key) ?? []), id]);
    const displayName = `${placeName(random, CITY_ENDINGS)} ${SUPPLIER_WORDS[type]}`;
    const phone = `+9198${String(10_000_000 + Math.floor(random() * 89_999_999))}`;
    return { id, displayName, type, stateId: state.id, phone };
  });
  await insertColumns(
    db,
    'suppliers',
    [
      { name: 'id', type: 'int', values: rows.map((row) => row.id) },
      { name: 'display_name', type: 'text', values: rows.map((row) => row.displayName) },
      { name: 'legal_name', type: 'text', values: rows.map((row) => `${row.displayName} Pvt Ltd`) },
      { name: 'type', type: 'text', values: rows.map((row) => row.type) },
      { name: 'contacts', type: 'text', cast: 'jsonb', values: rows.map((row) => JSON.stringify([{ name: 'Reservations', role: 'Desk', phone: row.phone, email: null, whatsapp: row.phone }])) },
      { name: 'rating', type: 'numeric', values: rows.map(() => Math.round((3 + random() * 2) * 10) / 10) },
    ],
    { overriding: true },
  );
  await insertColumns(
    db,
    'supplier_locations',
    [
      { name: 'supplier_id', type: 'int', values: rows.map((row) => row.id) },
      { name: 'location_id', type: 'int', values: rows.map((row) => row.stateId) },
    ],
    { overriding: false },
  );
  return byStateAndType;
}

/** How many variants each product gets: five on average, two to eight, summing exactly to `total`. */
function variantCounts(productCount: number, total: number, random: () => number): number[] {
  const counts = Array.from({ length: productCount }, (_, index) => Math.floor(total / productCount) + (index < total % productCount ? 1 : 0));
  for (let i = 0; i < productCount; i += 1) {
    const from = Math.floor(random() * productCount);
    const to = Math.floor(random() * productCount);
    const move = Math.min(Math.floor(random() * 3), (counts[from] ?? 1) - 1, MAX_VARIANTS_PER_PRODUCT - (counts[to] ?? 0));
    if (from !== to && move > 0) {
      counts[from] = (counts[from] ?? 0) - move;
      counts[to] = (counts[to] ?? 0) + move;
    }
  }
  return counts;
}

function categoryOf(random: () => number): ProductCategoryType {
  let share = random();
  for (const [category, weight] of CATEGORY_SHARES) {
    share -= weight;
    if (share < 0) return category;
  }
  return 'accommodation';
}

async function generate(db: Db, variantTotal: number, salt: number): Promise<void> {
  const random = seededRandom(0x5eed + salt);
  const productCount = Math.ceil(variantTotal / VARIANTS_PER_PRODUCT);
  const categories = await categoryIds(db);
  const places = await generatePlaces(db, productCount, random);
  const supplierIndex = await generateSuppliers(db, productCount, places.states, random);
  const ids = await allocateIds(db, 'products', productCount);
  const counts = variantCounts(productCount, variantTotal, random);

  const product = { id: [] as number[], category: [] as number[], supplier: [] as number[], location: [] as number[], name: [] as string[], description: [] as string[], attributes: [] as string[], created: [] as string[], priceFrom: [] as number[], priceTo: [] as number[], variantCount: [] as number[] };
  const variant = { product: [] as number[], name: [] as string[], cost: [] as number[], sell: [] as number[], travellers: [] as number[], from: [] as string[], to: [] as string[] };
  const now = Date.now();
  ids.forEach((id, index) => {
    const category = categoryOf(random);
    const place = pick(places.sellable, random);
    const stateId = place.ancestors[1] ?? place.id;
    const supplierId = pick(supplierIndex.get(`${stateId}:${SUPPLIER_OF[category]}`) ?? [...supplierIndex.values()].flat(), random);
    const generated = generateProduct(category, place, counts[index] ?? 1, random);
    product.id.push(id);
    product.category.push(categories[category]);
    product.supplier.push(supplierId);
    product.location.push(place.id);
    product.name.push(generated.name);
    product.description.push(generated.description);
    product.attributes.push(JSON.stringify(generated.attributes));
    // Spread over two years, so "newest" has something to sort.
    product.created.push(new Date(now - random() * 730 * 86_400_000).toISOString());
    // Every generated variant is active and in INR: the price range and the count are theirs.
    product.priceFrom.push(Math.min(...generated.variants.map((option) => option.sellPaise)));
    product.priceTo.push(Math.max(...generated.variants.map((option) => option.sellPaise)));
    product.variantCount.push(generated.variants.length);
    for (const option of generated.variants) {
      variant.product.push(id);
      variant.name.push(option.name);
      variant.cost.push(option.costPaise);
      variant.sell.push(option.sellPaise);
      variant.travellers.push(option.maxTravellers);
      variant.from.push(option.validFrom);
      variant.to.push(option.validTo);
    }
  });
  await insertColumns(
    db,
    'products',
    [
      { name: 'id', type: 'int', values: product.id },
      { name: 'category_id', type: 'int', values: product.category },
      { name: 'supplier_id', type: 'int', values: product.supplier },
      { name: 'location_id', type: 'int', values: product.location },
      { name: 'name', type: 'text', values: product.name },
      { name: 'description', type: 'text', values: product.description },
      { name: 'attributes', type: 'text', cast: 'jsonb', values: product.attributes },
      { name: 'created_at', type: 'timestamptz', values: product.created },
      { name: 'price_from_paise', type: 'bigint', values: product.priceFrom },
      { name: 'price_to_paise', type: 'bigint', values: product.priceTo },
      { name: 'active_variant_count', type: 'int', values: product.variantCount },
    ],
    {
      overriding: true,
      // Computed as the services compute it, in the insert itself: no second pass over the rows.
      computed: [
        { name: 'search_text', value: searchTextOf({ name: sql`c4`, attributes: sql`c6::jsonb`, supplierId: sql`c2`, categoryId: sql`c1`, locationId: sql`c3` }) },
        { name: 'location_path', value: locationPathOf(sql`c3`) },
      ],
    },
  );
  await insertColumns(
    db,
    'product_variants',
    [
      { name: 'product_id', type: 'int', values: variant.product },
      { name: 'name', type: 'text', values: variant.name },
      { name: 'cost_price_paise', type: 'bigint', values: variant.cost },
      { name: 'sell_price_paise', type: 'bigint', values: variant.sell },
      { name: 'max_travellers', type: 'smallint', values: variant.travellers },
      { name: 'valid_from', type: 'date', values: variant.from },
      { name: 'valid_to', type: 'date', values: variant.to },
    ],
    { overriding: false },
  );
  await recordSearchWords(db, 'all');
}

/**
 * Grows the catalogue to `variants` variants for benchmarks and query plans: the demo catalogue
 * first when the database has none, then generated destinations, suppliers, products and variants,
 * in one transaction of bulk inserts. A database that holds enough already is reused as it is.
 */
export async function seedCatalogueAtScale(db: Db, variants: number): Promise<CatalogueScaleResult> {
  if ((await countOf(db, locations)) === 0) await db.transaction((tx) => seedCatalogue(tx));
  const existing = await countOf(db, productVariants);
  if (existing >= variants) return { reused: true, ...(await totals(db)) };
  const salt = await countOf(db, products);
  await db.transaction((tx) => generate(tx, variants - existing, salt));
  // Fresh statistics and visibility maps, so the planner sees the grown tables (and index-only scans pay) at once.
  await db.execute(sql`vacuum analyze locations, suppliers, supplier_locations, products, product_variants, catalogue_search_words`);
  return { reused: false, ...(await totals(db)) };
}
