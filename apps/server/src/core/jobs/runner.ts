import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { systemActor } from '../actor.ts';
import { backoffDelayMs, DEFAULT_BACKOFF, type BackoffPolicy } from './backoff.ts';
import { claimDueJobs, LEASE_LAPSED_ERROR, markDead, markRetry, markSucceeded, type Claim, type JobRow } from './claims.repository.ts';
import { PermanentJobError, type AnyJobDefinition } from './define-job.ts';
import { assertUniqueNames, enqueueSlots, type Schedule } from './schedules.ts';

/** The part of pino (and Fastify's logger) the runner writes to. */
export type JobLog = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

export type JobRunnerOptions = {
  db: Db;
  definitions: readonly AnyJobDefinition[];
  schedules?: readonly Schedule[];
  /** How often an idle runner looks for due jobs; each look takes a turn on PGlite's one connection. */
  pollIntervalMs?: number;
  /** Jobs claimed (and run side by side) at once. */
  batchSize?: number;
  /** How long a claim holds; a running job past it is taken to have lost its worker and is claimed again. */
  visibilityTimeoutMs?: number;
  backoff?: BackoffPolicy;
  /** How long `stop` waits for running handlers before aborting them (their jobs are retried later). */
  stopGraceMs?: number;
  log?: JobLog;
  /** Names this runner's claims; default random. */
  runnerId?: string;
  /** The clock schedules read (tests move it); claims and backoff use the database's clock. */
  now?: () => Date;
};

export type JobRunner = {
  readonly runnerId: string;
  /** Polls until `stop`: schedules, then due jobs, again at once while batches come back full. */
  start(): void;
  /** Stops polling and waits for running handlers (up to the grace period, then aborts them). */
  stop(): Promise<void>;
  /** One claim of due jobs, run to the end; answers how many were claimed. */
  runOnce(): Promise<number>;
  /** Claims and runs until nothing is due; answers how many were claimed in all. */
  drain(): Promise<number>;
  /** Enqueues each schedule's upcoming slot (idempotent); answers how many were newly recorded. */
  enqueueSchedules(): Promise<number>;
};

const QUIET_LOG: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const ERROR_TEXT_MAX = 2000;

class JobTimeoutError extends Error {
  constructor(ms: number) {
    super(`The attempt did not finish within ${ms} ms.`);
    this.name = 'JobTimeoutError';
  }
}

class RunnerStoppingError extends Error {
  constructor() {
    super('The runner stopped before the attempt finished.');
    this.name = 'RunnerStoppingError';
  }
}

/** `work`'s outcome, or a rejection with the signal's reason as soon as it aborts (the work itself runs on). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Whether every promise settled within `ms`. */
function settledWithin(promises: readonly Promise<unknown>[], ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    let left = promises.length;
    if (left === 0) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    for (const promise of promises) {
      promise
        .catch(() => undefined)
        .finally(() => {
          left -= 1;
          if (left === 0) {
            clearTimeout(timer);
            resolve(true);
          }
        });
    }
  });
}

/**
 * The error as operators read it in the job list. The cause comes first when there is one: a failed
 * statement's error names only the statement (its text runs long), and the database's own words are
 * its cause.
 */
function describe(error: unknown): string {
  const own = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  const text = cause ? `${cause} (${own})` : own;
  return text.length > ERROR_TEXT_MAX ? `${text.slice(0, ERROR_TEXT_MAX - 1)}…` : text;
}

/**
 * Runs due jobs: claim in one short statement, commit, run the handler with no transaction open, then
 * record the outcome in another short statement. Nothing is held across a handler, so on PGlite (one
 * connection) HTTP requests keep flowing while a job waits on a provider, and on PostgreSQL any number
 * of runners in any number of processes share the table (SKIP LOCKED; a claim names its runner and
 * attempt, so a runner whose claim lapsed cannot overwrite the outcome of the one that took over).
 */
/** Jobs a runner claims at once unless told otherwise (JOBS_BATCH_SIZE's default too). */
export const DEFAULT_BATCH_SIZE = 10;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const runnerId = options.runnerId ?? randomUUID();
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const visibilityTimeoutMs = options.visibilityTimeoutMs ?? 5 * 60_000;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const stopGraceMs = options.stopGraceMs ?? 10_000;
  const log = options.log ?? QUIET_LOG;
  const now = options.now ?? (() => new Date());
  const schedules = options.schedules ?? [];
  assertUniqueNames(schedules);

  const definitions = new Map<string, AnyJobDefinition>();
  for (const definition of options.definitions) {
    if (definitions.has(definition.name)) throw new Error(`Two jobs are named "${definition.name}".`);
    if (definition.timeoutMs >= visibilityTimeoutMs) throw new Error(`Job "${definition.name}" may run ${definition.timeoutMs} ms, not under the ${visibilityTimeoutMs} ms visibility timeout.`);
    definitions.set(definition.name, definition);
  }
  const names = [...definitions.keys()];
  const enqueuedSlots = new Map<string, number>();
  let stopRequested = false;
  /** Aborts the handlers still running when the stop's grace period ends. */
  const stopping = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;

  async function settle(row: JobRow, outcome: () => Promise<boolean>): Promise<void> {
    try {
      if (!(await outcome())) log.warn({ jobId: row.id, job: row.name }, 'job outcome not recorded: its claim lapsed and another runner took it over');
    } catch (error) {
      // The claim stays; when it lapses the job is claimed again, so the outcome is only delayed.
      log.error({ jobId: row.id, job: row.name, err: error }, 'could not record a job outcome');
    }
  }

  async function runClaimed(row: JobRow): Promise<void> {
    const claim: Claim = { id: row.id, runnerId, attempt: row.attempts };
    const context = { jobId: row.id, job: row.name, attempt: row.attempts };
    const definition = definitions.get(row.name);
    if (!definition) return; // claims name only known jobs
    if (row.attempts > row.maxAttempts) {
      // Its last attempt's worker was lost: count that as the last failure.
      log.error(context, 'job dead: its last attempt never finished');
      return settle(row, () => markDead(options.db, claim, LEASE_LAPSED_ERROR));
    }
    const payload = definition.payload.safeParse(row.payload);
    if (!payload.success) {
      log.error(context, 'job dead: its payload does not match its schema');
      const problems = payload.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`).join('; ');
      return settle(row, () => markDead(options.db, claim, describe(new PermanentJobError(`The payload does not match the job's schema (${problems}).`))));
    }

    const attempt = new AbortController();
    const timeout = setTimeout(() => attempt.abort(new JobTimeoutError(definition.timeoutMs)), definition.timeoutMs);
    const onStop = () => attempt.abort(new RunnerStoppingError());
    stopping.signal.addEventListener('abort', onStop, { once: true });
    const started = Date.now();
    try {
      const actor = systemActor(`job:${row.id}:${row.attempts}`);
      await abortable(definition.handler({ payload: payload.data, actor, db: options.db, attempt: row.attempts, jobId: row.id, signal: attempt.signal }), attempt.signal);
      log.info({ ...context, ms: Date.now() - started }, 'job succeeded');
      await settle(row, () => markSucceeded(options.db, claim));
    } catch (error) {
      const message = describe(error);
      if (error instanceof PermanentJobError || row.attempts >= row.maxAttempts) {
        log.error({ ...context, error: message }, 'job dead');
        await settle(row, () => markDead(options.db, claim, message));
      } else {
        const delayMs = backoffDelayMs(row.attempts, backoff);
        log.warn({ ...context, error: message, retryInMs: delayMs }, 'job failed; will retry');
        await settle(row, () => markRetry(options.db, claim, message, delayMs));
      }
    } finally {
      clearTimeout(timeout);
      stopping.signal.removeEventListener('abort', onStop);
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claimDueJobs(options.db, { names, limit: batchSize, runnerId, leaseMs: visibilityTimeoutMs });
    // Side by side: each records its own outcome and never rejects.
    const running = rows.map((row) => {
      const run = runClaimed(row).finally(() => inFlight.delete(run));
      inFlight.add(run);
      return run;
    });
    for (const run of running) await run;
    return rows.length;
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await runOnce();
      total += claimed;
      if (claimed === 0) return total;
    }
  }

  const enqueueSchedules = () => enqueueSlots(options.db, schedules, now(), enqueuedSlots);

  async function poll(): Promise<void> {
    try {
      await enqueueSchedules();
      while (!stopRequested && (await runOnce()) === batchSize) {
        // A full batch: more may be due, so look again without waiting.
      }
    } catch (error) {
      // The database may be away for a moment; the next poll tries again.
      log.error({ err: error }, 'job poll failed');
    }
    if (!stopRequested) timer = setTimeout(() => void (loop = poll()), pollIntervalMs);
  }

  return {
    runnerId,
    start() {
      if (loop || stopRequested) return;
      loop = poll();
    },
    async stop() {
      if (stopRequested) return;
      stopRequested = true;
      clearTimeout(timer);
      const pending = [...(loop ? [loop] : []), ...inFlight];
      // Handlers that finish within the grace period record their outcome as usual; the rest are aborted.
      if (!(await settledWithin(pending, stopGraceMs))) {
        log.warn({ runnerId }, 'job handlers still running at stop were aborted; their jobs will be retried');
        stopping.abort();
        await settledWithin(pending, 1000);
      }
      stopping.abort();
    },
    runOnce,
    drain,
    enqueueSchedules,
  };
}
