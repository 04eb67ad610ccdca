import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AgentDetail, AgentTripsResponse, Booking, BookingMoney, BookingWalletResponse, WalletEntryPage, WalletPayResponse, WalletSummary, WalletWriteResponse } from '@ua/contracts';
import { systemActor } from '../../core/actor.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { creditCommissions } from './commission.service.ts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { failPoolAfterCommit } from '../../../test/faults/fail-pool-after-commit.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { itineraries } from '../../db/schema/itineraries.ts';
import { bookTrip, makeAcceptedTrip } from '../bookings/bookings.test-helpers.ts';
import { holdDuesOf, makePaymentDesk, moneyOf, ok, setPlanOf, within, type PaymentDesk } from '../payments/payments.test-helpers.ts';

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

describe('a wallet write saved is never answered as failed', () => {
  const wallet = () => ok<WalletSummary>(cashier.get(`/api/agents/${agentId}/wallet/`));
  /** Sends one request while the pool fails after the commit; the fault is lifted before anything else reads. */
  async function withPoolFailingAfterCommit<T>(send: () => Promise<T>): Promise<{ answer: T; refused: number }> {
    const fault = failPoolAfterCommit(ctx.database.db);
    try {
      const answer = await send();
      return { answer, refused: fault.refused() };
    } finally {
      fault.restore();
    }
  }

  it('answers a debit from its transaction: 201 with the entry and wallet the ledger shows, saved once, and a retry replays it', async () => {
    await topUp(100_000);
    const key = randomUUID();
    const { answer: res, refused } = await withPoolFailingAfterCommit(() => pay({ amount_paise: 30_000, idempotency_key: key }));
    expect(res.statusCode, res.body).toBe(201);
    expect(refused).toBe(0);
    const paid = res.json() as WalletPayResponse;
    // The answer built in the transaction is what the ledger and the wallet show once it committed.
    const entries = (await ledger()).results;
    expect(entries.filter((entry) => entry.type === 'booking_payment')).toHaveLength(1);
    expect(paid.entry).toEqual(entries[0]);
    expect(paid.entry).toMatchObject({ balance_after_paise: 70_000, created_by: { name: expect.stringContaining('Kiran') }, payment: { id: paid.payment.id, receipt_number: paid.payment.receipt_number } });
    expect(paid.payment.receipt_number).toMatch(/^RC\//);
    expect(paid.wallet).toEqual(await wallet());
    expect(paid.wallet.balance_paise).toBe(70_000);

    // The caller who saw a failure before this fix retried: the same key answers the saved debit, once.
    const again = await pay({ amount_paise: 30_000, idempotency_key: key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, payment: paid.payment, entry: { id: paid.entry.id } });
    expect((await wallet()).balance_paise).toBe(70_000);
    expect((await moneyOf(desk.accounts, desk.booking.id)).payments).toHaveLength(1);
    expect((await ledger()).count).toBe(2);
  });

  it('answers an adjustment, a reversal and a return from their transactions too, each as the ledger then shows it', async () => {
    const adjusted = await withPoolFailingAfterCommit(() => cashier.post(`/api/agents/${agentId}/wallet/adjust/`, { amount_paise: 100_000, reason: 'Transfer received', idempotency_key: randomUUID() }));
    expect(adjusted.answer.statusCode, adjusted.answer.body).toBe(201);
    expect(adjusted.answer.json()).toEqual({ entry: (await ledger()).results[0], wallet: await wallet(), replayed: false });

    const first = (await pay({ amount_paise: 40_000 })).json() as WalletPayResponse;
    const reversed = await withPoolFailingAfterCommit(() => cashier.post(`/api/agents/${agentId}/wallet/entries/${first.entry.id}/reverse/`, { reason: 'Wrong booking', idempotency_key: randomUUID() }));
    expect(reversed.answer.statusCode, reversed.answer.body).toBe(201);
    expect(reversed.answer.json()).toEqual({ entry: (await ledger()).results[0], wallet: await wallet(), replayed: false });
    expect((await wallet()).balance_paise).toBe(100_000);

    const second = (await pay({ amount_paise: 25_000 })).json() as WalletPayResponse;
    await ok(desk.ops.post(`/api/booking/${desk.booking.id}/cancel/`, { reason: 'Customer called off the trip' }));
    const returned = await withPoolFailingAfterCommit(() => cashier.post(`/api/agents/${agentId}/wallet/return/`, { payment_id: second.payment.id, amount_paise: 25_000, reason: 'Trip off', idempotency_key: randomUUID() }));
    expect(returned.answer.statusCode, returned.answer.body).toBe(201);
    const back = returned.answer.json() as WalletWriteResponse;
    expect(back.entry.payment?.receipt_number).toMatch(/^RF\//);
    expect(back).toEqual({ entry: (await ledger()).results[0], wallet: await wallet(), replayed: false });
    expect((await wallet()).balance_paise).toBe(100_000);
    expect([adjusted.refused, reversed.refused, returned.refused]).toEqual([0, 0, 0]);
  });

  it('may answer a replay 503 when the pool fails, since a replay writes nothing, and the next retry replays it', async () => {
    await topUp(100_000);
    const key = randomUUID();
    expect((await pay({ amount_paise: 10_000, idempotency_key: key })).statusCode).toBe(201);
    const { answer: busy } = await withPoolFailingAfterCommit(() => pay({ amount_paise: 10_000, idempotency_key: key }));
    expect(busy.statusCode, busy.body).toBe(503);
    const again = await pay({ amount_paise: 10_000, idempotency_key: key });
    expect(again.statusCode, again.body).toBe(200);
    expect((await wallet()).balance_paise).toBe(90_000);
    expect((await ledger()).results.filter((entry) => entry.type === 'booking_payment')).toHaveLength(1);
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

describe("one agent's wallet debits at once", () => {
  /** A second booking of a trip the same agent brought. */
  async function secondBooking(): Promise<Booking> {
    const booking = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { customerName: 'Second Guest' })).id);
    await ctx.database.db.update(itineraries).set({ agentId }).where(eq(itineraries.id, booking.itinerary.id));
    await setPlanOf(desk.accounts, booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
    return booking;
  }
  const wallet = () => ok<WalletSummary>(cashier.get(`/api/agents/${agentId}/wallet/`));

  it('keep the balance exact and within the credit limit: refusals are clean 409s, and each debit has its payment and its receipt, gap-free', async () => {
    const other = await secondBooking();
    // Room for 20 debits of ₹10: the balance down to ₹200 short of the credit limit.
    await ok(cashier.post(`/api/agents/${agentId}/wallet/adjust/`, { amount_paise: -(CREDIT - 20_000), reason: 'Room for twenty', idempotency_key: randomUUID() }), 201);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => pay({ booking_id: n % 2 === 0 ? desk.booking.id : other.id, amount_paise: 1_000 })));

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => (res.json() as { code: string }).code === 'wallet.insufficient_funds')).toBe(true);
    expect((await wallet()).balance_paise).toBe(-CREDIT);

    const debits = (await ledger()).results.filter((entry) => entry.type === 'booking_payment');
    expect(debits).toHaveLength(20);
    expect(Math.min(...debits.map((entry) => entry.balance_after_paise))).toBe(-CREDIT);
    const paid = [...(await moneyOf(desk.accounts, desk.booking.id)).payments, ...(await moneyOf(desk.accounts, other.id)).payments];
    expect(paid).toHaveLength(20);
    expect(new Set(debits.map((entry) => entry.payment?.id))).toEqual(new Set(paid.map((payment) => payment.id)));
    expect(paid.map((payment) => Number(payment.receipt_number.slice(-6))).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
  });

  it.runIf(process.env.TEST_DATABASE_URL)('do not wait on one still being written: the wallet and the receipt counter are locked only for the last writes', async () => {
    const url = ctx.database.url;
    if (!url) throw new Error('PostgreSQL only');
    const other = await secondBooking();
    await topUp(100_000);
    const held = await holdDuesOf(url, other.id);
    let stalled: ReturnType<typeof pay> | undefined;
    try {
      // Stops at its allocations, its payment row written: it must hold neither the wallet's lock nor a receipt number yet.
      stalled = pay({ booking_id: other.id, amount_paise: 30_000 });
      await held.untilSomeoneWaits();
      const meanwhile = await within(5_000, pay({ amount_paise: 20_000 }));
      expect(meanwhile === 'timed out' ? 'timed out: it waited on the debit in flight' : meanwhile.statusCode).toBe(201);
      if (meanwhile !== 'timed out') expect((meanwhile.json() as WalletPayResponse).payment.receipt_number).toMatch(/\/000001$/);
    } finally {
      await held.release();
    }
    const late = await stalled;
    expect(late?.statusCode, late?.body).toBe(201);
    expect((late?.json() as WalletPayResponse).payment.receipt_number).toMatch(/\/000002$/);
    expect((await wallet()).balance_paise).toBe(50_000);
  });
});
