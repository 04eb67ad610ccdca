import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_PATHS, PAYMENT_PATHS, type PaymentLink } from '@ua/contracts';
import { createTestContext, rowCounts, type TestContext } from '../../../test/harness.ts';
import { systemActor } from '../../core/actor.ts';
import { enqueue } from '../../core/jobs/enqueue.ts';
import { createJobRunner } from '../../core/jobs/runner.ts';
import { bookingEvents } from '../../db/schema/bookings.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { paymentLinks, payments } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/errors.ts';
import { auditOf } from '../bookings/bookings.test-helpers.ts';
import { gatewayLinkSchema, GatewayRefusedError, GatewayUnavailableError, STAND_IN_GATEWAY_PREFIX, type GatewayLink, type PaymentGateway } from './gateway-client.ts';
import { LINK_REFRESH_JOB } from './link-sync.service.ts';
import { LINK_SWEEP_JOB, linkJobs } from './links.jobs.ts';
import { createLink } from './links.service.ts';
import { applyGatewayEvents, makeLink, makeLinkDesk, payOnPage, type LinkDesk } from './links.test-helpers.ts';
import { moneyOf, ok, recordPayment } from './payments.test-helpers.ts';

/**
 * Payment links end to end, over real HTTP against the in-app stand-in: made for a due (the same
 * key twice makes one), paid on the hosted page and recorded from its webhooks, a lost webhook
 * recovered by refresh-payment, an expired or open link replaced, cancelled, and the jobs that
 * refresh and sweep. The gateway failing or missing is proved at the service with stub gateways.
 */

let ctx: TestContext;
let desk: LinkDesk;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty', listen: true });
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeLinkDesk(ctx);
});

const basic = () => ({ authorization: `Basic ${Buffer.from(`${ctx.config.gateway.keyId}:${ctx.config.gateway.keySecret}`).toString('base64')}` });
const atGateway = async (link: PaymentLink) =>
  gatewayLinkSchema.parse((await ctx.app.inject({ method: 'GET', url: `${STAND_IN_GATEWAY_PREFIX}/v1/payment_links/${link.gateway_link_id ?? ''}`, headers: basic() })).json());
const linkRow = async (id: number) => (await ctx.database.db.select().from(paymentLinks).where(eq(paymentLinks.id, id)))[0];
const paymentRows = () => ctx.database.db.select().from(payments).orderBy(payments.id);
const linkOf = async (id: number) => (await moneyOf(desk.accounts, desk.booking.id)).links.find((row) => row.id === id);

describe('making a link', () => {
  it("asks the gateway for the due's open amount with our reference_id, notify off, and stores its answer", async () => {
    const link = await makeLink(desk.accounts, { due_id: desk.advance.id, expire_in_days: 5 });
    expect(link).toMatchObject({ due_id: desk.advance.id, amount_paise: desk.advance.amount_paise, amount_paid_paise: 0, currency: 'INR', status: 'created', error: null, created_by: { id: desk.accountsId } });
    expect(link.reference_id).toMatch(/^UA-L-\d+-[0-9a-f]{8}$/);
    expect(link.reference_id.length).toBeLessThanOrEqual(40);
    expect(link.gateway_link_id).toMatch(/^plink_/);
    expect(link.short_url).toContain(`${STAND_IN_GATEWAY_PREFIX}/i/`);
    expect(Date.parse(link.expire_by) - Date.now()).toBeGreaterThan(5 * 86_400_000 - 60_000);

    const remote = await atGateway(link);
    expect(remote).toMatchObject({ amount: desk.advance.amount_paise, reference_id: link.reference_id, status: 'created', accept_partial: true, expire_by: Math.floor(Date.parse(link.expire_by) / 1000) });
    const raw = (await ctx.app.inject({ method: 'GET', url: `${STAND_IN_GATEWAY_PREFIX}/v1/payment_links/${remote.id}`, headers: basic() })).json();
    expect(raw).toMatchObject({ notify: { sms: false, email: false }, customer: { name: 'Rahul Sharma', email: 'rahul@example.com' } });

    expect((await auditOf(ctx, 'payment_link', link.id))[0]).toMatchObject({ action: 'create_link', actorId: desk.accountsId });
    const timeline = await ctx.database.db.select().from(bookingEvents).where(eq(bookingEvents.kind, 'payment_link_made'));
    expect(timeline.map((row) => row.title)).toEqual([expect.stringContaining('made for Advance')]);
    // Refreshes half an hour before it expires and just after.
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.name, LINK_REFRESH_JOB));
    expect(queued.map((job) => job.idempotencyKey).sort()).toEqual([`${LINK_REFRESH_JOB}:${link.id}:after-expiry`, `${LINK_REFRESH_JOB}:${link.id}:before-expiry`]);
  });

  it('answers the same link (200) to the same idempotency key, and refuses the key for another due', async () => {
    const key = randomUUID();
    const first = await makeLink(desk.accounts, { due_id: desk.advance.id, idempotency_key: key });
    const again = await makeLink(desk.accounts, { due_id: desk.advance.id, idempotency_key: key }, 200);
    expect(again.id).toBe(first.id);
    expect(await ctx.database.db.select().from(paymentLinks)).toHaveLength(1);
    const other = await desk.accounts.post(PAYMENT_PATHS.linkGenerator, { due_id: desk.balance.id, idempotency_key: key });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'payment.idempotency_conflict' });
  });

  it('takes a part of the open amount, never more, and nothing on a paid due', async () => {
    const part = await makeLink(desk.accounts, { due_id: desk.balance.id, amount_paise: 10_000 });
    expect(part.amount_paise).toBe(10_000);
    const before = await rowCounts(ctx.database);
    const tooMuch = await desk.accounts.post(PAYMENT_PATHS.linkGenerator, { due_id: desk.advance.id, amount_paise: desk.advance.amount_paise + 1, idempotency_key: randomUUID() });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'validation', errors: { amount_paise: [expect.stringContaining('At most')] } });
    expect(await rowCounts(ctx.database)).toEqual(before);

    await recordPayment(desk.accounts, desk.booking.id, { amount_paise: desk.advance.amount_paise, due_ids: [desk.advance.id] });
    const paidDue = await desk.accounts.post(PAYMENT_PATHS.linkGenerator, { due_id: desk.advance.id, idempotency_key: randomUUID() });
    expect(paidDue.statusCode).toBe(409);
    expect(paidDue.json()).toMatchObject({ code: 'payment.link_state', detail: expect.stringContaining('nothing left to pay') });
  });

  it('needs payments.record for every link call', async () => {
    const link = await makeLink(desk.accounts, { due_id: desk.advance.id });
    expect((await desk.auditor.post(PAYMENT_PATHS.linkGenerator, { due_id: desk.advance.id, idempotency_key: randomUUID() })).statusCode).toBe(403);
    expect((await desk.auditor.post(PAYMENT_PATHS.cancelLink(link.id))).statusCode).toBe(403);
    expect((await desk.auditor.post(PAYMENT_PATHS.refreshPayment(link.id))).statusCode).toBe(403);
  });

  it("keeps the link as failed with the gateway's reason and answers 502 when the gateway refuses", async () => {
    const res = await desk.accounts.post(PAYMENT_PATHS.linkGenerator, { due_id: desk.advance.id, amount_paise: 50, idempotency_key: randomUUID() });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'payment.gateway_failed', detail: expect.stringContaining('The amount must be atleast INR 1.00') });
    const [failed] = (await moneyOf(desk.accounts, desk.booking.id)).links;
    expect(failed).toMatchObject({ status: 'failed', error: 'The amount must be atleast INR 1.00', gateway_link_id: null, short_url: null });
  });
});

describe('paying a link', () => {
  it('records the payment once from its (twice delivered) webhook: the due paid, a receipt numbered, the link paid', async () => {
    const link = await makeLink(desk.accounts, { due_id: desk.advance.id });
    const paid = await payOnPage(ctx, link.short_url, 'pay_full', { faults: '' });
    expect(paid.statusCode).toBe(200);
    // The webhook answered at once; its job records the payment, once for the two deliveries of one event.
    expect(await paymentRows()).toEqual([]);
    expect(await applyGatewayEvents(ctx)).toBe(1);
    const money = await moneyOf(desk.accounts, desk.booking.id);
    expect(money.payments).toHaveLength(1);
    expect(money.payments[0]).toMatchObject({ method: 'gateway', amount_paise: desk.advance.amount_paise, link_id: link.id, receipt_number: expect.stringMatching(/^RC\/\d{4}-\d{2}\/000001$/) });
    expect(money.dues.find((due) => due.id === desk.advance.id)).toMatchObject({ status: 'paid' });
    expect(money.links[0]).toMatchObject({ status: 'paid', amount_paid_paise: desk.advance.amount_paise });
  });

  it('recovers a lost webhook by refresh-payment: the payment recorded as the webhook would have, audited as refresh', async () => {
    const link = await makeLink(desk.accounts, { due_id: desk.advance.id });
    await payOnPage(ctx, link.short_url, 'pay_full', { faults: 'drop' });
    expect((await linkOf(link.id))?.status).toBe('created');
    expect(await paymentRows()).toEqual([]);

    const refreshed = await ok<PaymentLink>(desk.accounts.post(PAYMENT_PATHS.refreshPayment(link.id)));
    expect(refreshed).toMatchObject({ id: link.id, status: 'paid', amount_paid_paise: desk.advance.amount_paise, last_synced_at: expect.any(String) });
    const [payment] = await paymentRows();
    expect(payment).toMatchObject({ method: 'gateway', linkId: link.id, idempotencyKey: `gateway:${payment?.gatewayPaymentId}` });
    expect((await moneyOf(desk.accounts, desk.booking.id)).dues.find((due) => due.id === desk.advance.id)?.status).toBe('paid');
    expect((await auditOf(ctx, 'payment_link', link.id))[0]).toMatchObject({ action: 'refresh', actorId: desk.accountsId });

    await ok<PaymentLink>(desk.accounts.post(PAYMENT_PATHS.refreshPayment(link.id)));
    expect(await paymentRows()).toHaveLength(1);
  });

  it('ends paid with both payments once when the gateway sends paid before partially_paid', async () => {
    const link = await makeLink(desk.accounts, { due_id: desk.advance.id });
    await payOnPage(ctx, link.short_url, 'pay_part', { amount: '1000', faults: 'reorder' });
    await applyGatewayEvents(ctx);
    expect((await linkOf(link.id))?.status).toBe('created');
    await payOnPage(ctx, link.short_url, 'pay_full', { faults: 'reorder,duplicate' });
    await applyGatewayEvents(ctx);
    expect(await linkOf(link.id)).toMatchObject({ status: 'paid', amount_paid_paise: desk.advance.amount_paise });
    expect((await paymentRows()).map((row) => row.amountPaise)).toEqual([desk.advance.amount_paise - 100_000, 100_000]);
  });
});

describe('replacing and cancelling', () => {
  it('replaces an expired link with a new one under a new reference_id', async () => {
    const old = await makeLink(desk.accounts, { due_id: desk.advance.id });
    await payOnPage(ctx, old.short_url, 'expire');
    await applyGatewayEvents(ctx);
    expect((await linkOf(old.id))?.status).toBe('expired');
    const fresh = await makeLink(desk.accounts, { due_id: desk.advance.id });
    expect(fresh.reference_id).not.toBe(old.reference_id);
    expect(fresh.gateway_link_id).not.toBe(old.gateway_link_id);
    expect(await linkOf(old.id)).toMatchObject({ status: 'expired', replaced_by_id: fresh.id });
    expect((await atGateway(fresh)).status).toBe('created');
  });

  it('cancels the open link of the due at the gateway before making a new one', async () => {
    const old = await makeLink(desk.accounts, { due_id: desk.advance.id });
    const fresh = await makeLink(desk.accounts, { due_id: desk.advance.id, amount_paise: 20_000 });
    expect(await linkOf(old.id)).toMatchObject({ status: 'cancelled', replaced_by_id: fresh.id });
    expect((await atGateway(old)).status).toBe('cancelled');
    expect((await auditOf(ctx, 'payment_link', old.id))[0]).toMatchObject({ action: 'cancel' });
  });

  it('refuses a new link (409) while a partly paid one is open, changing nothing', async () => {
    const old = await makeLink(desk.accounts, { due_id: desk.advance.id });
    await payOnPage(ctx, old.short_url, 'pay_part', { amount: '500' });
    await applyGatewayEvents(ctx);
    const before = await rowCounts(ctx.database);
    const res = await desk.accounts.post(PAYMENT_PATHS.linkGenerator, { due_id: desk.advance.id, idempotency_key: randomUUID() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'payment.link_state', detail: expect.stringContaining('partly paid') });
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('cancels an open link at the gateway and here, once; a paid link cannot be', async () => {
    const link = await makeLink(desk.accounts, { due_id: desk.advance.id });
    const cancelled = await ok<PaymentLink>(desk.accounts.post(PAYMENT_PATHS.cancelLink(link.id)));
    expect(cancelled.status).toBe('cancelled');
    expect((await atGateway(link)).status).toBe('cancelled');
    expect((await auditOf(ctx, 'payment_link', link.id))[0]).toMatchObject({ action: 'cancel', actorId: desk.accountsId });
    const again = await desk.accounts.post(PAYMENT_PATHS.cancelLink(link.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'payment.link_state' });

    const paid = await makeLink(desk.accounts, { due_id: desk.balance.id, amount_paise: 10_000 });
    await payOnPage(ctx, paid.short_url, 'pay_full');
    await applyGatewayEvents(ctx);
    expect((await desk.accounts.post(PAYMENT_PATHS.cancelLink(paid.id))).statusCode).toBe(409);
  });
});

describe('the gateway failing, missing, or answering late', () => {
  const request = (extra: object = {}) => ({ due_id: desk.advance.id, expire_in_days: 7, idempotency_key: randomUUID(), ...extra });
  const serviceCtx = () => ({ db: ctx.database.db, actor: { ...systemActor(), kind: 'staff' as const, userId: desk.accountsId, email: 'priya@example.com' } });
  const stub = (overrides: Partial<PaymentGateway>): PaymentGateway => ({
    name: 'razorpay',
    createLink: async () => {
      throw new Error('not expected');
    },
    fetchLink: async () => {
      throw new Error('not expected');
    },
    findByReference: async () => null,
    cancelLink: async () => {
      throw new Error('not expected');
    },
    ...overrides,
  });

  it('marks the link failed and answers 502 when the gateway cannot be reached', async () => {
    const down = stub({
      createLink: async () => {
        throw new GatewayUnavailableError('connect ECONNREFUSED');
      },
    });
    const error = await createLink(serviceCtx(), down, request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'payment.gateway_failed', status: 502 });
    const [row] = await ctx.database.db.select().from(paymentLinks);
    expect(row).toMatchObject({ status: 'failed', error: 'The payment gateway could not be reached.' });
  });

  it('answers 503 and writes nothing when no gateway is set up (production without PAYMENT_GATEWAY_URL)', async () => {
    const before = await rowCounts(ctx.database);
    const error = await createLink(serviceCtx(), null, request()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'payment.gateway_unconfigured', status: 503 });
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('adopts the link the gateway already made for our reference_id (an earlier try that never heard back)', async () => {
    let referenceAsked = '';
    const made = (referenceId: string): GatewayLink => ({
      id: 'plink_Adopted000001',
      status: 'created',
      amountPaise: desk.advance.amount_paise,
      amountPaidPaise: 0,
      currency: 'INR',
      referenceId,
      shortUrl: 'https://rzp.io/i/adopted',
      expireBy: new Date(Date.now() + 7 * 86_400_000),
      payments: [],
    });
    const answeredLate = stub({
      createLink: async (input) => {
        referenceAsked = input.referenceId;
        throw new GatewayRefusedError(400, 'BAD_REQUEST_ERROR', `Payment Link with reference_id ${input.referenceId} already exists`, 'reference_id');
      },
      findByReference: async (referenceId) => made(referenceId),
    });
    const { link, created } = await createLink(serviceCtx(), answeredLate, request());
    expect(created).toBe(true);
    expect(link).toMatchObject({ status: 'created', gatewayLinkId: 'plink_Adopted000001', shortUrl: 'https://rzp.io/i/adopted', referenceId: referenceAsked });
  });
});

describe('the jobs', () => {
  const runner = () => createJobRunner({ db: ctx.database.db, definitions: linkJobs(ctx.config).definitions, backoff: { baseMs: 0, capMs: 0 } });

  it('the refresh job records a payment whose webhook was lost', async () => {
    const link = await makeLink(desk.accounts, { due_id: desk.advance.id });
    await payOnPage(ctx, link.short_url, 'pay_full', { faults: 'drop' });
    await enqueue(ctx.database.db, { name: LINK_REFRESH_JOB, payload: { linkId: link.id } });
    expect(await runner().drain()).toBe(1);
    expect((await linkOf(link.id))?.status).toBe('paid');
    expect(await paymentRows()).toHaveLength(1);
  });

  it('the daily sweep expires links past their date and cancels the open links of cancelled bookings', async () => {
    const lapsed = await makeLink(desk.accounts, { due_id: desk.advance.id });
    await payOnPage(ctx, lapsed.short_url, 'expire', { faults: 'drop' });
    await ctx.database.db.update(paymentLinks).set({ expireBy: new Date(Date.now() - 60_000) }).where(eq(paymentLinks.id, lapsed.id));
    const open = await makeLink(desk.accounts, { due_id: desk.balance.id, amount_paise: 10_000 });
    await ok(desk.ops.post(BOOKING_PATHS.cancel(desk.booking.id), { reason: 'The family postponed', tell_suppliers: false }));

    await enqueue(ctx.database.db, { name: LINK_SWEEP_JOB, payload: {} });
    await runner().drain();
    expect((await linkRow(lapsed.id))?.status).toBe('expired');
    expect((await linkRow(open.id))?.status).toBe('cancelled');
    expect((await atGateway(open)).status).toBe('cancelled');
    const [sweep] = await ctx.database.db.select().from(jobs).where(eq(jobs.name, LINK_SWEEP_JOB));
    expect(sweep?.state).toBe('succeeded');
  });
});
