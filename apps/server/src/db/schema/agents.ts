import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AgentStatus, ProductCategoryType, TopUpStatus, WalletEntryType } from '@ua/contracts';
import { bookings } from './bookings.ts';
import { payments } from './payments.ts';
import { timestamps } from './columns.ts';
import { productCategories } from './catalogue.ts';
import { users } from './staff.ts';

const AGENT_STATUS_VALUES = ['active', 'on_hold', 'closed'] as const satisfies readonly AgentStatus[];

/**
 * B2B travel agencies. The agency's name is unique ignoring case. The checks repeat the contracts'
 * rules as a backstop: the GSTIN's and PAN's formats (the GSTIN's check character is the service's),
 * the PAN inside the GSTIN, commission within 0-100% in basis points, and a credit limit of zero or more.
 */
export const agents = pgTable(
  'agents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agencyName: text('agency_name').notNull(),
    city: text('city').notNull(),
    gstin: text('gstin'),
    pan: text('pan'),
    /** The default commission, in basis points (1% = 100). */
    commissionBp: integer('commission_bp').notNull().default(0),
    creditLimitPaise: bigint('credit_limit_paise', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: AGENT_STATUS_VALUES }).notNull().default('active'),
    /** Why it was last put on hold or closed. */
    statusReason: text('status_reason').notNull().default(''),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }),
    notes: text('notes').notNull().default(''),
    accountManagerId: integer('account_manager_id').references(() => users.id, { onDelete: 'restrict' }),
    /**
     * The wallet's balance: the sum of the agent's wallet_entries, kept by the one write that adds an
     * entry (in its transaction, under this row's lock). The check below is the backstop of the
     * credit limit: no write, however it races, leaves the balance below minus the limit.
     */
    walletBalancePaise: bigint('wallet_balance_paise', { mode: 'number' }).notNull().default(0),
    /** The account manager is told when the balance falls below this. */
    lowBalanceAlertPaise: bigint('low_balance_alert_paise', { mode: 'number' }).notNull().default(0),
    /** When the account manager was told of the balance falling below the alert; cleared when it is back above. */
    lowBalanceAlertedAt: timestamp('low_balance_alerted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('agents_agency_name_lower_key').on(sql`lower(${t.agencyName})`),
    check('agents_status_check', sql`${t.status} in ('active', 'on_hold', 'closed')`),
    check('agents_commission_check', sql`${t.commissionBp} between 0 and 10000`),
    check('agents_credit_limit_check', sql`${t.creditLimitPaise} >= 0`),
    check('agents_wallet_floor_check', sql`${t.walletBalancePaise} >= -${t.creditLimitPaise}`),
    check('agents_gstin_check', sql`${t.gstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`),
    check('agents_pan_check', sql`${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check('agents_gstin_pan_check', sql`${t.gstin} is null or ${t.pan} is null or substr(${t.gstin}, 3, 10) = ${t.pan}`),
    index('agents_name_idx').on(t.agencyName, t.id),
    index('agents_status_idx').on(t.status, t.agencyName),
    index('agents_city_idx').on(sql`lower(${t.city})`),
    index('agents_account_manager_idx').on(t.accountManagerId),
    index('agents_newest_idx').on(t.createdAt, t.id),
    index('agents_agency_name_trgm_idx').using('gin', t.agencyName.op('gin_trgm_ops')),
  ],
);

/** An agency's contact people, in the order staff listed them (the first is the primary one). */
export const agentContacts = pgTable(
  'agent_contacts',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    whatsapp: text('whatsapp'),
  },
  (t) => [
    primaryKey({ name: 'agent_contacts_pkey', columns: [t.agentId, t.position] }),
    check('agent_contacts_position_check', sql`${t.position} between 0 and 19`),
    check('agent_contacts_reachable_check', sql`${t.phone} is not null or ${t.email} is not null or ${t.whatsapp} is not null`),
    index('agent_contacts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Commission for one product category, instead of the agent's default. */
export const agentCommissions = pgTable(
  'agent_commissions',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    category: text('category').$type<ProductCategoryType>().notNull(),
    commissionBp: integer('commission_bp').notNull(),
  },
  (t) => [
    primaryKey({ name: 'agent_commissions_pkey', columns: [t.agentId, t.category] }),
    foreignKey({ name: 'agent_commissions_category_fk', columns: [t.category], foreignColumns: [productCategories.typeName] }).onDelete('restrict'),
    check('agent_commissions_bp_check', sql`${t.commissionBp} between 0 and 10000`),
  ],
);

/**
 * One agent's wallet ledger. Append-only: a trigger refuses every UPDATE and DELETE, so a mistake is
 * corrected by a `reversal` entry (one per entry reversed). Amounts are signed paise, their sign set by
 * the type. Every entry carries the idempotency key of the write that made it.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    type: text('type').$type<WalletEntryType>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reference: text('reference').notNull().default(''),
    reason: text('reason').notNull().default(''),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    topUpId: integer('top_up_id').references((): AnyPgColumn => walletTopUps.id, { onDelete: 'restrict' }),
    reversesEntryId: integer('reverses_entry_id').references((): AnyPgColumn => walletEntries.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_entries_type_check', sql`${t.type} in ('top_up', 'booking_payment', 'commission', 'refund', 'adjustment', 'reversal')`),
    check(
      'wallet_entries_sign_check',
      sql`${t.amountPaise} <> 0 and (${t.type} in ('adjustment', 'reversal') or (${t.type} = 'booking_payment') = (${t.amountPaise} < 0))`,
    ),
    check('wallet_entries_reversal_check', sql`(${t.type} = 'reversal') = (${t.reversesEntryId} is not null)`),
    check('wallet_entries_top_up_check', sql`(${t.type} = 'top_up') = (${t.topUpId} is not null)`),
    check('wallet_entries_booking_check', sql`${t.type} not in ('booking_payment', 'commission', 'refund') or ${t.bookingId} is not null`),
    check('wallet_entries_payment_check', sql`${t.type} not in ('booking_payment', 'refund') or ${t.paymentId} is not null`),
    uniqueIndex('wallet_entries_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('wallet_entries_reverses_idx').on(t.reversesEntryId),
    uniqueIndex('wallet_entries_top_up_idx').on(t.topUpId),
    index('wallet_entries_agent_idx').on(t.agentId, t.id),
    index('wallet_entries_agent_time_idx').on(t.agentId, t.createdAt),
    index('wallet_entries_booking_idx').on(t.bookingId),
    index('wallet_entries_payment_idx').on(t.paymentId),
  ],
);

/**
 * An agent's transfer, recorded by one person and approved by another (`wallet.adjust`) before it
 * credits the wallet; a request nobody decides expires.
 */
export const walletTopUps = pgTable(
  'wallet_top_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    bankReference: text('bank_reference').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status').$type<TopUpStatus>().notNull().default('pending'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decisionReason: text('decision_reason').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
  },
  (t) => [
    check('wallet_top_ups_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'expired')`),
    check('wallet_top_ups_amount_check', sql`${t.amountPaise} > 0`),
    check('wallet_top_ups_decided_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
    /** Four eyes: who recorded the transfer never approves it. */
    check('wallet_top_ups_four_eyes_check', sql`${t.status} <> 'approved' or (${t.decidedBy} is not null and ${t.decidedBy} <> ${t.requestedBy})`),
    uniqueIndex('wallet_top_ups_idempotency_idx').on(t.idempotencyKey),
    index('wallet_top_ups_agent_idx').on(t.agentId, t.id),
    index('wallet_top_ups_status_idx').on(t.status, t.expiresAt),
  ],
);
