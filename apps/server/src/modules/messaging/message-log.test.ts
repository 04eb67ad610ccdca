import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/harness.ts';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { messages, messageStatusEvents } from '../../db/schema/messaging.ts';
import { getMessage, lastInboundAt, listMessages, queueOutgoing, recordInbound, recordStatus, setProviderId, findByProviderId, type OutgoingMessage } from './message-log.service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await database.db.delete(messages);
  await database.db.delete(jobs);
});

const outgoing = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  channel: 'email',
  recordType: 'itinerary',
  recordId: 7,
  party: 'customer',
  toAddress: 'rahul@example.in',
  fromAddress: 'trips@ua-internal.local',
  subject: 'Your itinerary',
  template: 'itinerary_link',
  parameters: { customer_name: 'राहुल' },
  bodyText: 'Dear राहुल, ₹45,000',
  sentBy: null,
  ...overrides,
});

const queue = (input: OutgoingMessage) => database.db.transaction((tx) => queueOutgoing(tx, input));
const status = (id: number, next: Parameters<typeof recordStatus>[2], details: Parameters<typeof recordStatus>[3] = {}) => database.db.transaction((tx) => recordStatus(tx, id, next, details));

describe('queueOutgoing', () => {
  it("records a queued message with its first event and its channel's send job, keyed by the message", async () => {
    const { id, created } = await queue(outgoing());
    expect(created).toBe(true);
    const message = await getMessage(database.db, id);
    expect(message).toMatchObject({ channel: 'email', direction: 'out', status: 'queued', record_type: 'itinerary', record_id: 7, body_text: 'Dear राहुल, ₹45,000' });
    expect(message?.history.map((event) => event.status)).toEqual(['queued']);
    const queued = await database.db.select().from(jobs);
    expect(queued).toMatchObject([{ name: 'messaging.send-email', payload: { messageId: id }, idempotencyKey: `message:${id}` }]);

    const { id: whatsappId } = await queue(outgoing({ channel: 'whatsapp', toAddress: '+919812345678' }));
    const [whatsappJob] = await database.db.select().from(jobs).where(eq(jobs.idempotencyKey, `message:${whatsappId}`));
    expect(whatsappJob?.name).toBe('messaging.send-whatsapp');
  });

  it('answers the first message for a key used again, and queues nothing more', async () => {
    const first = await queue(outgoing({ idempotencyKey: 'send-once-123' }));
    const again = await queue(outgoing({ idempotencyKey: 'send-once-123', bodyText: 'another text' }));
    expect(again).toEqual({ id: first.id, created: false });
    expect(await database.db.select().from(messages)).toHaveLength(1);
    expect(await database.db.select().from(jobs)).toHaveLength(1);
    expect(await database.db.select().from(messageStatusEvents)).toHaveLength(1);
  });

  it('leaves nothing behind when the transaction that queued it rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueOutgoing(tx, outgoing());
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await database.db.select().from(messages)).toHaveLength(0);
    expect(await database.db.select().from(jobs)).toHaveLength(0);
  });
});

describe('recordStatus', () => {
  it('moves forward only: a late delivered after read stays in the history, not in the status', async () => {
    const { id } = await queue(outgoing({ channel: 'whatsapp' }));
    expect(await status(id, 'sent')).toBe(true);
    expect(await status(id, 'read')).toBe(true);
    expect(await status(id, 'delivered')).toBe(false);
    expect(await status(id, 'sent')).toBe(false);
    const message = await getMessage(database.db, id);
    expect(message?.status).toBe('read');
    expect(message?.history.map((event) => event.status)).toEqual(['queued', 'sent', 'read', 'delivered', 'sent']);
  });

  it('records an event key once: the same provider event twice changes nothing the second time', async () => {
    const { id } = await queue(outgoing({ channel: 'whatsapp' }));
    expect(await status(id, 'delivered', { eventKey: 'wamid.1:delivered' })).toBe(true);
    expect(await status(id, 'delivered', { eventKey: 'wamid.1:delivered' })).toBe(false);
    expect((await getMessage(database.db, id))?.history).toHaveLength(2);
  });

  it('ends a message at failed, with its reason, whatever comes after', async () => {
    const { id } = await queue(outgoing({ channel: 'whatsapp' }));
    await status(id, 'sent');
    expect(await status(id, 'failed', { errorCode: '131026', errorMessage: 'Message undeliverable' })).toBe(true);
    expect(await status(id, 'read')).toBe(false);
    const message = await getMessage(database.db, id);
    expect(message).toMatchObject({ status: 'failed', error_code: '131026', error_message: 'Message undeliverable' });
    expect(message?.history.at(-2)).toMatchObject({ status: 'failed', error_code: '131026', error_message: 'Message undeliverable' });
  });

  it("keeps the provider's time of an event", async () => {
    const { id } = await queue(outgoing({ channel: 'whatsapp' }));
    const at = new Date('2026-03-01T10:00:00Z');
    await status(id, 'sent', { at });
    expect((await getMessage(database.db, id))?.history[1]?.at).toBe(at.toISOString());
  });
});

describe('provider ids, inbound messages and the list', () => {
  it("finds a message by the provider's id on its channel only", async () => {
    const { id } = await queue(outgoing({ channel: 'whatsapp' }));
    await database.db.transaction((tx) => setProviderId(tx, id, 'wamid.ABC'));
    expect((await findByProviderId(database.db, 'whatsapp', 'wamid.ABC'))?.id).toBe(id);
    expect(await findByProviderId(database.db, 'email', 'wamid.ABC')).toBeUndefined();
  });

  it('records an inbound message once per provider id, and its time opens the window', async () => {
    const at = new Date('2026-03-02T08:30:00Z');
    const inbound = { channel: 'whatsapp' as const, fromAddress: '+919812345678', toAddress: '+15550001111', recordType: 'itinerary' as const, recordId: 7, party: 'customer' as const, bodyText: 'ठीक है', providerId: 'wamid.IN1', at };
    const first = await database.db.transaction((tx) => recordInbound(tx, inbound));
    const again = await database.db.transaction((tx) => recordInbound(tx, inbound));
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await getMessage(database.db, first.id)).toMatchObject({ direction: 'in', status: 'received', body_text: 'ठीक है', history: [{ status: 'received' }] });
    expect(await lastInboundAt(database.db, 'whatsapp', '+919812345678')).toEqual(at);
    expect(await lastInboundAt(database.db, 'whatsapp', '+919800000000')).toBeNull();
  });

  it("lists a record's messages newest first, by channel when asked, with paging", async () => {
    const ids: number[] = [];
    for (const channel of ['email', 'whatsapp', 'email'] as const) ids.push((await queue(outgoing({ channel }))).id);
    await queue(outgoing({ recordId: 8 }));
    const all = await listMessages(database.db, 'itinerary', 7, 10, 0);
    expect(all.count).toBe(3);
    expect(all.results.map((message) => message.id)).toEqual([...ids].reverse());
    const mails = await listMessages(database.db, 'itinerary', 7, 1, 1, 'email');
    expect(mails.count).toBe(2);
    expect(mails.results.map((message) => message.id)).toEqual([ids[0]]);
  });
});
