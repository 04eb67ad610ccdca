import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { AccessLevel } from '@ua/contracts';
import { Link } from 'react-router';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { groupLabelsByArea } from '../../../lib/permission-areas';
import { adminSectionPath } from '../utils/admin-sections';
import { formatDate } from '../../../lib/dates';

type AccessLevelCardProps = { level: AccessLevel; onEdit: () => void; onDelete: () => void };

/** A level at a glance: its holders, and its permissions area by area. */
export function AccessLevelCard({ level, onEdit, onDelete }: AccessLevelCardProps) {
  const areas = groupLabelsByArea(level.labels);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={level.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {level.name}
          </Title>
          <Text size="xs" c="dimmed">
            Updated {formatDate(level.updated_at)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${level.name}`} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${level.name}`} onClick={onDelete}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Group gap="xs" mb="md">
        <Anchor component={Link} to={`${adminSectionPath('staff')}?access_level=${level.id}`} size="sm" fw={600}>
          {level.holder_count === 1 ? '1 holder' : `${level.holder_count} holders`}
        </Anchor>
        <Text size="sm" c="dimmed">
          · {level.labels.length === 1 ? '1 permission' : `${level.labels.length} permissions`}
        </Text>
      </Group>
      {areas.length === 0 ? (
        <Text size="sm" c="dimmed">
          No permissions yet.
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Permissions of ${level.name}`}>
          {areas.map((area) => (
            <Group key={area.key} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">{area.title}</Text>
              <Group gap={4} justify="flex-end">
                {area.permissions.map((permission) => (
                  <Badge key={permission.label} size="sm" variant="light" color={permission.action === 'view' ? 'gray' : 'teal'} radius="sm" tt="none" title={permission.label}>
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
