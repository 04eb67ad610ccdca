import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { IconArrowLeft } from '@tabler/icons-react';

/** The way back to a list, above a detail page. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed" mb="sm" display="inline-block">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} />
        {children}
      </Group>
    </Anchor>
  );
}
