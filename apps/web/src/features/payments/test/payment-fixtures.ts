import type { AccountsDue, AccountsDues, AccountsPlanless, BookingMoney, Payment, PaymentDue, PaymentLink, PaymentMail } from '@ua/contracts';

export const BOOKING_ID = 5;
const OWNER = { id: 3, name: 'Chitra Nair' };
const BOOKING = { id: BOOKING_ID, reference: 'UA-2026-000005', customer_name: 'Rahul Sharma', trip_title: 'Kerala family trip', start_date: '2026-12-11', currency: 'INR', owner: OWNER };

/** A due of booking 5: the ₹25,000 advance, due and untouched, unless told. */
export function dueOf(overrides: Partial<PaymentDue> = {}): PaymentDue {
  return {
    id: 61,
    position: 0,
    kind: 'advance',
    label: 'Advance',
    amount_paise: 2_500_000,
    paid_paise: 0,
    open_paise: 2_500_000,
    due_date: '2026-11-01',
    status: 'due',
    overdue_days: null,
    waived_reason: null,
    waived_at: null,
    ...overrides,
  };
}

/** A payment link of booking 5: open for the balance, unless told. */
export function linkOf(overrides: Partial<PaymentLink> = {}): PaymentLink {
  return {
    id: 81,
    due_id: 62,
    amount_paise: 7_500_000,
    amount_paid_paise: 0,
    currency: 'INR',
    status: 'created',
    short_url: 'https://pay.example/pl_81',
    gateway_link_id: 'plink_81',
    reference_id: 'UA-L-81',
    expire_by: '2026-11-20T18:30:00.000Z',
    error: null,
    replaced_by_id: null,
    created_by: OWNER,
    created_at: '2026-11-13T09:00:00.000Z',
    last_synced_at: null,
    ...overrides,
  };
}

/** A payment of booking 5: ₹25,000 by UPI paying the advance, unless told. */
export function paymentOf(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 71,
    kind: 'payment',
    amount_paise: 2_500_000,
    method: 'upi',
    reference: 'UTR123456',
    received_on: '2026-11-02',
    receipt_number: 'RC/2026-27/000012',
    notes: '',
    refund_of_id: null,
    refundable_paise: 2_500_000,
    tcs_paise: 0,
    link_id: null,
    gateway_payment_id: null,
    allocations: [{ due_id: 61, payment_id: 71, amount_paise: 2_500_000 }],
    reversed: null,
    recorded_by: OWNER,
    created_at: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Booking 5's money: ₹1,00,000 on a 25% plan, the advance paid, the ₹75,000 balance overdue with a
 * live link, one cheque reversed.
 */
export function moneyOf(overrides: Partial<BookingMoney> = {}): BookingMoney {
  const dues = [
    dueOf({ paid_paise: 2_500_000, open_paise: 0, status: 'paid' }),
    dueOf({ id: 62, position: 1, kind: 'balance', label: 'Balance', amount_paise: 7_500_000, open_paise: 7_500_000, due_date: '2026-11-10', status: 'overdue', overdue_days: 3 }),
  ];
  return {
    booking: { id: BOOKING_ID, reference: BOOKING.reference, customer_name: BOOKING.customer_name, trip_title: BOOKING.trip_title, start_date: '2026-12-11', end_date: '2026-12-17', status: 'confirming', owner: OWNER },
    currency: 'INR',
    total_paise: 10_000_000,
    received_paise: 2_500_000,
    refunded_paise: 0,
    waived_paise: 0,
    outstanding_paise: 7_500_000,
    credit_paise: 0,
    overdue_paise: 7_500_000,
    next_due: dues[1] ?? null,
    taxes: { gst_lines: [], tcs: { applies: false, rule: null, rate_bp: 0, amount_paise: 0 }, package_paise: 10_000_000, round_off_paise: 0 },
    plan: { kind: 'advance_balance', advance_bp: 2500, advance_paise: null, balance_days_before: 30, updated_at: '2026-11-01T09:00:00.000Z', updated_by: OWNER },
    dues,
    payments: [
      paymentOf(),
      paymentOf({
        id: 72,
        amount_paise: 1_000_000,
        method: 'cheque',
        reference: 'CHQ 004512',
        received_on: '2026-11-05',
        receipt_number: 'RC/2026-27/000013',
        refundable_paise: 0,
        allocations: [{ due_id: 62, payment_id: 72, amount_paise: 1_000_000 }],
        reversed: { at: '2026-11-08T10:00:00.000Z', by: OWNER, reason: 'Cheque bounced' },
      }),
    ],
    links: [linkOf()],
    ...overrides,
  };
}

export function mailOf(overrides: Partial<PaymentMail> = {}): PaymentMail {
  return { id: 91, kind: 'request', channel: 'email', to_address: 'rahul@example.com', subject: 'Your payment for UA-2026-000005', status: 'sent', sent_by: OWNER, created_at: '2026-11-13T09:05:00.000Z', ...overrides };
}

/** An open due in the accounts view: booking 5's balance, not late, unless told. */
export function accountsDueOf(overrides: Partial<AccountsDue> = {}): AccountsDue {
  return { ...dueOf({ id: 62, kind: 'balance', label: 'Balance', amount_paise: 7_500_000, open_paise: 7_500_000, due_date: '2026-11-20' }), booking: BOOKING, bucket: null, link: null, ...overrides };
}

export const TODAY = '2026-11-13';

/**
 * The accounts view with `upcoming` and `overdue` on their first page, its totals summed from them as
 * the server sums them; the options give a list more rows than its page holds, and the bookings without a plan.
 */
export function accountsOf(upcoming: AccountsDue[], overdue: AccountsDue[], options: { days?: number; upcomingCount?: number; overdueCount?: number; withoutPlan?: AccountsPlanless[]; withoutPlanCount?: number } = {}): AccountsDues {
  const open = (dues: AccountsDue[]) => dues.reduce((sum, due) => sum + due.open_paise, 0);
  const upcomingCount = options.upcomingCount ?? upcoming.length;
  const overdueCount = options.overdueCount ?? overdue.length;
  return {
    days: options.days ?? 14,
    today: TODAY,
    page_size: 25,
    upcoming: { count: upcomingCount, results: upcoming },
    overdue: { count: overdueCount, results: overdue },
    without_plan: { count: options.withoutPlanCount ?? options.withoutPlan?.length ?? 0, results: options.withoutPlan ?? [] },
    totals: {
      upcoming_paise: open(upcoming),
      upcoming_count: upcomingCount,
      overdue_paise: open(overdue),
      overdue_count: overdueCount,
      buckets: (['0-7', '8-30', '31+'] as const).map((bucket) => {
        const inBucket = overdue.filter((due) => due.bucket === bucket);
        return { bucket, count: inBucket.length, open_paise: open(inBucket) };
      }),
    },
  };
}
