import type { ReactNode } from 'react';
import { Card, Stack, Text } from '@mantine/core';

/** A titled part of the trip form: a card on the page, a plain block in the drawer, which is narrow already. */
export function FormSection({ title, framed, children }: { title: string; framed: boolean; children: ReactNode }) {
  const heading = (
    <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb={framed ? 'md' : 'xs'}>
      {title}
    </Text>
  );
  if (!framed) {
    return (
      <Stack gap={0} component="section" aria-label={title}>
        {heading}
        {children}
      </Stack>
    );
  }
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      {heading}
      {children}
    </Card>
  );
}
