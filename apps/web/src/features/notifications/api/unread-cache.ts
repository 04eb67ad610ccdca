import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Notification, NotificationPage, ReadStatus, UnreadCount } from '@ua/contracts';
import { notificationsPageQueryOptions } from './get-notifications-page';
import { unreadCountQueryOptions } from './get-unread-count';
import { unreadNotificationsQueryOptions } from './get-unread-notifications';
import { markSharedCountStale } from './shared-unread-count';

/** Every mutation of read status carries this key prefix, so the last one to finish refetches. */
export const READ_STATUS_MUTATION_KEY = ['notifications', 'read-status'] as const;

export type ReadStatusSnapshot = {
  list: Notification[] | undefined;
  count: UnreadCount | undefined;
  pages: Array<[QueryKey, NotificationPage | undefined]>;
};

type OptimisticChange = {
  /** The notifications the change touches. */
  matches: (notification: Notification) => boolean;
  /** What they become; `read` unless said. */
  readStatus?: ReadStatus;
  nextCount: (count: UnreadCount) => UnreadCount;
};

/**
 * Applies a read-status change at once to the bell's unread list, the count and the notifications
 * pages in the cache; answers what to roll back to.
 */
export async function applyOptimisticRead(queryClient: QueryClient, { matches, readStatus = 'read', nextCount }: OptimisticChange): Promise<ReadStatusSnapshot> {
  const list = unreadNotificationsQueryOptions().queryKey;
  const count = unreadCountQueryOptions().queryKey;
  const pages = notificationsPageQueryOptions().queryKey;
  // A refetch landing after this change would bring the old rows back. A page still loading is left
  // to land: cancelled, it would stay empty when the change does not refetch the page.
  await Promise.all([queryClient.cancelQueries({ queryKey: list }), queryClient.cancelQueries({ queryKey: count })]);
  const snapshot: ReadStatusSnapshot = {
    list: queryClient.getQueryData(list),
    count: queryClient.getQueryData(count),
    pages: queryClient.getQueriesData<NotificationPage>({ queryKey: pages }),
  };
  // A notification marked unread again joins the list when it is refetched, in its place by date.
  if (readStatus === 'read') queryClient.setQueryData(list, (items) => items?.filter((item) => !matches(item)));
  queryClient.setQueryData(count, (current) => current && nextCount(current));
  queryClient.setQueriesData<NotificationPage>({ queryKey: pages }, (page) =>
    page && { ...page, results: page.results.map((item) => (matches(item) ? { ...item, read_status: readStatus } : item)) },
  );
  return snapshot;
}

export function rollBackOptimisticRead(queryClient: QueryClient, snapshot: ReadStatusSnapshot | undefined): void {
  if (!snapshot) return;
  queryClient.setQueryData(unreadNotificationsQueryOptions().queryKey, snapshot.list);
  queryClient.setQueryData(unreadCountQueryOptions().queryKey, snapshot.count);
  for (const [queryKey, page] of snapshot.pages) queryClient.setQueryData(queryKey, page);
}

type RefreshOptions = {
  /**
   * Whether the notifications page on screen refetches. A change made on that page leaves its rows
   * where they are (so an item just marked read stays, to be marked unread again) and only marks the
   * page stale; a change made in the bell shows on the page at once.
   */
  refetchPage?: boolean;
};

/** Refetches the unread list, the count and the notifications pages once no other read-status change is still in flight. */
export async function refreshUnread(queryClient: QueryClient, { refetchPage = true }: RefreshOptions = {}): Promise<void> {
  if (queryClient.isMutating({ mutationKey: READ_STATUS_MUTATION_KEY }) > 1) return;
  markSharedCountStale();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: notificationsPageQueryOptions().queryKey, refetchType: refetchPage ? 'active' : 'none' }),
  ]);
}
