import { Avatar, Card, Stack, Text } from '@mantine/core';
import type { UserProfile } from '@ua/contracts';
import { formatLongDate } from '../../../lib/dates';

export function ProfileCard({ profile }: { profile: UserProfile }) {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const joined = new Date(profile.user_joined);
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb="md">
        Your profile
      </Text>
      <Stack align="center" gap={6} ta="center">
        <Avatar src={profile.picture} alt="" size={72} radius="xl" color="teal">
          {`${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase()}
        </Avatar>
        <Text fw={700} size="lg" mt="xs">
          {name}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {profile.email}
        </Text>
        {!Number.isNaN(joined.getTime()) && (
          <Text size="xs" c="dimmed" mt="xs">
            Staff member since {formatLongDate(joined)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
