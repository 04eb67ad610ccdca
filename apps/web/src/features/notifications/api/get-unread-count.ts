import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '@ua/contracts';
import { SHELL_PATHS, UNREAD_COUNT_POLL_MS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';
import { onSharedCount, sharedUnreadCount } from './shared-unread-count';
import { applyServerCount } from './unread-cache';

/** GET /user/notifications/unread-count/ (the browser revalidates it with the server's ETag). */
export async function getUnreadCount(): Promise<UnreadCount> {
  const { data } = await apiClient.get<UnreadCount>(SHELL_PATHS.unreadCount);
  return data;
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: ['notifications', 'unread-count'],
    // A count another tab fetched within the last half interval is as good as a new request.
    queryFn: () => sharedUnreadCount(getUnreadCount, UNREAD_COUNT_POLL_MS / 2),
    refetchInterval: UNREAD_COUNT_POLL_MS,
    // A hidden tab does not poll; when it becomes visible again it refetches at its next tick.
    refetchIntervalInBackground: false,
  });
}

export function useUnreadCount() {
  const queryClient = useQueryClient();
  // Another tab's poll: the badge takes it, and the unread list follows when it moved.
  useEffect(() => onSharedCount((count) => applyServerCount(queryClient, count)), [queryClient]);
  return useQuery(unreadCountQueryOptions());
}
