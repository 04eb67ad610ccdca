import { ActionIcon, Anchor, Badge, Box, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@ua/contracts';
import { CheckIcon, ExternalLinkIcon } from '../../../components/icons';
import { formatRelativeTime } from '../../../lib/relative-time';
import { toSafeHref } from '../../../lib/safe-href';
import { typeColor } from '../utils/type-colors';

type NotificationItemProps = {
  notification: Notification;
  onMarkRead: (notification: Notification) => void;
  now?: Date;
};

export function NotificationItem({ notification, onMarkRead, now = new Date() }: NotificationItemProps) {
  const { notification_type: type, generated_on: generatedOn, message } = notification;
  const generated = new Date(generatedOn);
  const href = toSafeHref(notification.link);
  return (
    <Box component="li" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Badge size="sm" variant="light" color={typeColor(type)} radius="sm">
              {type}
            </Badge>
            <Text component="time" dateTime={generatedOn} title={generated.toLocaleString()} size="xs" c="dimmed">
              {formatRelativeTime(generated, now)}
            </Text>
          </Group>
          {/* Plain text, line breaks kept: a message is never parsed as HTML. */}
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {message}
          </Text>
          {href && (
            <Anchor href={href} target="_blank" rel="noopener noreferrer" size="xs" fw={600}>
              <Group component="span" gap={4} display="inline-flex">
                View details
                <ExternalLinkIcon size={14} />
                <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
              </Group>
            </Anchor>
          )}
        </Stack>
        <Tooltip label="Mark as read" withArrow position="left">
          <ActionIcon
            variant="subtle"
            color="gray"
            radius="xl"
            aria-label="Mark as read"
            data-mark-read={notification.id}
            onClick={() => onMarkRead(notification)}
          >
            <CheckIcon size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Box>
  );
}
