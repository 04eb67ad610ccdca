import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_PATHS, SHELL_PATHS, type Notification, type UnreadCount, type UserAccessLevelResponse } from '@ua/contracts';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { accessLevels, users } from '../../src/db/schema/staff.ts';
import { createTestContext, testConfig, type TestContext } from '../harness.ts';
import { makeStaff } from '../fixtures/staff.ts';
import { capturedStatements } from './query-plans.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * What one instance keeps of accounts and bells is never answered after the database changed under it,
 * whichever instance (or writer) changed it: two instances of the app on one database, each with its own
 * pool and LISTEN connection on PostgreSQL, as two servers behind a load balancer. Each check warms the
 * other instance first (its next call asks the database for nothing but the bus's marker), changes the
 * data on the first, and calls the other at once: no wait, no retry.
 */
describe(`kept accounts and bells across two instances (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let ctx: TestContext;
  let otherDatabase: Database;
  let other: FastifyInstance;

  beforeAll(async () => {
    ctx = await createTestContext({ data: 'empty' });
    otherDatabase = ctx.database.url ? openDatabase({ url: ctx.database.url, poolSize: 4 }) : ctx.database;
    other = await buildApp(testConfig(), { database: otherDatabase, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    if (otherDatabase !== ctx?.database) await otherDatabase?.close();
    await ctx?.close();
  });

  const onOther = (token: string, url: string) => other.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  /** Calls the other instance until what it answers is kept: the call after asks its database nothing. */
  async function warm(token: string, url: string): Promise<void> {
    await other.events.sync();
    expect((await onOther(token, url)).statusCode).toBe(200);
    const statements = await capturedStatements(otherDatabase.db, async () => {
      expect((await onOther(token, url)).statusCode).toBe(200);
    });
    expect(statements.filter((statement) => !JSON.stringify(statement.params).includes('bus.sync'))).toEqual([]);
  }

  const hot = [SHELL_PATHS.unreadCount, SHELL_PATHS.userProfile, SHELL_PATHS.userAccessLevel, `${SHELL_PATHS.userNotifications}?read_status=unread`];

  it('refuses a token signed out on one instance at the very next call on the other, every time', async () => {
    const person = await makeStaff(ctx.database.db, { labels: [] });
    for (let round = 0; round < 10; round += 1) {
      const token = await ctx.tokenFor(person.email);
      for (const url of hot) await warm(token, url);
      expect((await ctx.withToken(token).post(AUTH_PATHS.logout)).statusCode).toBeLessThan(300);
      for (const url of hot) expect((await onOther(token, url)).statusCode, `${url}, round ${round}`).toBe(401);
    }
  });

  it('refuses a deactivated account at once on the other instance, whoever wrote it', async () => {
    const person = await makeStaff(ctx.database.db, { labels: [] });
    const token = await ctx.tokenFor(person.email);
    for (const url of hot) await warm(token, url);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, person.id));
    for (const url of hot) expect((await onOther(token, url)).statusCode, url).toBe(401);
  });

  it('answers a withdrawn label at once on the other instance: the access level, and the types the bell shows', async () => {
    const person = await makeStaff(ctx.database.db, { labels: ['bookings.view'] });
    await ctx.database.db.insert(notifications).values([
      { userId: person.id, notificationType: 'booking', message: 'A booking' },
      { userId: person.id, notificationType: 'system', message: 'For everyone' },
    ]);
    const token = await ctx.tokenFor(person.email);
    for (const url of hot) await warm(token, url);
    expect((await onOther(token, SHELL_PATHS.unreadCount)).json<UnreadCount>().by_type).toEqual({ booking: 1, system: 1 });

    await ctx.database.db.update(accessLevels).set({ labels: [] }).where(eq(accessLevels.id, person.accessLevelId ?? 0));
    const levels = (await onOther(token, SHELL_PATHS.userAccessLevel)).json<UserAccessLevelResponse>();
    expect(levels.flatMap((level) => level.access_level_data.map((item) => item.label))).not.toContain('bookings.view');
    expect((await onOther(token, SHELL_PATHS.unreadCount)).json<UnreadCount>()).toEqual({ unread_count: 1, by_type: { system: 1 } });
    const list = (await onOther(token, `${SHELL_PATHS.userNotifications}?read_status=unread`)).json<Notification[]>();
    expect(list.map((n) => n.notification_type)).toEqual(['system']);
  });

  it("counts a notification written on one instance at the other's very next poll, and a read one no longer", async () => {
    const person = await makeStaff(ctx.database.db, { labels: [] });
    const token = await ctx.tokenFor(person.email);
    for (let round = 1; round <= 5; round += 1) {
      await warm(token, SHELL_PATHS.unreadCount);
      await warm(token, `${SHELL_PATHS.userNotifications}?read_status=unread`);
      await ctx.database.db.insert(notifications).values({ userId: person.id, notificationType: 'system', message: `Round ${round}` });
      expect((await onOther(token, SHELL_PATHS.unreadCount)).json<UnreadCount>().unread_count).toBe(round);
      expect((await onOther(token, `${SHELL_PATHS.userNotifications}?read_status=unread`)).json<Notification[]>()[0]?.message).toBe(`Round ${round}`);
    }
    const [newest] = (await onOther(token, `${SHELL_PATHS.userNotifications}?read_status=unread`)).json<Notification[]>();
    expect((await ctx.withToken(token).patch(SHELL_PATHS.notificationAction(newest?.id ?? 0), { read_status: 'read' })).statusCode).toBe(200);
    expect((await onOther(token, SHELL_PATHS.unreadCount)).json<UnreadCount>().unread_count).toBe(4);
  });

  it('keeps nothing for a snoozed notification past its wake: it counts again at its time with no write', async () => {
    const person = await makeStaff(ctx.database.db, { labels: [] });
    await ctx.database.db.insert(notifications).values({ userId: person.id, notificationType: 'system', message: 'Wakes soon', snoozedUntil: new Date(Date.now() + 1500) });
    const token = await ctx.tokenFor(person.email);
    await warm(token, SHELL_PATHS.unreadCount);
    expect((await onOther(token, SHELL_PATHS.unreadCount)).json<UnreadCount>().unread_count).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await onOther(token, SHELL_PATHS.unreadCount)).json<UnreadCount>().unread_count).toBe(1);
  });
});
