import type { ReactNode } from 'react';
import { Group } from '@mantine/core';

/** A page form's buttons, kept in view at the window's foot however long the form runs. */
export function PageFormActions({ children }: { children: ReactNode }) {
  return (
    <Group
      justify="flex-end"
      gap="sm"
      pos="sticky"
      bottom={0}
      py="md"
      bg="var(--mantine-color-gray-0)"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 }}
    >
      {children}
    </Group>
  );
}
