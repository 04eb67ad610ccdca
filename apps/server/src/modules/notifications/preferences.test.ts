import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_PATHS, NOTIFICATION_TYPES, notificationPreferencesResponseSchema, type NotificationPreferences } from '@ua/contracts';
import { notificationDeliveries, notificationPreferences, notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/staff.ts';
import { createTestContext, rowCounts, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { notify } from './index.ts';

/** Each person's own channels per type: read and saved by themselves only, and what `notify` then does. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

const NUMBER = '+919812345678';
const accountsPerson = () => makeStaff(ctx.database.db, { labels: ['payments.view'] });
const read = async (who: number) => {
  const res = await ctx.as(who).get(NOTIFICATION_PATHS.preferences);
  expect(res.statusCode, res.body).toBe(200);
  return notificationPreferencesResponseSchema.parse(res.json());
};
const save = (who: number, body: object) => ctx.as(who).put(NOTIFICATION_PATHS.preferences, body);
const typeOf = (preferences: NotificationPreferences, type: string) => preferences.types.find((entry) => entry.notification_type === type);

describe('GET /user/notification-preferences/', () => {
  it('answers every type with whether the caller’s labels allow it, whether it is required, and the channels’ defaults', async () => {
    const person = await accountsPerson();
    const preferences = await read(person.id);
    expect(preferences.whatsapp_number).toBeNull();
    expect(preferences.types.map((entry) => entry.notification_type)).toEqual([...NOTIFICATION_TYPES]);
    expect(typeOf(preferences, 'payment')).toEqual({ notification_type: 'payment', allowed: true, required: false, channels: { bell: true, mail: false, whatsapp: false } });
    expect(typeOf(preferences, 'booking')).toMatchObject({ allowed: false, required: false });
    expect(typeOf(preferences, 'system')).toEqual({ notification_type: 'system', allowed: true, required: true, channels: { bell: true, mail: false, whatsapp: false } });
    expect((await ctx.anonymous.get(NOTIFICATION_PATHS.preferences)).statusCode).toBe(401);
  });
});

describe('PUT /user/notification-preferences/', () => {
  it('saves the types and channels it names, leaves the rest as they were, and answers the settings as they now stand', async () => {
    const person = await accountsPerson();
    const res = await save(person.id, { whatsapp_number: NUMBER, types: [{ notification_type: 'payment', channels: { mail: true, whatsapp: true } }] });
    expect(res.statusCode, res.body).toBe(200);
    const saved = notificationPreferencesResponseSchema.parse(res.json());
    expect(saved.whatsapp_number).toBe(NUMBER);
    expect(typeOf(saved, 'payment')?.channels).toEqual({ bell: true, mail: true, whatsapp: true });
    expect(await read(person.id)).toEqual(saved);

    // A later save of another channel keeps these.
    await save(person.id, { types: [{ notification_type: 'payment', channels: { bell: false } }] });
    expect(typeOf(await read(person.id), 'payment')?.channels).toEqual({ bell: false, mail: true, whatsapp: true });
    expect((await read(person.id)).whatsapp_number).toBe(NUMBER);
  });

  it('changes only the caller’s own settings', async () => {
    const [asha, ravi] = [await accountsPerson(), await accountsPerson()];
    await save(asha.id, { whatsapp_number: NUMBER, types: [{ notification_type: 'payment', channels: { mail: true } }] });
    expect(typeOf(await read(ravi.id), 'payment')?.channels.mail).toBe(false);
    expect((await read(ravi.id)).whatsapp_number).toBeNull();
    const rows = await ctx.database.db.select({ userId: notificationPreferences.userId }).from(notificationPreferences);
    expect(rows.map((row) => row.userId)).toEqual([asha.id]);
  });

  it('refuses to turn a required type off in the bell, naming the field, and saves nothing of the request', async () => {
    const person = await accountsPerson();
    const before = await rowCounts(ctx.database);
    const res = await save(person.id, { types: [{ notification_type: 'payment', channels: { mail: true } }, { notification_type: 'system', channels: { bell: false } }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'types.system.bell': ['system notifications always reach the bell: they cannot be turned off there.'] });
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('refuses WhatsApp on without a number, saved or given, and clearing the number while WhatsApp is on', async () => {
    const person = await accountsPerson();
    const before = await rowCounts(ctx.database);
    const withoutNumber = await save(person.id, { types: [{ notification_type: 'payment', channels: { whatsapp: true } }] });
    expect(withoutNumber.statusCode).toBe(400);
    expect(withoutNumber.json().errors).toEqual({ whatsapp_number: ['Give your WhatsApp number, with its country code, to get notifications on WhatsApp.'] });
    expect(await rowCounts(ctx.database)).toEqual(before);

    expect((await save(person.id, { whatsapp_number: NUMBER, types: [{ notification_type: 'payment', channels: { whatsapp: true } }] })).statusCode).toBe(200);
    const clearing = await save(person.id, { whatsapp_number: null });
    expect(clearing.statusCode).toBe(400);
    expect(Object.keys(clearing.json().errors)).toEqual(['whatsapp_number']);
    expect((await read(person.id)).whatsapp_number).toBe(NUMBER);

    // With WhatsApp off again, the number may go.
    expect((await save(person.id, { whatsapp_number: null, types: [{ notification_type: 'payment', channels: { whatsapp: false } }] })).statusCode).toBe(200);
    const [user] = await ctx.database.db.select({ number: users.whatsappNumber }).from(users).where(eq(users.id, person.id));
    expect(user?.number).toBeNull();
  });

  it('refuses a number without its country code, an unknown type or channel, and a type given twice', async () => {
    const person = await accountsPerson();
    const before = await rowCounts(ctx.database);
    const bodies = [
      { whatsapp_number: '9812345678' },
      { types: [{ notification_type: 'holiday', channels: { bell: false } }] },
      { types: [{ notification_type: 'payment', channels: { pigeon: true } }] },
      { types: [{ notification_type: 'payment', channels: { mail: true } }, { notification_type: 'payment', channels: { mail: false } }] },
    ];
    for (const body of bodies) expect((await save(person.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await save(person.id, { whatsapp_number: '98' })).json().errors.whatsapp_number).toEqual(['Give the number with its country code, e.g. +919812345678.']);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });
});

describe('what notify does with the choices', () => {
  it('keeps a type turned off out of the bell and queues the channels turned on', async () => {
    const person = await accountsPerson();
    await save(person.id, { whatsapp_number: NUMBER, types: [{ notification_type: 'payment', channels: { bell: false, mail: true, whatsapp: true } }] });
    const reached = await ctx.database.db.transaction((tx) => notify(tx, { userIds: [person.id] }, { type: 'payment', message: 'UA-7: link expired unpaid.', link: '/bookings/7' }));
    expect(reached).toBe(0);
    expect(await ctx.database.db.select().from(notifications).where(eq(notifications.userId, person.id))).toEqual([]);
    const deliveries = await ctx.database.db.select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status }).from(notificationDeliveries);
    expect(deliveries.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'mail', status: 'pending' },
      { channel: 'whatsapp', status: 'pending' },
    ]);
  });
});
