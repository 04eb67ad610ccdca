import { Anchor, Avatar, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { StaffMember, StaffOrdering } from '@ua/contracts';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../lib/relative-time';
import { formatDate } from '../../../lib/dates';
import { staffInitials, staffName } from '../utils/staff-names';
import { SortableHeader } from '../../../components/sortable-header';
import { ResponsiveTable, type SortOption } from '../../../components/responsive-table';
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

const SORTS: readonly SortOption<'name' | 'email' | 'joined' | 'last_login'>[] = [
  { key: 'name', label: 'Name', ascending: 'A to Z', descending: 'Z to A' },
  { key: 'email', label: 'Email', ascending: 'A to Z', descending: 'Z to A' },
  { key: 'joined', label: 'Joined', ascending: 'oldest first', descending: 'newest first' },
  { key: 'last_login', label: 'Last sign-in', ascending: 'longest ago first', descending: 'most recent first' },
];

function StaffLink({ member, href }: { member: StaffMember; href: string }) {
  // The row or card opens the same form on a click; the link keeps that from happening twice.
  return (
    <Anchor component={Link} to={href} fw={600} size="sm" c="inherit" onClick={(event) => event.stopPropagation()} style={{ overflowWrap: 'anywhere' }}>
      {staffName(member)}
    </Anchor>
  );
}

function AccessLevelBadges({ member }: { member: StaffMember }) {
  if (member.access_levels.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {member.access_levels.map((level) => (
        <Badge key={level.id} variant="light" color="teal" radius="sm" tt="none">
          {level.name}
        </Badge>
      ))}
    </Group>
  );
}

function StatusDot({ active }: { active: boolean }) {
  return (
    <Badge variant="dot" color={active ? 'teal' : 'gray'} tt="none" style={{ flex: 'none' }}>
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

const lastSignIn = (member: StaffMember) => (member.last_login ? formatRelativeTime(new Date(member.last_login)) : 'Never');

/** One person on a phone: who, their access, and when they joined and last signed in. */
function StaffCard({ member, href }: { member: StaffMember; href: string }) {
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={member.picture} alt="" radius="xl" size={32} color="teal">
            {staffInitials(member)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <StaffLink member={member} href={href} />
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Text>
          </div>
        </Group>
        <StatusDot active={member.active} />
      </Group>
      <AccessLevelBadges member={member} />
      <Text size="xs" c="dimmed">
        Joined {formatDate(member.joined)} · last sign-in <span title={member.last_login ?? undefined}>{lastSignIn(member)}</span>
      </Text>
    </Stack>
  );
}

export function StaffTable({ staff, ordering, onSort, hrefOf, onOpen, isFetching }: StaffTableProps) {
  const table = (
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
                  <StaffLink member={member} href={hrefOf(member)} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <AccessLevelBadges member={member} />
              </Table.Td>
              <Table.Td>
                <StatusDot active={member.active} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(member.joined)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={member.last_login ? undefined : 'dimmed'} title={member.last_login ?? undefined}>
                  {lastSignIn(member)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Staff"
      rows={staff}
      rowKey={(member) => member.id}
      busy={isFetching}
      table={table}
      minWidth={820}
      onOpen={onOpen}
      sort={{ options: SORTS, ordering, onSort }}
      card={(member) => <StaffCard member={member} href={hrefOf(member)} />}
    />
  );
}
