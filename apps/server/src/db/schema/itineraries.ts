import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GstMode, GstSupply, ItineraryStatus, LostReason, MarkupMode, PriceSource, ProductCategoryType, TransportBasis } from '@ua/contracts';
import { timestamps } from './columns.ts';
import { locations, productVariants, products, suppliers } from './catalogue.ts';
import { users } from './staff.ts';
import { agents } from './agents.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A trip: the customer's enquiry (the heading), its pricing rules, and the quoted total kept by
 * every write so the list can show it. Itineraries are never deleted: a lost trip stays, with why.
 */
export const itineraries = pgTable(
  'itineraries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    status: text('status').$type<ItineraryStatus>().notNull().default('draft'),
    lostReason: text('lost_reason').$type<LostReason>(),
    lostNote: text('lost_note').notNull().default(''),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerWhatsapp: text('customer_whatsapp').notNull().default(''),
    customerCity: text('customer_city').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    nights: smallint('nights').notNull(),
    adults: smallint('adults').notNull(),
    childrenAges: smallint('children_ages').array().notNull().default(sql`'{}'::smallint[]`),
    infants: smallint('infants').notNull().default(0),
    rooms: smallint('rooms').notNull().default(1),
    startingCityId: integer('starting_city_id').references(() => locations.id, { onDelete: 'set null' }),
    currency: char('currency', { length: 3 }).notNull().default('INR'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    notes: text('notes').notNull().default(''),
    /** The B2B agent who brought the trip, if one did. */
    agentId: integer('agent_id').references((): AnyPgColumn => agents.id, { onDelete: 'restrict' }),
    /** The customer's page carries the agency's name instead of ours (only with an agent). */
    agencyBranding: boolean('agency_branding').notNull().default(false),
    markupMode: text('markup_mode').$type<MarkupMode>().notNull().default('sell_prices'),
    markupBp: integer('markup_bp').notNull().default(0),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    gstMode: text('gst_mode').$type<GstMode>().notNull().default('package_5'),
    gstSupply: text('gst_supply').$type<GstSupply>().notNull().default('intra_state'),
    overseas: boolean('overseas').notNull().default(false),
    /** What the customer would pay for the trip as it stands; kept by every write, for the list. */
    quotedTotalPaise: bigint('quoted_total_paise', { mode: 'number' }).notNull().default(0),
    latestVersion: integer('latest_version'),
    acceptedVersion: integer('accepted_version'),
    ...timestamps,
  },
  (t) => [
    check('itineraries_status_check', sql`${t.status} in ('draft', 'sent', 'accepted', 'booked', 'lost')`),
    check('itineraries_lost_reason_check', sql`(${t.status} = 'lost') = (${t.lostReason} is not null)`),
    check('itineraries_nights_check', sql`${t.nights} between 0 and 60`),
    check('itineraries_travellers_check', sql`${t.adults} between 1 and 99 and ${t.infants} between 0 and 99 and ${t.rooms} between 0 and 99`),
    check('itineraries_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('itineraries_markup_check', sql`${t.markupMode} in ('sell_prices', 'percent_on_cost') and ${t.markupBp} between 0 and 100000`),
    check('itineraries_discount_check', sql`${t.discountPaise} >= 0`),
    check('itineraries_gst_check', sql`${t.gstMode} in ('package_5', 'service_fee_18') and ${t.gstSupply} in ('intra_state', 'inter_state')`),
    check('itineraries_agency_branding_check', sql`not ${t.agencyBranding} or ${t.agentId} is not null`),
    index('itineraries_agent_idx').on(t.agentId, t.startDate),
    index('itineraries_updated_idx').on(t.updatedAt, t.id),
    index('itineraries_start_idx').on(t.startDate, t.id),
    index('itineraries_owner_idx').on(t.ownerId, t.updatedAt),
    index('itineraries_status_idx').on(t.status, t.updatedAt),
    index('itineraries_customer_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('itineraries_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** The places the customer asked to visit, in their order. */
export const itineraryPlaces = pgTable(
  'itinerary_places',
  {
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itineraryId, t.locationId] }), index('itinerary_places_location_idx').on(t.locationId)],
);

/** One row per day; its date is the trip's start date plus `day_number - 1`, never stored. */
export const itineraryDays = pgTable(
  'itinerary_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    dayNumber: smallint('day_number').notNull(),
    placeId: integer('place_id').references(() => locations.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  (t) => [unique('itinerary_days_number_unique').on(t.itineraryId, t.dayNumber), check('itinerary_days_number_check', sql`${t.dayNumber} <> 0`), index('itinerary_days_place_idx').on(t.placeId)],
);

/**
 * What an item or a transport charge copies from the catalogue when it is added, so later catalogue
 * edits do not change a quote: names, supplier, and the prices of the seasons its dates fall in.
 * `line_*` are the unit prices summed over the dates covered, times the quantity, before the trip's
 * markup rule.
 */
const pricedLine = {
  variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  label: text('label').notNull(),
  variantName: text('variant_name'),
  supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
  supplierName: text('supplier_name'),
  notes: text('notes').notNull().default(''),
  priceSource: text('price_source').$type<PriceSource>().notNull(),
  seasonFrom: date('season_from', { mode: 'string' }),
  seasonTo: date('season_to', { mode: 'string' }),
  unitCostPaise: bigint('unit_cost_paise', { mode: 'number' }).notNull(),
  unitSellPaise: bigint('unit_sell_paise', { mode: 'number' }).notNull(),
  lineCostPaise: bigint('line_cost_paise', { mode: 'number' }).notNull(),
  lineSellPaise: bigint('line_sell_paise', { mode: 'number' }).notNull(),
};

export const itineraryItems = pgTable(
  'itinerary_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    dayId: integer('day_id')
      .notNull()
      .references(() => itineraryDays.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    category: text('category').$type<ProductCategoryType>(),
    quantity: smallint('quantity').notNull().default(1),
    nights: smallint('nights').notNull().default(1),
    time: text('time'),
    ...pricedLine,
    ...timestamps,
  },
  (t) => [
    check('itinerary_items_quantity_check', sql`${t.quantity} between 1 and 999 and ${t.nights} between 1 and 60`),
    check('itinerary_items_time_check', sql`${t.time} is null or ${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('itinerary_items_price_source_check', sql`${t.priceSource} in ('season', 'manual', 'no_season')`),
    check('itinerary_items_prices_check', sql`${t.unitCostPaise} >= 0 and ${t.unitSellPaise} >= 0 and ${t.lineCostPaise} >= 0 and ${t.lineSellPaise} >= 0`),
    index('itinerary_items_day_idx').on(t.dayId, t.position),
    index('itinerary_items_itinerary_idx').on(t.itineraryId),
    index('itinerary_items_variant_idx').on(t.variantId),
  ],
);

export const itineraryTransportCharges = pgTable(
  'itinerary_transport_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fromPlaceId: integer('from_place_id').references(() => locations.id, { onDelete: 'set null' }),
    toPlaceId: integer('to_place_id').references(() => locations.id, { onDelete: 'set null' }),
    basis: text('basis').$type<TransportBasis>().notNull().default('trip'),
    units: integer('units').notNull().default(1),
    vehicles: smallint('vehicles').notNull().default(1),
    ...pricedLine,
    ...timestamps,
  },
  (t) => [
    check('itinerary_transport_basis_check', sql`${t.basis} in ('trip', 'days', 'km')`),
    check('itinerary_transport_units_check', sql`${t.units} between 1 and 100000 and ${t.vehicles} between 1 and 999`),
    check('itinerary_transport_price_source_check', sql`${t.priceSource} in ('season', 'manual', 'no_season')`),
    check('itinerary_transport_prices_check', sql`${t.unitCostPaise} >= 0 and ${t.unitSellPaise} >= 0 and ${t.lineCostPaise} >= 0 and ${t.lineSellPaise} >= 0`),
    index('itinerary_transport_itinerary_idx').on(t.itineraryId, t.position),
  ],
);

/**
 * A frozen version: the whole schedule (heading, days, items, transport, pricing with the tax rules
 * and rates used) as it was, in `snapshot`. Never updated, except to record the customer's
 * acceptance; at most one version of a trip is the accepted one.
 */
export const finalItineraries = pgTable(
  'final_itineraries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    note: text('note').notNull().default(''),
    snapshot: jsonb('snapshot').notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    frozenBy: integer('frozen_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    frozenAt: timestamp('frozen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [
    unique('final_itineraries_version_unique').on(t.itineraryId, t.version),
    check('final_itineraries_version_check', sql`${t.version} > 0`),
    check('final_itineraries_accepted_check', sql`(${t.acceptedAt} is null) = (${t.acceptedBy} is null)`),
    uniqueIndex('final_itineraries_one_accepted_idx')
      .on(t.itineraryId)
      .where(sql`${t.acceptedAt} is not null`),
  ],
);

/**
 * A customer's link to one version. The token is the key (256 random bits); it is kept so staff
 * can copy the link again, and it stops working when revoked or expired.
 */
export const itineraryCustomerLinks = pgTable(
  'itinerary_customer_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    finalItineraryId: integer('final_itinerary_id')
      .notNull()
      .references(() => finalItineraries.id, { onDelete: 'restrict' }),
    token: text('token').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'restrict' }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true, mode: 'date' }),
    openCount: integer('open_count').notNull().default(0),
  },
  (t) => [uniqueIndex('itinerary_customer_links_token_idx').on(t.token), index('itinerary_customer_links_version_idx').on(t.finalItineraryId)],
);
