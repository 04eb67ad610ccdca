import type { ReactNode } from 'react';
import { Group } from '@mantine/core';

/** A drawer form's buttons, kept in view at the drawer's foot however long the form runs. */
export function DrawerFormActions({ children }: { children: ReactNode }) {
  return (
    <Group
      justify="flex-end"
      gap="sm"
      pos="sticky"
      bottom={0}
      py="md"
      mt="xs"
      bg="var(--mantine-color-body)"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)', zIndex: 2 }}
    >
      {children}
    </Group>
  );
}
