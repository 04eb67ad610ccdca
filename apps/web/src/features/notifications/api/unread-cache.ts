import type { QueryClient } from '@tanstack/react-query';
import type { Notification, UnreadCount } from '@ua/contracts';
import { unreadCountQueryOptions } from './get-unread-count';
import { unreadNotificationsQueryOptions } from './get-unread-notifications';
import { markSharedCountStale } from './shared-unread-count';

/** Every mutation of read status carries this key prefix, so the last one to finish refetches. */
export const READ_STATUS_MUTATION_KEY = ['notifications', 'read-status'] as const;

type UnreadSnapshot = { list: Notification[] | undefined; count: UnreadCount | undefined };

type OptimisticChange = {
  isRead: (notification: Notification) => boolean;
  nextCount: (count: UnreadCount) => UnreadCount;
};

/** Applies a read-status change to the unread list and count at once; answers what to roll back to. */
export async function applyOptimisticRead(queryClient: QueryClient, { isRead, nextCount }: OptimisticChange): Promise<UnreadSnapshot> {
  const list = unreadNotificationsQueryOptions();
  const count = unreadCountQueryOptions();
  // A refetch landing after this change would bring the old rows back.
  await Promise.all([queryClient.cancelQueries({ queryKey: list.queryKey }), queryClient.cancelQueries({ queryKey: count.queryKey })]);
  const snapshot = { list: queryClient.getQueryData(list.queryKey), count: queryClient.getQueryData(count.queryKey) };
  queryClient.setQueryData(list.queryKey, (items) => items?.filter((item) => !isRead(item)));
  queryClient.setQueryData(count.queryKey, (current) => current && nextCount(current));
  return snapshot;
}

export function rollBackOptimisticRead(queryClient: QueryClient, snapshot: UnreadSnapshot | undefined): void {
  if (!snapshot) return;
  queryClient.setQueryData(unreadNotificationsQueryOptions().queryKey, snapshot.list);
  queryClient.setQueryData(unreadCountQueryOptions().queryKey, snapshot.count);
}

/** Refetches both caches once no other read-status change is still in flight. */
export async function refreshUnread(queryClient: QueryClient): Promise<void> {
  if (queryClient.isMutating({ mutationKey: READ_STATUS_MUTATION_KEY }) > 1) return;
  markSharedCountStale();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey }),
  ]);
}
