import { Box, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { IconBellOff } from '@tabler/icons-react';
import { notificationPageQuerySchema, type Notification } from '@ua/contracts';
import { IconChecks, IconSettings } from '@tabler/icons-react';
import { ListEmptyState } from '../../../components/list-empty-state';
import { PageTitle } from '../../../components/page-title';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { TablePager } from '../../../components/table-pager';
import { useListQuery } from '../../../hooks/use-list-query';
import { useNotificationsPage } from '../api/get-notifications-page';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useSetNotificationReadStatus } from '../api/set-notification-read-status';
import { useSnoozeNotification } from '../api/snooze-notification';
import { markAllLabel } from '../utils/mark-all-label';
import { notificationPaths } from '../utils/notification-paths';
import { NotificationFiltersBar, type NotificationsQuery } from './notification-filters-bar';
import { NotificationRow } from './notification-row';

/** "No unread payment notifications". */
function noMatchTitle({ read, type }: NotificationsQuery): string {
  const kind = [read === undefined ? undefined : read ? 'read' : 'unread', type].filter(Boolean).join(' ');
  return `No ${kind} notifications`;
}

function LoadingRows() {
  return (
    <Stack gap="md" py="sm" aria-label="Loading notifications" role="status">
      {[0, 1, 2].map((row) => (
        <Stack key={row} gap={6}>
          <Skeleton h={14} w={140} />
          <Skeleton h={14} w="80%" />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * Every notification of the signed-in person, read ones too: the bell shows only what is unread, and
 * hides once nothing is, so this page is where an old notification is found again.
 */
export function NotificationsPage() {
  const { query, params, update, filtered, clearFilters } = useListQuery(notificationPageQuerySchema);
  const page = useNotificationsPage(params);
  const unreadCount = useUnreadCount().data;
  const markAll = useMarkAllNotificationsRead();
  const setReadStatus = useSetNotificationReadStatus();
  const snooze = useSnoozeNotification();
  const data = page.data;
  const unreadHere = query.type === undefined ? (unreadCount?.unread_count ?? 0) : (unreadCount?.by_type[query.type] ?? 0);

  // Opening a notification is reading it; the link itself does the going.
  const open = (notification: Notification) => {
    if (notification.read_status === 'unread') setReadStatus.mutate({ notification, readStatus: 'read' });
  };
  const toggleRead = (notification: Notification) =>
    setReadStatus.mutate({ notification, readStatus: notification.read_status === 'unread' ? 'read' : 'unread' });
  const bringBack = (notification: Notification) => snooze.mutate({ notification, request: { until: null }, until: null });
  const now = new Date();

  return (
    <Box maw={960} mx="auto">
      <PageTitle
        title="Notifications"
        description="Everything sent to you, read or not. Open one to go to what it is about."
        actions={
          <Group gap="sm">
            <Button component={Link} to={notificationPaths.settings} variant="subtle" leftSection={<IconSettings size={16} />}>
              Settings
            </Button>
            <Button
              variant="default"
              leftSection={<IconChecks size={16} />}
              disabled={unreadHere === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate(query.type)}
            >
              {markAllLabel(query.type)}
            </Button>
          </Group>
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <NotificationFiltersBar query={query} onChange={(patch) => update(patch)} />
          {page.isError && !data ? (
            <QueryErrorAlert error={page.error} what="your notifications" onRetry={() => void page.refetch()} />
          ) : !data ? (
            <LoadingRows />
          ) : data.results.length === 0 ? (
            <ListEmptyState
              icon={<IconBellOff size={26} stroke={1.8} aria-hidden />}
              title="No notifications yet"
              description="Bookings, payments and mentions that need you will appear here."
              paging={{
                page: query.page,
                filtered,
                noMatch: { title: noMatchTitle(query), description: 'Choose another filter, or clear them.' },
                onFirstPage: () => update({ page: 1 }),
                onClearFilters: clearFilters,
              }}
            />
          ) : (
            <Box
              component="ul"
              m={0}
              p={0}
              aria-label="Notifications"
              aria-busy={page.isPlaceholderData}
              style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-gray-2)', opacity: page.isPlaceholderData ? 0.6 : 1 }}
            >
              {data.results.map((notification) => (
                <NotificationRow key={notification.id} notification={notification} onOpen={open} onToggleRead={toggleRead} onBringBack={bringBack} now={now} />
              ))}
            </Box>
          )}
          {data && data.count > 0 && (
            <TablePager
              count={data.count}
              page={query.page}
              pageSize={query.page_size}
              noun={['notification', 'notifications']}
              onPage={(next) => update({ page: next })}
              onPageSize={(pageSize) => update({ page_size: pageSize })}
            />
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
