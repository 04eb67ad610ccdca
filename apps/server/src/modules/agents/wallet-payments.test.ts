import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AgentDetail, AgentTripsResponse, BookingMoney, BookingWalletResponse, WalletEntryPage, WalletPayResponse, WalletWriteResponse } from '@ua/contracts';
import { systemActor } from '../../core/actor.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { creditCommissions } from './commission.service.ts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { itineraries } from '../../db/schema/itineraries.ts';
import { makePaymentDesk, moneyOf, ok, setPlanOf, type PaymentDesk } from '../payments/payments.test-helpers.ts';

let ctx: TestContext;
let desk: PaymentDesk;
/** payments.record and the wallet's labels. */
let cashier: Caller;
let agentId: number;
const CREDIT = 1_000_000; // ₹10,000

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makePaymentDesk(ctx);
  cashier = ctx.as((await makeStaff(ctx.database.db, { firstName: 'Kiran', labels: ['payments.view', 'payments.record', 'bookings.view', 'agents.view', 'agents.manage', 'wallet.view', 'wallet.adjust'] })).id);
  const agent = await ok<AgentDetail>(cashier.post('/api/agents/', { agency_name: 'Sunrise Holidays', city: 'Pune', credit_limit_paise: CREDIT }), 201);
  agentId = agent.id;
  await ctx.database.db.update(itineraries).set({ agentId }).where(eq(itineraries.id, desk.booking.itinerary.id));
  await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
});

const topUp = (amount: number) => ok<WalletWriteResponse>(cashier.post(`/api/agents/${agentId}/wallet/adjust/`, { amount_paise: amount, reason: 'Transfer received', idempotency_key: randomUUID() }), 201);
const pay = (body: Record<string, unknown>, as = cashier) => as.post(`/api/agents/${agentId}/wallet/pay/`, { booking_id: desk.booking.id, idempotency_key: randomUUID(), ...body });
const ledger = () => ok<WalletEntryPage>(cashier.get(`/api/agents/${agentId}/wallet/entries/`));

describe("paying a booking's dues from the agent's wallet", () => {
  it('finds the agent and wallet of a booking, and none for a booking no agent brought', async () => {
    const found = await ok<BookingWalletResponse>(desk.accounts.get(`/api/agents/wallet/booking/${desk.booking.id}/`));
    expect(found).toMatchObject({ agent: { id: agentId, agency_name: 'Sunrise Holidays', status: 'active' }, wallet: { balance_paise: 0, available_paise: CREDIT } });
    await ctx.database.db.update(itineraries).set({ agentId: null }).where(eq(itineraries.id, desk.booking.itinerary.id));
    expect(await ok<BookingWalletResponse>(desk.accounts.get(`/api/agents/wallet/booking/${desk.booking.id}/`))).toEqual({ agent: null, wallet: null });
    expect((await desk.accounts.get('/api/agents/wallet/booking/999999/')).statusCode).toBe(404);
  });

  it('writes the payment with its receipt and allocation and the ledger debit in one go', async () => {
    await topUp(500_000);
    const money = await moneyOf(desk.accounts, desk.booking.id);
    const advance = money.dues[0];
    if (!advance) throw new Error('no advance due');
    const res = await pay({ amount_paise: advance.amount_paise, due_ids: [advance.id] });
    expect(res.statusCode, res.body).toBe(201);
    const paid = res.json() as WalletPayResponse;
    expect(paid.payment.receipt_number).toMatch(/^RC\//);
    expect(paid.entry).toMatchObject({ type: 'booking_payment', amount_paise: -advance.amount_paise, booking: { id: desk.booking.id }, payment: { id: paid.payment.id, receipt_number: paid.payment.receipt_number } });
    expect(paid.wallet.balance_paise).toBe(500_000 - advance.amount_paise);

    const after = await moneyOf(desk.accounts, desk.booking.id);
    expect(after.dues[0]).toMatchObject({ id: advance.id, paid_paise: advance.amount_paise, status: 'paid' });
    expect(after.payments[0]).toMatchObject({ method: 'wallet', amount_paise: advance.amount_paise });
  });

  it('answers a retry with the same payment and debit, once', async () => {
    await topUp(100_000);
    const key = randomUUID();
    const first = await pay({ amount_paise: 50_000, idempotency_key: key });
    const again = await pay({ amount_paise: 50_000, idempotency_key: key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect((again.json() as WalletPayResponse).payment.id).toBe((first.json() as WalletPayResponse).payment.id);
    const money = await moneyOf(desk.accounts, desk.booking.id);
    expect(money.payments).toHaveLength(1);
    expect((await ledger()).results.filter((entry) => entry.type === 'booking_payment')).toHaveLength(1);
    expect((await pay({ amount_paise: 60_000, idempotency_key: key })).statusCode).toBe(409);
  });

  it('refuses beyond the available funds and records neither payment nor debit', async () => {
    const res = await pay({ amount_paise: CREDIT + 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'wallet.insufficient_funds' });
    expect((await moneyOf(desk.accounts, desk.booking.id)).payments).toHaveLength(0);
    expect((await ledger()).count).toBe(0);
  });

  it("refuses an agent on hold, another agent's booking, and a caller without payments.record", async () => {
    await topUp(100_000);
    const other = await ok<AgentDetail>(cashier.post('/api/agents/', { agency_name: 'Other Travels', city: 'Goa', credit_limit_paise: CREDIT }), 201);
    const foreign = await cashier.post(`/api/agents/${other.id}/wallet/pay/`, { booking_id: desk.booking.id, amount_paise: 1_000, idempotency_key: randomUUID() });
    expect(foreign.statusCode).toBe(400);
    expect((await pay({ amount_paise: 1_000 }, desk.auditor)).statusCode).toBe(403);
    await ok(cashier.post(`/api/agents/${agentId}/status/`, { status: 'on_hold', reason: 'Overdue invoices' }));
    const held = await pay({ amount_paise: 1_000 });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: 'wallet.agent_inactive' });
  });

  it('reverses a wallet payment from the ledger, with the payment, and keeps the payments routes off it', async () => {
    await topUp(100_000);
    const paid = (await pay({ amount_paise: 40_000 })).json() as WalletPayResponse;
    const direct = await desk.accounts.post(`/api/partial-payment/${paid.payment.id}/reverse/`, { reason: 'Wrong' });
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toMatchObject({ code: 'payment.wallet_payment' });

    const reversed = await ok<WalletWriteResponse>(cashier.post(`/api/agents/${agentId}/wallet/entries/${paid.entry.id}/reverse/`, { reason: 'Paid against the wrong booking', idempotency_key: randomUUID() }), 201);
    expect(reversed.entry).toMatchObject({ type: 'reversal', amount_paise: 40_000 });
    expect(reversed.wallet.balance_paise).toBe(100_000);
    const money: BookingMoney = await moneyOf(desk.accounts, desk.booking.id);
    expect(money.payments[0]?.reversed).not.toBeNull();
    expect(money.received_paise).toBe(0);
  });

  it('gives a wallet payment back to the wallet once the booking is cancelled', async () => {
    await topUp(100_000);
    const paid = (await pay({ amount_paise: 40_000 })).json() as WalletPayResponse;
    const running = await cashier.post(`/api/agents/${agentId}/wallet/return/`, { payment_id: paid.payment.id, amount_paise: 40_000, reason: 'Trip off', idempotency_key: randomUUID() });
    expect(running.statusCode).toBe(400);
    await ok(desk.ops.post(`/api/booking/${desk.booking.id}/cancel/`, { reason: 'Customer called off the trip' }));
    const back = await ok<WalletWriteResponse>(cashier.post(`/api/agents/${agentId}/wallet/return/`, { payment_id: paid.payment.id, amount_paise: 40_000, reason: 'Trip off', idempotency_key: randomUUID() }), 201);
    expect(back.entry).toMatchObject({ type: 'refund', amount_paise: 40_000, payment: { receipt_number: expect.stringMatching(/^RF\//) } });
    expect(back.wallet.balance_paise).toBe(100_000);
    const money = await moneyOf(desk.accounts, desk.booking.id);
    expect(money.refunded_paise).toBe(40_000);
  });
});

describe("the agent's commission", () => {
  it('is credited once when the booking completes, at the agent\'s rates on the accepted version, and never again after a reversal', async () => {
    await ok(cashier.patch(`/api/agents/${agentId}/`, { commission_bp: 1000, commission_overrides: [{ category: 'accommodation', commission_bp: 1200 }] }));
    const db = ctx.database.db;
    expect(await creditCommissions(db, systemActor())).toBe(0);

    await db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, desk.booking.id));
    const [trip] = (await ok<AgentTripsResponse>(cashier.get(`/api/agents/${agentId}/trips/`))).trips;
    expect(trip?.commission_paise).toBeGreaterThan(0);
    expect(trip?.commission_credited).toBe(false);

    expect(await creditCommissions(db, systemActor())).toBe(1);
    expect(await creditCommissions(db, systemActor())).toBe(0);
    const entries = (await ledger()).results;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'commission', amount_paise: trip?.commission_paise, booking: { id: desk.booking.id } });
    expect((await ok<AgentTripsResponse>(cashier.get(`/api/agents/${agentId}/trips/`))).trips[0]?.commission_credited).toBe(true);

    await ok(cashier.post(`/api/agents/${agentId}/wallet/entries/${entries[0]?.id}/reverse/`, { reason: 'Agent did not sell it', idempotency_key: randomUUID() }), 201);
    expect(await creditCommissions(db, systemActor())).toBe(0);
    expect((await ledger()).count).toBe(2);
  });
});
