import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { RESYNC_CHANNEL, type EventBus, type EventHandler, type Json } from '../../core/events/event-bus.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createLiveBell, type LiveBell, type LiveMessage, type LiveSession } from './live-hub.ts';
import { NOTIFICATIONS_CHANGED, NOTIFICATIONS_CREATED } from './notifications.service.ts';

/** A bus whose events the test hands over itself, at the moment it chooses. */
function handBus() {
  const handlers = new Map<string, Set<EventHandler>>();
  const bus: EventBus = {
    publish: async () => undefined,
    subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return () => set.delete(handler);
    },
    subscribeNow: () => () => undefined,
    sync: async () => undefined,
    start: async () => undefined,
    close: async () => undefined,
    status: () => ({ transport: 'pglite', listening: true, listenerPid: null, reconnects: 0, syncRounds: 0 }),
  };
  const deliver = (channel: string, payload: Json) => Promise.all([...(handlers.get(channel) ?? [])].map((handler) => handler(payload)));
  return { bus, deliver, subscribers: (channel: string) => handlers.get(channel)?.size ?? 0 };
}

function sinkOf() {
  const written: LiveMessage[] = [];
  let closed = false;
  return { written, isClosed: () => closed, sink: { write: (message: LiveMessage) => void written.push(message), close: () => void (closed = true) } };
}

const session = (userId: number, jti: string): LiveSession => ({ userId, tokenVersion: 1, jti, expiresAt: Date.now() / 1000 + 3600 });

let ctx: TestContext;
let hand: ReturnType<typeof handBus>;
let hub: LiveBell;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  hand = handBus();
  hub = createLiveBell({
    db: ctx.database.db,
    events: hand.bus,
    // A token here is "userId:tab", its session's jti; none lapses.
    sessions: { sessionOf: async (token) => session(Number(token.split(':')[0]), token), lapsed: async () => new Set() },
    log: { warn: () => undefined, error: () => undefined },
  });
});
afterEach(async () => hub.close());

describe('the live bell hub', () => {
  it('subscribes once per instance, however many streams open', async () => {
    const people = [await makeStaff(ctx.database.db, { labels: [] }), await makeStaff(ctx.database.db, { labels: [] })];
    for (const person of people) for (const tab of [1, 2, 3]) await hub.open({ viewer: { userId: person.id, types: ['system'] }, token: `${person.id}:${tab}`, sink: sinkOf().sink });
    expect(hub.size()).toEqual({ streams: 6, people: 2 });
    for (const channel of [NOTIFICATIONS_CREATED, NOTIFICATIONS_CHANGED, RESYNC_CHANNEL]) expect(hand.subscribers(channel)).toBe(1);
    await hub.close();
    expect(hand.subscribers(NOTIFICATIONS_CREATED)).toBe(0);
    expect(hub.size().streams).toBe(0);
  });

  it('sends a notification once when its event comes while the stream resumes, whichever read ends first', async () => {
    const ops = await makeStaff(ctx.database.db, { labels: [] });
    for (let round = 0; round < 5; round += 1) {
      const [row] = await ctx.database.db.insert(notifications).values({ userId: ops.id, notificationType: 'system', message: `Race ${round}` }).returning({ id: notifications.id });
      const id = row?.id ?? 0;
      const { sink, written } = sinkOf();
      const opening = hub.open({ viewer: { userId: ops.id, types: ['system'] }, token: `${ops.id}:${round}`, lastEventId: id - 1, sink });
      // The stream is registered once its session is read; the event comes while it reads what it missed.
      await new Promise((resolve) => setImmediate(resolve));
      const delivering = hand.deliver(NOTIFICATIONS_CREATED, { first_id: id, last_id: id, count: 1 });
      const release = await opening;
      await delivering;
      expect(written.filter((message) => message.event === 'notification').map((message) => (message.event === 'notification' ? message.id : 0))).toEqual([id]);
      // The count it ends on is the newest one.
      expect(written.at(-1)).toEqual({ event: 'count', data: { unread_count: round + 1, by_type: { system: round + 1 } } });
      release?.();
    }
  });

  it('pings every stream and closes those whose session lapsed, asking once for all of them', async () => {
    const [one, two] = [await makeStaff(ctx.database.db, { labels: [] }), await makeStaff(ctx.database.db, { labels: [] })];
    const asked: number[] = [];
    const kept = sinkOf();
    const gone = sinkOf();
    const sessions = { sessionOf: async (token: string) => session(Number(token.split(':')[0]), token), lapsed: async (all: readonly LiveSession[]) => (asked.push(all.length), new Set(all.flatMap((s, i) => (s.jti === `${two!.id}:a` ? [i] : [])))) };
    const own = createLiveBell({ db: ctx.database.db, events: hand.bus, sessions, log: { warn: () => undefined, error: () => undefined } });
    await own.open({ viewer: { userId: one!.id, types: ['system'] }, token: `${one!.id}:a`, sink: kept.sink });
    await own.open({ viewer: { userId: two!.id, types: ['system'] }, token: `${two!.id}:a`, sink: gone.sink });
    await own.pingRound();
    expect(asked).toEqual([2]);
    expect(gone.isClosed()).toBe(true);
    expect(kept.isClosed()).toBe(false);
    expect(kept.written.at(-1)).toEqual({ event: 'ping', data: { at: expect.any(String) } });
    expect(own.size()).toEqual({ streams: 1, people: 1 });
    await own.close();
    expect(kept.isClosed()).toBe(true);
  });

  it('refuses a stream whose token is not the viewer’s own', async () => {
    const [one, two] = [await makeStaff(ctx.database.db, { labels: [] }), await makeStaff(ctx.database.db, { labels: [] })];
    expect(await hub.open({ viewer: { userId: one!.id, types: ['system'] }, token: `${two!.id}:x`, sink: sinkOf().sink })).toBeNull();
    expect(hub.size().streams).toBe(0);
  });
});
