import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ITINERARY_PATHS, MESSAGING_PATHS, SHELL_PATHS, devWhatsappPhoneListSchema, type Notification } from '@ua/contracts';
import { createTestContext, rowCounts, testConfig, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { makeSupplier } from '../../../test/fixtures/catalogue.ts';
import { buildApp } from '../../app.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { devWhatsappMessages, messages } from '../../db/schema/messaging.ts';
import { itineraryCustomerLinks } from '../../db/schema/itineraries.ts';
import { auditOf } from '../catalogue/catalogue.test-helpers.ts';
import { makeWhatsappDesk, messageRow, sendOk, untilStatus, whatsappRunner, type WhatsappDesk } from './whatsapp.test-helpers.ts';

/**
 * WhatsApp end to end against the in-app stand-in, over real HTTP: the send route queues, the job
 * posts the Cloud API request to the stand-in, which answers as Meta does and reports statuses to the
 * webhook, signed; a phone's answer comes back through the webhook to the trip and its owner's bell.
 */

const SITE = 'https://trips.example.in';
const TOKEN = 'k3Jd9fQ2mZr8xYv1LpT6wBn0cHs4aEu7GiOq5Ne2bXy';
const LINK = `${SITE}/trip/${TOKEN}/`;

let ctx: TestContext;
let desk: WhatsappDesk;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty', listen: true, env: { PUBLIC_SITE_URL: SITE } });
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeWhatsappDesk(ctx);
});

const linkMessage = (extra: object = {}) => ({
  record_type: 'itinerary',
  record_id: desk.tripId,
  template: 'itinerary_link',
  parameters: { customer_name: 'Rahul Sharma', trip_title: 'Munnar tea hills', link_url: LINK },
  ...extra,
});

async function phoneRows(phone: string) {
  return ctx.database.db.select().from(devWhatsappMessages).where(eq(devWhatsappMessages.phone, phone)).orderBy(devWhatsappMessages.id);
}

async function reply(from: string, text: string) {
  const res = await desk.owner.post(MESSAGING_PATHS.devWhatsappReply, { from, text });
  expect(res.statusCode, res.body).toBe(201);
}

describe('sending a template', () => {
  it('posts the exact Cloud API request to the stand-in, stores its wamid, then moves sent, delivered, read by signed webhooks', async () => {
    const queued = await sendOk(desk.owner, linkMessage());
    expect(queued).toMatchObject({
      channel: 'whatsapp',
      direction: 'out',
      status: 'queued',
      record_type: 'itinerary',
      record_id: desk.tripId,
      party: 'customer',
      to_address: desk.customer,
      template: 'itinerary_link',
      body_text: `Namaste Rahul Sharma, your itinerary for Munnar tea hills is ready. You can read it here: ${LINK} and reply to this message with any changes.`,
      sent_by: { id: desk.ownerId, name: 'Ravi Kumar' },
    });
    expect(await phoneRows(desk.customer)).toEqual([]);

    expect(await whatsappRunner(ctx).drain()).toBe(1);
    const [received] = await phoneRows(desk.customer);
    expect(received?.payload).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919812345678',
      type: 'template',
      template: {
        name: 'itinerary_link',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Rahul Sharma' },
              { type: 'text', text: 'Munnar tea hills' },
              { type: 'text', text: LINK },
            ],
          },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: `${TOKEN}/` }] },
        ],
      },
    });
    expect(received?.text).toContain('Namaste Rahul Sharma, your itinerary for Munnar tea hills is ready.');
    // Accepted is not sent: the status waits for Meta's webhook.
    const accepted = await messageRow(ctx, queued.id);
    expect(accepted.providerId).toBe(received?.wamid);
    expect(received?.wamid).toMatch(/^wamid\.[A-Za-z0-9_-]+$/);

    await untilStatus(ctx, queued.id, 'read');
    const res = await desk.owner.get(`${MESSAGING_PATHS.whatsappMessageAction}?record_type=itinerary&record_id=${desk.tripId}`);
    expect(res.statusCode).toBe(200);
    const [listed] = res.json().results;
    expect(listed.history.map((event: { status: string }) => event.status)).toEqual(['queued', 'sent', 'delivered', 'read']);

    const [audit] = await auditOf(ctx, 'message', queued.id);
    expect(audit).toMatchObject({ action: 'send', actorId: desk.ownerId, after: { channel: 'whatsapp', to_address: desk.customer, template: 'itinerary_link' } });
  });

  it('sends a version’s PDF as the template’s document header, from a customer link made for it', async () => {
    const frozen = await desk.owner.post(ITINERARY_PATHS.finalItineraries(desk.tripId), { note: '' });
    expect(frozen.statusCode, frozen.body).toBe(201);
    const message = await sendOk(desk.owner, { record_type: 'itinerary', record_id: desk.tripId, template: 'itinerary_document', parameters: { customer_name: 'Rahul Sharma', trip_title: 'Munnar tea hills' }, attach_version: 1 });
    const [link] = await ctx.database.db.select().from(itineraryCustomerLinks);
    expect(link).toBeDefined();

    await whatsappRunner(ctx).drain();
    const [received] = await phoneRows(desk.customer);
    const reference = `UA-IT-${String(desk.tripId).padStart(5, '0')}`;
    expect(received?.payload).toMatchObject({
      type: 'template',
      template: {
        name: 'itinerary_document',
        components: [
          { type: 'header', parameters: [{ type: 'document', document: { link: `${SITE}/trip/${link?.token}/pdf/`, filename: `${reference}-v1.pdf` } }] },
          { type: 'body', parameters: [{ type: 'text', text: 'Rahul Sharma' }, { type: 'text', text: 'Munnar tea hills' }] },
        ],
      },
    });
    expect((await messageRow(ctx, message.id)).providerId).toBe(received?.wamid);
  });

  it('refuses a message that does not match its template, naming the parameters, and queues nothing', async () => {
    const before = await rowCounts(ctx.database);
    const missing = await desk.owner.post(MESSAGING_PATHS.whatsappMessageAction, linkMessage({ parameters: { customer_name: 'Rahul Sharma', colour: 'blue' } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'messaging.template_mismatch' });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['parameters.colour', 'parameters.link_url', 'parameters.trip_title']);

    const notALink = await desk.owner.post(MESSAGING_PATHS.whatsappMessageAction, linkMessage({ parameters: { customer_name: 'Rahul', trip_title: 'Munnar', link_url: 'https://example.com/' } }));
    expect(notALink.json().errors).toEqual({ 'parameters.link_url': [expect.stringMatching(/customer link/)] });

    const unknown = await desk.owner.post(MESSAGING_PATHS.whatsappMessageAction, linkMessage({ template: 'balance_due' }));
    expect(unknown.json()).toMatchObject({ code: 'messaging.template_mismatch', errors: { template: [expect.any(String)] } });

    const wrongRecord = await desk.owner.post(MESSAGING_PATHS.whatsappMessageAction, linkMessage({ template: 'supplier_request' }));
    expect(wrongRecord.json()).toMatchObject({ code: 'messaging.template_mismatch', errors: { template: ['This template is for a supplier'] } });
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('sends one message for one idempotency key, however often the request comes', async () => {
    const first = await sendOk(desk.owner, linkMessage({ idempotency_key: 'compose-7f3a9c' }));
    const again = await sendOk(desk.owner, linkMessage({ idempotency_key: 'compose-7f3a9c' }));
    expect(again.id).toBe(first.id);
    const reused = await desk.owner.post(MESSAGING_PATHS.whatsappMessageAction, linkMessage({ idempotency_key: 'compose-7f3a9c', template: 'itinerary_followup', parameters: { customer_name: 'R', trip_title: 'M', staff_name: 'Ravi' } }));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toHaveProperty('idempotency_key');

    expect(await whatsappRunner(ctx).drain()).toBe(1);
    expect(await ctx.database.db.select().from(messages)).toHaveLength(1);
    expect(await ctx.database.db.select().from(jobs).where(eq(jobs.name, 'messaging.send-whatsapp'))).toHaveLength(1);
    expect(await phoneRows(desk.customer)).toHaveLength(1);
  });

  it('fails a message to a number WhatsApp cannot reach with the provider’s reason', async () => {
    const lost = await makeWhatsappDesk(ctx, '+919800000000');
    const message = await sendOk(lost.owner, { record_type: 'itinerary', record_id: lost.tripId, template: 'itinerary_followup', parameters: { customer_name: 'Rahul', trip_title: 'Munnar', staff_name: 'Ravi' } });
    await whatsappRunner(ctx).drain();
    await untilStatus(ctx, message.id, 'failed');
    const row = await messageRow(ctx, message.id);
    expect(row.errorCode).toBe('131026');
    expect(row.errorMessage).toMatch(/could not deliver/);
  });
});

describe('the 24-hour window', () => {
  it('refuses free text until the customer writes, then sends it; and again once 24 hours have passed', async () => {
    const before = await rowCounts(ctx.database);
    const refused = await desk.owner.post(MESSAGING_PATHS.whatsappMessageAction, { record_type: 'itinerary', record_id: desk.tripId, text: 'Shall I book the houseboat?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'messaging.outside_window', detail: expect.stringMatching(/template/) });
    expect(await rowCounts(ctx.database)).toEqual(before);

    await reply(desk.customer, 'Can we add a day in Alleppey?');
    const text = await sendOk(desk.owner, { record_type: 'itinerary', record_id: desk.tripId, text: 'Shall I book the houseboat?' });
    await whatsappRunner(ctx).drain();
    const received = (await phoneRows(desk.customer)).filter((row) => row.direction === 'out');
    expect(received.map((row) => row.payload)).toEqual([{ messaging_product: 'whatsapp', recipient_type: 'individual', to: '919812345678', type: 'text', text: { body: 'Shall I book the houseboat?' } }]);
    await untilStatus(ctx, text.id, 'read');

    await ctx.database.db.update(messages).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(messages.direction, 'in'));
    const late = await desk.owner.post(MESSAGING_PATHS.whatsappMessageAction, { record_type: 'itinerary', record_id: desk.tripId, text: 'Still there?' });
    expect(late.statusCode).toBe(409);
  });
});

describe('a reply from a phone', () => {
  it('is attached to the customer’s trip and reaches the trip owner’s bell as a WhatsApp notification', async () => {
    await reply(desk.customer, 'Can we add a day in Alleppey?');
    const res = await desk.owner.get(`${MESSAGING_PATHS.whatsappMessageAction}?record_type=itinerary&record_id=${desk.tripId}`);
    expect(res.json().results).toEqual([
      expect.objectContaining({ direction: 'in', status: 'received', from_address: desk.customer, party: 'customer', body_text: 'Can we add a day in Alleppey?' }),
    ]);
    const bell = await desk.owner.get(SHELL_PATHS.userNotifications);
    expect(bell.json()).toContainEqual(
      expect.objectContaining<Partial<Notification>>({ notification_type: 'whatsapp', link: `/itineraries/${desk.tripId}`, message: 'Rahul Sharma wrote on WhatsApp about Munnar tea hills: “Can we add a day in Alleppey?”' }),
    );

    const phones = devWhatsappPhoneListSchema.parse((await desk.owner.get(MESSAGING_PATHS.devWhatsappPhones)).json());
    expect(phones.results).toEqual([{ phone: desk.customer, messages: [expect.objectContaining({ direction: 'in', text: 'Can we add a day in Alleppey?' })] }]);
  });

  it('from a supplier’s contact is attached to the supplier and told to whoever last wrote to it', async () => {
    const supplier = await makeSupplier(ctx.database.db, { displayName: 'Tea County', contacts: [{ name: 'Anil', role: '', phone: null, email: null, whatsapp: '+919447034567' }] });
    await sendOk(desk.owner, { record_type: 'supplier', record_id: supplier.id, to: 'supplier', template: 'supplier_request', parameters: { supplier_name: 'Tea County', request: '2 deluxe rooms', dates: '12 to 14 December', staff_name: 'Ravi' } });
    await reply('+919447034567', 'Rooms available.');
    const [inbound] = await ctx.database.db.select().from(messages).where(eq(messages.direction, 'in'));
    expect(inbound).toMatchObject({ recordType: 'supplier', recordId: supplier.id, party: 'supplier' });
    const bell = (await desk.owner.get(SHELL_PATHS.userNotifications)).json() as Notification[];
    expect(bell.map((notification) => notification.link)).toContain(`/suppliers/${supplier.id}`);
  });
});

describe('who may send and read', () => {
  it('answers 400 messaging.no_address when the customer has no WhatsApp number or phone', async () => {
    const noPhone = await makeWhatsappDesk(ctx, '');
    const res = await noPhone.owner.post(MESSAGING_PATHS.whatsappMessageAction, { record_type: 'itinerary', record_id: noPhone.tripId, template: 'itinerary_followup', parameters: { customer_name: 'R', trip_title: 'M', staff_name: 'S' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'messaging.no_address', errors: { to: [expect.any(String)] } });
  });

  it('needs messaging.send to send and the record’s view label to read', async () => {
    const reader = ctx.as((await makeStaff(ctx.database.db, { labels: ['itineraries.view'] })).id);
    expect((await reader.post(MESSAGING_PATHS.whatsappMessageAction, linkMessage())).statusCode).toBe(403);
    const supplierReader = ctx.as((await makeStaff(ctx.database.db, { labels: ['suppliers.view'] })).id);
    expect((await supplierReader.get(`${MESSAGING_PATHS.whatsappMessageAction}?record_type=itinerary&record_id=${desk.tripId}`)).statusCode).toBe(403);
    expect((await reader.get(`${MESSAGING_PATHS.whatsappMessageAction}?record_type=itinerary&record_id=${desk.tripId}`)).statusCode).toBe(200);
  });

  it('answers 404 for a trip or booking that does not exist and 400 for payments, not available yet', async () => {
    expect((await desk.owner.post(MESSAGING_PATHS.whatsappMessageAction, linkMessage({ record_id: 999_999 }))).statusCode).toBe(404);
    expect((await desk.owner.post(MESSAGING_PATHS.whatsappMessageAction, linkMessage({ record_type: 'booking', record_id: 999_999 }))).statusCode).toBe(404);
    const payment = await desk.owner.post(MESSAGING_PATHS.whatsappMessageAction, linkMessage({ record_type: 'payment' }));
    expect(payment.json()).toMatchObject({ code: 'validation', errors: { record_type: [expect.stringMatching(/not available yet/)] } });
  });

  it('refuses the templates only a booking\u2019s actions send, and does not list them', async () => {
    const refused = await desk.owner.post(MESSAGING_PATHS.whatsappMessageAction, linkMessage({ template: 'booking_request', parameters: {} }));
    expect(refused.json()).toMatchObject({ code: 'messaging.template_mismatch' });
    const listed = (await desk.owner.get(MESSAGING_PATHS.templates)).json().results.map((template: { name: string }) => template.name);
    expect(listed).toContain('itinerary_link');
    expect(listed).not.toContain('booking_request');
    expect(listed).not.toContain('booking_voucher');
  });
});

describe('in production without WHATSAPP_API_URL', () => {
  it('answers 503 to a send and serves no stand-in', async () => {
    const production = await buildApp(testConfig({ NODE_ENV: 'production', API_DOCS: 'false' }), { database: ctx.database, logger: false, jobs: false });
    try {
      await production.ready();
      const headers = { authorization: `Bearer ${await ctx.tokenFor(desk.ownerEmail)}` };
      const send = await production.inject({ method: 'POST', url: MESSAGING_PATHS.whatsappMessageAction, headers, payload: linkMessage() });
      expect(send.statusCode).toBe(503);
      expect(send.json()).toMatchObject({ code: 'messaging.channel_unconfigured' });
      expect((await production.inject({ method: 'GET', url: MESSAGING_PATHS.devWhatsappPhones, headers })).statusCode).toBe(404);
      expect((await production.inject({ method: 'POST', url: '/__fake/graph/v21.0/100000000000001/messages', payload: {} })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
