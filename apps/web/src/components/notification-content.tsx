import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatRelativeTime } from '../lib/relative-time';
import { toSafeHref } from '../lib/safe-href';
import { IconExternalLink } from '@tabler/icons-react';
import { typeColor } from './notification-type-colors';
import { formatDateTime } from '../lib/dates';

type NotificationContentProps = {
  type: string;
  message: string;
  link: string | null | undefined;
  generatedOn: string;
  now?: Date;
  /** Called when the link is followed (by any button): the bell marks the notification read. */
  onOpen?: () => void;
};

/**
 * How a notification reads in the bell: type, relative time, message, link. Shared by the bell and by
 * the admin composer's preview, so the preview cannot drift from what recipients see.
 */
export function NotificationContent({ type, message, link, generatedOn, now = new Date(), onOpen }: NotificationContentProps) {
  const generated = new Date(generatedOn);
  const href = toSafeHref(link);
  return (
    <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs">
        <Badge size="sm" variant="light" color={typeColor(type)} radius="sm">
          {type}
        </Badge>
        <Text component="time" dateTime={generatedOn} title={formatDateTime(generated)} size="xs" c="dimmed">
          {formatRelativeTime(generated, now)}
        </Text>
      </Group>
      {/* Plain text, line breaks kept: a message is never parsed as HTML. */}
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message}
      </Text>
      {href && (
        <Anchor
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          fw={600}
          onClick={onOpen}
          // A middle click opens the tab too.
          onAuxClick={(event) => event.button === 1 && onOpen?.()}
        >
          <Group component="span" gap={4} display="inline-flex">
            View details
            <IconExternalLink size={14} />
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
