import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@ua/contracts';
import { auditChanges, type FieldChange } from '../utils/audit-changes';
import { formatDateTime } from '../../../lib/dates';

function Value({ text, tone }: { text: string | undefined; tone: 'before' | 'after' }) {
  if (text === undefined) return null;
  return (
    <Text
      size="sm"
      px={6}
      py={2}
      style={{
        borderRadius: 4,
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-line',
        background: tone === 'before' ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-teal-0)',
        textDecoration: tone === 'before' ? 'line-through' : undefined,
        textDecorationColor: 'var(--mantine-color-red-4)',
      }}
    >
      {text}
    </Text>
  );
}

/** A list that gained or lost items reads as what came and went; anything else as before → after. */
function ChangeValue({ change }: { change: FieldChange }) {
  if (change.added.length > 0 || change.removed.length > 0) {
    return (
      <Stack gap={4}>
        <Group gap={4}>
          {change.removed.map((item) => (
            <Badge key={`-${item}`} size="md" color="red" variant="light" tt="none" title="Removed">
              − {item}
            </Badge>
          ))}
          {change.added.map((item) => (
            <Badge key={`+${item}`} size="md" color="teal" variant="light" tt="none" title="Added">
              + {item}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Now: {change.after}
        </Text>
      </Stack>
    );
  }
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Value text={change.before} tone="before" />
      {change.before !== undefined && change.after !== undefined && (
        <Text size="sm" c="dimmed" py={2} style={{ flexShrink: 0 }}>
          →
        </Text>
      )}
      <Value text={change.after} tone="after" />
    </Group>
  );
}

/** An entry's fields, each as "field: before → after", with what a list gained and lost. */
export function AuditEntryChanges({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <Stack gap="sm" py="xs">
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No fields were recorded for this entry.
        </Text>
      ) : (
        <Box component="dl" m={0} aria-label="Changes" style={{ display: 'grid', gridTemplateColumns: 'minmax(110px, max-content) 1fr', gap: '10px 24px' }}>
          {changes.map((change) => (
            <Box key={change.field} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" fw={600} py={2}>
                {change.label}
              </Text>
              <Box component="dd" m={0} style={{ minWidth: 0 }}>
                <ChangeValue change={change} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Text size="xs" c="dimmed">
        {formatDateTime(entry.created_at)}
        {entry.ip ? ` · from ${entry.ip}` : ''}
        {entry.request_id ? ` · request ${entry.request_id}` : ''}
      </Text>
    </Stack>
  );
}
