import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProductCategoryType, SupplierBankDetails, SupplierContact, SupplierType } from '@ua/contracts';
import { timestamps } from './columns.ts';

/** PostgreSQL full-text vectors; drizzle has no column type of its own for them. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The four-level destination tree. `ancestors` holds the ids above a location (level 1 first) and
 * `path` adds the location itself, so "everything in Kerala, whatever the level" is one indexed
 * `path @> {kerala}`. The composite foreign key makes the database itself refuse a parent that is
 * not exactly one level up; the checks keep `ancestors` in step with `level` and `parent_id`.
 */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    level: smallint('level').notNull(),
    parentId: integer('parent_id'),
    parentLevel: smallint('parent_level').generatedAlwaysAs(sql`level - 1`),
    ancestors: integer('ancestors').array().notNull().default(sql`'{}'::integer[]`),
    path: integer('path')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`ancestors || id`),
    description: text('description').notNull().default(''),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('locations_slug_key').on(t.slug),
    unique('locations_id_level_key').on(t.id, t.level),
    // Locations are deactivated, never deleted while anything points at them.
    foreignKey({ name: 'locations_parent_fk', columns: [t.parentId, t.parentLevel], foreignColumns: [t.id, t.level] }).onDelete('restrict'),
    check('locations_level_check', sql`${t.level} between 1 and 4`),
    check('locations_parent_check', sql`(${t.level} = 1) = (${t.parentId} is null)`),
    check('locations_ancestors_check', sql`cardinality(${t.ancestors}) = ${t.level} - 1 and (${t.level} = 1 or ${t.ancestors}[${t.level} - 1] = ${t.parentId})`),
    check('locations_coordinates_check', sql`(${t.latitude} is null) = (${t.longitude} is null) and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
    index('locations_parent_idx').on(t.parentId, t.name),
    index('locations_level_idx').on(t.level, t.name),
    index('locations_path_idx').using('gin', t.path),
    index('locations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const locationTags = pgTable(
  'location_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('location_tags_slug_key').on(t.slug), uniqueIndex('location_tags_name_key').on(sql`lower(${t.name})`)],
);

export const locationTagLinks = pgTable(
  'location_tag_links',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => locationTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'location_tag_links_pkey', columns: [t.locationId, t.tagId] }), index('location_tag_links_tag_idx').on(t.tagId)],
);

const SUPPLIER_TYPE_VALUES = ['hotel', 'transporter', 'activity_operator', 'guide'] as const satisfies readonly SupplierType[];

export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    displayName: text('display_name').notNull(),
    legalName: text('legal_name').notNull(),
    type: text('type', { enum: SUPPLIER_TYPE_VALUES }).notNull(),
    contacts: jsonb('contacts').$type<SupplierContact[]>().notNull().default(sql`'[]'::jsonb`),
    paymentTermsDays: smallint('payment_terms_days').notNull().default(30),
    bankDetails: jsonb('bank_details').$type<SupplierBankDetails | null>(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    active: boolean('active').notNull().default(true),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('suppliers_type_check', sql`${t.type} in ('hotel', 'transporter', 'activity_operator', 'guide')`),
    check('suppliers_payment_terms_check', sql`${t.paymentTermsDays} between 0 and 365`),
    check('suppliers_rating_check', sql`${t.rating} between 0 and 5`),
    index('suppliers_display_name_idx').on(t.displayName, t.id),
    index('suppliers_type_idx').on(t.type, t.displayName),
    index('suppliers_display_name_trgm_idx').using('gin', t.displayName.op('gin_trgm_ops')),
    index('suppliers_legal_name_trgm_idx').using('gin', t.legalName.op('gin_trgm_ops')),
  ],
);

export const supplierLocations = pgTable(
  'supplier_locations',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ name: 'supplier_locations_pkey', columns: [t.supplierId, t.locationId] }), index('supplier_locations_location_idx').on(t.locationId)],
);

/** Reference data laid by the migration (the app needs them on a fresh production database). */
export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    typeName: text('type_name').$type<ProductCategoryType>().notNull(),
    label: text('label').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('product_categories_type_name_key').on(t.typeName)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Checked per category by the contracts' schemas before every write. */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    active: boolean('active').notNull().default(true),
    /** Name, supplier, category and the location trail in one text, kept by the services on every write that changes one of them. */
    searchText: text('search_text').notNull().default(''),
    /** The words a search matches, weighted: name A, search text B, description D (for ranking). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', search_text), 'B') || setweight(to_tsvector('simple', description), 'D')`),
    /**
     * The location's path (ids from level 1 down to it), kept with the search text: "everything in
     * Kerala" is then one GIN condition on products, which combines with the text and attribute ones.
     */
    locationPath: integer('location_path').array().notNull().default(sql`'{}'::integer[]`),
    /** Lowest and highest sell price of the active INR variants, and how many are active: kept by the variant writes. */
    priceFromPaise: bigint('price_from_paise', { mode: 'number' }),
    priceToPaise: bigint('price_to_paise', { mode: 'number' }),
    activeVariantCount: integer('active_variant_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('products_price_range_check', sql`${t.priceFromPaise} <= ${t.priceToPaise}`),
    index('products_category_idx').on(t.categoryId, t.name),
    index('products_supplier_idx').on(t.supplierId),
    index('products_location_idx').on(t.locationId),
    index('products_location_path_idx').using('gin', t.locationPath),
    index('products_name_idx').on(t.name, t.id),
    index('products_price_idx').on(t.priceFromPaise, t.id),
    // Ascending: read backwards it serves "newest first" (desc, nulls first, as ORDER BY DESC means).
    index('products_newest_idx').on(t.createdAt, t.id),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_attributes_idx').using('gin', t.attributes.op('jsonb_path_ops')),
  ],
);

/**
 * Every word the products' search vectors hold, for typo tolerance: a query word that matches none
 * is replaced by the words most like it (trigram similarity over this small table), and the search
 * itself stays an exact full-text match on an index. Words are added with the products' and never
 * removed: a stale one costs an empty expansion, nothing more.
 */
export const catalogueSearchWords = pgTable(
  'catalogue_search_words',
  { word: text('word').primaryKey() },
  (t) => [index('catalogue_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * The sellable options. Besides the service's check, an exclusion constraint added in the
 * migration (drizzle cannot declare one) refuses overlapping seasons of one active variant name.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    costPricePaise: bigint('cost_price_paise', { mode: 'number' }).notNull(),
    sellPricePaise: bigint('sell_price_paise', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull().default('INR'),
    maxTravellers: smallint('max_travellers').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('product_variants_prices_check', sql`${t.costPricePaise} >= 0 and ${t.sellPricePaise} >= 0`),
    check('product_variants_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('product_variants_travellers_check', sql`${t.maxTravellers} > 0`),
    check('product_variants_season_check', sql`${t.validTo} >= ${t.validFrom}`),
    index('product_variants_product_idx').on(t.productId, t.name, t.validFrom),
    // The price filter's probe: does this product have an active INR variant in the range?
    index('product_variants_inr_price_idx')
      .on(t.productId, t.sellPricePaise)
      .where(sql`${t.active} and ${t.currency} = 'INR'`),
  ],
);
