import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AgentDetail, WalletEntryPage, WalletSummary, WalletWriteResponse } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { agents, walletEntries } from '../../db/schema/agents.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { notifications } from '../../db/schema/notifications.ts';

let ctx: TestContext;
/** agents.*, wallet.view and wallet.adjust. */
let treasurer: Caller;
/** wallet.view only. */
let reader: Caller;
/** agents.view, no wallet label. */
let outsider: Caller;
let managerId: number;
let agentId: number;

const CREDIT_LIMIT = 100_000; // ₹1,000

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  const db = ctx.database.db;
  treasurer = ctx.as((await makeStaff(db, { firstName: 'Priya', labels: ['agents.view', 'agents.manage', 'wallet.view', 'wallet.adjust'] })).id);
  reader = ctx.as((await makeStaff(db, { firstName: 'Ravi', labels: ['wallet.view', 'agents.view'] })).id);
  outsider = ctx.as((await makeStaff(db, { firstName: 'Omar', labels: ['agents.view'] })).id);
  managerId = (await makeStaff(db, { firstName: 'Asha', labels: ['agents.view', 'wallet.view'] })).id;
  const res = await treasurer.post('/api/agents/', { agency_name: 'Sunrise Holidays', city: 'Pune', credit_limit_paise: CREDIT_LIMIT, account_manager_id: managerId, low_balance_alert_paise: 20_000 });
  expect(res.statusCode, res.body).toBe(201);
  agentId = (res.json() as AgentDetail).id;
});

let keys = 0;
const key = () => `test-key-${Date.now()}-${(keys += 1)}`;

async function adjust(amount: number, idempotencyKey = key(), caller = treasurer) {
  return caller.post(`/api/agents/${agentId}/wallet/adjust/`, { amount_paise: amount, reason: 'Opening balance', idempotency_key: idempotencyKey });
}

async function summary(): Promise<WalletSummary> {
  const res = await reader.get(`/api/agents/${agentId}/wallet/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WalletSummary;
}

async function ledgerSum(): Promise<number> {
  const [row] = await ctx.database.db.select({ sum: sql<string>`coalesce(sum(${walletEntries.amountPaise}), 0)` }).from(walletEntries).where(eq(walletEntries.agentId, agentId));
  return Number(row?.sum);
}

describe('the ledger', () => {
  it('credits and debits by adjustment, answering the entry with its running balance and the wallet', async () => {
    const credit = await adjust(50_000);
    expect(credit.statusCode, credit.body).toBe(201);
    const debit = await adjust(-20_000);
    expect(debit.statusCode, debit.body).toBe(201);
    const answer = debit.json() as WalletWriteResponse;
    expect(answer.entry).toMatchObject({ type: 'adjustment', amount_paise: -20_000, balance_after_paise: 30_000, reason: 'Opening balance', created_by: { name: expect.stringContaining('Priya') } });
    expect(answer.wallet).toMatchObject({ balance_paise: 30_000, credit_limit_paise: CREDIT_LIMIT, available_paise: 130_000 });
    expect(await summary()).toMatchObject({ balance_paise: 30_000, available_paise: 130_000 });

    const page = (await reader.get(`/api/agents/${agentId}/wallet/entries/`)).json() as WalletEntryPage;
    expect(page.results.map((entry) => [entry.amount_paise, entry.balance_after_paise])).toEqual([
      [-20_000, 30_000],
      [50_000, 50_000],
    ]);
  });

  it('refuses a debit beyond the balance plus the credit limit, and changes nothing', async () => {
    await adjust(10_000);
    const res = await adjust(-(10_000 + CREDIT_LIMIT + 1));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'wallet.insufficient_funds' });
    expect(await summary()).toMatchObject({ balance_paise: 10_000 });
    const exact = await adjust(-(10_000 + CREDIT_LIMIT));
    expect(exact.statusCode, exact.body).toBe(201);
    expect(await summary()).toMatchObject({ balance_paise: -CREDIT_LIMIT, available_paise: 0 });
  });

  it('answers a repeated key with what it recorded, and refuses another request under it', async () => {
    const first = await adjust(7_500, 'same-key-0001');
    const again = await adjust(7_500, 'same-key-0001');
    expect(again.statusCode).toBe(200);
    expect((again.json() as WalletWriteResponse).replayed).toBe(true);
    expect((again.json() as WalletWriteResponse).entry.id).toBe((first.json() as WalletWriteResponse).entry.id);
    const other = await adjust(9_999, 'same-key-0001');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'wallet.idempotency_conflict' });
    expect(await summary()).toMatchObject({ balance_paise: 7_500 });
  });

  it('reverses an entry once by its opposite, and never a reversal', async () => {
    const credit = (await adjust(40_000)).json() as WalletWriteResponse;
    const reversal = await treasurer.post(`/api/agents/${agentId}/wallet/entries/${credit.entry.id}/reverse/`, { reason: 'Typed twice', idempotency_key: key() });
    expect(reversal.statusCode, reversal.body).toBe(201);
    const reversed = reversal.json() as WalletWriteResponse;
    expect(reversed.entry).toMatchObject({ type: 'reversal', amount_paise: -40_000, reverses_entry_id: credit.entry.id, balance_after_paise: 0 });
    const twice = await treasurer.post(`/api/agents/${agentId}/wallet/entries/${credit.entry.id}/reverse/`, { reason: 'Again', idempotency_key: key() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'wallet.already_reversed' });
    const ofReversal = await treasurer.post(`/api/agents/${agentId}/wallet/entries/${reversed.entry.id}/reverse/`, { reason: 'Undo', idempotency_key: key() });
    expect(ofReversal.statusCode).toBe(409);
    const page = (await reader.get(`/api/agents/${agentId}/wallet/entries/`)).json() as WalletEntryPage;
    expect(page.results.find((entry) => entry.id === credit.entry.id)?.reversed_by_entry_id).toBe(reversed.entry.id);
    expect(await summary()).toMatchObject({ balance_paise: 0 });
  });

  it('is append-only in the database itself, and its balance check stops a write that skips the service', async () => {
    await adjust(5_000);
    const db = ctx.database.db;
    await expect(db.update(walletEntries).set({ amountPaise: 1 }).where(eq(walletEntries.agentId, agentId))).rejects.toThrow();
    await expect(db.delete(walletEntries).where(eq(walletEntries.agentId, agentId))).rejects.toThrow();
    await expect(
      db.insert(walletEntries).values({ agentId, type: 'adjustment', amountPaise: -(5_000 + CREDIT_LIMIT + 1), idempotencyKey: 'raw-insert-01', requestHash: 'x' }),
    ).rejects.toThrow();
    expect(await summary()).toMatchObject({ balance_paise: 5_000 });
    expect(await ledgerSum()).toBe(5_000);
  });

  it('refuses a credit limit below what the wallet owes', async () => {
    await adjust(-60_000);
    const res = await treasurer.patch(`/api/agents/${agentId}/`, { credit_limit_paise: 50_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { credit_limit_paise: [expect.stringContaining('owes')] } });
    expect((await treasurer.patch(`/api/agents/${agentId}/`, { credit_limit_paise: 60_000 })).statusCode).toBe(200);
  });

  it('tells the account manager once when the balance falls below the alert, and again after it recovers', async () => {
    const alerts = () => ctx.database.db.select().from(notifications).where(and(eq(notifications.userId, managerId), eq(notifications.notificationType, 'wallet')));
    await adjust(50_000);
    await adjust(-40_000); // 10,000 < 20,000
    await adjust(-1_000);
    expect(await alerts()).toHaveLength(1);
    expect((await alerts())[0]?.message).toContain('Sunrise Holidays');
    await adjust(30_000); // back above
    await adjust(-30_000);
    expect(await alerts()).toHaveLength(2);
  });

  it('keeps the ledger to wallet.view readers and its writes to wallet.adjust holders, and audits each entry', async () => {
    expect((await outsider.get(`/api/agents/${agentId}/wallet/`)).statusCode).toBe(403);
    expect((await outsider.get(`/api/agents/${agentId}/wallet/entries/`)).statusCode).toBe(403);
    expect((await adjust(1_000, key(), reader)).statusCode).toBe(403);
    expect((await reader.get('/api/agents/999999/wallet/')).statusCode).toBe(404);
    const listed = (await outsider.get('/api/agents/')).json() as { results: { wallet: unknown }[] };
    expect(listed.results[0]?.wallet).toBeNull();
    const shown = (await reader.get('/api/agents/')).json() as { results: { wallet: unknown }[] };
    expect(shown.results[0]?.wallet).toEqual({ balance_paise: 0, available_paise: CREDIT_LIMIT });
    const made = (await adjust(2_500)).json() as WalletWriteResponse;
    const [audit] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'wallet_entry'), eq(auditLog.entityId, String(made.entry.id)))).orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: 'adjust' });
  });

  it('refuses a zero or malformed adjustment with field errors and writes nothing', async () => {
    for (const body of [
      { amount_paise: 0, reason: 'x', idempotency_key: key() },
      { amount_paise: 10.5, reason: 'x', idempotency_key: key() },
      { amount_paise: 100, reason: '', idempotency_key: key() },
      { amount_paise: 100, reason: 'x', idempotency_key: 'short' },
    ]) {
      const res = await treasurer.post(`/api/agents/${agentId}/wallet/adjust/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await ledgerSum()).toBe(0);
  });
});

describe('many debits at once', () => {
  it('never takes the wallet below minus its credit limit, and its balance stays the sum of its entries', async () => {
    await adjust(50_000); // ₹500 + ₹1,000 credit: room for exactly 150 debits of ₹10
    const results = await Promise.all(Array.from({ length: 200 }, () => adjust(-1_000)));
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(150);
    expect(codes.filter((code) => code === 409)).toHaveLength(50);
    const [agent] = await ctx.database.db.select({ balance: agents.walletBalancePaise }).from(agents).where(eq(agents.id, agentId));
    expect(agent?.balance).toBe(-CREDIT_LIMIT);
    expect(await ledgerSum()).toBe(-CREDIT_LIMIT);
    expect((await summary()).available_paise).toBe(0);
  });

  it('records a key sent many times at once only once', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => adjust(3_000, 'racing-key-001')));
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(results.every((res) => res.statusCode === 201 || res.statusCode === 200)).toBe(true);
    expect(await ledgerSum()).toBe(3_000);
  });
});
