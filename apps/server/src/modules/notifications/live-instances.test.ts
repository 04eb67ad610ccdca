import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_PATHS, SHELL_PATHS, type Notification } from '@ua/contracts';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createTestContext, testConfig, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { openStream } from '../../../test/sse-client.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Two instances of the app on one database. On PostgreSQL (TEST_DATABASE_URL) each has its own pool and its
 * own LISTEN connection, as two servers behind a load balancer; on PGlite both share the embedded database
 * in this process, and what a transaction publishes reaches both through PGlite's own LISTEN.
 */
describe(`the live bell across two instances (${onPostgres ? 'PostgreSQL LISTEN/NOTIFY' : 'PGlite, in process'})`, () => {
  let ctx: TestContext;
  let otherDatabase: Database;
  let other: FastifyInstance;
  const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true, data: 'empty' });
    otherDatabase = ctx.database.url ? openDatabase({ url: ctx.database.url, poolSize: 4 }) : ctx.database;
    other = await buildApp(testConfig(), { database: otherDatabase, logger: false });
    await other.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await other?.close();
    if (otherDatabase !== ctx?.database) await otherDatabase?.close();
    await ctx?.close();
  });

  it('delivers a notification committed on one instance to a stream open on the other, with its count', async () => {
    const sender = await makeStaff(ctx.database.db, { labels: ['notifications.send'] });
    const ops = await makeStaff(ctx.database.db, { labels: [] });
    const token = await ctx.tokenFor(ops.email);
    const onSecond = await openStream(urlOf(other), NOTIFICATION_PATHS.stream, { token });
    const onFirst = await openStream(urlOf(ctx.app), NOTIFICATION_PATHS.stream, { token });
    await onSecond.until('count', 1);
    await onFirst.until('count', 1);
    expect(other.liveBell.size().streams).toBe(1);

    const sent = await ctx.as(sender.id).post('/api/admin/notifications/', { recipients: { user_ids: [ops.id] }, notification_type: 'system', message: 'Sent on instance 1' });
    expect(sent.statusCode).toBe(201);
    await onSecond.until('notification', 1);
    await onFirst.until('notification', 1);
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, ops.id));
    expect(onSecond.named('notification')).toEqual([{ event: 'notification', id: String(row?.id), data: expect.objectContaining({ id: row?.id, message: 'Sent on instance 1' }) as Notification }]);
    await onSecond.until('count', 2);
    expect(onSecond.named('count').at(-1)?.data).toEqual({ unread_count: 1, by_type: { system: 1 } });
    onSecond.close();
    onFirst.close();
    await Promise.all([onSecond.ended, onFirst.ended]);
  });

  // On PGlite a read publishes in process only: there is one instance per embedded database.
  it.skipIf(!onPostgres)('sends the new count to a stream on the other instance after a read on this one', async () => {
    const ops = await makeStaff(ctx.database.db, { labels: [] });
    const [row] = await ctx.database.db.insert(notifications).values({ userId: ops.id, notificationType: 'system', message: 'Read me' }).returning();
    const onSecond = await openStream(urlOf(other), NOTIFICATION_PATHS.stream, { token: await ctx.tokenFor(ops.email) });
    await onSecond.until('count', 1);
    expect(onSecond.named('count')[0]?.data).toEqual({ unread_count: 1, by_type: { system: 1 } });

    const read = await ctx.as(ops.id).patch(SHELL_PATHS.notificationAction(row?.id ?? 0), { read_status: 'read' });
    expect(read.statusCode).toBe(200);
    await onSecond.until('count', 2);
    expect(onSecond.named('count').at(-1)?.data).toEqual({ unread_count: 0, by_type: {} });
    onSecond.close();
    await onSecond.ended;
  });
});
