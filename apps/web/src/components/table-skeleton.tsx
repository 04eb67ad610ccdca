import { Skeleton, Table } from '@mantine/core';

/** Rows of grey bars in the table's own columns while its first page loads. */
export function TableSkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <Table.Td key={column}>
          <Skeleton h={14} w={column === 0 ? '80%' : '60%'} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
