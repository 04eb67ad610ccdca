import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';

type SortableHeaderProps<Key extends string> = {
  label: string;
  sortKey: Key;
  /** The current ordering: `name` ascending, `-name` descending. */
  ordering: string;
  onSort: (ordering: Key | `-${Key}`) => void;
};

/** A column header that sorts by its key, then reverses on a second click. */
export function SortableHeader<Key extends string>({ label, sortKey, ordering, onSort }: SortableHeaderProps<Key>) {
  const direction = ordering === sortKey ? 'ascending' : ordering === `-${sortKey}` ? 'descending' : 'none';
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton onClick={() => onSort(direction === 'ascending' ? `-${sortKey}` : sortKey)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} style={{ opacity: direction === 'none' ? 0.4 : 1 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
