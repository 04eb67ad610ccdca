import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import type { VersionComparison } from '@ua/contracts';
import { TableScroll } from '../../../../components/table-scroll';
import { formatMoney } from '../../../../lib/money';
import { weekdayDay } from '../../utils/trip-format';

type Change = 'added' | 'removed' | 'changed';
const CHANGE_COLORS: Record<Change, string> = { added: 'teal', removed: 'red', changed: 'blue' };
const CHANGE_LABELS: Record<Change, string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

function ChangeBadge({ change }: { change: Change }) {
  return (
    <Badge color={CHANGE_COLORS[change]} variant="light" radius="sm" tt="none">
      {CHANGE_LABELS[change]}
    </Badge>
  );
}

type Side = { date: string; place: string | null; title: string } | null;
const dayText = (side: Side) => (side ? [weekdayDay(side.date), side.place, side.title].filter(Boolean).join(' · ') : '—');

type Amounts = { quantity?: number; nights?: number; units?: number; vehicles?: number; sell_paise: number } | null;

function amountsText(side: Amounts, currency: string): string {
  if (!side) return '—';
  const counts = [
    side.quantity !== undefined ? `× ${side.quantity}` : undefined,
    side.nights !== undefined && side.nights > 1 ? `${side.nights} nights` : undefined,
    side.vehicles !== undefined ? `${side.vehicles} ${side.vehicles === 1 ? 'vehicle' : 'vehicles'}` : undefined,
    side.units !== undefined ? `${side.units} ${side.units === 1 ? 'unit' : 'units'}` : undefined,
  ].filter(Boolean);
  return `${counts.join(', ')}${counts.length > 0 ? ' · ' : ''}${formatMoney(side.sell_paise, currency)}`;
}

function difference(before: number, after: number, currency: string): string {
  const delta = after - before;
  if (delta === 0) return 'no change';
  return `${delta > 0 ? '+' : '−'}${formatMoney(Math.abs(delta), currency)}`;
}

type ComparisonTableProps = { comparison: VersionComparison; currency: string };

/** What changed from one version to another: the heading, day by day with their items, the transport, and the price. */
export function ComparisonTable({ comparison, currency }: ComparisonTableProps) {
  const { heading, days, transport, totals } = comparison;
  const nothing = heading.length === 0 && days.length === 0 && transport.length === 0;
  const before = `Version ${comparison.from}`;
  const after = `Version ${comparison.to}`;
  const totalRows = [
    { label: 'Package', before: totals.package_before_paise, after: totals.package_after_paise },
    { label: 'Margin', before: totals.margin_before_paise, after: totals.margin_after_paise },
    { label: 'Total', before: totals.total_before_paise, after: totals.total_after_paise },
  ];

  return (
    <Stack gap="lg">
      {nothing && <Text size="sm">The days, items and transport are the same in both versions.</Text>}
      {(heading.length > 0 || days.length > 0 || transport.length > 0) && (
        <TableScroll label={`Changes from version ${comparison.from} to ${comparison.to}`} minWidth={560}>
          <Table striped verticalSpacing="xs" aria-label={`Changes from version ${comparison.from} to ${comparison.to}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">What</Table.Th>
                <Table.Th scope="col">Change</Table.Th>
                <Table.Th scope="col">{before}</Table.Th>
                <Table.Th scope="col">{after}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {heading.map((field) => (
                <Table.Tr key={`heading-${field.field}`}>
                  <Table.Th scope="row">{field.field}</Table.Th>
                  <Table.Td>
                    <ChangeBadge change="changed" />
                  </Table.Td>
                  <Table.Td>{field.before || '—'}</Table.Td>
                  <Table.Td>{field.after || '—'}</Table.Td>
                </Table.Tr>
              ))}
              {days.flatMap((day) => [
                <Table.Tr key={`day-${day.day_number}`}>
                  <Table.Th scope="row">Day {day.day_number}</Table.Th>
                  <Table.Td>
                    <ChangeBadge change={day.change} />
                  </Table.Td>
                  <Table.Td>{dayText(day.before)}</Table.Td>
                  <Table.Td>{dayText(day.after)}</Table.Td>
                </Table.Tr>,
                ...day.items.map((item, index) => (
                  <Table.Tr key={`day-${day.day_number}-item-${index}`}>
                    <Table.Th scope="row" fw={400} pl="lg">
                      {item.label}
                    </Table.Th>
                    <Table.Td>
                      <ChangeBadge change={item.change} />
                    </Table.Td>
                    <Table.Td>{amountsText(item.before, currency)}</Table.Td>
                    <Table.Td>{amountsText(item.after, currency)}</Table.Td>
                  </Table.Tr>
                )),
              ])}
              {transport.map((charge, index) => (
                <Table.Tr key={`transport-${index}`}>
                  <Table.Th scope="row">Transport: {charge.label}</Table.Th>
                  <Table.Td>
                    <ChangeBadge change={charge.change} />
                  </Table.Td>
                  <Table.Td>{amountsText(charge.before, currency)}</Table.Td>
                  <Table.Td>{amountsText(charge.after, currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Stack gap="xs">
        <Title order={3} size="h4">
          Price
        </Title>
        <Table verticalSpacing="xs" aria-label={`Price of version ${comparison.from} and ${comparison.to}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Line</Table.Th>
              <Table.Th scope="col" ta="right">
                {before}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {after}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Difference
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {totalRows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{row.label}</Table.Th>
                <Table.Td ta="right">{formatMoney(row.before, currency)}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.after, currency)}</Table.Td>
                <Table.Td ta="right">{difference(row.before, row.after, currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}
