import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgentDetail, TopUpRequest, TopUpWriteResponse } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { systemActor } from '../../core/actor.ts';
import { walletTopUps } from '../../db/schema/agents.ts';
import { notificationRaises, notifications } from '../../db/schema/notifications.ts';
import { todayInIndia } from '../itineraries/index.ts';
import { WALLET_DEADLINES_JOB, walletDeadlineJobs } from './deadlines.jobs.ts';
import { raiseWalletDeadlines } from './deadlines.service.ts';
import { expireTopUps } from './top-ups.service.ts';

/**
 * A top-up awaiting approval a day after it was recorded: the holders of wallet.adjust other than who
 * recorded it hear again, once; not before the day is out, not once it is approved, rejected or
 * expired; not a reader of wallets, nor a holder of wallet.adjust who cannot see wallets.
 */

let ctx: TestContext;
let deskId: number;
let desk: Caller;
let priyaId: number;
let priya: Caller;
let meeraId: number;
let readerId: number;
let blindId: number;
let agentId: number;

const HOUR_MS = 3_600_000;
const db = () => ctx.database.db;
const sweep = (hoursOn: number) => raiseWalletDeadlines(db(), new Date(Date.now() + hoursOn * HOUR_MS));
let keys = 0;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  deskId = (await makeStaff(db(), { firstName: 'Dev', lastName: 'Desk', labels: ['agents.view', 'wallet.view', 'payments.record'] })).id;
  desk = ctx.as(deskId);
  priyaId = (await makeStaff(db(), { firstName: 'Priya', lastName: 'Nair', labels: ['agents.view', 'agents.manage', 'wallet.view', 'wallet.adjust'] })).id;
  priya = ctx.as(priyaId);
  meeraId = (await makeStaff(db(), { firstName: 'Meera', lastName: 'Iyer', labels: ['agents.view', 'wallet.view', 'wallet.adjust'] })).id;
  readerId = (await makeStaff(db(), { labels: ['agents.view', 'wallet.view'] })).id;
  // wallet.adjust without wallet.view: a wallet notice needs the view label to reach anyone.
  blindId = (await makeStaff(db(), { labels: ['wallet.adjust'] })).id;
  const res = await priya.post('/api/agents/', { agency_name: 'Sunrise Holidays', city: 'Pune', credit_limit_paise: 0 });
  expect(res.statusCode, res.body).toBe(201);
  agentId = (res.json() as AgentDetail).id;
});

function request(overrides: Partial<TopUpRequest> = {}): TopUpRequest {
  return { amount_paise: 2_500_000, bank_reference: 'UTR123456789', received_on: todayInIndia(), notes: '', idempotency_key: `top-up-${(keys += 1)}-${Date.now()}`, ...overrides };
}

async function record(caller: Caller, body: TopUpRequest = request()): Promise<TopUpWriteResponse> {
  const res = await caller.post(`/api/agents/${agentId}/wallet/top-ups/`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TopUpWriteResponse;
}

/** The reminders (not the notices of the record itself) in these people's bells. */
const reminders = () =>
  db()
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, [deskId, priyaId, meeraId, readerId, blindId]), eq(notifications.notificationType, 'wallet'), like(notifications.message, '%has awaited approval%')))
    .orderBy(asc(notifications.id));

describe('a top-up awaiting approval for a day', () => {
  it('reminds the approvers other than its recorder once, linking to the wallet, with a day before expiry to snooze until', async () => {
    const { top_up: topUp } = await record(desk);
    expect(await sweep(23.9)).toBe(0);
    const [first, second] = await Promise.all([sweep(24.1), sweep(24.1)]);
    expect((first ?? 0) + (second ?? 0)).toBe(2);
    expect(await sweep(30)).toBe(0);

    const told = await reminders();
    expect(told.map((row) => row.userId).sort((a, b) => a - b)).toEqual([priyaId, meeraId].sort((a, b) => a - b));
    expect(told[0]).toMatchObject({
      link: `/agents/${agentId}/wallet`,
      message: expect.stringMatching(/^Sunrise Holidays: the top-up of ₹25,000\.00 \(bank reference UTR123456789, received .+\) recorded by Dev Desk has awaited approval for over a day\. It expires unapproved on .+\.$/),
      snoozeDates: [{ key: 'before_expiry', label: 'A day before the request expires', at: new Date(Date.parse(topUp.expires_at) - 24 * HOUR_MS).toISOString() }],
    });
  });

  it('leaves out the approver who recorded it', async () => {
    await record(priya);
    expect(await sweep(25)).toBe(1);
    expect((await reminders()).map((row) => row.userId)).toEqual([meeraId]);
  });

  it('says nothing of a request approved, rejected or expired', async () => {
    const approved = await record(desk);
    const rejected = await record(desk, request({ bank_reference: 'UTR-REJECT' }));
    await record(desk, request({ bank_reference: 'UTR-EXPIRE' }));
    expect((await priya.post(`/api/agents/wallet/top-ups/${approved.top_up.id}/approve/`)).statusCode).toBe(200);
    expect((await priya.post(`/api/agents/wallet/top-ups/${rejected.top_up.id}/reject/`, { reason: 'No such transfer' })).statusCode).toBe(200);
    // A day on, only the one still pending is raised.
    expect(await sweep(25)).toBe(2);
    expect((await reminders()).every((row) => row.message.includes('UTR-EXPIRE'))).toBe(true);
    // Eight days on it has expired (whether or not the daily job has written so yet): nothing more.
    await db().delete(notifications);
    await db().delete(notificationRaises);
    expect(await sweep(8 * 24)).toBe(0);
    await expireTopUps(db(), systemActor('test'), new Date(Date.now() + 8 * 24 * HOUR_MS));
    expect(await sweep(8 * 24)).toBe(0);
    expect(await reminders()).toEqual([]);
    expect((await db().select({ status: walletTopUps.status }).from(walletTopUps).orderBy(walletTopUps.id)).map((row) => row.status)).toEqual(['approved', 'rejected', 'expired']);
  });

  it('is the agents.deadlines job, every quarter of an hour', () => {
    const { definitions, schedules } = walletDeadlineJobs();
    expect(definitions.map((definition) => definition.name)).toEqual([WALLET_DEADLINES_JOB]);
    expect(schedules).toEqual([expect.objectContaining({ name: 'agents-deadlines', job: WALLET_DEADLINES_JOB, timing: { kind: 'every', minutes: 15 } })]);
  });
});
