import { Badge, Box, Group, Paper, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { NotificationContent } from '../../../components/notification-content';

type BellPreviewProps = { type: string; message: string; link: string };

/** The notification as recipients will find it in their bell, drawn by the bell's own component. */
export function BellPreview({ type, message, link }: BellPreviewProps) {
  const text = message.trim();
  return (
    <Paper withBorder shadow="md" radius="md" maw={400} w="100%" aria-label="Preview in the bell">
      <Group justify="space-between" px="md" pt="md" pb="xs">
        <Group gap={8}>
          <IconBell size={18} />
          <Text fw={700} size="sm">
            Notifications
          </Text>
        </Group>
        <Badge size="sm" variant="light" color="gray" tt="none">
          Preview
        </Badge>
      </Group>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Box component="li" px="md" py="sm">
          {text ? (
            <NotificationContent type={type} message={text} link={link.trim() || null} generatedOn={new Date().toISOString()} />
          ) : (
            <Text size="sm" c="dimmed" fs="italic" py="xs">
              Your message appears here as you write it.
            </Text>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
