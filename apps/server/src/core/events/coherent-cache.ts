import { RESYNC_CHANNEL, type EventBus, type Json } from './event-bus.ts';

/** Which groups an event says changed (the people whose entries go), or null for every entry. */
export type Invalidation = (payload: Json) => readonly number[] | null;

export type CoherentCacheOptions = {
  bus: EventBus;
  /** Entries kept at most; past it the oldest go first. */
  max: number;
  /** The longest an entry is kept even if nothing says it changed. */
  maxAgeMs: number;
  /** The bus's channels that change what is kept, and what each one's event removes. */
  invalidatedBy: Record<string, Invalidation>;
};

type Entry<V> = { value: V; group: number; expiresAt: number };

/**
 * Answers this instance read from the database, kept until the database says something under them
 * changed: triggers send an event on commit (migration 0014) and every instance removes what it names
 * as the event arrives, before the bus hands over the next one.
 *
 * The rules that make a kept answer as good as the database's:
 * - Read an entry only after `bus.sync()` resolved during the request: every change committed before
 *   the request came has then removed its entries here, on this instance and on every other.
 * - Take `mark()` before the statement whose answer you `keep`: if any event arrived while it ran, the
 *   answer may predate it and is not kept. An event that arrives after `keep` removes the entry.
 * - While the bus is not listening, nothing is kept, and `sync` fails, so nothing kept is read; when it
 *   listens again (RESYNC_CHANNEL) everything kept is dropped, since events were missed meanwhile.
 */
export class CoherentCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly groups = new Map<number, Set<string>>();
  private generation = 0;

  constructor(private readonly options: CoherentCacheOptions) {
    options.bus.subscribeNow(RESYNC_CHANNEL, () => this.invalidate(null));
    for (const [channel, invalidation] of Object.entries(options.invalidatedBy)) {
      options.bus.subscribeNow(channel, (payload) => this.invalidate(invalidation(payload)));
    }
  }

  /** The entry kept under `key`, if any and not expired; only after `bus.sync()` does it say the truth. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.remove(key, entry.group);
      return undefined;
    }
    return entry.value;
  }

  /** What `keep` checks that nothing changed since: null while the bus is not listening (nothing is kept then). */
  mark(): number | null {
    return this.options.bus.status().listening ? this.generation : null;
  }

  /** Keeps an answer read after `since = mark()`, unless an event arrived since. `expiresAt` (ms) cuts its life short. */
  keep(key: string, value: V, since: number | null, group: number, expiresAt?: number): void {
    if (since === null || since !== this.generation) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old.group);
    else if (this.entries.size >= this.options.max) {
      const oldest = this.entries.entries().next().value;
      if (oldest) this.remove(oldest[0], oldest[1].group);
    }
    this.entries.set(key, { value, group, expiresAt: Math.min(expiresAt ?? Infinity, Date.now() + this.options.maxAgeMs) });
    let keys = this.groups.get(group);
    if (!keys) this.groups.set(group, (keys = new Set()));
    keys.add(key);
  }

  /** Removes the entries of these groups (null: all of them); answers read before this are not kept. */
  invalidate(groups: readonly number[] | null): void {
    this.generation += 1;
    if (groups === null) {
      this.entries.clear();
      this.groups.clear();
      return;
    }
    for (const group of groups) {
      for (const key of this.groups.get(group) ?? []) this.entries.delete(key);
      this.groups.delete(group);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, group: number): void {
    this.entries.delete(key);
    const keys = this.groups.get(group);
    keys?.delete(key);
    if (keys?.size === 0) this.groups.delete(group);
  }
}

/** Whether every change committed before now has reached this instance's caches (false: ask the database). */
export function synced(bus: EventBus): Promise<boolean> {
  return bus.sync().then(
    () => true,
    () => false,
  );
}

/** The groups an event names as `{ user_ids: [...] }`, or null (everyone) for anything else. */
export function userIdsOf(payload: Json): readonly number[] | null {
  if (payload && typeof payload === 'object' && !Array.isArray(payload) && Array.isArray(payload.user_ids)) {
    return payload.user_ids.filter((id): id is number => typeof id === 'number');
  }
  return null;
}
