import { useEffect, useState } from 'react';
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { BookingComment } from '@ua/contracts';
import { IconPencil } from '@tabler/icons-react';
import { formatDateTime } from '../../../../../lib/dates';
import { formatRelativeTime } from '../../../../../lib/relative-time';
import { CommentComposer } from './comment-composer';
import { mentionParts } from './mentions';

type CommentItemProps = {
  bookingId: number;
  comment: BookingComment;
  /** The viewer wrote it and holds bookings.manage: they may edit it while its window is open. */
  mine: boolean;
  /** The comment a link named (`?comment=`): it stands out. */
  highlighted: boolean;
};

/** True until `until`, then false at that moment: the edit window closes on screen as it closes on the server. */
function useStillBefore(until: string): boolean {
  const end = Date.parse(until);
  const [open, setOpen] = useState(() => Date.now() < end);
  useEffect(() => {
    const left = end - Date.now();
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setOpen(false), left);
    return () => clearTimeout(timer);
  }, [end]);
  return open;
}

function CommentBody({ comment }: { comment: BookingComment }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {mentionParts(
        comment.body,
        comment.mentions.map((person) => person.name),
      ).map((part, index) =>
        part.mention ? (
          <Text key={index} span size="sm" fw={600} c="blue.8">
            {part.text}
          </Text>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}

/** One comment: who wrote it and when, its text with the mentions standing out, its earlier texts on demand. */
export function CommentItem({ bookingId, comment, mine, highlighted }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);
  const editable = useStillBefore(comment.editable_until) && mine;

  return (
    <Paper
      component="article"
      id={`comment-${comment.id}`}
      aria-label={`Comment by ${comment.author.name}`}
      withBorder
      radius="md"
      p="sm"
      bg={highlighted ? 'yellow.0' : undefined}
      style={{ scrollMarginTop: 80, borderColor: highlighted ? 'var(--mantine-color-yellow-5)' : undefined }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          <Text size="sm" fw={600} style={{ minWidth: 0 }} truncate>
            {comment.author.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" title={formatDateTime(comment.created_at)} style={{ whiteSpace: 'nowrap' }}>
              {formatRelativeTime(new Date(comment.created_at))}
            </Text>
            {comment.edited_at && (
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setHistory((shown) => !shown)} aria-expanded={history} title={`Edited ${formatDateTime(comment.edited_at)}`}>
                edited
              </Button>
            )}
          </Group>
        </Group>
        {editing ? (
          <CommentComposer bookingId={bookingId} comment={comment} onDone={() => setEditing(false)} />
        ) : (
          <CommentBody comment={comment} />
        )}
        {history && comment.revisions.length > 0 && (
          <Box component="ol" aria-label="Earlier texts" m={0} pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
            {comment.revisions.map((revision, index) => (
              <Box component="li" key={index} mb={4} style={{ listStyle: 'none' }}>
                <Text size="xs" c="dimmed">
                  Until {formatDateTime(revision.replaced_at)}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {revision.body}
                </Text>
              </Box>
            ))}
          </Box>
        )}
        {editable && !editing && (
          <Group>
            <Button size="compact-xs" variant="subtle" leftSection={<IconPencil size={12} />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
