import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { NotificationChannel, NotificationType } from '@ua/contracts';
import { notificationDeliveries, notificationPreferences, notifications } from '../../db/schema/notifications.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { notify, type OutgoingNotification } from './index.ts';

/** Whom `notify` reaches: the type's label, a raise key, each person's channels. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

const send = (userIds: number[], notification: OutgoingNotification) => ctx.database.db.transaction((tx) => notify(tx, { userIds }, notification));
const bellOf = (userId: number) => ctx.database.db.select({ type: notifications.notificationType, message: notifications.message }).from(notifications).where(eq(notifications.userId, userId));
const deliveriesOf = (userId: number) =>
  ctx.database.db.select({ channel: notificationDeliveries.channel, message: notificationDeliveries.message }).from(notificationDeliveries).where(eq(notificationDeliveries.userId, userId));
const choose = (userId: number, notificationType: NotificationType, channel: NotificationChannel, enabled: boolean) =>
  ctx.database.db.insert(notificationPreferences).values({ userId, notificationType, channel, enabled });

describe('notify reaches the people allowed the type', () => {
  it('skips a recipient whose labels do not allow the type, and reaches everyone with system', async () => {
    const accounts = (await makeStaff(ctx.database.db, { labels: ['payments.view'] })).id;
    const sales = (await makeStaff(ctx.database.db, { labels: ['itineraries.view'] })).id;
    expect(await send([accounts, sales], { type: 'payment', message: 'Due soon', link: null })).toBe(1);
    expect(await bellOf(accounts)).toEqual([{ type: 'payment', message: 'Due soon' }]);
    expect(await bellOf(sales)).toEqual([]);
    expect(await send([accounts, sales], { type: 'system', message: 'Maintenance', link: null })).toBe(2);
  });

  it('raises a keyed notification once per person, however often it is sent, and still reaches someone new', async () => {
    const first = (await makeStaff(ctx.database.db, { labels: ['payments.view'] })).id;
    const later = (await makeStaff(ctx.database.db, { labels: ['payments.view'] })).id;
    const due = { type: 'payment', message: 'UA-1: the balance is due in 3 days.', link: '/bookings/1', key: 'due-soon:1' } as const;
    expect(await send([first], due)).toBe(1);
    expect(await send([first], due)).toBe(0);
    // Two sends racing: the key's primary key lets one through.
    const raced = await Promise.all([send([first, later], due), send([first, later], due)]);
    expect(raced.sort()).toEqual([0, 1]);
    expect(await bellOf(first)).toHaveLength(1);
    expect(await bellOf(later)).toHaveLength(1);
    // Another fact is another key.
    expect(await send([first], { ...due, key: 'due-soon:2' })).toBe(1);
  });

  it('keeps out of the bell a type its person turned off, but never a required one', async () => {
    const person = (await makeStaff(ctx.database.db, { labels: ['payments.view'] })).id;
    await choose(person, 'payment', 'bell', false);
    await choose(person, 'system', 'bell', false);
    expect(await send([person], { type: 'payment', message: 'Muted', link: null })).toBe(0);
    expect(await send([person], { type: 'system', message: 'Required', link: null })).toBe(1);
    expect((await bellOf(person)).map((row) => row.message)).toEqual(['Required']);
  });

  it('queues mail and WhatsApp deliveries for the channels its person turned on, alongside or instead of the bell', async () => {
    const person = (await makeStaff(ctx.database.db, { labels: ['payments.view'] })).id;
    const other = (await makeStaff(ctx.database.db, { labels: ['payments.view'] })).id;
    await choose(person, 'payment', 'mail', true);
    await choose(person, 'payment', 'whatsapp', true);
    await choose(person, 'payment', 'bell', false);
    expect(await send([person, other], { type: 'payment', message: 'Link expired', link: '/bookings/4' })).toBe(1);
    expect(await bellOf(person)).toEqual([]);
    expect((await deliveriesOf(person)).map((row) => row.channel).sort()).toEqual(['mail', 'whatsapp']);
    expect(await deliveriesOf(other)).toEqual([]);
    const [row] = await ctx.database.db.select().from(notificationDeliveries).where(and(eq(notificationDeliveries.userId, person), eq(notificationDeliveries.channel, 'mail')));
    expect(row).toMatchObject({ status: 'pending', notificationType: 'payment', message: 'Link expired', link: '/bookings/4' });
  });

  it('stores the record dates a notification can be snoozed until', async () => {
    const person = (await makeStaff(ctx.database.db, { labels: ['payments.view'] })).id;
    const at = '2026-12-01T03:30:00.000Z';
    await send([person], { type: 'payment', message: 'Due', link: null, snoozeDates: [{ key: 'due_date', label: 'the balance due date', at }] });
    const [row] = await ctx.database.db.select({ dates: notifications.snoozeDates }).from(notifications).where(eq(notifications.userId, person));
    expect(row?.dates).toEqual([{ key: 'due_date', label: 'the balance due date', at }]);
  });
});
