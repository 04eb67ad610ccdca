import type { z } from 'zod';
import { WALLET_ENTRY_TYPE_LABELS, type WalletEntry, type WalletEntryType, type WalletWriteResponse, type walletAdjustmentRequestSchema, type walletReversalRequestSchema } from '@ua/contracts';
import type { ActorContext, ServiceContext } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { lockBookingForMoney, reversePaymentInTx } from '../payments/index.ts';
import { entryOfKey, findEntry, ledgerEntry, ledgerPage, reversalOf, walletAgent, walletWithFigures, type LedgerRow } from './wallet.repository.ts';
import { lockWallet, postEntry, type PostOutcome } from './wallet-ledger.ts';
import { entriesView, entryViewOf, summaryOf, walletSummary } from './wallet-view.ts';
import { staffNameOf } from '../admin/index.ts';

type Adjustment = z.output<typeof walletAdjustmentRequestSchema>;
type Reversal = z.output<typeof walletReversalRequestSchema>;

export async function requireWalletAgent(db: Db, agentId: number): Promise<void> {
  if (!(await walletAgent(db, agentId))) throw notFound('Agent not found.');
}

export async function entryView(db: Db, entryId: number): Promise<WalletEntry> {
  const row = await ledgerEntry(db, entryId);
  if (!row) throw notFound('Wallet entry not found.');
  const [view] = await entriesView(db, [row]);
  if (!view) throw notFound('Wallet entry not found.');
  return view;
}

/**
 * What a ledger write answers: the entry with its balance, and the wallet after it, read from the
 * ledger as it stands. For a replay only, after its commit: a replay wrote nothing, so a failure here
 * (the pool busy) loses nothing and the retry replays again. A new entry is answered by writtenAnswer,
 * in its transaction.
 */
export async function writeResponse(db: Db, outcome: PostOutcome): Promise<WalletWriteResponse> {
  return { entry: await entryView(db, outcome.entry.id), wallet: await walletSummary(db, outcome.entry.agentId), replayed: outcome.replayed };
}

/**
 * The answer to a new ledger write, read through its transaction after postEntry (under the wallet's
 * lock, so the balance after the entry is the wallet's), so that once the write commits nothing is left
 * to fail: an error after a commit would answer 5xx for a write that is saved, and its retry would
 * write again unless it carried the same key. A receipt numbered at the commit shows in the view only
 * when the caller sets it (withReceipt).
 */
export async function writtenAnswer(tx: Db, outcome: PostOutcome, now: Date): Promise<WalletWriteResponse> {
  const row: LedgerRow = { ...outcome.entry, balanceAfterPaise: outcome.wallet.walletBalancePaise, reversedByEntryId: null };
  const [entry] = await entriesView(tx, [row]);
  const read = await walletWithFigures(tx, outcome.entry.agentId, now, null);
  if (!entry || !read) throw notFound('Agent not found.');
  return { entry, wallet: summaryOf(outcome.wallet, read.figures), replayed: false };
}

/** The answer with its entry's payment numbered: a payment or refund note takes its number as its transaction commits. */
export function withReceipt(answer: WalletWriteResponse, payment: { id: number; receiptNumber: string }): WalletWriteResponse {
  const named = answer.entry.payment;
  if (named?.id !== payment.id) return answer;
  return { ...answer, entry: { ...answer.entry, payment: { ...named, receipt_number: payment.receiptNumber } } };
}

/** A write's outcome in its transaction: what postEntry did, and the answer already built when it wrote. */
type Written = { posted: PostOutcome; answer: WalletWriteResponse | null };

async function answered(tx: Db, posted: PostOutcome, now: Date): Promise<Written> {
  return { posted, answer: posted.replayed ? null : await writtenAnswer(tx, posted, now) };
}

/** The answer of a write whose transaction has committed: built inside it when it wrote, read now for a replay. */
export async function answerOf(db: Db, written: Written): Promise<WalletWriteResponse> {
  return written.answer ?? writeResponse(db, written.posted);
}

export async function walletEntriesPage(db: Db, agentId: number, types: WalletEntryType[] | undefined, limit: number, offset: number): Promise<{ count: number; results: WalletEntry[] }> {
  await requireWalletAgent(db, agentId);
  const { count, rows } = await ledgerPage(db, agentId, types, limit, offset);
  return { count, results: await entriesView(db, rows) };
}

/** `wallet.adjust`: a correction either way, with why. A debit is held to the credit limit like any other. */
export async function adjustWallet(ctx: ServiceContext, agentId: number, input: Adjustment, now: Date = new Date()): Promise<WalletWriteResponse> {
  const written = await ctx.db.transaction(async (tx) => {
    // What the answer shows besides the entry, read before the wallet's lock (an adjustment changes
    // neither figure), so the lock is held for the write alone: one agent's writes queue on it.
    const read = await walletWithFigures(tx, agentId, now, staffNameOf(ctx.actor.userId));
    if (!read) throw notFound('Agent not found.');
    const posted = await postEntry(tx, ctx.actor, {
      agentId,
      type: 'adjustment',
      amountPaise: input.amount_paise,
      reason: input.reason,
      reference: input.reference,
      idempotencyKey: input.idempotency_key,
      request: { amount: input.amount_paise, reason: input.reason, reference: input.reference },
    });
    if (posted.replayed) return { posted, answer: null };
    const row: LedgerRow = { ...posted.entry, balanceAfterPaise: posted.wallet.walletBalancePaise, reversedByEntryId: null };
    const entry = entryViewOf(row, { bookingReference: '', receiptNumber: '', createdByName: read.name ?? '' });
    return { posted, answer: { entry, wallet: summaryOf(posted.wallet, read.figures), replayed: false } };
  });
  return answerOf(ctx.db, written);
}

/**
 * Posts the reversal of an entry in the caller's transaction, the wallet locked by postEntry: its
 * opposite amount, once (a unique index backs the check), with why.
 */
export async function reverseEntryInTx(tx: Db, actor: ActorContext, agentId: number, entryId: number, input: Reversal): Promise<PostOutcome> {
  await lockWallet(tx, agentId);
  const entry = await findEntry(tx, entryId);
  if (!entry || entry.agentId !== agentId) throw notFound('Wallet entry not found.');
  const repeat = await reversalOf(tx, entryId);
  if (repeat && repeat.idempotencyKey !== input.idempotency_key) throw new AppError('wallet.already_reversed', `Entry ${entryId} (${WALLET_ENTRY_TYPE_LABELS[entry.type].toLowerCase()}) is reversed already, by entry ${repeat.id}.`);
  if (entry.type === 'reversal') throw new AppError('wallet.already_reversed', 'A reversal is not reversed: make an adjustment instead.');
  return postEntry(tx, actor, {
    agentId,
    type: 'reversal',
    amountPaise: -entry.amountPaise,
    reason: input.reason,
    reference: entry.reference,
    bookingId: entry.bookingId,
    paymentId: entry.paymentId,
    reversesEntryId: entry.id,
    idempotencyKey: input.idempotency_key,
    request: { reverses: entryId, reason: input.reason },
  });
}

/**
 * `wallet.adjust`: reverse an entry. A booking payment or a refund is reversed with its payment (or
 * refund note) in the same transaction, so the booking's dues and the ledger move together; the booking
 * is locked before the wallet, as every wallet payment does.
 */
export async function reverseEntry(ctx: ServiceContext, agentId: number, entryId: number, input: Reversal, now: Date = new Date()): Promise<WalletWriteResponse> {
  const written = await ctx.db.transaction(async (tx) => {
    const entry = await findEntry(tx, entryId);
    if (!entry || entry.agentId !== agentId) throw notFound('Wallet entry not found.');
    if ((entry.type === 'booking_payment' || entry.type === 'refund') && entry.bookingId !== null && entry.paymentId !== null) {
      const booking = await lockBookingForMoney(tx, entry.bookingId);
      const replay = await entryOfKey(tx, input.idempotency_key);
      const already = await reversalOf(tx, entryId);
      if (!replay && !already) await reversePaymentInTx(tx, ctx.actor, booking, entry.paymentId, input.reason, now);
    }
    return answered(tx, await reverseEntryInTx(tx, ctx.actor, agentId, entryId, input), now);
  });
  return answerOf(ctx.db, written);
}

export { walletSummary };
