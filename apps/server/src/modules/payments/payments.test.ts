import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountsDuesQuerySchema, type AccountsDues, type BookingMoney, type ItineraryPricing, type PaymentRecorded } from '@ua/contracts';
import { queryRows } from '../../db/client.ts';
import { systemActor } from '../../core/actor.ts';
import { capturedStatements } from '../../../test/performance/query-plans.ts';
import { accountsDues } from './accounts.service.ts';
import { bookingMoney } from './money-view.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeAccessLevel } from '../../../test/fixtures/staff.ts';
import { auditOf } from '../bookings/bookings.test-helpers.ts';
import { pricingOfVersion, todayInIndia } from '../itineraries/index.ts';
import { makePaymentDesk, moneyOf, ok, recordPayment, setPlanOf, type PaymentDesk } from './payments.test-helpers.ts';

let ctx: TestContext;
let desk: PaymentDesk;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makePaymentDesk(ctx);
});

const today = () => todayInIndia(new Date());

describe('the payment plan', () => {
  it('an advance of 25% due today and the balance 30 days before travel add up to the booking total', async () => {
    const money = await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
    const total = desk.booking.total_paise;
    expect(money.total_paise).toBe(total);
    expect(money.dues.map((due) => [due.kind, due.label, due.due_date, due.status])).toEqual([
      ['advance', 'Advance', today(), 'due'],
      ['balance', 'Balance', '2027-01-11', 'due'],
    ]);
    const [advance, balance] = money.dues;
    expect((advance?.amount_paise ?? 0) + (balance?.amount_paise ?? 0)).toBe(total);
    expect(advance?.amount_paise).toBe(Math.round(total * 0.25));
    expect(money).toMatchObject({ received_paise: 0, outstanding_paise: total, overdue_paise: 0, credit_paise: 0, next_due: { id: advance?.id } });
    expect(money.plan).toMatchObject({ kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30, updated_by: { id: desk.accountsId } });
    expect((await auditOf(ctx, 'payment_plan', desk.booking.id))[0]).toMatchObject({ action: 'set_plan' });
  });

  it('refuses instalments that do not add up to the total, naming the gap, and changes nothing', async () => {
    const total = desk.booking.total_paise;
    const res = await desk.accounts.post('/api/add-due-payment/', {
      booking_id: desk.booking.id,
      plan: { kind: 'instalments', instalments: [{ label: 'First', amount_paise: 100_000, due_date: '2026-12-01' }, { label: 'Second', amount_paise: total - 200_000, due_date: '2027-01-01' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', errors: { 'plan.instalments': [expect.stringContaining('₹1,000.00 is missing')] } });
    expect((await moneyOf(desk.accounts, desk.booking.id)).dues).toEqual([]);
  });

  it('keeps dues with payments in a new plan and refuses a plan that drops them', async () => {
    const first = await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2000, balance_days_before: 15 });
    const [advance, balance] = first.dues;
    if (!advance || !balance) throw new Error('two dues expected');
    await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 1_000 });

    const dropped = await desk.accounts.post('/api/add-due-payment/', { booking_id: desk.booking.id, plan: { kind: 'advance_balance', advance_bp: 5000, balance_days_before: 10 } });
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json()).toMatchObject({ code: 'payment.plan_has_payments' });

    const kept = await setPlanOf(desk.accounts, desk.booking.id, {
      kind: 'instalments',
      instalments: [
        { id: advance.id, label: 'Advance', amount_paise: advance.amount_paise, due_date: advance.due_date },
        { label: 'Second', amount_paise: 50_000, due_date: '2026-12-20' },
        { label: 'Balance', amount_paise: balance.amount_paise - 50_000, due_date: '2027-01-20' },
      ],
    });
    expect(kept.dues.map((due) => [due.label, due.paid_paise])).toEqual([
      ['Advance', 1_000],
      ['Second', 0],
      ['Balance', 0],
    ]);
    expect(kept.dues.reduce((sum, due) => sum + due.amount_paise, 0)).toBe(desk.booking.total_paise);
  });

  it('lists a running booking in the accounts view until its plan is set', async () => {
    const before = await ok<AccountsDues>(desk.accounts.get('/api/due-payment-data/'));
    expect(before.without_plan).toEqual({ count: 1, results: [expect.objectContaining({ id: desk.booking.id, reference: desk.booking.reference, total_paise: desk.booking.total_paise })] });
    expect(before.totals.upcoming_count).toBe(0);
    await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
    const after = await ok<AccountsDues>(desk.accounts.get('/api/due-payment-data/'));
    expect(after.without_plan).toEqual({ count: 0, results: [] });
    // The advance falls due today; the balance, in January, lies beyond the fortnight.
    expect(after.totals.upcoming_count).toBe(1);
  });

  it('needs payments.record to set, payments.view to read', async () => {
    expect((await desk.auditor.post('/api/add-due-payment/', { booking_id: desk.booking.id, plan: { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 } })).statusCode).toBe(403);
    expect((await desk.reader.get(`/api/due-payment-data/${desk.booking.id}/`)).statusCode).toBe(403);
    expect((await desk.auditor.get(`/api/due-payment-data/${desk.booking.id}/`)).statusCode).toBe(200);
  });
});

describe('recording payments', () => {
  let plan: BookingMoney;
  beforeEach(async () => {
    plan = await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
  });

  it('allocates to the oldest open dues first, numbers receipts without gaps, and tells the owner', async () => {
    const [advance, balance] = plan.dues;
    if (!advance || !balance) throw new Error('two dues expected');
    // Payment notifications reach people allowed to see payments: the seller is given payments.view.
    await makeAccessLevel(ctx.database.db, { labels: ['payments.view'], holders: [desk.sellerId] });
    const first = await recordPayment(desk.accounts, desk.booking.id, { amount_paise: advance.amount_paise + 10_000 });
    expect(first.replayed).toBe(false);
    expect(first.payment.allocations).toEqual([
      { due_id: advance.id, payment_id: first.payment.id, amount_paise: advance.amount_paise },
      { due_id: balance.id, payment_id: first.payment.id, amount_paise: 10_000 },
    ]);
    expect(first.money.dues.map((due) => due.status)).toEqual(['paid', 'partly_paid']);
    expect(first.payment.receipt_number).toMatch(/^RC\/\d{4}-\d{2}\/000001$/);
    const second = await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 5_000, method: 'cash', reference: '' });
    expect(second.payment.receipt_number).toMatch(/\/000002$/);
    expect(second.money).toMatchObject({ received_paise: advance.amount_paise + 15_000, outstanding_paise: desk.booking.total_paise - advance.amount_paise - 15_000 });

    // The trip's seller owns the booking and hears of each payment.
    const bell = (await desk.seller.get('/user/user-notification/?read_status=unread')).json() as { notification_type: string; message: string; link: string }[];
    expect(bell.filter((item) => item.notification_type === 'payment').map((item) => item.link)).toEqual([`/bookings/${desk.booking.id}`, `/bookings/${desk.booking.id}`]);
  });

  it('allocates to the dues chosen, and refuses more than they owe', async () => {
    const [, balance] = plan.dues;
    if (!balance) throw new Error('two dues expected');
    const chosen = await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 20_000, due_ids: [balance.id] });
    expect(chosen.payment.allocations).toEqual([{ due_id: balance.id, payment_id: chosen.payment.id, amount_paise: 20_000 }]);
    const tooMuch = await desk.accounts.post('/api/partial-payment/', { booking_id: desk.booking.id, amount_paise: balance.amount_paise, method: 'upi', reference: '', received_on: '2026-11-20', due_ids: [balance.id], idempotency_key: randomUUID() });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'validation', errors: { amount_paise: [expect.stringContaining('more than')] } });
    expect((await moneyOf(desk.accounts, desk.booking.id)).payments).toHaveLength(1);
  });

  it('records once for the same idempotency key, and refuses the key for a different payment', async () => {
    const key = randomUUID();
    const once = await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 7_500, idempotency_key: key });
    const again = await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 7_500, idempotency_key: key }, 200);
    expect(again.replayed).toBe(true);
    expect(again.payment.id).toBe(once.payment.id);
    const other = await desk.accounts.post('/api/partial-payment/', { booking_id: desk.booking.id, amount_paise: 9_999, method: 'upi', reference: 'UTR123', received_on: '2026-11-20', idempotency_key: key });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'payment.idempotency_conflict' });
    expect((await moneyOf(desk.accounts, desk.booking.id)).payments).toHaveLength(1);
  });

  it('records once when the same request arrives twice at the same moment', async () => {
    const key = randomUUID();
    const body = { booking_id: desk.booking.id, amount_paise: 12_345, method: 'upi', reference: 'UTR9', received_on: '2026-11-20', idempotency_key: key };
    const [a, b] = await Promise.all([desk.accounts.post('/api/partial-payment/', body), desk.accounts.post('/api/partial-payment/', body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect((a.json() as PaymentRecorded).payment.id).toBe((b.json() as PaymentRecorded).payment.id);
    expect((await moneyOf(desk.accounts, desk.booking.id)).payments).toHaveLength(1);
  });

  it('refuses a booking without a plan, a future date, a method only the gateway uses, and readers', async () => {
    await ctx.reset();
    desk = await makePaymentDesk(ctx);
    const noPlan = await desk.accounts.post('/api/partial-payment/', { booking_id: desk.booking.id, amount_paise: 100, method: 'upi', reference: '', received_on: '2026-11-20', idempotency_key: randomUUID() });
    expect(noPlan.json()).toMatchObject({ code: 'payment.no_plan' });
    await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
    const future = await desk.accounts.post('/api/partial-payment/', { booking_id: desk.booking.id, amount_paise: 100, method: 'upi', reference: '', received_on: '2099-01-01', idempotency_key: randomUUID() });
    expect(future.json()).toMatchObject({ code: 'validation', errors: { received_on: [expect.any(String)] } });
    const gateway = await desk.accounts.post('/api/partial-payment/', { booking_id: desk.booking.id, amount_paise: 100, method: 'gateway', reference: '', received_on: '2026-11-20', idempotency_key: randomUUID() });
    expect(gateway.statusCode).toBe(400);
    const reader = await desk.auditor.post('/api/partial-payment/', { booking_id: desk.booking.id, amount_paise: 100, method: 'upi', reference: '', received_on: '2026-11-20', idempotency_key: randomUUID() });
    expect(reader.statusCode).toBe(403);
    expect((await moneyOf(desk.accounts, desk.booking.id)).payments).toEqual([]);
  });

  it('reverses a payment: it stays, its dues owe again, and its number stays used', async () => {
    const [advance] = plan.dues;
    const paid = await recordPayment(desk.accounts, desk.booking.id, { amount_paise: advance?.amount_paise ?? 0, method: 'cheque', reference: 'CHQ 004512' });
    const money = await ok<BookingMoney>(desk.accounts.post(`/api/partial-payment/${paid.payment.id}/reverse/`, { reason: 'Cheque bounced' }));
    expect(money.payments[0]).toMatchObject({ id: paid.payment.id, reversed: { reason: 'Cheque bounced', by: { id: desk.accountsId } }, refundable_paise: 0 });
    expect(money.dues[0]).toMatchObject({ paid_paise: 0, status: 'due' });
    expect(money.received_paise).toBe(0);
    const again = await desk.accounts.post(`/api/partial-payment/${paid.payment.id}/reverse/`, { reason: 'Twice' });
    expect(again.json()).toMatchObject({ code: 'payment.already_reversed' });
    const next = await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 100 });
    expect(next.payment.receipt_number).toMatch(/\/000002$/);
  });

  it("shows a booking's money with its taxes as its version froze them, and everyone by name", async () => {
    const [advance] = plan.dues;
    const paid = await recordPayment(desk.accounts, desk.booking.id, { amount_paise: advance?.amount_paise ?? 0, method: 'cheque', reference: 'CHQ 004513' });
    await ok<BookingMoney>(desk.accounts.post(`/api/partial-payment/${paid.payment.id}/reverse/`, { reason: 'Cheque bounced' }));
    const money = await moneyOf(desk.auditor, desk.booking.id);

    // The taxes are the frozen version's, read from its snapshot: the same as the whole snapshot read as a schedule.
    const [version] = await queryRows<{ snapshot: { pricing: ItineraryPricing } }>(
      ctx.database.db,
      sql`select f.snapshot from final_itineraries f join bookings b on b.final_itinerary_id = f.id where b.id = ${desk.booking.id}`,
    );
    const frozen = version?.snapshot.pricing;
    if (!frozen) throw new Error('the booking has no version');
    expect(frozen.gst.lines.length).toBeGreaterThan(0);
    expect(money.taxes).toEqual({
      gst_lines: frozen.gst.lines,
      tcs: { applies: frozen.tcs.applies, rule: frozen.tcs.rule, rate_bp: frozen.tcs.rate_bp, amount_paise: frozen.tcs.amount_paise },
      package_paise: frozen.package_paise,
      round_off_paise: frozen.round_off_paise,
    });
    const [row] = await queryRows<{ id: number }>(ctx.database.db, sql`select final_itinerary_id as id from bookings where id = ${desk.booking.id}`);
    expect(await pricingOfVersion(ctx.database.db, Number(row?.id))).toEqual({ ...frozen, agent_commission: frozen.agent_commission ?? null });

    // Each person is named, whoever set the plan, recorded or reversed a payment, or owns the booking.
    expect(money.booking.owner).toEqual({ id: desk.sellerId, name: 'Asha Rao' });
    expect(money.plan?.updated_by).toEqual({ id: desk.accountsId, name: 'Priya Nair' });
    expect(money.payments).toHaveLength(1);
    expect(money.payments[0]).toMatchObject({ recorded_by: { id: desk.accountsId, name: 'Priya Nair' }, reversed: { by: { id: desk.accountsId, name: 'Priya Nair' }, reason: 'Cheque bounced' } });
    expect(money.payments[0]?.created_at).toBe(paid.payment.created_at);
  });

  it("reads a booking's money in two statements, and the accounts view in two", async () => {
    await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 5_000 });
    const db = ctx.database.db;
    expect(await capturedStatements(db, () => bookingMoney(db, systemActor('round-trips'), desk.booking.id))).toHaveLength(2);
    const query = accountsDuesQuerySchema.parse({});
    expect(await capturedStatements(db, () => accountsDues(db, query))).toHaveLength(2);
  });

  it('answers 404 for the money of a booking that is not there', async () => {
    expect((await desk.accounts.get('/api/due-payment-data/2147483647/')).statusCode).toBe(404);
  });

  it('refunds only money beyond the dues while the booking runs, and anything once it is cancelled', async () => {
    const paid = await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 50_000 });
    const refund = { amount_paise: 10_000, method: 'bank_transfer', reference: 'NEFT1', refunded_on: '2026-11-21', reason: 'Trip called off', idempotency_key: randomUUID() };
    const running = await desk.accounts.post(`/api/partial-payment/${paid.payment.id}/refund/`, refund);
    expect(running.statusCode).toBe(400);
    expect(running.json()).toMatchObject({ errors: { amount_paise: [expect.stringContaining('cancel the booking')] } });

    await ok(desk.ops.post(`/api/booking/${desk.booking.id}/cancel/`, { reason: 'Customer fell ill', tell_suppliers: false }));
    const done = await ok<PaymentRecorded>(desk.accounts.post(`/api/partial-payment/${paid.payment.id}/refund/`, refund), 201);
    expect(done.payment).toMatchObject({ kind: 'refund', amount_paise: 10_000, refund_of_id: paid.payment.id });
    expect(done.payment.receipt_number).toMatch(/^RF\/\d{4}-\d{2}\/000001$/);
    expect(done.money).toMatchObject({ received_paise: 40_000, refunded_paise: 10_000, outstanding_paise: 0 });
    expect(done.money.payments.find((row) => row.id === paid.payment.id)?.refundable_paise).toBe(40_000);
    const tooMuch = await desk.accounts.post(`/api/partial-payment/${paid.payment.id}/refund/`, { ...refund, amount_paise: 40_001, idempotency_key: randomUUID() });
    expect(tooMuch.json()).toMatchObject({ errors: { amount_paise: [expect.stringContaining('₹400.00')] } });
    // A cancelled booking takes no new payments.
    const late = await desk.accounts.post('/api/partial-payment/', { booking_id: desk.booking.id, amount_paise: 100, method: 'upi', reference: '', received_on: '2026-11-20', idempotency_key: randomUUID() });
    expect(late.json()).toMatchObject({ code: 'booking.cancelled' });
  });

  it('shows its money on the booking timeline only to holders of payments.view', async () => {
    await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 4_321 });
    const titles = async (caller: typeof desk.reader) => ((await caller.get(`/api/booking/${desk.booking.id}/timeline/`)).json() as { count: number; results: { title: string }[] });
    const auditor = await titles(desk.auditor);
    expect(auditor.results.map((entry) => entry.title)).toEqual(expect.arrayContaining(['Payment plan set', '₹43.21 received by UPI']));
    const reader = await titles(desk.reader);
    expect(reader.results.some((entry) => entry.title.includes('received') || entry.title.startsWith('Payment plan'))).toBe(false);
    expect(reader.count).toBe(auditor.count - 2);
  });

  it('waives what is open of a due, with the reason', async () => {
    const [, balance] = plan.dues;
    await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 1_000, due_ids: [balance?.id ?? 0] });
    const money = await ok<BookingMoney>(desk.accounts.post(`/api/add-due-payment/${balance?.id}/waive/`, { reason: 'Goodwill for the delay' }));
    expect(money.dues[1]).toMatchObject({ status: 'waived', open_paise: 0, paid_paise: 1_000, waived_reason: 'Goodwill for the delay' });
    expect(money.waived_paise).toBe((balance?.amount_paise ?? 0) - 1_000);
    expect(money.outstanding_paise).toBe(plan.dues[0]?.amount_paise);
  });
});
