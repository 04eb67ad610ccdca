import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SYSTEM_PATHS, type PaymentLink } from '@ua/contracts';
import { createTestContext, rowCounts, type TestContext } from '../../../test/harness.ts';
import { makeAccessLevel } from '../../../test/fixtures/staff.ts';
import { claimDueJobs } from '../../core/jobs/claims.repository.ts';
import { bookingEvents } from '../../db/schema/bookings.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { gatewayEvents, paymentLinks, payments } from '../../db/schema/payments.ts';
import { webhookSignatureOf } from './gateway-client.ts';
import { GATEWAY_EVENT_ATTEMPTS, GATEWAY_EVENT_JOB } from './gateway-webhook.service.ts';
import { nextLinkStatus } from './link-sync.service.ts';
import { applyGatewayEvents, deliver, linkEvent, makeLink, makeLinkDesk, type LinkDesk, type LinkState } from './links.test-helpers.ts';
import { moneyOf } from './payments.test-helpers.ts';

/**
 * The gateway's webhook: the signature over the raw body is checked before anything is read; each
 * event id is recorded once, with the job that applies it, and answered at once; the job applies it
 * once, a paid link's payment, allocation and status in one transaction; statuses only move forward,
 * whatever order the events arrive in.
 */

let ctx: TestContext;
let desk: LinkDesk;
let link: PaymentLink;
let state: LinkState;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty', listen: true });
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeLinkDesk(ctx);
  link = await makeLink(desk.accounts, { due_id: desk.advance.id });
  state = { id: link.gateway_link_id ?? '', status: 'created', amount: link.amount_paise, amountPaid: 0, referenceId: link.reference_id };
});

const linkRow = async () => (await ctx.database.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id)))[0];
const paymentRows = () => ctx.database.db.select().from(payments).orderBy(payments.id);
const eventRows = () => ctx.database.db.select().from(gatewayEvents).orderBy(gatewayEvents.id);
const eventJobs = () => ctx.database.db.select().from(jobs).where(eq(jobs.name, GATEWAY_EVENT_JOB)).orderBy(jobs.id);

/** A delivery as the gateway makes it, then the app's runner taking up its job. */
async function deliverApplied(...args: Parameters<typeof deliver>) {
  const res = await deliver(...args);
  await applyGatewayEvents(ctx);
  return res;
}

const paidInFull = (paymentId = 'pay_Full0000000001') => linkEvent('payment_link.paid', { ...state, status: 'paid', amountPaid: state.amount }, { id: paymentId, amount: state.amount });

describe('the signature', () => {
  it('accepts a delivery signed over its exact bytes, answers at once with the event and its job recorded, and the job applies it', async () => {
    const res = await deliver(ctx, paidInFull(), { eventId: 'evt_Queued00000001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await eventRows()).map((row) => [row.eventId, row.outcome])).toEqual([['evt_Queued00000001', 'received']]);
    const [job] = await eventJobs();
    expect(job).toMatchObject({ state: 'queued', payload: { gatewayEventId: (await eventRows())[0]?.id }, maxAttempts: GATEWAY_EVENT_ATTEMPTS });
    expect((await linkRow())?.status).toBe('created');
    expect(await paymentRows()).toEqual([]);

    expect(await applyGatewayEvents(ctx)).toBe(1);
    expect((await linkRow())?.status).toBe('paid');
    expect(await paymentRows()).toHaveLength(1);
    expect((await eventRows()).map((row) => row.outcome)).toEqual(['applied']);
    expect((await eventJobs()).map((row) => row.state)).toEqual(['succeeded']);
  });

  it('refuses a wrong signature (400), one over other bytes, a missing one and an empty body (401), writing nothing', async () => {
    const raw = JSON.stringify(paidInFull());
    const before = await rowCounts(ctx.database);
    const cases = [
      { signature: 'f'.repeat(64), status: 400 },
      // Signed over the same JSON re-serialized with other spacing: not the bytes sent.
      { signature: webhookSignatureOf(ctx.config.gateway.webhookSecret, JSON.stringify(JSON.parse(raw), null, 1)), status: 400 },
      { signature: webhookSignatureOf('another-secret', raw), status: 400 },
      { signature: 'not-hex', status: 400 },
      { signature: null, status: 401 },
    ];
    for (const { signature, status } of cases) {
      const res = await deliver(ctx, raw, { signature });
      expect(res.statusCode, String(signature)).toBe(status);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(typeof res.json().detail).toBe('string');
    }
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/payment-gateway/webhook/' });
    expect(empty.statusCode).toBe(401);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });
});

describe('events', () => {
  it('records a paid link’s payment and its allocation with the link in one go: the due paid, a receipt numbered, the owner told', async () => {
    // Payment notifications reach people allowed to see payments: the seller is given payments.view.
    await makeAccessLevel(ctx.database.db, { labels: ['payments.view'], holders: [desk.sellerId] });
    expect((await deliverApplied(ctx, paidInFull())).statusCode).toBe(200);
    const money = await moneyOf(desk.accounts, desk.booking.id);
    const [payment] = money.payments;
    expect(money.payments).toHaveLength(1);
    expect(payment).toMatchObject({
      amount_paise: state.amount,
      method: 'gateway',
      reference: 'pay_Full0000000001',
      gateway_payment_id: 'pay_Full0000000001',
      link_id: link.id,
      receipt_number: expect.stringMatching(/^RC\/\d{4}-\d{2}\/000001$/),
      allocations: [{ due_id: desk.advance.id, amount_paise: state.amount }],
    });
    expect(money.dues.find((due) => due.id === desk.advance.id)).toMatchObject({ status: 'paid', open_paise: 0 });
    expect(money.links.find((row) => row.id === link.id)).toMatchObject({ status: 'paid', amount_paid_paise: state.amount, last_synced_at: expect.any(String) });
    const timeline = await ctx.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, desk.booking.id));
    expect(timeline.map((row) => row.kind)).toEqual(expect.arrayContaining(['payment_link_made', 'payment_received', 'payment_link_paid']));
    const bell = (await desk.seller.get('/user/user-notification/?read_status=unread')).json() as { notification_type: string; message: string }[];
    expect(bell.filter((item) => item.notification_type === 'payment').map((item) => item.message)).toEqual([expect.stringContaining('by Payment link')]);
    expect((await eventRows()).map((row) => [row.event, row.outcome])).toEqual([['payment_link.paid', 'applied']]);
  });

  it('rolls back the payment, the allocation and the event’s outcome together when applying fails; the job tries again and lands whole', async () => {
    const refuseLinkUpdates = async () => {
      await ctx.database.db.execute(sql`create function refuse_link_update() returns trigger language plpgsql as $$ begin raise exception 'no'; end $$`);
      await ctx.database.db.execute(sql`create trigger refuse_link_update before update on payment_links for each row execute function refuse_link_update()`);
    };
    await refuseLinkUpdates();
    const before = await rowCounts(ctx.database);
    try {
      // Answered 200: the event and its job are recorded whatever applying it comes to.
      expect((await deliver(ctx, paidInFull(), { eventId: 'evt_Once000000001' })).statusCode).toBe(200);
      expect(await applyGatewayEvents(ctx)).toBe(1);
      expect(await rowCounts(ctx.database)).toEqual({ ...before, gateway_events: (before.gateway_events ?? 0) + 1, jobs: (before.jobs ?? 0) + 1 });
      expect((await eventRows()).map((row) => row.outcome)).toEqual(['received']);
      const [job] = await eventJobs();
      expect(job).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringMatching(/^no \(Error: Failed query: update "payment_links"/) });
      expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
      // A redelivery meanwhile is the same event: nothing more is recorded or queued.
      expect((await deliver(ctx, paidInFull(), { eventId: 'evt_Once000000001' })).statusCode).toBe(200);
      expect(await eventJobs()).toHaveLength(1);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_link_update on payment_links`);
      await ctx.database.db.execute(sql`drop function refuse_link_update()`);
    }
    // Its backoff over, the job applies the event whole.
    await ctx.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.name, GATEWAY_EVENT_JOB));
    expect(await applyGatewayEvents(ctx)).toBe(1);
    expect(await paymentRows()).toHaveLength(1);
    expect((await linkRow())?.status).toBe('paid');
    expect((await eventRows()).map((row) => row.outcome)).toEqual(['applied']);
  });

  it('keeps an event that never applies visible: received, its job dead with the error, and an operator’s retry applies it', async () => {
    await ctx.database.db.execute(sql`create function refuse_link_update() returns trigger language plpgsql as $$ begin raise exception 'gateway event refused'; end $$`);
    await ctx.database.db.execute(sql`create trigger refuse_link_update before update on payment_links for each row execute function refuse_link_update()`);
    try {
      expect((await deliver(ctx, paidInFull())).statusCode).toBe(200);
      // Its last attempt comes due.
      await ctx.database.db.update(jobs).set({ attempts: GATEWAY_EVENT_ATTEMPTS - 1 }).where(eq(jobs.name, GATEWAY_EVENT_JOB));
      expect(await applyGatewayEvents(ctx)).toBe(1);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_link_update on payment_links`);
      await ctx.database.db.execute(sql`drop function refuse_link_update()`);
    }
    const [job] = await eventJobs();
    expect(job).toMatchObject({ state: 'dead', attempts: GATEWAY_EVENT_ATTEMPTS, lastError: expect.stringMatching(/^gateway event refused \(/) });
    expect((await eventRows()).map((row) => row.outcome)).toEqual(['received']);
    expect(await paymentRows()).toEqual([]);

    await makeAccessLevel(ctx.database.db, { labels: ['system.operate'], holders: [desk.accountsId] });
    expect((await desk.accounts.post(SYSTEM_PATHS.jobRetry(job?.id ?? 0))).statusCode).toBe(200);
    expect(await applyGatewayEvents(ctx)).toBe(1);
    expect(await paymentRows()).toHaveLength(1);
    expect((await eventRows()).map((row) => row.outcome)).toEqual(['applied']);
  });

  it('applies once an event delivered twice while its job still waits', async () => {
    const event = paidInFull();
    const [first, second] = await Promise.all([deliver(ctx, event, { eventId: 'evt_Waiting0000001' }), deliver(ctx, event, { eventId: 'evt_Waiting0000001' })]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect((await deliver(ctx, event, { eventId: 'evt_Waiting0000001' })).statusCode).toBe(200);
    expect(await eventRows()).toHaveLength(1);
    expect(await eventJobs()).toHaveLength(1);
    expect(await applyGatewayEvents(ctx)).toBe(1);
    expect(await paymentRows()).toHaveLength(1);
    expect((await moneyOf(desk.accounts, desk.booking.id)).received_paise).toBe(state.amount);
  });

  it('applies an event whose worker died after claiming its job: the job row survives and is taken up again, once', async () => {
    expect((await deliver(ctx, paidInFull())).statusCode).toBe(200);
    // A worker claims the job and is gone before it applies anything: its claim lapses at once.
    const [claimed] = await claimDueJobs(ctx.database.db, { names: [GATEWAY_EVENT_JOB], limit: 10, runnerId: 'worker-that-died', leaseMs: 0 });
    expect(claimed).toMatchObject({ state: 'running', attempts: 1 });
    expect(await paymentRows()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await applyGatewayEvents(ctx)).toBe(1);
    expect(await paymentRows()).toHaveLength(1);
    expect((await linkRow())?.status).toBe('paid');
    const [job] = await eventJobs();
    expect(job).toMatchObject({ state: 'succeeded', attempts: 2 });
    // Run again (an operator, a lost outcome), the event is applied already: nothing changes.
    const after = await rowCounts(ctx.database);
    const synced = (await linkRow())?.lastSyncedAt;
    await ctx.database.db.update(jobs).set({ state: 'queued', runAt: new Date(Date.now() - 1000) }).where(eq(jobs.name, GATEWAY_EVENT_JOB));
    expect(await applyGatewayEvents(ctx)).toBe(1);
    expect(await rowCounts(ctx.database)).toEqual(after);
    expect(await paymentRows()).toHaveLength(1);
    expect((await linkRow())?.lastSyncedAt).toEqual(synced);
  });

  it('takes the same event id once: a redelivery answers 200 and changes nothing', async () => {
    const event = paidInFull();
    expect((await deliverApplied(ctx, event, { eventId: 'evt_Twice00000001' })).statusCode).toBe(200);
    const after = await rowCounts(ctx.database);
    const again = await deliverApplied(ctx, event, { eventId: 'evt_Twice00000001' });
    expect(again.statusCode).toBe(200);
    expect(await rowCounts(ctx.database)).toEqual(after);
    expect(await paymentRows()).toHaveLength(1);
    expect(await eventRows()).toHaveLength(1);
  });

  it('records a payment once even when two events (different ids) carry it', async () => {
    await deliverApplied(ctx, paidInFull('pay_Same00000000001'));
    await deliverApplied(ctx, paidInFull('pay_Same00000000001'));
    expect(await paymentRows()).toHaveLength(1);
    expect((await eventRows()).map((row) => row.outcome)).toEqual(['applied', 'ignored']);
  });

  it('ends paid with both payments once when paid arrives before partially_paid', async () => {
    const part = 50_000;
    const paid = linkEvent('payment_link.paid', { ...state, status: 'paid', amountPaid: state.amount }, { id: 'pay_Second00000001', amount: state.amount - part });
    const partial = linkEvent('payment_link.partially_paid', { ...state, status: 'partially_paid', amountPaid: part }, { id: 'pay_First000000001', amount: part });
    await deliverApplied(ctx, paid);
    // More was paid than recorded: a refresh is queued to fetch the rest.
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.idempotencyKey, `payments.link-refresh:${link.id}:paid-${state.amount}`));
    expect(queued).toHaveLength(1);
    await deliverApplied(ctx, partial);
    await deliverApplied(ctx, partial);
    expect(await linkRow()).toMatchObject({ status: 'paid', amountPaidPaise: state.amount });
    expect((await paymentRows()).map((row) => [row.gatewayPaymentId, row.amountPaise])).toEqual([
      ['pay_Second00000001', state.amount - part],
      ['pay_First000000001', part],
    ]);
    const money = await moneyOf(desk.accounts, desk.booking.id);
    expect(money.dues.find((due) => due.id === desk.advance.id)?.status).toBe('paid');
    expect(money.received_paise).toBe(state.amount);
  });

  it('never lets expired or cancelled undo paid', async () => {
    await deliverApplied(ctx, paidInFull());
    await deliverApplied(ctx, linkEvent('payment_link.expired', { ...state, status: 'expired' }));
    await deliverApplied(ctx, linkEvent('payment_link.cancelled', { ...state, status: 'cancelled' }));
    expect((await linkRow())?.status).toBe('paid');
    expect((await eventRows()).map((row) => row.outcome)).toEqual(['applied', 'ignored', 'ignored']);
  });

  it('expires an open link and notes it on the timeline', async () => {
    await deliverApplied(ctx, linkEvent('payment_link.expired', { ...state, status: 'expired' }));
    expect((await linkRow())?.status).toBe('expired');
    const timeline = await ctx.database.db.select().from(bookingEvents).where(eq(bookingEvents.kind, 'payment_link_expired'));
    expect(timeline).toHaveLength(1);
  });

  it('records an event of a link it does not know as unknown_link, and other events as ignored, answering 200', async () => {
    expect((await deliverApplied(ctx, linkEvent('payment_link.paid', { ...state, id: 'plink_Someone000001', referenceId: 'theirs' }, { id: 'pay_Theirs00000001', amount: 100 }))).statusCode).toBe(200);
    expect((await deliverApplied(ctx, { entity: 'event', event: 'payment.captured', payload: {}, created_at: 1 })).statusCode).toBe(200);
    expect((await eventRows()).map((row) => [row.event, row.outcome])).toEqual([
      ['payment_link.paid', 'unknown_link'],
      ['payment.captured', 'ignored'],
    ]);
    expect(await paymentRows()).toEqual([]);
  });
});

describe('the order of states', () => {
  it('moves forward only: paid is final, expired and cancelled end an open link', () => {
    expect(nextLinkStatus('created', 'partially_paid')).toBe('partially_paid');
    expect(nextLinkStatus('partially_paid', 'created')).toBe('partially_paid');
    expect(nextLinkStatus('paid', 'partially_paid')).toBe('paid');
    expect(nextLinkStatus('paid', 'expired')).toBe('paid');
    expect(nextLinkStatus('expired', 'paid')).toBe('paid');
    expect(nextLinkStatus('cancelled', 'created')).toBe('cancelled');
    expect(nextLinkStatus('partially_paid', 'expired')).toBe('expired');
    expect(nextLinkStatus('creating', 'created')).toBe('created');
  });
});
