import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_COOKIE, NOTIFICATION_PATHS, SHELL_PATHS, type Notification, type NotificationType } from '@ua/contracts';
import { buildApp } from '../../app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { revokedAccessTokens, userAccessLevels, users } from '../../db/schema/staff.ts';
import { createTestContext, testConfig, type TestContext } from '../../../test/harness.ts';
import { makeStaff, type StaffFixture } from '../../../test/fixtures/staff.ts';
import { openStream, type OpenedStream, type StreamOptions } from '../../../test/sse-client.ts';
import { NOTIFICATIONS_CREATED, notify, type NotificationsCreated } from './index.ts';

let ctx: TestContext;
let base: string;
let open: OpenedStream[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ listen: true, data: 'empty' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());
afterEach(async () => {
  for (const stream of open) stream.close();
  await Promise.all(open.map((stream) => stream.ended));
  open = [];
  await expect.poll(() => ctx.app.liveBell.size().streams).toBe(0);
});

async function stream(options: StreamOptions): Promise<OpenedStream> {
  const opened = await openStream(base, NOTIFICATION_PATHS.stream, options);
  open.push(opened);
  return opened;
}

async function streamOf(person: StaffFixture, options: Omit<StreamOptions, 'token'> = {}): Promise<OpenedStream> {
  const opened = await stream({ token: await ctx.tokenFor(person.email), ...options });
  expect(opened.status).toBe(200);
  await opened.until('count', 1);
  return opened;
}

/** What `notify` does for a business change: rows (for people whose labels allow the type) and the event on commit. */
async function notifyUsers(userIds: number[], type: NotificationType, message: string): Promise<number> {
  return ctx.database.db.transaction((tx) => notify(tx, { userIds }, { type, message, link: null }));
}

/**
 * A row written without `notify`'s own label check, and its event: a row raised before a label was
 * withdrawn, or by a writer that got the labels wrong. The stream must still show only what its owner may see.
 */
async function writeRow(userId: number, type: NotificationType, message: string): Promise<number> {
  const [row] = await ctx.database.db.insert(notifications).values({ userId, notificationType: type, message }).returning({ id: notifications.id });
  const id = row?.id ?? 0;
  await ctx.app.events.publish(NOTIFICATIONS_CREATED, { first_id: id, last_id: id, count: 1 } satisfies NotificationsCreated);
  return id;
}

const messages = (received: OpenedStream) => received.named('notification').map((event) => (event.data as Notification).message);
const lastCount = (received: OpenedStream) => received.named('count').at(-1)?.data;

describe('GET /user/notifications/stream/', () => {
  it('sends the count, then each new notification (id and the Notification as the list has it) followed by the new count', async () => {
    const ops = await makeStaff(ctx.database.db, { labels: ['bookings.view'] });
    const received = await streamOf(ops);
    expect(received.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(received.headers.get('cache-control')).toBe('no-cache');
    expect(received.headers.get('x-accel-buffering')).toBe('no');
    expect(received.headers.get('content-encoding')).toBeNull();
    // Helmet's headers reach the stream like every other answer.
    expect(received.headers.get('x-content-type-options')).toBe('nosniff');
    expect(received.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(received.events).toEqual([{ event: 'count', data: { unread_count: 0, by_type: {} } }]);

    await notifyUsers([ops.id], 'booking', 'UA-2026-000123 is confirmed.\nVoucher to follow.');
    await received.until('count', 2);
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, ops.id));
    const listed = (await ctx.as(ops.id).get(`${SHELL_PATHS.userNotifications}?read_status=unread`)).json();
    expect(received.events.slice(1)).toEqual([
      { event: 'notification', id: String(row?.id), data: listed[0] },
      { event: 'count', data: { unread_count: 1, by_type: { booking: 1 } } },
    ]);
  });

  it('takes the token from the access-token cookie too (an EventSource sends no header)', async () => {
    const ops = await makeStaff(ctx.database.db, { labels: [] });
    const received = await stream({ cookie: `other=1; ${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(await ctx.tokenFor(ops.email))}` });
    expect(received.status).toBe(200);
    await received.until('count', 1);
  });

  it('refuses a revoked, a deactivated or a missing token with 401 JSON and opens no stream', async () => {
    const revoked = await makeStaff(ctx.database.db, { labels: [] });
    const revokedToken = await ctx.tokenFor(revoked.email);
    await ctx.database.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, revoked.id));
    const deactivated = await makeStaff(ctx.database.db, { labels: [] });
    const deactivatedToken = await ctx.tokenFor(deactivated.email);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, deactivated.id));

    for (const options of [{ token: revokedToken }, { token: deactivatedToken }, {}, { cookie: `${ACCESS_TOKEN_COOKIE}=${revokedToken}` }]) {
      const refused = await stream(options);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('content-type')).toMatch(/application\/json/);
      expect(await refused.json()).toMatchObject({ code: 'unauthenticated' });
    }
    expect(ctx.app.liveBell.size().streams).toBe(0);
  });

  it('answers 400 JSON to a caller that does not ask for an event stream', async () => {
    const ops = await makeStaff(ctx.database.db, { labels: [] });
    const refused = await stream({ token: await ctx.tokenFor(ops.email), accept: 'application/json' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'bad_request' });
    expect(ctx.app.liveBell.size().streams).toBe(0);
  });

  it('pings every stream, and ends at the next ping the streams of a token signed out, signed out everywhere or of an account deactivated', async () => {
    const people = [];
    for (let i = 0; i < 4; i += 1) people.push(await makeStaff(ctx.database.db, { labels: [] }));
    const [stays, everywhere, deactivated, twoTabs] = people as [StaffFixture, StaffFixture, StaffFixture, StaffFixture];
    const staying = await streamOf(stays);
    const everywhereStream = await streamOf(everywhere);
    const deactivatedStream = await streamOf(deactivated);
    const signedOutToken = await ctx.tokenFor(twoTabs.email);
    const signedOutStream = await stream({ token: signedOutToken });
    await signedOutStream.until('count', 1);
    // Another token of the same person (another device): only the token signed out loses its stream.
    const otherDevice = await streamOf(twoTabs);

    await ctx.database.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, everywhere.id));
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, deactivated.id));
    const { jti } = JSON.parse(Buffer.from(signedOutToken.split('.')[1] ?? '', 'base64url').toString()) as { jti: string };
    await ctx.database.db.insert(revokedAccessTokens).values({ jti, userId: twoTabs.id, expiresAt: new Date(Date.now() + 86_400_000) });
    expect(ctx.app.liveBell.size()).toEqual({ streams: 5, people: 4 });

    await ctx.app.liveBell.pingRound();
    await Promise.all([everywhereStream.ended, deactivatedStream.ended, signedOutStream.ended]);
    expect(ctx.app.liveBell.size()).toEqual({ streams: 2, people: 2 });
    await staying.until('ping', 1);
    await otherDevice.until('ping', 1);
    expect(staying.named('ping')[0]?.data).toEqual({ at: expect.any(String) });
    await ctx.app.liveBell.pingRound();
    await staying.until('ping', 2);
    expect(ctx.app.liveBell.size()).toEqual({ streams: 2, people: 2 });
  });

  it('sends each person only the types their labels allow now: a label withdrawn while connected stops the next ones', async () => {
    const payer = await makeStaff(ctx.database.db, { labels: ['payments.view'] });
    const other = await makeStaff(ctx.database.db, { labels: ['bookings.view'] });
    const payerStream = await streamOf(payer);
    const otherStream = await streamOf(other);

    await notifyUsers([payer.id, other.id], 'payment', 'Balance of ₹18,400 received for UA-24090.');
    await writeRow(other.id, 'payment', 'A payment row the bookings desk may not see');
    await notifyUsers([payer.id, other.id], 'system', 'Read-only on Sunday');
    await payerStream.until('notification', 2);
    await otherStream.until('notification', 1);
    expect(messages(payerStream)).toEqual(['Balance of ₹18,400 received for UA-24090.', 'Read-only on Sunday']);
    expect(messages(otherStream)).toEqual(['Read-only on Sunday']);
    expect(lastCount(otherStream)).toEqual({ unread_count: 1, by_type: { system: 1 } });

    // The payer's level loses payments.view; the stream stays open, and the payment rows stop.
    await ctx.database.db.delete(userAccessLevels).where(eq(userAccessLevels.userId, payer.id));
    await writeRow(payer.id, 'payment', 'Advance for UA-24131 is overdue');
    await writeRow(payer.id, 'system', 'Back online');
    await payerStream.until('notification', 3);
    await payerStream.until('count', 4);
    expect(messages(payerStream)).toEqual(['Balance of ₹18,400 received for UA-24090.', 'Read-only on Sunday', 'Back online']);
    expect(lastCount(payerStream)).toEqual({ unread_count: 2, by_type: { system: 2 } });
  });

  it("sends the new count to all the person's streams when one of their tabs marks one or all read", async () => {
    const ops = await makeStaff(ctx.database.db, { labels: ['bookings.view'] });
    const stranger = await makeStaff(ctx.database.db, { labels: ['bookings.view'] });
    const first = await streamOf(ops);
    const second = await streamOf(ops);
    const strangers = await streamOf(stranger);
    await notifyUsers([ops.id], 'booking', 'One');
    await notifyUsers([ops.id], 'system', 'Two');
    await second.until('count', 3);
    const [one] = await ctx.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.message, 'One'));

    expect((await ctx.as(ops.id).patch(SHELL_PATHS.notificationAction(one?.id ?? 0), { read_status: 'read' })).statusCode).toBe(200);
    await first.until('count', 4);
    await second.until('count', 4);
    expect(lastCount(first)).toEqual({ unread_count: 1, by_type: { system: 1 } });
    expect(lastCount(second)).toEqual({ unread_count: 1, by_type: { system: 1 } });

    expect((await ctx.as(ops.id).post(SHELL_PATHS.markAllRead, {})).json()).toEqual({ updated: 1 });
    await first.until('count', 5);
    expect(lastCount(first)).toEqual({ unread_count: 0, by_type: {} });
    await second.until('count', 5);
    // Nobody else hears of it.
    expect(strangers.named('count')).toHaveLength(1);
  });

  it('resumes after a dropped connection from Last-Event-ID (or ?last_event_id=): what was missed, oldest first, nothing twice', async () => {
    const ops = await makeStaff(ctx.database.db, { labels: ['bookings.view'] });
    const before = await streamOf(ops);
    await notifyUsers([ops.id], 'booking', 'Seen 1');
    await notifyUsers([ops.id], 'booking', 'Seen 2');
    await before.until('notification', 2);
    const lastSeen = before.named('notification').at(-1)?.id ?? '';
    before.close();
    await before.ended;
    await expect.poll(() => ctx.app.liveBell.size().streams).toBe(0);

    await notifyUsers([ops.id], 'booking', 'Missed 3');
    await notifyUsers([ops.id], 'system', 'Missed 4');
    const [seen1] = await ctx.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.message, 'Seen 1'));
    // A missed one read elsewhere meanwhile is not sent: the bell shows unread ones only.
    await ctx.as(ops.id).patch(SHELL_PATHS.notificationAction(seen1?.id ?? 0), { read_status: 'read' });

    const resumed = await streamOf(ops, { lastEventId: lastSeen });
    expect(messages(resumed)).toEqual(['Missed 3', 'Missed 4']);
    expect(resumed.events.map((event) => event.event)).toEqual(['notification', 'notification', 'count']);
    expect(lastCount(resumed)).toEqual({ unread_count: 3, by_type: { booking: 2, system: 1 } });
    const ids = resumed.named('notification').map((event) => Number(event.id));
    expect(ids[0]).toBeGreaterThan(Number(lastSeen));
    expect(ids[1]).toBeGreaterThan(ids[0] ?? 0);

    // A new leader tab hands the id over in the address; the header, when sent, wins.
    const handedOver = await streamOf(ops, { query: `last_event_id=${lastSeen}` });
    expect(messages(handedOver)).toEqual(['Missed 3', 'Missed 4']);
    const both = await streamOf(ops, { query: `last_event_id=${lastSeen}`, lastEventId: String(ids[0]) });
    expect(messages(both)).toEqual(['Missed 4']);
    // Without an id, just the count.
    const fresh = await streamOf(ops);
    expect(fresh.events.map((event) => event.event)).toEqual(['count']);
  });

  it('refuses a malformed last_event_id with 400', async () => {
    const ops = await makeStaff(ctx.database.db, { labels: [] });
    const refused = await stream({ token: await ctx.tokenFor(ops.email), query: 'last_event_id=abc' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'validation' });
  });

  it('reaches the streams of a broadcast sent from the admin screen', async () => {
    const sender = await makeStaff(ctx.database.db, { labels: ['notifications.send'] });
    const ops = await makeStaff(ctx.database.db, { labels: [] });
    const received = await streamOf(ops);
    const res = await ctx.as(sender.id).post('/api/admin/notifications/', { recipients: { all: true }, notification_type: 'system', message: 'Maintenance tonight' });
    expect(res.statusCode).toBe(201);
    await received.until('notification', 1);
    expect(messages(received)).toEqual(['Maintenance tonight']);
  });
});

describe('closing the app', () => {
  it('ends the open streams, so the server closes at once', async () => {
    const app = await buildApp(testConfig(), { database: ctx.database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const ops = await makeStaff(ctx.database.db, { labels: [] });
    const received = await openStream(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, NOTIFICATION_PATHS.stream, { token: await ctx.tokenFor(ops.email) });
    await received.until('count', 1);
    const started = Date.now();
    await app.close();
    await received.ended;
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
