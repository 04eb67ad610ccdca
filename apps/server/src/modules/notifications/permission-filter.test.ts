import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_PATHS, type Notification, type NotificationPage, type UnreadCount } from '@ua/contracts';
import { notifications } from '../../db/schema/notifications.ts';
import { accessLevels, userAccessLevels } from '../../db/schema/staff.ts';
import { createTestContext, rowCounts, type TestContext } from '../../../test/harness.ts';
import { makeStaff, type StaffFixture } from '../../../test/fixtures/staff.ts';

/**
 * A person sees only the notification types their labels allow: in the bell's list, its count, the
 * notifications page and every read-status change. The labels are read on each call, so a label
 * withdrawn hides its notifications at once and one given back shows them again.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

/** One unread notification of each type for the person, named after its type. */
async function oneOfEach(userId: number, types: readonly string[]): Promise<Record<string, number>> {
  const rows = await ctx.database.db
    .insert(notifications)
    .values(types.map((type) => ({ userId, notificationType: type, message: `${type} news` })))
    .returning({ id: notifications.id, type: notifications.notificationType });
  return Object.fromEntries(rows.map((row) => [row.type, row.id]));
}

const bell = async (who: number) => ((await ctx.as(who).get('/user/user-notification/?read_status=unread')).json() as Notification[]).map((item) => item.notification_type).sort();
const everything = async (who: number) => ((await ctx.as(who).get('/user/user-notification/')).json() as Notification[]).map((item) => item.notification_type).sort();
const count = async (who: number) => (await ctx.as(who).get('/user/notifications/unread-count/')).json() as UnreadCount;
const page = async (who: number, query = '') => (await ctx.as(who).get(`/user/notifications/${query}`)).json() as NotificationPage;

describe('a person sees only the types their labels allow', () => {
  let accounts: StaffFixture;
  let ids: Record<string, number>;
  beforeEach(async () => {
    accounts = await makeStaff(ctx.database.db, { labels: ['payments.view'] });
    // Written straight to the table, as an older notify or a changed level may have left them.
    ids = await oneOfEach(accounts.id, ['payment', 'booking', 'wallet', 'system']);
  });

  it('in the unread list, the full list, the count and the page, filters included', async () => {
    expect(await bell(accounts.id)).toEqual(['payment', 'system']);
    expect(await everything(accounts.id)).toEqual(['payment', 'system']);
    expect(await count(accounts.id)).toEqual({ unread_count: 2, by_type: { payment: 1, system: 1 } });
    const all = await page(accounts.id);
    expect(all.count).toBe(2);
    expect(all.results.map((item) => item.notification_type).sort()).toEqual(['payment', 'system']);
    // Asking for a hidden type by name finds nothing, rather than widening the filter.
    expect(await page(accounts.id, '?type=booking')).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('and cannot mark a hidden one read, alone or with mark-all, while the visible ones change', async () => {
    const caller = ctx.as(accounts.id);
    const before = await rowCounts(ctx.database);
    expect((await caller.patch(`/user/user-notification-action/${ids.booking}/`, { read_status: 'read' })).statusCode).toBe(404);
    expect((await caller.post('/user/notifications/mark-all-read/', { notification_type: 'wallet' })).json()).toEqual({ updated: 0 });
    expect(await rowCounts(ctx.database)).toEqual(before);

    expect((await caller.post('/user/notifications/mark-all-read/', {})).json()).toEqual({ updated: 2 });
    const statuses = await ctx.database.db.select({ type: notifications.notificationType, status: notifications.readStatus }).from(notifications).where(eq(notifications.userId, accounts.id));
    expect(Object.fromEntries(statuses.map((row) => [row.type, row.status]))).toEqual({ payment: 'read', system: 'read', booking: 'unread', wallet: 'unread' });
  });
});

describe('a label withdrawn or given back', () => {
  it('hides its notifications at once, in the list and the count, and shows them again when given back', async () => {
    const ops = await makeStaff(ctx.database.db, { labels: ['bookings.view', 'payments.view'] });
    await oneOfEach(ops.id, ['booking', 'payment']);
    const level = ops.accessLevelId ?? 0;
    expect(await bell(ops.id)).toEqual(['booking', 'payment']);

    await ctx.database.db.update(accessLevels).set({ labels: ['bookings.view'] }).where(eq(accessLevels.id, level));
    expect(await bell(ops.id)).toEqual(['booking']);
    expect(await count(ops.id)).toEqual({ unread_count: 1, by_type: { booking: 1 } });

    // Losing the whole level hides every type that needs a label.
    await ctx.database.db.delete(userAccessLevels).where(and(eq(userAccessLevels.userId, ops.id), eq(userAccessLevels.accessLevelId, level)));
    expect(await bell(ops.id)).toEqual([]);
    expect(await count(ops.id)).toEqual({ unread_count: 0, by_type: {} });

    await ctx.database.db.insert(userAccessLevels).values({ userId: ops.id, accessLevelId: level });
    await ctx.database.db.update(accessLevels).set({ labels: ['bookings.view', 'payments.view'] }).where(eq(accessLevels.id, level));
    expect(await bell(ops.id)).toEqual(['booking', 'payment']);
    expect(await count(ops.id)).toEqual({ unread_count: 2, by_type: { booking: 1, payment: 1 } });
  });
});

describe('a broadcast from the admin screen', () => {
  it('reaches only the recipients allowed its type, and says so when none is', async () => {
    const sender = await makeStaff(ctx.database.db, { labels: ['notifications.send'] });
    const payments = await makeStaff(ctx.database.db, { labels: ['payments.view'] });
    const sales = await makeStaff(ctx.database.db, { labels: ['itineraries.view'] });
    const send = (body: object) => ctx.as(sender.id).post(ADMIN_PATHS.notifications, { recipients: { user_ids: [payments.id, sales.id] }, ...body });

    const res = await send({ notification_type: 'payment', message: 'Gateway down for an hour' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 1 });
    expect(await bell(payments.id)).toEqual(['payment']);
    expect(await bell(sales.id)).toEqual([]);

    const before = await rowCounts(ctx.database);
    const refused = await send({ notification_type: 'wallet', message: 'Wallets frozen tonight' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'notification.no_active_recipient',
      detail: expect.stringMatching(/allowed to see wallet notifications \(the wallet\.view permission\)/),
      errors: { recipients: [expect.stringMatching(/allowed to see wallet notifications/)] },
    });
    // Nothing written, the audit entry included.
    expect(await rowCounts(ctx.database)).toEqual(before);
  });
});
