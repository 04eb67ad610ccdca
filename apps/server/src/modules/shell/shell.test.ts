import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { permissionLabels } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/staff.ts';
import { isNewUser } from './shell.service.ts';

let ctx: TestContext;
let admin: Caller;
let viewer: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = ctx.as('admin@ua.test');
  viewer = ctx.as('viewer@ua.test');
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

describe('GET /api/user-profile/', () => {
  it("answers a list whose first item is the caller's profile", async () => {
    const res = await admin.get('/api/user-profile/');
    expect(res.statusCode).toBe(200);
    const [profile] = res.json();
    expect(profile).toMatchObject({ first_name: 'Asha', last_name: 'Rao', email: 'admin@ua.test', picture: null, user: { newUser: false } });
    expect(profile.user.id).toBe(await ctx.userId('admin@ua.test'));
    expect(new Date(profile.user_joined).getTime()).toBeLessThan(Date.now() - 24 * 3600_000);
  });

  it('says newUser while the account joined under five minutes ago', async () => {
    await ctx.database.db.update(users).set({ joinedAt: sql`now() - interval '4 minutes 59 seconds'` }).where(eq(users.email, 'viewer@ua.test'));
    expect((await viewer.get('/api/user-profile/')).json()[0].user.newUser).toBe(true);
    await ctx.database.db.update(users).set({ joinedAt: sql`now() - interval '5 minutes 1 second'` }).where(eq(users.email, 'viewer@ua.test'));
    expect((await viewer.get('/api/user-profile/')).json()[0].user.newUser).toBe(false);
  });

  it('draws the five-minute line exactly at its edges', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isNewUser(new Date(now.getTime() - 5 * 60_000 + 1), now)).toBe(true);
    expect(isNewUser(new Date(now.getTime() - 5 * 60_000), now)).toBe(false);
  });

  it('refuses a caller without a token', async () => {
    const res = await ctx.anonymous.get('/api/user-profile/');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTruthy();
  });
});

describe('GET /access/user-access-level/', () => {
  it('answers the union of the labels of the caller’s levels, each once', async () => {
    const res = await admin.get('/access/user-access-level/');
    const [item] = res.json();
    const labels = item.access_level_data.map((entry: { label: string }) => entry.label);
    expect(labels.sort()).toEqual([...permissionLabels].sort());
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('answers an item with an empty list for a user with no access level', async () => {
    expect((await viewer.get('/access/user-access-level/')).json()).toEqual([{ access_level_data: [] }]);
  });
});

describe('notifications', () => {
  it('lists the caller’s unread notifications newest first, in the spec’s shape', async () => {
    const res = await admin.get('/user/user-notification/?read_status=unread');
    const list = res.json();
    expect(list).toHaveLength(7);
    // The spec's fields, plus the two the snooze menu reads (documented in the README), and nothing else.
    expect(Object.keys(list[0]).sort()).toEqual(['generated_on', 'id', 'link', 'message', 'notification_type', 'read_status', 'snooze_dates', 'snoozed_until']);
    const times = list.map((n: { generated_on: string }) => Date.parse(n.generated_on));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.every((n: { read_status: string }) => n.read_status === 'unread')).toBe(true);
    expect(list.some((n: { message: string }) => n.message.includes('\n'))).toBe(true);
  });

  it('honours limit, read_status=read and no status at all', async () => {
    const [first] = (await admin.get('/user/user-notification/?read_status=unread')).json();
    await admin.patch(`/user/user-notification-action/${first.id}/`, { read_status: 'read' });
    expect((await admin.get('/user/user-notification/?read_status=unread&limit=2')).json()).toHaveLength(2);
    expect((await admin.get('/user/user-notification/?read_status=read')).json().map((n: { id: number }) => n.id)).toEqual([first.id]);
    expect((await admin.get('/user/user-notification/')).json()).toHaveLength(7);
    expect((await admin.get('/user/user-notification/?read_status=maybe')).statusCode).toBe(400);
    expect((await admin.get('/user/user-notification/?limit=501')).statusCode).toBe(400);
  });

  it('answers nothing of anybody else’s', async () => {
    expect((await viewer.get('/user/user-notification/')).json()).toEqual([]);
  });

  it('marks one read and back unread, harmlessly twice, and the count follows', async () => {
    const before = (await admin.get('/user/notifications/unread-count/')).json();
    expect(before.unread_count).toBe(7);
    expect(before.by_type).toEqual({ booking: 2, payment: 2, supplier: 1, comment: 1, system: 1 });

    const [first] = (await admin.get('/user/user-notification/?read_status=unread')).json();
    for (let i = 0; i < 2; i += 1) {
      const res = await admin.patch(`/user/user-notification-action/${first.id}/`, { read_status: 'read' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: first.id, read_status: 'read' });
    }
    expect((await admin.get('/user/notifications/unread-count/')).json().unread_count).toBe(6);

    const back = await admin.patch(`/user/user-notification-action/${first.id}/`, { read_status: 'unread' });
    expect(back.json().read_status).toBe('unread');
    expect((await admin.get('/user/notifications/unread-count/')).json().unread_count).toBe(7);
  });

  it('answers 404 for another user’s notification or a missing one, and changes nothing', async () => {
    const [adminsOwn] = (await admin.get('/user/user-notification/?read_status=unread')).json();
    const foreign = await viewer.patch(`/user/user-notification-action/${adminsOwn.id}/`, { read_status: 'read' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Notification not found.');
    const missing = await admin.patch('/user/user-notification-action/999999/', { read_status: 'read' });
    expect(missing.statusCode).toBe(404);
    expect((await admin.get('/user/notifications/unread-count/')).json().unread_count).toBe(7);
  });

  it('refuses a bad body or id with a field error', async () => {
    const bad = await admin.patch('/user/user-notification-action/1/', { read_status: 'seen' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.read_status).toBeDefined();
    const badId = await admin.patch('/user/user-notification-action/abc/', { read_status: 'read' });
    expect(badId.statusCode).toBe(400);
  });

  it('answers 304 to a poll whose ETag still holds, and a new ETag once the count moves', async () => {
    const first = await admin.get('/user/notifications/unread-count/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const same = await admin.get('/user/notifications/unread-count/', { headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    await admin.post('/user/notifications/mark-all-read/', { notification_type: 'payment' });
    const moved = await admin.get('/user/notifications/unread-count/', { headers: { 'if-none-match': etag } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ unread_count: 5, by_type: { booking: 2, supplier: 1, comment: 1, system: 1 } });
  });

  it('marks all read, then reports nothing left to update', async () => {
    const all = await admin.post('/user/notifications/mark-all-read/', {});
    expect(all.json()).toEqual({ updated: 7 });
    const again = await admin.post('/user/notifications/mark-all-read/');
    expect(again.json()).toEqual({ updated: 0 });
    expect((await admin.get('/user/notifications/unread-count/')).json()).toEqual({ unread_count: 0, by_type: {} });
    // Nobody else's were touched.
    const ops = ctx.as('ops@ua.test');
    expect((await ops.get('/user/notifications/unread-count/')).json().unread_count).toBe(2);
  });

  it('keeps the count exact under concurrent mark-as-read calls', async () => {
    const adminId = await ctx.userId('admin@ua.test');
    await ctx.database.db.insert(notifications).values(
      Array.from({ length: 60 }, (_, i) => ({ userId: adminId, notificationType: i % 2 ? 'booking' : 'payment', message: `Load ${i}` })),
    );
    const unread = (await admin.get('/user/user-notification/?read_status=unread')).json() as { id: number }[];
    expect(unread).toHaveLength(67);
    const targets = unread.slice(0, 40).map((n) => n.id);
    // Each target marked read twice, all at once, with mark-all-read of one type racing them.
    const calls = [...targets, ...targets].map((id) =>
      admin.patch(`/user/user-notification-action/${id}/`, { read_status: 'read' }),
    );
    const results = await Promise.all(calls);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.readStatus, 'unread')));
    expect(row?.n).toBe(27);
    expect((await admin.get('/user/notifications/unread-count/')).json().unread_count).toBe(27);
  });
});
