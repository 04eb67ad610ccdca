import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { Message } from '@ua/contracts';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/dates';
import { MessageStatusTicks } from './message-status';

const CHANNELS = {
  whatsapp: { label: 'WhatsApp', icon: IconBrandWhatsapp, color: 'var(--mantine-color-green-8)' },
  email: { label: 'Email', icon: IconMail, color: 'var(--mantine-color-blue-7)' },
} as const;

const PARTY = { customer: 'customer', supplier: 'supplier' } as const;

/** "To the customer · +919812345678", "From the supplier · stay@teacounty.in". */
function whoLine(message: Message): string {
  const party = message.party ? ` the ${PARTY[message.party]}` : '';
  return message.direction === 'out' ? `To${party} · ${message.to_address}` : `From${party} · ${message.from_address}`;
}

type MessageBubbleProps = { message: Message; title: string };

/** One message of the chat: ours on the right, theirs on the left, with its channel, time and ticks. */
export function MessageBubble({ message, title }: MessageBubbleProps) {
  const out = message.direction === 'out';
  const channel = CHANNELS[message.channel];
  const ChannelIcon = channel.icon;
  const failed = message.status === 'failed';
  return (
    <Box component="li" display="flex" style={{ justifyContent: out ? 'flex-end' : 'flex-start' }}>
      <Paper
        withBorder
        radius="lg"
        px="sm"
        py={8}
        maw="85%"
        bg={out ? 'teal.0' : 'white'}
        style={{ borderColor: failed ? 'var(--mantine-color-red-4)' : undefined, borderBottomRightRadius: out ? 4 : undefined, borderBottomLeftRadius: out ? undefined : 4 }}
      >
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <Box component="span" role="img" aria-label={channel.label} title={channel.label} display="inline-flex" c={channel.color}>
              <ChannelIcon size={16} aria-hidden />
            </Box>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {whoLine(message)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body_text}
          </Text>
          {failed && (
            <Text size="xs" c="red.8">
              Not delivered: {message.error_message ?? 'the provider gave no reason.'}
            </Text>
          )}
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {out && message.sent_by ? `${message.sent_by.name} · ` : ''}
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </Text>
            <MessageStatusTicks message={message} />
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}
