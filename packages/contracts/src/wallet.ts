import { z } from 'zod';
import { pageOf } from './common.ts';
import { bodyId, isoDateField, multiLine, optionalLine, pageQuerySchema, queryId, queryList } from './fields.ts';
import { idempotencyKeyField, paiseField, reasonField, reasonRequestSchema } from './payments.ts';

/**
 * Agents' wallets: one append-only ledger per agent, in paise (INR). The balance is the sum of the
 * entries; available funds are the balance plus the credit limit, and no debit takes the balance below
 * minus the credit limit. An entry is never changed or deleted: a mistake is corrected by a reversing
 * entry. Paths are in agent-paths.ts.
 */

export const WALLET_AUDIT_ENTITY_TYPES = { walletEntry: 'wallet_entry', walletTopUp: 'wallet_top_up' } as const;

/**
 * `top_up` credits an approved transfer; `booking_payment` debits a due paid from the wallet;
 * `commission` credits the agent's commission when a booking completes; `refund` credits money of a
 * wallet payment given back; `adjustment` is a correction either way by a `wallet.adjust` holder with a
 * reason; `reversal` undoes one earlier entry, by its opposite amount.
 */
export const WALLET_ENTRY_TYPES = ['top_up', 'booking_payment', 'commission', 'refund', 'adjustment', 'reversal'] as const;
export type WalletEntryType = (typeof WALLET_ENTRY_TYPES)[number];
export const WALLET_ENTRY_TYPE_LABELS: Record<WalletEntryType, string> = {
  top_up: 'Top-up',
  booking_payment: 'Booking payment',
  commission: 'Commission',
  refund: 'Refund',
  adjustment: 'Adjustment',
  reversal: 'Reversal',
};
export const walletEntryTypeSchema = z.enum(WALLET_ENTRY_TYPES, 'Choose an entry type');

/** A top-up request waits for a second person; it expires if nobody decides in time. */
export const TOP_UP_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];
export const TOP_UP_STATUS_LABELS: Record<TopUpStatus, string> = { pending: 'Awaiting approval', approved: 'Approved', rejected: 'Rejected', expired: 'Expired' };
export const topUpStatusSchema = z.enum(TOP_UP_STATUSES, 'Choose a status');
/** Days a top-up request waits for approval before it expires. */
export const TOP_UP_EXPIRY_DAYS = 7;

/** The statement's longest period: a little over two years. */
export const STATEMENT_MAX_DAYS = 800;
/**
 * The statement's entries come a page at a time: a busy agency's year is thousands of them. A page
 * is larger than a list's, since a statement is read through; the CSV and PDF carry the whole period.
 */
export const STATEMENT_PAGE_SIZE = 100;
export const STATEMENT_MAX_PAGE_SIZE = 500;

// ---------------------------------------------------------------- requests

/** A signed correction in paise, not zero. */
const signedPaise = z
  .number('Enter the amount in paise')
  .int('Enter whole paise')
  .min(-100_000_000_000, 'That amount is too large')
  .max(100_000_000_000, 'That amount is too large')
  .refine((value) => value !== 0, 'Enter an amount other than zero');

/** `wallet.adjust`: a correction either way (positive credits, negative debits), with why. */
export const walletAdjustmentRequestSchema = z.object({
  amount_paise: signedPaise,
  reason: reasonField,
  reference: optionalLine(100).default(''),
  idempotency_key: idempotencyKeyField,
});
export type WalletAdjustmentRequest = z.input<typeof walletAdjustmentRequestSchema>;

/** `wallet.adjust`: undo an entry by its opposite; a booking payment is undone with its payment. */
export const walletReversalRequestSchema = z.object({ reason: reasonField, idempotency_key: idempotencyKeyField });
export type WalletReversalRequest = z.input<typeof walletReversalRequestSchema>;

/** `wallet.adjust` or `payments.record` records the agent's transfer; a different `wallet.adjust` holder approves it. */
export const topUpRequestSchema = z.object({
  amount_paise: paiseField('Enter the amount transferred'),
  /** The UTR or the bank's reference of the transfer. */
  bank_reference: optionalLine(100).refine((value) => value !== '', 'Enter the bank reference (UTR) of the transfer'),
  received_on: isoDateField,
  notes: multiLine(1000).default(''),
  idempotency_key: idempotencyKeyField,
});
export type TopUpRequest = z.input<typeof topUpRequestSchema>;

export const topUpRejectRequestSchema = reasonRequestSchema;
export type TopUpRejectRequest = z.input<typeof topUpRejectRequestSchema>;

/** Pay a booking's dues from its agent's wallet: `payments.record` and `wallet.view`. */
export const walletPayRequestSchema = z.object({
  booking_id: bodyId('Choose the booking'),
  amount_paise: paiseField('Enter the amount to pay'),
  /** The dues to pay, in this order; none: the oldest open dues first. */
  due_ids: z.array(bodyId('No such due')).max(24).optional(),
  idempotency_key: idempotencyKeyField,
});
export type WalletPayRequest = z.input<typeof walletPayRequestSchema>;

/** Give part or all of a wallet payment back to the wallet (a refund note and a `refund` credit). */
export const walletReturnRequestSchema = z.object({
  payment_id: bodyId('Choose the payment'),
  amount_paise: paiseField('Enter the amount to return'),
  reason: reasonField,
  idempotency_key: idempotencyKeyField,
});
export type WalletReturnRequest = z.input<typeof walletReturnRequestSchema>;

/** `/api/agents/{id}/wallet/entries/{entryId}/...` */
export const walletEntryParamsSchema = z.object({ id: queryId, entryId: queryId });

export const walletEntryQuerySchema = pageQuerySchema.extend({ type: queryList(walletEntryTypeSchema).optional() });
export type WalletEntryQuery = z.input<typeof walletEntryQuerySchema>;

export const topUpListQuerySchema = pageQuerySchema.extend({
  /** Pending unless others are chosen. */
  status: queryList(topUpStatusSchema).optional(),
  agent: queryId.optional(),
});
export type TopUpListQuery = z.input<typeof topUpListQuerySchema>;

/** A statement's period, both days included, in India's calendar. */
type Period = { from: string; to: string };
const endsAfterStart: [(period: Period) => boolean, { message: string; path: string[] }] = [(period) => period.from <= period.to, { message: 'The period must end on or after its first day', path: ['to'] }];
const notTooLong: [(period: Period) => boolean, { message: string; path: string[] }] = [
  (period) => (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 <= STATEMENT_MAX_DAYS,
  { message: `Choose at most ${STATEMENT_MAX_DAYS} days`, path: ['to'] },
];

/** The period of the statement's CSV, PDF and signed link, which carry every entry in it. */
export const statementQuerySchema = z
  .object({ from: isoDateField, to: isoDateField })
  .refine(...endsAfterStart)
  .refine(...notTooLong);
export type StatementQuery = z.input<typeof statementQuerySchema>;

/** The period and one page of its entries, for the statement as JSON. */
export const statementPageQuerySchema = z
  .object({
    from: isoDateField,
    to: isoDateField,
    page: pageQuerySchema.shape.page,
    page_size: z.coerce.number().int().min(1).max(STATEMENT_MAX_PAGE_SIZE).default(STATEMENT_PAGE_SIZE),
  })
  .refine(...endsAfterStart)
  .refine(...notTooLong);
export type StatementPageQuery = z.input<typeof statementPageQuerySchema>;

export const statementMailRequestSchema = z
  .object({
    from: isoDateField,
    to: isoDateField,
    /** None: the agency's first contact with an email. */
    email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')).optional(),
  })
  .refine(...endsAfterStart)
  .refine(...notTooLong);
export type StatementMailRequest = z.input<typeof statementMailRequestSchema>;
export const statementMailResponseSchema = z.object({ message_id: z.number().int() });

// ---------------------------------------------------------------- answers

const staffRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const walletSummarySchema = z
  .object({
    agent_id: z.number().int(),
    currency: z.literal('INR'),
    balance_paise: z.number().int(),
    credit_limit_paise: z.number().int(),
    /** Balance plus credit limit: what the agent can still spend. */
    available_paise: z.number().int(),
    /** The account manager is told when the balance falls below this. */
    low_balance_alert_paise: z.number().int(),
    pending_top_ups: z.number().int(),
    pending_top_ups_paise: z.number().int(),
    /** Commission credited, less its reversals. */
    commission_earned_paise: z.number().int(),
  })
  .meta({ id: 'WalletSummary' });
export type WalletSummary = z.infer<typeof walletSummarySchema>;

export const walletEntrySchema = z
  .object({
    id: z.number().int(),
    type: walletEntryTypeSchema,
    /** Signed: credits positive, debits negative. */
    amount_paise: z.number().int(),
    /** The balance after this entry, in ledger order. */
    balance_after_paise: z.number().int(),
    reference: z.string(),
    reason: z.string(),
    booking: z.object({ id: z.number().int(), reference: z.string() }).nullable(),
    payment: z.object({ id: z.number().int(), receipt_number: z.string() }).nullable(),
    top_up_id: z.number().int().nullable(),
    reverses_entry_id: z.number().int().nullable(),
    reversed_by_entry_id: z.number().int().nullable(),
    created_by: staffRefSchema.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'WalletEntry' });
export type WalletEntry = z.infer<typeof walletEntrySchema>;
export const walletEntryPageSchema = pageOf(walletEntrySchema);
export type WalletEntryPage = z.infer<typeof walletEntryPageSchema>;

export const walletWriteResponseSchema = z.object({ entry: walletEntrySchema, wallet: walletSummarySchema, replayed: z.boolean() }).meta({ id: 'WalletWrite' });
export type WalletWriteResponse = z.infer<typeof walletWriteResponseSchema>;

export const topUpSchema = z
  .object({
    id: z.number().int(),
    agent: z.object({ id: z.number().int(), agency_name: z.string() }),
    amount_paise: z.number().int(),
    bank_reference: z.string(),
    received_on: z.string(),
    notes: z.string(),
    status: topUpStatusSchema,
    requested_by: staffRefSchema,
    requested_at: z.string(),
    expires_at: z.string(),
    decided_by: staffRefSchema.nullable(),
    decided_at: z.string().nullable(),
    decision_reason: z.string(),
    /** The wallet's credit, once approved. */
    entry_id: z.number().int().nullable(),
  })
  .meta({ id: 'WalletTopUp' });
export type TopUp = z.infer<typeof topUpSchema>;
export const topUpPageSchema = pageOf(topUpSchema);
export type TopUpPage = z.infer<typeof topUpPageSchema>;
export const topUpWriteResponseSchema = z.object({ top_up: topUpSchema, replayed: z.boolean() });
export type TopUpWriteResponse = z.infer<typeof topUpWriteResponseSchema>;

/** The agent of a booking's trip and its wallet, for the booking's payments panel. */
export const bookingWalletResponseSchema = z.object({
  agent: z.object({ id: z.number().int(), agency_name: z.string(), status: z.enum(['active', 'on_hold', 'closed']) }).nullable(),
  wallet: walletSummarySchema.nullable(),
});
export type BookingWalletResponse = z.infer<typeof bookingWalletResponseSchema>;

export const walletPayResponseSchema = z.object({
  entry: walletEntrySchema,
  wallet: walletSummarySchema,
  payment: z.object({ id: z.number().int(), receipt_number: z.string(), amount_paise: z.number().int() }),
  replayed: z.boolean(),
});
export type WalletPayResponse = z.infer<typeof walletPayResponseSchema>;

/** What a statement says of its whole period, whichever of its entries it shows. */
const statementFiguresSchema = z.object({
  agent: z.object({ id: z.number().int(), agency_name: z.string(), city: z.string(), gstin: z.string().nullable() }),
  from: z.string(),
  to: z.string(),
  /** The sum of every entry before the period. */
  opening_balance_paise: z.number().int(),
  credits_paise: z.number().int(),
  debits_paise: z.number().int(),
  closing_balance_paise: z.number().int(),
  generated_at: z.string(),
});
export type StatementFigures = z.infer<typeof statementFiguresSchema>;

/**
 * The statement as JSON: the period's figures, and one page of its entries (`count` of them in all),
 * oldest first, each with the running balance after it, right on any page.
 */
export const statementPageSchema = statementFiguresSchema.extend(pageOf(walletEntrySchema).shape).meta({ id: 'WalletStatement' });
export type StatementPage = z.infer<typeof statementPageSchema>;

/** The whole period's statement, as the CSV and the PDF print it: every entry, oldest first. */
export type Statement = StatementFigures & { entries: WalletEntry[] };

/** The trips an agent brought, with their bookings and the commission each earns or earned. */
export const agentTripSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  customer_name: z.string(),
  start_date: z.string(),
  status: z.string(),
  quoted_total_paise: z.number().int(),
  booking: z.object({ id: z.number().int(), reference: z.string(), status: z.string(), total_paise: z.number().int() }).nullable(),
  /** On the accepted version (else the quote as it stands), at the agent's rates. */
  commission_paise: z.number().int(),
  commission_credited: z.boolean(),
});
export type AgentTrip = z.infer<typeof agentTripSchema>;
export const agentTripsResponseSchema = z.object({ trips: z.array(agentTripSchema) });
export type AgentTripsResponse = z.infer<typeof agentTripsResponseSchema>;

/** An agent's commission, the pure rule: each category's base at its rate (else the default), rounded half up per category. */
export function commissionOf(bases: readonly { category: string; base_paise: number }[], defaultBp: number, overrides: readonly { category: string; commission_bp: number }[]): number {
  const rates = new Map(overrides.map((override) => [override.category, override.commission_bp]));
  return bases.reduce((sum, { category, base_paise }) => sum + Math.floor((base_paise * (rates.get(category) ?? defaultBp) + 5_000) / 10_000), 0);
}
