import { z } from 'zod';
import { pageOf } from './common.ts';
import { bodyId, isoDateField, multiLine, optionalLine, pageQuerySchema, queryBoolean, queryId, queryList, singleLine } from './fields.ts';
import { MESSAGE_CHANNELS } from './messaging.ts';
import { BOOKING_STATUSES } from './bookings.ts';

/**
 * Payments: a booking's plan of dues (adding up to the accepted version's total with taxes), the
 * payments received and how each is allocated to the dues, receipts from a gap-free series per
 * financial year, reversals and refunds, gateway payment links, and the payment mails. Money is
 * integer paise everywhere. Paths are in payment-paths.ts.
 */

export const PAYMENT_AUDIT_ENTITY_TYPES = {
  plan: 'payment_plan',
  due: 'payment_due',
  payment: 'payment',
  link: 'payment_link',
} as const;

// ---------------------------------------------------------------- dues

/** `due -> partly_paid -> paid`; `overdue` once its date has passed unpaid (partly paid or not); `waived` with a reason. */
export const DUE_STATUSES = ['due', 'partly_paid', 'paid', 'overdue', 'waived'] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];
export const DUE_STATUS_LABELS: Record<DueStatus, string> = {
  due: 'Due',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  waived: 'Waived',
};
/** Dues that still want money. */
export const OPEN_DUE_STATUSES = ['due', 'partly_paid', 'overdue'] as const satisfies readonly DueStatus[];

export const DUE_KINDS = ['advance', 'balance', 'instalment'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

/** An advance due at booking and the balance N days before travel; or instalments of the staff's own making. */
export const PLAN_KINDS = ['advance_balance', 'instalments'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** The plan staff start from: 25% now, the rest 30 days before travel. */
export const DEFAULT_PLAN = { advance_bp: 2500, balance_days_before: 30 } as const;

// ---------------------------------------------------------------- payments

export const PAYMENT_METHODS = ['upi', 'bank_transfer', 'card', 'cash', 'cheque', 'gateway', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  gateway: 'Payment link',
  wallet: "Agent's wallet",
};
/** What staff record by hand; gateway payments come from the gateway, wallet payments from the agent's wallet. */
export const MANUAL_PAYMENT_METHODS = ['upi', 'bank_transfer', 'card', 'cash', 'cheque'] as const satisfies readonly PaymentMethod[];
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/** Money in (`payment`, with a receipt) or back out to the customer (`refund`, with a refund note). */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

// ---------------------------------------------------------------- links

/**
 * The gateway's states (`created`, `partially_paid`, `paid`, `expired`, `cancelled`), plus ours:
 * `creating` while the gateway is asked, `failed` when it refused.
 */
export const LINK_STATUSES = ['creating', 'created', 'partially_paid', 'paid', 'expired', 'cancelled', 'failed'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];
export const LINK_STATUS_LABELS: Record<LinkStatus, string> = {
  creating: 'Creating',
  created: 'Open',
  partially_paid: 'Partly paid',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
  failed: 'Failed',
};
/** Links a customer can still pay. */
export const LIVE_LINK_STATUSES = ['created', 'partially_paid'] as const satisfies readonly LinkStatus[];
/** A link stays open this many days unless asked otherwise (the gateway allows up to 180). */
export const DEFAULT_LINK_DAYS = 7;

// ---------------------------------------------------------------- mails

export const PAYMENT_MAIL_KINDS = ['request', 'reminder', 'receipt', 'overdue'] as const;
export type PaymentMailKind = (typeof PAYMENT_MAIL_KINDS)[number];
export const PAYMENT_MAIL_LABELS: Record<PaymentMailKind, string> = {
  request: 'Payment request',
  reminder: 'Reminder',
  receipt: 'Receipt',
  overdue: 'Overdue notice',
};
/** The message template each kind is sent with, by mail and by WhatsApp alike. */
export const PAYMENT_MAIL_TEMPLATES: Record<PaymentMailKind, string> = {
  request: 'payment_request',
  reminder: 'payment_reminder',
  receipt: 'payment_receipt',
  overdue: 'payment_overdue',
};

/** The reminder schedule: days from a due's date (7 and 3 before, the day, 1 and 3 after), each sent once. */
export const REMINDER_OFFSETS = [-7, -3, 0, 1, 3] as const;

/** The accounts view's overdue ages, in days past the due date. */
export const OVERDUE_BUCKETS = ['0-7', '8-30', '31+'] as const;
export type OverdueBucket = (typeof OVERDUE_BUCKETS)[number];
/** What is owed, by age: not yet due, or overdue by one of the buckets. */
export const RECEIVABLE_AGES = ['not_due', ...OVERDUE_BUCKETS] as const;
export type ReceivableAge = (typeof RECEIVABLE_AGES)[number];

// ---------------------------------------------------------------- requests

/** A positive amount in paise, up to ₹100 crore. */
export const paiseField = (missing: string) => z.number(missing).int('Enter whole paise').positive('Enter an amount above zero').max(100_000_000_000, 'That amount is too large');
/** The client's key for one intended write: the same key twice records once. */
export const idempotencyKeyField = z
  .string('Send an idempotency key')
  .trim()
  .min(8, 'Send an idempotency key of 8 to 100 characters')
  .max(100, 'Send an idempotency key of 8 to 100 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Use letters, digits, dots, colons, hyphens and underscores in the idempotency key');
export const reasonField = singleLine('Say why', 500);
/** A write that needs only why: waiving, reversing, rejecting. */
export const reasonRequestSchema = z.object({ reason: reasonField });

const instalmentInputSchema = z.object({
  /** A due of the current plan kept (its payments stay with it); none for a new one. */
  id: bodyId('No such due').optional(),
  label: singleLine('Name the instalment', 80),
  amount_paise: paiseField('Enter the amount'),
  due_date: isoDateField,
});

export const planInputSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('advance_balance'),
        /** The advance as a share of the total, in basis points (2500 = 25%)... */
        advance_bp: z.number().int().min(0, 'Enter 0% to 100%').max(10_000, 'Enter 0% to 100%').optional(),
        /** ...or as an amount. Exactly one of the two. */
        advance_paise: z.number().int().min(0, 'Enter an amount of zero or more').max(100_000_000_000).optional(),
        balance_days_before: z.number('Enter the days before travel').int('Enter whole days').min(0, 'Enter 0 to 365 days').max(365, 'Enter 0 to 365 days'),
      })
      .refine((plan) => (plan.advance_bp === undefined) !== (plan.advance_paise === undefined), { message: 'Give the advance as a percentage or as an amount', path: ['advance_bp'] }),
    z.object({
      kind: z.literal('instalments'),
      instalments: z.array(instalmentInputSchema).min(1, 'Add at least one instalment').max(24, 'Use at most 24 instalments'),
    }),
  ],
  'Choose the kind of plan',
);
export type PlanInput = z.input<typeof planInputSchema>;

export const planRequestSchema = z.object({ booking_id: bodyId('Choose the booking'), plan: planInputSchema });
export type PlanRequest = z.input<typeof planRequestSchema>;

export const waiveRequestSchema = reasonRequestSchema;

export const paymentRecordRequestSchema = z.object({
  booking_id: bodyId('Choose the booking'),
  amount_paise: paiseField('Enter the amount received'),
  method: z.enum(MANUAL_PAYMENT_METHODS, 'Choose how it was paid'),
  /** The UTR, cheque number, card slip: whatever finds it in the bank statement. */
  reference: optionalLine(100),
  received_on: isoDateField,
  notes: multiLine(1000).default(''),
  /** The dues to pay, in this order; none: the oldest open dues first. */
  due_ids: z.array(bodyId('No such due')).max(24).optional(),
  /** The same key twice records one payment. */
  idempotency_key: idempotencyKeyField,
});
export type PaymentRecordRequest = z.input<typeof paymentRecordRequestSchema>;

export const reverseRequestSchema = reasonRequestSchema;

export const refundRequestSchema = z.object({
  amount_paise: paiseField('Enter the amount refunded'),
  method: z.enum(MANUAL_PAYMENT_METHODS, 'Choose how it was refunded'),
  reference: optionalLine(100),
  refunded_on: isoDateField,
  reason: reasonField,
  idempotency_key: idempotencyKeyField,
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const linkCreateRequestSchema = z.object({
  due_id: bodyId('Choose the due'),
  /** Part of the due's open amount; none: all of it. */
  amount_paise: paiseField('Enter the amount').optional(),
  expire_in_days: z.number().int('Enter whole days').min(1, 'Keep it open 1 to 180 days').max(180, 'Keep it open 1 to 180 days').default(DEFAULT_LINK_DAYS),
  idempotency_key: idempotencyKeyField,
});
export type LinkCreateRequest = z.input<typeof linkCreateRequestSchema>;

export const paymentMailRequestSchema = z
  .object({
    booking_id: bodyId('Choose the booking'),
    kind: z.enum(PAYMENT_MAIL_KINDS, 'Choose what to send'),
    channel: z.enum(MESSAGE_CHANNELS, 'Choose mail or WhatsApp').default('email'),
    /** The due a request, reminder or overdue notice is about (a request sends its live link). */
    due_id: bodyId('Choose the due').optional(),
    /** The payment a receipt is for. */
    payment_id: bodyId('Choose the payment').optional(),
  })
  .refine((body) => (body.kind === 'receipt' ? body.payment_id !== undefined : body.due_id !== undefined), {
    message: 'Choose the due (or, for a receipt, the payment)',
    path: ['due_id'],
  });
export type PaymentMailRequest = z.input<typeof paymentMailRequestSchema>;

export const paymentMailQuerySchema = z.object({ booking: queryId });

export const accountsDuesQuerySchema = z.object({
  /** Open dues falling in the next this many days (today included). */
  days: z.coerce.number().int().min(1).max(90).default(14),
  /** Only bookings this person owns. */
  owner: queryId.optional(),
  /**
   * Only the dues of this age: `not_due` every open due not yet late, however far ahead (`days` then
   * does not apply), or one overdue bucket. The bookings without a plan are left out.
   */
  age: z.enum(RECEIVABLE_AGES).optional(),
  /** The page of each list, from 1: each list pages on its own, so paging one leaves the others where they are. */
  upcoming_page: pageQuerySchema.shape.page,
  overdue_page: pageQuerySchema.shape.page,
  without_plan_page: pageQuerySchema.shape.page,
  /** Rows on a page of each list (25 unless asked, at most 100). */
  page_size: pageQuerySchema.shape.page_size,
});
export type AccountsDuesQuery = z.output<typeof accountsDuesQuerySchema>;

/** The money received and paid back, across bookings, newest first. */
export const paymentListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(PAYMENT_KINDS).optional(),
  method: queryList(z.enum(PAYMENT_METHODS)).optional(),
  /** Received (or refunded) on this day or later. */
  received_from: isoDateField.optional(),
  /** Received (or refunded) on this day or earlier. */
  received_to: isoDateField.optional(),
  /** `false`: leave out what was reversed; `true`: only that. */
  reversed: queryBoolean.optional(),
  booking: queryId.optional(),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

/** The payment links across bookings, newest first. */
export const linkListQuerySchema = pageQuerySchema.extend({
  status: queryList(z.enum(LINK_STATUSES)).optional(),
  booking: queryId.optional(),
});
export type LinkListQuery = z.input<typeof linkListQuerySchema>;

// ---------------------------------------------------------------- answers

const refSchema = z.object({ id: z.number().int(), name: z.string() });

export const allocationSchema = z.object({ due_id: z.number().int(), payment_id: z.number().int(), amount_paise: z.number().int() });

export const dueSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    kind: z.enum(DUE_KINDS),
    label: z.string(),
    amount_paise: z.number().int(),
    /** What the payments not reversed allocate to it. */
    paid_paise: z.number().int(),
    /** amount − paid; zero once paid or waived. */
    open_paise: z.number().int(),
    due_date: z.string(),
    status: z.enum(DUE_STATUSES),
    /** Days past its date while open; null otherwise. */
    overdue_days: z.number().int().nullable(),
    waived_reason: z.string().nullable(),
    waived_at: z.string().nullable(),
  })
  .meta({ id: 'PaymentDue' });
export type PaymentDue = z.infer<typeof dueSchema>;

export const paymentSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(PAYMENT_KINDS),
    amount_paise: z.number().int(),
    method: z.enum(PAYMENT_METHODS),
    reference: z.string(),
    received_on: z.string(),
    /** RC/2026-27/000123 (a refund: RF/...). */
    receipt_number: z.string(),
    notes: z.string(),
    /** The payment a refund returns. */
    refund_of_id: z.number().int().nullable(),
    /** What can still be refunded of a payment (amount − refunds); zero for a refund or a reversed payment. */
    refundable_paise: z.number().int(),
    /** TCS held in this receipt (its share of the trip's TCS), with the rule and rate of the accepted version. */
    tcs_paise: z.number().int(),
    link_id: z.number().int().nullable(),
    gateway_payment_id: z.string().nullable(),
    allocations: z.array(allocationSchema),
    reversed: z.object({ at: z.string(), by: refSchema.nullable(), reason: z.string() }).nullable(),
    recorded_by: refSchema.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

export const paymentLinkSchema = z
  .object({
    id: z.number().int(),
    due_id: z.number().int(),
    amount_paise: z.number().int(),
    amount_paid_paise: z.number().int(),
    currency: z.string(),
    status: z.enum(LINK_STATUSES),
    /** The page the customer pays on; null until the gateway made the link. */
    short_url: z.string().nullable(),
    gateway_link_id: z.string().nullable(),
    reference_id: z.string(),
    expire_by: z.string(),
    /** Why the gateway refused, for `failed`. */
    error: z.string().nullable(),
    replaced_by_id: z.number().int().nullable(),
    created_by: refSchema.nullable(),
    created_at: z.string(),
    last_synced_at: z.string().nullable(),
  })
  .meta({ id: 'PaymentLink' });
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** The booking a row of a list across bookings belongs to. */
const listBookingSchema = z.object({ id: z.number().int(), reference: z.string(), customer_name: z.string() });

/** One payment or refund in the list across bookings. */
export const paymentListRowSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(PAYMENT_KINDS),
    amount_paise: z.number().int(),
    currency: z.string(),
    method: z.enum(PAYMENT_METHODS),
    reference: z.string(),
    received_on: z.string(),
    receipt_number: z.string(),
    reversed: z.boolean(),
    booking: listBookingSchema,
  })
  .meta({ id: 'PaymentListRow' });
export type PaymentListRow = z.infer<typeof paymentListRowSchema>;
/** A page of payments, with the sums of every row the filters match (not only this page's). */
export const paymentListPageSchema = pageOf(paymentListRowSchema)
  .extend({ totals: z.object({ received_paise: z.number().int(), refunded_paise: z.number().int() }) })
  .meta({ id: 'PaymentListPage' });
export type PaymentListPage = z.infer<typeof paymentListPageSchema>;

/** One payment link in the list across bookings, with its booking and due. */
export const linkListRowSchema = paymentLinkSchema.extend({ booking: listBookingSchema, due_label: z.string() }).meta({ id: 'PaymentLinkListRow' });
export type LinkListRow = z.infer<typeof linkListRowSchema>;
/** A page of links, with the sums of every link the filters match: their amounts, and what is still to pay on them. */
export const linkListPageSchema = pageOf(linkListRowSchema)
  .extend({ totals: z.object({ amount_paise: z.number().int(), unpaid_paise: z.number().int() }) })
  .meta({ id: 'PaymentLinkListPage' });
export type LinkListPage = z.infer<typeof linkListPageSchema>;

export const planSchema = z.object({
  kind: z.enum(PLAN_KINDS),
  advance_bp: z.number().int().nullable(),
  advance_paise: z.number().int().nullable(),
  balance_days_before: z.number().int().nullable(),
  updated_at: z.string(),
  updated_by: refSchema.nullable(),
});

export const bookingMoneySchema = z
  .object({
    booking: z.object({
      id: z.number().int(),
      reference: z.string(),
      customer_name: z.string(),
      trip_title: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      status: z.enum(BOOKING_STATUSES),
      owner: refSchema,
    }),
    currency: z.string(),
    /** The accepted version's price with taxes: what the plan adds up to. */
    total_paise: z.number().int(),
    /** Payments not reversed, less refunds not reversed. */
    received_paise: z.number().int(),
    refunded_paise: z.number().int(),
    waived_paise: z.number().int(),
    /** What the customer still owes: the open amount of the dues (the total while there is no plan; zero once cancelled). */
    outstanding_paise: z.number().int(),
    /** Money received beyond the dues, not yet refunded. */
    credit_paise: z.number().int(),
    overdue_paise: z.number().int(),
    next_due: dueSchema.nullable(),
    /** The GST and TCS lines of the accepted version, as receipts print them. */
    taxes: z.object({
      gst_lines: z.array(z.object({ name: z.string(), rate_bp: z.number().int(), amount_paise: z.number().int() })),
      tcs: z.object({ applies: z.boolean(), rule: z.string().nullable(), rate_bp: z.number().int(), amount_paise: z.number().int() }),
      package_paise: z.number().int(),
      round_off_paise: z.number().int(),
    }),
    plan: planSchema.nullable(),
    dues: z.array(dueSchema),
    payments: z.array(paymentSchema),
    links: z.array(paymentLinkSchema),
  })
  .meta({ id: 'BookingMoney' });
export type BookingMoney = z.infer<typeof bookingMoneySchema>;

/** One open due in the accounts view, with the booking it belongs to. */
export const accountsDueSchema = dueSchema.extend({
  booking: z.object({ id: z.number().int(), reference: z.string(), customer_name: z.string(), trip_title: z.string(), start_date: z.string(), currency: z.string(), owner: refSchema }),
  /** The overdue age group; null for a due not yet late. */
  bucket: z.enum(OVERDUE_BUCKETS).nullable(),
  /** The live link of the due, if any, to copy. */
  link: paymentLinkSchema.nullable(),
});
export type AccountsDue = z.infer<typeof accountsDueSchema>;

/** A running booking with no payment plan yet, in the accounts view. */
export const accountsPlanlessSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  customer_name: z.string(),
  trip_title: z.string(),
  start_date: z.string(),
  total_paise: z.number().int(),
  currency: z.string(),
  owner: refSchema,
});
export type AccountsPlanless = z.infer<typeof accountsPlanlessSchema>;

/** One page of a list of the accounts view, with how many rows the whole list holds. */
function accountsListOf<T extends z.ZodType>(row: T) {
  return z.object({ count: z.number().int(), results: z.array(row) });
}

/**
 * The accounts view: a page of each list (the pages asked for, `page_size` rows each) and the totals
 * of every row the filters match, not only of the pages. A list the `age` leaves out comes empty.
 */
export const accountsDuesSchema = z
  .object({
    days: z.number().int(),
    today: z.string(),
    page_size: z.number().int(),
    /** Open dues not yet late, earliest first (ties by id). */
    upcoming: accountsListOf(accountsDueSchema),
    /** Overdue dues, the oldest first (ties by id). */
    overdue: accountsListOf(accountsDueSchema),
    /** Running bookings that have no payment plan yet, earliest trip first: accounts has yet to set their dues. */
    without_plan: accountsListOf(accountsPlanlessSchema),
    totals: z.object({
      upcoming_paise: z.number().int(),
      upcoming_count: z.number().int(),
      overdue_paise: z.number().int(),
      overdue_count: z.number().int(),
      buckets: z.array(z.object({ bucket: z.enum(OVERDUE_BUCKETS), count: z.number().int(), open_paise: z.number().int() })),
    }),
  })
  .meta({ id: 'AccountsDues' });
export type AccountsDues = z.infer<typeof accountsDuesSchema>;

export const receiptLinkSchema = z.object({ url: z.string(), expires_at: z.string() });

/** A payment mail sent, as the history lists it. */
export const paymentMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_MAIL_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  to_address: z.string(),
  subject: z.string().nullable(),
  status: z.string(),
  sent_by: refSchema.nullable(),
  created_at: z.string(),
});
export type PaymentMail = z.infer<typeof paymentMailSchema>;
export const paymentMailListSchema = z.object({ results: z.array(paymentMailSchema) });

/** The answer to recording a payment or a refund: the row, whether it was a repeat of a recorded request, and the booking's money after it. */
export const paymentRecordedSchema = z.object({ payment: paymentSchema, replayed: z.boolean(), money: bookingMoneySchema }).meta({ id: 'PaymentRecorded' });
export type PaymentRecorded = z.infer<typeof paymentRecordedSchema>;
