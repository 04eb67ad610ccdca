import { Fragment } from 'react';
import { Anchor, Badge, Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AuditEntry } from '@ua/contracts';
import { ResponsiveTable } from '../../../components/responsive-table';
import { RowExpandToggle } from '../../../components/row-expand-toggle';
import { useToggleSet } from '../../../hooks/use-toggle-set';
import { formatRelativeTime } from '../../../lib/relative-time';
import { actionColor } from '../utils/audit-actions';
import { fieldLabel } from '../utils/audit-changes';
import { actionLabel, actorLabel, entityLabel } from '../utils/audit-labels';
import { formatDateTime } from '../../../lib/dates';
import { AuditEntryChanges } from './audit-entry-changes';
import { TableSkeletonRows } from '../../../components/table-skeleton';

type AuditLogTableProps = {
  entries: AuditEntry[] | undefined;
  isFetching: boolean;
  onActor: (actorId: number) => void;
  onEntity: (entityType: AuditEntry['entity_type'], entityId: string) => void;
};

const COLUMNS = 6;

function changedFields(entry: AuditEntry): string {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.length === 0 ? '—' : fields.map(fieldLabel).join(', ');
}

type FilterProps = Pick<AuditLogTableProps, 'onActor' | 'onEntity'>;

function Actor({ entry, onActor }: { entry: AuditEntry } & Pick<FilterProps, 'onActor'>) {
  if (entry.actor_id === null) {
    return (
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {actorLabel(entry)}
      </Text>
    );
  }
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => entry.actor_id !== null && onActor(entry.actor_id)} title={`Show only the entries of ${entry.actor_email ?? actorLabel(entry)}`} style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
      {actorLabel(entry)}
    </Anchor>
  );
}

function Entity({ entry, onEntity }: { entry: AuditEntry } & Pick<FilterProps, 'onEntity'>) {
  if (entry.entity_id === null) return <Text size="sm">{entityLabel(entry)}</Text>;
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => entry.entity_id !== null && onEntity(entry.entity_type, entry.entity_id)} title="Show only this record's entries" style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
      {entityLabel(entry)}
    </Anchor>
  );
}

function ActionBadge({ entry }: { entry: AuditEntry }) {
  return (
    <Badge variant="light" color={actionColor(entry.action)} radius="sm" tt="none" style={{ flex: 'none' }}>
      {actionLabel(entry.action)}
    </Badge>
  );
}

const detailsIdOf = (entry: AuditEntry) => `audit-entry-${entry.id}`;

function ChangesToggle({ entry, expanded, onToggle }: { entry: AuditEntry; expanded: boolean; onToggle: () => void }) {
  return <RowExpandToggle expanded={expanded} controls={detailsIdOf(entry)} label={{ show: `Show the changes of entry ${entry.id}`, hide: `Hide the changes of entry ${entry.id}` }} onToggle={onToggle} />;
}

type AuditCardProps = FilterProps & { entry: AuditEntry; expanded: boolean; onToggle: () => void };

/** One entry on a phone: what was done to which record, by whom and when, the fields, and the changes on request. */
function AuditCard({ entry, expanded, onToggle, onActor, onEntity }: AuditCardProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap={4} align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <ChangesToggle entry={entry} expanded={expanded} onToggle={onToggle} />
          <div style={{ minWidth: 0 }}>
            <Entity entry={entry} onEntity={onEntity} />
            <Text size="xs" c="dimmed" title={formatDateTime(entry.created_at)}>
              {formatRelativeTime(new Date(entry.created_at))} · {formatDateTime(entry.created_at)}
            </Text>
          </div>
        </Group>
        <ActionBadge entry={entry} />
      </Group>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
          By
        </Text>
        <Actor entry={entry} onActor={onActor} />
      </Group>
      <Text size="sm" c="dimmed" lineClamp={2}>
        Fields: {changedFields(entry)}
      </Text>
      {expanded && (
        <Box id={detailsIdOf(entry)} pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <AuditEntryChanges entry={entry} />
        </Box>
      )}
    </Stack>
  );
}

/** Newest first; each row opens to show its before and after, field by field. */
export function AuditLogTable({ entries, isFetching, onActor, onEntity }: AuditLogTableProps) {
  const [open, toggle] = useToggleSet();

  const table = (
    <Table verticalSpacing="sm" aria-label="Audit log" aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>
            <VisuallyHidden>Details</VisuallyHidden>
          </Table.Th>
          <Table.Th>When</Table.Th>
          <Table.Th>Actor</Table.Th>
          <Table.Th>Action</Table.Th>
          <Table.Th>Entity</Table.Th>
          <Table.Th>Fields</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries === undefined ? (
          <TableSkeletonRows columns={COLUMNS} />
        ) : (
          entries.map((entry) => {
            const expanded = open.has(entry.id);
            return (
              <Fragment key={entry.id}>
                <Table.Tr bg={expanded ? 'var(--mantine-color-gray-0)' : undefined}>
                  <Table.Td>
                    <ChangesToggle entry={entry} expanded={expanded} onToggle={() => toggle(entry.id)} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" title={formatDateTime(entry.created_at)}>
                      {formatRelativeTime(new Date(entry.created_at))}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(entry.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Actor entry={entry} onActor={onActor} />
                  </Table.Td>
                  <Table.Td>
                    <ActionBadge entry={entry} />
                  </Table.Td>
                  <Table.Td>
                    <Entity entry={entry} onEntity={onEntity} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {changedFields(entry)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr id={detailsIdOf(entry)} bg="var(--mantine-color-gray-0)">
                    <Table.Td />
                    <Table.Td colSpan={COLUMNS - 1}>
                      <AuditEntryChanges entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })
        )}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Audit log"
      rows={entries}
      rowKey={(entry) => entry.id}
      busy={isFetching}
      table={table}
      minWidth={860}
      card={(entry) => <AuditCard entry={entry} expanded={open.has(entry.id)} onToggle={() => toggle(entry.id)} onActor={onActor} onEntity={onEntity} />}
    />
  );
}
