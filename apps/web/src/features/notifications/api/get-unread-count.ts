import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@ua/contracts';
import { SHELL_PATHS, UNREAD_COUNT_POLL_MS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';

/** GET /user/notifications/unread-count/ (the browser revalidates it with the server's ETag). */
export async function getUnreadCount(): Promise<UnreadCount> {
  const { data } = await apiClient.get<UnreadCount>(SHELL_PATHS.unreadCount);
  return data;
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: ['notifications', 'unread-count'],
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_COUNT_POLL_MS,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
