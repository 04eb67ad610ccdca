import type { BookingMoney, Payment, PaymentDue, PaymentLink } from '@ua/contracts';
import type { ActorContext } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { notFound } from '../../lib/errors.ts';
import { bookingWithPricing } from '../bookings/index.ts';
import { todayInIndia } from '../itineraries/index.ts';
import { openOf, overdueDaysOf } from './money-rules.ts';
import { moneyRowsOf, type AllocationRow, type DueRow, type LinkRow, type PaymentRow } from './payment-rows.repository.ts';

const ref = (id: number | null, names: Map<number, string>) => (id === null ? null : { id, name: names.get(id) ?? '' });

export function dueView(due: DueRow, today: string): PaymentDue {
  const state = { amountPaise: due.amountPaise, paidPaise: due.paidPaise, dueDate: due.dueDate, waived: due.waivedAt !== null };
  return {
    id: due.id,
    position: due.position,
    kind: due.kind,
    label: due.label,
    amount_paise: due.amountPaise,
    paid_paise: due.paidPaise,
    open_paise: openOf(state),
    due_date: due.dueDate,
    status: due.status,
    overdue_days: overdueDaysOf(state, today),
    waived_reason: due.waivedReason,
    waived_at: due.waivedAt?.toISOString() ?? null,
  };
}

export function linkView(link: LinkRow, names: Map<number, string>): PaymentLink {
  return {
    id: link.id,
    due_id: link.dueId,
    amount_paise: link.amountPaise,
    amount_paid_paise: link.amountPaidPaise,
    currency: link.currency,
    status: link.status,
    short_url: link.shortUrl,
    gateway_link_id: link.gatewayLinkId,
    reference_id: link.referenceId,
    expire_by: link.expireBy.toISOString(),
    error: link.error,
    replaced_by_id: link.replacedById,
    created_by: ref(link.createdBy, names),
    created_at: link.createdAt.toISOString(),
    last_synced_at: link.lastSyncedAt?.toISOString() ?? null,
  };
}

export function paymentView(payment: PaymentRow, allocations: readonly AllocationRow[], refunded: number, names: Map<number, string>): Payment {
  return {
    id: payment.id,
    kind: payment.kind,
    amount_paise: payment.amountPaise,
    method: payment.method,
    reference: payment.reference,
    received_on: payment.receivedOn,
    receipt_number: payment.receiptNumber,
    notes: payment.notes,
    refund_of_id: payment.refundOfId,
    refundable_paise: payment.kind === 'payment' && payment.reversedAt === null ? payment.amountPaise - refunded : 0,
    tcs_paise: payment.tcsPaise,
    link_id: payment.linkId,
    gateway_payment_id: payment.gatewayPaymentId,
    allocations: allocations.filter((row) => row.paymentId === payment.id).map((row) => ({ due_id: row.dueId, payment_id: row.paymentId, amount_paise: row.amountPaise })),
    reversed: payment.reversedAt === null ? null : { at: payment.reversedAt.toISOString(), by: ref(payment.reversedBy, names), reason: payment.reversalReason ?? '' },
    recorded_by: ref(payment.recordedBy, names),
    created_at: payment.createdAt.toISOString(),
  };
}

/** The sums of a booking's money, reckoned from its rows: the figures the panel, the receipts and the property tests read. */
export function moneySums(input: { totalPaise: number; cancelled: boolean; dues: readonly DueRow[]; payments: readonly PaymentRow[]; allocations: readonly AllocationRow[] }) {
  const livePayments = input.payments.filter((row) => row.reversedAt === null && row.kind === 'payment');
  const liveIds = new Set(livePayments.map((row) => row.id));
  const paidIn = livePayments.reduce((sum, row) => sum + row.amountPaise, 0);
  const refunded = input.payments.filter((row) => row.reversedAt === null && row.kind === 'refund').reduce((sum, row) => sum + row.amountPaise, 0);
  const allocated = input.allocations.filter((row) => liveIds.has(row.paymentId)).reduce((sum, row) => sum + row.amountPaise, 0);
  const waived = input.dues.filter((due) => due.waivedAt !== null).reduce((sum, due) => sum + (due.amountPaise - due.paidPaise), 0);
  const open = input.dues.reduce((sum, due) => sum + openOf({ ...due, waived: due.waivedAt !== null }), 0);
  const outstanding = input.cancelled ? 0 : input.dues.length === 0 ? Math.max(0, input.totalPaise - paidIn + refunded) : open;
  return { paidIn, refunded, received: paidIn - refunded, allocated, waived, outstanding, credit: Math.max(0, paidIn - allocated - refunded) };
}

/**
 * One booking's money at a glance (due-payment-data): the total of the accepted version with its GST
 * and TCS lines, what came in and went back, what is still owed and overdue, the next due, and every
 * due, payment and link.
 */
export async function bookingMoney(db: Db, _actor: ActorContext, bookingId: number, now: Date = new Date()): Promise<BookingMoney> {
  // Two statements in one round trip: the booking with its owner and pricing (bookings' own), and every row of its money with the names they show.
  const [booking, { plan, dues, payments, allocations, links, names }] = await inParallel(db, [() => bookingWithPricing(db, bookingId), () => moneyRowsOf(db, bookingId)]);
  if (!booking) throw notFound('Booking not found.');
  const { pricing } = booking;
  const today = todayInIndia(now);
  const cancelled = booking.status === 'cancelled';
  const sums = moneySums({ totalPaise: booking.totalPaise, cancelled, dues, payments, allocations });
  const dueViews = dues.map((due) => dueView(due, today));
  const openDues = cancelled ? [] : dueViews.filter((due) => due.open_paise > 0);
  const refundedOf = (id: number) => payments.filter((row) => row.refundOfId === id && row.reversedAt === null).reduce((sum, row) => sum + row.amountPaise, 0);
  return {
    booking: {
      id: booking.id,
      reference: booking.reference,
      customer_name: booking.customerName,
      trip_title: booking.tripTitle,
      start_date: booking.startDate,
      end_date: booking.endDate,
      status: booking.status,
      owner: { id: booking.ownerId, name: booking.ownerName },
    },
    currency: booking.currency,
    total_paise: booking.totalPaise,
    received_paise: sums.received,
    refunded_paise: sums.refunded,
    waived_paise: sums.waived,
    outstanding_paise: sums.outstanding,
    credit_paise: sums.credit,
    overdue_paise: openDues.filter((due) => due.overdue_days !== null).reduce((sum, due) => sum + due.open_paise, 0),
    next_due: [...openDues].sort((a, b) => (a.due_date === b.due_date ? a.position - b.position : a.due_date < b.due_date ? -1 : 1))[0] ?? null,
    taxes: {
      gst_lines: pricing.gst.lines,
      tcs: { applies: pricing.tcs.applies, rule: pricing.tcs.rule, rate_bp: pricing.tcs.rate_bp, amount_paise: pricing.tcs.amount_paise },
      package_paise: pricing.package_paise,
      round_off_paise: pricing.round_off_paise,
    },
    plan: plan
      ? { kind: plan.kind, advance_bp: plan.advanceBp, advance_paise: plan.advancePaise, balance_days_before: plan.balanceDaysBefore, updated_at: plan.updatedAt.toISOString(), updated_by: ref(plan.updatedBy, names) }
      : null,
    dues: dueViews,
    payments: payments.map((row) => paymentView(row, allocations, refundedOf(row.id), names)),
    links: links.map((row) => linkView(row, names)),
  };
}
