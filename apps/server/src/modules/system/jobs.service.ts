import type { z } from 'zod';
import { JOB_AUDIT_ENTITY_TYPE, type Job, type JobListResponse, type jobListQuerySchema } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { offsetOf, pageLinks } from '../../lib/pagination.ts';
import { countJobsByState, listJobs, lockJob, requeueJob, type JobRow } from './jobs.repository.ts';

type JobListQuery = z.output<typeof jobListQuerySchema>;

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    payload: row.payload,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    run_at: row.runAt.toISOString(),
    locked_until: iso(row.lockedUntil),
    last_error: row.lastError,
    idempotency_key: row.idempotencyKey,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finished_at: iso(row.finishedAt),
  };
}

export async function listJobsPage(db: Db, query: JobListQuery, requestUrl: string): Promise<JobListResponse> {
  const [{ rows, count }, counts] = await inParallel(db, [
    () => listJobs(db, { state: query.state, name: query.name }, query.page_size, offsetOf(query.page, query.page_size)),
    () => countJobsByState(db, query.name),
  ]);
  return { count, ...pageLinks(requestUrl, query.page, query.page_size, count), results: rows.map(toJob), counts };
}

/** An operator gives a dead job another full set of attempts; the audit log says who and when. */
export async function retryDeadJob(ctx: ServiceContext, id: number): Promise<Job> {
  return ctx.db.transaction(async (tx) => {
    const existing = await lockJob(tx, id);
    if (!existing) throw notFound('No such job.');
    if (existing.state !== 'dead') throw new AppError('job.not_dead', `Job ${id} is ${existing.state}; only a dead job can be retried.`);
    const requeued = await requeueJob(tx, id);
    if (!requeued) throw notFound('No such job.');
    await recordAudit(tx, ctx.actor, {
      action: 'retry',
      entityType: JOB_AUDIT_ENTITY_TYPE,
      entityId: id,
      before: { state: existing.state, attempts: existing.attempts },
      after: { state: requeued.state, attempts: requeued.attempts },
    });
    return toJob(requeued);
  });
}
