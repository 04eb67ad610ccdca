import { Anchor, Avatar, Badge, Group, Table, Text } from '@mantine/core';
import type { StaffMember, StaffOrdering } from '@ua/contracts';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../lib/relative-time';
import { formatDate } from '../utils/format-date';
import { staffInitials, staffName } from '../utils/staff-names';
import { SortableHeader } from '../../../components/sortable-header';
import { TableSkeletonRows } from '../../../components/table-skeleton';

type StaffTableProps = {
  staff: StaffMember[] | undefined;
  ordering: StaffOrdering;
  onSort: (ordering: StaffOrdering) => void;
  /** Where a row leads: the staff form for that person, with the table's filters kept. */
  hrefOf: (member: StaffMember) => string;
  onOpen: (member: StaffMember) => void;
  /** A newer page is on its way: the rows shown are the previous page's. */
  isFetching: boolean;
};

const COLUMNS = 6;

export function StaffTable({ staff, ordering, onSort, hrefOf, onOpen, isFetching }: StaffTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Staff" aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label="Name" sortKey="name" ordering={ordering} onSort={onSort} />
            <SortableHeader label="Email" sortKey="email" ordering={ordering} onSort={onSort} />
            <Table.Th>Access levels</Table.Th>
            <Table.Th>Status</Table.Th>
            <SortableHeader label="Joined" sortKey="joined" ordering={ordering} onSort={onSort} />
            <SortableHeader label="Last sign-in" sortKey="last_login" ordering={ordering} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {staff === undefined ? (
            <TableSkeletonRows columns={COLUMNS} />
          ) : (
            staff.map((member) => (
              <Table.Tr key={member.id} onClick={() => onOpen(member)} style={{ cursor: 'pointer' }}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={member.picture} alt="" radius="xl" size={32} color="teal">
                      {staffInitials(member)}
                    </Avatar>
                    <Anchor component={Link} to={hrefOf(member)} fw={600} size="sm" c="inherit" onClick={(event) => event.stopPropagation()}>
                      {staffName(member)}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {member.access_levels.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  ) : (
                    <Group gap={4}>
                      {member.access_levels.map((level) => (
                        <Badge key={level.id} variant="light" color="teal" radius="sm" tt="none">
                          {level.name}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={member.active ? 'teal' : 'gray'} tt="none">
                    {member.active ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(member.joined)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={member.last_login ? undefined : 'dimmed'} title={member.last_login ?? undefined}>
                    {member.last_login ? formatRelativeTime(new Date(member.last_login)) : 'Never'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
