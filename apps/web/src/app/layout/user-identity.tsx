import { Avatar, Group, Text } from '@mantine/core';
import type { UserProfile } from '@ua/contracts';

/** The signed-in person's avatar and first name, as the top bar shows them. */
export function UserIdentity({ profile }: { profile: UserProfile }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {/* No initials: the menu's name is the first name shown, with nothing else to read (WCAG 2.5.3). */}
      <Avatar src={profile.picture} alt="" radius="xl" size={34} color="teal" visibleFrom="xs" />
      <Text fw={600} size="sm">
        {profile.first_name}
      </Text>
    </Group>
  );
}
