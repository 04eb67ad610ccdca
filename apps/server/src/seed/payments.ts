import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { paymentRecordRequestSchema, planRequestSchema, refundRequestSchema, type Booking, type PaymentRecordRequest, type PlanInput } from '@ua/contracts';
import type { ServiceContext } from '../core/actor.ts';
import type { Db } from '../db/client.ts';
import { notifications, paymentDues, paymentLinks } from '../db/schema/index.ts';
import { addDays, todayInIndia } from '../modules/itineraries/index.ts';
import { recordManualPayment, refundPayment, reversePayment, setPlan, waiveDue } from '../modules/payments/index.ts';

/**
 * The demo's money, set and recorded by accounts through the payments module as staff would:
 * - the Munnar honeymoon: its advance three days late (0-7 days), with the link Priya sent for it
 *   expired unpaid, and the balance due in three days;
 * - the Kochi night: paid in full by UPI when it was booked;
 * - Jaipur: the advance paid by transfer, the second instalment partly paid in cash and ten days late
 *   (8-30 days), the balance due within the fortnight;
 * - Alleppey (travelling): paid in full, by card and transfer;
 * - Goa (completed): a cheque that bounced and was reversed, paid again by UPI, the last ₹500 waived;
 * - Udaipur: the advance paid by UPI before the trip was cancelled, most of it refunded after.
 * Dates are counted from the day the demo is made.
 */

const DAY_MS = 86_400_000;

type DemoBookings = { honeymoon: Booking; kochi: Booking; jaipur: Booking; alleppey: Booking; goa: Booking };

const share = (booking: Booking, percent: number) => Math.round((booking.total_paise * percent) / 100);

async function plan(ctx: ServiceContext, booking: Booking, input: PlanInput, at: Date) {
  return setPlan(ctx, planRequestSchema.parse({ booking_id: booking.id, plan: input }), at);
}

async function pay(ctx: ServiceContext, booking: Booking, body: Omit<PaymentRecordRequest, 'booking_id' | 'idempotency_key' | 'received_on'> & { daysAgo: number }, now: Date) {
  const at = new Date(now.getTime() - body.daysAgo * DAY_MS);
  const { daysAgo: _daysAgo, ...rest } = body;
  return recordManualPayment(ctx, paymentRecordRequestSchema.parse({ ...rest, booking_id: booking.id, received_on: todayInIndia(at), idempotency_key: `demo-${randomUUID()}` }), at);
}

/** Udaipur's advance, paid on the day it was booked, before it was cancelled. */
export async function payUdaipurAdvance(ctx: ServiceContext, udaipur: Booking, now: Date): Promise<{ id: number; amountPaise: number }> {
  await plan(ctx, udaipur, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 }, now);
  const { payment } = await pay(ctx, udaipur, { amount_paise: share(udaipur, 25), method: 'upi', reference: 'UPI 604418823310', notes: '', daysAgo: 0 }, now);
  return { id: payment.id, amountPaise: payment.amountPaise };
}

/**
 * A link accounts sent for a due that ran out with nothing paid on it, as the gateway's expiry leaves
 * it: written as it stands, since the seed runs in one transaction and never calls a gateway.
 */
async function lapsedDemoLink(tx: Db, ctx: ServiceContext, booking: Booking, label: string, made: Date, expired: Date): Promise<void> {
  const [due] = await tx.select().from(paymentDues).where(and(eq(paymentDues.bookingId, booking.id), eq(paymentDues.label, label)));
  if (!due) throw new Error(`The demo booking ${booking.reference} has no due "${label}"`);
  await tx.insert(paymentLinks).values({
    bookingId: booking.id,
    dueId: due.id,
    amountPaise: due.amountPaise,
    currency: booking.currency,
    status: 'expired',
    // No gateway ever held it, so none is named: a refresh answers it as it stands instead of asking
    // the gateway about a link it never made.
    gatewayLinkId: null,
    referenceId: `UA-L-${due.id}-${randomUUID().slice(0, 8)}`,
    expireBy: expired,
    idempotencyKey: `demo-${randomUUID()}`,
    createdBy: ctx.actor.userId,
    lastSyncedAt: expired,
    createdAt: made,
    updatedAt: expired,
  });
}

export async function seedPayments(tx: Db, ctx: ServiceContext, bookings: DemoBookings, udaipurAdvance: { id: number; amountPaise: number }, now: Date): Promise<void> {
  const today = todayInIndia(now);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const { honeymoon, kochi, jaipur, alleppey, goa } = bookings;

  const advance = share(honeymoon, 25);
  await plan(
    ctx,
    honeymoon,
    {
      kind: 'instalments',
      instalments: [
        { label: 'Advance', amount_paise: advance, due_date: addDays(today, -3) },
        { label: 'Balance', amount_paise: honeymoon.total_paise - advance, due_date: addDays(today, 3) },
      ],
    },
    daysAgo(4),
  );
  await lapsedDemoLink(tx, ctx, honeymoon, 'Advance', daysAgo(4), daysAgo(1));

  await plan(ctx, kochi, { kind: 'instalments', instalments: [{ label: 'Full payment', amount_paise: kochi.total_paise, due_date: addDays(today, -3) }] }, daysAgo(3));
  await pay(ctx, kochi, { amount_paise: kochi.total_paise, method: 'upi', reference: 'UPI 605512093381', notes: '', daysAgo: 3 }, now);

  const first = share(jaipur, 30);
  const second = share(jaipur, 30);
  await plan(
    ctx,
    jaipur,
    {
      kind: 'instalments',
      instalments: [
        { label: 'Advance', amount_paise: first, due_date: addDays(today, -20) },
        { label: 'Second instalment', amount_paise: second, due_date: addDays(today, -10) },
        { label: 'Balance', amount_paise: jaipur.total_paise - first - second, due_date: addDays(jaipur.start_date, -15) },
      ],
    },
    daysAgo(21),
  );
  await pay(ctx, jaipur, { amount_paise: first, method: 'bank_transfer', reference: 'NEFT HDFC0000123 UTR 4471', notes: '', daysAgo: 19 }, now);
  await pay(ctx, jaipur, { amount_paise: 500_000, method: 'cash', reference: '', notes: 'Paid at the Lucknow office', daysAgo: 5 }, now);

  await plan(ctx, alleppey, { kind: 'advance_balance', advance_bp: 5000, balance_days_before: 7 }, daysAgo(10));
  await pay(ctx, alleppey, { amount_paise: share(alleppey, 50), method: 'card', reference: 'POS slip 00231', notes: '', daysAgo: 10 }, now);
  await pay(ctx, alleppey, { amount_paise: alleppey.total_paise - share(alleppey, 50), method: 'bank_transfer', reference: 'IMPS 3321908', notes: '', daysAgo: 8 }, now);

  const goaPlan = await plan(ctx, goa, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 14 }, daysAgo(25));
  const bounced = await pay(ctx, goa, { amount_paise: share(goa, 25), method: 'cheque', reference: 'Cheque 004512, Kotak', notes: '', daysAgo: 25 }, now);
  await reversePayment(ctx, bounced.payment.id, { reason: 'The cheque bounced: insufficient funds' }, daysAgo(22));
  await pay(ctx, goa, { amount_paise: share(goa, 25), method: 'upi', reference: 'UPI 602211874455', notes: 'Paid again after the cheque bounced', daysAgo: 21 }, now);
  await pay(ctx, goa, { amount_paise: goa.total_paise - share(goa, 25) - 50_000, method: 'upi', reference: 'UPI 602299100231', notes: '', daysAgo: 12 }, now);
  const goaBalance = goaPlan.dues.find((due) => due.kind === 'balance');
  if (!goaBalance) throw new Error('The demo Goa plan has no balance');
  await waiveDue(ctx, goaBalance.id, { reason: 'The last ₹500 waived as goodwill for the late pick-up' }, daysAgo(8));

  await refundPayment(
    ctx,
    udaipurAdvance.id,
    refundRequestSchema.parse({ amount_paise: udaipurAdvance.amountPaise - 200_000, method: 'bank_transfer', reference: 'NEFT refund 88120', refunded_on: today, reason: 'Cancelled by the customer: ₹2,000 kept as the cancellation charge', idempotency_key: `demo-${randomUUID()}` }),
    now,
  );

  // What the demo's past told the bookings' owners has been read; the bell holds today's news only.
  await tx.update(notifications).set({ readStatus: 'read' }).where(and(eq(notifications.notificationType, 'payment'), like(notifications.link, '/bookings/%')));
}
