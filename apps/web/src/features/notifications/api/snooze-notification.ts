import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@ua/contracts';
import { NOTIFICATION_PATHS } from '@ua/contracts/constants';
import { apiClient } from '../../../lib/api-client';
import { showErrorToast, showInfoToast } from '../../../lib/toast';
import { countAfterOneRead, countAfterOneUnread } from '../utils/unread-count-updates';
import { formatSnoozeTime, snoozedUntil, type SnoozeRequest } from '../utils/snooze-choices';
import { notificationsPageQueryOptions } from './get-notifications-page';
import { unreadCountQueryOptions } from './get-unread-count';
import { unreadNotificationsQueryOptions } from './get-unread-notifications';
import { READ_STATUS_MUTATION_KEY, refreshUnread, rollBackOptimisticRead, type ReadStatusSnapshot } from './unread-cache';

/** POST /user/user-notification-action/{id}/snooze/: until a moment, until one of its record's dates, or back now (`until: null`). */
export async function snoozeNotification(id: number, request: SnoozeRequest | { until: null }): Promise<Notification> {
  const { data } = await apiClient.post<Notification>(NOTIFICATION_PATHS.snooze(id), request);
  return data;
}

/** A snooze (with the moment it ends, for the cache) or, with `until: null`, bringing one back. */
export type SnoozeChange = { notification: Notification; request: SnoozeRequest; until: string } | { notification: Notification; request: { until: null }; until: null };

/**
 * Applies a snooze at once: out of the bell's unread list and its count (back in them when brought
 * back), "Snoozed until" on the notifications pages. Answers what to roll back to.
 */
async function applyOptimisticSnooze(queryClient: QueryClient, { notification, until }: SnoozeChange): Promise<ReadStatusSnapshot> {
  const list = unreadNotificationsQueryOptions().queryKey;
  const count = unreadCountQueryOptions().queryKey;
  const pages = notificationsPageQueryOptions().queryKey;
  await Promise.all([queryClient.cancelQueries({ queryKey: list }), queryClient.cancelQueries({ queryKey: count })]);
  const snapshot: ReadStatusSnapshot = { list: queryClient.getQueryData(list), count: queryClient.getQueryData(count), pages: queryClient.getQueriesData<NotificationPage>({ queryKey: pages }) };
  // Counted before when unread and awake; counted after only when brought back (a snoozed one is unread but out of the count).
  const countedBefore = notification.read_status === 'unread' && snoozedUntil(notification) === null;
  const countedAfter = until === null;
  if (!countedAfter) queryClient.setQueryData(list, (items) => items?.filter((item) => item.id !== notification.id));
  if (countedBefore !== countedAfter) {
    const type = notification.notification_type;
    queryClient.setQueryData(count, (current) => current && (countedAfter ? countAfterOneUnread(current, type) : countAfterOneRead(current, type)));
  }
  queryClient.setQueriesData<NotificationPage>({ queryKey: pages }, (page) =>
    page && { ...page, results: page.results.map((item) => (item.id === notification.id ? { ...item, read_status: 'unread', snoozed_until: until } : item)) },
  );
  return snapshot;
}

/**
 * Snoozes a notification, or brings one back: the bell, the count and the pages change at once, a
 * toast says until when, and all goes back, with a toast, if the call fails.
 */
export function useSnoozeNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...READ_STATUS_MUTATION_KEY, 'snooze'],
    mutationFn: (change: SnoozeChange) => snoozeNotification(change.notification.id, change.request),
    onMutate: (change) => applyOptimisticSnooze(queryClient, change),
    onSuccess: (_saved, { until }) => showInfoToast(until === null ? 'It is back in your bell.' : `It comes back to your bell on ${formatSnoozeTime(until)}.`, until === null ? 'Notification brought back' : 'Notification snoozed'),
    onError: (_error, { until }, snapshot) => {
      rollBackOptimisticRead(queryClient, snapshot);
      showErrorToast(until === null ? 'The notification could not be brought back. Please try again.' : 'The notification could not be snoozed. Please try again.');
    },
    onSettled: () => refreshUnread(queryClient),
  });
}
