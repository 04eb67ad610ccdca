import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_PATHS, type NotificationType } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import type { Config } from '../../config.ts';
import { createJobRunner } from '../../core/jobs/runner.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { devCaughtMails, devWhatsappMessages, messages } from '../../db/schema/messaging.ts';
import { notificationDeliveries, notificationPreferences } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/staff.ts';
import { notify } from '../notifications/index.ts';
import { mailJobs } from './mail.jobs.ts';
import { deliverStaffNotifications } from './staff-deliveries.service.ts';
import { STAFF_DELIVERIES_JOB, staffDeliveryJobs } from './staff-deliveries.jobs.ts';
import { whatsappJobs } from './whatsapp.jobs.ts';

/**
 * Staff's own notifications by mail and WhatsApp, end to end: a notify leaves deliveries for the
 * channels the person turned on, its commit wakes the delivery job, which queues each as a message;
 * the send jobs carry the mail to the app's SMTP catcher and the WhatsApp message to its stand-in.
 */

const SITE = 'https://internal.example.in';
const NUMBER = '+919876543210';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty', listen: true, env: { NODE_ENV: 'development', JOBS_IN_PROCESS: 'false', SMTP_CATCHER_PORT: '0', PUBLIC_SITE_URL: SITE } });
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

/** The runner a deployment runs for these: the delivery job and both send jobs; no waiting between tries. */
const drain = (config: Config = ctx.config) =>
  createJobRunner({ db: ctx.database.db, definitions: [...staffDeliveryJobs(config).definitions, ...mailJobs(config), ...whatsappJobs(config)], backoff: { baseMs: 0, capMs: 0 } }).drain();

const accountsPerson = (email?: string) => makeStaff(ctx.database.db, { labels: ['payments.view'], firstName: 'Priya', ...(email ? { email } : {}) });

async function choose(userId: number, body: object): Promise<void> {
  const res = await ctx.as(userId).put(NOTIFICATION_PATHS.preferences, body);
  expect(res.statusCode, res.body).toBe(200);
}

const paymentNotice = { type: 'payment' as NotificationType, message: 'UA-2026-000007 (Mehta): the balance of ₹18,400.00 is due on Tue, 1 Dec 2026.', link: '/bookings/7' };
const send = (userIds: number[], notification = paymentNotice) => ctx.database.db.transaction((tx) => notify(tx, { userIds }, notification));
const wakeUps = () => ctx.database.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.name, STAFF_DELIVERIES_JOB), eq(jobs.state, 'queued')));
/** Waits for the commit's wake-up to enqueue the delivery job, then runs it and the sends it queues. */
async function wokenAndDrained(): Promise<void> {
  await expect.poll(async () => (await wakeUps()).length).toBeGreaterThan(0);
  await drain();
}

describe('a notification a person turned mail on for', () => {
  it('wakes the delivery job on commit and reaches their mailbox with its message, an absolute link and the way to turn it off', async () => {
    const person = await accountsPerson('priya.accounts@ua.test');
    await choose(person.id, { types: [{ notification_type: 'payment', channels: { mail: true } }] });
    expect(await send([person.id])).toBe(1);
    await wokenAndDrained();
    const [caught, ...others] = await ctx.database.db.select().from(devCaughtMails);
    expect(others).toEqual([]);
    expect(caught).toMatchObject({ toAddresses: ['priya.accounts@ua.test'], subject: 'UA Internal: Payments' });
    expect(caught?.text).toContain(paymentNotice.message);
    expect(caught?.text).toContain(`${SITE}/bookings/7`);
    expect(caught?.text).toContain(`${SITE}/notifications/settings`);
    expect(caught?.html).toContain(`href="${SITE}/bookings/7"`);

    const [delivery] = await ctx.database.db.select().from(notificationDeliveries);
    expect(delivery).toMatchObject({ status: 'queued', channel: 'mail', note: null, handledAt: expect.any(Date) });
    const [message] = await ctx.database.db.select().from(messages).where(eq(messages.id, delivery?.messageId ?? 0));
    expect(message).toMatchObject({ channel: 'email', recordType: 'staff', recordId: person.id, party: null, template: 'staff_notification', status: 'sent', sentBy: null });

    // Run again: nothing is sent twice.
    await drain();
    expect(await ctx.database.db.select().from(devCaughtMails)).toHaveLength(1);
  });
});

describe('a notification a person turned WhatsApp on for', () => {
  it('reaches their phone on the WhatsApp stand-in, as the staff alert template with the link', async () => {
    const person = await accountsPerson();
    await choose(person.id, { whatsapp_number: NUMBER, types: [{ notification_type: 'payment', channels: { whatsapp: true, bell: false } }] });
    // Out of the bell, by their choice, but still on WhatsApp.
    expect(await send([person.id])).toBe(0);
    await wokenAndDrained();

    const [phone] = await ctx.database.db.select().from(devWhatsappMessages).where(eq(devWhatsappMessages.phone, NUMBER));
    expect(phone?.direction).toBe('out');
    expect(phone?.text).toBe(`UA Internal: ${paymentNotice.message} ${SITE}/bookings/7 (You chose to get these on WhatsApp; change that in your notification settings.)`);
    const [message] = await ctx.database.db.select().from(messages);
    expect(message).toMatchObject({ channel: 'whatsapp', recordType: 'staff', recordId: person.id, toAddress: NUMBER, template: 'staff_alert' });
    expect(await ctx.database.db.select().from(devCaughtMails)).toEqual([]);
  });
});

describe('nothing goes out', () => {
  it('for channels left off, or to someone whose labels do not allow the type, whatever they chose', async () => {
    const quiet = await accountsPerson();
    const sales = await makeStaff(ctx.database.db, { labels: ['itineraries.view'] });
    await ctx.database.db.insert(notificationPreferences).values({ userId: sales.id, notificationType: 'payment', channel: 'mail', enabled: true });
    await send([quiet.id, sales.id]);
    await drain();
    expect(await ctx.database.db.select().from(notificationDeliveries)).toEqual([]);
    expect(await ctx.database.db.select().from(messages)).toEqual([]);
    expect(await ctx.database.db.select().from(devCaughtMails)).toEqual([]);
  });

  it('skips, saying why, a WhatsApp delivery with no number, one to an account closed since, and channels this server cannot send on', async () => {
    const noNumber = await accountsPerson();
    const leaving = await accountsPerson();
    // Saved before the number rule, or the number cleared by an administrator: the row says WhatsApp, the account has no number.
    await ctx.database.db.insert(notificationPreferences).values({ userId: noNumber.id, notificationType: 'payment', channel: 'whatsapp', enabled: true });
    await choose(leaving.id, { types: [{ notification_type: 'payment', channels: { mail: true } }] });
    await send([noNumber.id, leaving.id]);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, leaving.id));
    await wokenAndDrained();
    const notes = await ctx.database.db.select({ userId: notificationDeliveries.userId, status: notificationDeliveries.status, note: notificationDeliveries.note }).from(notificationDeliveries);
    expect(notes.sort((a, b) => a.userId - b.userId)).toEqual([
      { userId: noNumber.id, status: 'skipped', note: 'No WhatsApp number in their notification settings.' },
      { userId: leaving.id, status: 'skipped', note: 'The account is no longer active.' },
    ]);

    // A production server with no SMTP_URL and no WHATSAPP_API_URL has neither channel.
    const unconfigured: Config = { ...ctx.config, env: 'production', mail: { ...ctx.config.mail, smtpUrl: null }, whatsapp: { ...ctx.config.whatsapp, apiUrl: null } };
    const person = await accountsPerson();
    await choose(person.id, { whatsapp_number: NUMBER, types: [{ notification_type: 'payment', channels: { mail: true, whatsapp: true } }] });
    await send([person.id]);
    expect(await deliverStaffNotifications(ctx.database.db, unconfigured)).toBe(2);
    const skipped = await ctx.database.db.select({ channel: notificationDeliveries.channel, note: notificationDeliveries.note }).from(notificationDeliveries).where(eq(notificationDeliveries.userId, person.id));
    expect(skipped.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'mail', note: 'Mail is not set up on this server.' },
      { channel: 'whatsapp', note: 'WhatsApp is not set up on this server.' },
    ]);
    expect(await ctx.database.db.select().from(messages)).toEqual([]);
  });
});

describe('the delivery job', () => {
  it('takes each pending delivery once, however many runs take them at once', async () => {
    const people = [];
    for (let i = 0; i < 3; i += 1) {
      const person = await accountsPerson();
      await choose(person.id, { types: [{ notification_type: 'payment', channels: { mail: true } }] });
      people.push(person.id);
    }
    for (let i = 0; i < 40; i += 1) await send(people, { ...paymentNotice, message: `Notice ${i}` });
    const runs = await Promise.all([deliverStaffNotifications(ctx.database.db, ctx.config), deliverStaffNotifications(ctx.database.db, ctx.config)]);
    expect(runs[0] + runs[1]).toBe(120);
    expect(await ctx.database.db.select({ id: messages.id }).from(messages)).toHaveLength(120);
    const statuses = await ctx.database.db.select({ status: notificationDeliveries.status }).from(notificationDeliveries);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(['queued']));
  });
});
