import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES } from '../lib/url-params';

type TablePagerProps = {
  count: number;
  page: number;
  pageSize: number;
  /** What the rows are: `['entry', 'entries']`. */
  noun: readonly [singular: string, plural: string];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }));

/** "26–50 of 132 staff", the pages, and the page size. */
export function TablePager({ count, page, pageSize, noun, onPage, onPageSize }: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const first = Math.min(count, (page - 1) * pageSize + 1);
  const last = Math.min(count, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {count <= pageSize && page === 1 ? `${count} ${count === 1 ? noun[0] : noun[1]}` : `${first}–${last} of ${count} ${noun[1]}`}
      </Text>
      <Group gap="sm">
        <Select
          aria-label="Rows per page"
          data={PAGE_SIZE_OPTIONS}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          size="xs"
          w={130}
        />
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            radius="md"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        )}
      </Group>
    </Group>
  );
}
