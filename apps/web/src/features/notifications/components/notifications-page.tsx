import { Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import type { Notification } from '@ua/contracts';
import { IconChecks } from '@tabler/icons-react';
import { ListEmptyState } from '../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { TablePager } from '../../../components/table-pager';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { useNotificationsPage } from '../api/get-notifications-page';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useSetNotificationReadStatus } from '../api/set-notification-read-status';
import { markAllLabel } from '../utils/mark-all-label';
import { hasNotificationFilters, notificationPageQuery, readNotificationFilters, writeNotificationFilters, type NotificationFilters } from '../utils/notification-filters';
import { NotificationFiltersBar } from './notification-filters-bar';
import { NotificationRow } from './notification-row';

function emptyTitle({ status, type, page }: NotificationFilters): string {
  if (page > 1) return 'This page is empty';
  const kind = [status, type].filter(Boolean).join(' ');
  return kind ? `No ${kind} notifications` : 'No notifications yet';
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
  const [filters, update] = useUrlFilters(readNotificationFilters, writeNotificationFilters);
  const page = useNotificationsPage(notificationPageQuery(filters));
  const unreadCount = useUnreadCount().data;
  const markAll = useMarkAllNotificationsRead();
  const setReadStatus = useSetNotificationReadStatus();
  const data = page.data;
  const filtered = hasNotificationFilters(filters);
  const unreadHere = filters.type === undefined ? (unreadCount?.unread_count ?? 0) : (unreadCount?.by_type[filters.type] ?? 0);

  // Opening a notification is reading it; the link itself does the going.
  const open = (notification: Notification) => {
    if (notification.read_status === 'unread') setReadStatus.mutate({ notification, readStatus: 'read' });
  };
  const toggleRead = (notification: Notification) =>
    setReadStatus.mutate({ notification, readStatus: notification.read_status === 'unread' ? 'read' : 'unread' });
  const now = new Date();

  return (
    <Box maw={960} mx="auto">
      <Group justify="space-between" align="flex-end" gap="sm" mb="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Notifications
          </Title>
          <Text size="sm" c="dimmed">
            Everything sent to you, read or not. Open one to go to what it is about.
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconChecks size={16} />}
          disabled={unreadHere === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(filters.type)}
        >
          {markAllLabel(filters.type)}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <NotificationFiltersBar filters={filters} onChange={(patch) => update(patch)} />
          {page.isError && !data ? (
            <QueryErrorAlert error={page.error} what="your notifications" onRetry={() => void page.refetch()} />
          ) : !data ? (
            <LoadingRows />
          ) : data.results.length === 0 ? (
            <ListEmptyState
              icon={<IconBellOff size={26} stroke={1.8} aria-hidden />}
              title={emptyTitle(filters)}
              description={filters.page > 1 ? 'The list is shorter than it was.' : filtered ? 'Choose another filter, or clear them.' : 'Bookings, payments and mentions that need you will appear here.'}
              action={
                filters.page > 1 ? (
                  <Button variant="light" onClick={() => update({ page: 1 })}>
                    Go to the first page
                  </Button>
                ) : filtered ? (
                  <Button variant="light" onClick={() => update({ status: undefined, type: undefined })}>
                    Clear filters
                  </Button>
                ) : undefined
              }
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
                <NotificationRow key={notification.id} notification={notification} onOpen={open} onToggleRead={toggleRead} now={now} />
              ))}
            </Box>
          )}
          {data && data.count > 0 && (
            <TablePager
              count={data.count}
              page={filters.page}
              pageSize={filters.pageSize}
              noun={['notification', 'notifications']}
              onPage={(next) => update({ page: next })}
              onPageSize={(pageSize) => update({ pageSize })}
            />
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
