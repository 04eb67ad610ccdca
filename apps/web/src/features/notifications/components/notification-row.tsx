import { ActionIcon, Anchor, Badge, Box, Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBellRinging, IconClockPause, IconExternalLink, IconMail, IconMailOpened } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Notification } from '@ua/contracts';
import { typeColor } from '../../../components/notification-type-colors';
import { formatRelativeTime } from '../../../lib/relative-time';
import { notificationTarget } from '../utils/notification-target';
import { formatDateTime } from '../../../lib/dates';
import { formatSnoozeTime, snoozedUntil } from '../utils/snooze-choices';
import { SnoozeMenu } from './snooze-menu';

type NotificationRowProps = {
  notification: Notification;
  /** Called as the notification's link is followed. */
  onOpen: (notification: Notification) => void;
  onToggleRead: (notification: Notification) => void;
  /** Ends a snooze now: the notification is back in the bell. */
  onBringBack: (notification: Notification) => void;
  now?: Date;
};

const messageStyle = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

function Message({ notification, onOpen, unread }: Pick<NotificationRowProps, 'notification' | 'onOpen'> & { unread: boolean }) {
  const target = notificationTarget(notification.link);
  const text = (
    <Text span size="sm" fw={unread ? 600 : 400} style={messageStyle}>
      {notification.message}
    </Text>
  );
  if (!target) return <Box>{text}</Box>;
  // The message is the link: the largest target on a phone, and a name that says where it goes.
  const common = { c: 'inherit', underline: 'hover', display: 'block', onClick: () => onOpen(notification) } as const;
  if (target.kind === 'app') {
    return (
      <Anchor component={Link} to={target.path} {...common}>
        {text}
      </Anchor>
    );
  }
  return (
    <Anchor href={target.href} target="_blank" rel="noopener noreferrer" {...common}>
      {text}
      <IconExternalLink size={14} stroke={1.8} aria-hidden style={{ marginLeft: 4, verticalAlign: 'text-bottom' }} />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/** One notification on the notifications page: unread ones stand out, snoozed ones say until when; each can be opened, toggled, snoozed or brought back. */
export function NotificationRow({ notification, onOpen, onToggleRead, onBringBack, now = new Date() }: NotificationRowProps) {
  const snoozed = snoozedUntil(notification, now);
  // A snoozed notification is unread, but out of the bell until then: it does not call for attention yet.
  const unread = notification.read_status === 'unread' && snoozed === null;
  const generated = new Date(notification.generated_on);
  const toggleLabel = notification.read_status === 'unread' ? 'Mark as read' : 'Mark as unread';
  return (
    <Box
      component="li"
      px={{ base: 'sm', sm: 'md' }}
      py="sm"
      data-read-status={notification.read_status}
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: unread ? 'var(--mantine-color-teal-light)' : undefined,
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box
          aria-hidden
          mt={8}
          w={8}
          h={8}
          style={{ flex: 'none', borderRadius: '50%', background: unread ? 'var(--mantine-color-teal-7)' : 'transparent' }}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Badge size="sm" variant="light" color={typeColor(notification.notification_type)} radius="sm">
              {notification.notification_type}
            </Badge>
            <Text component="time" dateTime={notification.generated_on} title={formatDateTime(generated)} size="xs" c="dimmed">
              {formatRelativeTime(generated, now)}
            </Text>
            {unread && (
              <Text span size="xs" fw={700} c="var(--mantine-color-teal-light-color)">
                Unread
              </Text>
            )}
            {snoozed && (
              <Group component="span" gap={4} wrap="nowrap">
                <IconClockPause size={14} stroke={1.8} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text span size="xs" fw={600} c="dimmed">
                  Snoozed until {formatSnoozeTime(snoozed)}
                </Text>
              </Group>
            )}
            {snoozed && (
              <Button variant="subtle" size="compact-xs" leftSection={<IconBellRinging size={14} stroke={1.8} aria-hidden />} onClick={() => onBringBack(notification)}>
                Bring back
              </Button>
            )}
          </Group>
          <Message notification={notification} onOpen={onOpen} unread={unread} />
        </Stack>
        <Group gap={2} wrap="nowrap">
          {unread && <SnoozeMenu notification={notification} size="lg" now={now} />}
          <Tooltip label={toggleLabel} withArrow position="left">
            <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={toggleLabel} onClick={() => onToggleRead(notification)}>
              {notification.read_status === 'unread' ? <IconMailOpened size={20} stroke={1.8} aria-hidden /> : <IconMail size={20} stroke={1.8} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Box>
  );
}
