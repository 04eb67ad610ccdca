import { Link } from 'react-router';
import { Anchor, Box, Card, Group, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { IconBell } from '@tabler/icons-react';
import { APP_PATHS } from '../../../config/paths';
import { useUnreadCount } from '../api/get-unread-count';
import { typeColor } from '../../../components/notification-type-colors';

/** Home page card: what is waiting in the bell, by type, and the way to every notification, read ones too. */
export function UnreadSummaryCard() {
  const { data, isPending } = useUnreadCount();
  const total = data?.unread_count ?? 0;
  const types = Object.entries(data?.by_type ?? {})
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a);

  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
            Notifications
          </Text>
          {isPending ? (
            <Skeleton h={32} w={48} mt={6} mb={4} />
          ) : (
            <Title order={3} size="h2" mt={4}>
              {total}
            </Title>
          )}
          <Text size="sm" c="dimmed">
            {total === 1 ? 'unread notification' : 'unread notifications'}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color="orange">
          <IconBell size={24} />
        </ThemeIcon>
      </Group>
      {types.length === 0 ? (
        <Text size="sm" c="dimmed">
          {isPending ? '' : 'You are all caught up. New bookings, payments and mentions appear in the bell.'}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Unread by type">
          {types.map(([type, count]) => (
            <li key={type}>
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={500}>
                  {type}
                </Text>
                <Text size="sm" fw={700}>
                  {count}
                </Text>
              </Group>
              <Progress value={(count / Math.max(total, 1)) * 100} color={typeColor(type)} size="sm" radius="xl" aria-hidden />
            </li>
          ))}
        </Stack>
      )}
      {/* The bell hides once nothing is unread: from here read notifications can still be found. */}
      <Box mt="auto" pt="md">
        <Anchor component={Link} to={APP_PATHS.notifications} size="sm" fw={600}>
          <Group component="span" gap={4} display="inline-flex">
            See all notifications
            <IconArrowRight size={16} stroke={1.8} aria-hidden />
          </Group>
        </Anchor>
      </Box>
    </Card>
  );
}
