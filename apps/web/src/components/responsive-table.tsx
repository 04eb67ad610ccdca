import type { Key as ReactKey, ReactNode } from 'react';
import { Card, NativeSelect, Skeleton, Stack, em, getBreakpointValue, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TableScroll } from './table-scroll';

/**
 * True under Mantine's `sm` breakpoint, the width of a phone: the same edge `hiddenFrom="sm"` hides at.
 * Read at the first render (not in an effect), so a phone never paints the table before its cards. A
 * browser without matchMedia, as jsdom's stand-in that matches nothing, gets the table.
 */
export function usePhoneLayout(): boolean {
  const theme = useMantineTheme();
  const below = em(getBreakpointValue('sm', theme.breakpoints) - 0.1);
  return useMediaQuery(`(max-width: ${below})`, undefined, { getInitialValueInEffect: false });
}

/** One column the table sorts by, and how its two directions read: "Joined", "oldest first", "newest first". */
export type SortOption<SortKey extends string> = { key: SortKey; label: string; ascending: string; descending: string };

type PhoneSortProps<SortKey extends string> = {
  options: readonly SortOption<SortKey>[];
  /** The current ordering: `name` ascending, `-name` descending; one no header offers selects nothing. */
  ordering: string;
  onSort: (ordering: SortKey | `-${SortKey}`) => void;
};

/** Cards have no column headers to click: the sort the headers offer, as one select. */
function PhoneSort<SortKey extends string>({ options, ordering, onSort }: PhoneSortProps<SortKey>) {
  const choices = options.flatMap((option) => [
    { value: option.key, label: `${option.label}, ${option.ascending}` },
    { value: `-${option.key}`, label: `${option.label}, ${option.descending}` },
  ]);
  const known = choices.some((choice) => choice.value === ordering);
  return (
    <NativeSelect
      label="Sort by"
      size="sm"
      data={known ? choices : [{ value: '', label: 'Choose an order', disabled: true }, ...choices]}
      value={known ? ordering : ''}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        const option = options.find((candidate) => candidate.key === chosen || `-${candidate.key}` === chosen);
        if (option) onSort(chosen === option.key ? option.key : `-${option.key}`);
      }}
    />
  );
}

type ResponsiveTableProps<Row, SortKey extends string> = {
  /** Names the table, the list of cards and the scrolling region alike. */
  label: string;
  /** Undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => ReactKey;
  /** A newer page is on its way: the rows shown are the previous one's. */
  busy: boolean;
  /** The table, shown from `sm` up; it scrolls sideways under `minWidth`. */
  table: ReactNode;
  minWidth: number;
  /** One row as a phone shows it: its key facts stacked, its actions kept. */
  card: (row: Row) => ReactNode;
  /** What a click anywhere on the card does, as a click on the table's row does. */
  onOpen?: (row: Row) => void;
  /** The orderings the table's headers sort by, offered above the cards. */
  sort?: PhoneSortProps<SortKey>;
};

/**
 * Every list table of the app, one way: a table from `sm` up, and under it a list of compact cards,
 * one a row, because a phone cannot show six columns side by side. The table and its cards are
 * drawn by the caller from the same rows, so both keep the row's links and actions.
 */
export function ResponsiveTable<Row, SortKey extends string = never>({ label, rows, rowKey, busy, table, minWidth, card, onOpen, sort }: ResponsiveTableProps<Row, SortKey>) {
  const phone = usePhoneLayout();
  if (!phone) {
    return (
      <TableScroll label={label} minWidth={minWidth}>
        {table}
      </TableScroll>
    );
  }
  return (
    <Stack gap="sm">
      {sort && <PhoneSort {...sort} />}
      {rows === undefined ? (
        <Stack gap="xs" aria-label={`Loading ${label.toLowerCase()}`} aria-busy>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={88} radius="md" />
          ))}
        </Stack>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} aria-label={label} aria-busy={busy} style={{ listStyle: 'none', opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {rows.map((row) => (
            <li key={rowKey(row)}>
              <Card withBorder radius="md" padding="sm" onClick={onOpen && (() => onOpen(row))} style={onOpen && { cursor: 'pointer' }}>
                {card(row)}
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
