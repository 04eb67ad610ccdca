import { sql } from 'drizzle-orm';
import { bigint, char, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DueKind, DueStatus, LinkStatus, PaymentKind, PaymentMethod, PlanKind } from '@ua/contracts';
import { timestamps } from './columns.ts';
import { bookings } from './bookings.ts';
import { messages } from './messaging.ts';
import { users } from './staff.ts';

/**
 * A booking's payment plan, as staff set it (an advance and a balance, or instalments). The dues it
 * made are the rows of payment_dues; this row keeps how they were asked for, to show and edit.
 */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PlanKind>().notNull(),
    advanceBp: integer('advance_bp'),
    advancePaise: bigint('advance_paise', { mode: 'number' }),
    balanceDaysBefore: smallint('balance_days_before'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [check('payment_plans_kind_check', sql`${t.kind} in ('advance_balance', 'instalments')`)],
);

/**
 * One due of a booking's plan. `paid_paise` is what the allocations of payments not reversed give it,
 * kept by every payment write; `status` follows from it and the date (dueStatusOf), and the daily sweep
 * moves unpaid dues to overdue. The dues of a booking add up to its total.
 */
export const paymentDues = pgTable(
  'payment_dues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').$type<DueKind>().notNull(),
    label: text('label').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').$type<DueStatus>().notNull().default('due'),
    waivedReason: text('waived_reason'),
    waivedAt: timestamp('waived_at', { withTimezone: true, mode: 'date' }),
    waivedBy: integer('waived_by').references(() => users.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    check('payment_dues_kind_check', sql`${t.kind} in ('advance', 'balance', 'instalment')`),
    check('payment_dues_status_check', sql`${t.status} in ('due', 'partly_paid', 'paid', 'overdue', 'waived')`),
    check('payment_dues_amounts_check', sql`${t.amountPaise} > 0 and ${t.paidPaise} >= 0 and ${t.paidPaise} <= ${t.amountPaise}`),
    check('payment_dues_waived_check', sql`(${t.status} = 'waived') = (${t.waivedAt} is not null)`),
    index('payment_dues_booking_idx').on(t.bookingId, t.position),
    index('payment_dues_open_idx').on(t.dueDate, t.id).where(sql`${t.status} in ('due', 'partly_paid', 'overdue')`),
  ],
);

/**
 * A gateway payment link for a due's open amount (or part of it). The row is written before the
 * gateway is asked (`creating`, with our `reference_id`), so a crash between the two is found again by
 * that id; the gateway's answers and webhooks move `status` forward only.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    dueId: integer('due_id')
      .notNull()
      .references(() => paymentDues.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    amountPaidPaise: bigint('amount_paid_paise', { mode: 'number' }).notNull().default(0),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<LinkStatus>().notNull().default('creating'),
    gateway: text('gateway').notNull().default('razorpay'),
    gatewayLinkId: text('gateway_link_id'),
    /** Ours, sent to the gateway: unique there too, so asking twice makes one link. */
    referenceId: text('reference_id').notNull(),
    shortUrl: text('short_url'),
    expireBy: timestamp('expire_by', { withTimezone: true, mode: 'date' }).notNull(),
    /** The staff's request key: the same request twice answers the same link. */
    idempotencyKey: text('idempotency_key').notNull(),
    error: text('error'),
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => paymentLinks.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'restrict' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('payment_links_status_check', sql`${t.status} in ('creating', 'created', 'partially_paid', 'paid', 'expired', 'cancelled', 'failed')`),
    check('payment_links_amounts_check', sql`${t.amountPaise} > 0 and ${t.amountPaidPaise} >= 0`),
    uniqueIndex('payment_links_reference_idx').on(t.referenceId),
    uniqueIndex('payment_links_gateway_idx').on(t.gateway, t.gatewayLinkId),
    uniqueIndex('payment_links_idempotency_idx').on(t.idempotencyKey),
    index('payment_links_booking_idx').on(t.bookingId, t.id),
    index('payment_links_due_idx').on(t.dueId, t.id),
    index('payment_links_live_idx').on(t.expireBy).where(sql`${t.status} in ('creating', 'created', 'partially_paid')`),
    // The lapsed-links sweep: expired links nothing has replaced.
    index('payment_links_lapsed_idx')
      .on(t.dueId, t.id)
      .where(sql`${t.status} = 'expired' and ${t.replacedById} is null`),
  ],
);

/**
 * Money in (`payment`) or back out (`refund`). Never deleted: a mistake is reversed, with a reason,
 * and its receipt number stays used. Each row carries its number of the gap-free series of its
 * financial year, and its share of the trip's TCS with the rule and rate it was reckoned by.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<PaymentKind>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    reference: text('reference').notNull().default(''),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** RC/2026-27/000123 or RF/2026-27/000004. */
    receiptNumber: text('receipt_number').notNull(),
    refundOfId: integer('refund_of_id').references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    linkId: integer('link_id').references(() => paymentLinks.id, { onDelete: 'restrict' }),
    gatewayPaymentId: text('gateway_payment_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the request asked, to tell a repeat from a different request under the same key. */
    requestHash: text('request_hash').notNull(),
    tcsPaise: bigint('tcs_paise', { mode: 'number' }).notNull().default(0),
    tcsRule: text('tcs_rule'),
    tcsRateBp: integer('tcs_rate_bp').notNull().default(0),
    reversedAt: timestamp('reversed_at', { withTimezone: true, mode: 'date' }),
    reversedBy: integer('reversed_by').references(() => users.id, { onDelete: 'restrict' }),
    reversalReason: text('reversal_reason'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_kind_check', sql`${t.kind} in ('payment', 'refund')`),
    check('payments_method_check', sql`${t.method} in ('upi', 'bank_transfer', 'card', 'cash', 'cheque', 'gateway', 'wallet')`),
    check('payments_amount_check', sql`${t.amountPaise} > 0 and ${t.tcsPaise} >= 0`),
    check('payments_refund_check', sql`(${t.kind} = 'refund') = (${t.refundOfId} is not null)`),
    check('payments_reversed_check', sql`(${t.reversedAt} is null) = (${t.reversalReason} is null)`),
    uniqueIndex('payments_receipt_idx').on(t.receiptNumber),
    uniqueIndex('payments_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('payments_gateway_payment_idx').on(t.gatewayPaymentId),
    index('payments_booking_idx').on(t.bookingId, t.id),
    index('payments_refund_of_idx').on(t.refundOfId),
  ],
);

/** How much of a payment went to which due. A reversed payment's allocations stay, and count for nothing. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    dueId: integer('due_id')
      .notNull()
      .references(() => paymentDues.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.dueId] }), check('payment_allocations_amount_check', sql`${t.amountPaise} > 0`), index('payment_allocations_due_idx').on(t.dueId)],
);

/**
 * The last number given in each receipt series (RC, RF) of each financial year (2026-27). Taken
 * with an update in the payment's own transaction, so a number is used exactly when its payment
 * commits: no gaps, no repeats, whatever runs at once.
 */
export const receiptSeries = pgTable(
  'receipt_series',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * Every gateway webhook taken in, once per event id (a repeat is answered 200 and ignored), with
 * what applying it came to.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gateway: text('gateway').notNull().default('razorpay'),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    gatewayLinkId: text('gateway_link_id'),
    payload: jsonb('payload').notNull(),
    /** applied, ignored (nothing to change), unknown_link. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gateway_events_event_idx').on(t.gateway, t.eventId), index('gateway_events_link_idx').on(t.gatewayLinkId)],
);

/** The reminders sent for a due, one per offset of the schedule (days from its date): the key that makes each go once. */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    dueId: integer('due_id')
      .notNull()
      .references(() => paymentDues.id, { onDelete: 'cascade' }),
    offsetDays: smallint('offset_days').notNull(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dueId, t.offsetDays] })],
);
