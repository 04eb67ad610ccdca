import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, between, eq } from 'drizzle-orm';
import type { Json } from '../../core/events/event-bus.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createTestContext, demoIds, type TestContext } from '../../../test/harness.ts';
import { NOTIFICATIONS_CREATED, notify, type NotificationsCreated } from './index.ts';

let ctx: TestContext;
let received: Json[];
let unsubscribe: () => void;
beforeAll(async () => {
  ctx = await createTestContext();
  unsubscribe = ctx.app.events.subscribe(NOTIFICATIONS_CREATED, (payload) => {
    received.push(payload);
  });
});
afterAll(async () => {
  unsubscribe();
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  received = [];
});

describe('notify', () => {
  it('writes one row per active recipient however they were named, and publishes their id range once, on commit', async () => {
    const ids = await demoIds(ctx);
    const count = await ctx.database.db.transaction(async (tx) => {
      const written = await notify(tx, { userIds: [ids.admin], accessLevelIds: [ids.operations], labels: ['staff.manage'] }, { type: 'booking', message: 'UA-2026-000123 is confirmed.', link: '/bookings/123' });
      // Not before the commit: a live bell must never show a row that may still roll back.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received).toEqual([]);
      return written;
    });
    expect(count).toBe(2);
    await expect.poll(() => received.length).toBe(1);
    const event = received[0] as NotificationsCreated;
    expect(event.count).toBe(2);
    const rows = await ctx.database.db.select({ userId: notifications.userId }).from(notifications).where(between(notifications.id, event.first_id, event.last_id));
    expect(rows.map((row) => row.userId).sort()).toEqual([ids.admin, ids.ops].sort());
  });

  it('writes nothing and publishes nothing when its transaction rolls back', async () => {
    const ids = await demoIds(ctx);
    const rollback = new Error('the business change failed');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await notify(tx, { userIds: [ids.viewer] }, { type: 'system', message: 'Never seen', link: null });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
    expect(await ctx.database.db.select().from(notifications).where(and(eq(notifications.userId, ids.viewer), eq(notifications.message, 'Never seen')))).toEqual([]);
  });

  it('reaches nobody, and publishes nothing, when the recipients name nobody active', async () => {
    expect(await ctx.database.db.transaction((tx) => notify(tx, {}, { type: 'system', message: 'To nobody', link: null }))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
  });

  it('publishes for a broadcast sent from the admin screen', async () => {
    const res = await ctx.as('admin@ua.test').post('/api/admin/notifications/', { recipients: { all: true }, notification_type: 'system', message: 'Maintenance tonight' });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => received.length).toBe(1);
    expect((received[0] as NotificationsCreated).count).toBe(res.json().created);
  });
});
