import type { Db } from '../../db/client.ts';
import { raiseEach, snoozeDatesOf } from '../../lib/deadlines.ts';
import { lookupStaff, staffNames } from '../admin/index.ts';
import { formatMoney, formatTripDate, todayInIndia } from '../itineraries/index.ts';
import { notify } from '../notifications/index.ts';
import { topUpsWaitingSince, type WaitingTopUp } from './deadlines.repository.ts';
import { agentLink } from './wallet-ledger.ts';

/**
 * The wallets' deadline: a top-up request still awaiting approval a day after it was recorded. Its
 * approvers were told when it was recorded; a day on, the agent's money has sat uncredited through a
 * working day, so they hear again, once (the key). A day rather than a few hours: the first notice
 * is still fresh within the day, and a transfer recorded in the evening should not ring at night.
 * It reaches the holders of wallet.adjust other than who recorded it (four eyes: they cannot
 * approve it), and no longer once it is approved, rejected or expired.
 */

/** How long a request waits for approval before its approvers are reminded. */
export const TOP_UP_WAIT_HOURS = 24;
/** Holders of wallet.adjust are read a page at a time: a handful, but never unbounded. */
const APPROVERS_PAGE = 200;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Every active holder of wallet.adjust: read once per sweep, whatever the number of requests. */
async function approvers(db: Db): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += APPROVERS_PAGE) {
    const { rows } = await lookupStaff(db, { holds: 'wallet.adjust', active: true }, APPROVERS_PAGE, offset);
    ids.push(...rows.map((row) => row.id));
    if (rows.length < APPROVERS_PAGE) return ids;
  }
}

function waitedText(topUp: WaitingTopUp, now: Date): string {
  const days = Math.floor((now.getTime() - topUp.requestedAt.getTime()) / DAY_MS);
  return days <= 1 ? 'for over a day' : `for ${days} days`;
}

async function raiseWaiting(tx: Db, topUp: WaitingTopUp, approverIds: readonly number[], recorder: string, now: Date): Promise<number> {
  const userIds = approverIds.filter((id) => id !== topUp.requestedBy);
  if (userIds.length === 0) return 0;
  return notify(
    tx,
    { userIds },
    {
      type: 'wallet',
      message: `${topUp.agencyName}: the top-up of ${formatMoney(topUp.amountPaise, 'INR')} (bank reference ${topUp.bankReference}, received ${formatTripDate(topUp.receivedOn)}) recorded by ${recorder} has awaited approval ${waitedText(topUp, now)}. It expires unapproved on ${formatTripDate(todayInIndia(topUp.expiresAt))}.`,
      link: `${agentLink(topUp.agentId)}/wallet`,
      key: `top-up-waiting:${topUp.id}`,
      snoozeDates: snoozeDatesOf(now, { key: 'before_expiry', label: 'A day before the request expires', at: new Date(topUp.expiresAt.getTime() - DAY_MS) }),
    },
  );
}

/** One sweep: the waiting requests in one query, their approvers and recorders in two, each request raised in a short transaction of its own. Answers how many bells were reached. */
export async function raiseWalletDeadlines(db: Db, now: Date, signal?: AbortSignal): Promise<number> {
  const waiting = await topUpsWaitingSince(db, new Date(now.getTime() - TOP_UP_WAIT_HOURS * HOUR_MS), now);
  if (waiting.length === 0) return 0;
  const approverIds = await approvers(db);
  const names = await staffNames(db, waiting.map((topUp) => topUp.requestedBy));
  return raiseEach(db, waiting, (topUp) => `top-up ${topUp.id}`, (tx, topUp) => raiseWaiting(tx, topUp, approverIds, names.get(topUp.requestedBy) ?? 'a colleague', now), signal);
}
