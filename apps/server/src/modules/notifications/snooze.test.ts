import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_PATHS, notificationSchema, type Notification, type UnreadCount } from '@ua/contracts';
import type { Json } from '../../core/events/event-bus.ts';
import { notifications, type SnoozeDate } from '../../db/schema/notifications.ts';
import { createTestContext, rowCounts, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { NOTIFICATIONS_CHANGED } from './index.ts';
import { wakeSnoozed } from './notifications.jobs.ts';

/**
 * Snooze: a notification leaves the bell (list and count) until a moment or one of its record's dates,
 * and comes back unread then; only its owner, allowed its type, can snooze it. Open bells hear of it.
 */
let ctx: TestContext;
let changed: Json[];
let unsubscribe: () => void;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
  unsubscribe = ctx.app.events.subscribe(NOTIFICATIONS_CHANGED, (payload) => {
    changed.push(payload);
  });
});
afterAll(async () => {
  unsubscribe();
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  changed = [];
});

const HOUR = 60 * 60_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function give(userId: number, values: { type?: string; message?: string; snoozeDates?: SnoozeDate[]; read?: boolean } = {}): Promise<number> {
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({ userId, notificationType: values.type ?? 'payment', message: values.message ?? 'UA-1: the balance is due in 3 days.', snoozeDates: values.snoozeDates ?? [], readStatus: values.read ? 'read' : 'unread', readAt: values.read ? new Date() : null })
    .returning({ id: notifications.id });
  if (!row) throw new Error('no notification');
  return row.id;
}

const accountsPerson = () => makeStaff(ctx.database.db, { labels: ['payments.view'] });
const snooze = (who: number, id: number, body: object) => ctx.as(who).post(NOTIFICATION_PATHS.snooze(id), body);
const bell = async (who: number) => ((await ctx.as(who).get('/user/user-notification/?read_status=unread')).json() as Notification[]).map((item) => item.id);
const count = async (who: number) => ((await ctx.as(who).get('/user/notifications/unread-count/')).json() as UnreadCount).unread_count;
/** Lets a snooze's time pass without waiting for it. */
const timePasses = (id: number) => ctx.database.db.update(notifications).set({ snoozedUntil: sql`now() - interval '1 second'` }).where(eq(notifications.id, id));

describe('POST /user/user-notification-action/{id}/snooze/', () => {
  it('takes a notification out of the bell’s list and count until the time, and brings it back unread after it', async () => {
    const person = await accountsPerson();
    const id = await give(person.id);
    const other = await give(person.id, { message: 'Another' });
    const until = inHours(2);

    const res = await snooze(person.id, id, { until });
    expect(res.statusCode, res.body).toBe(200);
    expect(notificationSchema.parse(res.json())).toMatchObject({ id, read_status: 'unread', snoozed_until: until });
    expect(await bell(person.id)).toEqual([other]);
    expect(await count(person.id)).toBe(1);
    // The notifications page still lists it, saying until when.
    const page = (await ctx.as(person.id).get('/user/notifications/')).json() as { results: Notification[] };
    expect(page.results.find((item) => item.id === id)?.snoozed_until).toBe(until);

    await timePasses(id);
    expect((await bell(person.id)).sort()).toEqual([id, other].sort());
    expect(await count(person.id)).toBe(2);
  });

  it('snoozes a read notification too, which comes back unread; and `until: null` brings one back at once', async () => {
    const person = await accountsPerson();
    const id = await give(person.id, { read: true });
    expect((await snooze(person.id, id, { until: inHours(1) })).json()).toMatchObject({ read_status: 'unread' });
    expect(await bell(person.id)).toEqual([]);

    const back = await snooze(person.id, id, { until: null });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ read_status: 'unread', snoozed_until: null });
    expect(await bell(person.id)).toEqual([id]);
  });

  it('snoozes until one of the record’s own dates by its key, and refuses a key it does not have or a date gone by', async () => {
    const person = await accountsPerson();
    const due = inHours(72);
    const id = await give(person.id, {
      snoozeDates: [
        { key: 'due_date', label: 'the balance due date', at: due },
        { key: 'link_expiry', label: 'the link’s expiry', at: inHours(-1) },
      ],
    });
    const before = await rowCounts(ctx.database);
    const unknown = await snooze(person.id, id, { until_date: 'travel_date' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ until_date: ['This notification has no date “travel_date” to snooze until.'] });
    const past = await snooze(person.id, id, { until_date: 'link_expiry' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ until_date: ['The link’s expiry has passed: choose a time to come.'] });
    expect(await rowCounts(ctx.database)).toEqual(before);
    expect(await bell(person.id)).toEqual([id]);

    const res = await snooze(person.id, id, { until_date: 'due_date' });
    expect(res.statusCode).toBe(200);
    expect(res.json().snoozed_until).toBe(due);
    expect(await bell(person.id)).toEqual([]);
  });

  it('refuses a time gone by, one beyond 90 days, and a body it cannot read, changing nothing', async () => {
    const person = await accountsPerson();
    const id = await give(person.id);
    const [rowBefore] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, id));
    for (const [body, field] of [
      [{ until: inHours(-1) }, { until: ['Choose a time in the future.'] }],
      [{ until: inHours(91 * 24) }, { until: ['Snooze for at most 90 days.'] }],
    ] as const) {
      const res = await snooze(person.id, id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(field);
    }
    for (const body of [{}, { until: 'tomorrow' }, { until: inHours(1), until_date: 'due_date' }]) {
      expect((await snooze(person.id, id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const [rowAfter] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(rowAfter).toEqual(rowBefore);
  });

  it('answers 404 for someone else’s notification, or one of a type the caller may not see, whatever the body', async () => {
    const owner = await accountsPerson();
    const intruder = await accountsPerson();
    const mine = await give(owner.id);
    const hidden = await give(owner.id, { type: 'wallet' });
    const before = await rowCounts(ctx.database);
    for (const body of [{ until: inHours(1) }, { read_status: 'read' }]) {
      expect((await snooze(intruder.id, mine, body)).statusCode).toBe(404);
      expect((await snooze(owner.id, hidden, body)).statusCode).toBe(404);
    }
    expect((await snooze(owner.id, 999_999, { until: inHours(1) })).statusCode).toBe(404);
    expect((await ctx.anonymous.post(NOTIFICATION_PATHS.snooze(mine), { until: inHours(1) })).statusCode).toBe(401);
    expect(await rowCounts(ctx.database)).toEqual(before);
    expect(await bell(owner.id)).toEqual([mine]);
  });

  it('tells the owner’s open bells on commit', async () => {
    const person = await accountsPerson();
    const id = await give(person.id);
    await snooze(person.id, id, { until: inHours(1) });
    await expect.poll(() => changed).toEqual([{ user_ids: [person.id] }]);
  });
});

describe('the wake-up job', () => {
  it('ends the snoozes whose time has come and tells their owners’ bells, each owner once', async () => {
    const [asha, ravi, nobody] = [await accountsPerson(), await accountsPerson(), await accountsPerson()];
    const due: Array<[number, number]> = [
      [asha.id, await give(asha.id)],
      [asha.id, await give(asha.id)],
      [ravi.id, await give(ravi.id)],
    ];
    const later = await give(nobody.id);
    for (const [who, id] of due) await snooze(who, id, { until: inHours(1) });
    await snooze(nobody.id, later, { until: inHours(1) });
    for (const [, id] of due) await timePasses(id);
    await expect.poll(() => changed.length).toBe(4);
    changed = [];

    expect(await wakeSnoozed(ctx.database.db)).toEqual([asha.id, ravi.id].sort((a, b) => a - b));
    await expect.poll(() => changed).toEqual([{ user_ids: [asha.id, ravi.id].sort((a, b) => a - b) }]);
    const rows = await ctx.database.db.select({ id: notifications.id, until: notifications.snoozedUntil }).from(notifications);
    expect(rows.filter((row) => row.until !== null).map((row) => row.id)).toEqual([later]);

    // Nothing more to wake: nothing published.
    changed = [];
    expect(await wakeSnoozed(ctx.database.db)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changed).toEqual([]);
  });
});
