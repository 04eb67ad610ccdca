import type { ReactNode } from 'react';
import { Group, Text, ThemeIcon, Title } from '@mantine/core';

type PageTitleProps = { icon: ReactNode; title: ReactNode; description?: ReactNode; actions?: ReactNode; color?: string };

/** A catalogue page's heading: its icon, title and one line on what it holds, with its actions at the right. */
export function PageTitle({ icon, title, description, actions, color = 'teal' }: PageTitleProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon size={48} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
      </Group>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
