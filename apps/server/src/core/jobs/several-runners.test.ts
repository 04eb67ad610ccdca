import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/harness.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { defineJob } from './define-job.ts';
import { createJobRunner } from './runner.ts';
import { dailySchedule, intervalSchedule } from './schedules.ts';

/**
 * Runners on separate connections share one table. On PostgreSQL (TEST_DATABASE_URL) each runner has
 * a pool of its own, as separate instances would; on PGlite both share its one connection.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let other: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  other = database.url ? openDatabase({ url: database.url, poolSize: 5 }) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

describe('two runners on one table', () => {
  it('run each of 200 jobs exactly once, and never one job twice at the same time', async () => {
    const runsPerJob = new Map<number, number>();
    const running = new Set<number>();
    let overlapped = 0;
    const work = defineJob('test.work', z.object({ n: z.number() }), async ({ jobId }) => {
      if (running.has(jobId)) overlapped += 1;
      running.add(jobId);
      runsPerJob.set(jobId, (runsPerJob.get(jobId) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      running.delete(jobId);
    });
    await database.db.insert(jobs).values(Array.from({ length: 200 }, (_, n) => ({ name: work.name, payload: { n } })));

    const first = createJobRunner({ db: database.db, definitions: [work], batchSize: 7, runnerId: 'first' });
    const second = createJobRunner({ db: other.db, definitions: [work], batchSize: 5, runnerId: 'second' });
    const [byFirst, bySecond] = await Promise.all([first.drain(), second.drain()]);

    expect(byFirst + bySecond).toBe(200);
    expect(runsPerJob.size).toBe(200);
    expect([...runsPerJob.values()].every((count) => count === 1)).toBe(true);
    expect(overlapped).toBe(0);
    const [states] = await database.db.select({ succeeded: sql<number>`count(*) filter (where state = 'succeeded')::int`, attempts: sql<number>`max(attempts)::int` }).from(jobs);
    expect(states).toEqual({ succeeded: 200, attempts: 1 });
    if (database.url) {
      // Both instances took a share: the claims really interleaved.
      expect(byFirst).toBeGreaterThan(0);
      expect(bySecond).toBeGreaterThan(0);
    }
  });

  it('enqueue one scheduled slot once, however many runners reach it', async () => {
    const sweep = defineJob('test.overdue-sweep', z.object({}), async () => undefined);
    const schedule = dailySchedule('overdue-sweep', sweep.name, '08:00', 'Asia/Kolkata');
    let now = new Date('2026-11-24T01:00:00Z');
    const runners = [database, other, database, other].map((handle) => createJobRunner({ db: handle.db, definitions: [sweep], schedules: [schedule], now: () => now }));

    const recorded = await Promise.all(runners.map((runner) => runner.enqueueSchedules()));
    expect(recorded.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await Promise.all(runners.map((runner) => runner.enqueueSchedules()))).toEqual([0, 0, 0, 0]);

    // After the 08:00 slot, the next day's is enqueued, once.
    now = new Date('2026-11-24T02:31:00Z');
    const next = await Promise.all(runners.map((runner) => runner.enqueueSchedules()));
    expect(next.reduce((sum, n) => sum + n, 0)).toBe(1);

    const rows = await database.db.select({ key: jobs.idempotencyKey, runAt: jobs.runAt }).from(jobs).orderBy(jobs.runAt);
    expect(rows.map((row) => [row.key, row.runAt.toISOString()])).toEqual([
      ['schedule:overdue-sweep:2026-11-24T02:30Z', '2026-11-24T02:30:00.000Z'],
      ['schedule:overdue-sweep:2026-11-25T02:30Z', '2026-11-25T02:30:00.000Z'],
    ]);
  });

  it('enqueue the quarter-hour under way once, due at once, however many runners start in it', async () => {
    const sweep = defineJob('test.deadlines', z.object({}), async () => undefined);
    const schedule = intervalSchedule('deadlines', sweep.name, 15);
    let now = new Date('2026-11-24T04:07:00Z');
    const runners = [database, other, database, other].map((handle) => createJobRunner({ db: handle.db, definitions: [sweep], schedules: [schedule], now: () => now }));

    const recorded = await Promise.all(runners.map((runner) => runner.enqueueSchedules()));
    expect(recorded.reduce((sum, n) => sum + n, 0)).toBe(1);
    now = new Date('2026-11-24T04:14:00Z');
    expect(await Promise.all(runners.map((runner) => runner.enqueueSchedules()))).toEqual([0, 0, 0, 0]);
    now = new Date('2026-11-24T04:15:30Z');
    const next = await Promise.all(runners.map((runner) => runner.enqueueSchedules()));
    expect(next.reduce((sum, n) => sum + n, 0)).toBe(1);

    const rows = await database.db.select({ key: jobs.idempotencyKey, runAt: jobs.runAt }).from(jobs).orderBy(jobs.runAt);
    expect(rows.map((row) => [row.key, row.runAt.toISOString()])).toEqual([
      ['schedule:deadlines:2026-11-24T04:00Z', '2026-11-24T04:00:00.000Z'],
      ['schedule:deadlines:2026-11-24T04:15Z', '2026-11-24T04:15:00.000Z'],
    ]);
  });
});
