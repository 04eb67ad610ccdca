import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { JobState, JobStateCounts } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { jobs } from '../../db/schema/jobs.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobFilters = { state?: JobState | undefined; name?: string | undefined };

function whereOf(filters: JobFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.state !== undefined) conditions.push(eq(jobs.state, filters.state));
  if (filters.name !== undefined) conditions.push(eq(jobs.name, filters.name));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Newest first. */
export async function listJobs(db: Db, filters: JobFilters, limit: number, offset: number): Promise<{ rows: JobRow[]; count: number }> {
  const where = whereOf(filters);
  const [rows, [total]] = await inParallel(db, [
    () => db.select().from(jobs).where(where).orderBy(desc(jobs.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function countJobsByState(db: Db, name: string | undefined): Promise<JobStateCounts> {
  const rows = await db
    .select({ state: jobs.state, n: count() })
    .from(jobs)
    .where(name === undefined ? undefined : eq(jobs.name, name))
    .groupBy(jobs.state);
  const counts: JobStateCounts = { queued: 0, running: 0, succeeded: 0, dead: 0 };
  for (const row of rows) counts[row.state] = row.n;
  return counts;
}

/** The job, locked until the transaction ends: two operators retrying at once take turns. */
export async function lockJob(tx: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  return row;
}

/** Back in the queue, due now, with a fresh set of attempts; the last error stays for context. */
export async function requeueJob(tx: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({ state: 'queued', runAt: sql`now()`, attempts: 0, finishedAt: null, lockedUntil: null, lockedBy: null })
    .where(eq(jobs.id, id))
    .returning();
  return row;
}
