import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, walletTopUps } from '../../db/schema/agents.ts';

/** A transfer recorded as a top-up request and still waiting for a second person to approve it. */
export type WaitingTopUp = {
  id: number;
  agentId: number;
  agencyName: string;
  amountPaise: number;
  bankReference: string;
  receivedOn: string;
  requestedBy: number;
  requestedAt: Date;
  expiresAt: Date;
};

/** The requests still pending (not yet expired at `now`) that were recorded at or before `recordedBy`, oldest first, in one query. */
export async function topUpsWaitingSince(db: Db, recordedBy: Date, now: Date): Promise<WaitingTopUp[]> {
  return db
    .select({
      id: walletTopUps.id,
      agentId: walletTopUps.agentId,
      agencyName: agents.agencyName,
      amountPaise: walletTopUps.amountPaise,
      bankReference: walletTopUps.bankReference,
      receivedOn: walletTopUps.receivedOn,
      requestedBy: walletTopUps.requestedBy,
      requestedAt: walletTopUps.requestedAt,
      expiresAt: walletTopUps.expiresAt,
    })
    .from(walletTopUps)
    .innerJoin(agents, eq(agents.id, walletTopUps.agentId))
    .where(and(eq(walletTopUps.status, 'pending'), lte(walletTopUps.requestedAt, recordedBy), gt(walletTopUps.expiresAt, now)))
    .orderBy(asc(walletTopUps.requestedAt), asc(walletTopUps.id));
}
