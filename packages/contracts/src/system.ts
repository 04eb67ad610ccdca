import { z } from 'zod';
import { pageOf } from './common.ts';
import { optionalLine, pageQuerySchema } from './fields.ts';

export const SYSTEM_PATHS = {
  jobs: '/api/admin/jobs/',
  jobRetry: (id: number | string) => `/api/admin/jobs/${id}/retry/`,
} as const;

/**
 * A job's life: `queued` (waiting for its `run_at`, first time or again after a failed attempt),
 * `running` (claimed by a worker until `locked_until`), `succeeded`, or `dead` (its last attempt
 * failed, or it can never succeed; an operator may put it back to `queued`). A failed attempt that
 * will be retried goes back to `queued` with a later `run_at` and its `last_error`: no separate state.
 */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const jobStateSchema = z.enum(JOB_STATES);

/** What the audit log's `entity_type` holds for an operator's action on a job. */
export const JOB_AUDIT_ENTITY_TYPE = 'job';

export const jobListQuerySchema = pageQuerySchema.extend({
  state: jobStateSchema.optional(),
  /** A job name exactly as registered, e.g. `system.purge-succeeded-jobs`. */
  name: optionalLine(100)
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

export const jobSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    state: jobStateSchema,
    /** Small JSON, ids rather than records; never secrets. */
    payload: z.unknown(),
    /** Attempts started so far, including one running now. */
    attempts: z.number().int(),
    max_attempts: z.number().int(),
    /** When it may run (next): its schedule, or the end of its backoff after a failure. */
    run_at: z.string(),
    /** While running: when its worker's claim lapses and another worker may take it over. */
    locked_until: z.string().nullable(),
    last_error: z.string().nullable(),
    idempotency_key: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const jobStateCountsSchema = z.object({ queued: z.number().int(), running: z.number().int(), succeeded: z.number().int(), dead: z.number().int() });
export type JobStateCounts = z.infer<typeof jobStateCountsSchema>;

export const jobListResponseSchema = pageOf(jobSchema).extend({
  /** Jobs per state under the `name` filter, whatever the `state` filter: the operators' overview. */
  counts: jobStateCountsSchema,
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;
