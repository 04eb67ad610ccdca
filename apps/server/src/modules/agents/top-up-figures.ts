import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { walletTopUps } from '../../db/schema/agents.ts';
import { showsStatus } from './top-ups.repository.ts';

/** The agents' top-ups waiting for approval at `now`, and their sum: the approvals queue's rows, counted in one statement. */
export async function topUpsWaiting(db: Db, now: Date = new Date()): Promise<{ count: number; amountPaise: number }> {
  const [row] = await db
    .select({ count: count(), amountPaise: sql<string>`coalesce(sum(${walletTopUps.amountPaise}), 0)` })
    .from(walletTopUps)
    .where(showsStatus('pending', now));
  return { count: Number(row?.count ?? 0), amountPaise: Number(row?.amountPaise ?? 0) };
}
