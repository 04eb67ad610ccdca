import { Fragment } from 'react';
import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AuditEntry } from '@ua/contracts';
import { RowExpandToggle } from '../../../components/row-expand-toggle';
import { useToggleSet } from '../../../hooks/use-toggle-set';
import { formatRelativeTime } from '../../../lib/relative-time';
import { actionColor } from '../utils/audit-actions';
import { fieldLabel } from '../utils/audit-changes';
import { actionLabel, actorLabel, entityLabel } from '../utils/audit-labels';
import { formatDateTime } from '../utils/format-date';
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

/** Newest first; each row opens to show its before and after, field by field. */
export function AuditLogTable({ entries, isFetching, onActor, onEntity }: AuditLogTableProps) {
  const [open, toggle] = useToggleSet();

  return (
    <Table.ScrollContainer minWidth={860}>
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
              const detailsId = `audit-entry-${entry.id}`;
              return (
                <Fragment key={entry.id}>
                  <Table.Tr bg={expanded ? 'var(--mantine-color-gray-0)' : undefined}>
                    <Table.Td>
                      <RowExpandToggle expanded={expanded} controls={detailsId} label={{ show: `Show the changes of entry ${entry.id}`, hide: `Hide the changes of entry ${entry.id}` }} onToggle={() => toggle(entry.id)} />
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
                      {entry.actor_id !== null ? (
                        <Anchor component="button" type="button" size="sm" onClick={() => entry.actor_id !== null && onActor(entry.actor_id)} title={`Show only the entries of ${entry.actor_email ?? actorLabel(entry)}`} style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
                          {actorLabel(entry)}
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {actorLabel(entry)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={actionColor(entry.action)} radius="sm" tt="none">
                        {actionLabel(entry.action)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {entry.entity_id !== null ? (
                        <Anchor component="button" type="button" size="sm" onClick={() => entry.entity_id !== null && onEntity(entry.entity_type, entry.entity_id)} title="Show only this record's entries" style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
                          {entityLabel(entry)}
                        </Anchor>
                      ) : (
                        <Text size="sm">{entityLabel(entry)}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {changedFields(entry)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                  {expanded && (
                    <Table.Tr id={detailsId} bg="var(--mantine-color-gray-0)">
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
    </Table.ScrollContainer>
  );
}
