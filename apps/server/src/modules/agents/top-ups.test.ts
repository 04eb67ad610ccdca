import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { TOP_UP_EXPIRY_DAYS, type AgentDetail, type TopUpPage, type TopUpRequest, type TopUpWriteResponse, type WalletEntryPage, type WalletSummary } from '@ua/contracts';
import { createTestContext, testConfig, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { failPoolAfterCommit } from '../../../test/faults/fail-pool-after-commit.ts';
import { systemActor } from '../../core/actor.ts';
import { walletEntries, walletTopUps } from '../../db/schema/agents.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { todayInIndia } from '../itineraries/index.ts';
import { agentJobs } from './agent.jobs.ts';
import { TOP_UP_EXPIRY_JOB } from './top-ups.jobs.ts';
import { expireTopUps } from './top-ups.service.ts';

let ctx: TestContext;
/** The desk: records payments and top-ups, no wallet label beyond viewing. */
let desk: Caller;
let deskId: number;
/** Accounts: wallet.adjust; records and approves. */
let priya: Caller;
let priyaId: number;
/** A second wallet.adjust holder, the other pair of eyes. */
let meera: Caller;
let meeraId: number;
/** agents.view and wallet.view only. */
let reader: Caller;
let readerId: number;
let agentId: number;

const DAY_MS = 86_400_000;
let keys = 0;
const key = () => `top-up-key-${Date.now()}-${(keys += 1)}`;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  const db = ctx.database.db;
  deskId = (await makeStaff(db, { firstName: 'Dev', labels: ['agents.view', 'wallet.view', 'payments.record'] })).id;
  desk = ctx.as(deskId);
  priyaId = (await makeStaff(db, { firstName: 'Priya', labels: ['agents.view', 'agents.manage', 'wallet.view', 'wallet.adjust'] })).id;
  priya = ctx.as(priyaId);
  meeraId = (await makeStaff(db, { firstName: 'Meera', labels: ['agents.view', 'wallet.view', 'wallet.adjust'] })).id;
  meera = ctx.as(meeraId);
  readerId = (await makeStaff(db, { firstName: 'Ravi', labels: ['agents.view', 'wallet.view'] })).id;
  reader = ctx.as(readerId);
  const res = await priya.post('/api/agents/', { agency_name: 'Sunrise Holidays', city: 'Pune', credit_limit_paise: 0 });
  expect(res.statusCode, res.body).toBe(201);
  agentId = (res.json() as AgentDetail).id;
});

function request(overrides: Partial<TopUpRequest> = {}): TopUpRequest {
  return { amount_paise: 2_500_000, bank_reference: 'UTR123456789', received_on: todayInIndia(), notes: 'NEFT from HDFC', idempotency_key: key(), ...overrides };
}

async function record(caller: Caller = desk, body: TopUpRequest = request()): Promise<TopUpWriteResponse> {
  const res = await caller.post(`/api/agents/${agentId}/wallet/top-ups/`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TopUpWriteResponse;
}

const approve = (caller: Caller, id: number) => caller.post(`/api/agents/wallet/top-ups/${id}/approve/`);
const reject = (caller: Caller, id: number, reason = 'No such transfer in the statement') => caller.post(`/api/agents/wallet/top-ups/${id}/reject/`, { reason });

async function balance(): Promise<number> {
  const res = await reader.get(`/api/agents/${agentId}/wallet/`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as WalletSummary).balance_paise;
}

async function wallet(): Promise<WalletSummary> {
  return (await reader.get(`/api/agents/${agentId}/wallet/`)).json() as WalletSummary;
}

const walletNotes = (userId: number) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, 'wallet')))
    .orderBy(asc(notifications.id));

const auditActions = async (id: number) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'wallet_top_up'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id))
  ).map((row) => row.action);

describe('recording a top-up', () => {
  it('records a pending request that expires after the contract days, and counts it as pending on the wallet', async () => {
    const before = Date.now();
    const { top_up: topUp, replayed } = await record();
    expect(replayed).toBe(false);
    expect(topUp).toMatchObject({
      agent: { id: agentId, agency_name: 'Sunrise Holidays' },
      amount_paise: 2_500_000,
      bank_reference: 'UTR123456789',
      notes: 'NEFT from HDFC',
      status: 'pending',
      requested_by: { id: deskId, name: expect.stringContaining('Dev') },
      decided_by: null,
      decided_at: null,
      entry_id: null,
    });
    const lifetime = Date.parse(topUp.expires_at) - Date.parse(topUp.requested_at);
    expect(lifetime).toBe(TOP_UP_EXPIRY_DAYS * DAY_MS);
    expect(Date.parse(topUp.requested_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await wallet()).toMatchObject({ balance_paise: 0, pending_top_ups: 1, pending_top_ups_paise: 2_500_000 });
    expect(await auditActions(topUp.id)).toEqual(['request']);
  });

  it('answers the same key and request with the request recorded, and refuses another request under the key', async () => {
    const body = request();
    const first = await record(desk, body);
    const again = await desk.post(`/api/agents/${agentId}/wallet/top-ups/`, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, top_up: { id: first.top_up.id } });
    const other = await desk.post(`/api/agents/${agentId}/wallet/top-ups/`, { ...body, amount_paise: 999 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'wallet.idempotency_conflict' });
    expect(await ctx.database.db.select().from(walletTopUps)).toHaveLength(1);
  });

  it('refuses bad input with field errors and records nothing', async () => {
    const tomorrow = new Date(Date.now() + DAY_MS);
    for (const [body, field] of [
      [request({ amount_paise: 0 }), 'amount_paise'],
      [request({ amount_paise: 10.5 }), 'amount_paise'],
      [request({ bank_reference: '' }), 'bank_reference'],
      [request({ bank_reference: '   ' }), 'bank_reference'],
      [request({ received_on: todayInIndia(tomorrow) }), 'received_on'],
      [request({ received_on: '2026-02-30' }), 'received_on'],
    ] as const) {
      const res = await desk.post(`/api/agents/${agentId}/wallet/top-ups/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toHaveProperty(field);
    }
    const { bank_reference: _, ...missing } = request();
    expect((await desk.post(`/api/agents/${agentId}/wallet/top-ups/`, missing)).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(walletTopUps)).toEqual([]);
  });

  it('answers 404 for an unknown agent and refuses a closed one', async () => {
    expect((await desk.post('/api/agents/999999/wallet/top-ups/', request())).statusCode).toBe(404);
    expect((await priya.post(`/api/agents/${agentId}/status/`, { status: 'closed', reason: 'Stopped trading' })).statusCode).toBe(200);
    const res = await desk.post(`/api/agents/${agentId}/wallet/top-ups/`, request());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'wallet.agent_inactive' });
    expect(await ctx.database.db.select().from(walletTopUps)).toEqual([]);
  });

  it('tells the holders of wallet.adjust that it awaits approval, but not the one who recorded it', async () => {
    await record(priya);
    const [toMeera] = await walletNotes(meeraId);
    expect(toMeera?.message).toContain('Sunrise Holidays');
    expect(toMeera?.message).toContain('₹25,000.00');
    expect(toMeera?.message).toContain('awaits approval');
    expect(toMeera?.link).toBe(`/agents/${agentId}`);
    expect(await walletNotes(priyaId)).toEqual([]);
    expect(await walletNotes(readerId)).toEqual([]);
    expect(await walletNotes(deskId)).toEqual([]);

    await record(desk);
    expect(await walletNotes(priyaId)).toHaveLength(1);
    expect(await walletNotes(meeraId)).toHaveLength(2);
  });
});

describe('approving a top-up', () => {
  it('credits the wallet when another holder of wallet.adjust approves, with a top-up entry, and tells the recorder', async () => {
    const { top_up: recorded } = await record(priya);
    const res = await approve(meera, recorded.id);
    expect(res.statusCode, res.body).toBe(200);
    const { top_up: approved } = res.json() as TopUpWriteResponse;
    expect(approved).toMatchObject({ status: 'approved', decided_by: { id: meeraId }, decided_at: expect.any(String), entry_id: expect.any(Number) });

    expect(await balance()).toBe(2_500_000);
    expect(await wallet()).toMatchObject({ pending_top_ups: 0, pending_top_ups_paise: 0 });
    const ledger = (await reader.get(`/api/agents/${agentId}/wallet/entries/`)).json() as WalletEntryPage;
    expect(ledger.results).toHaveLength(1);
    expect(ledger.results[0]).toMatchObject({ id: approved.entry_id, type: 'top_up', amount_paise: 2_500_000, top_up_id: recorded.id, reference: 'UTR123456789', balance_after_paise: 2_500_000 });

    const [told] = await walletNotes(priyaId);
    expect(told?.message).toContain('approved');
    expect(await auditActions(recorded.id)).toEqual(['request', 'approve']);
  });

  it('answers a recording, an approval and a rejection from their transactions, so a pool failing after the commit fails none that was saved', async () => {
    const saved = async (send: () => Promise<{ statusCode: number; body: string; json: () => unknown }>, status: number) => {
      const fault = failPoolAfterCommit(ctx.database.db);
      try {
        const res = await send();
        expect(res.statusCode, res.body).toBe(status);
        expect(fault.refused()).toBe(0);
        return (res.json() as TopUpWriteResponse).top_up;
      } finally {
        fault.restore();
      }
    };
    const recorded = await saved(() => priya.post(`/api/agents/${agentId}/wallet/top-ups/`, request()), 201);
    expect(recorded).toMatchObject({ status: 'pending', requested_by: { id: priyaId } });
    const approved = await saved(() => approve(meera, recorded.id), 200);
    expect(approved).toMatchObject({ status: 'approved', decided_by: { id: meeraId }, entry_id: expect.any(Number) });
    expect(await balance()).toBe(2_500_000);
    const other = await record(desk);
    expect(await saved(() => reject(meera, other.top_up.id), 200)).toMatchObject({ status: 'rejected', decided_by: { id: meeraId } });
    const listed = (await reader.get(`/api/agents/${agentId}/wallet/top-ups/`)).json() as TopUpPage;
    expect(listed.results.find((row) => row.id === recorded.id)).toEqual(approved);
    expect(await ctx.database.db.select().from(walletEntries)).toHaveLength(1);
  });

  it('refuses the recorder, crediting nothing', async () => {
    const { top_up: recorded } = await record(priya);
    const res = await approve(priya, recorded.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'wallet.same_person' });
    expect(await balance()).toBe(0);
    expect(await ctx.database.db.select().from(walletEntries)).toEqual([]);
    const [row] = await ctx.database.db.select().from(walletTopUps).where(eq(walletTopUps.id, recorded.id));
    expect(row).toMatchObject({ status: 'pending', decidedAt: null });
  });

  it('is held to four eyes by the database itself', async () => {
    const { top_up: recorded } = await record(priya);
    await expect(ctx.database.db.update(walletTopUps).set({ status: 'approved', decidedBy: priyaId, decidedAt: new Date() }).where(eq(walletTopUps.id, recorded.id))).rejects.toThrow();
  });

  it('credits once: approving twice is refused', async () => {
    const { top_up: recorded } = await record(desk);
    expect((await approve(meera, recorded.id)).statusCode).toBe(200);
    const twice = await approve(priya, recorded.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'wallet.top_up_state', detail: expect.stringContaining('approved') });
    expect(await balance()).toBe(2_500_000);
    expect(await ctx.database.db.select().from(walletEntries)).toHaveLength(1);
  });

  it('credits once however many approvals race', async () => {
    const { top_up: recorded } = await record(desk);
    const results = await Promise.all([approve(meera, recorded.id), approve(priya, recorded.id), approve(meera, recorded.id)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balance()).toBe(2_500_000);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await approve(meera, 999_999)).statusCode).toBe(404);
    expect((await reject(meera, 999_999)).statusCode).toBe(404);
  });
});

describe('rejecting a top-up', () => {
  it('rejects a pending request with why, tells the recorder, and it can no longer be approved', async () => {
    const { top_up: recorded } = await record(desk);
    const res = await reject(meera, recorded.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TopUpWriteResponse).top_up).toMatchObject({ status: 'rejected', decided_by: { id: meeraId }, decision_reason: 'No such transfer in the statement', entry_id: null });
    const [told] = await walletNotes(deskId);
    expect(told?.message).toContain('rejected');
    expect(told?.message).toContain('No such transfer in the statement');
    const then = await approve(priya, recorded.id);
    expect(then.statusCode).toBe(409);
    expect(then.json()).toMatchObject({ code: 'wallet.top_up_state', detail: expect.stringContaining('rejected') });
    expect((await reject(priya, recorded.id)).statusCode).toBe(409);
    expect(await balance()).toBe(0);
    expect(await auditActions(recorded.id)).toEqual(['request', 'reject']);
  });

  it('lets the recorder withdraw their own request, and asks why', async () => {
    const { top_up: recorded } = await record(priya);
    expect((await priya.post(`/api/agents/wallet/top-ups/${recorded.id}/reject/`, { reason: '' })).statusCode).toBe(400);
    const res = await reject(priya, recorded.id, 'Typed the wrong agency');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TopUpWriteResponse).top_up).toMatchObject({ status: 'rejected', decided_by: { id: priyaId } });
  });
});

describe('expiry', () => {
  it('shows a request past its time as expired before the job runs, refuses to approve it, then the job expires it once and tells the recorder', async () => {
    const { top_up: recorded } = await record(desk);
    const past = new Date(Date.parse(recorded.expires_at) + 60_000);
    await ctx.database.db
      .update(walletTopUps)
      .set({ requestedAt: new Date(Date.now() - (TOP_UP_EXPIRY_DAYS * DAY_MS + 60_000)), expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(walletTopUps.id, recorded.id));

    const shown = (await reader.get(`/api/agents/${agentId}/wallet/top-ups/`)).json() as TopUpPage;
    expect(shown.results[0]).toMatchObject({ id: recorded.id, status: 'expired', decision_reason: 'Expired unapproved' });
    expect(((await reader.get('/api/agents/wallet/top-ups/')).json() as TopUpPage).count).toBe(0);
    expect(((await reader.get('/api/agents/wallet/top-ups/?status=expired')).json() as TopUpPage).results.map((row) => row.id)).toEqual([recorded.id]);
    expect(await wallet()).toMatchObject({ pending_top_ups: 0 });
    const refused = await approve(meera, recorded.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'wallet.top_up_state', detail: expect.stringContaining('expired') });
    expect(await balance()).toBe(0);

    expect(await expireTopUps(ctx.database.db, systemActor('test'), past)).toBe(1);
    expect(await expireTopUps(ctx.database.db, systemActor('test'), past)).toBe(0);
    const [row] = await ctx.database.db.select().from(walletTopUps).where(eq(walletTopUps.id, recorded.id));
    expect(row).toMatchObject({ status: 'expired', decidedBy: null, decidedAt: past, decisionReason: 'Expired unapproved' });
    const told = await walletNotes(deskId);
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain('expired');
    const [audit] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'wallet_top_up'), eq(auditLog.action, 'expire')));
    expect(audit).toMatchObject({ entityId: String(recorded.id), actorId: null });
    expect((await approve(meera, recorded.id)).statusCode).toBe(409);
  });

  it('leaves a request in time, and decided ones, alone', async () => {
    const { top_up: fresh } = await record(desk);
    const { top_up: approved } = await record(desk);
    expect((await approve(meera, approved.id)).statusCode).toBe(200);
    expect(await expireTopUps(ctx.database.db, systemActor('test'), new Date(Date.parse(fresh.expires_at) - 60_000))).toBe(0);
    expect(await expireTopUps(ctx.database.db, systemActor('test'), new Date(Date.parse(fresh.expires_at) + 60_000))).toBe(1);
    const rows = await ctx.database.db.select({ id: walletTopUps.id, status: walletTopUps.status }).from(walletTopUps).orderBy(asc(walletTopUps.id));
    expect(rows).toEqual([
      { id: fresh.id, status: 'expired' },
      { id: approved.id, status: 'approved' },
    ]);
  });

  it('is a daily job of the agents module', () => {
    const jobs = agentJobs(testConfig());
    expect(jobs.definitions.map((job) => job.name)).toContain(TOP_UP_EXPIRY_JOB);
    expect(jobs.schedules).toContainEqual(expect.objectContaining({ name: 'agents-top-up-expiry', job: TOP_UP_EXPIRY_JOB, timing: { kind: 'daily', time: '06:20', timeZone: 'Asia/Kolkata' } }));
  });
});

describe('the lists', () => {
  it("lists an agent's requests newest first, and the queue pending by default, by agent if asked", async () => {
    const other = (await priya.post('/api/agents/', { agency_name: 'Blue Sky Tours', city: 'Goa' })).json() as AgentDetail;
    const first = await record(desk);
    const second = await record(desk);
    const elsewhere = await desk.post(`/api/agents/${other.id}/wallet/top-ups/`, request());
    expect(elsewhere.statusCode).toBe(201);
    expect((await approve(meera, first.top_up.id)).statusCode).toBe(200);

    const mine = (await reader.get(`/api/agents/${agentId}/wallet/top-ups/`)).json() as TopUpPage;
    expect(mine.results.map((row) => [row.id, row.status])).toEqual([
      [second.top_up.id, 'pending'],
      [first.top_up.id, 'approved'],
    ]);
    const approvedOnly = (await reader.get(`/api/agents/${agentId}/wallet/top-ups/?status=approved`)).json() as TopUpPage;
    expect(approvedOnly.results.map((row) => row.id)).toEqual([first.top_up.id]);

    const queue = (await reader.get('/api/agents/wallet/top-ups/')).json() as TopUpPage;
    expect(queue.results.map((row) => row.id)).toEqual([second.top_up.id, (elsewhere.json() as TopUpWriteResponse).top_up.id]);
    const ofAgent = (await reader.get(`/api/agents/wallet/top-ups/?agent=${other.id}`)).json() as TopUpPage;
    expect(ofAgent.results.map((row) => row.agent.agency_name)).toEqual(['Blue Sky Tours']);
    const paged = (await reader.get('/api/agents/wallet/top-ups/?page_size=1')).json() as TopUpPage;
    expect(paged).toMatchObject({ count: 2, next: expect.stringContaining('page=2') });
    expect((await reader.get('/api/agents/999999/wallet/top-ups/')).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('keeps the lists to wallet.view, recording to wallet.adjust or payments.record, and decisions to wallet.adjust', async () => {
    const outsider = ctx.as((await makeStaff(ctx.database.db, { firstName: 'Omar', labels: ['agents.view'] })).id);
    const { top_up: recorded } = await record(desk);
    expect((await outsider.get(`/api/agents/${agentId}/wallet/top-ups/`)).statusCode).toBe(403);
    expect((await outsider.get('/api/agents/wallet/top-ups/')).statusCode).toBe(403);
    expect((await reader.post(`/api/agents/${agentId}/wallet/top-ups/`, request())).statusCode).toBe(403);
    expect((await outsider.post(`/api/agents/${agentId}/wallet/top-ups/`, request())).statusCode).toBe(403);
    expect((await desk.post(`/api/agents/wallet/top-ups/${recorded.id}/approve/`)).statusCode).toBe(403);
    expect((await reader.post(`/api/agents/wallet/top-ups/${recorded.id}/approve/`)).statusCode).toBe(403);
    expect((await desk.post(`/api/agents/wallet/top-ups/${recorded.id}/reject/`, { reason: 'x' })).statusCode).toBe(403);
    expect(await balance()).toBe(0);
    const [row] = await ctx.database.db.select().from(walletTopUps).where(eq(walletTopUps.id, recorded.id));
    expect(row?.status).toBe('pending');
  });
});
