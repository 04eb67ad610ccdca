import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoherentCache, userIdsOf } from './coherent-cache.ts';
import { RESYNC_CHANNEL, type EventBus, type Json } from './event-bus.ts';

/** A bus whose events the test delivers by hand, and whose listening it switches. */
function handBus() {
  const now = new Map<string, Array<(payload: Json) => void>>();
  let listening = true;
  const bus: EventBus = {
    publish: async () => undefined,
    subscribe: () => () => undefined,
    subscribeNow(channel, handler) {
      now.set(channel, [...(now.get(channel) ?? []), handler]);
      return () => undefined;
    },
    sync: async () => undefined,
    start: async () => undefined,
    close: async () => undefined,
    status: () => ({ transport: 'pglite', listening, listenerPid: null, reconnects: 0, syncRounds: 0 }),
  };
  return {
    bus,
    deliver: (channel: string, payload: Json) => now.get(channel)?.forEach((handler) => handler(payload)),
    setListening: (value: boolean) => void (listening = value),
  };
}

const cacheOn = (bus: EventBus, max = 100) => new CoherentCache<string>({ bus, max, maxAgeMs: 60_000, invalidatedBy: { 'bell.changed': userIdsOf, 'auth.accounts': () => null } });

afterEach(() => vi.useRealTimers());

describe('a cache kept coherent by the event bus', () => {
  it("drops the named people's entries on their event, and everyone's on an event naming no one", () => {
    const hand = handBus();
    const cache = cacheOn(hand.bus);
    cache.keep('1:counts', 'one', cache.mark(), 1);
    cache.keep('1:list', 'one list', cache.mark(), 1);
    cache.keep('2:counts', 'two', cache.mark(), 2);
    hand.deliver('bell.changed', { user_ids: [1] });
    expect(cache.peek('1:counts')).toBeUndefined();
    expect(cache.peek('1:list')).toBeUndefined();
    expect(cache.peek('2:counts')).toBe('two');
    hand.deliver('auth.accounts', null);
    expect(cache.peek('2:counts')).toBeUndefined();
  });

  it('does not keep an answer read while an event arrived: it may predate the change', () => {
    const hand = handBus();
    const cache = cacheOn(hand.bus);
    const since = cache.mark();
    // The statement is under way when someone else's change arrives.
    hand.deliver('bell.changed', { user_ids: [9] });
    cache.keep('1:counts', 'read before the change', since, 1);
    expect(cache.peek('1:counts')).toBeUndefined();
    cache.keep('1:counts', 'read after it', cache.mark(), 1);
    expect(cache.peek('1:counts')).toBe('read after it');
  });

  it('keeps nothing while the bus is not listening, and drops everything when it listens again', () => {
    const hand = handBus();
    const cache = cacheOn(hand.bus);
    cache.keep('1:counts', 'kept', cache.mark(), 1);
    hand.setListening(false);
    expect(cache.mark()).toBeNull();
    cache.keep('2:counts', 'not kept', cache.mark(), 2);
    expect(cache.peek('2:counts')).toBeUndefined();
    hand.setListening(true);
    hand.deliver(RESYNC_CHANNEL, { reconnects: 1 });
    expect(cache.peek('1:counts')).toBeUndefined();
  });

  it('answers nothing past an entry’s own expiry or its longest life', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z') });
    const hand = handBus();
    const cache = cacheOn(hand.bus);
    cache.keep('1:counts', 'wakes soon', cache.mark(), 1, Date.now() + 1000);
    cache.keep('2:counts', 'quiet', cache.mark(), 2);
    vi.setSystemTime(Date.now() + 1000);
    expect(cache.peek('1:counts')).toBeUndefined();
    expect(cache.peek('2:counts')).toBe('quiet');
    vi.setSystemTime(Date.now() + 60_000);
    expect(cache.peek('2:counts')).toBeUndefined();
  });

  it('holds at most its size, the oldest going first, and a replaced entry counts once', () => {
    const hand = handBus();
    const cache = cacheOn(hand.bus, 3);
    for (const id of [1, 2, 3]) cache.keep(`${id}`, `v${id}`, cache.mark(), id);
    cache.keep('3', 'v3 again', cache.mark(), 3);
    expect(cache.size).toBe(3);
    cache.keep('4', 'v4', cache.mark(), 4);
    expect(cache.size).toBe(3);
    expect(cache.peek('1')).toBeUndefined();
    expect([cache.peek('2'), cache.peek('3'), cache.peek('4')]).toEqual(['v2', 'v3 again', 'v4']);
    // An entry of a dropped person is gone from its group too.
    hand.deliver('bell.changed', { user_ids: [1, 4] });
    expect(cache.peek('4')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
