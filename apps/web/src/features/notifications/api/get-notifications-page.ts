import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPage, NotificationPageQuery } from '@ua/contracts';
import { SHELL_PATHS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';

/** GET /user/notifications/: a page of the caller's notifications, read ones included, newest first. */
export async function getNotificationsPage(query: NotificationPageQuery): Promise<NotificationPage> {
  const { data } = await apiClient.get<NotificationPage>(SHELL_PATHS.notifications, { params: query });
  return data;
}

/** Without a query, the key of every page: what a change of read status invalidates. */
export function notificationsPageQueryOptions(query?: NotificationPageQuery) {
  return queryOptions({
    queryKey: query ? ['notifications', 'page', query] : ['notifications', 'page'],
    queryFn: () => getNotificationsPage(query ?? {}),
    placeholderData: keepPreviousData,
    // Notifications arrive all the time: coming back to the page shows the new ones.
    refetchOnMount: true,
  });
}

export function useNotificationsPage(query: NotificationPageQuery) {
  return useQuery(notificationsPageQueryOptions(query));
}
