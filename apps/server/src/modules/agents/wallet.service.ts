import type { z } from 'zod';
import { WALLET_ENTRY_TYPE_LABELS, type WalletEntry, type WalletEntryType, type WalletWriteResponse, type walletAdjustmentRequestSchema, type walletReversalRequestSchema } from '@ua/contracts';
import type { ActorContext, ServiceContext } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { lockBookingForMoney, reversePaymentInTx } from '../payments/index.ts';
import { entryOfKey, findEntry, ledgerEntry, ledgerPage, reversalOf, walletAgent } from './wallet.repository.ts';
import { lockWallet, postEntry, type PostOutcome } from './wallet-ledger.ts';
import { entriesView, walletSummary } from './wallet-view.ts';

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

/** What a ledger write answers: the entry with its balance, and the wallet after it. */
export async function writeResponse(db: Db, outcome: PostOutcome): Promise<WalletWriteResponse> {
  return { entry: await entryView(db, outcome.entry.id), wallet: await walletSummary(db, outcome.entry.agentId), replayed: outcome.replayed };
}

export async function walletEntriesPage(db: Db, agentId: number, types: WalletEntryType[] | undefined, limit: number, offset: number): Promise<{ count: number; results: WalletEntry[] }> {
  await requireWalletAgent(db, agentId);
  const { count, rows } = await ledgerPage(db, agentId, types, limit, offset);
  return { count, results: await entriesView(db, rows) };
}

/** `wallet.adjust`: a correction either way, with why. A debit is held to the credit limit like any other. */
export async function adjustWallet(ctx: ServiceContext, agentId: number, input: Adjustment): Promise<WalletWriteResponse> {
  const outcome = await ctx.db.transaction((tx) =>
    postEntry(tx, ctx.actor, {
      agentId,
      type: 'adjustment',
      amountPaise: input.amount_paise,
      reason: input.reason,
      reference: input.reference,
      idempotencyKey: input.idempotency_key,
      request: { amount: input.amount_paise, reason: input.reason, reference: input.reference },
    }),
  );
  return writeResponse(ctx.db, outcome);
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
  const outcome = await ctx.db.transaction(async (tx) => {
    const entry = await findEntry(tx, entryId);
    if (!entry || entry.agentId !== agentId) throw notFound('Wallet entry not found.');
    if ((entry.type === 'booking_payment' || entry.type === 'refund') && entry.bookingId !== null && entry.paymentId !== null) {
      const booking = await lockBookingForMoney(tx, entry.bookingId);
      const replay = await entryOfKey(tx, input.idempotency_key);
      const already = await reversalOf(tx, entryId);
      if (!replay && !already) await reversePaymentInTx(tx, ctx.actor, booking, entry.paymentId, input.reason, now);
    }
    return reverseEntryInTx(tx, ctx.actor, agentId, entryId, input);
  });
  return writeResponse(ctx.db, outcome);
}

export { walletSummary };
