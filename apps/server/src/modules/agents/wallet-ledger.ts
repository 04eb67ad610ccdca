import { WALLET_AUDIT_ENTITY_TYPES, WALLET_ENTRY_TYPE_LABELS, type WalletEntryType } from '@ua/contracts';
import type { ActorContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { violatedCheck, violatedConstraint } from '../../lib/pg-errors.ts';
import { formatMoney } from '../itineraries/index.ts';
import { notify } from '../notifications/index.ts';
import { requestHashOf } from '../payments/index.ts';
import { entryOfKey, insertEntry, setLowBalanceAlertedAt, walletAgent, type WalletAgentRow, type WalletEntryRow } from './wallet.repository.ts';

/** The web page of an agent (apps/web features/agents), where a wallet notification leads. */
export function agentLink(agentId: number): string {
  return `/agents/${agentId}`;
}

export const WALLET_FLOOR_CONSTRAINT = 'agents_wallet_floor_check';
const IDEMPOTENCY_CONSTRAINT = 'wallet_entries_idempotency_idx';

/** An entry to add to an agent's ledger. */
export type EntryToPost = {
  agentId: number;
  type: WalletEntryType;
  /** Signed paise: credits positive, debits negative. */
  amountPaise: number;
  reference?: string;
  reason?: string;
  bookingId?: number | null;
  paymentId?: number | null;
  topUpId?: number | null;
  reversesEntryId?: number | null;
  idempotencyKey: string;
  /** The fields of the request, to tell a repeat from another request under the same key. */
  request: Record<string, unknown>;
  /** Only an active agent's wallet takes it (a wallet payment): checked under the wallet's lock, 409 otherwise. */
  activeOnly?: boolean;
};

/**
 * What postEntry did. A new entry comes with the wallet's row as the entry left it (under the lock, so
 * its balance is the balance after the entry: the ledger's sum, kept by the database), which is all a
 * caller needs to answer from memory; a replay wrote nothing and carries the wallet as it stands.
 */
export type PostOutcome = { entry: WalletEntryRow; replayed: boolean; wallet: WalletAgentRow };

export function insufficientFunds(agent: Pick<WalletAgentRow, 'walletBalancePaise' | 'creditLimitPaise'>, debitPaise: number): AppError {
  const available = agent.walletBalancePaise + agent.creditLimitPaise;
  return new AppError(
    'wallet.insufficient_funds',
    `The wallet has ${formatMoney(Math.max(available, 0), 'INR')} available (balance ${formatMoney(agent.walletBalancePaise, 'INR')} and credit limit ${formatMoney(agent.creditLimitPaise, 'INR')}); this needs ${formatMoney(debitPaise, 'INR')}.`,
  );
}

/** 409 `wallet.agent_inactive`: an agent on hold or closed does not pay for bookings from its wallet. */
export function refuseInactive(agent: Pick<WalletAgentRow, 'agencyName' | 'status'>): void {
  if (agent.status !== 'active') throw new AppError('wallet.agent_inactive', `${agent.agencyName} is ${agent.status === 'on_hold' ? 'on hold' : 'closed'}: its wallet cannot pay for bookings.`);
}

/** The agent's wallet row, locked for the rest of the transaction: every ledger write takes it first. */
export async function lockWallet(tx: Db, agentId: number): Promise<WalletAgentRow> {
  const agent = await walletAgent(tx, agentId, true);
  if (!agent) throw notFound('Agent not found.');
  return agent;
}

/**
 * The one way into a ledger. In the caller's transaction: takes the agent's wallet row (so writes to
 * one wallet go one at a time; a caller with other writes to make does them first, so the lock is held
 * for the ledger's write and little else), answers a repeated idempotency key with what it recorded (another
 * request under it is refused, 409), refuses a debit the available funds do not cover (409), inserts
 * the entry (the database adds it to the balance, and its check on the balance is the backstop of the
 * credit limit), audits it and tells the account manager when the balance falls below the alert.
 */
export async function postEntry(tx: Db, actor: ActorContext, input: EntryToPost): Promise<PostOutcome> {
  const agent = await lockWallet(tx, input.agentId);
  const requestHash = requestHashOf({ agent: input.agentId, type: input.type, ...input.request });
  const existing = await entryOfKey(tx, input.idempotencyKey);
  if (existing) {
    if (existing.agentId !== input.agentId || existing.requestHash !== requestHash) {
      throw new AppError('wallet.idempotency_conflict', 'This idempotency key was used for a different wallet entry: start again to make another.');
    }
    return { entry: existing, replayed: true, wallet: agent };
  }
  if (input.activeOnly) refuseInactive(agent);
  if (input.amountPaise < 0 && agent.walletBalancePaise + input.amountPaise < -agent.creditLimitPaise) throw insufficientFunds(agent, -input.amountPaise);

  const entry = await insertEntry(tx, {
    agentId: input.agentId,
    type: input.type,
    amountPaise: input.amountPaise,
    reference: input.reference ?? '',
    reason: input.reason ?? '',
    bookingId: input.bookingId ?? null,
    paymentId: input.paymentId ?? null,
    topUpId: input.topUpId ?? null,
    reversesEntryId: input.reversesEntryId ?? null,
    idempotencyKey: input.idempotencyKey,
    requestHash,
    createdBy: actor.kind === 'staff' ? actor.userId : null,
  }).catch((error: unknown) => {
    if (violatedCheck(error) === WALLET_FLOOR_CONSTRAINT) throw insufficientFunds(agent, -input.amountPaise);
    if (violatedConstraint(error) === IDEMPOTENCY_CONSTRAINT) throw new AppError('wallet.idempotency_conflict', 'This idempotency key was used for another wallet entry at the same moment: try again.');
    throw error;
  });
  const balanceAfter = agent.walletBalancePaise + input.amountPaise;

  await recordAudit(tx, actor, {
    action: input.type === 'reversal' ? 'reverse' : input.type === 'adjustment' ? 'adjust' : input.type === 'commission' ? 'commission' : input.type === 'refund' ? 'return' : input.type === 'booking_payment' ? 'pay' : 'approve',
    entityType: WALLET_AUDIT_ENTITY_TYPES.walletEntry,
    entityId: entry.id,
    after: { agent: agent.agencyName, type: entry.type, amount_paise: entry.amountPaise, reference: entry.reference, reason: entry.reason, balance_after_paise: balanceAfter, reverses_entry_id: entry.reversesEntryId },
  });
  const alertedAt = await alertLowBalance(tx, agent, balanceAfter);
  return { entry, replayed: false, wallet: { ...agent, walletBalancePaise: balanceAfter, lowBalanceAlertedAt: alertedAt } };
}

/**
 * Tells the account manager once when the balance falls below the agent's alert, and again only after
 * it has been back at or above it. Answers when the wallet was last alerted, as its row now has it.
 */
async function alertLowBalance(tx: Db, agent: WalletAgentRow, balanceAfter: number): Promise<Date | null> {
  const below = balanceAfter < agent.lowBalanceAlertPaise;
  if (!below) {
    if (agent.lowBalanceAlertedAt !== null) await setLowBalanceAlertedAt(tx, agent.id, null);
    return null;
  }
  if (agent.lowBalanceAlertedAt !== null) return agent.lowBalanceAlertedAt;
  const alertedAt = new Date();
  await setLowBalanceAlertedAt(tx, agent.id, alertedAt);
  if (agent.accountManagerId === null) return alertedAt;
  await notify(
    tx,
    { userIds: [agent.accountManagerId] },
    {
      type: 'wallet',
      message: `${agent.agencyName}'s wallet is down to ${formatMoney(balanceAfter, 'INR')}, below its alert of ${formatMoney(agent.lowBalanceAlertPaise, 'INR')}; ${formatMoney(balanceAfter + agent.creditLimitPaise, 'INR')} is available with credit.`,
      link: agentLink(agent.id),
    },
  );
  return alertedAt;
}

export function entryTitle(entry: Pick<WalletEntryRow, 'type' | 'amountPaise'>): string {
  return `${WALLET_ENTRY_TYPE_LABELS[entry.type]} of ${formatMoney(Math.abs(entry.amountPaise), 'INR')}`;
}
