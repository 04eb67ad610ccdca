import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Notification, NotificationPage, ReadStatus, UnreadCount } from '@ua/contracts';
import { notificationsPageQueryOptions } from './get-notifications-page';
import { unreadCountQueryOptions } from './get-unread-count';
import { unreadNotificationsQueryOptions } from './get-unread-notifications';
import { countAfterOneUnread } from '../utils/unread-count-updates';
import { markSharedCountStale, rememberSharedCount } from './shared-unread-count';

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

const sameCount = (a: UnreadCount, b: UnreadCount) =>
  a.unread_count === b.unread_count && Object.keys({ ...a.by_type, ...b.by_type }).every((type) => (a.by_type[type] ?? 0) === (b.by_type[type] ?? 0));

/** Newest first, as the server lists them. */
const newestFirst = (a: Notification, b: Notification) => b.generated_on.localeCompare(a.generated_on) || b.id - a.id;

/**
 * A notification the live bell heard of: it joins the unread list (once, however often it is heard) and
 * the count. The count the stream sends next puts the count right if it was already there.
 */
export function applyLiveNotification(queryClient: QueryClient, notification: Notification): void {
  const list = unreadNotificationsQueryOptions().queryKey;
  const known = queryClient.getQueryData(list)?.some((item) => item.id === notification.id) ?? false;
  if (known) return;
  queryClient.setQueryData(list, (items) => items && [notification, ...items].sort(newestFirst));
  queryClient.setQueryData(unreadCountQueryOptions().queryKey, (count) => count && countAfterOneUnread(count, notification.notification_type));
  void queryClient.invalidateQueries({ queryKey: notificationsPageQueryOptions().queryKey, refetchType: 'none' });
}

/**
 * The server's count, heard live or from another tab's poll: the badge takes it, and when it moved the
 * unread list is fetched again (something was read, snoozed or raised elsewhere). While this tab's own
 * read-status change is in flight the change's own refetch has the last word.
 */
export function applyServerCount(queryClient: QueryClient, count: UnreadCount, { fresh = false }: { fresh?: boolean } = {}): void {
  if (fresh) rememberSharedCount(count);
  if (queryClient.isMutating({ mutationKey: READ_STATUS_MUTATION_KEY }) > 0) return;
  const key = unreadCountQueryOptions().queryKey;
  const before = queryClient.getQueryData(key);
  queryClient.setQueryData(key, count);
  if (before && sameCount(before, count)) return;
  void queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: notificationsPageQueryOptions().queryKey, refetchType: 'none' });
}
