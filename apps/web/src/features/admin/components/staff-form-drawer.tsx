import { Avatar, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useRouteFocusReturn } from '../../../hooks/use-route-focus-return';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useStaffMember } from '../api/get-staff-member';
import { formatDate } from '../../../lib/dates';
import { staffInitials, staffName } from '../utils/staff-names';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { StaffForm } from './staff-form';

type StaffFormDrawerProps = {
  /** `new` to add someone, a staff id to edit them, undefined when closed. */
  target: 'new' | number | undefined;
  onClose: () => void;
};

function EditStaff({ id, onClose }: { id: number; onClose: () => void }) {
  const member = useStaffMember(id);
  if (member.isPending) {
    return (
      <Stack gap="md" aria-label="Loading the staff member">
        <Skeleton h={48} />
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} w="60%" />
      </Stack>
    );
  }
  if (member.isError) return <QueryErrorAlert error={member.error} what="this staff member" onRetry={() => void member.refetch()} />;
  const person = member.data;
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar src={person.picture} alt="" size={52} radius="xl" color="teal">
          {staffInitials(person)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{staffName(person)}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {person.email}
          </Text>
          <Text size="xs" c="dimmed">
            Joined {formatDate(person.joined)} · {person.last_login ? `last signed in ${formatRelativeTime(new Date(person.last_login))}` : 'never signed in'}
          </Text>
        </div>
      </Group>
      {/* Keyed by the saved record: a fresh load starts the form from it. */}
      <StaffForm key={JSON.stringify(person)} member={person} onDone={onClose} />
    </Stack>
  );
}

/** The staff form in a side drawer over the table, so the filtered table stays where it was. */
export function StaffFormDrawer({ target, onClose }: StaffFormDrawerProps) {
  // The URL opens this drawer (a row's link, Add staff, a bookmark): the hook, not Mantine, returns focus.
  useRouteFocusReturn(target !== undefined);
  return (
    <Drawer opened={target !== undefined} onClose={onClose} returnFocus={false} position="right" size="md" title={<Text fw={700} size="lg">{target === 'new' ? 'Add staff member' : 'Edit staff member'}</Text>}>
      {target === 'new' && <StaffForm onDone={onClose} />}
      {typeof target === 'number' && <EditStaff id={target} onClose={onClose} />}
    </Drawer>
  );
}
