import type { z } from 'zod';
import type { BookingWalletResponse, WalletPayResponse, WalletWriteResponse, walletPayRequestSchema, walletReturnRequestSchema } from '@ua/contracts';
import type { ServiceContext } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { notFound, validationError } from '../../lib/errors.ts';
import { staffNameOf } from '../admin/index.ts';
import { tripOfBooking, type BookingForPayments } from '../bookings/index.ts';
import { agentIdOfTrip, todayInIndia } from '../itineraries/index.ts';
import { findPayment, lockBookingForMoney, moneyTransaction, recordPaymentInTx, refundPaymentInTx, refuseCancelled } from '../payments/index.ts';
import { entryOfKey, walletAgent, walletWithFigures, type LedgerRow, type WalletAgentRow } from './wallet.repository.ts';
import { insufficientFunds, postEntry, refuseInactive } from './wallet-ledger.ts';
import { withReceipt, writeResponse, writtenAnswer } from './wallet.service.ts';
import { entryViewOf, summaryOf, walletSummary } from './wallet-view.ts';

type PayRequest = z.output<typeof walletPayRequestSchema>;
type ReturnRequest = z.output<typeof walletReturnRequestSchema>;

/** The agent who brought a booking's trip, if one did; 404 for no such booking. */
export async function agentOfBooking(db: Db, bookingId: number): Promise<number | null> {
  const tripId = await tripOfBooking(db, bookingId);
  if (tripId === null) throw notFound('Booking not found.');
  return agentIdOfTrip(db, tripId);
}

/** The agent of a booking's trip and its wallet, for the booking's payments panel. */
export async function bookingWallet(db: Db, bookingId: number, now: Date = new Date()): Promise<BookingWalletResponse> {
  const agentId = await agentOfBooking(db, bookingId);
  if (agentId === null) return { agent: null, wallet: null };
  const agent = await walletAgent(db, agentId);
  if (!agent) return { agent: null, wallet: null };
  return { agent: { id: agent.id, agency_name: agent.agencyName, status: agent.status }, wallet: await walletSummary(db, agentId, now) };
}

/** The booking must be of a trip this agent brought; the booking is locked for the money write. */
async function lockAgentsBooking(tx: Db, agentId: number, bookingId: number): Promise<BookingForPayments> {
  const booking = await lockBookingForMoney(tx, bookingId);
  if ((await agentOfBooking(tx, bookingId)) !== agentId) throw validationError({ booking_id: [`${booking.reference} was not brought by this agent`] });
  return booking;
}

function walletReference(agent: WalletAgentRow): string {
  return `Wallet of ${agent.agencyName}`.slice(0, 100);
}

/**
 * The agent's wallet as it stands, read without its lock: for the payment's reference and the early
 * refusals that save writing a payment only to undo it. postEntry takes the lock last and decides.
 */
async function walletOf(tx: Db, agentId: number): Promise<WalletAgentRow> {
  const agent = await walletAgent(tx, agentId);
  if (!agent) throw notFound('Agent not found.');
  return agent;
}

/**
 * Pays a booking's dues from its agent's wallet, in one transaction: the booking is locked; the payment
 * (method `wallet`) with its allocations, the ledger's debit that names it (the wallet locked only now,
 * by postEntry, so one agent's debits queue for the ledger's write alone) and last the receipt number
 * land together or not at all. Only an active agent spends; the debit is held to the credit limit under
 * the wallet's lock (a refusal there undoes the payment: nothing is written). The same idempotency key
 * again answers what it recorded.
 */
export async function payFromWallet(ctx: ServiceContext, agentId: number, input: PayRequest, now: Date = new Date()): Promise<WalletPayResponse> {
  const outcome = await moneyTransaction(ctx.db, async (tx) => {
    const booking = await lockAgentsBooking(tx, agentId, input.booking_id);
    // The wallet with the figures its answer shows and the payer's name, in the statement that reads it anyway.
    const read = await walletWithFigures(tx, agentId, now, staffNameOf(ctx.actor.userId));
    if (!read) throw notFound('Agent not found.');
    const { agent } = read;
    const request = { booking: booking.id, amount: input.amount_paise, dues: input.due_ids ?? null };
    const repeat = await entryOfKey(tx, input.idempotency_key);
    if (!repeat) {
      refuseCancelled(booking);
      refuseInactive(agent);
      if (booking.currency !== 'INR') throw validationError({ booking_id: [`${booking.reference} is priced in ${booking.currency}; the wallet pays in rupees only`] });
      if (agent.walletBalancePaise - input.amount_paise < -agent.creditLimitPaise) throw insufficientFunds(agent, input.amount_paise);
    }
    const payment = repeat?.paymentId
      ? await findPayment(tx, repeat.paymentId)
      : (
          await recordPaymentInTx(
            tx,
            ctx.actor,
            booking,
            { amountPaise: input.amount_paise, method: 'wallet', reference: walletReference(agent), receivedOn: todayInIndia(now), notes: '', dueIds: input.due_ids, idempotencyKey: `wallet:${input.idempotency_key}` },
            now,
          )
        ).payment;
    if (!payment) throw notFound('Payment not found.');
    // No reference of its own: the entry names the payment, whose receipt number (taken after it) every view shows.
    const posted = await postEntry(tx, ctx.actor, {
      agentId,
      type: 'booking_payment',
      amountPaise: -input.amount_paise,
      bookingId: booking.id,
      paymentId: payment.id,
      idempotencyKey: input.idempotency_key,
      request,
      activeOnly: true,
    });
    return { posted, payment, booking, figures: read.figures, payer: read.name ?? '' };
  });
  const { posted, payment } = outcome;
  const paid = { id: payment.id, receipt_number: payment.receiptNumber, amount_paise: payment.amountPaise };
  if (posted.replayed) {
    // A replay wrote nothing: its answer is read from the ledger as it stands (a failure here loses nothing).
    const { entry, wallet, replayed } = await writeResponse(ctx.db, posted);
    return { entry, wallet, replayed, payment: paid };
  }
  // Written: the answer comes from what the transaction wrote and read (the receipt numbered as it committed),
  // with no query after the commit, so a saved debit is never answered with an error.
  const row: LedgerRow = { ...posted.entry, balanceAfterPaise: posted.wallet.walletBalancePaise, reversedByEntryId: null };
  return {
    entry: entryViewOf(row, { bookingReference: outcome.booking.reference, receiptNumber: payment.receiptNumber, createdByName: outcome.payer }),
    wallet: summaryOf(posted.wallet, outcome.figures),
    replayed: false,
    payment: paid,
  };
}

/**
 * Gives part or all of a wallet payment back to the wallet, in one transaction: a refund note (RF series,
 * method `wallet`) against the payment, by the payments' refund rules (only the credit while the booking
 * runs; anything once it is cancelled), and the ledger's `refund` credit naming it; the wallet is locked
 * by postEntry, and the refund note numbered last, as for a payment.
 */
export async function returnToWallet(ctx: ServiceContext, agentId: number, input: ReturnRequest, now: Date = new Date()): Promise<WalletWriteResponse> {
  const written = await moneyTransaction(ctx.db, async (tx) => {
    const found = await findPayment(tx, input.payment_id);
    if (!found) throw notFound('Payment not found.');
    const booking = await lockAgentsBooking(tx, agentId, found.bookingId);
    const agent = await walletOf(tx, agentId);
    const repeat = await entryOfKey(tx, input.idempotency_key);
    if (!repeat && (found.method !== 'wallet' || found.kind !== 'payment')) throw validationError({ payment_id: ['Only a payment made from the wallet goes back to it'] });
    const refund = repeat?.paymentId
      ? await findPayment(tx, repeat.paymentId)
      : (
          await refundPaymentInTx(
            tx,
            ctx.actor,
            booking,
            found.id,
            { amountPaise: input.amount_paise, method: 'wallet', reference: walletReference(agent), refundedOn: todayInIndia(now), reason: input.reason, idempotencyKey: `wallet:${input.idempotency_key}` },
            now,
          )
        ).payment;
    if (!refund) throw notFound('Refund not found.');
    const posted = await postEntry(tx, ctx.actor, {
      agentId,
      type: 'refund',
      amountPaise: input.amount_paise,
      reason: input.reason,
      bookingId: booking.id,
      paymentId: refund.id,
      idempotencyKey: input.idempotency_key,
      request: { payment: found.id, amount: input.amount_paise, reason: input.reason },
    });
    return { posted, refund, answer: posted.replayed ? null : await writtenAnswer(tx, posted, now) };
  });
  // The refund note is numbered as the transaction commits, after its answer was built: the number is set in.
  if (written.answer) return withReceipt(written.answer, written.refund);
  return writeResponse(ctx.db, written.posted);
}

