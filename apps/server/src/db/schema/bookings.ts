import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BookingStatus, IdDocumentType, MessageChannel, ProductCategoryType, ServiceSource, ServiceStatus, TravellerKind } from '@ua/contracts';
import { timestamps } from './columns.ts';
import { finalItineraries, itineraries } from './itineraries.ts';
import { messages } from './messaging.ts';
import { users } from './staff.ts';

/**
 * A booking: made from a trip's accepted version (one per trip), with the customer and dates copied
 * from it, the people who own and run it, and counts of its services by status that every service
 * write keeps (the list filters and shows them). `status` is derived (bookingStatusOf), never set by hand.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** UA-2026-000123: the year it was made and its id. */
    reference: text('reference').notNull(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'restrict' }),
    finalItineraryId: integer('final_itinerary_id')
      .notNull()
      .references(() => finalItineraries.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('confirming'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerWhatsapp: text('customer_whatsapp').notNull().default(''),
    customerCity: text('customer_city').notNull().default(''),
    tripTitle: text('trip_title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    nights: smallint('nights').notNull(),
    travellersCount: smallint('travellers_count').notNull().default(0),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    assignedToId: integer('assigned_to_id').references(() => users.id, { onDelete: 'restrict' }),
    notes: text('notes').notNull().default(''),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    servicesTotal: smallint('services_total').notNull().default(0),
    servicesConfirmed: smallint('services_confirmed').notNull().default(0),
    servicesOpen: smallint('services_open').notNull().default(0),
    servicesRejected: smallint('services_rejected').notNull().default(0),
    servicesCancelled: smallint('services_cancelled').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'restrict' }),
    cancelReason: text('cancel_reason').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bookings_itinerary_idx').on(t.itineraryId),
    uniqueIndex('bookings_reference_idx').on(t.reference),
    check('bookings_status_check', sql`${t.status} in ('confirming', 'confirmed', 'travelling', 'completed', 'cancelled')`),
    check('bookings_cancelled_check', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check('bookings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_counts_check', sql`${t.servicesConfirmed} + ${t.servicesOpen} + ${t.servicesCancelled} = ${t.servicesTotal} and ${t.servicesRejected} <= ${t.servicesOpen}`),
    // The list's travel window (last day on or after one date, first day on or before another): the
    // last day is a key of its own so the index, walked in the list's order, passes over trips already
    // over without reading their rows, and a count of the window reads the index alone.
    index('bookings_travel_idx').on(t.startDate, t.id, t.endDate),
    index('bookings_status_travel_idx').on(t.status, t.startDate, t.endDate),
    // The bookings with a service still to confirm, the operations desk's queue: a few of all.
    index('bookings_unconfirmed_idx')
      .on(t.startDate, t.id, t.endDate)
      .where(sql`${t.servicesOpen} > 0`),
    index('bookings_owner_idx').on(t.ownerId, t.startDate),
    index('bookings_assigned_idx').on(t.assignedToId, t.startDate),
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_updated_idx').on(t.updatedAt, t.id),
    // The search looks for its words in the customer's name and the trip's title alike.
    index('bookings_customer_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('bookings_trip_title_trgm_idx').using('gin', t.tripTitle.op('gin_trgm_ops')),
  ],
);

/** The people travelling. ID numbers are kept whole and answered masked (the whole number only to bookings.manage, audited). */
export const bookingTravellers = pgTable(
  'booking_travellers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<TravellerKind>().notNull(),
    age: smallint('age'),
    lead: boolean('lead').notNull().default(false),
    idDocumentType: text('id_document_type').$type<IdDocumentType>(),
    idDocumentNumber: text('id_document_number'),
    ...timestamps,
  },
  (t) => [
    check('booking_travellers_kind_check', sql`${t.kind} in ('adult', 'child', 'infant')`),
    check('booking_travellers_document_check', sql`${t.idDocumentNumber} is null or ${t.idDocumentType} is not null`),
    index('booking_travellers_booking_idx').on(t.bookingId, t.position),
  ],
);

/**
 * One service per line of the accepted version (a day's item or a transport charge), with what the
 * supplier is asked for copied from it, and where the supplier stands on it.
 */
export const bookingServices = pgTable(
  'booking_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    source: text('source').$type<ServiceSource>().notNull(),
    /** The item's or charge's id in the version's snapshot. */
    sourceLineId: integer('source_line_id').notNull(),
    category: text('category').$type<ProductCategoryType>(),
    dayNumber: smallint('day_number'),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    nights: smallint('nights').notNull().default(0),
    placeId: integer('place_id'),
    placeName: text('place_name'),
    label: text('label').notNull(),
    productId: integer('product_id'),
    variantId: integer('variant_id'),
    variantName: text('variant_name'),
    supplierId: integer('supplier_id'),
    supplierName: text('supplier_name'),
    quantity: smallint('quantity').notNull(),
    travellersText: text('travellers_text').notNull(),
    time: text('time'),
    notes: text('notes').notNull().default(''),
    status: text('status').$type<ServiceStatus>().notNull().default('pending'),
    statusReason: text('status_reason').notNull().default(''),
    confirmationNumber: text('confirmation_number'),
    voucherNumber: text('voucher_number'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }),
    requestChannel: text('request_channel').$type<MessageChannel>(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    currency: char('currency', { length: 3 }).notNull(),
    costPaise: bigint('cost_paise', { mode: 'number' }).notNull(),
    sellPaise: bigint('sell_paise', { mode: 'number' }).notNull(),
    costAtBookingPaise: bigint('cost_at_booking_paise', { mode: 'number' }).notNull(),
    sellAtBookingPaise: bigint('sell_at_booking_paise', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [
    check('booking_services_status_check', sql`${t.status} in ('pending', 'requested', 'confirmed', 'rejected', 'cancelled')`),
    check('booking_services_source_check', sql`${t.source} in ('item', 'transport')`),
    check('booking_services_confirmed_check', sql`(${t.status} = 'confirmed') <= (${t.confirmationNumber} is not null and ${t.voucherNumber} is not null)`),
    check('booking_services_dates_check', sql`${t.lastDate} >= ${t.firstDate}`),
    check('booking_services_prices_check', sql`${t.costPaise} >= 0 and ${t.sellPaise} >= 0 and ${t.costAtBookingPaise} >= 0 and ${t.sellAtBookingPaise} >= 0`),
    index('booking_services_booking_idx').on(t.bookingId, t.position),
    index('booking_services_supplier_idx').on(t.supplierId, t.bookingId),
    // Requests a supplier has not answered, a few of all services: which bookings have one (the
    // list's filter, the desk's count) and the oldest first (the operations dashboard).
    index('booking_services_requested_idx')
      .on(t.bookingId)
      .where(sql`${t.status} = 'requested'`),
    index('booking_services_requested_at_idx')
      .on(t.requestedAt, t.id)
      .where(sql`${t.status} = 'requested'`),
    uniqueIndex('booking_services_voucher_idx')
      .on(t.voucherNumber)
      .where(sql`${t.voucherNumber} is not null`),
  ],
);

/**
 * A signed link of one service for one purpose: the supplier's answer page (used once, retired by a
 * newer request) or the traveller's voucher. The token is `<id>-<expiry>-<HMAC>`: nothing secret is stored.
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => bookingServices.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'supplier_answer' | 'voucher'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('booking_links_purpose_check', sql`${t.purpose} in ('supplier_answer', 'voucher')`), index('booking_links_service_idx').on(t.serviceId, t.purpose)],
);

/**
 * What happened to a booking and its services, in order: made, assigned, travellers changed,
 * requested, confirmed, rejected, cancelled, supplier changed, voucher sent, status moved. Append-only;
 * with messages and comments it makes the timeline.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => bookingServices.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** `staff` (actor_id), `supplier` (through their link) or `system` (a job). */
    actorKind: text('actor_kind').$type<'staff' | 'supplier' | 'system'>().notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    title: text('title').notNull(),
    detail: text('detail').notNull().default(''),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('booking_events_actor_check', sql`${t.actorKind} in ('staff', 'supplier', 'system')`), index('booking_events_booking_idx').on(t.bookingId, t.at, t.id)],
);

export const bookingComments = pgTable(
  'booking_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    mentionIds: integer('mention_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('booking_comments_booking_idx').on(t.bookingId, t.id)],
);

/** A comment's earlier texts: an edit keeps what it replaced. */
export const bookingCommentRevisions = pgTable(
  'booking_comment_revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => bookingComments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('booking_comment_revisions_comment_idx').on(t.commentId, t.id)],
);
