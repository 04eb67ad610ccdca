import type { ReactNode } from 'react';
import { EmptyState } from '@mantine/core';

type ListEmptyStateProps = { icon: ReactNode; title: string; description: string; action?: ReactNode };

/** What an empty table says: why it is empty, and the one thing to do about it. */
export function ListEmptyState({ icon, title, description, action }: ListEmptyStateProps) {
  return (
    <EmptyState variant="light" color="teal" icon={icon} title={title} description={description} py="xl">
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}
