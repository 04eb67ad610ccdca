import { and, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';

export type JobRow = typeof jobs.$inferSelect;

/** Why a job came back to a worker while marked running: the worker that had it stopped answering. */
export const LEASE_LAPSED_ERROR = 'The previous attempt did not finish before its claim lapsed (its worker stopped or hung).';

/** `now() + ms`, on the database's clock, so runners on several machines agree on time. */
const later = (ms: number): SQL => sql`now() + (${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;

/**
 * Takes up to `limit` due jobs of the given names in one statement (its own short transaction): queued
 * ones whose time has come, and running ones whose lease lapsed. SKIP LOCKED lets runners on other
 * instances take the rows this one is taking, so no two claim the same job.
 */
export async function claimDueJobs(db: Db, claim: { names: readonly string[]; limit: number; runnerId: string; leaseMs: number }): Promise<JobRow[]> {
  if (claim.names.length === 0 || claim.limit < 1) return [];
  const due = or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)), and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, sql`now()`)));
  const candidates = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(due, inArray(jobs.name, [...claim.names])))
    .orderBy(jobs.runAt, jobs.id)
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: later(claim.leaseMs),
      lockedBy: claim.runnerId,
      // The right-hand side sees the row as it was: a lapsed lease leaves a note for the operators.
      lastError: sql`case when ${jobs.state} = 'running' then ${LEASE_LAPSED_ERROR} else ${jobs.lastError} end`,
    })
    .where(inArray(jobs.id, candidates))
    .returning();
}

/** One claim: a later claim of the same job (after a lapse) has another runner or attempt. */
export type Claim = { id: number; runnerId: string; attempt: number };

const heldBy = (claim: Claim) => and(eq(jobs.id, claim.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, claim.runnerId), eq(jobs.attempts, claim.attempt));

/** Answers false when the claim had lapsed and another runner took the job over. */
export async function markSucceeded(db: Db, claim: Claim): Promise<boolean> {
  const rows = await db.update(jobs).set({ state: 'succeeded', finishedAt: sql`now()`, lockedUntil: null, lockedBy: null }).where(heldBy(claim)).returning({ id: jobs.id });
  return rows.length > 0;
}

export async function markRetry(db: Db, claim: Claim, error: string, delayMs: number): Promise<boolean> {
  const rows = await db.update(jobs).set({ state: 'queued', runAt: later(delayMs), lastError: error, lockedUntil: null, lockedBy: null }).where(heldBy(claim)).returning({ id: jobs.id });
  return rows.length > 0;
}

export async function markDead(db: Db, claim: Claim, error: string): Promise<boolean> {
  const rows = await db.update(jobs).set({ state: 'dead', finishedAt: sql`now()`, lastError: error, lockedUntil: null, lockedBy: null }).where(heldBy(claim)).returning({ id: jobs.id });
  return rows.length > 0;
}
