import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';

type StatCardProps = {
  /** Names the card for a screen reader, and heads it. */
  label: string;
  /** The figure, a FigureLink. */
  children: ReactNode;
  /** A second line: a smaller figure or what the first one means. */
  detail?: ReactNode;
};

/** One figure of a dashboard in a card of a list of them (the list is the caller's). */
export function StatCard({ label, children, detail }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="li" aria-label={label}>
      <Stack gap={4}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
          {label}
        </Text>
        {/* Smaller on a phone, where two cards share a row and an amount in lakhs must still fit on its line. */}
        <Text component="div" fw={700} fz={{ base: 18, sm: 26 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
        {detail && (
          <Text component="div" size="sm" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
