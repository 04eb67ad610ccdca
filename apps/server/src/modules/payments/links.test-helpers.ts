import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { PAYMENT_PATHS, type BookingMoney, type PaymentDue, type PaymentLink } from '@ua/contracts';
import type { Caller, TestContext } from '../../../test/harness.ts';
import { createJobRunner } from '../../core/jobs/runner.ts';
import { gatewayEventJobs } from './gateway-webhook.jobs.ts';
import { STAND_IN_GATEWAY_PREFIX, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, webhookSignatureOf } from './gateway-client.ts';
import { makePaymentDesk, ok, setPlanOf, type PaymentDesk } from './payments.test-helpers.ts';

/** A booked trip with its plan set (25% now, the rest 30 days before travel), to make links for. */
export type LinkDesk = PaymentDesk & { plan: BookingMoney; advance: PaymentDue; balance: PaymentDue };

export async function makeLinkDesk(ctx: TestContext): Promise<LinkDesk> {
  const desk = await makePaymentDesk(ctx);
  const plan = await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
  const [advance, balance] = plan.dues;
  if (!advance || !balance) throw new Error('two dues expected');
  return { ...desk, plan, advance, balance };
}

/** Makes a link with a fresh idempotency key unless one is given; expects `status`. */
export function makeLink(caller: Caller, body: { due_id: number; amount_paise?: number; expire_in_days?: number; idempotency_key?: string }, status = 201): Promise<PaymentLink> {
  return ok<PaymentLink>(caller.post(PAYMENT_PATHS.linkGenerator, { idempotency_key: randomUUID(), ...body }), status);
}

/** The stand-in's path of a short_url (its page), whatever host the URL names. */
export function pagePath(shortUrl: string | null): string {
  if (!shortUrl) throw new Error('the link has no short_url');
  const path = new URL(shortUrl).pathname;
  expect(path.startsWith(`${STAND_IN_GATEWAY_PREFIX}/i/`)).toBe(true);
  return path;
}

/** What the customer does on the hosted page: a form post, as the browser sends it. */
export function payOnPage(ctx: TestContext, shortUrl: string | null, action: 'pay_full' | 'pay_part' | 'fail' | 'expire', form: { amount?: string; faults?: string } = {}): Promise<LightMyRequestResponse> {
  const fields = new URLSearchParams({ action, ...(form.amount === undefined ? {} : { amount: form.amount }), faults: form.faults ?? 'none' });
  return ctx.app.inject({ method: 'POST', url: pagePath(shortUrl), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: fields.toString() });
}

export type Delivered = { event: string; eventId: string; signature: string; raw: string };

/**
 * Watches the webhook deliveries the stand-in makes (they still go through): each one's event, id,
 * signature and exact bytes, in the order sent. `restore` puts fetch back.
 */
export function watchDeliveries(): { deliveries: Delivered[]; restore(): void } {
  const deliveries: Delivered[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith(PAYMENT_PATHS.gatewayWebhook) && typeof init?.body === 'string') {
      const headers = new Headers(init.headers);
      deliveries.push({ event: (JSON.parse(init.body) as { event: string }).event, eventId: headers.get(WEBHOOK_EVENT_ID_HEADER) ?? '', signature: headers.get(WEBHOOK_SIGNATURE_HEADER) ?? '', raw: init.body });
    }
    return realFetch(input, init);
  });
  return { deliveries, restore: () => spy.mockRestore() };
}

// ---------------------------------------------------------------- webhooks as Razorpay sends them

export type LinkState = { id: string; status: string; amount: number; amountPaid: number; referenceId: string };

export function linkEntity(link: LinkState) {
  return {
    accept_partial: true,
    amount: link.amount,
    amount_paid: link.amountPaid,
    cancelled_at: 0,
    created_at: 1_790_000_000,
    currency: 'INR',
    customer: { name: 'Rahul Sharma' },
    description: 'Advance',
    expire_by: 1_890_000_000,
    expired_at: 0,
    first_min_partial_amount: 0,
    id: link.id,
    notes: {},
    notify: { sms: false, email: false },
    order_id: 'order_Test0000000001',
    reference_id: link.referenceId,
    reminder_enable: false,
    reminders: [],
    short_url: 'https://rzp.io/i/test',
    status: link.status,
    updated_at: 1_790_000_100,
    upi_link: false,
    user_id: '',
  };
}

/** A payment_link.* event; paid and partially_paid carry the payment and the order. */
export function linkEvent(event: string, link: LinkState, payment?: { id: string; amount: number; createdAt?: number }): Record<string, unknown> {
  const payload: Record<string, unknown> = { payment_link: { entity: linkEntity(link) } };
  if (payment) {
    payload.payment = { entity: { id: payment.id, entity: 'payment', amount: payment.amount, currency: 'INR', status: 'captured', method: 'upi', order_id: 'order_Test0000000001', captured: true, created_at: payment.createdAt ?? Math.floor(Date.now() / 1000) } };
    payload.order = { entity: { id: 'order_Test0000000001', entity: 'order', amount: link.amount, amount_paid: link.amountPaid, status: 'attempted' } };
  }
  return { entity: 'event', account_id: 'acc_Test', event, contains: payment ? ['payment_link', 'order', 'payment'] : ['payment_link'], payload, created_at: Math.floor(Date.now() / 1000) };
}

/**
 * Runs the gateway-event jobs that are due until none is left, as the app's runner would: what the
 * webhook answered 200 to is applied. One at a time, so in the order the deliveries came (the app's
 * runner takes a batch side by side, in any order). Answers how many were run; a failed one waits
 * for its backoff.
 */
export function applyGatewayEvents(ctx: TestContext): Promise<number> {
  return createJobRunner({ db: ctx.database.db, definitions: gatewayEventJobs(), batchSize: 1 }).drain();
}

/** Posts a webhook delivery, signed with the webhook secret unless told otherwise (null: no signature). */
export function deliver(ctx: TestContext, payload: object | string, options: { eventId?: string; signature?: string | null } = {}): Promise<LightMyRequestResponse> {
  const raw = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const signature = options.signature === undefined ? webhookSignatureOf(ctx.config.gateway.webhookSecret, raw) : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json', [WEBHOOK_EVENT_ID_HEADER]: options.eventId ?? `evt_${randomUUID().slice(0, 14)}` };
  if (signature !== null) headers[WEBHOOK_SIGNATURE_HEADER] = signature;
  return ctx.app.inject({ method: 'POST', url: PAYMENT_PATHS.gatewayWebhook, headers, payload: raw });
}
