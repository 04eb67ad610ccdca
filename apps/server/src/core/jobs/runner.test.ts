import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/harness.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { claimDueJobs, LEASE_LAPSED_ERROR } from './claims.repository.ts';
import { defineJob, PermanentJobError, type AnyJobDefinition, type JobContext } from './define-job.ts';
import { enqueue } from './enqueue.ts';
import { purgeSucceededJobs } from './retention.ts';
import { createJobRunner, type JobRunnerOptions } from './runner.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const runs: Array<{ jobId: number; attempt: number; requestId: string | null }> = [];
beforeEach(() => {
  runs.length = 0;
});

const recordJob = defineJob('test.record', z.object({ n: z.number().int() }), async ({ jobId, attempt, actor }) => {
  runs.push({ jobId, attempt, requestId: actor.requestId });
});

const runner = (definitions: AnyJobDefinition[], options: Partial<JobRunnerOptions> = {}) => createJobRunner({ db: database.db, definitions, ...options });

async function jobRow(id: number | null) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id ?? 0));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** Seconds from the database's now() to the job's run_at. */
async function secondsUntilRun(id: number): Promise<number> {
  const [row] = await queryRows<{ s: number }>(database.db, sql`select extract(epoch from run_at - now())::float8 as s from jobs where id = ${id}`);
  return Number(row?.s);
}

/** What "time passes" means here: the job is due now. */
const makeDue = (id: number) => database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));

describe('enqueue (the outbox)', () => {
  it('runs a job only if the transaction that enqueued it committed', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, recordJob.request({ n: 1 }));
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    const committed = await database.db.transaction((tx) => enqueue(tx, recordJob.request({ n: 2 })));

    expect(await runner([recordJob]).drain()).toBe(1);
    expect(runs.map((run) => run.jobId)).toEqual([committed]);
    expect(await database.db.select().from(jobs)).toHaveLength(1);
  });

  it('records a job once however often its idempotency key is enqueued', async () => {
    const first = await enqueue(database.db, recordJob.request({ n: 1 }, { idempotencyKey: 'notify:booking:42:confirmed' }));
    const again = await enqueue(database.db, recordJob.request({ n: 2 }, { idempotencyKey: 'notify:booking:42:confirmed' }));
    expect(first).toBeTypeOf('number');
    expect(again).toBeNull();
    await runner([recordJob]).drain();
    await enqueue(database.db, recordJob.request({ n: 3 }, { idempotencyKey: 'notify:booking:42:confirmed' }));
    expect(await database.db.select().from(jobs)).toHaveLength(1);
    expect(runs).toHaveLength(1);
  });

  it('waits for run_at', async () => {
    const later = await enqueue(database.db, recordJob.request({ n: 1 }, { runAt: new Date(Date.now() + 3_600_000) }));
    expect(await runner([recordJob]).drain()).toBe(0);
    if (later === null) throw new Error('not enqueued');
    await makeDue(later);
    expect(await runner([recordJob]).drain()).toBe(1);
  });
});

describe('running', () => {
  it('hands the handler its payload, the system actor with a run id, its attempt, and no open transaction', async () => {
    const seen: Array<Omit<JobContext<{ n: number }>, 'db' | 'signal' | 'actor'> & { actorKind: string; visible: number }> = [];
    const probe = defineJob('test.probe', z.object({ n: z.number() }), async ({ payload, actor, attempt, jobId, db }) => {
      // On PGlite a query on the root handle while the runner held a transaction would wait forever.
      const [row] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, jobId));
      seen.push({ payload, attempt, jobId, actorKind: actor.kind, visible: row?.state === 'running' ? 1 : 0 });
    });
    const id = await enqueue(database.db, probe.request({ n: 7 }));
    await runner([probe]).drain();
    expect(seen).toEqual([{ payload: { n: 7 }, attempt: 1, jobId: id, actorKind: 'system', visible: 1 }]);
    expect((await jobRow(id)).state).toBe('succeeded');
    expect((await jobRow(id)).finishedAt).toBeInstanceOf(Date);
  });

  it('retries a failing handler with growing waits, then parks it dead with its last error', async () => {
    const failing = defineJob('test.failing', z.object({}), async ({ attempt }) => {
      throw new Error(`provider refused (try ${attempt})`);
    });
    const jobsRunner = runner([failing], { backoff: { baseMs: 60_000, capMs: 100_000 } });
    const id = await enqueue(database.db, failing.request({}, { maxAttempts: 3 }));
    if (id === null) throw new Error('not enqueued');

    expect(await jobsRunner.runOnce()).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Error: provider refused (try 1)', lockedUntil: null });
    const firstWait = await secondsUntilRun(id);
    expect(firstWait).toBeGreaterThan(29);
    expect(firstWait).toBeLessThanOrEqual(60);
    expect(await jobsRunner.runOnce()).toBe(0);

    await makeDue(id);
    await jobsRunner.runOnce();
    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'queued', attempts: 2, lastError: 'Error: provider refused (try 2)' });
    const secondWait = await secondsUntilRun(id);
    expect(secondWait).toBeGreaterThan(49);
    expect(secondWait).toBeLessThanOrEqual(100);

    await makeDue(id);
    await jobsRunner.runOnce();
    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'dead', attempts: 3, lastError: 'Error: provider refused (try 3)', lockedUntil: null });
    expect(row.finishedAt).toBeInstanceOf(Date);
    await makeDue(id);
    expect(await jobsRunner.drain()).toBe(0);
  });

  it('keeps the database’s own words of a failed statement first in the last error', async () => {
    const failing = defineJob('test.failing-statement', z.object({}), async ({ db }) => {
      await db.execute(sql`select 1 / 0`);
    });
    const id = await enqueue(database.db, failing.request({}, { maxAttempts: 1 }));
    expect(await runner([failing]).drain()).toBe(1);
    expect((await jobRow(id)).lastError).toMatch(/^division by zero \(Error: Failed query: select 1 \/ 0/);
  });

  it('parks a job dead at once when the handler says retrying cannot help, or its payload is not its schema', async () => {
    const gone = defineJob('test.gone', z.object({}), async () => {
      throw new PermanentJobError('Booking 42 no longer exists.');
    });
    const goneId = await enqueue(database.db, gone.request({}));
    const badId = await enqueue(database.db, { name: recordJob.name, payload: { n: 'seven' } });
    await runner([gone, recordJob]).drain();
    expect(await jobRow(goneId)).toMatchObject({ state: 'dead', attempts: 1, lastError: 'PermanentJobError: Booking 42 no longer exists.' });
    expect(await jobRow(badId)).toMatchObject({ state: 'dead', attempts: 1 });
    expect((await jobRow(badId)).lastError).toMatch(/payload does not match/);
    expect(runs).toEqual([]);
  });

  it('counts an attempt that outlives its timeout as failed, and aborts its signal', async () => {
    let aborted = false;
    const slow = defineJob(
      'test.slow',
      z.object({}),
      ({ signal }) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
      { timeoutMs: 50 },
    );
    const id = await enqueue(database.db, slow.request({}));
    await runner([slow]).runOnce();
    expect(aborted).toBe(true);
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'JobTimeoutError: The attempt did not finish within 50 ms.' });
  });

  it('leaves jobs it has no handler for to a runner that has one', async () => {
    const id = await enqueue(database.db, { name: 'test.unknown', payload: {} });
    expect(await runner([recordJob]).drain()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 0 });
  });
});

describe('a worker that crashed mid-job', () => {
  /** A runner that claimed the job and then vanished: the claim is there, nothing ever finishes it. */
  async function crashedClaim(id: number): Promise<void> {
    const [claimed] = await claimDueJobs(database.db, { names: [recordJob.name], limit: 1, runnerId: 'crashed-runner', leaseMs: 60_000 });
    expect(claimed?.id).toBe(id);
    expect(await runner([recordJob]).drain()).toBe(0);
  }
  const lapse = (id: number) => database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));

  it('is retried by another runner once its claim lapses, and the lost attempt counts', async () => {
    const id = await enqueue(database.db, recordJob.request({ n: 1 }));
    if (id === null) throw new Error('not enqueued');
    await crashedClaim(id);
    expect(await jobRow(id)).toMatchObject({ state: 'running', attempts: 1, lockedBy: 'crashed-runner' });

    await lapse(id);
    expect(await runner([recordJob]).drain()).toBe(1);
    expect(runs).toEqual([{ jobId: id, attempt: 2, requestId: `job:${id}:2` }]);
    expect(await jobRow(id)).toMatchObject({ state: 'succeeded', attempts: 2, lastError: LEASE_LAPSED_ERROR });
  });

  it('is parked dead when the lost attempt was its last', async () => {
    const id = await enqueue(database.db, recordJob.request({ n: 1 }, { maxAttempts: 1 }));
    if (id === null) throw new Error('not enqueued');
    await crashedClaim(id);
    await lapse(id);
    await runner([recordJob]).drain();
    expect(runs).toEqual([]);
    expect(await jobRow(id)).toMatchObject({ state: 'dead', attempts: 2, lastError: LEASE_LAPSED_ERROR });
  });

  it('cannot overwrite the outcome of the runner that took the job over', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const stalling = defineJob('test.stalling', z.object({}), async () => {
      calls += 1;
      if (calls === 1) await gate; // the first runner hangs past its lease
    });
    const id = await enqueue(database.db, stalling.request({}));
    if (id === null) throw new Error('not enqueued');
    const first = runner([stalling], { runnerId: 'first', visibilityTimeoutMs: 120_000 });
    const firstRun = first.runOnce();
    await expect.poll(() => calls).toBe(1);
    await lapse(id);
    await runner([stalling], { runnerId: 'second' }).drain();
    expect(await jobRow(id)).toMatchObject({ state: 'succeeded', attempts: 2 });
    // The first runner finishes late and fails to record; the job's row keeps the second runner's outcome.
    await database.db.update(jobs).set({ state: 'running', lockedBy: 'second' }).where(eq(jobs.id, id));
    release();
    await firstRun;
    expect(await jobRow(id)).toMatchObject({ state: 'running', lockedBy: 'second', attempts: 2 });
  });
});

describe('stopping', () => {
  it('lets a running handler finish and record its outcome before stop resolves', async () => {
    let finished = false;
    const brief = defineJob('test.brief', z.object({}), async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
    });
    const id = await enqueue(database.db, brief.request({}));
    const polling = runner([brief], { pollIntervalMs: 60_000 });
    polling.start();
    await expect.poll(async () => (await jobRow(id)).state).toBe('running');
    await polling.stop();
    expect(finished).toBe(true);
    expect((await jobRow(id)).state).toBe('succeeded');
  });

  it('polls: a job enqueued while the runner runs is picked up at the next poll', async () => {
    const polling = runner([recordJob], { pollIntervalMs: 100 });
    polling.start();
    try {
      const id = await enqueue(database.db, recordJob.request({ n: 1 }));
      await expect.poll(() => runs.map((run) => run.jobId), { timeout: 5000 }).toEqual([id]);
    } finally {
      await polling.stop();
    }
  });
});

describe('retention', () => {
  it('deletes succeeded jobs finished longer ago than the retention, and keeps the rest', async () => {
    const ids = await Promise.all([0, 1, 2, 3].map((n) => enqueue(database.db, recordJob.request({ n }))));
    const [oldDone, recentDone, oldDead, queued] = ids.map((id) => id ?? 0);
    await database.db.update(jobs).set({ state: 'succeeded', finishedAt: sql`now() - interval '15 days'` }).where(eq(jobs.id, oldDone ?? 0));
    await database.db.update(jobs).set({ state: 'succeeded', finishedAt: sql`now() - interval '13 days'` }).where(eq(jobs.id, recentDone ?? 0));
    await database.db.update(jobs).set({ state: 'dead', finishedAt: sql`now() - interval '90 days'` }).where(eq(jobs.id, oldDead ?? 0));

    expect(await purgeSucceededJobs(database.db, 14)).toBe(1);
    const left = (await database.db.select({ id: jobs.id }).from(jobs)).map((row) => row.id).sort((a, b) => a - b);
    expect(left).toEqual([recentDone, oldDead, queued].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });
});
