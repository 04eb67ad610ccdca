/**
 * Money under load, from outside the server: the gateway's webhook at a steady rate with Razorpay's
 * re-deliveries (every payment recorded exactly once), and many wallet debits against one agent at
 * once (the balance exact). The server runs in production with PAYMENT_GATEWAY_* pointing at the
 * fake Razorpay this process serves (startBenchGateway), so it verifies X-Razorpay-Signature with a
 * secret we set, and its links are made through its own API as staff make them.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { AGENT_PATHS, OVERDUE_BUCKETS, PAYMENT_PATHS, type AccountsDue, type AccountsDues, type BookingMoney, type BookingWalletResponse, type PaymentLink, type WalletEntryPage, type WalletPayResponse, type WalletSummary } from '@ua/contracts';

// ---------------------------------------------------------------- small helpers

const round = (n: number) => Math.round(n * 100) / 100;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function spread(values: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Razorpay's ids: a prefix and 14 characters of base62. */
function gatewayId(prefix: string): string {
  let id = '';
  for (const byte of randomBytes(14)) id += BASE62[byte % 62];
  return `${prefix}${id}`;
}

const unix = (ms: number) => Math.floor(ms / 1000);

type Answer = { status: number; ms: number; text: string };

/** One request over a keep-alive agent; never rejects (a network error is status 0). */
function request(agent: http.Agent, base: URL, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method, path, agent, headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, text: String(error) }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, text: String(error) }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

function parsed<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

async function api<T>(agent: http.Agent, base: URL, headers: Record<string, string>, method: string, path: string, body?: unknown): Promise<{ status: number; body: T; text: string }> {
  const answer = await request(agent, base, method, path, { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body === undefined ? undefined : JSON.stringify(body));
  // Not JSON: null, and the caller reads the status.
  return { status: answer.status, body: parsed<T>(answer.text) as T, text: answer.text };
}

async function inBatches<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
}

// ---------------------------------------------------------------- the fake Razorpay

type FakePayment = { payment_id: string; amount: number; method: 'upi'; status: 'captured'; created_at: number; updated_at: number };

type FakeLink = {
  id: string;
  orderId: string;
  status: 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';
  amount: number;
  amountPaid: number;
  currency: string;
  referenceId: string;
  description: string;
  customer: Record<string, string>;
  notes: Record<string, string>;
  expireBy: number;
  cancelledAt: number;
  createdAt: number;
  updatedAt: number;
  payments: FakePayment[];
};

/** Razorpay's Payment Links API, as far as the server calls it, served by this process. */
export type BenchGateway = {
  /** What the server's environment needs (PAYMENT_GATEWAY_URL, its keys and the webhook secret). */
  env: Record<string, string>;
  webhookSecret: string;
  /** The API calls the server made, by kind. */
  calls: Record<string, number>;
  close(): Promise<void>;
  /** Internal: the links made, by gateway id and by our reference_id. */
  readonly links: Map<string, FakeLink>;
  readonly byReference: Map<string, FakeLink>;
};

const ACCOUNT_ID = 'acc_BenchGateway01';

function linkEntity(link: FakeLink, withPayments: boolean): Record<string, unknown> {
  return {
    accept_partial: true,
    amount: link.amount,
    amount_paid: link.amountPaid,
    callback_method: '',
    callback_url: '',
    cancelled_at: link.cancelledAt,
    created_at: link.createdAt,
    currency: link.currency,
    customer: link.customer,
    description: link.description,
    expire_by: link.expireBy,
    expired_at: 0,
    first_min_partial_amount: 0,
    id: link.id,
    notes: link.notes,
    notify: { email: false, sms: false },
    order_id: link.orderId,
    reference_id: link.referenceId,
    reminder_enable: false,
    reminders: [],
    short_url: `https://rzp.io/i/${link.id.slice(6, 16)}`,
    status: link.status,
    updated_at: link.updatedAt,
    upi_link: false,
    user_id: '',
    ...(withPayments ? { payments: link.payments.length > 0 ? link.payments.map((payment) => ({ ...payment, plink_id: link.id })) : null } : {}),
  };
}

const refusal = (description: string, field?: string) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', ...(field ? { field } : {}), metadata: {} },
});

/**
 * Starts the fake Razorpay on a free loopback port. Start it before the server, and give the server
 * `gateway.env`; payment links are then made, fetched and cancelled here as at Razorpay.
 */
export async function startBenchGateway(): Promise<BenchGateway> {
  const keyId = 'rzp_test_bench0000001';
  const keySecret = randomBytes(18).toString('base64url');
  const webhookSecret = randomBytes(24).toString('base64url');
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const links = new Map<string, FakeLink>();
  const byReference = new Map<string, FakeLink>();
  const calls: Record<string, number> = {};
  const count = (kind: string) => (calls[kind] = (calls[kind] ?? 0) + 1);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      };
      if (req.headers.authorization !== expectedAuth) return answer(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA', step: 'NA', reason: 'NA', metadata: {} } });
      const url = new URL(req.url ?? '/', 'http://gateway');
      const parts = url.pathname.split('/').filter(Boolean); // v1, payment_links, id?, cancel?
      if (parts[0] !== 'v1' || parts[1] !== 'payment_links') return answer(404, refusal('The requested URL was not found on the server.'));
      const now = Date.now();
      if (req.method === 'POST' && parts.length === 2) {
        count('create');
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        } catch {
          return answer(400, refusal('The request body is not JSON.'));
        }
        const referenceId = typeof body.reference_id === 'string' ? body.reference_id : '';
        if (referenceId && byReference.has(referenceId)) return answer(400, refusal(`Payment Link with reference_id ${referenceId} already exists`, 'reference_id'));
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount < 100) return answer(400, refusal('The amount must be atleast INR 1.00', 'amount'));
        const expireBy = Number(body.expire_by ?? unix(now) + 180 * 86_400);
        if (expireBy * 1000 < now + 15 * 60_000) return answer(400, refusal('expire_by: timestamp must be atleast 15 minutes in future', 'expire_by'));
        const link: FakeLink = {
          id: gatewayId('plink_'),
          orderId: gatewayId('order_'),
          status: 'created',
          amount,
          amountPaid: 0,
          currency: typeof body.currency === 'string' ? body.currency : 'INR',
          referenceId,
          description: typeof body.description === 'string' ? body.description : '',
          customer: (body.customer ?? {}) as Record<string, string>,
          notes: (body.notes ?? {}) as Record<string, string>,
          expireBy,
          cancelledAt: 0,
          createdAt: unix(now),
          updatedAt: unix(now),
          payments: [],
        };
        links.set(link.id, link);
        if (referenceId) byReference.set(referenceId, link);
        return answer(200, linkEntity(link, true));
      }
      if (req.method === 'GET' && parts.length === 2) {
        count('list');
        const reference = url.searchParams.get('reference_id');
        const found = reference === null ? [...links.values()].slice(-100) : [byReference.get(reference)].filter((link) => link !== undefined);
        return answer(200, { payment_links: found.map((link) => linkEntity(link, true)) });
      }
      const link = links.get(decodeURIComponent(parts[2] ?? ''));
      if (!link) return answer(400, refusal('The id provided does not exist', 'id'));
      if (req.method === 'GET' && parts.length === 3) {
        count('fetch');
        return answer(200, linkEntity(link, true));
      }
      if (req.method === 'POST' && parts[3] === 'cancel') {
        count('cancel');
        if (link.status === 'paid' || link.status === 'partially_paid') return answer(400, refusal('Cannot cancel or expire an already paid/partially paid payment link'));
        if (link.status !== 'created') return answer(400, refusal(`Payment link is already ${link.status}`));
        link.status = 'cancelled';
        link.cancelledAt = unix(now);
        link.updatedAt = link.cancelledAt;
        return answer(200, linkEntity(link, true));
      }
      return answer(404, refusal('The requested URL was not found on the server.'));
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      PAYMENT_GATEWAY_URL: `http://127.0.0.1:${port}`,
      PAYMENT_GATEWAY_KEY_ID: keyId,
      PAYMENT_GATEWAY_KEY_SECRET: keySecret,
      PAYMENT_GATEWAY_WEBHOOK_SECRET: webhookSecret,
    },
    webhookSecret,
    calls,
    links,
    byReference,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------- open dues, through the accounts view

/** The open dues of one age the accounts view lists, page by page, the first 500 (as many as one answer held before the view paged). */
/** The dues of one age group the accounts view lists that `keep` takes, page after page until 500 are kept or the list ends. */
async function accountsDuesOfAge(agent: http.Agent, base: URL, headers: Record<string, string>, age: string, keep: (due: AccountsDue) => boolean): Promise<AccountsDue[]> {
  const list = age === 'not_due' ? 'upcoming' : 'overdue';
  const dues: AccountsDue[] = [];
  for (let page = 1; dues.length < 500; page += 1) {
    const answer = await api<AccountsDues>(agent, base, headers, 'GET', `${PAYMENT_PATHS.accountsDues}?age=${encodeURIComponent(age)}&page_size=100&${list}_page=${page}`);
    if (answer.status !== 200) throw new Error(`the accounts view answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    const found = answer.body[list].results;
    dues.push(...found.filter(keep));
    if (found.length < 100) break;
  }
  return dues;
}

/**
 * Open dues of running bookings the accounts view lists (at most 500 per age group), with no live link
 * and ₹100 or more open. Earlier runs leave the first pages' dues linked or paid, so the pages are read
 * on past them.
 */
async function openDuesWithoutLink(agent: http.Agent, base: URL, headers: Record<string, string>): Promise<AccountsDue[]> {
  const byId = new Map<number, AccountsDue>();
  // At least ₹100 open: each payment of its link is then at least the gateway's ₹1 however the link is shared.
  const unlinked = (due: AccountsDue) => due.link === null && due.open_paise >= 10_000;
  for (const age of ['not_due', ...OVERDUE_BUCKETS]) {
    for (const due of await accountsDuesOfAge(agent, base, headers, age, unlinked)) byId.set(due.id, due);
  }
  return [...byId.values()];
}

// ---------------------------------------------------------------- webhooks

export type WebhookOptions = {
  /** The server, e.g. http://127.0.0.1:3000, running with `gateway.env`. */
  base: string;
  gateway: BenchGateway;
  /** PostgreSQL the server uses: the check is made there. Undefined (PGlite, held by the server): through the API. */
  databaseUrl: string | undefined;
  /** An Authorization header of a staff member with payments.record (the admin). */
  adminHeaders: () => Record<string, string>;
  /** Deliveries a second (originals, re-deliveries and duplicates together), sent by the clock. */
  ratePerSecond: number;
  seconds: number;
  /** Share of deliveries that re-deliver an event sent 1 to 5 s before (same id and bytes); default 0.1. */
  redeliveryShare?: number;
  /** Share of deliveries that are a second copy sent at the same instant as the first; default 0.03. */
  duplicateShare?: number;
  /** At most this many links are made (each then takes several payments if fewer dues are open); default 2000. */
  maxLinks?: number;
  /** How long to wait, after the last answer, for the server's jobs to apply every recorded event; default 60 s. */
  applyTimeoutMs?: number;
};

/** The events recorded and answered, applied by the server's jobs: waited for, then timed from delivery to payment. */
export type AppliedResult = {
  /** From the last answer until no recorded event was left to apply (or the wait ran out), ms. */
  waitedMs: number;
  /** Events still `received` (not applied) when the wait ended. */
  pending: number;
  /** From a payment's first delivery leaving to its payment recorded (the applying transaction's start), ms; null through the API. */
  delay: { p50: number; p95: number; p99: number; max: number } | null;
  /** From the first delivery leaving to the last payment recorded, s; null through the API. */
  lastAppliedSeconds: number | null;
  /** Payments recorded a second over that span; null through the API. */
  appliedPerSecond: number | null;
};

export type WebhookResult = {
  targetRate: number;
  /** Deliveries sent a second (the schedule's own rate, unless the sender fell behind). */
  achievedRate: number;
  /** Deliveries answered 200 a second, from the first sent to the last answer of the run. */
  answeredOkPerSecond: number;
  seconds: number;
  deliveries: { total: number; originals: number; redeliveries: number; concurrentDuplicates: number };
  /** From each delivery leaving to its answer, ms. */
  latency: { p50: number; p95: number; p99: number; max: number };
  /** How late the sender left its slot (the bench process's own lag), ms. */
  sendLag: { p50: number; p99: number; max: number };
  statuses: Record<string, number>;
  /** Deliveries of the run not answered 200 (Razorpay would retry them). */
  errors: number;
  /** After the run, each event never answered 200 is sent again (same id and bytes) until it is, as Razorpay retries. */
  retries: { acknowledgedInRun: number; retried: number; rounds: number; unacknowledged: number };
  /** The recorded events applied (by the job the webhook queues). */
  applied: AppliedResult;
  links: { openDues: number; made: number; refused: number; makeSeconds: number; paymentsPerLink: { min: number; max: number }; paid: number; expectedPaid: number };
  payments: { expected: number; recorded: number; missing: number; duplicates: number; wrongAmount: number; unexpected: number };
  events: { distinct: number; recorded: number; outcomes: Record<string, number> };
  /** Refreshes the server queued because a link said more was paid than recorded (an event overtaken by a later one). */
  refreshesQueued: number | null;
  checkedIn: 'postgresql' | 'api';
  /** Every captured payment recorded once, none twice, none lost, every link paid (after the retries). */
  exactlyOnce: boolean;
  firstErrors: string[];
};

type PlannedPayment = { link: MadeLink; paymentId: string; eventId: string; amount: number; cumulative: number; seq: number; raw: string; signature: string };
type MadeLink = { id: number; bookingId: number; dueId: number; gateway: FakeLink; amount: number; payments: PlannedPayment[] };
type Delivery = { at: number; payment: PlannedPayment; kind: 'original' | 'redelivery' | 'duplicate' };

/** The bytes Razorpay posts for a payment of a link: the link as it stands after it, the order and the payment. */
function webhookBody(link: FakeLink, payment: PlannedPayment, atMs: number): string {
  const paidInFull = payment.cumulative >= link.amount;
  const seconds = unix(atMs);
  const state: FakeLink = { ...link, status: paidInFull ? 'paid' : 'partially_paid', amountPaid: payment.cumulative, updatedAt: seconds };
  const body = {
    entity: 'event',
    account_id: ACCOUNT_ID,
    event: paidInFull ? 'payment_link.paid' : 'payment_link.partially_paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: linkEntity(state, false) },
      order: {
        entity: {
          id: link.orderId,
          entity: 'order',
          amount: link.amount,
          amount_paid: payment.cumulative,
          amount_due: link.amount - payment.cumulative,
          currency: link.currency,
          receipt: null,
          status: paidInFull ? 'paid' : 'attempted',
          attempts: payment.seq,
          notes: [],
          created_at: link.createdAt,
        },
      },
      payment: {
        entity: {
          id: payment.paymentId,
          entity: 'payment',
          amount: payment.amount,
          currency: link.currency,
          status: 'captured',
          order_id: link.orderId,
          invoice_id: null,
          international: false,
          method: 'upi',
          amount_refunded: 0,
          refund_status: null,
          captured: true,
          description: link.description,
          card_id: null,
          bank: null,
          wallet: null,
          vpa: 'customer@okbank',
          email: link.customer.email ?? '',
          contact: link.customer.contact ?? '',
          notes: { booking: link.notes.booking ?? '' },
          fee: Math.round(payment.amount * 0.02),
          tax: Math.round(payment.amount * 0.0036),
          error_code: null,
          error_description: null,
          acquirer_data: { rrn: String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999)) },
          created_at: seconds,
        },
      },
    },
    created_at: seconds,
  };
  return JSON.stringify(body);
}

/**
 * Makes a payment link for open dues through the API, then posts signed `payment_link.paid` (or
 * `partially_paid`, when a link takes several payments) webhooks at `ratePerSecond` for `seconds`,
 * open-loop, with re-deliveries and simultaneous duplicates; then checks that each payment the
 * gateway captured is recorded exactly once.
 */
export async function measureWebhooks(opts: WebhookOptions): Promise<WebhookResult> {
  const base = new URL(opts.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const headers = opts.adminHeaders();
  const redeliveryShare = opts.redeliveryShare ?? 0.1;
  const duplicateShare = opts.duplicateShare ?? 0.03;
  const total = Math.round(opts.ratePerSecond * opts.seconds);
  const run = randomBytes(4).toString('hex');
  const firstErrors: string[] = [];
  const note = (message: string) => {
    if (firstErrors.length < 5) firstErrors.push(message.slice(0, 300));
  };

  // The schedule: which slots are new payments, re-deliveries of one sent 1-5 s before, or a second copy at once.
  type Slot = { kind: Delivery['kind']; original: number };
  const slots: Slot[] = [];
  let originals = 0;
  for (let slot = 0; slot < total; slot += 1) {
    const draw = Math.random();
    const earliest = slot - 5 * opts.ratePerSecond;
    const latest = slot - opts.ratePerSecond;
    const previous = slots[slot - 1];
    if (draw < redeliveryShare && latest >= 0) {
      const from = Math.max(0, Math.floor(earliest));
      const pick = slots[from + Math.floor(Math.random() * (latest - from + 1))] as Slot;
      slots.push({ kind: 'redelivery', original: pick.original });
    } else if (draw < redeliveryShare + duplicateShare && previous?.kind === 'original') {
      slots.push({ kind: 'duplicate', original: previous.original });
    } else {
      slots.push({ kind: 'original', original: originals });
      originals += 1;
    }
  }

  // Links for open dues, made through the API as staff make them: each due's link takes its share of the payments.
  const dues = (await openDuesWithoutLink(agent, base, headers)).sort((a, b) => b.open_paise - a.open_paise);
  const wanted = Math.min(dues.length, originals, opts.maxLinks ?? 2000);
  const perLinkAtMost = Math.ceil(originals / Math.max(1, wanted));
  const made: MadeLink[] = [];
  let refused = 0;
  const makeStarted = performance.now();
  await inBatches(dues.slice(0, wanted), 8, async (due) => {
    const share = Math.min(perLinkAtMost, Math.max(1, Math.floor(due.open_paise / 100)));
    const amount = Math.floor(due.open_paise / share) * share;
    const answer = await api<PaymentLink>(agent, base, headers, 'POST', PAYMENT_PATHS.linkGenerator, { due_id: due.id, amount_paise: amount, expire_in_days: 7, idempotency_key: `bench-link-${run}-${due.id}` });
    const gatewayLink = answer.status === 201 && answer.body.gateway_link_id ? opts.gateway.links.get(answer.body.gateway_link_id) : undefined;
    if (!gatewayLink) {
      refused += 1;
      note(`link for due ${due.id}: ${answer.status} ${answer.text.slice(0, 200)}`);
      return;
    }
    made.push({ id: answer.body.id, bookingId: due.booking.id, dueId: due.id, gateway: gatewayLink, amount, payments: [] });
  });
  const makeSeconds = (performance.now() - makeStarted) / 1000;
  if (made.length === 0) throw new Error(`no payment link could be made for the webhook bench (${dues.length} open dues without a link; ${firstErrors[0] ?? 'none tried'})`);

  // Each original is the next payment of a link, round robin; a link's payments split its amount.
  const t0 = Date.now() + 500;
  const atOf = (slot: number) => t0 + (slot * 1000) / opts.ratePerSecond;
  const payments: PlannedPayment[] = [];
  const slotOfOriginal: number[] = [];
  slots.forEach((slot, index) => {
    if (slot.kind === 'original') slotOfOriginal[slot.original] = index;
  });
  const counts = new Map<MadeLink, number>();
  for (let n = 0; n < originals; n += 1) {
    const link = made[n % made.length] as MadeLink;
    counts.set(link, (counts.get(link) ?? 0) + 1);
  }
  for (let n = 0; n < originals; n += 1) {
    const link = made[n % made.length] as MadeLink;
    const share = counts.get(link) ?? 1;
    const each = Math.floor(link.amount / share);
    const index = link.payments.length;
    const amount = index === share - 1 ? link.amount - each * (share - 1) : each;
    const cumulative = (link.payments.at(-1)?.cumulative ?? 0) + amount;
    const planned: PlannedPayment = { link, paymentId: gatewayId('pay_'), eventId: gatewayId('evt_'), amount, cumulative, seq: index + 1, raw: '', signature: '' };
    planned.raw = webhookBody(link.gateway, planned, atOf(slotOfOriginal[n] ?? 0));
    planned.signature = createHmac('sha256', opts.gateway.webhookSecret).update(planned.raw).digest('hex');
    link.payments.push(planned);
    payments.push(planned);
  }
  const perLink = made.map((link) => link.payments.length);

  // Open loop: each delivery leaves at its slot, whatever the answers before it are doing.
  const latencies: number[] = [];
  const lags: number[] = [];
  const statuses: Record<string, number> = {};
  const acknowledged = new Uint8Array(payments.length);
  /** When each payment's first delivery (its original) left, ms since the epoch. */
  const firstDelivered = new Float64Array(payments.length);
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  let firstSent = 0;
  let lastSent = 0;
  let lastAnswer = 0;
  const post = (index: number, kind: string): Promise<Answer> => {
    const payment = payments[index] as PlannedPayment;
    const hookHeaders = { 'content-type': 'application/json', 'user-agent': 'Razorpay-Webhook/v1', 'X-Razorpay-Signature': payment.signature, 'X-Razorpay-Event-Id': payment.eventId };
    return request(agent, base, 'POST', PAYMENT_PATHS.gatewayWebhook, hookHeaders, payment.raw).then((answer) => {
      if (answer.status === 200) acknowledged[index] = 1;
      else note(`webhook ${kind} ${payment.eventId}: ${answer.status} ${answer.text.slice(0, 200)}`);
      return answer;
    });
  };
  const deliver = (slot: Slot, at: number) => {
    const payment = payments[slot.original] as PlannedPayment;
    if (slot.kind === 'original') {
      // The customer paid now: the gateway's own record has the payment from this moment.
      const link = payment.link.gateway;
      const now = unix(Date.now());
      link.payments.push({ payment_id: payment.paymentId, amount: payment.amount, method: 'upi', status: 'captured', created_at: now, updated_at: now });
      link.amountPaid = payment.cumulative;
      link.status = payment.cumulative >= link.amount ? 'paid' : 'partially_paid';
      link.updatedAt = now;
    }
    const sentAt = Date.now();
    if (firstDelivered[slot.original] === 0) firstDelivered[slot.original] = sentAt;
    if (firstSent === 0) firstSent = sentAt;
    lastSent = sentAt;
    lags.push(sentAt - at);
    inFlight.push(
      post(slot.original, slot.kind).then((answer) => {
        lastAnswer = Date.now();
        latencies.push(answer.ms);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status !== 200) errors += 1;
      }),
    );
  };
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = Date.now();
      while (next < slots.length && atOf(next) <= now) {
        deliver(slots[next] as Slot, atOf(next));
        next += 1;
      }
      if (next >= slots.length) return resolve();
      setTimeout(tick, Math.max(0, Math.min(5, atOf(next) - Date.now())));
    };
    setTimeout(tick, Math.max(0, t0 - Date.now()));
  });
  await Promise.all(inFlight);
  const acknowledgedInRun = acknowledged.reduce((sum, bit) => sum + bit, 0);

  // Razorpay retries what was not answered 2xx: so do we, a few at a time, until each is acknowledged.
  let retried = 0;
  let rounds = 0;
  for (; rounds < 10; rounds += 1) {
    const left = payments.flatMap((_, index) => (acknowledged[index] ? [] : [index]));
    if (left.length === 0) break;
    if (rounds > 0) await new Promise((resolve) => setTimeout(resolve, 1000 * rounds));
    retried += left.length;
    await inBatches(left, 16, async (index) => {
      await post(index, 'retry');
    });
  }
  agent.destroy();
  const unacknowledged = payments.length - acknowledged.reduce((sum, bit) => sum + bit, 0);

  const timeoutMs = opts.applyTimeoutMs ?? 60_000;
  const applied = opts.databaseUrl
    ? await appliedInDatabase(opts.databaseUrl, payments, firstDelivered, firstSent, timeoutMs)
    : await appliedThroughApi(() => checkThroughApi(opts.base, headers, made, payments), timeoutMs);
  const checked = opts.databaseUrl ? await checkInDatabase(opts.databaseUrl, made, payments) : await checkThroughApi(opts.base, headers, made, payments);
  const sentSeconds = Math.max(0.001, (lastSent - firstSent) / 1000);
  const lag = spread(lags);
  const redeliveries = slots.filter((slot) => slot.kind === 'redelivery').length;
  const duplicates = slots.filter((slot) => slot.kind === 'duplicate').length;
  return {
    targetRate: opts.ratePerSecond,
    // Slots are evenly spaced: n deliveries span n-1 gaps.
    achievedRate: Math.round((total - 1) / sentSeconds),
    answeredOkPerSecond: Math.round((statuses[200] ?? 0) / Math.max(0.001, (lastAnswer - firstSent) / 1000)),
    seconds: round(sentSeconds),
    deliveries: { total, originals, redeliveries, concurrentDuplicates: duplicates },
    latency: spread(latencies),
    sendLag: { p50: lag.p50, p99: lag.p99, max: lag.max },
    statuses,
    errors,
    retries: { acknowledgedInRun, retried, rounds, unacknowledged },
    applied,
    links: { openDues: dues.length, made: made.length, refused, makeSeconds: round(makeSeconds), paymentsPerLink: { min: Math.min(...perLink), max: Math.max(...perLink) }, paid: checked.linksPaid, expectedPaid: made.length },
    payments: { expected: payments.length, recorded: checked.recorded, missing: checked.missing, duplicates: checked.duplicates, wrongAmount: checked.wrongAmount, unexpected: checked.unexpected },
    events: { distinct: payments.length, recorded: checked.eventsRecorded, outcomes: checked.outcomes },
    refreshesQueued: checked.refreshesQueued,
    checkedIn: opts.databaseUrl ? 'postgresql' : 'api',
    exactlyOnce: unacknowledged === 0 && applied.pending === 0 && checked.missing === 0 && checked.duplicates === 0 && checked.wrongAmount === 0 && checked.unexpected === 0 && checked.linksPaid === made.length,
    firstErrors,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits, up to `timeoutMs`, until none of the run's events is left `received` (each answered 200 is
 * recorded, and its job applies it), then times each payment from its first delivery to its record.
 */
async function appliedInDatabase(databaseUrl: string, payments: PlannedPayment[], firstDelivered: Float64Array, firstSent: number, timeoutMs: number): Promise<AppliedResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const eventIds = payments.map((payment) => payment.eventId);
    const started = Date.now();
    let pending = 0;
    for (;;) {
      const [row] = (await client.query<{ pending: number }>(`select count(*)::int pending from gateway_events where event_id = any($1::text[]) and outcome = 'received'`, [eventIds])).rows;
      pending = row?.pending ?? 0;
      if (pending === 0 || Date.now() - started >= timeoutMs) break;
      await pause(200);
    }
    const waitedMs = Date.now() - started;
    const recorded = await client.query<{ id: string; at: number }>(
      `select gateway_payment_id id, min(extract(epoch from created_at) * 1000)::float8 at from payments where gateway_payment_id = any($1::text[]) and kind = 'payment' group by 1`,
      [payments.map((payment) => payment.paymentId)],
    );
    const at = new Map(recorded.rows.map((row) => [row.id, Number(row.at)]));
    const delays: number[] = [];
    let last = 0;
    payments.forEach((payment, index) => {
      const when = at.get(payment.paymentId);
      if (when === undefined) return;
      delays.push(Math.max(0, when - (firstDelivered[index] ?? 0)));
      last = Math.max(last, when);
    });
    const span = Math.max(0.001, (last - firstSent) / 1000);
    return { waitedMs, pending, delay: delays.length > 0 ? spread(delays) : null, lastAppliedSeconds: last > 0 ? round(span) : null, appliedPerSecond: last > 0 ? Math.round(delays.length / span) : null };
  } finally {
    await client.end();
  }
}

/** Through the API (the embedded database is the server's): waits until every payment is on its booking, or the wait runs out. */
async function appliedThroughApi(check: () => Promise<Checked>, timeoutMs: number): Promise<AppliedResult> {
  const started = Date.now();
  let missing = (await check()).missing;
  while (missing > 0 && Date.now() - started < timeoutMs) {
    await pause(1000);
    missing = (await check()).missing;
  }
  return { waitedMs: Date.now() - started, pending: missing, delay: null, lastAppliedSeconds: null, appliedPerSecond: null };
}

type Checked = {
  recorded: number;
  missing: number;
  duplicates: number;
  wrongAmount: number;
  unexpected: number;
  linksPaid: number;
  eventsRecorded: number;
  outcomes: Record<string, number>;
  refreshesQueued: number | null;
};

/** Counts, in PostgreSQL, the payments of each captured payment id and of each link, the links' states and the events recorded. */
async function checkInDatabase(databaseUrl: string, made: MadeLink[], payments: PlannedPayment[]): Promise<Checked> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = payments.map((payment) => payment.paymentId);
    const byPayment = await client.query<{ id: string; n: number; amount: string; link_id: number | null }>(
      `select gateway_payment_id id, count(*)::int n, sum(amount_paise)::text amount, min(link_id) link_id from payments where gateway_payment_id = any($1::text[]) and kind = 'payment' group by 1`,
      [ids],
    );
    const found = new Map(byPayment.rows.map((row) => [row.id, row]));
    let duplicates = 0;
    let wrongAmount = 0;
    for (const payment of payments) {
      const row = found.get(payment.paymentId);
      if (!row) continue;
      if (row.n > 1) duplicates += row.n - 1;
      if (Number(row.amount) !== payment.amount * row.n || row.link_id !== payment.link.id) wrongAmount += 1;
    }
    const linkIds = made.map((link) => link.id);
    const others = await client.query<{ n: number }>(`select count(*)::int n from payments where link_id = any($1::int[]) and not (gateway_payment_id = any($2::text[]))`, [linkIds, ids]);
    const links = await client.query<{ n: number }>(`select count(*)::int n from payment_links where id = any($1::int[]) and status = 'paid'`, [linkIds]);
    const events = await client.query<{ outcome: string; n: number }>(`select outcome, count(*)::int n from gateway_events where event_id = any($1::text[]) group by 1`, [payments.map((payment) => payment.eventId)]);
    const refreshes = await client.query<{ n: number }>(`select count(*)::int n from jobs where name = 'payments.link-refresh' and idempotency_key like 'payments.link-refresh:%:paid-%' and (payload->>'linkId')::int = any($1::int[])`, [linkIds]);
    const outcomes = Object.fromEntries(events.rows.map((row) => [row.outcome, row.n]));
    return {
      recorded: byPayment.rows.reduce((sum, row) => sum + row.n, 0),
      missing: payments.length - found.size,
      duplicates,
      wrongAmount,
      unexpected: others.rows[0]?.n ?? 0,
      linksPaid: links.rows[0]?.n ?? 0,
      eventsRecorded: events.rows.reduce((sum, row) => sum + row.n, 0),
      outcomes,
      refreshesQueued: refreshes.rows[0]?.n ?? 0,
    };
  } finally {
    await client.end();
  }
}

/** The same count through each booking's money (due-payment-data), for the embedded database the server holds. */
async function checkThroughApi(baseUrl: string, headers: Record<string, string>, made: MadeLink[], payments: PlannedPayment[]): Promise<Checked> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const expected = new Map(payments.map((payment) => [payment.paymentId, payment]));
  const ours = new Set(made.map((link) => link.id));
  const seen = new Map<string, number>();
  let wrongAmount = 0;
  let unexpected = 0;
  let linksPaid = 0;
  const bookings = [...new Set(made.map((link) => link.bookingId))];
  await inBatches(bookings, 8, async (bookingId) => {
    const answer = await api<BookingMoney>(agent, base, headers, 'GET', PAYMENT_PATHS.duePaymentData(bookingId));
    if (answer.status !== 200) throw new Error(`due-payment-data of booking ${bookingId} answered ${answer.status}`);
    for (const payment of answer.body.payments) {
      if (payment.kind !== 'payment' || payment.link_id === null || !ours.has(payment.link_id)) continue;
      const planned = payment.gateway_payment_id ? expected.get(payment.gateway_payment_id) : undefined;
      if (!planned || !payment.gateway_payment_id) {
        unexpected += 1;
        continue;
      }
      seen.set(payment.gateway_payment_id, (seen.get(payment.gateway_payment_id) ?? 0) + 1);
      if (payment.amount_paise !== planned.amount || payment.link_id !== planned.link.id) wrongAmount += 1;
    }
    linksPaid += answer.body.links.filter((link) => ours.has(link.id) && link.status === 'paid').length;
  });
  agent.destroy();
  const recorded = [...seen.values()].reduce((sum, n) => sum + n, 0);
  return {
    recorded,
    missing: payments.length - seen.size,
    duplicates: recorded - seen.size,
    wrongAmount,
    unexpected,
    linksPaid,
    // The events' record is not in the API: each payment recorded once stands for its event.
    eventsRecorded: seen.size,
    outcomes: {},
    refreshesQueued: null,
  };
}

// ---------------------------------------------------------------- wallet debits

export type WalletDebitOptions = {
  base: string;
  databaseUrl: string | undefined;
  adminHeaders: () => Record<string, string>;
  /** Debits fired at once; default 200. */
  debits?: number;
  /** How many of them the wallet is set to afford (the rest must be refused, 409); default three quarters. */
  affordable?: number;
};

export type WalletDebitResult = {
  agent: { id: number; name: string; bookings: number };
  debits: number;
  amountPaise: number;
  /** All fired at once: from the first leaving to the last answer, ms. */
  totalMs: number;
  latency: { p50: number; p95: number; p99: number; max: number };
  successes: number;
  refusals: number;
  /** Refusals answered 409 wallet.insufficient_funds. */
  cleanRefusals: number;
  otherAnswers: Record<string, number>;
  expectedSuccesses: number;
  balance: { before: number; after: number; expectedAfter: number; creditLimit: number; exact: boolean };
  ledger: { consistent: boolean; entries: number; lowestBalanceAfter: number; paymentsRecorded: number; refusedLeftNothing: boolean; detail: string };
  checkedIn: 'postgresql' | 'api';
  ok: boolean;
  firstErrors: string[];
};

type AgentBookings = { agentId: number; name: string; bookings: Array<{ id: number; open: number }>; open: number };

/** An active agent whose bookings (in rupees, running) have the most money still open, from the accounts view. */
async function agentWithOpenDues(agent: http.Agent, base: URL, headers: Record<string, string>): Promise<AgentBookings | null> {
  const byBooking = new Map<number, number>();
  for (const age of ['not_due', ...OVERDUE_BUCKETS]) {
    for (const due of await accountsDuesOfAge(agent, base, headers, age, () => true)) {
      if (due.booking.currency === 'INR') byBooking.set(due.booking.id, (byBooking.get(due.booking.id) ?? 0) + due.open_paise);
    }
  }
  const bookings = [...byBooking.entries()].sort((a, b) => b[1] - a[1]).slice(0, 400);
  const agents = new Map<number, AgentBookings>();
  await inBatches(bookings, 8, async ([bookingId, open]) => {
    const answer = await api<BookingWalletResponse>(agent, base, headers, 'GET', AGENT_PATHS.bookingWallet(bookingId));
    const owner = answer.status === 200 ? answer.body.agent : null;
    if (!owner || owner.status !== 'active') return;
    const entry = agents.get(owner.id) ?? { agentId: owner.id, name: owner.agency_name, bookings: [], open: 0 };
    entry.bookings.push({ id: bookingId, open });
    entry.open += open;
    agents.set(owner.id, entry);
  });
  return [...agents.values()].sort((a, b) => b.open - a.open)[0] ?? null;
}

/**
 * Sets one active agent's wallet to afford exactly `affordable` debits of one amount (an adjustment
 * through the API), fires `debits` wallet payments for its bookings at once, and checks the balance
 * and the ledger: the balance fell by exactly the debits that succeeded, the running balances add
 * up and never pass the credit limit, each success left one payment and each refusal nothing.
 */
export async function measureWalletDebits(opts: WalletDebitOptions): Promise<WalletDebitResult> {
  const base = new URL(opts.base);
  const debits = opts.debits ?? 200;
  const affordable = opts.affordable ?? Math.floor(debits * 0.75);
  const headers = opts.adminHeaders();
  const setup = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const run = randomBytes(4).toString('hex');
  const firstErrors: string[] = [];

  const chosen = await agentWithOpenDues(setup, base, headers);
  if (!chosen) throw new Error('no active agent has bookings with money open for the wallet bench');
  // One amount for all: at most ₹500, and small enough that the debits fit the bookings' open dues.
  let amount = Math.min(50_000, Math.floor(chosen.open / debits));
  const fits = (each: number) => chosen.bookings.reduce((sum, booking) => sum + Math.floor(booking.open / each), 0) >= debits;
  while (amount >= 100 && !fits(amount)) amount = Math.floor(amount * 0.9);
  if (amount < 100) throw new Error(`${chosen.name}'s bookings have too little open (${chosen.open} paise) for ${debits} wallet debits`);
  // Round robin over the agent's bookings, each taking no more than its open dues: one wallet, many bookings.
  const targets: number[] = [];
  const room = new Map(chosen.bookings.map((booking) => [booking.id, Math.floor(booking.open / amount)]));
  while (targets.length < debits) {
    for (const [bookingId, left] of room) {
      if (left <= 0 || targets.length >= debits) continue;
      targets.push(bookingId);
      room.set(bookingId, left - 1);
    }
  }

  // A known balance: an adjustment leaves exactly `affordable` debits available (balance + credit limit).
  const walletPath = AGENT_PATHS.wallet(chosen.agentId);
  const before = await api<WalletSummary>(setup, base, headers, 'GET', walletPath);
  if (before.status !== 200) throw new Error(`the wallet of agent ${chosen.agentId} answered ${before.status}`);
  const shift = affordable * amount - before.body.available_paise;
  if (shift !== 0) {
    const adjusted = await api(setup, base, headers, 'POST', AGENT_PATHS.walletAdjust(chosen.agentId), {
      amount_paise: shift,
      reason: 'Benchmark: a known balance before the concurrent debits',
      reference: `bench-${run}`,
      idempotency_key: `bench-wallet-adjust-${run}`,
    });
    if (adjusted.status !== 201 && adjusted.status !== 200) throw new Error(`the wallet adjustment answered ${adjusted.status}: ${adjusted.text.slice(0, 200)}`);
  }
  const start = await api<WalletSummary>(setup, base, headers, 'GET', walletPath);
  const lastEntryBefore = await api<WalletEntryPage>(setup, base, headers, 'GET', `${AGENT_PATHS.walletEntries(chosen.agentId)}?page_size=1`);
  const startEntryId = lastEntryBefore.body.results[0]?.id ?? 0;
  setup.destroy();

  // All at once, each on its own connection.
  const fire = new http.Agent({ keepAlive: true, maxSockets: debits });
  const keys = targets.map((_, n) => `bench-debit-${run}-${n}`);
  const started = performance.now();
  const answers = await Promise.all(
    targets.map((bookingId, n) =>
      request(fire, base, 'POST', AGENT_PATHS.walletPay(chosen.agentId), { 'content-type': 'application/json', ...headers }, JSON.stringify({ booking_id: bookingId, amount_paise: amount, idempotency_key: keys[n] })),
    ),
  );
  const totalMs = performance.now() - started;
  fire.destroy();

  let successes = 0;
  let refusals = 0;
  let cleanRefusals = 0;
  const otherAnswers: Record<string, number> = {};
  const succeeded: string[] = [];
  const refusedKeys: string[] = [];
  const paymentIds = new Set<number>();
  answers.forEach((answer, n) => {
    if (answer.status === 201) {
      successes += 1;
      succeeded.push(keys[n] as string);
      const paid = parsed<WalletPayResponse>(answer.text)?.payment.id;
      if (paid !== undefined) paymentIds.add(paid);
    } else if (answer.status === 409) {
      refusals += 1;
      refusedKeys.push(keys[n] as string);
      const code = parsed<{ code?: string }>(answer.text)?.code;
      if (code === 'wallet.insufficient_funds') cleanRefusals += 1;
      else if (firstErrors.length < 5) firstErrors.push(`409 ${answer.text.slice(0, 200)}`);
    } else {
      otherAnswers[answer.status] = (otherAnswers[answer.status] ?? 0) + 1;
      if (firstErrors.length < 5) firstErrors.push(`${answer.status} ${answer.text.slice(0, 200)}`);
    }
  });

  const check = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const end = await api<WalletSummary>(check, base, headers, 'GET', walletPath);
  const beforeBalance = start.body.balance_paise;
  const expectedAfter = beforeBalance - successes * amount;
  const ledger = opts.databaseUrl
    ? await ledgerInDatabase(opts.databaseUrl, chosen.agentId, startEntryId, succeeded, refusedKeys, amount, start.body.credit_limit_paise)
    : await ledgerThroughApi(check, base, headers, chosen.agentId, startEntryId, successes, amount, start.body.credit_limit_paise, end.body.balance_paise);
  check.destroy();
  const exact = end.body.balance_paise === expectedAfter;
  return {
    agent: { id: chosen.agentId, name: chosen.name, bookings: new Set(targets).size },
    debits,
    amountPaise: amount,
    totalMs: round(totalMs),
    latency: spread(answers.map((answer) => answer.ms)),
    successes,
    refusals,
    cleanRefusals,
    otherAnswers,
    expectedSuccesses: affordable,
    balance: { before: beforeBalance, after: end.body.balance_paise, expectedAfter, creditLimit: start.body.credit_limit_paise, exact },
    ledger,
    checkedIn: opts.databaseUrl ? 'postgresql' : 'api',
    ok: exact && ledger.consistent && successes === affordable && cleanRefusals === debits - affordable && paymentIds.size === successes,
    firstErrors,
  };
}

type LedgerCheck = WalletDebitResult['ledger'];

async function ledgerInDatabase(databaseUrl: string, agentId: number, startEntryId: number, succeeded: string[], refused: string[], amount: number, creditLimit: number): Promise<LedgerCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: [sums] = [] } = await client.query<{ ledger: string; balance: string }>(
      `select (select coalesce(sum(amount_paise), 0) from wallet_entries where agent_id = $1)::text ledger, (select wallet_balance_paise from agents where id = $1)::text balance`,
      [agentId],
    );
    // Running balances in ledger order over the run's entries: each the one before plus its amount, none past the limit.
    const { rows: [running] = [] } = await client.query<{ entries: number; lowest: string | null; debits: number; wrong: number }>(
      `with ledger as (
         select id, amount_paise, idempotency_key, payment_id, type, sum(amount_paise) over (order by id) balance_after
         from wallet_entries where agent_id = $1
       )
       select count(*)::int entries, min(balance_after)::text lowest,
              count(*) filter (where idempotency_key = any($3::text[]))::int debits,
              count(*) filter (where idempotency_key = any($3::text[]) and (type <> 'booking_payment' or amount_paise <> -$4::bigint or payment_id is null))::int wrong
       from ledger where id > $2`,
      [agentId, startEntryId, succeeded, amount],
    );
    const { rows: [paid] = [] } = await client.query<{ n: number; refused: number }>(
      `select count(*) filter (where idempotency_key = any($1::text[]) and method = 'wallet' and amount_paise = $3::bigint)::int n,
              count(*) filter (where idempotency_key = any($2::text[]))::int refused
       from payments where idempotency_key = any($1::text[] || $2::text[])`,
      [succeeded.map((key) => `wallet:${key}`), refused.map((key) => `wallet:${key}`), amount],
    );
    const { rows: [refusedEntries] = [] } = await client.query<{ n: number }>(`select count(*)::int n from wallet_entries where idempotency_key = any($1::text[])`, [refused]);
    const lowest = Number(running?.lowest ?? sums?.balance ?? 0);
    const sumMatches = sums?.ledger === sums?.balance;
    const refusedLeftNothing = (paid?.refused ?? 0) === 0 && (refusedEntries?.n ?? 0) === 0;
    const consistent = sumMatches && (running?.debits ?? -1) === succeeded.length && (running?.wrong ?? 1) === 0 && (paid?.n ?? -1) === succeeded.length && refusedLeftNothing && lowest >= -creditLimit;
    return {
      consistent,
      entries: running?.entries ?? 0,
      lowestBalanceAfter: lowest,
      paymentsRecorded: paid?.n ?? 0,
      refusedLeftNothing,
      detail: `ledger sum ${sums?.ledger} vs balance ${sums?.balance}; ${running?.debits} debit entries for ${succeeded.length} successes, ${running?.wrong} malformed; ${paid?.n} wallet payments; lowest running balance ${lowest} (floor ${-creditLimit})`,
    };
  } finally {
    await client.end();
  }
}

async function ledgerThroughApi(agent: http.Agent, base: URL, headers: Record<string, string>, agentId: number, startEntryId: number, successes: number, amount: number, creditLimit: number, balance: number): Promise<LedgerCheck> {
  // Newest first, a page at a time, back to the entry before the run.
  const entries: WalletEntryPage['results'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api<WalletEntryPage>(agent, base, headers, 'GET', `${AGENT_PATHS.walletEntries(agentId)}?page=${page}&page_size=100`);
    if (answer.status !== 200) throw new Error(`the wallet entries answered ${answer.status}`);
    const rows = answer.body.results;
    entries.push(...rows.filter((entry) => entry.id > startEntryId));
    if (rows.length < 100 || rows.some((entry) => entry.id <= startEntryId)) break;
  }
  entries.sort((a, b) => a.id - b.id);
  let chained = true;
  for (let n = 1; n < entries.length; n += 1) {
    const entry = entries[n] as (typeof entries)[number];
    if (entry.balance_after_paise !== (entries[n - 1]?.balance_after_paise ?? 0) + entry.amount_paise) chained = false;
  }
  const debitEntries = entries.filter((entry) => entry.type === 'booking_payment' && entry.amount_paise === -amount && entry.payment !== null);
  const lowest = Math.min(...entries.map((entry) => entry.balance_after_paise), balance);
  const lastMatches = (entries.at(-1)?.balance_after_paise ?? balance) === balance;
  const payments = new Set(debitEntries.map((entry) => entry.payment?.id));
  const consistent = chained && lastMatches && debitEntries.length === successes && payments.size === successes && lowest >= -creditLimit;
  return {
    consistent,
    entries: entries.length,
    lowestBalanceAfter: lowest,
    paymentsRecorded: payments.size,
    // Through the API a refused debit shows as no entry beyond the successes' own.
    refusedLeftNothing: entries.length === successes,
    detail: `${entries.length} entries since the run, running balances ${chained ? 'chain' : 'do NOT chain'}, last ${lastMatches ? 'equals' : 'differs from'} the balance; lowest ${lowest} (floor ${-creditLimit})`,
  };
}
