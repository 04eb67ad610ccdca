import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { notifications } from '../../src/db/schema/index.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { makeStaff } from '../fixtures/staff.ts';

/** Hundreds of writes at once: every count exact, nothing lost, nothing doubled. Three staff are all it needs. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());

const countWhere = async (userId: number, status?: 'unread' | 'read', type?: string) => {
  const filters = [eq(notifications.userId, userId)];
  if (status) filters.push(eq(notifications.readStatus, status));
  if (type) filters.push(eq(notifications.notificationType, type));
  const [row] = await ctx.database.db.select({ n: count() }).from(notifications).where(and(...filters));
  return Number(row?.n ?? 0);
};

describe('concurrent notification writes', () => {
  it('keeps every count exact under hundreds of concurrent sends, marks and mark-all-reads', async () => {
    const admin = ctx.as((await makeStaff(ctx.database.db, { labels: ['notifications.send'] })).id);
    // Both may see booking notifications: a person receives only the types their labels allow.
    const opsId = (await makeStaff(ctx.database.db, { labels: ['bookings.view'] })).id;
    const viewerId = (await makeStaff(ctx.database.db, { labels: ['bookings.view'] })).id;
    const opsBefore = await countWhere(opsId);

    // 200 sends at once, each to ops and viewer by id, with duplicates in the recipient list.
    const sends = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        admin.post('/api/admin/notifications/', { recipients: { user_ids: [opsId, viewerId, opsId] }, notification_type: i % 2 ? 'system' : 'booking', message: `Broadcast ${i}` }),
      ),
    );
    expect(sends.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    expect(sends.every((r) => r.json().created === 2)).toBe(true);
    expect(await countWhere(opsId)).toBe(opsBefore + 200);
    expect(await countWhere(viewerId)).toBe(200);

    // Viewer marks 150 read (each twice, at once) while mark-all-read of 'system' races them.
    const viewer = ctx.as(viewerId);
    const list = (await viewer.get('/user/user-notification/?read_status=unread')).json() as Array<{ id: number; notification_type: string }>;
    expect(list).toHaveLength(200);
    const targets = list.filter((n) => n.notification_type === 'booking').slice(0, 75).map((n) => n.id);
    const results = await Promise.all([
      ...[...targets, ...targets].map((id) =>
        viewer.patch(`/user/user-notification-action/${id}/`, { read_status: 'read' }),
      ),
      viewer.post('/user/notifications/mark-all-read/', { notification_type: 'system' }),
      viewer.post('/user/notifications/mark-all-read/', { notification_type: 'system' }),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const updatedByMarkAll = results.slice(-2).map((r) => r.json().updated as number);
    expect(updatedByMarkAll[0]! + updatedByMarkAll[1]!).toBe(100);

    expect(await countWhere(viewerId, 'read', 'system')).toBe(100);
    expect(await countWhere(viewerId, 'read', 'booking')).toBe(75);
    expect(await countWhere(viewerId, 'unread')).toBe(25);
    const counted = (await viewer.get('/user/notifications/unread-count/')).json();
    expect(counted).toEqual({ unread_count: 25, by_type: { booking: 25 } });
  }, 60_000);
});
