import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AgentStatus, ProductCategoryType } from '@ua/contracts';
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('agents_agency_name_lower_key').on(sql`lower(${t.agencyName})`),
    check('agents_status_check', sql`${t.status} in ('active', 'on_hold', 'closed')`),
    check('agents_commission_check', sql`${t.commissionBp} between 0 and 10000`),
    check('agents_credit_limit_check', sql`${t.creditLimitPaise} >= 0`),
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
