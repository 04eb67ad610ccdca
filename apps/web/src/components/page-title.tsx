import type { ReactNode } from 'react';
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

type PageTitleProps = {
  title: ReactNode;
  /** One line on what the page holds. */
  description?: ReactNode;
  /** The area's icon, beside an area's own heading; a section inside an area goes without. */
  icon?: ReactNode;
  actions?: ReactNode;
  color?: string;
  /**
   * 1 for a page's heading; 2 for a section under an area's heading (Administration's tabs), so the
   * headings a screen reader lists keep their order.
   */
  order?: 1 | 2;
};

/** A page's heading: its icon, title and one line on what it holds, with its actions at the right. */
export function PageTitle({ title, description, icon, actions, color = 'teal', order = 1 }: PageTitleProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        {icon && (
          <ThemeIcon size={48} radius="md" variant="light" color={color}>
            {icon}
          </ThemeIcon>
        )}
        <Stack gap={order === 1 ? 0 : 4} style={{ minWidth: 0 }}>
          <Title order={order} size={order === 1 ? 'h2' : 'h3'} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
      </Group>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
