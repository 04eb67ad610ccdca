import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

type DashboardSectionProps = { id: string; title: string; description?: string; children: ReactNode };

/** A titled part of a dashboard, a region named by its title. */
export function DashboardSection({ id, title, description, children }: DashboardSectionProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
