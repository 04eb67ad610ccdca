import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { PAYMENT_AUDIT_ENTITY_TYPES, PAYMENT_METHOD_LABELS, type PaymentMethod, type paymentRecordRequestSchema, type refundRequestSchema, type reverseRequestSchema } from '@ua/contracts';
import type { ActorContext, ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { violatedConstraint } from '../../lib/pg-errors.ts';
import { bookingLink, noteOnBookingTimeline, type BookingForPayments } from '../bookings/index.ts';
import { formatMoney, pricingOfVersion, todayInIndia } from '../itineraries/index.ts';
import { notify } from '../notifications/index.ts';
import { allocate, financialYearOf, openOf, tcsShareOf } from './money-rules.ts';
import {
  allocationsOf,
  duesOf,
  findPayment,
  insertAllocations,
  insertPayment,
  paymentOfGatewayId,
  paymentOfKey,
  paymentsOf,
  refundedOf,
  updatePayment,
  type PaymentRow,
} from './payment-rows.repository.ts';
import { lockBookingForMoney, refuseCancelled, settleDues } from './payment-writes.ts';
import { moneyTransaction, numberAtCommit, placeholderNumber } from './receipt-numbering.ts';

/** A payment to record, from staff by hand, the gateway (a paid link) or an agent's wallet. */
export type PaymentToRecord = {
  amountPaise: number;
  method: PaymentMethod;
  reference: string;
  receivedOn: string;
  notes: string;
  /** The dues to pay in this order; none: the oldest open dues first. */
  dueIds?: readonly number[] | undefined;
  idempotencyKey: string;
  linkId?: number | null;
  gatewayPaymentId?: string | null;
  /**
   * Money that came in whatever the dues say (a gateway payment): what the dues do not take stays as
   * the booking's credit, even on a cancelled booking. Staff's own records are refused instead (400).
   */
  arrived?: boolean;
};

export type RecordOutcome = { payment: PaymentRow; replayed: boolean };

/** What a request asked, to tell a repeat (same key, same request) from a different request under a used key. */
export function requestHashOf(fields: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(fields, Object.keys(fields).sort())).digest('hex');
}

/** The same key again: the same request answers what it recorded; another request under it is refused (409). */
function replayOf(existing: PaymentRow, bookingId: number, hash: string): RecordOutcome {
  if (existing.bookingId !== bookingId || existing.requestHash !== hash) {
    throw new AppError('payment.idempotency_conflict', 'This idempotency key was used for a different payment: start a new payment to record another.');
  }
  return { payment: existing, replayed: true };
}

/** A new row's TCS share, and the placeholder it carries until moneyTransaction numbers it. */
async function unnumberedFields(tx: Db, booking: BookingForPayments, amountPaise: number, idempotencyKey: string) {
  const { tcs } = await pricingOfVersion(tx, booking.finalItineraryId);
  return {
    receiptNumber: placeholderNumber(idempotencyKey),
    tcsPaise: tcs.applies ? tcsShareOf(amountPaise, tcs.amount_paise, booking.totalPaise) : 0,
    tcsRule: tcs.applies ? tcs.rule : null,
    tcsRateBp: tcs.applies ? tcs.rate_bp : 0,
  };
}

/**
 * Inserts a payment or refund. The same key sent at once for two bookings (not serialised by a
 * booking's lock) meets the unique index: answered as the conflict it is (409), not a 500.
 */
async function insertUnnumbered(tx: Db, row: Parameters<typeof insertPayment>[1]): Promise<PaymentRow> {
  return insertPayment(tx, row).catch((error: unknown) => {
    const constraint = violatedConstraint(error);
    if (constraint === 'payments_idempotency_idx' || constraint === 'payments_receipt_idx') {
      throw new AppError('payment.idempotency_conflict', 'This idempotency key was used for another payment at the same moment: start a new payment to record another.');
    }
    throw error;
  });
}

/**
 * Records a payment in the caller's moneyTransaction, the booking already locked by the caller: the
 * same idempotency key (or the same gateway payment) twice records once; the amount is allocated to
 * the dues chosen, or the oldest open ones first; it gets its share of the trip's TCS; the dues are
 * settled and the booking's owner is told unless they recorded it. Its receipt number, the next of the
 * financial year, is taken as the transaction's last write, with the audit entry and the timeline's
 * line that name it: the payment answered carries a placeholder until the transaction's body returns.
 */
export async function recordPaymentInTx(tx: Db, actor: ActorContext, booking: BookingForPayments, input: PaymentToRecord, now: Date = new Date()): Promise<RecordOutcome> {
  const hash = requestHashOf({ booking: booking.id, amount: input.amountPaise, method: input.method, reference: input.reference, received_on: input.receivedOn, due_ids: input.dueIds ?? null, gateway: input.gatewayPaymentId ?? null });
  const existing = await paymentOfKey(tx, input.idempotencyKey);
  if (existing) return replayOf(existing, booking.id, hash);
  if (input.gatewayPaymentId) {
    const recorded = await paymentOfGatewayId(tx, input.gatewayPaymentId);
    if (recorded) return { payment: recorded, replayed: true };
  }

  const dues = await duesOf(tx, booking.id);
  if (dues.length === 0 && !input.arrived) throw new AppError('payment.no_plan', `${booking.reference} has no payment plan yet: set its dues before recording payments.`);
  const open = dues.map((due) => ({ id: due.id, openPaise: booking.status === 'cancelled' ? 0 : openOf({ ...due, waived: due.waivedAt !== null }), dueDate: due.dueDate, position: due.position }));
  let targets: { id: number; openPaise: number }[];
  if (input.dueIds && input.dueIds.length > 0) {
    const byId = new Map(open.map((due) => [due.id, due]));
    targets = input.dueIds.map((id) => {
      const due = byId.get(id);
      if (!due) throw validationError({ due_ids: ['A due chosen is not one of this booking’s'] });
      return due;
    });
  } else {
    targets = [...open].sort((a, b) => (a.dueDate === b.dueDate ? a.position - b.position : a.dueDate < b.dueDate ? -1 : 1));
  }
  const { allocations, remainderPaise } = allocate(input.amountPaise, targets);
  if (remainderPaise > 0 && !input.arrived) {
    const owed = input.amountPaise - remainderPaise;
    throw validationError({ amount_paise: [owed === 0 ? 'Nothing is owed on the dues chosen' : `That is more than the ${formatMoney(owed, booking.currency)} owed on the dues chosen`] });
  }

  const payment = await insertUnnumbered(tx, {
    bookingId: booking.id,
    kind: 'payment',
    amountPaise: input.amountPaise,
    currency: booking.currency,
    method: input.method,
    reference: input.reference,
    receivedOn: input.receivedOn,
    notes: input.notes,
    ...(await unnumberedFields(tx, booking, input.amountPaise, input.idempotencyKey)),
    linkId: input.linkId ?? null,
    gatewayPaymentId: input.gatewayPaymentId ?? null,
    idempotencyKey: input.idempotencyKey,
    requestHash: hash,
    recordedBy: actor.kind === 'staff' ? actor.userId : null,
  });
  await insertAllocations(tx, allocations.map((allocation) => ({ paymentId: payment.id, dueId: allocation.dueId, amountPaise: allocation.amountPaise })));
  await settleDues(tx, booking.id, now);

  const amount = formatMoney(payment.amountPaise, payment.currency);
  if (booking.ownerId !== actor.userId) {
    await notify(tx, { userIds: [booking.ownerId] }, { type: 'payment', message: `${amount} received for ${booking.reference} (${booking.customerName}) by ${PAYMENT_METHOD_LABELS[payment.method]}.`, link: bookingLink(booking.id) });
  }
  numberAtCommit(tx, {
    payment,
    series: 'RC',
    financialYear: financialYearOf(todayInIndia(now)),
    naming: async (last, numbered) => {
      await recordAudit(last, actor, {
        action: 'record',
        entityType: PAYMENT_AUDIT_ENTITY_TYPES.payment,
        entityId: numbered.id,
        after: { booking: booking.reference, amount_paise: numbered.amountPaise, method: numbered.method, reference: numbered.reference, received_on: numbered.receivedOn, receipt_number: numbered.receiptNumber, allocations, credit_paise: remainderPaise },
      });
      await noteOnBookingTimeline(last, actor, {
        bookingId: booking.id,
        kind: 'payment_received',
        title: `${amount} received by ${PAYMENT_METHOD_LABELS[numbered.method]}`,
        detail: `Receipt ${numbered.receiptNumber}${numbered.reference ? `, reference ${numbered.reference}` : ''}${remainderPaise > 0 ? `; ${formatMoney(remainderPaise, numbered.currency)} beyond the dues is held as credit` : ''}`,
      });
    },
  });
  return { payment, replayed: false };
}

type RecordRequest = z.output<typeof paymentRecordRequestSchema>;

/** Staff record a payment received by hand (UPI, transfer, card, cash, cheque). */
export async function recordManualPayment(ctx: ServiceContext, request: RecordRequest, now: Date = new Date()): Promise<RecordOutcome> {
  if (request.received_on > todayInIndia(now)) throw validationError({ received_on: ['A payment cannot be received in the future'] });
  return moneyTransaction(ctx.db, async (tx) => {
    const booking = await lockBookingForMoney(tx, request.booking_id);
    const existing = await paymentOfKey(tx, request.idempotency_key);
    // A repeat of a recorded request answers it even if the booking was cancelled since.
    if (!existing) refuseCancelled(booking);
    return recordPaymentInTx(
      tx,
      ctx.actor,
      booking,
      { amountPaise: request.amount_paise, method: request.method, reference: request.reference, receivedOn: request.received_on, notes: request.notes, dueIds: request.due_ids, idempotencyKey: request.idempotency_key },
      now,
    );
  });
}

/** A wallet payment (or its refund) moves with the agent's ledger: the agents module undoes it, never the payments routes alone. */
function refuseWalletMoney(payment: PaymentRow): void {
  if (payment.method === 'wallet') {
    throw new AppError('payment.wallet_payment', `${payment.receiptNumber} was paid from the agent's wallet: reverse it or give it back from the agent's wallet, so the ledger moves with it.`);
  }
}

/**
 * Reverses a payment or a refund in the caller's transaction, the booking already locked: it stays,
 * marked reversed with the reason, its receipt number used; its allocations count for nothing and the
 * dues are settled again. A payment with refunds not reversed is refused (409): reverse those first.
 */
export async function reversePaymentInTx(tx: Db, actor: ActorContext, booking: BookingForPayments, paymentId: number, reason: string, now: Date = new Date()): Promise<PaymentRow> {
  const payment = await findPayment(tx, paymentId);
  if (!payment || payment.bookingId !== booking.id) throw notFound('Payment not found.');
  if (payment.reversedAt !== null) throw new AppError('payment.already_reversed', `${payment.receiptNumber} is reversed already.`);
  if (payment.kind === 'payment' && (await refundedOf(tx, payment.id)) > 0) {
    throw new AppError('payment.already_reversed', `${payment.receiptNumber} has refunds: reverse them before the payment.`);
  }
  const after = await updatePayment(tx, payment.id, { reversedAt: now, reversedBy: actor.userId, reversalReason: reason });
  await settleDues(tx, booking.id, now);
  await recordAudit(tx, actor, { action: 'reverse', entityType: PAYMENT_AUDIT_ENTITY_TYPES.payment, entityId: payment.id, before: { reversed: false }, after: { reversed: true, reason, receipt_number: payment.receiptNumber } });
  await noteOnBookingTimeline(tx, actor, {
    bookingId: booking.id,
    kind: 'payment_reversed',
    title: `${payment.kind === 'refund' ? 'Refund' : 'Payment'} ${payment.receiptNumber} of ${formatMoney(payment.amountPaise, payment.currency)} reversed`,
    detail: reason,
  });
  return after;
}

/** Reverses a payment or a refund (a bounced cheque, a wrong entry); a wallet payment is reversed from its wallet. */
export async function reversePayment(ctx: ServiceContext, paymentId: number, input: z.output<typeof reverseRequestSchema>, now: Date = new Date()): Promise<PaymentRow> {
  return ctx.db.transaction(async (tx) => {
    const found = await findPayment(tx, paymentId);
    if (!found) throw notFound('Payment not found.');
    const booking = await lockBookingForMoney(tx, found.bookingId);
    refuseWalletMoney(found);
    return reversePaymentInTx(tx, ctx.actor, booking, paymentId, input.reason, now);
  });
}

type RefundRequest = z.output<typeof refundRequestSchema>;

/** What a booking holds beyond its dues: payments not reversed, less what they allocate, less refunds not reversed. */
async function creditOf(tx: Db, bookingId: number): Promise<number> {
  const rows = await paymentsOf(tx, bookingId);
  const live = new Set(rows.filter((row) => row.reversedAt === null && row.kind === 'payment').map((row) => row.id));
  const allocated = (await allocationsOf(tx, bookingId)).filter((row) => live.has(row.paymentId)).reduce((sum, row) => sum + row.amountPaise, 0);
  const paid = rows.filter((row) => live.has(row.id)).reduce((sum, row) => sum + row.amountPaise, 0);
  const refunded = rows.filter((row) => row.kind === 'refund' && row.reversedAt === null).reduce((sum, row) => sum + row.amountPaise, 0);
  return paid - allocated - refunded;
}

/** A refund to record: how it went back, and why. */
export type RefundToRecord = { amountPaise: number; method: PaymentMethod; reference: string; refundedOn: string; reason: string; idempotencyKey: string };

/**
 * Refunds part or all of a payment in the caller's moneyTransaction, the booking already locked, by the
 * same rules as a payment: an idempotency key, the next number of the refund series (RF) taken as the
 * transaction's last write, audited. Up to what is left of the payment after its refunds; on a booking
 * still running, only money beyond the dues (its credit) can go back.
 */
export async function refundPaymentInTx(tx: Db, actor: ActorContext, booking: BookingForPayments, paymentId: number, request: RefundToRecord, now: Date = new Date()): Promise<RecordOutcome> {
  const hash = requestHashOf({ refund_of: paymentId, amount: request.amountPaise, method: request.method, reference: request.reference, refunded_on: request.refundedOn });
  const existing = await paymentOfKey(tx, request.idempotencyKey);
  if (existing) return replayOf(existing, booking.id, hash);

  const payment = await findPayment(tx, paymentId);
  if (!payment || payment.bookingId !== booking.id) throw notFound('Payment not found.');
  if (payment.kind !== 'payment') throw validationError({ payment: ['A refund is made against a payment, not another refund'] });
  if (payment.reversedAt !== null) throw new AppError('payment.already_reversed', `${payment.receiptNumber} is reversed: there is nothing to refund.`);
  const refundable = payment.amountPaise - (await refundedOf(tx, payment.id));
  if (request.amountPaise > refundable) throw validationError({ amount_paise: [`At most ${formatMoney(refundable, payment.currency)} of ${payment.receiptNumber} can still be refunded`] });
  if (booking.status !== 'cancelled') {
    const credit = await creditOf(tx, booking.id);
    if (request.amountPaise > credit) {
      throw validationError({ amount_paise: [credit > 0 ? `The booking is running: only the ${formatMoney(credit, payment.currency)} received beyond its dues can be refunded` : 'The booking is running and nothing was received beyond its dues: cancel the booking to refund its payments'] });
    }
  }

  const refund = await insertUnnumbered(tx, {
    bookingId: booking.id,
    kind: 'refund',
    amountPaise: request.amountPaise,
    currency: payment.currency,
    method: request.method,
    reference: request.reference,
    receivedOn: request.refundedOn,
    notes: request.reason,
    ...(await unnumberedFields(tx, booking, request.amountPaise, request.idempotencyKey)),
    refundOfId: payment.id,
    idempotencyKey: request.idempotencyKey,
    requestHash: hash,
    recordedBy: actor.userId,
  });
  numberAtCommit(tx, {
    payment: refund,
    series: 'RF',
    financialYear: financialYearOf(todayInIndia(now)),
    naming: async (last, numbered) => {
      await recordAudit(last, actor, {
        action: 'refund',
        entityType: PAYMENT_AUDIT_ENTITY_TYPES.payment,
        entityId: numbered.id,
        after: { booking: booking.reference, refund_of: payment.receiptNumber, amount_paise: numbered.amountPaise, method: numbered.method, receipt_number: numbered.receiptNumber, reason: request.reason },
      });
      await noteOnBookingTimeline(last, actor, {
        bookingId: booking.id,
        kind: 'payment_refund',
        title: `${formatMoney(numbered.amountPaise, numbered.currency)} refunded by ${PAYMENT_METHOD_LABELS[numbered.method]}`,
        detail: `${numbered.receiptNumber} against ${payment.receiptNumber}: ${request.reason}`,
      });
    },
  });
  return { payment: refund, replayed: false };
}

/** Refunds part or all of a payment by hand; a wallet payment goes back to its wallet instead. */
export async function refundPayment(ctx: ServiceContext, paymentId: number, request: RefundRequest, now: Date = new Date()): Promise<RecordOutcome> {
  if (request.refunded_on > todayInIndia(now)) throw validationError({ refunded_on: ['A refund cannot be made in the future'] });
  return moneyTransaction(ctx.db, async (tx) => {
    const found = await findPayment(tx, paymentId);
    if (!found) throw notFound('Payment not found.');
    const booking = await lockBookingForMoney(tx, found.bookingId);
    const replay = await paymentOfKey(tx, request.idempotency_key);
    if (!replay) refuseWalletMoney(found);
    return refundPaymentInTx(
      tx,
      ctx.actor,
      booking,
      paymentId,
      { amountPaise: request.amount_paise, method: request.method, reference: request.reference, refundedOn: request.refunded_on, reason: request.reason, idempotencyKey: request.idempotency_key },
      now,
    );
  });
}
