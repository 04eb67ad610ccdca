import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

type SectionHeaderProps = { title: string; description: ReactNode; actions?: ReactNode };

export function SectionHeader({ title, description, actions }: SectionHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}
