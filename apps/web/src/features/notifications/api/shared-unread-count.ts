import type { UnreadCount } from '@ua/contracts';

/**
 * Polling that scales with people, not tabs. Every tab runs the same 120 s poll, but only while it
 * is visible (hidden tabs never poll), and a tab whose poll comes due reuses the count another tab
 * fetched and broadcast within the interval. The fetch itself runs under a Web Lock, so when
 * several visible tabs come due together one leads and the others wait and reuse its answer.
 */
const CHANNEL = 'ua-internal:unread-count';
const LOCK = 'ua-internal:unread-count-poll';

type Shared = { count: UnreadCount; at: number };
type Message = { type: 'count'; count: UnreadCount; at: number } | { type: 'stale' };

let latest: Shared | undefined;
let channel: BroadcastChannel | undefined;
const listeners = new Set<(count: UnreadCount) => void>();

function openChannel(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message.type === 'stale') {
      latest = undefined;
      return;
    }
    if (!latest || message.at >= latest.at) latest = { count: message.count, at: message.at };
    for (const listener of listeners) listener(message.count);
  };
  return channel;
}

async function withPollLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  let result: T | undefined;
  await locks.request(LOCK, async () => {
    result = await work();
  });
  return result as T;
}

/** The count, from another tab's fresh answer when there is one, else fetched and shared. */
export async function sharedUnreadCount(fetchCount: () => Promise<UnreadCount>, maxAgeMs: number, now: () => number = Date.now): Promise<UnreadCount> {
  openChannel();
  const fresh = () => (latest && now() - latest.at < maxAgeMs ? latest.count : undefined);
  const cached = fresh();
  if (cached) return cached;
  return withPollLock(async () => {
    // Another tab may have fetched while this one waited for the lock.
    const meanwhile = fresh();
    if (meanwhile) return meanwhile;
    const count = await fetchCount();
    latest = { count, at: now() };
    channel?.postMessage({ type: 'count', count, at: latest.at } satisfies Message);
    return count;
  });
}

/**
 * A count this tab knows is current without asking (the live bell's stream sent it, or pinged since):
 * the poll coming due within the interval reuses it. Each tab hears the stream, so nothing is broadcast.
 */
export function rememberSharedCount(count: UnreadCount, now: () => number = Date.now): void {
  openChannel();
  latest = { count, at: now() };
}

/** After this tab changed read statuses, nobody may reuse the count from before. */
export function markSharedCountStale(): void {
  latest = undefined;
  openChannel()?.postMessage({ type: 'stale' } satisfies Message);
}

/** Calls back with each count another tab fetched; answers the unsubscribe. */
export function onSharedCount(listener: (count: UnreadCount) => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget what was shared and close the channel. */
export function resetSharedCount(): void {
  latest = undefined;
  listeners.clear();
  channel?.close();
  channel = undefined;
}
