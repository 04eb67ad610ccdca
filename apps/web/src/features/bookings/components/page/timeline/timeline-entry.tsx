import type { ReactNode } from 'react';
import { Group, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TimelineEntry, TimelineKind } from '@ua/contracts';
import { IconBookmark, IconBrandWhatsapp, IconBuildingStore, IconCash, IconMail, IconMessageCircle, type Icon } from '@tabler/icons-react';
import { formatDateTime } from '../../../../../lib/dates';
import { formatRelativeTime } from '../../../../../lib/relative-time';
import { CHANNEL_LABELS } from '../booking-format';

const KIND_ICONS: Record<TimelineKind, { icon: Icon; color: string; label: string }> = {
  booking: { icon: IconBookmark, color: 'teal', label: 'Booking' },
  service: { icon: IconBuildingStore, color: 'blue', label: 'Service' },
  message: { icon: IconMail, color: 'grape', label: 'Message' },
  comment: { icon: IconMessageCircle, color: 'yellow', label: 'Comment' },
  payment: { icon: IconCash, color: 'green', label: 'Payment' },
};

function EntryIcon({ entry }: { entry: TimelineEntry }) {
  const kind = KIND_ICONS[entry.kind];
  const KindIcon = entry.message?.channel === 'whatsapp' ? IconBrandWhatsapp : kind.icon;
  return (
    <ThemeIcon variant="light" color={kind.color} radius="xl" size="md" aria-label={kind.label} role="img" style={{ flex: 'none' }}>
      <KindIcon size={16} aria-hidden />
    </ThemeIcon>
  );
}

type TimelineEntryRowProps = {
  entry: TimelineEntry;
  /** Brings what the entry is about into view: its service, or its comment. None for the rest. */
  onOpen: (() => void) | undefined;
};

/** One thing that happened: what, by whom, when, and for a message how it went out and where it stands. */
export function TimelineEntryRow({ entry, onOpen }: TimelineEntryRowProps) {
  const body: ReactNode = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <EntryIcon entry={entry} />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {entry.title}
        </Text>
        {entry.detail && (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {entry.detail}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {entry.actor_label} ·{' '}
          <span title={formatDateTime(entry.at)}>{formatRelativeTime(new Date(entry.at))}</span>
          {entry.message && ` · ${CHANNEL_LABELS[entry.message.channel]} ${entry.message.direction === 'in' ? 'in' : 'out'}, ${entry.message.status}`}
        </Text>
      </Stack>
    </Group>
  );
  return onOpen ? (
    // Named by what it shows (WCAG 2.5.3: the name starts with the visible text), with what it does last.
    <UnstyledButton onClick={onOpen} w="100%" p={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      {body}
      <VisuallyHidden>Show it</VisuallyHidden>
    </UnstyledButton>
  ) : (
    <div style={{ padding: 4 }}>{body}</div>
  );
}
