import type { WalletEntry, WalletSummary } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { staffNames } from '../admin/index.ts';
import { bookingsForPayments } from '../bookings/index.ts';
import { receiptNumbersOf } from '../payments/index.ts';
import { commissionEarned, pendingTopUps, walletAgent, type LedgerRow, type WalletAgentRow, type WalletFigures } from './wallet.repository.ts';
import { lockWallet } from './wallet-ledger.ts';
import { notFound } from '../../lib/errors.ts';

/** Ledger rows as the API answers them: the booking's reference, the payment's receipt number, who made each. */
export async function entriesView(db: Db, rows: readonly LedgerRow[]): Promise<WalletEntry[]> {
  const [bookings, receipts, staff] = await inParallel(db, [
    () => bookingsForPayments(db, [...new Set(rows.flatMap((row) => (row.bookingId === null ? [] : [row.bookingId])))]),
    () => receiptNumbersOf(db, rows.flatMap((row) => (row.paymentId === null ? [] : [row.paymentId]))),
    () => staffNames(db, rows.map((row) => row.createdBy)),
  ]);
  const references = new Map(bookings.map((booking) => [booking.id, booking.reference]));
  return rows.map((row) =>
    entryViewOf(row, {
      bookingReference: row.bookingId === null ? '' : (references.get(row.bookingId) ?? ''),
      receiptNumber: row.paymentId === null ? '' : (receipts.get(row.paymentId) ?? ''),
      createdByName: row.createdBy === null ? '' : (staff.get(row.createdBy) ?? ''),
    }),
  );
}

/** What an entry's view names besides its own row: its booking's reference, its payment's receipt number and who made it. */
export type EntryNames = { bookingReference: string; receiptNumber: string; createdByName: string };

/** A ledger row as the API answers it, with the names it shows already known. */
export function entryViewOf(row: LedgerRow, names: EntryNames): WalletEntry {
  return {
    id: row.id,
    type: row.type,
    amount_paise: row.amountPaise,
    balance_after_paise: row.balanceAfterPaise,
    reference: row.reference,
    reason: row.reason,
    booking: row.bookingId === null ? null : { id: row.bookingId, reference: names.bookingReference },
    payment: row.paymentId === null ? null : { id: row.paymentId, receipt_number: names.receiptNumber },
    top_up_id: row.topUpId,
    reverses_entry_id: row.reversesEntryId,
    reversed_by_entry_id: row.reversedByEntryId,
    created_by: row.createdBy === null ? null : { id: row.createdBy, name: names.createdByName },
    created_at: row.createdAt.toISOString(),
  };
}

/** The wallet at a glance from its row and figures, already read. */
export function summaryOf(agent: WalletAgentRow, figures: WalletFigures): WalletSummary {
  return {
    agent_id: agent.id,
    currency: 'INR',
    balance_paise: agent.walletBalancePaise,
    credit_limit_paise: agent.creditLimitPaise,
    available_paise: agent.walletBalancePaise + agent.creditLimitPaise,
    low_balance_alert_paise: agent.lowBalanceAlertPaise,
    pending_top_ups: figures.pendingTopUps,
    pending_top_ups_paise: figures.pendingTopUpsPaise,
    commission_earned_paise: figures.commissionEarnedPaise,
  };
}

/** The wallet at a glance. `lock`: read under the wallet's lock, in a write's transaction. */
export async function walletSummary(db: Db, agentId: number, now: Date = new Date(), lock = false): Promise<WalletSummary> {
  const agent = lock ? await lockWallet(db, agentId) : await walletAgent(db, agentId);
  if (!agent) throw notFound('Agent not found.');
  const [pending, commission] = await inParallel(db, [() => pendingTopUps(db, agentId, now), () => commissionEarned(db, agentId)]);
  return summaryOf(agent, { pendingTopUps: pending.count, pendingTopUpsPaise: pending.paise, commissionEarnedPaise: commission });
}
