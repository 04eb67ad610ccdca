import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, testConfig } from '../../../test/harness.ts';
import { enqueue } from '../../core/jobs/enqueue.ts';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { createAppJobRunner, jobCatalogue, jobsOfProcess } from './job-catalogue.ts';

/** JOBS_ONLY: a process that runs some kinds of job only (a worker kept for the gateway's events). */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('JOBS_ONLY', () => {
  it('leaves the whole catalogue to a process without it', () => {
    const config = testConfig();
    expect(config.jobs.only).toBeNull();
    const names = (set: ReturnType<typeof jobCatalogue>) => [set.definitions.map((definition) => definition.name), set.schedules.map((schedule) => schedule.name)];
    expect(names(jobsOfProcess(config))).toEqual(names(jobCatalogue(config)));
    expect(names(jobsOfProcess(config))[0]).toContain('payments.gateway-event');
  });

  it('keeps the jobs it names and their schedules alone', () => {
    const config = testConfig({ JOBS_ONLY: ' payments.gateway-event, payments.link-sweep ,' });
    const chosen = jobsOfProcess(config);
    expect(chosen.definitions.map((definition) => definition.name).sort()).toEqual(['payments.gateway-event', 'payments.link-sweep']);
    expect(chosen.schedules.map((schedule) => schedule.job)).toEqual(['payments.link-sweep']);
  });

  it('refuses a name that is no job', () => {
    expect(() => jobsOfProcess(testConfig({ JOBS_ONLY: 'payments.gateway-event,payments.gateway-evnet' }))).toThrow('JOBS_ONLY names no job called payments.gateway-evnet.');
  });

  it('claims only the jobs it names: the others wait for another process', async () => {
    const event = await enqueue(database.db, { name: 'payments.gateway-event', payload: { gatewayEventId: 2_000_000 } });
    const refresh = await enqueue(database.db, { name: 'payments.link-refresh', payload: { linkId: 2_000_000 } });
    const runner = createAppJobRunner(database.db, testConfig({ JOBS_ONLY: 'payments.gateway-event' }), quiet);
    expect(await runner.drain()).toBe(1);
    const state = async (id: number | null) => (await database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id ?? 0)))[0]?.state;
    expect(await state(event)).toBe('succeeded');
    expect(await state(refresh)).toBe('queued');
  });
});
