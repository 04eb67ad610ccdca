import { z } from 'zod';
import { pageOf } from './common.ts';
import { bodyId, multiLine, pageQuerySchema, queryId, queryList, querySearchText, singleLine } from './fields.ts';
import { GSTIN_PATTERN, PAN_PATTERN, gstinProblem, panOfGstin } from './gstin.ts';
import { PRODUCT_CATEGORY_TYPES, productCategoryTypeSchema } from './products.ts';
import { E164_PATTERN } from './suppliers.ts';

/**
 * B2B agents: travel agencies that sell our trips, with their contacts, tax identifiers, commission
 * (in basis points, optionally per product category), credit limit and status. Paths are in
 * agent-paths.ts; the wallet comes later.
 */

export const AGENT_AUDIT_ENTITY_TYPES = { agent: 'agent' } as const;

/** `active` books and pays; `on_hold` is kept from new business for a while; `closed` is done with us. */
export const AGENT_STATUSES = ['active', 'on_hold', 'closed'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];
export const AGENT_STATUS_LABELS: Record<AgentStatus, string> = { active: 'Active', on_hold: 'On hold', closed: 'Closed' };
export const agentStatusSchema = z.enum(AGENT_STATUSES, 'Choose active, on hold or closed');

export const AGENCY_NAME_MAX = 150;
export const AGENT_MAX_CONTACTS = 20;
/** 100% in basis points. */
export const COMMISSION_BP_MAX = 10_000;
/** ₹100 crore in paise: a credit limit beyond it is a typo. */
export const CREDIT_LIMIT_PAISE_MAX = 10_000_000_000;

const e164 = (what: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(E164_PATTERN, `Enter the ${what} in international format, e.g. +919812345678`));

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

export const agentContactSchema = z
  .object({
    name: singleLine('Enter the contact’s name', 100),
    phone: nullable(e164('phone number')),
    email: nullable(z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address'))),
    whatsapp: nullable(e164('WhatsApp number')),
  })
  .refine((contact) => contact.phone !== null || contact.email !== null || contact.whatsapp !== null, {
    message: 'Give at least a phone number, an email or a WhatsApp number',
    path: ['phone'],
  })
  .meta({ id: 'AgentContact' });
export type AgentContact = z.output<typeof agentContactSchema>;

const commissionBp = z
  .number('Enter the commission in basis points (1% = 100)')
  .int('Enter whole basis points (1% = 100)')
  .min(0, 'Enter 0 or more')
  .max(COMMISSION_BP_MAX, 'Enter at most 10000 (100%)');

export const commissionOverrideSchema = z.object({ category: productCategoryTypeSchema, commission_bp: commissionBp }).meta({ id: 'AgentCommissionOverride' });
export type CommissionOverride = z.output<typeof commissionOverrideSchema>;

const commissionOverrides = z
  .array(commissionOverrideSchema)
  .max(PRODUCT_CATEGORY_TYPES.length)
  .superRefine((overrides, ctx) => {
    const seen = new Set<string>();
    overrides.forEach((override, index) => {
      if (seen.has(override.category)) ctx.addIssue({ code: 'custom', path: [index, 'category'], message: 'This category has a commission already' });
      seen.add(override.category);
    });
  });

/** Upper-cased, spaces dropped; format and check character checked (gstin.ts). */
const gstinField = z
  .string()
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem === 'format') ctx.addIssue({ code: 'custom', message: 'Enter a 15-character GSTIN such as 27AAPFU0939F1ZV' });
    if (problem === 'check_digit') ctx.addIssue({ code: 'custom', message: 'This GSTIN’s last character does not match: check it for a typo' });
  });
const panField = z
  .string()
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .pipe(z.string().regex(PAN_PATTERN, 'Enter a 10-character PAN such as AAPFU0939F'));

/** The PAN a GSTIN holds must be the agency's PAN, when both are known. */
export function gstinPanMismatch(gstin: string | null, pan: string | null): boolean {
  return gstin !== null && pan !== null && GSTIN_PATTERN.test(gstin) && panOfGstin(gstin) !== pan;
}
export const GSTIN_PAN_MISMATCH = 'The GSTIN’s characters 3 to 12 must be the PAN';

const creditLimit = z
  .number('Enter the credit limit in paise')
  .int('Enter whole paise')
  .min(0, 'Enter 0 or more')
  .max(CREDIT_LIMIT_PAISE_MAX, 'That credit limit is too large');

const agentFields = {
  agency_name: singleLine('Enter the agency’s name', AGENCY_NAME_MAX),
  contacts: z.array(agentContactSchema).max(AGENT_MAX_CONTACTS, `Add at most ${AGENT_MAX_CONTACTS} contacts`),
  city: singleLine('Enter the city', 100),
  gstin: nullable(gstinField),
  pan: nullable(panField),
  commission_bp: commissionBp,
  commission_overrides: commissionOverrides,
  credit_limit_paise: creditLimit,
  notes: multiLine(5000),
  /** The staff member who looks after the agency, told when the wallet runs low. */
  account_manager_id: bodyId('Choose a staff member').nullable(),
  /** The account manager is told when the wallet's balance falls below this (may be below zero: into credit). */
  low_balance_alert_paise: z
    .number('Enter the low-balance alert in paise')
    .int('Enter whole paise')
    .min(-CREDIT_LIMIT_PAISE_MAX, 'That amount is too large')
    .max(CREDIT_LIMIT_PAISE_MAX, 'That amount is too large'),
};

export const agentCreateRequestSchema = z
  .object({
    agency_name: agentFields.agency_name,
    contacts: agentFields.contacts.default([]),
    city: agentFields.city,
    gstin: agentFields.gstin,
    pan: agentFields.pan,
    commission_bp: agentFields.commission_bp.default(0),
    commission_overrides: agentFields.commission_overrides.default([]),
    credit_limit_paise: agentFields.credit_limit_paise.default(0),
    notes: agentFields.notes.default(''),
    account_manager_id: agentFields.account_manager_id.default(null),
    low_balance_alert_paise: agentFields.low_balance_alert_paise.default(0),
  })
  .refine((agent) => !gstinPanMismatch(agent.gstin, agent.pan), { message: GSTIN_PAN_MISMATCH, path: ['gstin'] });
export type AgentCreateRequest = z.input<typeof agentCreateRequestSchema>;

/**
 * Every field optional; `contacts` and `commission_overrides` replace the whole list when given. The
 * status moves by its own call. The GSTIN and PAN are checked against each other as stored after the edit.
 */
export const agentUpdateRequestSchema = z.object({
  agency_name: agentFields.agency_name.optional(),
  contacts: agentFields.contacts.optional(),
  city: agentFields.city.optional(),
  gstin: agentFields.gstin.optional(),
  pan: agentFields.pan.optional(),
  commission_bp: agentFields.commission_bp.optional(),
  commission_overrides: agentFields.commission_overrides.optional(),
  credit_limit_paise: agentFields.credit_limit_paise.optional(),
  notes: agentFields.notes.optional(),
  account_manager_id: agentFields.account_manager_id.optional(),
  low_balance_alert_paise: agentFields.low_balance_alert_paise.optional(),
});
export type AgentUpdateRequest = z.input<typeof agentUpdateRequestSchema>;

/** Any status to any other; putting an agent on hold or closing it says why. */
export const agentStatusRequestSchema = z
  .object({ status: agentStatusSchema, reason: multiLine(1000).default('') })
  .refine((change) => change.status === 'active' || change.reason !== '', { message: 'Say why', path: ['reason'] });
export type AgentStatusRequest = z.input<typeof agentStatusRequestSchema>;

export const AGENT_ORDERINGS = ['name', '-name', 'created', '-created'] as const;
export type AgentOrdering = (typeof AGENT_ORDERINGS)[number];
export const agentListQuerySchema = pageQuerySchema.extend({
  /** Part of the agency's name, a contact's name, the city or the GSTIN. */
  search: querySearchText,
  /** Every status unless some are chosen. */
  status: queryList(agentStatusSchema).optional(),
  /** The city, ignoring case. */
  city: querySearchText,
  account_manager: queryId.optional(),
  ordering: z.enum(AGENT_ORDERINGS).default('name'),
});
export type AgentListQuery = z.input<typeof agentListQuerySchema>;

// ---------------------------------------------------------------- answers

const staffRefSchema = z.object({ id: z.number().int(), name: z.string() });
const contactViewSchema = z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable(), whatsapp: z.string().nullable() });

export const agentSummarySchema = z
  .object({
    id: z.number().int(),
    agency_name: z.string(),
    city: z.string(),
    status: agentStatusSchema,
    gstin: z.string().nullable(),
    commission_bp: z.number().int(),
    credit_limit_paise: z.number().int(),
    primary_contact: contactViewSchema.nullable(),
    account_manager: staffRefSchema.nullable(),
    /** The wallet at a glance; null to a caller without `wallet.view`. */
    wallet: z.object({ balance_paise: z.number().int(), available_paise: z.number().int() }).nullable(),
  })
  .meta({ id: 'AgentSummary' });
export type AgentSummary = z.infer<typeof agentSummarySchema>;
export const agentPageSchema = pageOf(agentSummarySchema);
export type AgentPage = z.infer<typeof agentPageSchema>;

export const agentDetailSchema = agentSummarySchema
  .extend({
    contacts: z.array(contactViewSchema),
    pan: z.string().nullable(),
    /** In the catalogue's category order. */
    commission_overrides: z.array(z.object({ category: productCategoryTypeSchema, commission_bp: z.number().int() })),
    /** Why it was last put on hold or closed; empty once active again. */
    status_reason: z.string(),
    low_balance_alert_paise: z.number().int(),
    status_changed_at: z.string().nullable(),
    notes: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AgentDetail' });
export type AgentDetail = z.infer<typeof agentDetailSchema>;
