import { Avatar, Group, Text } from '@mantine/core';
import type { UserProfile } from '@ua/contracts';

/** The signed-in person's avatar and first name, as the top bar shows them. */
export function UserIdentity({ profile }: { profile: UserProfile }) {
  const initials = `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={profile.picture} alt="" radius="xl" size={34} color="teal" visibleFrom="xs">
        {initials}
      </Avatar>
      <Text fw={600} size="sm">
        {profile.first_name}
      </Text>
    </Group>
  );
}
