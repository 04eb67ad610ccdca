import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { TopUpStatus } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { agents, walletEntries, walletTopUps } from '../../db/schema/agents.ts';

export type TopUpRow = typeof walletTopUps.$inferSelect;
export type TopUpValues = Omit<typeof walletTopUps.$inferInsert, 'id' | 'status' | 'decidedBy' | 'decidedAt' | 'decisionReason'>;
/** A request with what its view needs besides: the agency's name and the wallet's credit, once approved. */
export type TopUpListRow = TopUpRow & { agencyName: string; entryId: number | null };
export type TopUpDecision = { status: Exclude<TopUpStatus, 'pending'>; decidedBy: number | null; decidedAt: Date; decisionReason: string };
export type TopUpFilter = { agentId?: number | undefined; statuses?: readonly TopUpStatus[] | undefined; order: 'newest' | 'oldest' };

export async function topUpOfKey(db: Db, idempotencyKey: string): Promise<TopUpRow | undefined> {
  const [row] = await db.select().from(walletTopUps).where(eq(walletTopUps.idempotencyKey, idempotencyKey));
  return row;
}

/** One request; `lock` takes its row for the rest of the transaction, so two decisions on it go one at a time. */
export async function findTopUp(db: Db, id: number, lock = false): Promise<TopUpRow | undefined> {
  const query = db.select().from(walletTopUps).where(eq(walletTopUps.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertTopUp(db: Db, values: TopUpValues): Promise<TopUpRow> {
  const [row] = await db.insert(walletTopUps).values(values).returning();
  if (!row) throw new Error('insert into wallet_top_ups returned no row');
  return row;
}

/** Decides a request that is still pending; undefined when another decision came first. */
export async function decideTopUp(db: Db, id: number, decision: TopUpDecision): Promise<TopUpRow | undefined> {
  const [row] = await db
    .update(walletTopUps)
    .set(decision)
    .where(and(eq(walletTopUps.id, id), eq(walletTopUps.status, 'pending')))
    .returning();
  return row;
}

/** The pending requests whose time ran out by `now`, oldest first. */
export async function topUpsPastExpiry(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: walletTopUps.id })
    .from(walletTopUps)
    .where(and(eq(walletTopUps.status, 'pending'), lte(walletTopUps.expiresAt, now)))
    .orderBy(asc(walletTopUps.id));
  return rows.map((row) => row.id);
}

/** Marks one request expired if it is still pending and past its time; undefined otherwise. */
export async function expireTopUp(db: Db, id: number, now: Date, reason: string): Promise<TopUpRow | undefined> {
  const [row] = await db
    .update(walletTopUps)
    .set({ status: 'expired', decidedBy: null, decidedAt: now, decisionReason: reason })
    .where(and(eq(walletTopUps.id, id), eq(walletTopUps.status, 'pending'), lte(walletTopUps.expiresAt, now)))
    .returning();
  return row;
}

/**
 * The status a request shows at `now`, as SQL: a pending request past its time is expired even before
 * the daily job writes so, and is no longer pending.
 */
export function showsStatus(status: TopUpStatus, now: Date): SQL {
  if (status === 'pending') return sql`(${walletTopUps.status} = 'pending' and ${walletTopUps.expiresAt} > ${now})`;
  if (status === 'expired') return sql`(${walletTopUps.status} = 'expired' or (${walletTopUps.status} = 'pending' and ${walletTopUps.expiresAt} <= ${now}))`;
  return sql`${walletTopUps.status} = ${status}`;
}

function filterOf(filter: TopUpFilter, now: Date): SQL | undefined {
  const statuses = filter.statuses?.length ? sql`(${sql.join([...new Set(filter.statuses)].map((status) => showsStatus(status, now)), sql` or `)})` : undefined;
  return and(filter.agentId === undefined ? undefined : eq(walletTopUps.agentId, filter.agentId), statuses);
}

const listColumns = { request: walletTopUps, agencyName: agents.agencyName, entryId: walletEntries.id };

function listRow(row: { request: TopUpRow; agencyName: string; entryId: number | null }): TopUpListRow {
  return { ...row.request, agencyName: row.agencyName, entryId: row.entryId };
}

/** A page of requests, filtered by agent and by the status each shows at `now`. */
export async function topUpPage(db: Db, filter: TopUpFilter, now: Date, limit: number, offset: number): Promise<{ count: number; rows: TopUpListRow[] }> {
  const where = filterOf(filter, now);
  const order = filter.order === 'newest' ? [desc(walletTopUps.id)] : [asc(walletTopUps.id)];
  const [total, rows] = await inParallel(db, [
    () => db.select({ n: count() }).from(walletTopUps).where(where),
    () =>
      db
        .select(listColumns)
        .from(walletTopUps)
        .innerJoin(agents, eq(agents.id, walletTopUps.agentId))
        .leftJoin(walletEntries, eq(walletEntries.topUpId, walletTopUps.id))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  ]);
  return { count: Number(total[0]?.n ?? 0), rows: rows.map(listRow) };
}

export async function topUpListRow(db: Db, id: number): Promise<TopUpListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(walletTopUps)
    .innerJoin(agents, eq(agents.id, walletTopUps.agentId))
    .leftJoin(walletEntries, eq(walletEntries.topUpId, walletTopUps.id))
    .where(eq(walletTopUps.id, id));
  return row ? listRow(row) : undefined;
}
