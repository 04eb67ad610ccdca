import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_PATHS } from '@ua/contracts';
import type { Config } from '../../config.ts';
import { callbackSignatureOf, STAND_IN_GATEWAY_PREFIX, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, webhookSignatureOf, type GatewayErrorBody, type GatewayLinkStatus } from './gateway-client.ts';

/**
 * Razorpay's Payment Links, stood in by the app outside production. It keeps its links in memory
 * (the newest LINK_CAP) and answers the API as Razorpay does for what we send: Basic auth, a unique
 * reference_id, expire_by at least 15 minutes ahead, fetch, list by reference_id, and cancel with
 * Razorpay's refusals. Each link's short_url opens a hosted page where a customer pays in full or in
 * part (a captured UPI payment), fails, or lets the link expire; each change is posted to the app's
 * webhook, signed with the webhook secret, as Razorpay would, faults included: some deliveries come
 * twice, some out of order, some never (the pay form's `faults` chooses, so tests are exact).
 */

/** The links kept: past this, the oldest are forgotten (it is a stand-in, not a ledger). */
export const LINK_CAP = 2000;
/** Razorpay's floor on expire_by. */
const MIN_EXPIRY_MS = 15 * 60 * 1000;
const ACCOUNT_ID = 'acc_StandIn0000001';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Razorpay's ids: a prefix and 14 characters of base62. */
function gatewayId(prefix: string, length = 14): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += BASE62[byte % 62];
  return `${prefix}${id}`;
}

const seconds = (at: Date | number) => Math.floor((typeof at === 'number' ? at : at.getTime()) / 1000);

type StandInPayment = { payment_id: string; amount: number; method: 'upi'; status: 'captured'; created_at: number; updated_at: number };

type StandInLink = {
  id: string;
  /** The hosted page's code: `/__fake/razorpay/i/{code}`. */
  code: string;
  orderId: string;
  status: GatewayLinkStatus;
  amount: number;
  amountPaid: number;
  currency: string;
  acceptPartial: boolean;
  firstMinPartialAmount: number;
  referenceId: string;
  description: string;
  customer: { name?: string | undefined; email?: string | undefined; contact?: string | undefined };
  notify: { sms: boolean; email: boolean };
  reminderEnable: boolean;
  notes: Record<string, string>;
  callbackUrl: string | null;
  expireBy: number;
  expiredAt: number;
  cancelledAt: number;
  createdAt: number;
  updatedAt: number;
  payments: StandInPayment[];
  /** Deliveries held back to arrive after the next one (the `reorder` fault). */
  held: Delivery[];
};

/** One webhook delivery: its event id (kept on a redelivery) and the exact bytes signed. */
type Delivery = { eventId: string; event: string; raw: string };

/**
 * How deliveries misbehave. `duplicate`: which events come twice (the demo's default: each paid
 * event); `reorder`: a partially_paid event is held back and arrives after the next event of its
 * link; `drop`: no delivery at all (a lost webhook, for refresh to recover).
 */
export type DeliveryFaults = { duplicate: 'none' | 'paid' | 'all'; reorder: boolean; drop: boolean };

export const DEMO_FAULTS: DeliveryFaults = { duplicate: 'paid', reorder: false, drop: false };

/** `faults` of the pay form: `none`, or a comma list of duplicate, reorder, drop; absent: the demo's. */
export function parseFaults(value: string | undefined): DeliveryFaults {
  if (value === undefined || value.trim() === '') return DEMO_FAULTS;
  const words = new Set(value.split(',').map((word) => word.trim().toLowerCase()));
  return { duplicate: words.has('duplicate') ? 'all' : 'none', reorder: words.has('reorder'), drop: words.has('drop') };
}

export type ApiAnswer = { status: 200; body: unknown } | { status: 400 | 401; body: GatewayErrorBody };

function refusal(description: string, field?: string, status: 400 | 401 = 400): ApiAnswer {
  return {
    status,
    body: {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: status === 401 ? 'NA' : 'business',
        step: status === 401 ? 'NA' : 'payment_initiation',
        reason: status === 401 ? 'NA' : 'input_validation_failed',
        ...(field ? { field } : {}),
        metadata: {},
      },
    },
  };
}

const createSchema = z.object({
  amount: z.number().int(),
  currency: z.string().length(3).default('INR'),
  accept_partial: z.boolean().default(false),
  first_min_partial_amount: z.number().int().positive().optional(),
  reference_id: z.string().max(40).optional(),
  description: z.string().max(2048).optional(),
  customer: z.object({ name: z.string().max(100).optional(), email: z.string().max(254).optional(), contact: z.string().max(20).optional() }).optional(),
  expire_by: z.number().int().optional(),
  notify: z.object({ sms: z.boolean().optional(), email: z.boolean().optional() }).optional(),
  reminder_enable: z.boolean().optional(),
  notes: z
    .record(z.string(), z.string().max(256))
    .refine((notes) => Object.keys(notes).length <= 15, 'notes can have at most 15 keys')
    .optional(),
  callback_url: z.url().optional(),
  callback_method: z.literal('get').optional(),
  upi_link: z.boolean().optional(),
});

export type PageAction = 'pay_full' | 'pay_part' | 'fail' | 'expire';

/** What the hosted page shows after an action. */
export type PageOutcome =
  | { kind: 'paid'; amount: number; paymentId: string; redirect: string | null }
  | { kind: 'failed' }
  | { kind: 'expired' }
  | { kind: 'refused'; message: string };

/** The link as the hosted page shows it. */
export type PageLink = {
  code: string;
  status: GatewayLinkStatus;
  amount: number;
  amountPaid: number;
  currency: string;
  acceptPartial: boolean;
  description: string;
  customerName: string;
  referenceId: string;
  expireBy: Date;
  callbackOrigin: string | null;
};

export type GatewayStandInOptions = {
  config: Config;
  /** Where the app listens (its webhook is there); null before it listens. */
  origin(): string | null;
  /** A delivery that could not be made: logged, never thrown at the customer (their money is taken). */
  onDeliveryError(error: unknown): void;
};

export type GatewayStandIn = {
  create(authorization: string | undefined, body: unknown): ApiAnswer;
  fetch(authorization: string | undefined, id: string): ApiAnswer;
  list(authorization: string | undefined, referenceId: string | undefined): ApiAnswer;
  cancel(authorization: string | undefined, id: string): Promise<ApiAnswer>;
  page(code: string): PageLink | null;
  act(code: string, action: PageAction, input: { amount?: string | undefined; faults?: string | undefined }): Promise<PageOutcome>;
  /** Waits for deliveries under way, then stops (the app is closing). */
  close(): Promise<void>;
};

/** Rupees as typed on the page ("1,250.50") in paise; null when it is not an amount. */
export function paiseOfRupees(typed: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(typed.replace(/[,\s₹]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function createGatewayStandIn(options: GatewayStandInOptions): GatewayStandIn {
  const { config } = options;
  const links = new Map<string, StandInLink>();
  const byCode = new Map<string, StandInLink>();
  const inFlight = new Set<Promise<void>>();
  const expectedAuth = Buffer.from(`Basic ${Buffer.from(`${config.gateway.keyId}:${config.gateway.keySecret}`).toString('base64')}`);

  function authorized(header: string | undefined): boolean {
    if (header === undefined || config.gateway.keySecret === '') return false;
    const given = Buffer.from(header);
    return given.length === expectedAuth.length && timingSafeEqual(given, expectedAuth);
  }

  const unauthorized = () => refusal('Authentication failed', undefined, 401);

  function remember(link: StandInLink): void {
    links.set(link.id, link);
    byCode.set(link.code, link);
    for (const oldest of links.values()) {
      if (links.size <= LINK_CAP) break;
      links.delete(oldest.id);
      byCode.delete(oldest.code);
    }
  }

  function entity(link: StandInLink, withPayments: boolean) {
    return {
      accept_partial: link.acceptPartial,
      amount: link.amount,
      amount_paid: link.amountPaid,
      callback_method: link.callbackUrl ? 'get' : '',
      callback_url: link.callbackUrl ?? '',
      cancelled_at: link.cancelledAt,
      created_at: link.createdAt,
      currency: link.currency,
      customer: link.customer,
      description: link.description,
      expire_by: link.expireBy,
      expired_at: link.expiredAt,
      first_min_partial_amount: link.firstMinPartialAmount,
      id: link.id,
      notes: link.notes,
      notify: link.notify,
      order_id: link.orderId,
      reference_id: link.referenceId,
      reminder_enable: link.reminderEnable,
      reminders: [],
      short_url: `${config.publicSiteUrl}${STAND_IN_GATEWAY_PREFIX}/i/${link.code}`,
      status: link.status,
      updated_at: link.updatedAt,
      upi_link: false,
      user_id: '',
      ...(withPayments ? { payments: link.payments.length > 0 ? link.payments.map((payment) => ({ ...payment, plink_id: link.id })) : null } : {}),
    };
  }

  /** Razorpay expires a link at its expire_by; the stand-in notices when it next looks. */
  function current(link: StandInLink): StandInLink {
    if ((link.status === 'created' || link.status === 'partially_paid') && Date.now() >= link.expireBy * 1000) {
      link.status = 'expired';
      link.expiredAt = link.expireBy;
      link.updatedAt = seconds(Date.now());
      const delivery = event(link, 'payment_link.expired');
      const sending = send(link, delivery, DEMO_FAULTS).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    }
    return link;
  }

  function orderEntity(link: StandInLink) {
    return {
      id: link.orderId,
      entity: 'order',
      amount: link.amount,
      amount_paid: link.amountPaid,
      amount_due: link.amount - link.amountPaid,
      currency: link.currency,
      receipt: null,
      status: link.amountPaid >= link.amount ? 'paid' : 'attempted',
      attempts: link.payments.length,
      notes: [],
      created_at: link.createdAt,
    };
  }

  function paymentEntity(link: StandInLink, payment: StandInPayment) {
    return {
      id: payment.payment_id,
      entity: 'payment',
      amount: payment.amount,
      currency: link.currency,
      status: 'captured',
      order_id: link.orderId,
      invoice_id: null,
      international: false,
      method: payment.method,
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      description: link.description,
      vpa: 'customer@upi',
      email: link.customer.email ?? '',
      contact: link.customer.contact ?? '',
      notes: [],
      fee: 0,
      tax: 0,
      error_code: null,
      error_description: null,
      created_at: payment.created_at,
    };
  }

  /** A webhook of the link as it stands now: the bytes are fixed here, so a held one keeps its moment. */
  function event(link: StandInLink, name: string, payment?: StandInPayment): Delivery {
    const payload: Record<string, unknown> = { payment_link: { entity: entity(link, false) } };
    if (payment) {
      payload.payment = { entity: paymentEntity(link, payment) };
      payload.order = { entity: orderEntity(link) };
    }
    const contains = payment ? ['payment_link', 'order', 'payment'] : ['payment_link'];
    const raw = JSON.stringify({ entity: 'event', account_id: ACCOUNT_ID, event: name, contains, payload, created_at: seconds(Date.now()) });
    return { eventId: gatewayId('evt_'), event: name, raw };
  }

  async function deliver(delivery: Delivery): Promise<void> {
    const origin = options.origin();
    if (origin === null) throw new Error('The gateway stand-in cannot reach the app: it is not listening yet.');
    const response = await fetch(`${origin}${PAYMENT_PATHS.gatewayWebhook}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignatureOf(config.gateway.webhookSecret, delivery.raw),
        [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
      },
      body: delivery.raw,
    });
    if (!response.ok) throw new Error(`The app's webhook answered ${response.status} to ${delivery.event}.`);
  }

  /** Sends an event with the faults asked for, then whatever was held back for this link, one after another. */
  async function send(link: StandInLink, delivery: Delivery, faults: DeliveryFaults): Promise<void> {
    const queue: Delivery[] = [];
    if (faults.drop) return;
    if (faults.reorder && delivery.event === 'payment_link.partially_paid') {
      link.held.push(delivery);
      return;
    }
    const twice = faults.duplicate === 'all' || (faults.duplicate === 'paid' && delivery.event === 'payment_link.paid');
    queue.push(delivery, ...(twice ? [delivery] : []), ...link.held.splice(0));
    for (const next of queue) {
      try {
        await deliver(next);
      } catch (error) {
        options.onDeliveryError(error);
      }
    }
  }

  function pay(link: StandInLink, amount: number): StandInPayment {
    const now = seconds(Date.now());
    const payment: StandInPayment = { payment_id: gatewayId('pay_'), amount, method: 'upi', status: 'captured', created_at: now, updated_at: now };
    link.payments.push(payment);
    link.amountPaid += amount;
    link.status = link.amountPaid >= link.amount ? 'paid' : 'partially_paid';
    link.updatedAt = now;
    return payment;
  }

  return {
    create(authorization, body) {
      if (!authorized(authorization)) return unauthorized();
      const parsed = createSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') ?? '';
        return refusal(`${field ? `${field}: ` : ''}${issue?.message ?? 'The request is invalid'}`, field || undefined);
      }
      const input = parsed.data;
      if (input.amount < 100) return refusal('The amount must be atleast INR 1.00', 'amount');
      if (input.first_min_partial_amount !== undefined && !input.accept_partial) return refusal('first_min_partial_amount is not allowed when accept_partial is false', 'first_min_partial_amount');
      if (input.callback_url && input.callback_method !== 'get') return refusal('callback_method is required when callback_url is given', 'callback_method');
      const now = Date.now();
      if (input.expire_by !== undefined && input.expire_by * 1000 < now + MIN_EXPIRY_MS) return refusal('expire_by: timestamp must be atleast 15 minutes in future', 'expire_by');
      if (input.reference_id) {
        for (const link of links.values()) {
          if (link.referenceId === input.reference_id) return refusal(`Payment Link with reference_id ${input.reference_id} already exists`, 'reference_id');
        }
      }
      const created = seconds(now);
      const link: StandInLink = {
        id: gatewayId('plink_'),
        code: gatewayId('', 10),
        orderId: gatewayId('order_'),
        status: 'created',
        amount: input.amount,
        amountPaid: 0,
        currency: input.currency,
        acceptPartial: input.accept_partial,
        firstMinPartialAmount: input.first_min_partial_amount ?? 0,
        referenceId: input.reference_id ?? '',
        description: input.description ?? '',
        customer: input.customer ?? {},
        notify: { sms: input.notify?.sms ?? false, email: input.notify?.email ?? false },
        reminderEnable: input.reminder_enable ?? false,
        notes: input.notes ?? {},
        callbackUrl: input.callback_url ?? null,
        // Razorpay's default and most: six months.
        expireBy: input.expire_by ?? created + 180 * 24 * 3600,
        expiredAt: 0,
        cancelledAt: 0,
        createdAt: created,
        updatedAt: created,
        payments: [],
        held: [],
      };
      remember(link);
      return { status: 200, body: entity(link, true) };
    },

    fetch(authorization, id) {
      if (!authorized(authorization)) return unauthorized();
      const link = links.get(id);
      if (!link) return refusal('The id provided does not exist', 'id');
      return { status: 200, body: entity(current(link), true) };
    },

    list(authorization, referenceId) {
      if (!authorized(authorization)) return unauthorized();
      const found = [...links.values()].filter((link) => referenceId === undefined || link.referenceId === referenceId).reverse();
      return { status: 200, body: { payment_links: found.slice(0, 100).map((link) => entity(current(link), true)) } };
    },

    async cancel(authorization, id) {
      if (!authorized(authorization)) return unauthorized();
      const found = links.get(id);
      if (!found) return refusal('The id provided does not exist', 'id');
      const link = current(found);
      if (link.status === 'paid' || link.status === 'partially_paid') return refusal('Cannot cancel or expire an already paid/partially paid payment link');
      if (link.status === 'expired') return refusal('Cannot cancel an expired payment link');
      if (link.status === 'cancelled') return refusal('Payment link is already cancelled');
      link.status = 'cancelled';
      link.cancelledAt = seconds(Date.now());
      link.updatedAt = link.cancelledAt;
      await send(link, event(link, 'payment_link.cancelled'), { duplicate: 'none', reorder: false, drop: false });
      return { status: 200, body: entity(link, true) };
    },

    page(code) {
      const found = byCode.get(code);
      if (!found) return null;
      const link = current(found);
      let callbackOrigin: string | null = null;
      if (link.callbackUrl) callbackOrigin = new URL(link.callbackUrl).origin;
      return {
        code: link.code,
        status: link.status,
        amount: link.amount,
        amountPaid: link.amountPaid,
        currency: link.currency,
        acceptPartial: link.acceptPartial,
        description: link.description,
        customerName: link.customer.name ?? '',
        referenceId: link.referenceId,
        expireBy: new Date(link.expireBy * 1000),
        callbackOrigin,
      };
    },

    async act(code, action, input) {
      const found = byCode.get(code);
      if (!found) return { kind: 'refused', message: 'This payment link does not exist.' };
      const link = current(found);
      if (link.status !== 'created' && link.status !== 'partially_paid') return { kind: 'refused', message: `This payment link is ${link.status.replace('_', ' ')}: it cannot be paid.` };
      const faults = parseFaults(input.faults);
      if (action === 'fail') return { kind: 'failed' };
      if (action === 'expire') {
        link.status = 'expired';
        link.expiredAt = seconds(Date.now());
        link.updatedAt = link.expiredAt;
        await send(link, event(link, 'payment_link.expired'), faults);
        return { kind: 'expired' };
      }
      const left = link.amount - link.amountPaid;
      let amount = left;
      if (action === 'pay_part') {
        if (!link.acceptPartial) return { kind: 'refused', message: 'This link takes the full amount only.' };
        const typed = paiseOfRupees(input.amount ?? '');
        if (typed === null || typed <= 0) return { kind: 'refused', message: 'Enter the amount to pay in rupees, for example 1500 or 1500.50.' };
        if (typed > left) return { kind: 'refused', message: 'That is more than is left to pay on this link.' };
        if (link.payments.length === 0 && typed < link.firstMinPartialAmount) return { kind: 'refused', message: 'The first part must be at least the minimum this link asks for.' };
        amount = typed;
      }
      const payment = pay(link, amount);
      const paidInFull = link.amountPaid >= link.amount;
      await send(link, event(link, paidInFull ? 'payment_link.paid' : 'payment_link.partially_paid', payment), faults);
      let redirect: string | null = null;
      if (link.callbackUrl) {
        const target = new URL(link.callbackUrl);
        const status = paidInFull ? 'paid' : 'partially_paid';
        const fields = { linkId: link.id, referenceId: link.referenceId, status, paymentId: payment.payment_id };
        target.searchParams.set('razorpay_payment_id', payment.payment_id);
        target.searchParams.set('razorpay_payment_link_id', link.id);
        target.searchParams.set('razorpay_payment_link_reference_id', link.referenceId);
        target.searchParams.set('razorpay_payment_link_status', status);
        target.searchParams.set('razorpay_signature', callbackSignatureOf(config.gateway.keySecret, fields));
        redirect = target.href;
      }
      return { kind: 'paid', amount, paymentId: payment.payment_id, redirect };
    },

    async close() {
      // send() never rejects: a failed delivery is reported to onDeliveryError.
      for (const sending of [...inFlight]) await sending;
    },
  };
}
