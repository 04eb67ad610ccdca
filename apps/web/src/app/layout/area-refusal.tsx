import { Alert, Anchor, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconShieldCheck } from '@tabler/icons-react';
import { AreaIcon } from '../area-icon';
import type { AppArea } from '../areas';

function labelList(labels: readonly string[]): string {
  if (labels.length === 1) return `the ${labels[0]} permission`;
  return `one of the ${labels.slice(0, -1).join(', ')} or ${labels.at(-1)} permissions`;
}

/** What someone without any of an area's labels sees at its URL: what it is, and what it needs. */
export function AreaRefusal({ area }: { area: AppArea }) {
  return (
    <>
      <Group gap="md" mb="lg" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" color="teal">
          <AreaIcon name={area.icon} size={26} />
        </ThemeIcon>
        <div>
          <Title order={1} size="h2">
            {area.title}
          </Title>
          <Text size="sm" c="dimmed">
            {area.summary}
          </Text>
        </div>
      </Group>
      <Alert color="orange" variant="light" radius="md" title={`${area.title}: not open to you`} icon={<IconShieldCheck size={20} />}>
        It needs {labelList(area.viewLabels)}. An administrator can grant it through an access level.
      </Alert>
      {/* Some pages (the mailbox at /mail) have no top bar: the way back is here. */}
      <Anchor component={Link} to="/" size="sm" mt="md" display="inline-block">
        Back to UA Internal
      </Anchor>
    </>
  );
}
