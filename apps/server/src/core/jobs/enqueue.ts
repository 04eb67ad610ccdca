import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';

/** How many times a job is tried unless its definition or its enqueue says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 5;

export type EnqueueRequest = {
  /** A name a `defineJob` registered; runners claim only the names they know. */
  name: string;
  /** JSON; ids rather than whole records (the handler reads the current state), never secrets. */
  payload: unknown;
  /** Not before this instant; default: now. */
  runAt?: Date | undefined;
  /** The same key twice records one job; `notify:booking:42:confirmed`, `schedule:overdue-sweep:2026-11-24T02:30Z`. */
  idempotencyKey?: string | undefined;
  maxAttempts?: number | undefined;
};

/**
 * Records a job in the outbox. Pass the transaction of the business change that causes it: the job
 * commits with the change or not at all, and no worker sees it before the commit. On the embedded
 * database the root handle must never be used inside a transaction (it waits for that transaction
 * forever). Answers the job's id, or null when its idempotency key was already taken.
 */
export async function enqueue(db: Db, request: EnqueueRequest): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      name: request.name,
      payload: request.payload ?? {},
      runAt: request.runAt,
      idempotencyKey: request.idempotencyKey ?? null,
      maxAttempts: request.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Removes jobs still waiting for their first run, by their keys; a job already claimed or finished
 * stays. For the demo seed, whose messages stand as already sent: nothing is left to send.
 */
export async function dropQueuedJobs(db: Db, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const dropped = await db
    .delete(jobs)
    .where(and(inArray(jobs.idempotencyKey, [...keys]), eq(jobs.state, 'queued'), eq(jobs.attempts, 0)))
    .returning({ id: jobs.id });
  return dropped.length;
}
