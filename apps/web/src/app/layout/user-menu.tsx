import { Avatar, Button, Group, Text } from '@mantine/core';
import type { UserProfile } from '@ua/contracts';
import { LogoutIcon } from '../../components/icons';
import { logout } from '../../features/auth/utils/logout';

export function UserMenu({ profile }: { profile: UserProfile }) {
  const initials = `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={profile.picture} alt="" radius="xl" size={34} color="teal" visibleFrom="xs">
        {initials}
      </Avatar>
      <Text fw={600} size="sm">
        {profile.first_name}
      </Text>
      <Button variant="default" size="sm" radius="xl" leftSection={<LogoutIcon size={16} />} onClick={logout}>
        Logout
      </Button>
    </Group>
  );
}
