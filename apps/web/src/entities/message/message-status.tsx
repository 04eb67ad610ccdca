import { Box } from '@mantine/core';
import type { Message, MessageStatus as Status } from '@ua/contracts';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, type Icon } from '@tabler/icons-react';

type Tick = { label: string; icon: Icon; color: string };

// As WhatsApp shows them: a clock, one tick, two, two in colour once read. A mail stops at one tick.
const TICKS: Partial<Record<Status, Tick>> = {
  queued: { label: 'Queued', icon: IconClock, color: 'var(--mantine-color-gray-6)' },
  sent: { label: 'Sent', icon: IconCheck, color: 'var(--mantine-color-gray-6)' },
  delivered: { label: 'Delivered', icon: IconChecks, color: 'var(--mantine-color-gray-6)' },
  read: { label: 'Read', icon: IconChecks, color: 'var(--mantine-color-blue-6)' },
  failed: { label: 'Failed', icon: IconAlertCircle, color: 'var(--mantine-color-red-7)' },
};

/** Where an outgoing message stands, as ticks named for screen readers (an inbound one has none). */
export function MessageStatusTicks({ message }: { message: Pick<Message, 'direction' | 'status'> }) {
  const tick = message.direction === 'out' ? TICKS[message.status] : undefined;
  if (!tick) return null;
  const TickIcon = tick.icon;
  return (
    <Box component="span" role="img" aria-label={tick.label} title={tick.label} display="inline-flex" c={tick.color}>
      <TickIcon size={16} stroke={2} aria-hidden />
    </Box>
  );
}
