import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@ua/contracts';
import { Anchor, Box, Button, Center, Group, Loader, ScrollArea, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconSettings } from '@tabler/icons-react';
import { IconChecks } from '@tabler/icons-react';
import { APP_PATHS } from '../../../config/paths';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useUnreadCount } from '../api/get-unread-count';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { markAllLabel } from '../utils/mark-all-label';
import { notificationPaths } from '../utils/notification-paths';
import { buildTypeChips } from '../utils/type-chips';
import { NotificationItem } from './notification-item';
import { ALL_TYPES, NotificationTypeChips } from './notification-type-chips';

const EMPTY_NOTIFICATIONS_TEXT = 'No unread notifications';

function EmptyNotifications() {
  return (
    <Stack align="center" gap="xs" py={36} px="md">
      <ThemeIcon size={44} radius="xl" variant="light" color="teal">
        <IconChecks size={24} />
      </ThemeIcon>
      <Text fw={600}>{EMPTY_NOTIFICATIONS_TEXT}</Text>
      <Text size="sm" c="dimmed">
        You are all caught up.
      </Text>
    </Stack>
  );
}

type NotificationPanelProps = {
  /** Called when a link leads to another page of the app, so the popover closes behind it. */
  onNavigate?: () => void;
};

/** The bell's popover content: type chips, then the unread notifications of the chosen type, then a way to all of them. */
export function NotificationPanel({ onNavigate }: NotificationPanelProps) {
  const [chosen, setChosen] = useState(ALL_TYPES);
  const list = useUnreadNotifications();
  const count = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const notifications = list.data ?? [];
  const chips = buildTypeChips(notifications, count.data?.by_type);
  // A chip whose last notification was just read disappears; fall back to All rather than to nothing.
  const activeType = chips.some(({ type }) => type === chosen) ? chosen : ALL_TYPES;
  const visible = activeType === ALL_TYPES ? notifications : notifications.filter((item) => item.notification_type === activeType);
  const total = count.data?.unread_count ?? notifications.length;
  const chosenType = activeType === ALL_TYPES ? undefined : activeType;

  // The control just pressed disappears with its notification: hand focus to the next one (or the
  // panel), so the keyboard stays inside the popover, where Escape still closes it.
  const panelRef = useRef<HTMLDivElement>(null);
  const focusAfterRemoving = (id: number | undefined) => {
    const controls = [...(panelRef.current?.querySelectorAll<HTMLElement>('[data-mark-read]') ?? [])];
    const index = controls.findIndex((control) => control.dataset.markRead === String(id));
    const next = id === undefined ? undefined : (controls[index + 1] ?? controls[index - 1]);
    (next ?? panelRef.current)?.focus();
  };
  const onMarkRead = (notification: Notification) => {
    focusAfterRemoving(notification.id);
    markRead.mutate(notification);
  };
  const onSnooze = (notification: Notification) => focusAfterRemoving(notification.id);

  return (
    <Stack gap={0} ref={panelRef} tabIndex={-1} style={{ outline: 'none' }}>
      <Group justify="space-between" px="md" pt="md" pb="xs" wrap="nowrap">
        <Title order={2} size="h5">
          Notifications
        </Title>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconChecks size={14} />}
          disabled={visible.length === 0}
          loading={markAll.isPending}
          onClick={() => {
            focusAfterRemoving(undefined);
            markAll.mutate(chosenType);
          }}
        >
          {markAllLabel(chosenType)}
        </Button>
      </Group>
      <Box px="md" pb="sm">
        <NotificationTypeChips chips={chips} total={total} value={activeType} onChange={setChosen} />
      </Box>
      <ScrollArea.Autosize mah={420} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        {list.isPending ? (
          <Center py={36}>
            <Loader size="sm" aria-label="Loading notifications" />
          </Center>
        ) : list.isError ? (
          <Text c="red" size="sm" ta="center" py={36} px="md">
            Notifications could not be loaded. Close the bell and open it again to retry.
          </Text>
        ) : visible.length === 0 ? (
          <EmptyNotifications />
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Unread notifications">
            {visible.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onMarkRead={onMarkRead} onSnooze={onSnooze} />
            ))}
          </Box>
        )}
      </ScrollArea.Autosize>
      <Group justify="space-between" px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Anchor component={Link} to={APP_PATHS.notifications} onClick={onNavigate} size="sm" fw={600}>
          <Group component="span" gap={4} display="inline-flex">
            See all notifications
            <IconArrowRight size={16} stroke={1.8} aria-hidden />
          </Group>
        </Anchor>
        <Anchor component={Link} to={notificationPaths.settings} onClick={onNavigate} size="sm" c="dimmed">
          <Group component="span" gap={4} display="inline-flex">
            <IconSettings size={16} stroke={1.8} aria-hidden />
            Settings
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
