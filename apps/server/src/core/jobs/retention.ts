import { z } from 'zod';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { defineJob } from './define-job.ts';
import { dailySchedule, type Schedule } from './schedules.ts';

/** Rows deleted per statement: each batch is its own short statement, so requests interleave on PGlite. */
const PURGE_BATCH = 1000;

/**
 * Deletes succeeded jobs that finished more than `days` ago. Dead jobs stay until an operator retries
 * them. An idempotency key is only remembered while its job is kept.
 */
export async function purgeSucceededJobs(db: Db, days: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.state, 'succeeded'), lt(jobs.finishedAt, sql`now() - (${days}::integer * interval '1 day')`)))
      .limit(PURGE_BATCH);
    const rows = await db.delete(jobs).where(inArray(jobs.id, batch)).returning({ id: jobs.id });
    deleted += rows.length;
    if (rows.length < PURGE_BATCH) return deleted;
  }
}

export const PURGE_JOBS_JOB = 'system.purge-succeeded-jobs';

export const purgeSucceededJobsJob = defineJob(PURGE_JOBS_JOB, z.object({ days: z.number().int().min(1) }), async ({ db, payload }) => {
  await purgeSucceededJobs(db, payload.days);
});

/** Once a day in the office's quiet hours. */
export function retentionSchedule(days: number): Schedule {
  return dailySchedule('purge-succeeded-jobs', PURGE_JOBS_JOB, '03:30', 'Asia/Kolkata', { days });
}
