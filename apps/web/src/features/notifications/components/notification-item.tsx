import { ActionIcon, Box, Group, Tooltip } from '@mantine/core';
import type { Notification } from '@ua/contracts';
import { IconCheck } from '@tabler/icons-react';
import { NotificationContent } from '../../../components/notification-content';
import { SnoozeMenu } from './snooze-menu';

type NotificationItemProps = {
  notification: Notification;
  onMarkRead: (notification: Notification) => void;
  /** Called as the item is snoozed, before it leaves the list. */
  onSnooze?: (notification: Notification) => void;
  now?: Date;
};

export function NotificationItem({ notification, onMarkRead, onSnooze, now }: NotificationItemProps) {
  return (
    <Box component="li" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <NotificationContent
          type={notification.notification_type}
          message={notification.message}
          link={notification.link}
          generatedOn={notification.generated_on}
          now={now}
          // Following the link is reading it: the notification leaves the unread list.
          onOpen={() => onMarkRead(notification)}
        />
        <Group gap={2} wrap="nowrap">
          <SnoozeMenu notification={notification} inPopover now={now} onSnooze={onSnooze} />
          <Tooltip label="Mark as read" withArrow position="left">
            <ActionIcon
              variant="subtle"
              color="gray"
              radius="xl"
              aria-label="Mark as read"
              data-mark-read={notification.id}
              onClick={() => onMarkRead(notification)}
            >
              <IconCheck size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Box>
  );
}
