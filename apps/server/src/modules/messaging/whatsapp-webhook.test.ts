import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGING_PATHS } from '@ua/contracts';
import { createTestContext, rowCounts, type TestContext } from '../../../test/harness.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { messages, messageStatusEvents } from '../../db/schema/messaging.ts';
import { queueOutgoing, setProviderId } from './message-log.service.ts';
import { inboundTextDelivery, signatureMatches, signatureOf, statusDelivery, type WebhookStatus } from './whatsapp-webhook.ts';
import { CUSTOMER_WHATSAPP, deliverWebhook, makeWhatsappDesk, messageRow, type WhatsappDesk } from './whatsapp.test-helpers.ts';

/**
 * The Cloud API's webhook: Meta's verification handshake, the signature over the raw body (a bad or
 * missing one changes nothing), statuses that arrive late, twice or out of order, failures with
 * Meta's reason, and messages written to us.
 */

let ctx: TestContext;
let desk: WhatsappDesk;
let metadata: { phoneNumberId: string; displayPhoneNumber: string };
const WAMID = 'wamid.HBgMOTE5ODEyMzQ1Njc4FQIAERgSQjZCMzlEQUE4OTJBMTE4RTUA';

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
  metadata = { phoneNumberId: ctx.config.whatsapp.phoneNumberId, displayPhoneNumber: '15550000000' };
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeWhatsappDesk(ctx);
});

/** A message the app handed to Meta, which answered with WAMID. */
async function handedOver(): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    const { id } = await queueOutgoing(tx, {
      channel: 'whatsapp',
      recordType: 'itinerary',
      recordId: desk.tripId,
      party: 'customer',
      toAddress: CUSTOMER_WHATSAPP,
      fromAddress: ctx.config.whatsapp.phoneNumberId,
      template: 'itinerary_followup',
      parameters: { customer_name: 'Rahul', trip_title: 'Munnar', staff_name: 'Ravi' },
      bodyText: 'Namaste Rahul …',
      sentBy: desk.ownerId,
    });
    await setProviderId(tx, id, WAMID);
    return id;
  });
}

const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 9, 0, second));
const status = (name: WebhookStatus, second: number, error?: { code: number; title: string; details: string }) =>
  statusDelivery(metadata, { wamid: WAMID, recipient: CUSTOMER_WHATSAPP, status: name, at: at(second), ...(error ? { error } : {}) });

async function historyOf(id: number): Promise<string[]> {
  const events = await ctx.database.db.select().from(messageStatusEvents).where(eq(messageStatusEvents.messageId, id)).orderBy(messageStatusEvents.id);
  return events.map((event) => event.status);
}

describe('verification (GET)', () => {
  const verify = (query: string) => ctx.anonymous.get(`${MESSAGING_PATHS.whatsappWebhook}?${query}`);

  it('answers hub.challenge as text when the verify token is ours', async () => {
    const res = await verify(`hub.mode=subscribe&hub.verify_token=${ctx.config.whatsapp.verifyToken}&hub.challenge=1158201444`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('1158201444');
  });

  it('answers 403 to a wrong or missing token, or another mode', async () => {
    for (const query of ['hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1', 'hub.mode=subscribe&hub.challenge=1', `hub.mode=unsubscribe&hub.verify_token=${ctx.config.whatsapp.verifyToken}&hub.challenge=1`]) {
      const res = await verify(query);
      expect(res.statusCode, query).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
      expect(res.body).not.toContain('"1"');
    }
  });
});

describe('signature (POST)', () => {
  it('matches nothing without an app secret (WhatsApp off), not even a body signed with the empty key', () => {
    const raw = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
    expect(signatureMatches('', raw, signatureOf('', raw))).toBe(false);
    expect(signatureMatches('secret', raw, signatureOf('secret', raw))).toBe(true);
  });

  it('accepts a delivery signed with the app secret over its raw bytes', async () => {
    const id = await handedOver();
    // Spacing Meta might use: the signature is over these bytes, not over a re-serialised object.
    const raw = JSON.stringify(status('sent', 1), null, 2);
    const res = await deliverWebhook(ctx, raw);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await messageRow(ctx, id)).status).toBe('sent');
  });

  it('refuses a bad or missing signature with 401/403 JSON, and nothing changes', async () => {
    const id = await handedOver();
    const raw = JSON.stringify(status('read', 1));
    const before = await rowCounts(ctx.database);
    const cases: Array<[string | null, number]> = [
      [null, 401],
      [signatureOf('another-secret', raw), 403],
      [signatureOf(ctx.config.whatsapp.appSecret, `${raw} `), 403],
      ['sha256=zz', 403],
      [signatureOf(ctx.config.whatsapp.appSecret, raw).replace('sha256=', 'sha1='), 403],
    ];
    for (const [signature, code] of cases) {
      const res = await deliverWebhook(ctx, raw, signature);
      expect(res.statusCode, String(signature)).toBe(code);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(typeof res.json().detail).toBe('string');
    }
    // Another content type, or no body at all, is no way around it.
    const plain = await ctx.app.inject({ method: 'POST', url: MESSAGING_PATHS.whatsappWebhook, headers: { 'content-type': 'text/plain' }, payload: raw });
    expect(plain.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: MESSAGING_PATHS.whatsappWebhook })).statusCode).toBe(401);
    expect(await rowCounts(ctx.database)).toEqual(before);
    expect((await messageRow(ctx, id)).status).toBe('queued');
  });

  it('leaves alone a delivery for another number of the same Meta app', async () => {
    const id = await handedOver();
    const other = statusDelivery({ ...metadata, phoneNumberId: '999999999999999' }, { wamid: WAMID, recipient: CUSTOMER_WHATSAPP, status: 'read', at: at(9) });
    expect((await deliverWebhook(ctx, other)).statusCode).toBe(200);
    expect((await messageRow(ctx, id)).status).toBe('queued');
    expect((await deliverWebhook(ctx, status('read', 9))).statusCode).toBe(200);
    expect((await messageRow(ctx, id)).status).toBe('read');
  });

  it('answers 200 to a signed delivery about messages it does not know, and to kinds it does not read', async () => {
    const before = await rowCounts(ctx.database);
    expect((await deliverWebhook(ctx, status('delivered', 1))).statusCode).toBe(200);
    expect((await deliverWebhook(ctx, { object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'account_update', value: { event: 'VERIFIED_ACCOUNT' } }] }] })).statusCode).toBe(200);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });
});

describe('statuses', () => {
  it('never go back: read before delivered leaves the message read, delivered in its history only', async () => {
    const id = await handedOver();
    await deliverWebhook(ctx, status('sent', 1));
    await deliverWebhook(ctx, status('read', 3));
    await deliverWebhook(ctx, status('delivered', 2));
    const row = await messageRow(ctx, id);
    expect(row.status).toBe('read');
    expect(await historyOf(id)).toEqual(['queued', 'sent', 'read', 'delivered']);
  });

  it('are recorded once however often Meta delivers them', async () => {
    const id = await handedOver();
    for (let time = 0; time < 3; time += 1) await deliverWebhook(ctx, status('delivered', 2));
    expect(await historyOf(id)).toEqual(['queued', 'delivered']);
    // The same status at another moment is another event.
    await deliverWebhook(ctx, status('delivered', 5));
    expect(await historyOf(id)).toEqual(['queued', 'delivered', 'delivered']);
  });

  it('end a message as failed with the provider’s code and a readable reason; nothing moves it on', async () => {
    const id = await handedOver();
    await deliverWebhook(ctx, status('sent', 1));
    await deliverWebhook(ctx, status('failed', 2, { code: 131047, title: 'Re-engagement message', details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.' }));
    await deliverWebhook(ctx, status('delivered', 3));
    const row = await messageRow(ctx, id);
    expect(row).toMatchObject({ status: 'failed', errorCode: '131047', errorMessage: expect.stringMatching(/24 hours/) });
    const [event] = await ctx.database.db.select().from(messageStatusEvents).where(eq(messageStatusEvents.status, 'failed'));
    expect(event).toMatchObject({ errorCode: '131047', at: at(2) });
  });

  it('carries an error Meta did not name for us with its own title and details', async () => {
    const id = await handedOver();
    await deliverWebhook(ctx, status('failed', 2, { code: 131053, title: 'Media upload error', details: 'Unable to download the media from the link.' }));
    expect(await messageRow(ctx, id)).toMatchObject({ errorCode: '131053', errorMessage: 'Media upload error: Unable to download the media from the link.' });
  });
});

describe('messages written to us', () => {
  const inbound = (from: string, wamid = 'wamid.IN1') => inboundTextDelivery(metadata, { wamid, from, name: 'Rahul', text: 'Is the houseboat air-conditioned?', at: at(9) });

  it('are attached to the latest trip of the customer and told to its owner, once', async () => {
    const later = await makeWhatsappDesk(ctx);
    for (let time = 0; time < 2; time += 1) expect((await deliverWebhook(ctx, inbound(CUSTOMER_WHATSAPP))).statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(messages).where(eq(messages.direction, 'in'));
    expect(rows).toEqual([
      expect.objectContaining({ recordType: 'itinerary', recordId: later.tripId, party: 'customer', fromAddress: CUSTOMER_WHATSAPP, status: 'received', providerId: 'wamid.IN1', createdAt: at(9), bodyText: 'Is the houseboat air-conditioned?' }),
    ]);
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.notificationType, 'whatsapp'));
    expect(told).toEqual([expect.objectContaining({ userId: later.ownerId, link: `/itineraries/${later.tripId}` })]);
  });

  it('from an unknown number are kept, about no record, and tell nobody', async () => {
    expect((await deliverWebhook(ctx, inbound('+447700900123', 'wamid.IN2'))).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(messages).where(eq(messages.direction, 'in'));
    expect(row).toMatchObject({ recordType: null, recordId: null, party: null, fromAddress: '+447700900123' });
    expect(await ctx.database.db.select().from(notifications)).toEqual([]);
  });
});
