import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { MESSAGING_PATHS, caughtMailPageSchema, caughtMailSchema, messagePageSchema, messageSchema, messageTemplateListSchema, type Message } from '@ua/contracts';
import { bearer, createTestContext, rowCounts, testConfig, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { makeSupplier } from '../../../test/fixtures/catalogue.ts';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { createJobRunner } from '../../core/jobs/runner.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { devCaughtMails, messages } from '../../db/schema/messaging.ts';
import { AppError } from '../../lib/errors.ts';
import { auditOf } from '../catalogue/catalogue.test-helpers.ts';
import { mailJobs } from './mail.jobs.ts';
import { sendMailMessage } from './mail.service.ts';
import { makeCustomerTrip } from './messaging.test-helpers.ts';
import { catcherOf } from './smtp-catcher.ts';

/**
 * Mail end to end: sent through the routes, queued in the outbox, carried by the job over real SMTP to
 * the app's own catcher (started with the app, as outside production with no SMTP_URL), and read back
 * from the mailbox. Failures come from SMTP servers scripted here to refuse.
 */

const CUSTOMER = 'श्री राहुल शर्मा';
const CUSTOMER_EMAIL = 'rahul.sharma@example.in';
const linkParameters = { customer_name: CUSTOMER, trip_title: 'Kerala for ₹45,000', link_url: 'https://trips.example.in/trip/abc/', expires_on: '30 June 2026' };

let ctx: TestContext;
let sender: Caller;
let senderId: number;
let senderEmail: string;
let tripId: number;
let noEmailTripId: number;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty', env: { NODE_ENV: 'development', JOBS_IN_PROCESS: 'false', SMTP_CATCHER_PORT: '0' } });
});
afterAll(async () => ctx.close());

beforeEach(async () => {
  await ctx.reset();
  const db = ctx.database.db;
  const person = await makeStaff(db, { firstName: 'Ravi', lastName: 'Kumar', labels: ['messaging.send', 'itineraries.view', 'suppliers.view'] });
  senderId = person.id;
  senderEmail = person.email;
  sender = ctx.as(person.id);
  tripId = (await makeCustomerTrip(db, { ownerId: person.id, customerName: CUSTOMER, customerEmail: CUSTOMER_EMAIL })).id;
  noEmailTripId = (await makeCustomerTrip(db, { ownerId: person.id, customerPhone: '+919812345678' })).id;
});

/** The job runner a deployment runs, over this app's config; no waiting between tries. */
const runnerFor = (config: Config) => createJobRunner({ db: ctx.database.db, definitions: mailJobs(config), backoff: { baseMs: 0, capMs: 0 } });

async function sendLink(body: Record<string, unknown> = {}): Promise<Message> {
  const res = await sender.post(MESSAGING_PATHS.mailMessageAction, { record_type: 'itinerary', record_id: tripId, template: 'itinerary_link', parameters: linkParameters, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return messageSchema.parse(res.json());
}

async function message(id: number): Promise<Message> {
  const res = await sender.get(MESSAGING_PATHS.message(id));
  expect(res.statusCode, res.body).toBe(200);
  return messageSchema.parse(res.json());
}

type ScriptedServer = { url: string; received: number; close(): Promise<void> };

/** An SMTP server that refuses as told: `refuse(n)` answers the n-th mail (1-based) with an error, or null to take it. */
async function scriptedSmtpServer(stage: 'rcpt' | 'data', refuse: (n: number) => { code: number; text: string } | null): Promise<ScriptedServer> {
  let attempts = 0;
  const state = { received: 0 };
  const refusal = () => {
    attempts += 1;
    const answer = refuse(attempts);
    return answer ? Object.assign(new Error(answer.text), { responseCode: answer.code }) : null;
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 500,
    onRcptTo(_address, _session, callback) {
      callback(stage === 'rcpt' ? (refusal() ?? undefined) : undefined);
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        const error = stage === 'data' ? refusal() : null;
        if (!error) state.received += 1;
        callback(error ?? undefined);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether something answers on the port: the catcher's SMTP greeting, or a refused connection. */
function greeting(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('data', (data) => {
      socket.end();
      resolve(data.toString());
    });
    socket.once('error', () => resolve(null));
  });
}

describe('the SMTP round trip', () => {
  it('queues the mail, and the job carries it over SMTP to the catcher with ₹, Devanagari and its Message-ID', async () => {
    const queued = await sendLink();
    expect(queued).toMatchObject({ channel: 'email', direction: 'out', status: 'queued', record_type: 'itinerary', record_id: tripId, party: 'customer', to_address: CUSTOMER_EMAIL, template: 'itinerary_link', subject: 'Your itinerary: Kerala for ₹45,000', sent_by: { id: senderId, name: 'Ravi Kumar' } });
    expect(queued.body_text).toContain(`Dear ${CUSTOMER},`);
    expect(await ctx.database.db.select().from(devCaughtMails)).toHaveLength(0);

    expect(await runnerFor(ctx.config).drain()).toBe(1);

    const [caught, ...others] = await ctx.database.db.select().from(devCaughtMails);
    expect(others).toHaveLength(0);
    expect(caught).toMatchObject({ messageId: `<message-${queued.id}@ua-internal.local>`, toAddresses: [CUSTOMER_EMAIL], subject: 'Your itinerary: Kerala for ₹45,000' });
    expect(caught?.fromAddress).toContain('trips@ua-internal.local');
    expect(caught?.text).toContain(`Dear ${CUSTOMER},`);
    expect(caught?.text).toContain('https://trips.example.in/trip/abc/');
    expect(caught?.html).toContain(`Dear ${CUSTOMER},`);
    expect(caught?.html).toContain('<strong>Kerala for ₹45,000</strong>');

    const sent = await message(queued.id);
    expect(sent.status).toBe('sent');
    expect(sent.history.map((event) => event.status)).toEqual(['queued', 'sent']);
    const [row] = await ctx.database.db.select({ providerId: messages.providerId }).from(messages).where(eq(messages.id, queued.id));
    expect(row?.providerId).toBe(caught?.messageId);

    const [audit] = await auditOf(ctx, 'message', queued.id);
    expect(audit).toMatchObject({ action: 'send', actorId: senderId, after: { channel: 'email', template: 'itinerary_link', to_address: CUSTOMER_EMAIL, record_id: tripId } });
  });

  it('shows the caught mail in the mailbox: newest first with a preview, then whole', async () => {
    // Each caught before the next is sent: drained together, the two may reach the catcher in either order.
    const first = await sendLink();
    await runnerFor(ctx.config).drain();
    await sendLink({ template: 'itinerary_followup', parameters: { customer_name: CUSTOMER, trip_title: 'Kerala', staff_name: 'Ravi Kumar' } });
    await runnerFor(ctx.config).drain();

    const list = await sender.get(`${MESSAGING_PATHS.devMailbox}?page_size=1`);
    expect(list.statusCode, list.body).toBe(200);
    const page = caughtMailPageSchema.parse(list.json());
    expect(page.count).toBe(2);
    expect(page.next).not.toBeNull();
    expect(page.results[0]?.subject).toBe('Any thoughts on Kerala?');
    expect(page.results[0]?.preview.length).toBe(140);
    expect(page.results[0]?.preview.startsWith(`Dear ${CUSTOMER},`)).toBe(true);

    const older = caughtMailPageSchema.parse((await sender.get(`${MESSAGING_PATHS.devMailbox}?page=2&page_size=1`)).json()).results[0];
    expect(older?.message_id).toBe(`<message-${first.id}@ua-internal.local>`);
    const whole = await sender.get(MESSAGING_PATHS.devMail(older?.id ?? 0));
    expect(whole.statusCode).toBe(200);
    const mail = caughtMailSchema.parse(whole.json());
    expect(mail.html).toContain('Open your itinerary');
    expect(mail.text).toContain('The link works until 30 June 2026.');
    expect((await sender.get(MESSAGING_PATHS.devMail(999_999))).statusCode).toBe(404);
  });

  it('sends once for an idempotency key given twice: one message, one job, one mail', async () => {
    const first = await sendLink({ idempotency_key: 'link-kerala-0001' });
    const again = await sendLink({ idempotency_key: 'link-kerala-0001' });
    expect(again.id).toBe(first.id);
    expect(await ctx.database.db.select().from(messages)).toHaveLength(1);
    expect(await ctx.database.db.select().from(jobs)).toHaveLength(1);
    expect(await auditOf(ctx, 'message', first.id)).toHaveLength(1);
    await runnerFor(ctx.config).drain();
    expect(await ctx.database.db.select().from(devCaughtMails)).toHaveLength(1);

    const reused = await sender.post(MESSAGING_PATHS.mailMessageAction, { record_type: 'itinerary', record_id: noEmailTripId, template: 'itinerary_link', parameters: linkParameters, idempotency_key: 'link-kerala-0001' });
    expect(reused.statusCode).toBe(400);
  });

  it("mails a supplier's first contact with an email", async () => {
    const supplier = await makeSupplier(ctx.database.db, {
      displayName: 'Tea County Munnar',
      contacts: [
        { name: 'Front desk', role: '', phone: '+914842000000', email: null, whatsapp: null },
        { name: 'Reservations', role: 'Sales', phone: null, email: 'reservations@teacounty.example', whatsapp: null },
      ],
    });
    const res = await sender.post(MESSAGING_PATHS.mailMessageAction, {
      record_type: 'supplier',
      record_id: supplier.id,
      template: 'supplier_request',
      parameters: { supplier_name: 'Tea County Munnar', dates: '12 to 14 December', request: '2 deluxe rooms\nwith breakfast', staff_name: 'Ravi' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ party: 'supplier', to_address: 'reservations@teacounty.example', record_type: 'supplier' });
  });
});

describe('SMTP failures', () => {
  it('retries a mail the server deferred (451), then sends it once', async () => {
    const server = await scriptedSmtpServer('data', (n) => (n === 1 ? { code: 451, text: '4.3.0 Try again later' } : null));
    try {
      const queued = await sendLink();
      expect(await runnerFor(testConfig({ SMTP_URL: server.url })).drain()).toBe(2);
      expect(server.received).toBe(1);
      expect((await message(queued.id)).status).toBe('sent');
      const [job] = await ctx.database.db.select().from(jobs);
      expect(job).toMatchObject({ state: 'succeeded', attempts: 2 });
      expect(job?.lastError).toMatch(/Try again later/);
    } finally {
      await server.close();
    }
  });

  it('retries when no server answers, and sends once one does', async () => {
    const closed = await scriptedSmtpServer('data', () => null);
    await closed.close();
    const queued = await sendLink();
    const runner = createJobRunner({ db: ctx.database.db, definitions: mailJobs(testConfig({ SMTP_URL: closed.url })), backoff: { baseMs: 0, capMs: 0 } });
    expect(await runner.runOnce()).toBe(1);
    const [waiting] = await ctx.database.db.select().from(jobs);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await message(queued.id)).status).toBe('queued');

    expect(await runnerFor(ctx.config).drain()).toBe(1);
    expect((await message(queued.id)).status).toBe('sent');
    expect(await ctx.database.db.select().from(devCaughtMails)).toHaveLength(1);
  });

  it('marks a mail the server refused for good (5xx) failed with its reply, and does not retry it', async () => {
    const server = await scriptedSmtpServer('rcpt', () => ({ code: 550, text: '5.1.1 Mailbox unknown' }));
    try {
      const queued = await sendLink();
      expect(await runnerFor(testConfig({ SMTP_URL: server.url })).drain()).toBe(1);
      const failed = await message(queued.id);
      expect(failed).toMatchObject({ status: 'failed', error_code: 'smtp_550' });
      expect(failed.error_message).toMatch(/Mailbox unknown/);
      expect(failed.history.map((event) => event.status)).toEqual(['queued', 'failed']);
      const [job] = await ctx.database.db.select().from(jobs);
      expect(job).toMatchObject({ state: 'succeeded', attempts: 1 });
    } finally {
      await server.close();
    }
  });

  it('marks the mail failed when the last attempt is deferred too', async () => {
    const server = await scriptedSmtpServer('data', () => ({ code: 421, text: '4.7.0 Too busy' }));
    try {
      const queued = await sendLink();
      await runnerFor(testConfig({ SMTP_URL: server.url })).drain();
      const [job] = await ctx.database.db.select().from(jobs);
      expect(job).toMatchObject({ state: 'dead', attempts: 5 });
      const failed = await message(queued.id);
      expect(failed).toMatchObject({ status: 'failed', error_code: 'smtp_421' });
      expect(failed.error_message).toMatch(/Gave up after 5 attempts: .*Too busy/);
    } finally {
      await server.close();
    }
  });
});

describe('refusals', () => {
  it('refuses parameters that do not fit the template, naming them, and queues nothing', async () => {
    const before = await rowCounts(ctx.database);
    const res = await sender.post(MESSAGING_PATHS.mailMessageAction, { record_type: 'itinerary', record_id: tripId, template: 'itinerary_link', parameters: { customer_name: CUSTOMER, trip_title: 'Kerala', expires_on: 'June', discount: '10%' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'messaging.template_mismatch' });
    expect(Object.keys(res.json().errors).sort()).toEqual(['parameters.discount', 'parameters.link_url']);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it("answers 400 messaging.no_address when the trip's customer has no email, and queues nothing", async () => {
    const before = await rowCounts(ctx.database);
    const res = await sender.post(MESSAGING_PATHS.mailMessageAction, { record_type: 'itinerary', record_id: noEmailTripId, template: 'itinerary_link', parameters: linkParameters });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'messaging.no_address' });
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('answers 404 for a record that is not there, and 400 for records not available yet', async () => {
    const missing = await sender.post(MESSAGING_PATHS.mailMessageAction, { record_type: 'itinerary', record_id: 999_999, template: 'itinerary_link', parameters: linkParameters });
    expect(missing.statusCode).toBe(404);
    const payment = await sender.post(MESSAGING_PATHS.mailMessageAction, { record_type: 'payment', record_id: 1, template: 'itinerary_link', parameters: linkParameters });
    expect(payment.statusCode).toBe(400);
    expect(payment.json().errors).toHaveProperty('record_type');
    const noBooking = await sender.post(MESSAGING_PATHS.mailMessageAction, { record_type: 'booking', record_id: 999_999, template: 'itinerary_link', parameters: linkParameters });
    expect(noBooking.statusCode).toBe(404);
    // The mails only a booking's actions send are not the staff's to send.
    const systemOnly = await sender.post(MESSAGING_PATHS.mailMessageAction, { record_type: 'itinerary', record_id: tripId, template: 'booking_request', parameters: {} });
    expect(systemOnly.json()).toMatchObject({ code: 'messaging.template_mismatch' });
    const bookingList = await sender.get(`${MESSAGING_PATHS.mailMessageAction}?record_type=payment&record_id=1`);
    expect(bookingList.statusCode).toBe(400);
  });

  it('answers 503 messaging.channel_unconfigured in production without SMTP_URL, and queues nothing', async () => {
    const production: Config = { ...ctx.config, env: 'production' };
    const before = await rowCounts(ctx.database);
    const actor = { kind: 'staff' as const, userId: senderId, email: 'ravi@fixture.test', firstName: 'Ravi', labels: new Set(['messaging.send' as const]), requestId: null, ip: null };
    const refused = sendMailMessage({ db: ctx.database.db, actor }, production, { record_type: 'itinerary', record_id: tripId, to: 'customer', template: 'itinerary_link', parameters: linkParameters });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'messaging.channel_unconfigured', status: 503 });
    expect(await rowCounts(ctx.database)).toEqual(before);
  });
});

describe('access', () => {
  it('refuses sending without messaging.send (403), and writes nothing', async () => {
    const reader = ctx.as((await makeStaff(ctx.database.db, { labels: ['itineraries.view'] })).id);
    const before = await rowCounts(ctx.database);
    const res = await reader.post(MESSAGING_PATHS.mailMessageAction, { record_type: 'itinerary', record_id: tripId, template: 'itinerary_link', parameters: linkParameters });
    expect(res.statusCode).toBe(403);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it("lets the record's view label read its mails, and refuses those who hold only another record's label", async () => {
    const queued = await sendLink();
    const tripReader = ctx.as((await makeStaff(ctx.database.db, { labels: ['itineraries.view'] })).id);
    const supplierReader = ctx.as((await makeStaff(ctx.database.db, { labels: ['suppliers.view', 'messaging.send'] })).id);

    const list = await tripReader.get(`${MESSAGING_PATHS.mailMessageAction}?record_type=itinerary&record_id=${tripId}`);
    expect(list.statusCode, list.body).toBe(200);
    const page = messagePageSchema.parse(list.json());
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ id: queued.id, history: [{ status: 'queued' }] });
    expect((await tripReader.get(MESSAGING_PATHS.message(queued.id))).statusCode).toBe(200);

    expect((await supplierReader.get(`${MESSAGING_PATHS.mailMessageAction}?record_type=itinerary&record_id=${tripId}`)).statusCode).toBe(403);
    expect((await supplierReader.get(MESSAGING_PATHS.message(queued.id))).statusCode).toBe(403);
    expect((await tripReader.get(`${MESSAGING_PATHS.mailMessageAction}?record_type=supplier&record_id=1`)).statusCode).toBe(403);
  });

  it('lists the templates of both channels to those who send', async () => {
    const res = await sender.get(MESSAGING_PATHS.templates);
    expect(res.statusCode).toBe(200);
    const { results } = messageTemplateListSchema.parse(res.json());
    expect(results.filter((template) => template.channel === 'email').map((template) => template.name)).toEqual(['itinerary_link', 'itinerary_followup', 'supplier_request', 'booking_note']);
    expect(results.some((template) => template.channel === 'whatsapp')).toBe(true);
    const reader = ctx.as((await makeStaff(ctx.database.db, { labels: ['itineraries.view'] })).id);
    expect((await reader.get(MESSAGING_PATHS.templates)).statusCode).toBe(403);
    expect((await reader.get(MESSAGING_PATHS.devMailbox)).statusCode).toBe(403);
  });
});

describe("the catcher's lifecycle", () => {
  it('starts with the app outside production and stops on close; in tests only when asked, and never in production', async () => {
    const running = catcherOf(ctx.config);
    expect(running?.port).toBeGreaterThan(0);
    expect(await greeting(running?.port ?? 0)).toMatch(/^220 /);

    const config = testConfig({ NODE_ENV: 'development', JOBS_IN_PROCESS: 'false', SMTP_CATCHER_PORT: '0' });
    const app = await buildApp(config, { database: ctx.database, logger: false });
    await app.ready();
    const port = catcherOf(config)?.port ?? 0;
    expect(await greeting(port)).toMatch(/^220 /);
    await app.close();
    expect(catcherOf(config)).toBeUndefined();
    expect(await greeting(port)).toBeNull();

    const inTests = testConfig({ SMTP_CATCHER_PORT: '0' });
    const testApp = await buildApp(inTests, { database: ctx.database, logger: false });
    await testApp.ready();
    expect(catcherOf(inTests)).toBeUndefined();
    await testApp.close();

    const production = testConfig({ NODE_ENV: 'production', JOBS_IN_PROCESS: 'false', SMTP_CATCHER_PORT: '0' });
    const productionApp = await buildApp(production, { database: ctx.database, logger: false });
    await productionApp.ready();
    try {
      expect(catcherOf(production)).toBeUndefined();
      const mailbox = await productionApp.inject({ method: 'GET', url: MESSAGING_PATHS.devMailbox, headers: bearer(await ctx.tokenFor(senderEmail)) });
      expect(mailbox.statusCode).toBe(404);
    } finally {
      await productionApp.close();
    }
  });
});
