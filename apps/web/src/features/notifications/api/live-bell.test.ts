import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { Notification, UnreadCount } from '@ua/contracts';
import { createTestQueryClient } from '../../../test/render';
import { unreadCountQueryOptions } from './get-unread-count';
import { unreadNotificationsQueryOptions } from './get-unread-notifications';
import { BELL_STREAM_LOCK, HIDDEN_LEADER_RELEASE_MS, STREAM_WATCHDOG_MS, startLiveBell, type BellMessage, type ChannelLike, type LiveBellEnvironment, type StreamLike } from './live-bell';

/** An EventSource that the test speaks through. */
class FakeStream implements StreamLike {
  readyState = 1;
  closed = false;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
  }
  fail() {
    this.readyState = 2;
    for (const listener of this.listeners.get('error') ?? []) listener({} as MessageEvent<string>);
  }
}

/** One browser: Web Locks granted first come, first served; a BroadcastChannel reaching the other tabs. */
function fakeBrowser() {
  const streams: FakeStream[] = [];
  const channels = new Set<ChannelLike>();
  type Waiter = { callback: () => Promise<void>; resolve: () => void; reject: (error: unknown) => void; signal?: AbortSignal };
  const queue: Waiter[] = [];
  let held = false;
  const grantNext = () => {
    if (held) return;
    const next = queue.shift();
    if (!next) return;
    held = true;
    void next.callback().finally(() => {
      held = false;
      next.resolve();
      grantNext();
    });
  };
  const locks = {
    request: ((name: string, options: LockOptions, callback: () => Promise<void>) => {
      expect(name).toBe(BELL_STREAM_LOCK);
      return new Promise<void>((resolve, reject) => {
        const waiter: Waiter = { callback, resolve, reject, signal: options.signal };
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) {
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        queue.push(waiter);
        grantNext();
      });
    }) as unknown as LockManager['request'],
  };

  function tab(hidden = false) {
    let isHidden = hidden;
    const visibilityListeners = new Set<() => void>();
    const env: LiveBellEnvironment = {
      openStream: (url) => {
        const stream = new FakeStream(url);
        streams.push(stream);
        return stream;
      },
      openChannel: () => {
        const channel: ChannelLike = {
          onmessage: null,
          postMessage: (message: BellMessage) => {
            for (const other of channels) if (other !== channel) queueMicrotask(() => other.onmessage?.({ data: structuredClone(message) } as MessageEvent<BellMessage>));
          },
          close: () => void channels.delete(channel),
        };
        channels.add(channel);
        return channel;
      },
      locks,
      isHidden: () => isHidden,
      onVisibilityChange: (listener) => {
        visibilityListeners.add(listener);
        return () => visibilityListeners.delete(listener);
      },
    };
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(unreadNotificationsQueryOptions().queryKey, []);
    queryClient.setQueryData(unreadCountQueryOptions().queryKey, { unread_count: 0, by_type: {} });
    const stop = startLiveBell(queryClient, env);
    const setHidden = (next: boolean) => {
      isHidden = next;
      for (const listener of visibilityListeners) listener();
    };
    return { queryClient, stop, setHidden };
  }

  const open = () => streams.filter((stream) => !stream.closed);
  return { tab, streams, open };
}

const notification = (id: number, minutesAgo = 0): Notification => ({
  id,
  notification_type: 'booking',
  generated_on: new Date(Date.UTC(2026, 10, 24, 10, 0) - minutesAgo * 60_000).toISOString(),
  message: `Notification ${id}`,
  link: null,
  read_status: 'unread',
});
const count = (n: number): UnreadCount => ({ unread_count: n, by_type: n ? { booking: n } : {} });
const listOf = (queryClient: QueryClient) => queryClient.getQueryData(unreadNotificationsQueryOptions().queryKey)?.map((item) => item.id);
const countOf = (queryClient: QueryClient) => queryClient.getQueryData(unreadCountQueryOptions().queryKey)?.unread_count;
const settle = () => vi.advanceTimersByTimeAsync(0);

let stops: Array<() => void> = [];
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

function browserWithTabs(...hidden: boolean[]) {
  const browser = fakeBrowser();
  const tabs = hidden.map((isHidden) => browser.tab(isHidden));
  stops.push(...tabs.map((tab) => tab.stop));
  return { browser, tabs };
}

describe('the live bell', () => {
  it('opens one stream in the leading tab only, and every event reaches each tab’s cache once', async () => {
    const { browser, tabs } = browserWithTabs(false, false, false);
    await settle();
    expect(browser.streams.map((stream) => stream.url)).toEqual(['/user/notifications/stream/']);
    const [stream] = browser.streams;

    stream!.emit('count', count(1));
    stream!.emit('notification', notification(41, 5), '41');
    stream!.emit('notification', notification(42), '42');
    // Heard twice (a resume overlapping a broadcast): listed once, counted once.
    stream!.emit('notification', notification(42), '42');
    stream!.emit('count', count(3));
    await settle();
    for (const { queryClient } of tabs) {
      expect(listOf(queryClient)).toEqual([42, 41]);
      expect(countOf(queryClient)).toBe(3);
    }
    expect(browser.streams).toHaveLength(1);
  });

  it('adds a notification to the count at once, and takes the server’s count when it comes', async () => {
    const { browser, tabs } = browserWithTabs(false, false);
    await settle();
    browser.streams[0]!.emit('notification', notification(7), '7');
    await settle();
    for (const { queryClient } of tabs) expect(countOf(queryClient)).toBe(1);
    browser.streams[0]!.emit('count', count(5));
    await settle();
    for (const { queryClient } of tabs) expect(countOf(queryClient)).toBe(5);
  });

  it('refetches the unread list when the count moved (something was read elsewhere), not when it did not', async () => {
    const { browser, tabs } = browserWithTabs(false, false);
    await settle();
    const [, follower] = tabs;
    const list = () => follower!.queryClient.getQueryState(unreadNotificationsQueryOptions().queryKey);
    browser.streams[0]!.emit('count', count(0));
    await settle();
    expect(list()?.isInvalidated).toBe(false);
    browser.streams[0]!.emit('count', count(2));
    await settle();
    expect(list()?.isInvalidated).toBe(true);
  });

  it('lets go a minute after its tab is hidden; a visible tab takes over, resuming after the last id', async () => {
    const { browser, tabs } = browserWithTabs(false, false);
    await settle();
    const [leader] = tabs;
    browser.streams[0]!.emit('notification', notification(99), '99');
    await settle();

    leader!.setHidden(true);
    await vi.advanceTimersByTimeAsync(HIDDEN_LEADER_RELEASE_MS - 1000);
    expect(browser.open()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(browser.streams[0]!.closed).toBe(true);
    expect(browser.open().map((stream) => stream.url)).toEqual(['/user/notifications/stream/?last_event_id=99']);
  });

  it('keeps the stream when the tab comes back within the minute', async () => {
    const { browser, tabs } = browserWithTabs(false, false);
    await settle();
    tabs[0]!.setHidden(true);
    await vi.advanceTimersByTimeAsync(HIDDEN_LEADER_RELEASE_MS / 2);
    tabs[0]!.setHidden(false);
    for (let second = 0; second < 90; second += 10) {
      browser.streams[0]!.emit('ping', { at: 'now' });
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(browser.streams).toHaveLength(1);
    expect(browser.open()).toHaveLength(1);
  });

  it('holds no stream while every tab is hidden; the first tab shown leads again, resuming', async () => {
    const { browser, tabs } = browserWithTabs(false, false);
    await settle();
    const [first, second] = tabs;
    browser.streams[0]!.emit('notification', notification(5), '5');
    await settle();
    // The waiting tab is hidden first: it stops waiting, so the lock does not go to a hidden tab.
    second!.setHidden(true);
    first!.setHidden(true);
    await vi.advanceTimersByTimeAsync(HIDDEN_LEADER_RELEASE_MS + 1000);
    expect(browser.open()).toEqual([]);

    second!.setHidden(false);
    await settle();
    expect(browser.open().map((stream) => stream.url)).toEqual(['/user/notifications/stream/?last_event_id=5']);
  });

  it('hands the stream over when the leading tab closes', async () => {
    const { browser, tabs } = browserWithTabs(false, false);
    await settle();
    browser.streams[0]!.emit('notification', notification(12), '12');
    await settle();
    tabs[0]!.stop();
    await settle();
    expect(browser.streams[0]!.closed).toBe(true);
    expect(browser.open().map((stream) => stream.url)).toEqual(['/user/notifications/stream/?last_event_id=12']);
  });

  it('reconnects a stream silent for 2.5 pings, and one the browser gave up on', async () => {
    const { browser } = browserWithTabs(false);
    await settle();
    await vi.advanceTimersByTimeAsync(STREAM_WATCHDOG_MS - 1000);
    browser.streams[0]!.emit('ping', { at: 'now' });
    await vi.advanceTimersByTimeAsync(STREAM_WATCHDOG_MS - 1000);
    expect(browser.streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(browser.streams[0]!.closed).toBe(true);
    expect(browser.open()).toHaveLength(1);

    browser.streams[1]!.fail();
    expect(browser.open()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(browser.open()).toHaveLength(1);
  });
});
