import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '@ua/contracts';
import { notifications } from '../../db/schema/notifications.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
});

type Seed = { type: string; read?: boolean; minutesAgo: number; message?: string };

/** The labels that let a person see the booking and payment notifications these tests give them. */
const SEES_BOOKINGS_AND_PAYMENTS = { labels: ['bookings.view', 'payments.view'] } as const;
/** Someone who sees them, as each test's people are. */
const person = () => makeStaff(ctx.database.db, SEES_BOOKINGS_AND_PAYMENTS);

/** Notifications for one person, `minutesAgo` apart so the newest-first order is plain. */
async function give(userId: number, seeds: readonly Seed[]): Promise<void> {
  await ctx.database.db.insert(notifications).values(
    seeds.map((seed, index) => ({
      userId,
      notificationType: seed.type,
      message: seed.message ?? `${seed.type} ${index}`,
      readStatus: seed.read ? ('read' as const) : ('unread' as const),
      readAt: seed.read ? new Date() : null,
      generatedOn: new Date(Date.now() - seed.minutesAgo * 60_000),
    })),
  );
}

async function pageOf(who: number, query = ''): Promise<NotificationPage> {
  const res = await ctx.as(who).get(`/user/notifications/${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationPage;
}

const messages = (page: NotificationPage) => page.results.map((item: Notification) => item.message);

describe('GET /user/notifications/', () => {
  it('lists the caller’s read and unread notifications newest first, and nobody else’s', async () => {
    const [asha, ravi] = [await person(), await person()];
    await give(asha.id, [
      { type: 'booking', minutesAgo: 30, message: 'older, read', read: true },
      { type: 'payment', minutesAgo: 5, message: 'newest, unread' },
      { type: 'booking', minutesAgo: 10, message: 'middle, unread' },
    ]);
    await give(ravi.id, [{ type: 'booking', minutesAgo: 1, message: 'Ravi’s own' }]);

    const page = await pageOf(asha.id);
    expect(page.count).toBe(3);
    expect(messages(page)).toEqual(['newest, unread', 'middle, unread', 'older, read']);
    expect(page.results.map((item) => item.read_status)).toEqual(['unread', 'unread', 'read']);
    expect({ next: page.next, previous: page.previous }).toEqual({ next: null, previous: null });

    expect(messages(await pageOf(ravi.id))).toEqual(['Ravi’s own']);
    // Filters narrow the caller's own rows; they never widen to anybody else's.
    expect(messages(await pageOf(ravi.id, '?type=payment'))).toEqual([]);
    const stranger = await makeStaff(ctx.database.db);
    expect(await pageOf(stranger.id)).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('filters by read status and by type, together or apart', async () => {
    const asha = await person();
    await give(asha.id, [
      { type: 'booking', minutesAgo: 1, message: 'booking unread' },
      { type: 'booking', minutesAgo: 2, message: 'booking read', read: true },
      { type: 'payment', minutesAgo: 3, message: 'payment read', read: true },
      { type: 'payment', minutesAgo: 4, message: 'payment unread' },
    ]);
    expect(messages(await pageOf(asha.id, '?read=true'))).toEqual(['booking read', 'payment read']);
    expect(messages(await pageOf(asha.id, '?read=false'))).toEqual(['booking unread', 'payment unread']);
    expect(messages(await pageOf(asha.id, '?type=payment'))).toEqual(['payment read', 'payment unread']);
    const both = await pageOf(asha.id, '?type=booking&read=true');
    expect(both.count).toBe(1);
    expect(messages(both)).toEqual(['booking read']);
  });

  it('pages DRF-style, with links that keep the filters', async () => {
    const asha = await person();
    await give(
      asha.id,
      Array.from({ length: 5 }, (_, index) => ({ type: 'booking', minutesAgo: index + 1, message: `n${index}` })),
    );
    await give(asha.id, [{ type: 'payment', minutesAgo: 100 }]);

    const first = await pageOf(asha.id, '?type=booking&page_size=2');
    expect(first.count).toBe(5);
    expect(messages(first)).toEqual(['n0', 'n1']);
    expect(first.next).toBe('/user/notifications/?type=booking&page_size=2&page=2');
    expect(first.previous).toBeNull();

    const last = await pageOf(asha.id, '?type=booking&page_size=2&page=3');
    expect(messages(last)).toEqual(['n4']);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('/user/notifications/?type=booking&page_size=2&page=2');
  });

  it('refuses filters it cannot read, and answers 401 without a token', async () => {
    const asha = await person();
    for (const query of ['?read=maybe', '?page=0', '?page_size=101', `?type=${'x'.repeat(51)}`]) {
      expect((await ctx.as(asha.id).get(`/user/notifications/${query}`)).statusCode, query).toBe(400);
    }
    expect((await ctx.anonymous.get('/user/notifications/')).statusCode).toBe(401);
  });
});

describe('the read status of one’s own notifications', () => {
  it('moves an item between the read and unread filters, for its owner only', async () => {
    const [asha, ravi] = [await person(), await person()];
    await give(asha.id, [{ type: 'booking', minutesAgo: 1, message: 'Asha’s' }]);
    const [item] = (await pageOf(asha.id)).results;
    if (!item) throw new Error('Asha should have a notification');

    expect((await ctx.as(ravi.id).patch(`/user/user-notification-action/${item.id}/`, { read_status: 'read' })).statusCode).toBe(404);
    expect(messages(await pageOf(asha.id, '?read=false'))).toEqual(['Asha’s']);

    expect((await ctx.as(asha.id).patch(`/user/user-notification-action/${item.id}/`, { read_status: 'read' })).statusCode).toBe(200);
    expect(messages(await pageOf(asha.id, '?read=true'))).toEqual(['Asha’s']);
    expect(messages(await pageOf(asha.id, '?read=false'))).toEqual([]);

    expect((await ctx.as(asha.id).patch(`/user/user-notification-action/${item.id}/`, { read_status: 'unread' })).statusCode).toBe(200);
    expect(messages(await pageOf(asha.id, '?read=false'))).toEqual(['Asha’s']);
  });

  it('marks all of one type read and leaves the other types, and other people, unread', async () => {
    const [asha, ravi] = [await person(), await person()];
    await give(asha.id, [
      { type: 'payment', minutesAgo: 1, message: 'pay 1' },
      { type: 'payment', minutesAgo: 2, message: 'pay 2' },
      { type: 'booking', minutesAgo: 3, message: 'book 1' },
    ]);
    await give(ravi.id, [{ type: 'payment', minutesAgo: 1, message: 'Ravi’s payment' }]);

    const res = await ctx.as(asha.id).post('/user/notifications/mark-all-read/', { notification_type: 'payment' });
    expect(res.json()).toEqual({ updated: 2 });
    expect(messages(await pageOf(asha.id, '?read=false'))).toEqual(['book 1']);
    expect(messages(await pageOf(asha.id, '?read=true'))).toEqual(['pay 1', 'pay 2']);
    expect(messages(await pageOf(ravi.id, '?read=false'))).toEqual(['Ravi’s payment']);
  });
});
