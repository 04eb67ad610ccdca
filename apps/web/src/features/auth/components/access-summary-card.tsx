import { Badge, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { groupLabelsByArea } from '../../../lib/permission-areas';

type AccessSummaryCardProps = { labels: readonly string[] | undefined };

/** Home page card: the user's permission labels, grouped by business area. */
export function AccessSummaryCard({ labels }: AccessSummaryCardProps) {
  const areas = groupLabelsByArea(labels ?? []);
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
            Your access
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {labels === undefined
              ? 'Loading your permissions…'
              : `${labels.length} ${labels.length === 1 ? 'permission' : 'permissions'} across ${areas.length} ${areas.length === 1 ? 'area' : 'areas'}`}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color="teal">
          <IconShieldCheck size={24} />
        </ThemeIcon>
      </Group>
      {labels === undefined ? (
        <Stack gap="xs">
          <Skeleton h={20} />
          <Skeleton h={20} w="70%" />
        </Stack>
      ) : areas.length === 0 ? (
        <Text size="sm" c="dimmed">
          You have no access level yet. An administrator grants them; until then your notifications are here for you.
        </Text>
      ) : (
        <Stack gap={10} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your permissions">
          {areas.map((area) => (
            <Group key={area.key} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" fw={500}>
                {area.title}
              </Text>
              <Group gap={6} justify="flex-end">
                {area.permissions.map((permission) => (
                  <Badge
                    key={permission.label}
                    variant="light"
                    color={permission.action === 'view' ? 'gray' : 'teal'}
                    radius="sm"
                    tt="none"
                    title={permission.label}
                  >
                    {permission.action}
                  </Badge>
                ))}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
