import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUTH_PATHS, SHELL_PATHS } from '@ua/contracts';
import { notifications, users } from '../../src/db/schema/index.ts';
import { createTestContext, type Caller, type TestContext } from '../harness.ts';
import { capturedStatements } from './query-plans.ts';
import { SYNC_CHANNEL } from '../../src/core/events/event-bus.ts';

/**
 * What a signed-in call costs in database round trips: the statements counted at the driver (PGlite's
 * or the pool's `query`), plus the event bus's sync markers (each one round trip, sent on the bus's
 * own connection on PostgreSQL). The first poll checks the account, its labels and its answer in one
 * statement; the next one answers from what the instance keeps, once one marker proves it current. The
 * access level is answered from the labels loaded with the account; a label-guarded route pays one
 * round trip for the account before its own work. Each route has a budget, and a call over it fails.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  await ctx.reset();
  // The reset's own events reach the caches first: on PostgreSQL they arrive a moment after the commit.
  await ctx.app.events.sync();
});
afterAll(async () => ctx.close());

const isSyncMarker = (statement: { params: unknown[] }) => statement.params.some((param) => typeof param === 'string' && param.includes(`"c":"${SYNC_CHANNEL}"`));

/** The round trips of one call: its statements and the bus's markers it waited for. */
async function roundTripsOf(call: () => Promise<{ statusCode: number }>, expected = 200): Promise<{ statements: number; markers: number; total: number }> {
  let status = 0;
  const markersBefore = ctx.app.events.status().syncRounds;
  const seen = await capturedStatements(ctx.database.db, async () => {
    status = (await call()).statusCode;
  });
  expect(status).toBe(expected);
  const statements = seen.filter((statement) => !isSyncMarker(statement)).length;
  const markers = ctx.app.events.status().syncRounds - markersBefore;
  return { statements, markers, total: statements + markers };
}

async function roundTrips(call: () => Promise<{ statusCode: number }>): Promise<number> {
  return (await roundTripsOf(call)).total;
}

/** A fresh unread notification of this person's (a system one, which needs no label). */
async function unreadOf(email: string): Promise<number> {
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({ userId: await ctx.userId(email), notificationType: 'system', message: 'Round trips' })
    .returning({ id: notifications.id });
  if (!row) throw new Error('no notification made');
  return row.id;
}

type Answer = Awaited<ReturnType<Caller['patch']>>;

/**
 * Runs the first call while a transaction holds its notification's row (on PGlite, the one connection),
 * then the others, which come while the first waits; lets the first go once they are all waiting.
 */
async function whileFirstWaits(heldId: number, calls: Array<() => Promise<Answer>>): Promise<{ answers: Answer[]; seen: Array<{ sql: string }> }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const held = new Promise<void>((resolve) => (locked = resolve));
  const holder = ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select id from notifications where id = ${heldId} for update`);
    locked();
    await gate;
  });
  await held;
  let answers: Answer[] = [];
  const seen = await capturedStatements(ctx.database.db, async () => {
    const [first, ...rest] = calls;
    const going = [first!()];
    await new Promise((resolve) => setTimeout(resolve, 100));
    going.push(...rest.map((call) => call()));
    // Time for the others to pass their token checks and wait behind the first.
    await new Promise((resolve) => setTimeout(resolve, 400));
    release();
    await holder;
    answers = await Promise.all(going);
  });
  return { answers, seen };
}

describe('round trips of the signed-in hot paths', () => {
  // Tokens are signed before counting: signing one looks the account up, which no real call does.
  const budgets: Array<[string, number, (caller: Caller) => Promise<{ statusCode: number }>]> = [
    ['access level', 1, (c) => c.get(SHELL_PATHS.userAccessLevel)],
    ['profile', 1, (c) => c.get(SHELL_PATHS.userProfile)],
    ['unread count', 1, (c) => c.get(SHELL_PATHS.unreadCount)],
    ['unread list', 1, (c) => c.get(`${SHELL_PATHS.userNotifications}?read_status=unread&limit=50`)],
    ['all notifications', 1, (c) => c.get(SHELL_PATHS.userNotifications)],
  ];
  for (const [name, budget, call] of budgets) {
    it(`answers the ${name} in ${budget} round trip, and then from what it keeps after one marker`, async () => {
      const ops = ctx.withToken(await ctx.tokenFor('ops@ua.test'));
      expect(await roundTripsOf(() => call(ops))).toEqual({ statements: budget, markers: 0, total: budget });
      // Kept now: no statement, one marker proves nothing changed.
      expect(await roundTripsOf(() => call(ops))).toEqual({ statements: 0, markers: 1, total: 1 });
    });
  }

  it('reads the unread count again after a notification is written, by anyone, and keeps it again', async () => {
    const ops = ctx.withToken(await ctx.tokenFor('ops@ua.test'));
    const before = (await ops.get(SHELL_PATHS.unreadCount)).json<{ unread_count: number }>().unread_count;
    await unreadOf('ops@ua.test');
    await ctx.app.events.sync();
    const after = await roundTripsOf(() => ops.get(SHELL_PATHS.unreadCount));
    expect(after.statements).toBe(1);
    expect((await ops.get(SHELL_PATHS.unreadCount)).json<{ unread_count: number }>().unread_count).toBe(before + 1);
    await ctx.app.events.sync();
    expect((await roundTripsOf(() => ops.get(SHELL_PATHS.unreadCount))).statements).toBe(0);
  });

  it('marks a notification read in one round trip, the word to the other tabs included', async () => {
    const id = await unreadOf('ops@ua.test');
    const ops = ctx.withToken(await ctx.tokenFor('ops@ua.test'));
    expect(await roundTrips(() => ops.patch(`/user/user-notification-action/${id}/`, { read_status: 'read' }))).toBe(1);
  });

  it('marks that come together share one statement, each checked and answered on its own', async () => {
    const people = ['ops@ua.test', 'admin@ua.test', 'accounts@ua.test'];
    const callers = await Promise.all(people.map(async (email) => ctx.withToken(await ctx.tokenFor(email))));
    const [ops, admin, accounts] = callers as [Caller, Caller, Caller];
    const own = await Promise.all(people.flatMap((email) => [unreadOf(email), unreadOf(email)]));
    const opsOther = await unreadOf('ops@ua.test');
    const signedOut = ctx.withToken(await ctx.tokenFor('accounts@ua.test'));
    expect((await signedOut.post(AUTH_PATHS.logout)).statusCode).toBeLessThan(300);
    const before = await Promise.all(callers.map(async (caller) => (await caller.get(SHELL_PATHS.unreadCount)).json<{ unread_count: number }>().unread_count));
    await ctx.app.events.sync();

    const calls: Array<[Caller, number, number]> = [
      [ops, own[0] as number, 200],
      [ops, own[1] as number, 200],
      [admin, own[2] as number, 200],
      [admin, opsOther, 404],
      [admin, own[3] as number, 200],
      [signedOut, own[4] as number, 401],
      [accounts, own[5] as number, 200],
    ];
    const { answers, seen } = await whileFirstWaits(
      own[0] as number,
      calls.map(([caller, id]) => () => caller.patch(`/user/user-notification-action/${id}/`, { read_status: 'read' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(calls.map(([, , status]) => status));
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode === 200) expect(answer.json<{ id: number; read_status: string }>()).toMatchObject({ id: calls[index]?.[1], read_status: 'read' });
    }
    // The first went alone; the six that came while it waited went as one.
    expect(seen.filter((statement) => statement.sql.includes('json_to_recordset')).length).toBe(2);
    const unread = await ctx.database.db.select({ id: notifications.id, status: notifications.readStatus }).from(notifications);
    const statusOf = new Map(unread.map((row) => [row.id, row.status]));
    expect(calls.map(([, id]) => statusOf.get(id))).toEqual(['read', 'read', 'read', 'unread', 'read', 'unread', 'read']);
    // Every person's kept count heard of it.
    const after = await Promise.all(callers.map(async (caller) => (await caller.get(SHELL_PATHS.unreadCount)).json<{ unread_count: number }>().unread_count));
    expect(after).toEqual([before[0]! - 2, before[1]! - 2, before[2]! - 1]);
  });

  it('keeps the order of marks of one notification that come together, each in a batch of its own', async () => {
    const id = await unreadOf('ops@ua.test');
    const ops = ctx.withToken(await ctx.tokenFor('ops@ua.test'));
    const statuses = ['read', 'unread', 'read', 'unread'] as const;
    const { answers, seen } = await whileFirstWaits(
      id,
      statuses.map((status) => () => ops.patch(`/user/user-notification-action/${id}/`, { read_status: status })),
    );
    expect(answers.map((answer) => answer.json<{ read_status: string }>().read_status)).toEqual([...statuses]);
    expect(seen.filter((statement) => statement.sql.includes('json_to_recordset')).length).toBe(4);
    const [row] = await ctx.database.db.select({ status: notifications.readStatus }).from(notifications).where(eq(notifications.id, id));
    expect(row?.status).toBe('unread');
  });

  it('answers the ETag path in one round trip too', async () => {
    const ops = ctx.withToken(await ctx.tokenFor('ops@ua.test'));
    const first = await ops.get(SHELL_PATHS.unreadCount);
    const etag = String(first.headers.etag);
    expect(await roundTripsOf(() => ops.get(SHELL_PATHS.unreadCount, { headers: { 'if-none-match': etag } }), 304)).toEqual({ statements: 0, markers: 1, total: 1 });
  });

  it('checks the account and its labels in one round trip before a label-guarded route runs', async () => {
    // The staff list is two queries of its own (the page and the count) and one for the levels shown.
    const admin = ctx.withToken(await ctx.tokenFor('admin@ua.test'));
    expect(await roundTrips(() => admin.get('/api/admin/staff/?page_size=5'))).toBe(4);
  });
});

describe('the one-statement routes refuse a session that signs no one in', () => {
  const hot = (id: number): Array<[string, (caller: Caller) => Promise<{ statusCode: number }>]> => [
    ['profile', (c) => c.get(SHELL_PATHS.userProfile)],
    ['unread count', (c) => c.get(SHELL_PATHS.unreadCount)],
    ['unread list', (c) => c.get(`${SHELL_PATHS.userNotifications}?read_status=unread`)],
    ['mark as read', (c) => c.patch(`/user/user-notification-action/${id}/`, { read_status: 'read' })],
  ];

  it('answers 401 at the first call after signing out, and changes nothing', async () => {
    const id = await unreadOf('ops@ua.test');
    const token = await ctx.tokenFor('ops@ua.test');
    const ops = ctx.withToken(token);
    for (const [name, call] of hot(id)) expect((await call(ops)).statusCode, name).not.toBe(401);
    await ops.patch(`/user/user-notification-action/${id}/`, { read_status: 'unread' });
    expect((await ops.post(AUTH_PATHS.logout)).statusCode).toBeLessThan(300);
    for (const [name, call] of hot(id)) expect((await call(ops)).statusCode, name).toBe(401);
    const [row] = await ctx.database.db.select({ status: notifications.readStatus }).from(notifications).where(eq(notifications.id, id));
    expect(row?.status).toBe('unread');
  });

  it('answers 401 at the first call after the account is deactivated, though the calls before were kept', async () => {
    const id = await unreadOf('ops@ua.test');
    const ops = ctx.withToken(await ctx.tokenFor('ops@ua.test'));
    for (const [name, call] of hot(id)) expect((await call(ops)).statusCode, name).toBe(200);
    await ops.patch(`/user/user-notification-action/${id}/`, { read_status: 'unread' });
    // Marking it unread again changed the count; read once more (after its event), it is kept, and the
    // next call asks for nothing but the marker.
    await ctx.app.events.sync();
    expect((await ops.get(SHELL_PATHS.unreadCount)).statusCode).toBe(200);
    expect((await roundTripsOf(() => ops.get(SHELL_PATHS.unreadCount))).statements).toBe(0);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.email, 'ops@ua.test'));
    for (const [name, call] of hot(id)) expect((await call(ops)).statusCode, name).toBe(401);
  });

  it("answers 404 for someone else's notification, as before", async () => {
    const id = await unreadOf('ops@ua.test');
    const admin = ctx.withToken(await ctx.tokenFor('admin@ua.test'));
    expect((await admin.patch(`/user/user-notification-action/${id}/`, { read_status: 'read' })).statusCode).toBe(404);
  });
});
