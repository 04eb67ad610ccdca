import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@ua/contracts';
import { SHELL_PATHS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';

/** GET /user/user-notification/?read_status=unread: newest first. */
export async function getUnreadNotifications(): Promise<Notification[]> {
  const { data } = await apiClient.get<Notification[]>(SHELL_PATHS.userNotifications, { params: { read_status: 'unread' } });
  return data;
}

export function unreadNotificationsQueryOptions() {
  return queryOptions({
    queryKey: ['notifications', 'list', { read_status: 'unread' }],
    queryFn: getUnreadNotifications,
    // The spec's one exception to the no-refetch-on-mount default: opening the bell shows fresh news.
    refetchOnMount: true,
  });
}

export function useUnreadNotifications() {
  return useQuery(unreadNotificationsQueryOptions());
}
