import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/harness.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createEventBus } from './create-event-bus.ts';
import { EventPayloadError, RESYNC_CHANNEL, type EventBus, type Json } from './event-bus.ts';
import { publishInTx } from './publish-in-tx.ts';

/** Everything delivered to `channel` on `bus`, in order, with a way to wait for the next one. */
function collect(bus: EventBus, channel: string) {
  const received: Json[] = [];
  const unsubscribe = bus.subscribe(channel, (payload) => {
    received.push(payload);
  });
  return { received, unsubscribe, until: (count: number) => expect.poll(() => received.length, { timeout: 5000 }).toBeGreaterThanOrEqual(count) };
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: EventBus;
beforeAll(async () => {
  database = await createTestDatabase();
  bus = createEventBus(database);
  await bus.start();
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

describe(`the event bus (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('delivers a published event to the subscribers of its channel only, until they unsubscribe', async () => {
    const bell = collect(bus, 'notification.created');
    const other = collect(bus, 'booking.confirmed');
    await bus.publish('notification.created', { userId: 3, notificationId: 41 });
    await bell.until(1);
    expect(bell.received).toEqual([{ userId: 3, notificationId: 41 }]);

    bell.unsubscribe();
    await bus.publish('notification.created', { userId: 3, notificationId: 42 });
    await bus.publish('booking.confirmed', { bookingId: 9 });
    await other.until(1);
    expect(bell.received).toHaveLength(1);
    other.unsubscribe();
  });

  it('delivers an event published in a transaction after it commits, and never one whose transaction rolled back', async () => {
    const events = collect(bus, 'notification.created');
    await expect(
      database.db.transaction(async (tx) => {
        await publishInTx(tx, 'notification.created', { notificationId: 1 });
        throw new Error('the insert failed');
      }),
    ).rejects.toThrow('the insert failed');
    await database.db.transaction(async (tx) => {
      await publishInTx(tx, 'notification.created', { notificationId: 2 });
      await tx.execute(sql`select pg_sleep(0.05)`);
      // Not yet: the transaction is still open.
      expect(events.received).toEqual([]);
    });
    await events.until(1);
    // Later events arrive in commit order, so the rolled-back one can no longer come.
    await bus.publish('notification.created', { notificationId: 3 });
    await events.until(2);
    expect(events.received).toEqual([{ notificationId: 2 }, { notificationId: 3 }]);
    events.unsubscribe();
  });

  it('refuses a payload PostgreSQL would refuse (8000 bytes) and a channel it cannot name', async () => {
    const big = { ids: Array.from({ length: 2000 }, (_, i) => i * 1000) };
    await expect(bus.publish('notification.created', big)).rejects.toThrow(EventPayloadError);
    await expect(database.db.transaction((tx) => publishInTx(tx, 'notification.created', big))).rejects.toThrow(/at most 7999 bytes/);
    await expect(bus.publish('Bad Channel', {})).rejects.toThrow(EventPayloadError);
    await expect(bus.publish(RESYNC_CHANNEL, {})).rejects.toThrow(EventPayloadError);
  });

  it('syncs: every event committed before the call has reached the now-subscribers when it resolves', async () => {
    const seen: Json[] = [];
    const unsubscribe = bus.subscribeNow('cache.changed', (payload) => void seen.push(payload));
    for (let i = 1; i <= 20; i += 1) {
      // A commit by any writer, then a sync at once: no wait in between.
      await database.db.transaction((tx) => publishInTx(tx, 'cache.changed', { round: i }));
      await bus.sync();
      expect(seen.at(-1)).toEqual({ round: i });
    }
    unsubscribe();
  });

  it('sends one marker for every caller waiting at the same moment', async () => {
    const before = bus.status().syncRounds;
    await Promise.all(Array.from({ length: 50 }, () => bus.sync()));
    // The first caller's round, and at most one more for those who came while it flew.
    expect(bus.status().syncRounds - before).toBeGreaterThanOrEqual(1);
    expect(bus.status().syncRounds - before).toBeLessThanOrEqual(2);
  });

  it('refuses to sync while it is not listening', async () => {
    const idle = createEventBus(database);
    await expect(idle.sync()).rejects.toThrow(/not listening/);
    await idle.start();
    await idle.sync();
    await idle.close();
    await expect(idle.sync()).rejects.toThrow(/not listening/);
  });

  it('keeps delivering to other subscribers when one throws', async () => {
    const failing = bus.subscribe('audit.recorded', () => {
      throw new Error('subscriber bug');
    });
    const events = collect(bus, 'audit.recorded');
    await bus.publish('audit.recorded', { id: 1 });
    await events.until(1);
    failing();
    events.unsubscribe();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the event bus across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let otherDatabase: Database;
  let otherBus: EventBus;
  beforeAll(async () => {
    otherDatabase = openDatabase({ url: database.url, poolSize: 2 });
    otherBus = createEventBus(otherDatabase);
    await otherBus.start();
  });
  afterAll(async () => {
    await otherBus?.close();
    await otherDatabase?.close();
  });

  it("syncs another instance with a commit made on this one: the event is there when the other's sync resolves", async () => {
    const seen: Json[] = [];
    const unsubscribe = otherBus.subscribeNow('cache.changed', (payload) => void seen.push(payload));
    for (let i = 1; i <= 20; i += 1) {
      await database.db.transaction((tx) => publishInTx(tx, 'cache.changed', { round: i }));
      await otherBus.sync();
      expect(seen.at(-1)).toEqual({ round: i });
    }
    unsubscribe();
  });

  it('fails a sync under way when its connection is lost, at once', async () => {
    const third = createEventBus(otherDatabase);
    await third.start();
    const pid = third.status().listenerPid;
    await database.db.execute(sql`select pg_terminate_backend(${pid})`);
    await expect.poll(() => third.status().listening, { timeout: 5000 }).toBe(false);
    await expect(third.sync()).rejects.toThrow();
    await third.close();
  });

  it('delivers an event published on one instance to the subscribers of every instance', async () => {
    const here = collect(bus, 'notification.created');
    const there = collect(otherBus, 'notification.created');
    await database.db.transaction((tx) => publishInTx(tx, 'notification.created', { notificationId: 10 }));
    await bus.publish('notification.created', { notificationId: 11 });
    await there.until(2);
    await here.until(2);
    expect(there.received).toEqual([{ notificationId: 10 }, { notificationId: 11 }]);
    expect(here.received).toEqual(there.received);
    here.unsubscribe();
    there.unsubscribe();
  });

  it('listens again after its connection is killed, tells its subscribers to resync, and gets later events', async () => {
    const events = collect(otherBus, 'notification.created');
    const resyncs = collect(otherBus, RESYNC_CHANNEL);
    const before = otherBus.status();
    expect(before).toMatchObject({ transport: 'postgres', listening: true, reconnects: 0 });
    expect(before.listenerPid).toBeTypeOf('number');

    await database.db.execute(sql`select pg_terminate_backend(${before.listenerPid})`);
    await expect.poll(() => otherBus.status().reconnects, { timeout: 10_000 }).toBe(1);
    const after = otherBus.status();
    expect(after.listening).toBe(true);
    expect(after.listenerPid).not.toBe(before.listenerPid);
    await resyncs.until(1);

    await bus.publish('notification.created', { notificationId: 12 });
    await events.until(1);
    expect(events.received).toEqual([{ notificationId: 12 }]);
    // And syncs again on its new connection.
    await otherBus.sync();
    events.unsubscribe();
    resyncs.unsubscribe();
  });
});
