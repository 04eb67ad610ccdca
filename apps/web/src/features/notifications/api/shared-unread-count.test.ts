import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnreadCount } from '@ua/contracts';
import type * as SharedCount from './shared-unread-count';

type SharedModule = typeof SharedCount;

/** Each import after a module reset is a separate tab with its own state and channel. */
async function openTab(): Promise<SharedModule> {
  vi.resetModules();
  return import('./shared-unread-count');
}

const count = (n: number): UnreadCount => ({ unread_count: n, by_type: n ? { booking: n } : {} });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const tabs: SharedModule[] = [];

afterEach(() => {
  for (const tab of tabs.splice(0)) tab.resetSharedCount();
});

describe('the unread count shared between tabs', () => {
  it('fetches once in the leading tab; another tab reuses the broadcast count without a request', async () => {
    const [first, second] = [await openTab(), await openTab()];
    tabs.push(first, second);
    const heard = vi.fn();
    second.onSharedCount(heard);

    const fetchFirst = vi.fn(async () => count(4));
    expect(await first.sharedUnreadCount(fetchFirst, 60_000)).toEqual(count(4));
    await settle();
    expect(heard).toHaveBeenCalledWith(count(4));

    const fetchSecond = vi.fn(async () => count(99));
    expect(await second.sharedUnreadCount(fetchSecond, 60_000)).toEqual(count(4));
    expect(fetchFirst).toHaveBeenCalledTimes(1);
    expect(fetchSecond).not.toHaveBeenCalled();
  });

  it('fetches again once the shared count is older than the interval', async () => {
    const tab = await openTab();
    tabs.push(tab);
    let now = 1_000_000;
    const fetchCount = vi.fn(async () => count(2));
    await tab.sharedUnreadCount(fetchCount, 60_000, () => now);
    now += 59_999;
    await tab.sharedUnreadCount(fetchCount, 60_000, () => now);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    now += 1;
    await tab.sharedUnreadCount(fetchCount, 60_000, () => now);
    expect(fetchCount).toHaveBeenCalledTimes(2);
  });

  it('makes every tab fetch anew after one of them changed read statuses', async () => {
    const [first, second] = [await openTab(), await openTab()];
    tabs.push(first, second);
    await first.sharedUnreadCount(async () => count(5), 60_000);
    await settle();
    first.markSharedCountStale();
    await settle();
    const fetchSecond = vi.fn(async () => count(4));
    expect(await second.sharedUnreadCount(fetchSecond, 60_000)).toEqual(count(4));
    expect(fetchSecond).toHaveBeenCalledTimes(1);
  });
});
