import type { z } from 'zod';
import { TOP_UP_EXPIRY_DAYS, WALLET_AUDIT_ENTITY_TYPES, type TopUp, type TopUpStatus, type TopUpWriteResponse, type topUpRejectRequestSchema, type topUpRequestSchema } from '@ua/contracts';
import type { ActorContext, ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { violatedCheck, violatedConstraint } from '../../lib/pg-errors.ts';
import { lookupStaff, staffNames } from '../admin/index.ts';
import { formatMoney, formatTripDate, todayInIndia } from '../itineraries/index.ts';
import { notify } from '../notifications/index.ts';
import { requestHashOf } from '../payments/index.ts';
import { decideTopUp, expireTopUp, findTopUp, insertTopUp, topUpListRow, topUpOfKey, topUpPage, topUpsPastExpiry, type TopUpFilter, type TopUpListRow, type TopUpRow } from './top-ups.repository.ts';
import { walletAgent } from './wallet.repository.ts';
import { agentLink, lockWallet, postEntry } from './wallet-ledger.ts';

type TopUpInput = z.output<typeof topUpRequestSchema>;
type Rejection = z.output<typeof topUpRejectRequestSchema>;

const ENTITY = WALLET_AUDIT_ENTITY_TYPES.walletTopUp;
const DAY_MS = 86_400_000;
const IDEMPOTENCY_CONSTRAINT = 'wallet_top_ups_idempotency_idx';
const FOUR_EYES_CONSTRAINT = 'wallet_top_ups_four_eyes_check';
export const EXPIRED_REASON = 'Expired unapproved';
/** Holders of wallet.adjust read a page at a time when told of a new request: they are a handful, but never unbounded. */
const APPROVERS_PAGE = 200;

/** The status a request shows at `now`: pending past its time is expired, whether or not the daily job has run. */
export function statusAt(row: Pick<TopUpRow, 'status' | 'expiresAt'>, now: Date): TopUpStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

/** Rows as the API answers them. One the job has not yet expired shows as it will after the job: expired when its time ran out. */
async function topUpsView(db: Db, rows: readonly TopUpListRow[], now: Date): Promise<TopUp[]> {
  const staff = await staffNames(db, rows.flatMap((row) => [row.requestedBy, row.decidedBy]));
  const person = (id: number) => ({ id, name: staff.get(id) ?? '' });
  return rows.map((row) => {
    const lapsed = row.status === 'pending' && statusAt(row, now) === 'expired';
    return {
      id: row.id,
      agent: { id: row.agentId, agency_name: row.agencyName },
      amount_paise: row.amountPaise,
      bank_reference: row.bankReference,
      received_on: row.receivedOn,
      notes: row.notes,
      status: statusAt(row, now),
      requested_by: person(row.requestedBy),
      requested_at: row.requestedAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      decided_by: row.decidedBy === null ? null : person(row.decidedBy),
      decided_at: lapsed ? row.expiresAt.toISOString() : (row.decidedAt?.toISOString() ?? null),
      decision_reason: lapsed ? EXPIRED_REASON : row.decisionReason,
      entry_id: row.entryId,
    };
  });
}

async function topUpView(db: Db, id: number, now: Date): Promise<TopUp> {
  const row = await topUpListRow(db, id);
  const [view] = row ? await topUpsView(db, [row], now) : [];
  if (!view) throw notFound('Top-up request not found.');
  return view;
}

/** The requests of one agent, newest first, of every status unless some are chosen. */
export async function agentTopUpsPage(db: Db, agentId: number, statuses: TopUpStatus[] | undefined, limit: number, offset: number, now: Date = new Date()): Promise<{ count: number; results: TopUp[] }> {
  if (!(await walletAgent(db, agentId))) throw notFound('Agent not found.');
  const { count, rows } = await topUpPage(db, { agentId, statuses, order: 'newest' }, now, limit, offset);
  return { count, results: await topUpsView(db, rows, now) };
}

/**
 * The approvals queue across agents: pending unless other statuses are chosen. Pending alone comes
 * oldest first, so the request closest to expiring leads; with decided ones, newest first like a history.
 */
export async function topUpQueuePage(db: Db, filter: { agentId?: number | undefined; statuses?: TopUpStatus[] | undefined }, limit: number, offset: number, now: Date = new Date()): Promise<{ count: number; results: TopUp[] }> {
  const statuses = filter.statuses?.length ? filter.statuses : (['pending'] as TopUpStatus[]);
  const query: TopUpFilter = { agentId: filter.agentId, statuses, order: statuses.every((status) => status === 'pending') ? 'oldest' : 'newest' };
  const { count, rows } = await topUpPage(db, query, now, limit, offset);
  return { count, results: await topUpsView(db, rows, now) };
}

function idempotencyConflict(detail = 'This idempotency key was used for a different top-up request: start again to record another.'): AppError {
  return new AppError('wallet.idempotency_conflict', detail);
}

/** Everyone who may approve a request except who recorded it: four eyes, so telling the recorder would only be noise. */
async function approversExcept(tx: Db, recorderId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += APPROVERS_PAGE) {
    const { rows } = await lookupStaff(tx, { holds: 'wallet.adjust', active: true }, APPROVERS_PAGE, offset);
    ids.push(...rows.map((row) => row.id).filter((id) => id !== recorderId));
    if (rows.length < APPROVERS_PAGE) return ids;
  }
}

/**
 * Records an agent's transfer as a request awaiting approval (`wallet.adjust` or `payments.record`).
 * The same idempotency key with the same request answers the request recorded (replayed); another
 * request under it is refused. Under the agent's wallet lock, so a repeat racing the first waits and
 * replays, and a close racing the record is seen. Holders of `wallet.adjust` other than the recorder
 * are told it awaits them.
 */
export async function recordTopUp(ctx: ServiceContext, agentId: number, input: TopUpInput, now: Date = new Date()): Promise<TopUpWriteResponse> {
  if (input.received_on > todayInIndia(now)) throw validationError({ received_on: ['A transfer cannot be received in the future'] });
  const requestHash = requestHashOf({ agent: agentId, amount: input.amount_paise, bank_reference: input.bank_reference, received_on: input.received_on, notes: input.notes });
  const outcome = await ctx.db.transaction(async (tx) => {
    const agent = await lockWallet(tx, agentId);
    const existing = await topUpOfKey(tx, input.idempotency_key);
    if (existing) {
      if (existing.requestHash !== requestHash) throw idempotencyConflict();
      return { id: existing.id, replayed: true, view: null };
    }
    if (agent.status === 'closed') throw new AppError('wallet.agent_inactive', `${agent.agencyName} is closed: make it active again before recording a top-up.`);

    const topUp = await insertTopUp(tx, {
      agentId,
      amountPaise: input.amount_paise,
      bankReference: input.bank_reference,
      receivedOn: input.received_on,
      notes: input.notes,
      requestedBy: ctx.actor.userId,
      requestedAt: now,
      expiresAt: new Date(now.getTime() + TOP_UP_EXPIRY_DAYS * DAY_MS),
      idempotencyKey: input.idempotency_key,
      requestHash,
    }).catch((error: unknown) => {
      // Only a key used for another agent's request at the same moment gets here: the lock serialises the rest.
      throw violatedConstraint(error) === IDEMPOTENCY_CONSTRAINT ? idempotencyConflict('This idempotency key was used for another top-up request at the same moment: try again.') : error;
    });
    await recordAudit(tx, ctx.actor, {
      action: 'request',
      entityType: ENTITY,
      entityId: topUp.id,
      after: { agent: agent.agencyName, amount_paise: topUp.amountPaise, bank_reference: topUp.bankReference, received_on: topUp.receivedOn, notes: topUp.notes, expires_at: topUp.expiresAt.toISOString() },
    });
    await notify(
      tx,
      { userIds: await approversExcept(tx, ctx.actor.userId) },
      {
        type: 'wallet',
        message: `${agent.agencyName}: a top-up of ${formatMoney(topUp.amountPaise, 'INR')} (bank reference ${topUp.bankReference}, received ${formatTripDate(topUp.receivedOn)}) recorded by ${ctx.actor.firstName} awaits approval.`,
        link: agentLink(agentId),
      },
    );
    // Answered from the transaction: nothing after the commit may fail a request that is saved.
    return { id: topUp.id, replayed: false, view: await topUpView(tx, topUp.id, now) };
  });
  // A replay wrote nothing, so it is read after its commit (a failure there loses nothing).
  return { top_up: outcome.view ?? (await topUpView(ctx.db, outcome.id, now)), replayed: outcome.replayed };
}

/** Why a request can no longer be decided: it was decided already, or its time ran out. */
function refuseUnlessPending(topUp: TopUpRow, now: Date): void {
  const status = statusAt(topUp, now);
  if (status === 'pending') return;
  const why: Record<Exclude<TopUpStatus, 'pending'>, string> = {
    approved: 'This top-up request is approved already: its amount is in the wallet.',
    rejected: 'This top-up request was rejected: record the transfer again if it should be credited.',
    expired: `This top-up request expired unapproved on ${formatTripDate(todayInIndia(topUp.expiresAt))}: record the transfer again to credit it.`,
  };
  throw new AppError('wallet.top_up_state', why[status]);
}

/** Tells who recorded a request what became of it. */
async function tellRecorder(tx: Db, topUp: TopUpRow, agencyName: string, what: string): Promise<void> {
  await notify(
    tx,
    { userIds: [topUp.requestedBy] },
    { type: 'wallet', message: `${agencyName}: the top-up of ${formatMoney(topUp.amountPaise, 'INR')} you recorded (bank reference ${topUp.bankReference}) ${what}.`, link: agentLink(topUp.agentId) },
  );
}

/**
 * `wallet.adjust`, not who recorded it: credits the wallet with the request's amount. In one
 * transaction the agent's wallet is locked, then the request (the order every ledger write takes); it
 * must still be pending and in time; the `top_up` entry is posted under the key `top-up:<id>` (a
 * unique index on the entry's top-up is a second backstop) and the request marked approved. The
 * database's four-eyes check backs the refusal of the recorder.
 */
export async function approveTopUp(ctx: ServiceContext, id: number, now: Date = new Date()): Promise<TopUpWriteResponse> {
  // The answer is read in the transaction: nothing after the commit may fail an approval that is saved.
  const view = await ctx.db.transaction(async (tx) => {
    const seen = await findTopUp(tx, id);
    if (!seen) throw notFound('Top-up request not found.');
    const agent = await lockWallet(tx, seen.agentId);
    const topUp = await findTopUp(tx, id, true);
    if (!topUp) throw notFound('Top-up request not found.');
    if (topUp.requestedBy === ctx.actor.userId) throw new AppError('wallet.same_person', 'You recorded this top-up: another holder of wallet.adjust must approve it.');
    refuseUnlessPending(topUp, now);

    const { entry } = await postEntry(tx, ctx.actor, {
      agentId: topUp.agentId,
      type: 'top_up',
      amountPaise: topUp.amountPaise,
      reference: topUp.bankReference,
      topUpId: topUp.id,
      idempotencyKey: `top-up:${topUp.id}`,
      request: { top_up: topUp.id },
    });
    const decided = await decideTopUp(tx, topUp.id, { status: 'approved', decidedBy: ctx.actor.userId, decidedAt: now, decisionReason: '' }).catch((error: unknown) => {
      throw violatedCheck(error) === FOUR_EYES_CONSTRAINT ? new AppError('wallet.same_person', 'Who recorded a top-up cannot approve it.') : error;
    });
    if (!decided) throw new AppError('wallet.top_up_state', 'This top-up request was decided a moment ago: reload it.');
    await recordAudit(tx, ctx.actor, { action: 'approve', entityType: ENTITY, entityId: topUp.id, before: { status: 'pending' }, after: { status: 'approved', entry_id: entry.id, amount_paise: topUp.amountPaise } });
    await tellRecorder(tx, topUp, agent.agencyName, `was approved by ${ctx.actor.firstName} and credited to the wallet`);
    return topUpView(tx, id, now);
  });
  return { top_up: view, replayed: false };
}

/**
 * `wallet.adjust`: refuses a pending request, with why. The recorder may reject their own (a
 * withdrawal), and is told only when someone else rejected it.
 */
export async function rejectTopUp(ctx: ServiceContext, id: number, input: Rejection, now: Date = new Date()): Promise<TopUpWriteResponse> {
  const view = await ctx.db.transaction(async (tx) => {
    const topUp = await findTopUp(tx, id, true);
    if (!topUp) throw notFound('Top-up request not found.');
    refuseUnlessPending(topUp, now);
    const decided = await decideTopUp(tx, topUp.id, { status: 'rejected', decidedBy: ctx.actor.userId, decidedAt: now, decisionReason: input.reason });
    if (!decided) throw new AppError('wallet.top_up_state', 'This top-up request was decided a moment ago: reload it.');
    await recordAudit(tx, ctx.actor, { action: 'reject', entityType: ENTITY, entityId: topUp.id, before: { status: 'pending' }, after: { status: 'rejected', reason: input.reason } });
    if (topUp.requestedBy !== ctx.actor.userId) {
      const agent = await walletAgent(tx, topUp.agentId);
      await tellRecorder(tx, topUp, agent?.agencyName ?? 'An agent', `was rejected by ${ctx.actor.firstName}: ${input.reason}`);
    }
    return topUpView(tx, id, now);
  });
  return { top_up: view, replayed: false };
}

/**
 * The daily expiry: every pending request past its time is marked expired (by nobody), audited as the
 * system's and its recorder told, each in a transaction of its own so a stop keeps the work done and a
 * rerun finds nothing left. Answers how many expired.
 */
export async function expireTopUps(db: Db, actor: ActorContext, now: Date, signal?: AbortSignal): Promise<number> {
  let expired = 0;
  for (const id of await topUpsPastExpiry(db, now)) {
    signal?.throwIfAborted();
    expired += await db.transaction(async (tx) => {
      const topUp = await expireTopUp(tx, id, now, EXPIRED_REASON);
      if (!topUp) return 0;
      await recordAudit(tx, actor, { action: 'expire', entityType: ENTITY, entityId: topUp.id, before: { status: 'pending' }, after: { status: 'expired', reason: EXPIRED_REASON } });
      const agent = await walletAgent(tx, topUp.agentId);
      await tellRecorder(tx, topUp, agent?.agencyName ?? 'An agent', `expired unapproved after ${TOP_UP_EXPIRY_DAYS} days: record it again if the money arrived`);
      return 1;
    });
  }
  return expired;
}
