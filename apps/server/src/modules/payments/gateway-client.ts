import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { Config } from '../../config.ts';

/**
 * Razorpay's Payment Links API over fetch: create, fetch, find by our reference_id, cancel, with
 * the exact bodies Razorpay documents and its answers read through Zod. The official SDK hard-codes
 * its host, so this small client is the whole of it. Outside production with no PAYMENT_GATEWAY_URL
 * the same requests go to the app's own stand-in (gateway-stand-in.*), which answers as Razorpay does.
 */

/** Where the stand-in serves Razorpay's API and hosted pages inside the app. */
export const STAND_IN_GATEWAY_PREFIX = '/__fake/razorpay';

/** The header a webhook's signature comes in, and the one that names the event (a redelivery keeps it). */
export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature';
export const WEBHOOK_EVENT_ID_HEADER = 'x-razorpay-event-id';

/** The gateway's states of a link (ours add `creating` and `failed`). */
export const GATEWAY_LINK_STATUSES = ['created', 'partially_paid', 'paid', 'expired', 'cancelled'] as const;
export type GatewayLinkStatus = (typeof GATEWAY_LINK_STATUSES)[number];

/** The link events we act on; others are recorded and ignored. */
export const LINK_EVENTS = ['payment_link.paid', 'payment_link.partially_paid', 'payment_link.expired', 'payment_link.cancelled'] as const;

const unix = z.number().int().nonnegative();
const paise = z.number().int().nonnegative();

/** A captured payment as a fetched link lists it. */
export const gatewayLinkPaymentSchema = z.object({
  payment_id: z.string().min(1),
  amount: paise,
  method: z.string(),
  status: z.string(),
  created_at: unix,
  plink_id: z.string().optional(),
  updated_at: unix.optional(),
});

/** A Payment Link entity: the answer to create, fetch and cancel, and `payload.payment_link.entity` of a webhook. */
export const gatewayLinkSchema = z.object({
  id: z.string().min(1),
  status: z.enum(GATEWAY_LINK_STATUSES),
  amount: paise,
  amount_paid: paise,
  currency: z.string(),
  accept_partial: z.boolean().optional(),
  reference_id: z.string().nullable().optional(),
  // Lenient where a webhook's copy of the entity may leave things out: its status and amounts are what count.
  short_url: z.string().default(''),
  description: z.string().nullable().optional(),
  expire_by: unix.default(0),
  expired_at: unix.optional(),
  cancelled_at: unix.optional(),
  created_at: unix.default(0),
  updated_at: unix.optional(),
  /** Captured payments only; null until paid, and absent from webhooks (the payment comes apart there). */
  payments: z.array(gatewayLinkPaymentSchema).nullable().optional(),
  notes: z.union([z.record(z.string(), z.string()), z.array(z.unknown())]).nullable().optional(),
});
export type GatewayLinkEntity = z.infer<typeof gatewayLinkSchema>;

export const gatewayLinkListSchema = z.object({ payment_links: z.array(gatewayLinkSchema) });

/** Every Razorpay API error, whatever the status. */
export const gatewayErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string().nullable().optional(),
    step: z.string().nullable().optional(),
    reason: z.string().nullable().optional(),
    field: z.string().nullable().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type GatewayErrorBody = z.infer<typeof gatewayErrorSchema>;

/** A payment entity as a webhook carries it (`payload.payment.entity`). */
export const gatewayPaymentEntitySchema = z.object({
  id: z.string().min(1),
  amount: paise,
  currency: z.string(),
  status: z.string(),
  method: z.string(),
  created_at: unix,
});

/** The envelope of every webhook. The entities are checked where they are read. */
export const webhookEnvelopeSchema = z.object({
  entity: z.literal('event'),
  event: z.string().min(1),
  contains: z.array(z.string()).optional(),
  payload: z.object({
    payment_link: z.object({ entity: z.unknown() }).optional(),
    payment: z.object({ entity: z.unknown() }).optional(),
    order: z.object({ entity: z.unknown() }).optional(),
  }),
  created_at: unix,
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;

// ---------------------------------------------------------------- what services see

/** A captured payment of a link, as any gateway reports it. */
export type CapturedPayment = { id: string; amountPaise: number; method: string; createdAt: Date };

/** A link as the gateway holds it: its state and the captured payments known from this report. */
export type GatewayLink = {
  id: string;
  status: GatewayLinkStatus;
  amountPaise: number;
  amountPaidPaise: number;
  currency: string;
  referenceId: string | null;
  /** Empty when the report left it out. */
  shortUrl: string;
  expireBy: Date;
  payments: CapturedPayment[];
};

export type CreateLinkInput = {
  amountPaise: number;
  currency: string;
  customer: { name: string; email?: string | undefined; contact?: string | undefined };
  /** Ours, at most 40 characters, unique at the gateway: asking twice makes one link. */
  referenceId: string;
  expireBy: Date;
  description: string;
  notes: Record<string, string>;
  callbackUrl?: string | undefined;
};

/**
 * What payments need of a gateway. Razorpay's Payment Links is the one we speak; another gateway
 * (Stripe, once it takes Indian businesses again) would answer the same calls.
 */
export interface PaymentGateway {
  /** Stored on each link and event (`payment_links.gateway`). */
  readonly name: string;
  createLink(input: CreateLinkInput, signal?: AbortSignal): Promise<GatewayLink>;
  fetchLink(id: string, signal?: AbortSignal): Promise<GatewayLink>;
  /** The link made with this reference_id; null for none. */
  findByReference(referenceId: string, signal?: AbortSignal): Promise<GatewayLink | null>;
  cancelLink(id: string, signal?: AbortSignal): Promise<GatewayLink>;
}

/** No answer, a 429 or a 5xx, or an answer we cannot read: trying again later may work. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/** A 4xx: the gateway refused the request, and would again. `description` is Razorpay's own words. */
export class GatewayRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly field: string | null,
  ) {
    super(description);
    this.name = 'GatewayRefusedError';
  }

  /** The reference_id was used before: a link was made for it already (an earlier try that did not hear back). */
  get referenceTaken(): boolean {
    return /reference_id/i.test(`${this.field ?? ''} ${this.description}`) && /already exists/i.test(this.description);
  }
}

export function linkOfEntity(entity: GatewayLinkEntity): GatewayLink {
  return {
    id: entity.id,
    status: entity.status,
    amountPaise: entity.amount,
    amountPaidPaise: entity.amount_paid,
    currency: entity.currency,
    referenceId: entity.reference_id || null,
    shortUrl: entity.short_url,
    expireBy: new Date(entity.expire_by * 1000),
    payments: (entity.payments ?? [])
      .filter((payment) => payment.status === 'captured')
      .map((payment) => ({ id: payment.payment_id, amountPaise: payment.amount, method: payment.method, createdAt: new Date(payment.created_at * 1000) })),
  };
}

// ---------------------------------------------------------------- signatures

/** Hex HMAC-SHA256 of the raw body with the webhook secret: what X-Razorpay-Signature carries. */
export function webhookSignatureOf(secret: string, raw: Buffer | string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

/** Whether the header is the raw body's signature; compared in constant time, before anything is parsed. */
export function webhookSignatureMatches(secret: string, raw: Buffer, header: string | undefined): boolean {
  // No secret (the gateway is off in production): nothing is signed well, or anyone could sign with the empty key.
  if (secret === '' || header === undefined || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(webhookSignatureOf(secret, raw), 'hex');
  const given = Buffer.from(header, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The signature of the callback redirect's query: HMAC-SHA256 with the key secret over `link|reference|status|payment`. */
export function callbackSignatureOf(keySecret: string, fields: { linkId: string; referenceId: string; status: string; paymentId: string }): string {
  return createHmac('sha256', keySecret).update(`${fields.linkId}|${fields.referenceId}|${fields.status}|${fields.paymentId}`).digest('hex');
}

// ---------------------------------------------------------------- Razorpay over fetch

/** One call's limit: Razorpay answers in well under a second; a stuck socket must not hold a request. */
const CALL_TIMEOUT_MS = 15_000;

type Endpoint = { baseUrl: string; keyId: string; keySecret: string };

async function call(endpoint: Endpoint, method: 'GET' | 'POST', path: string, body: unknown, signal: AbortSignal | undefined): Promise<unknown> {
  const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${endpoint.keyId}:${endpoint.keySecret}`).toString('base64')}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new GatewayUnavailableError(`The payment gateway could not be reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload;
  const refusal = gatewayErrorSchema.safeParse(payload);
  if (response.status === 429 || response.status >= 500 || !refusal.success) {
    throw new GatewayUnavailableError(`The payment gateway answered ${response.status}${refusal.success ? ` (${refusal.data.error.description})` : ''}.`);
  }
  const { code, description, field } = refusal.data.error;
  throw new GatewayRefusedError(response.status, code, description, field ?? null);
}

function readLink(payload: unknown): GatewayLink {
  const entity = gatewayLinkSchema.safeParse(payload);
  if (!entity.success) throw new GatewayUnavailableError('The payment gateway answered without a payment link we can read.');
  return linkOfEntity(entity.data);
}

/** Razorpay's Payment Links, at `baseUrl` (https://api.razorpay.com, or the stand-in). */
export function razorpayGateway(endpoint: Endpoint): PaymentGateway {
  return {
    name: 'razorpay',
    async createLink(input, signal) {
      const customer = { name: input.customer.name, ...(input.customer.email ? { email: input.customer.email } : {}), ...(input.customer.contact ? { contact: input.customer.contact } : {}) };
      const body = {
        amount: input.amountPaise,
        currency: input.currency,
        accept_partial: true,
        reference_id: input.referenceId,
        description: input.description,
        customer,
        expire_by: Math.floor(input.expireBy.getTime() / 1000),
        // We send the link ourselves (mail or WhatsApp), from our templates.
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: input.notes,
        ...(input.callbackUrl ? { callback_url: input.callbackUrl, callback_method: 'get' } : {}),
      };
      return readLink(await call(endpoint, 'POST', '/v1/payment_links', body, signal));
    },
    async fetchLink(id, signal) {
      return readLink(await call(endpoint, 'GET', `/v1/payment_links/${encodeURIComponent(id)}`, undefined, signal));
    },
    async findByReference(referenceId, signal) {
      const payload = await call(endpoint, 'GET', `/v1/payment_links?reference_id=${encodeURIComponent(referenceId)}`, undefined, signal);
      const list = gatewayLinkListSchema.safeParse(payload);
      if (!list.success) throw new GatewayUnavailableError('The payment gateway answered without a list of payment links we can read.');
      const found = list.data.payment_links.find((entity) => entity.reference_id === referenceId);
      return found ? linkOfEntity(found) : null;
    },
    async cancelLink(id, signal) {
      return readLink(await call(endpoint, 'POST', `/v1/payment_links/${encodeURIComponent(id)}/cancel`, undefined, signal));
    },
  };
}

// ---------------------------------------------------------------- where the gateway is

/** The origin the stand-in listens on, per app (by its config): known once the app listens. */
const standInOrigins = new WeakMap<Config, string>();

export function rememberGatewayStandInOrigin(config: Config, origin: string): void {
  standInOrigins.set(config, origin);
}

/** `http://host:port` of a listening server, loopback for a wildcard address; null before it listens. */
export function originOfAddress(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Whether links go to the in-app stand-in: outside production, with no PAYMENT_GATEWAY_URL. */
export function usesGatewayStandIn(config: Config): boolean {
  return config.gateway.apiUrl === null && config.env !== 'production';
}

/**
 * The gateway links are made with: the configured Razorpay, or the app's own stand-in (where the app
 * listens; a worker process, which has none, assumes the server on this host's PORT). Null in
 * production with no PAYMENT_GATEWAY_URL: payment links are off.
 */
export function gatewayOf(config: Config): PaymentGateway | null {
  const { apiUrl, keyId, keySecret } = config.gateway;
  let baseUrl: string;
  if (apiUrl !== null) baseUrl = apiUrl.replace(/\/+$/, '');
  else if (usesGatewayStandIn(config)) baseUrl = `${standInOrigins.get(config) ?? `http://127.0.0.1:${config.port}`}${STAND_IN_GATEWAY_PREFIX}`;
  else return null;
  return razorpayGateway({ baseUrl, keyId, keySecret });
}
