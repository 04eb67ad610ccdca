import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
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

describe('the unread notification list query', () => {
  it('asks for unread notifications and refetches on mount, unlike the default', () => {
    const options = unreadNotificationsQueryOptions();
    expect(options.refetchOnMount).toBe(true);
    expect(options.queryKey).toContainEqual({ read_status: 'unread' });
  });
});
