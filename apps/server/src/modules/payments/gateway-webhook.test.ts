import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PaymentLink } from '@ua/contracts';
import { createTestContext, rowCounts, type TestContext } from '../../../test/harness.ts';
import { makeAccessLevel } from '../../../test/fixtures/staff.ts';
import { bookingEvents } from '../../db/schema/bookings.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { gatewayEvents, paymentLinks, payments } from '../../db/schema/payments.ts';
import { webhookSignatureOf } from './gateway-client.ts';
import { nextLinkStatus } from './link-sync.service.ts';
import { deliver, linkEvent, makeLink, makeLinkDesk, type LinkDesk, type LinkState } from './links.test-helpers.ts';
import { moneyOf } from './payments.test-helpers.ts';

/**
 * The gateway's webhook: the signature over the raw body is checked before anything is read; each
 * event id is taken once; a paid link's payment, allocation and status land in one transaction;
 * statuses only move forward, whatever order the events arrive in.
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

const paidInFull = (paymentId = 'pay_Full0000000001') => linkEvent('payment_link.paid', { ...state, status: 'paid', amountPaid: state.amount }, { id: paymentId, amount: state.amount });

describe('the signature', () => {
  it('accepts a delivery signed over its exact bytes and applies it', async () => {
    const res = await deliver(ctx, paidInFull());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await linkRow())?.status).toBe('paid');
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
    expect((await deliver(ctx, paidInFull())).statusCode).toBe(200);
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

  it('rolls back the payment, the allocation and the event together when applying fails, so the redelivery lands whole', async () => {
    await ctx.database.db.execute(sql`create function refuse_link_update() returns trigger language plpgsql as $$ begin raise exception 'no'; end $$`);
    await ctx.database.db.execute(sql`create trigger refuse_link_update before update on payment_links for each row execute function refuse_link_update()`);
    try {
      const before = await rowCounts(ctx.database);
      const failed = await deliver(ctx, paidInFull(), { eventId: 'evt_Once000000001' });
      expect(failed.statusCode).toBe(500);
      expect(await rowCounts(ctx.database)).toEqual(before);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_link_update on payment_links`);
      await ctx.database.db.execute(sql`drop function refuse_link_update()`);
    }
    expect((await deliver(ctx, paidInFull(), { eventId: 'evt_Once000000001' })).statusCode).toBe(200);
    expect(await paymentRows()).toHaveLength(1);
    expect((await linkRow())?.status).toBe('paid');
  });

  it('takes the same event id once: a redelivery answers 200 and changes nothing', async () => {
    const event = paidInFull();
    expect((await deliver(ctx, event, { eventId: 'evt_Twice00000001' })).statusCode).toBe(200);
    const after = await rowCounts(ctx.database);
    const again = await deliver(ctx, event, { eventId: 'evt_Twice00000001' });
    expect(again.statusCode).toBe(200);
    expect(await rowCounts(ctx.database)).toEqual(after);
    expect(await paymentRows()).toHaveLength(1);
    expect(await eventRows()).toHaveLength(1);
  });

  it('records a payment once even when two events (different ids) carry it', async () => {
    await deliver(ctx, paidInFull('pay_Same00000000001'));
    await deliver(ctx, paidInFull('pay_Same00000000001'));
    expect(await paymentRows()).toHaveLength(1);
    expect((await eventRows()).map((row) => row.outcome)).toEqual(['applied', 'ignored']);
  });

  it('ends paid with both payments once when paid arrives before partially_paid', async () => {
    const part = 50_000;
    const paid = linkEvent('payment_link.paid', { ...state, status: 'paid', amountPaid: state.amount }, { id: 'pay_Second00000001', amount: state.amount - part });
    const partial = linkEvent('payment_link.partially_paid', { ...state, status: 'partially_paid', amountPaid: part }, { id: 'pay_First000000001', amount: part });
    await deliver(ctx, paid);
    // More was paid than recorded: a refresh is queued to fetch the rest.
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.idempotencyKey, `payments.link-refresh:${link.id}:paid-${state.amount}`));
    expect(queued).toHaveLength(1);
    await deliver(ctx, partial);
    await deliver(ctx, partial);
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
    await deliver(ctx, paidInFull());
    await deliver(ctx, linkEvent('payment_link.expired', { ...state, status: 'expired' }));
    await deliver(ctx, linkEvent('payment_link.cancelled', { ...state, status: 'cancelled' }));
    expect((await linkRow())?.status).toBe('paid');
    expect((await eventRows()).map((row) => row.outcome)).toEqual(['applied', 'ignored', 'ignored']);
  });

  it('expires an open link and notes it on the timeline', async () => {
    await deliver(ctx, linkEvent('payment_link.expired', { ...state, status: 'expired' }));
    expect((await linkRow())?.status).toBe('expired');
    const timeline = await ctx.database.db.select().from(bookingEvents).where(eq(bookingEvents.kind, 'payment_link_expired'));
    expect(timeline).toHaveLength(1);
  });

  it('records an event of a link it does not know as unknown_link, and other events as ignored, answering 200', async () => {
    expect((await deliver(ctx, linkEvent('payment_link.paid', { ...state, id: 'plink_Someone000001', referenceId: 'theirs' }, { id: 'pay_Theirs00000001', amount: 100 }))).statusCode).toBe(200);
    expect((await deliver(ctx, { entity: 'event', event: 'payment.captured', payload: {}, created_at: 1 })).statusCode).toBe(200);
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
