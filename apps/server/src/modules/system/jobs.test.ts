import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { SYSTEM_PATHS, type Job, type JobListResponse } from '@ua/contracts';
import { bearer, createTestContext, testConfig, type TestContext } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { enqueue } from '../../core/jobs/enqueue.ts';
import { PURGE_JOBS_JOB } from '../../core/jobs/retention.ts';

let ctx: TestContext;
let admin: string;

/** Schedules that run every minute: their slot is the minute under way, taken as soon as it is enqueued. */
const EVERY_MINUTE = ['messaging-staff-deliveries', 'notifications-wake-snoozed'];
/** The deadline sweeps, every quarter of an hour: likewise their quarter-hour under way, so they run as the app starts. */
const DEADLINE_SWEEPS = ['agents-deadlines', 'bookings-deadlines', 'itineraries-deadlines', 'messaging-deadlines', 'payments-deadlines'];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(jobs);
  admin = await ctx.tokenFor('admin@ua.test');
});

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const retry = (id: number | string, token = admin) => ctx.app.inject({ method: 'POST', url: SYSTEM_PATHS.jobRetry(id), headers: bearer(token) });

/** A job in the given state, as the runner would have left it. */
async function jobIn(state: 'queued' | 'running' | 'succeeded' | 'dead', name = 'mail.payment-reminder', lastError: string | null = null): Promise<number> {
  const id = await enqueue(ctx.database.db, { name, payload: { dueId: 7 } });
  if (id === null) throw new Error('not enqueued');
  const finished = state === 'succeeded' || state === 'dead';
  await ctx.database.db
    .update(jobs)
    .set({ state, attempts: state === 'queued' ? 0 : 5, lastError, finishedAt: finished ? sql`now()` : null, lockedUntil: state === 'running' ? sql`now() + interval '5 minutes'` : null })
    .where(eq(jobs.id, id));
  return id;
}

describe('who may operate jobs', () => {
  it('answers 401 without a token and 403 without system.operate, on both routes', async () => {
    const id = await jobIn('dead');
    const ops = await ctx.tokenFor('ops@ua.test');
    for (const call of [() => get(SYSTEM_PATHS.jobs, ''), () => retry(id, '')]) expect((await call()).statusCode).toBe(401);
    for (const call of [() => get(SYSTEM_PATHS.jobs, ops), () => retry(id, ops)]) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect((await ctx.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]?.state).toBe('dead');
  });

  it('declares the system.operate label on both routes', () => {
    const declared = ctx.app.routeInventory.filter((route) => route.url.startsWith(SYSTEM_PATHS.jobs));
    expect(declared).toEqual([
      { method: 'GET', url: SYSTEM_PATHS.jobs, access: { label: 'system.operate' } },
      { method: 'POST', url: SYSTEM_PATHS.jobRetry(':id'), access: { label: 'system.operate' } },
    ]);
  });
});

describe('GET /api/admin/jobs/', () => {
  it('lists jobs newest first with state, attempts, next run and last error, and counts per state', async () => {
    await jobIn('succeeded');
    await jobIn('queued');
    const dead = await jobIn('dead', 'mail.payment-reminder', 'Error: SMTP 550 mailbox unavailable');
    await jobIn('running', 'whatsapp.send');

    const res = await get(SYSTEM_PATHS.jobs);
    expect(res.statusCode).toBe(200);
    const body: JobListResponse = res.json();
    expect(body.count).toBe(4);
    expect(body.counts).toEqual({ queued: 1, running: 1, succeeded: 1, dead: 1 });
    expect(body.results.map((job) => job.state)).toEqual(['running', 'dead', 'queued', 'succeeded']);
    expect(body.results[1]).toMatchObject({ id: dead, name: 'mail.payment-reminder', state: 'dead', attempts: 5, max_attempts: 5, last_error: 'Error: SMTP 550 mailbox unavailable', payload: { dueId: 7 } });
    expect(Date.parse(body.results[1]?.run_at ?? '')).not.toBeNaN();
    expect(body.results[0]?.locked_until).not.toBeNull();
  });

  it('filters by state and name; the counts follow the name alone', async () => {
    await jobIn('dead', 'mail.payment-reminder');
    await jobIn('dead', 'whatsapp.send');
    await jobIn('queued', 'whatsapp.send');

    const deadOnly: JobListResponse = (await get(`${SYSTEM_PATHS.jobs}?state=dead`)).json();
    expect(deadOnly.results.map((job) => job.name).sort()).toEqual(['mail.payment-reminder', 'whatsapp.send']);
    const whatsapp: JobListResponse = (await get(`${SYSTEM_PATHS.jobs}?name=whatsapp.send&state=dead`)).json();
    expect(whatsapp.count).toBe(1);
    expect(whatsapp.counts).toEqual({ queued: 1, running: 0, succeeded: 0, dead: 1 });

    const bad = await get(`${SYSTEM_PATHS.jobs}?state=failed`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.state).toBeDefined();
  });

  it('pages DRF-style', async () => {
    for (let i = 0; i < 5; i += 1) await jobIn('queued');
    const first: JobListResponse = (await get(`${SYSTEM_PATHS.jobs}?page_size=2&state=queued`)).json();
    expect(first).toMatchObject({ count: 5, previous: null, next: `${SYSTEM_PATHS.jobs}?page_size=2&state=queued&page=2` });
    const last: JobListResponse = (await get(`${SYSTEM_PATHS.jobs}?page_size=2&state=queued&page=3`)).json();
    expect(last.results).toHaveLength(1);
    expect(last.next).toBeNull();
  });
});

describe('POST /api/admin/jobs/{id}/retry/', () => {
  it('puts a dead job back in the queue, due now with fresh attempts, and records who did it', async () => {
    const id = await jobIn('dead', 'mail.payment-reminder', 'Error: SMTP timeout');
    const res = await retry(id);
    expect(res.statusCode).toBe(200);
    const job: Job = res.json();
    expect(job).toMatchObject({ id, state: 'queued', attempts: 0, finished_at: null, last_error: 'Error: SMTP timeout' });
    expect(Date.parse(job.run_at)).toBeLessThanOrEqual(Date.now() + 1000);

    const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'job'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ action: 'retry', actorId: await ctx.userId('admin@ua.test'), before: { state: 'dead', attempts: 5 }, after: { state: 'queued', attempts: 0 } });
  });

  it.each(['queued', 'running', 'succeeded'] as const)('refuses a %s job with 409 job.not_dead, and changes nothing', async (state) => {
    const id = await jobIn(state);
    const before = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
    const res = await retry(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'job.not_dead' });
    expect(await ctx.database.db.select().from(jobs).where(eq(jobs.id, id))).toEqual(before);
    expect(await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'job'), eq(auditLog.entityId, String(id))))).toEqual([]);
  });

  it('answers 404 for a job that does not exist', async () => {
    const res = await retry(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('the app runs jobs in its own process', () => {
  it('claims due jobs while it runs, keeps the retention schedule enqueued, and stops with the app', async () => {
    const app = await buildApp(testConfig({ JOBS_POLL_INTERVAL_MS: '100' }), { database: ctx.database, logger: false, jobs: true });
    await app.ready();
    try {
      const id = await enqueue(ctx.database.db, { name: PURGE_JOBS_JOB, payload: { days: 14 } });
      await expect.poll(async () => (await ctx.database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id ?? 0)))[0]?.state, { timeout: 5000 }).toBe('succeeded');
      // The every-minute sweeps (snoozes ending, staff's mail and WhatsApp deliveries) enqueue the minute under way, and the
      // deadline sweeps the quarter-hour under way, due at once: the runner takes them as it starts.
      for (const name of [...EVERY_MINUTE, ...DEADLINE_SWEEPS]) {
        await expect.poll(async () => (await ctx.database.db.select({ state: jobs.state }).from(jobs).where(like(jobs.idempotencyKey, `schedule:${name}:%`))).map((job) => job.state), { timeout: 5000 }).toContain('succeeded');
      }
      for (const job of await ctx.database.db.select({ key: jobs.idempotencyKey }).from(jobs).where(like(jobs.idempotencyKey, 'schedule:%-deadlines:%'))) {
        expect(job.key).toMatch(/^schedule:[a-z]+-deadlines:\d{4}-\d\d-\d\dT\d\d:(00|15|30|45)Z$/);
      }
      const scheduled = (await ctx.database.db.select().from(jobs).where(eq(jobs.state, 'queued'))).filter((job) => ![...EVERY_MINUTE, ...DEADLINE_SWEEPS].some((name) => job.idempotencyKey?.startsWith(`schedule:${name}:`)));
      // Each daily schedule has its next slot enqueued: the retention at 03:30 IST, the bookings' calendar at 00:05 IST,
      // the payment links' sweep at 06:15, the overdue sweep at 00:10, the reminders at 09:30, the agents' commission at 00:20 and the top-up expiry at 06:20.
      expect(scheduled.map((job) => job.idempotencyKey).sort()).toEqual([
        expect.stringMatching(/^schedule:agents-commission:\d{4}-\d\d-\d\dT18:50Z$/),
        expect.stringMatching(/^schedule:agents-top-up-expiry:\d{4}-\d\d-\d\dT00:50Z$/),
        expect.stringMatching(/^schedule:bookings-advance-by-date:\d{4}-\d\d-\d\dT18:35Z$/),
        expect.stringMatching(/^schedule:payments-link-sweep:\d{4}-\d\d-\d\dT00:45Z$/),
        expect.stringMatching(/^schedule:payments-overdue-sweep:\d{4}-\d\d-\d\dT18:40Z$/),
        expect.stringMatching(/^schedule:payments-reminders:\d{4}-\d\d-\d\dT04:00Z$/),
        expect.stringMatching(/^schedule:purge-succeeded-jobs:\d{4}-\d\d-\d\dT22:00Z$/),
      ]);
    } finally {
      await app.close();
    }
    const after = await enqueue(ctx.database.db, { name: PURGE_JOBS_JOB, payload: { days: 14 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await ctx.database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, after ?? 0)))[0]?.state).toBe('queued');
  });

  it('runs none when built without them, as tests build it by default', async () => {
    const id = await enqueue(ctx.database.db, { name: PURGE_JOBS_JOB, payload: { days: 14 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await ctx.database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id ?? 0)))[0]?.state).toBe('queued');
  });
});
