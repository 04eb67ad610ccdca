import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOB_STATES } from '@ua/contracts';
import { timestamps } from './columns.ts';

/**
 * The outbox and job queue in one table: a business write inserts its row in its own transaction, and
 * workers claim due rows with `FOR UPDATE SKIP LOCKED` after commit (see core/jobs).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** The claim's lease: a running job past it lost its worker and may be claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** The runner holding the claim; with `attempts` it names one claim, so a late finish cannot overwrite a newer one. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** The same key twice records one job (ON CONFLICT DO NOTHING); null: no deduplication. */
    idempotencyKey: text('idempotency_key'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'succeeded', 'dead')`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    uniqueIndex('jobs_idempotency_key_key').on(t.idempotencyKey),
    // The claim's two searches: due queued jobs, and running jobs whose lease has lapsed.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    // The operators' list (newest first, by state and name) and the retention sweep of succeeded jobs.
    index('jobs_state_name_idx').on(t.state, t.name, t.id.desc()),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.state} = 'succeeded'`),
  ],
);
