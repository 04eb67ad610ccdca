import type { QueryClient } from '@tanstack/react-query';
import type { Notification, UnreadCount } from '@ua/contracts';
import { NOTIFICATION_PATHS, NOTIFICATION_STREAM_PING_MS } from '@ua/contracts/constants';
import { rememberSharedCount } from './shared-unread-count';
import { applyLiveNotification, applyServerCount } from './unread-cache';
import { unreadCountQueryOptions } from './get-unread-count';

/**
 * The live bell: one stream per browser, not per tab (browsers allow six connections per host across all
 * tabs). The tab holding the Web Lock opens the server's event stream and repeats what it hears on a
 * BroadcastChannel; every tab applies it to its own cache. A leader hidden for a while lets go, and a
 * visible tab takes over, resuming after the last notification any tab saw. Hidden everywhere, nobody
 * streams: the 120 s poll stays the fallback, and the stream's first count catches up on return.
 */
export const BELL_STREAM_LOCK = 'ua-internal:bell-stream';
export const BELL_CHANNEL = 'ua-internal:bell';
/** How long a hidden leader keeps the stream, so switching tabs for a moment does not reconnect. */
export const HIDDEN_LEADER_RELEASE_MS = 60_000;
/** No event (pings included) for this long: the stream is dead though the browser did not notice. */
export const STREAM_WATCHDOG_MS = 2.5 * NOTIFICATION_STREAM_PING_MS;
const RETRY_MS = [2_000, 5_000, 15_000, 60_000];

/** What the leader repeats to the other tabs; `lastEventId` travels with each notification. */
export type BellMessage = { type: 'notification'; notification: Notification; lastEventId: string } | { type: 'count'; count: UnreadCount } | { type: 'ping' };

type Listener = (event: MessageEvent<string>) => void;
export type StreamLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: Listener): void;
  close(): void;
};
export type ChannelLike = {
  onmessage: ((event: MessageEvent<BellMessage>) => void) | null;
  postMessage(message: BellMessage): void;
  close(): void;
};

/** The browser's pieces, handed in so tests can stand in for them. */
export type LiveBellEnvironment = {
  openStream(url: string): StreamLike;
  openChannel(name: string): ChannelLike;
  locks: Pick<LockManager, 'request'> | undefined;
  isHidden(): boolean;
  onVisibilityChange(listener: () => void): () => void;
};

/** The real browser's; null where it has no EventSource (the poll alone then keeps the bell). */
export function browserEnvironment(): LiveBellEnvironment | null {
  if (typeof EventSource === 'undefined' || typeof document === 'undefined') return null;
  return {
    openStream: (url) => new EventSource(url) as unknown as StreamLike,
    // A browser without BroadcastChannel gets a channel that reaches nobody: each of its tabs leads alone.
    openChannel: (name) => (typeof BroadcastChannel === 'undefined' ? { onmessage: null, postMessage: () => undefined, close: () => undefined } : (new BroadcastChannel(name) as unknown as ChannelLike)),
    locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
    isHidden: () => document.visibilityState === 'hidden',
    onVisibilityChange(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}

const CLOSED = 2;

function parse<T>(event: MessageEvent<string>): T | undefined {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return undefined;
  }
}

/** Starts this tab's part of the live bell; answers how to stop it (signing out, unmounting). */
export function startLiveBell(queryClient: QueryClient, env: LiveBellEnvironment | null = browserEnvironment()): () => void {
  if (!env) return () => undefined;
  const channel = env.openChannel(BELL_CHANNEL);
  let lastEventId: string | undefined;
  let stopped = false;
  /** Set while this tab waits for the lock or holds it. */
  let leadership: { abort: AbortController; release?: () => void } | undefined;
  let stream: StreamLike | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

  const countNow = () => queryClient.getQueryData(unreadCountQueryOptions().queryKey);

  function apply(message: BellMessage): void {
    if (message.type === 'notification') {
      lastEventId = message.lastEventId;
      applyLiveNotification(queryClient, message.notification);
    } else if (message.type === 'count') {
      applyServerCount(queryClient, message.count, { fresh: true });
    } else {
      // The stream is alive and sends every change: the count in hand is still the server's.
      const count = countNow();
      if (count) rememberSharedCount(count);
    }
  }

  channel.onmessage = (event) => {
    if (!stopped) apply(event.data);
  };

  function heard(message: BellMessage): void {
    retries = 0;
    armWatchdog();
    apply(message);
    channel.postMessage(message);
  }

  function armWatchdog(): void {
    clearTimeout(watchdog);
    watchdog = setTimeout(connect, STREAM_WATCHDOG_MS);
  }

  function closeStream(): void {
    clearTimeout(watchdog);
    clearTimeout(retry);
    stream?.close();
    stream = undefined;
  }

  function connect(): void {
    closeStream();
    const url = lastEventId === undefined ? NOTIFICATION_PATHS.stream : `${NOTIFICATION_PATHS.stream}?last_event_id=${encodeURIComponent(lastEventId)}`;
    const opened = env!.openStream(url);
    stream = opened;
    opened.addEventListener('notification', (event) => {
      const notification = parse<Notification>(event);
      if (notification) heard({ type: 'notification', notification, lastEventId: event.lastEventId || String(notification.id) });
    });
    opened.addEventListener('count', (event) => {
      const count = parse<UnreadCount>(event);
      if (count) heard({ type: 'count', count });
    });
    opened.addEventListener('ping', () => heard({ type: 'ping' }));
    opened.addEventListener('error', () => {
      // EventSource retries a dropped stream itself (sending Last-Event-ID); a refusal (signed out, a
      // server error) it gives up on, so this tab tries again, more slowly each time.
      if (opened === stream && opened.readyState === CLOSED) reconnect(RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)] ?? 60_000);
    });
    armWatchdog();
  }

  function reconnect(afterMs: number): void {
    closeStream();
    retry = setTimeout(() => {
      if (leadership?.release && !stopped) connect();
    }, afterMs);
  }

  function requestLead(): void {
    if (leadership || stopped) return;
    const abort = new AbortController();
    const mine = { abort } as { abort: AbortController; release?: () => void };
    leadership = mine;
    const lead = () =>
      new Promise<void>((release) => {
        mine.release = release;
        connect();
        // Granted just as the tab was hidden: it leads only for the usual while.
        if (env!.isHidden()) hiddenTimer = setTimeout(letGo, HIDDEN_LEADER_RELEASE_MS);
      });
    if (!env!.locks) {
      // No Web Locks: this tab streams for itself.
      void lead();
      return;
    }
    env!.locks.request(BELL_STREAM_LOCK, { signal: abort.signal }, lead).catch(() => {
      // Aborted while waiting (hidden, stopped): someone visible leads instead.
      if (leadership === mine) leadership = undefined;
    });
  }

  function letGo(): void {
    const mine = leadership;
    leadership = undefined;
    clearTimeout(hiddenTimer);
    closeStream();
    mine?.abort.abort();
    mine?.release?.();
  }

  function onVisibility(): void {
    if (env!.isHidden()) {
      if (!leadership) return;
      if (!leadership.release) letGo();
      else {
        clearTimeout(hiddenTimer);
        hiddenTimer = setTimeout(letGo, HIDDEN_LEADER_RELEASE_MS);
      }
      return;
    }
    clearTimeout(hiddenTimer);
    requestLead();
  }

  const stopWatching = env.onVisibilityChange(onVisibility);
  if (!env.isHidden()) requestLead();

  return () => {
    stopped = true;
    stopWatching();
    letGo();
    channel.onmessage = null;
    channel.close();
  };
}
