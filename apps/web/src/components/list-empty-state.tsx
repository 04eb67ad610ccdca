import type { ReactNode } from 'react';
import { Button, EmptyState } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type Said = { title: string; description: string };

type ListEmptyStateProps = Said & {
  icon: ReactNode;
  /** The one thing to do about a list with nothing in it yet (add the first one). */
  action?: ReactNode;
  /**
   * On a list page: past page 1, an empty page offers the first; with filters set, an empty list
   * says nothing matches (`noMatch`) and offers to clear them. Without it, the list is simply empty.
   */
  paging?: { page: number; filtered: boolean; noMatch: Said; onFirstPage: () => void; onClearFilters: () => void };
};

/** What an empty list says: why it is empty, and the one thing to do about it, the same on every list page. */
export function ListEmptyState({ icon, title, description, action, paging }: ListEmptyStateProps) {
  const [shownIcon, said, shownAction] =
    paging && paging.page > 1
      ? [
          icon,
          { title: 'This page is empty', description: 'The list is shorter than it was.' },
          <Button key="first" variant="light" onClick={paging.onFirstPage}>
            Go to the first page
          </Button>,
        ]
      : paging?.filtered
        ? [
            <IconSearch key="search" size={26} />,
            paging.noMatch,
            <Button key="clear" variant="light" onClick={paging.onClearFilters}>
              Clear filters
            </Button>,
          ]
        : [icon, { title, description }, action];
  return (
    <EmptyState variant="light" color="teal" icon={shownIcon} title={said.title} description={said.description} py="xl">
      {shownAction && <EmptyState.Actions>{shownAction}</EmptyState.Actions>}
    </EmptyState>
  );
}
