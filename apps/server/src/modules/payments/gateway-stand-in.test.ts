import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { gatewayEvents } from '../../db/schema/payments.ts';
import { callbackSignatureOf, gatewayErrorSchema, gatewayLinkListSchema, gatewayLinkSchema, STAND_IN_GATEWAY_PREFIX, webhookSignatureOf } from './gateway-client.ts';
import { paiseOfRupees, parseFaults } from './gateway-stand-in.service.ts';
import { applyGatewayEvents, pagePath, payOnPage, watchDeliveries, type Delivered } from './links.test-helpers.ts';

/**
 * The stand-in answers as Razorpay's Payment Links API does for what we send (the same checks,
 * shapes and refusals), and its hosted page takes payments and reports them to the app's webhook,
 * signed, over real HTTP, with the faults asked for.
 */

let ctx: TestContext;
let basic: { authorization: string };
let watch: { deliveries: Delivered[]; restore(): void };

const API = `${STAND_IN_GATEWAY_PREFIX}/v1/payment_links`;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty', listen: true });
  basic = { authorization: `Basic ${Buffer.from(`${ctx.config.gateway.keyId}:${ctx.config.gateway.keySecret}`).toString('base64')}` };
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  watch = watchDeliveries();
});
afterEach(() => watch.restore());

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const linkBody = (extra: object = {}) => ({
  amount: 150_000,
  currency: 'INR',
  accept_partial: true,
  reference_id: `T-${randomUUID().slice(0, 8)}`,
  description: 'Advance for UA-B-0001',
  customer: { name: 'Rahul Sharma', email: 'rahul@example.com', contact: '+919876543210' },
  expire_by: inAnHour(),
  notify: { sms: false, email: false },
  notes: { booking: 'UA-B-0001' },
  ...extra,
});

async function create(extra: object = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: API, headers: basic, payload: linkBody(extra) });
  expect(res.statusCode, res.body).toBe(200);
  return gatewayLinkSchema.parse(res.json());
}

async function refusal(res: { statusCode: number; json(): unknown }) {
  return { status: res.statusCode, error: gatewayErrorSchema.parse(res.json()).error };
}

const fetchLink = async (id: string) => gatewayLinkSchema.parse((await ctx.app.inject({ method: 'GET', url: `${API}/${id}`, headers: basic })).json());

describe('the Payment Links API', () => {
  it('creates a link as Razorpay answers it, with a short_url at its hosted page, and finds it by id and by reference_id', async () => {
    const body = linkBody();
    const res = await ctx.app.inject({ method: 'POST', url: API, headers: basic, payload: body });
    const link = gatewayLinkSchema.parse(res.json());
    expect(link).toMatchObject({ status: 'created', amount: 150_000, amount_paid: 0, currency: 'INR', reference_id: body.reference_id, expire_by: body.expire_by, payments: null });
    expect(link.id).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(link.short_url).toMatch(new RegExp(`^${ctx.config.publicSiteUrl}${STAND_IN_GATEWAY_PREFIX}/i/[A-Za-z0-9]{10}$`));
    expect(res.json()).toMatchObject({ customer: body.customer, notify: { sms: false, email: false }, notes: body.notes });

    expect(await fetchLink(link.id)).toMatchObject({ id: link.id, status: 'created' });
    const listed = gatewayLinkListSchema.parse((await ctx.app.inject({ method: 'GET', url: `${API}?reference_id=${body.reference_id}`, headers: basic })).json());
    expect(listed.payment_links.map((found) => found.id)).toEqual([link.id]);
    const none = gatewayLinkListSchema.parse((await ctx.app.inject({ method: 'GET', url: `${API}?reference_id=NOPE`, headers: basic })).json());
    expect(none.payment_links).toEqual([]);
  });

  it('answers 401 in Razorpay’s shape to a missing or wrong key, on every call', async () => {
    const wrong = { authorization: `Basic ${Buffer.from(`${ctx.config.gateway.keyId}:nope`).toString('base64')}` };
    for (const headers of [{}, wrong]) {
      expect(await refusal(await ctx.app.inject({ method: 'POST', url: API, headers, payload: linkBody() }))).toMatchObject({ status: 401, error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      expect((await ctx.app.inject({ method: 'GET', url: `${API}/plink_x`, headers })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: `${API}/plink_x/cancel`, headers })).statusCode).toBe(401);
    }
  });

  it('refuses a reference_id used before, an expire_by under 15 minutes away and an amount under ₹1, with 400', async () => {
    const first = await create();
    const again = await ctx.app.inject({ method: 'POST', url: API, headers: basic, payload: linkBody({ reference_id: first.reference_id }) });
    expect(await refusal(again)).toMatchObject({ status: 400, error: { code: 'BAD_REQUEST_ERROR', field: 'reference_id', description: expect.stringMatching(/reference_id .* already exists/) } });
    const soon = await ctx.app.inject({ method: 'POST', url: API, headers: basic, payload: linkBody({ expire_by: Math.floor(Date.now() / 1000) + 600 }) });
    expect(await refusal(soon)).toMatchObject({ status: 400, error: { field: 'expire_by', description: expect.stringContaining('15 minutes') } });
    const tiny = await ctx.app.inject({ method: 'POST', url: API, headers: basic, payload: linkBody({ amount: 99 }) });
    expect(await refusal(tiny)).toMatchObject({ status: 400, error: { field: 'amount' } });
  });

  it('cancels an open link once, and refuses to cancel a paid, partly paid or expired one', async () => {
    const open = await create();
    const cancelled = await ctx.app.inject({ method: 'POST', url: `${API}/${open.id}/cancel`, headers: basic });
    expect(gatewayLinkSchema.parse(cancelled.json())).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(Number) });
    expect(await refusal(await ctx.app.inject({ method: 'POST', url: `${API}/${open.id}/cancel`, headers: basic }))).toMatchObject({ status: 400 });

    const part = await create();
    await payOnPage(ctx, part.short_url, 'pay_part', { amount: '500' });
    expect(await refusal(await ctx.app.inject({ method: 'POST', url: `${API}/${part.id}/cancel`, headers: basic }))).toMatchObject({ status: 400, error: { description: expect.stringContaining('paid/partially paid') } });
    const expired = await create();
    await payOnPage(ctx, expired.short_url, 'expire');
    expect(await refusal(await ctx.app.inject({ method: 'POST', url: `${API}/${expired.id}/cancel`, headers: basic }))).toMatchObject({ status: 400, error: { description: expect.stringContaining('expired') } });
    expect(await refusal(await ctx.app.inject({ method: 'GET', url: `${API}/plink_unknown000000`, headers: basic }))).toMatchObject({ status: 400, error: { description: 'The id provided does not exist' } });
  });
});

describe('the hosted pay page', () => {
  it('is a public, plain HTML page with labelled controls to pay in full, pay part, fail and expire', async () => {
    const link = await create();
    const res = await ctx.app.inject({ method: 'GET', url: pagePath(link.short_url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('Pay in full (₹1,500.00)');
    expect(html).toMatch(/<label for="amount">[^<]+<\/label><input id="amount" name="amount"/);
    for (const action of ['pay_full', 'pay_part', 'fail', 'expire']) expect(html).toContain(`value="${action}"`);
    expect(html).not.toContain('<script');
    expect((await ctx.app.inject({ method: 'GET', url: `${STAND_IN_GATEWAY_PREFIX}/i/nothere` })).statusCode).toBe(404);
  });

  it('takes part, then the rest: captured UPI payments, created -> partially_paid -> paid, each reported by a webhook signed over its exact body', async () => {
    const link = await create();
    const part = await payOnPage(ctx, link.short_url, 'pay_part', { amount: '400.50' });
    expect(part.statusCode).toBe(200);
    expect(part.body).toContain('Payment of ₹400.50 received');
    expect(await fetchLink(link.id)).toMatchObject({ status: 'partially_paid', amount_paid: 40_050 });
    await payOnPage(ctx, link.short_url, 'pay_full');
    const paid = await fetchLink(link.id);
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 150_000 });
    expect(paid.payments?.map((payment) => [payment.amount, payment.method, payment.status])).toEqual([
      [40_050, 'upi', 'captured'],
      [109_950, 'upi', 'captured'],
    ]);
    expect(paid.payments?.[0]?.payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);

    expect(watch.deliveries.map((delivery) => delivery.event)).toEqual(['payment_link.partially_paid', 'payment_link.paid']);
    for (const delivery of watch.deliveries) {
      expect(delivery.signature).toBe(webhookSignatureOf(ctx.config.gateway.webhookSecret, delivery.raw));
      expect(delivery.eventId).toMatch(/^evt_[A-Za-z0-9]{14}$/);
    }
    const [partial] = watch.deliveries;
    expect(JSON.parse(partial?.raw ?? '{}')).toMatchObject({ entity: 'event', event: 'payment_link.partially_paid', payload: { payment_link: { entity: { id: link.id, amount_paid: 40_050 } }, payment: { entity: { amount: 40_050, status: 'captured', method: 'upi' } } } });
    // The app took each in: well signed, for a link it does not know.
    expect(await applyGatewayEvents(ctx)).toBe(2);
    const events = await ctx.database.db.select().from(gatewayEvents).orderBy(gatewayEvents.id);
    expect(events.map((row) => [row.event, row.outcome, row.gatewayLinkId])).toEqual([
      ['payment_link.partially_paid', 'unknown_link', link.id],
      ['payment_link.paid', 'unknown_link', link.id],
    ]);
  });

  it('refuses a part above what is left or not an amount, changing nothing', async () => {
    const link = await create();
    for (const amount of ['1500.01', 'abc', '0']) {
      const res = await payOnPage(ctx, link.short_url, 'pay_part', { amount });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('role="alert"');
    }
    expect(await fetchLink(link.id)).toMatchObject({ status: 'created', amount_paid: 0 });
    expect(watch.deliveries).toEqual([]);
  });

  it('fails a payment without changing the link or telling the app', async () => {
    const link = await create();
    const res = await payOnPage(ctx, link.short_url, 'fail');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Payment failed');
    expect(await fetchLink(link.id)).toMatchObject({ status: 'created', amount_paid: 0, payments: null });
    expect(watch.deliveries).toEqual([]);
  });

  it('expires the link now and reports payment_link.expired', async () => {
    const link = await create();
    await payOnPage(ctx, link.short_url, 'expire');
    expect(await fetchLink(link.id)).toMatchObject({ status: 'expired', expired_at: expect.any(Number) });
    expect(watch.deliveries.map((delivery) => delivery.event)).toEqual(['payment_link.expired']);
    const again = await payOnPage(ctx, link.short_url, 'pay_full');
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('expired: it cannot be paid');
  });

  it('redirects to callback_url with Razorpay’s signed query after a payment', async () => {
    const link = await create({ callback_url: 'https://trips.example.in/paid', callback_method: 'get' });
    const res = await payOnPage(ctx, link.short_url, 'pay_full');
    expect(res.statusCode).toBe(303);
    const target = new URL(res.headers.location as string);
    expect(target.origin + target.pathname).toBe('https://trips.example.in/paid');
    const query = Object.fromEntries(target.searchParams);
    expect(query).toMatchObject({ razorpay_payment_link_id: link.id, razorpay_payment_link_reference_id: link.reference_id, razorpay_payment_link_status: 'paid', razorpay_payment_id: expect.stringMatching(/^pay_/) });
    expect(query.razorpay_signature).toBe(
      callbackSignatureOf(ctx.config.gateway.keySecret, { linkId: link.id, referenceId: link.reference_id ?? '', status: 'paid', paymentId: query.razorpay_payment_id ?? '' }),
    );
  });
});

describe('delivery faults', () => {
  it('by default (the demo) delivers each paid event twice, under the same event id', async () => {
    const link = await create();
    await payOnPage(ctx, link.short_url, 'pay_part', { amount: '100', faults: '' });
    await payOnPage(ctx, link.short_url, 'pay_full', { faults: '' });
    expect(watch.deliveries.map((delivery) => delivery.event)).toEqual(['payment_link.partially_paid', 'payment_link.paid', 'payment_link.paid']);
    expect(watch.deliveries[1]?.eventId).toBe(watch.deliveries[2]?.eventId);
  });

  it('reorder holds a partially_paid event back until after the next one; drop delivers nothing', async () => {
    const link = await create();
    await payOnPage(ctx, link.short_url, 'pay_part', { amount: '100', faults: 'reorder' });
    expect(watch.deliveries).toEqual([]);
    await payOnPage(ctx, link.short_url, 'pay_full', { faults: 'reorder' });
    expect(watch.deliveries.map((delivery) => delivery.event)).toEqual(['payment_link.paid', 'payment_link.partially_paid']);

    const lost = await create();
    await payOnPage(ctx, lost.short_url, 'pay_full', { faults: 'drop' });
    expect(watch.deliveries).toHaveLength(2);
    expect(await fetchLink(lost.id)).toMatchObject({ status: 'paid' });
  });

  it('reads the faults and the typed rupees exactly', () => {
    expect(parseFaults(undefined)).toEqual({ duplicate: 'paid', reorder: false, drop: false });
    expect(parseFaults('none')).toEqual({ duplicate: 'none', reorder: false, drop: false });
    expect(parseFaults('duplicate, reorder')).toEqual({ duplicate: 'all', reorder: true, drop: false });
    expect([paiseOfRupees('1,250.5'), paiseOfRupees('₹ 99'), paiseOfRupees('0.07'), paiseOfRupees('1.234'), paiseOfRupees('-5')]).toEqual([125_050, 9_900, 7, null, null]);
  });
});
