import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';

/** A row of StatCards, as a list a screen reader counts. */
export function StatGrid({ label, cols, children }: { label: string; cols: { base: number; sm?: number; md?: number; lg?: number }; children: ReactNode }) {
  return (
    <SimpleGrid component="ul" cols={cols} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </SimpleGrid>
  );
}
