import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, focusManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render';
import { unreadCountQueryOptions, useUnreadCount } from './get-unread-count';
import { unreadNotificationsQueryOptions } from './get-unread-notifications';

describe('the unread count query', () => {
  it('polls every 120000 ms', () => {
    expect(unreadCountQueryOptions().refetchInterval).toBe(120_000);
  });

  it('asks the server again after 120000 ms, and not before', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'GET /user/notifications/unread-count/': { status: 200, data: { unread_count: 3, by_type: { booking: 3 } } } });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useUnreadCount(), { wrapper });
    const calls = () => api.callsTo('GET', '/user/notifications/unread-count/').length;

    await vi.advanceTimersByTimeAsync(10);
    expect(result.current.data?.unread_count).toBe(3);
    expect(calls()).toBe(1);

    await vi.advanceTimersByTimeAsync(119_980);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls()).toBe(3);
  });
});

describe('polling across tabs', () => {
  it('does not poll while the tab is hidden, and polls again once it is visible', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'GET /user/notifications/unread-count/': { status: 200, data: { unread_count: 1, by_type: { system: 1 } } } });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useUnreadCount(), { wrapper });
    const calls = () => api.callsTo('GET', '/user/notifications/unread-count/').length;
    await vi.advanceTimersByTimeAsync(10);
    expect(calls()).toBe(1);

    focusManager.setFocused(false);
    try {
      await vi.advanceTimersByTimeAsync(3 * 120_000);
      expect(calls()).toBe(1);
    } finally {
      focusManager.setFocused(undefined);
    }
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls()).toBe(2);
  });

  it('shows at once a count that another tab fetched', async () => {
    mockApi({ 'GET /user/notifications/unread-count/': { status: 200, data: { unread_count: 1, by_type: { system: 1 } } } });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useUnreadCount(), { wrapper });
    await waitFor(() => expect(result.current.data?.unread_count).toBe(1));

    const otherTab = new BroadcastChannel('ua-internal:unread-count');
    otherTab.postMessage({ type: 'count', count: { unread_count: 6, by_type: { booking: 6 } }, at: Date.now() });
    await waitFor(() => expect(result.current.data?.unread_count).toBe(6));
    otherTab.close();
  });

  it('fetches the unread list again when another tab’s count moved (something was read or raised elsewhere)', async () => {
    mockApi({ 'GET /user/notifications/unread-count/': { status: 200, data: { unread_count: 2, by_type: { system: 2 } } } });
    const client = createTestQueryClient();
    client.setQueryData(unreadNotificationsQueryOptions().queryKey, []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useUnreadCount(), { wrapper });
    await waitFor(() => expect(result.current.data?.unread_count).toBe(2));
    const listStale = () => client.getQueryState(unreadNotificationsQueryOptions().queryKey)?.isInvalidated;

    const otherTab = new BroadcastChannel('ua-internal:unread-count');
    otherTab.postMessage({ type: 'count', count: { unread_count: 2, by_type: { system: 2 } }, at: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listStale()).toBe(false);
    otherTab.postMessage({ type: 'count', count: { unread_count: 1, by_type: { system: 1 } }, at: Date.now() });
    await waitFor(() => expect(result.current.data?.unread_count).toBe(1));
    expect(listStale()).toBe(true);
    otherTab.close();
  });
});

describe('the unread notification list query', () => {
  it('asks for unread notifications and refetches on mount, unlike the default', () => {
    const options = unreadNotificationsQueryOptions();
    expect(options.refetchOnMount).toBe(true);
    expect(options.queryKey).toContainEqual({ read_status: 'unread' });
  });
});
