import { Anchor, Badge, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { usePhoneLayout } from '../../../../components/responsive-table';
import { PAYMENT_METHOD_LABELS, paymentListQuerySchema, type PaymentListRow } from '@ua/contracts';
import { IconCash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BackLink } from '../../../../components/back-link';
import { DayInput } from '../../../../components/day-input';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { TablePager } from '../../../../components/table-pager';
import { TableScroll } from '../../../../components/table-scroll';
import { useListQuery } from '../../../../hooks/use-list-query';
import { formatDay, isIsoDay } from '../../../../lib/dates';
import { errorFor } from '../../../../lib/field-errors';
import { formatMoney } from '../../../../lib/money';
import { usePayments, type PaymentsQuery } from '../../api/list-payments';
import { bookingPath } from '../../utils/payment-format';
import { paymentPaths } from '../../utils/payment-paths';

const KIND_OPTIONS = [
  { value: 'payment', label: 'Payments' },
  { value: 'refund', label: 'Refunds' },
];
const REVERSED_OPTIONS = [
  { value: 'false', label: 'Leave out reversed' },
  { value: 'true', label: 'Only reversed' },
];

function Amount({ row }: { row: PaymentListRow }) {
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {row.kind === 'refund' && (
        <Badge size="sm" variant="light" color="grape" tt="none">
          Refund
        </Badge>
      )}
      {row.reversed && (
        <Badge size="sm" variant="light" color="red" tt="none">
          Reversed
        </Badge>
      )}
      <Text size="sm" fw={600} td={row.reversed ? 'line-through' : undefined}>
        {formatMoney(row.amount_paise, row.currency)}
      </Text>
    </Group>
  );
}

function BookingCell({ row }: { row: PaymentListRow }) {
  return (
    <>
      <Anchor component={Link} to={bookingPath(row.booking.id)} fw={600} size="sm" ff="monospace">
        {row.booking.reference}
      </Anchor>
      <Text size="sm">{row.booking.customer_name}</Text>
    </>
  );
}

/** The payments as a table, or as cards on a phone (what and how much first). */
function PaymentsTable({ rows, busy }: { rows: readonly PaymentListRow[]; busy: boolean }) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Payments" aria-busy={busy || undefined} opacity={busy ? 0.6 : 1}>
        {rows.map((row) => (
          <Paper key={row.id} withBorder radius="md" p="sm" component="li">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <div>
                <BookingCell row={row} />
              </div>
              <Amount row={row} />
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {formatDay(row.received_on)} · {PAYMENT_METHOD_LABELS[row.method]} · {row.receipt_number}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableScroll label="Payments" minWidth={760}>
      <Table striped highlightOnHover aria-label="Payments" aria-busy={busy || undefined} opacity={busy ? 0.6 : 1}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Received</Table.Th>
            <Table.Th>Receipt</Table.Th>
            <Table.Th>Booking</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.received_on)}</Table.Td>
              <Table.Td ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {row.receipt_number}
              </Table.Td>
              <Table.Td>
                <BookingCell row={row} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{PAYMENT_METHOD_LABELS[row.method]}</Text>
                {row.reference && (
                  <Text size="xs" c="dimmed">
                    {row.reference}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Amount row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * /payments/received: the payments and refunds of every booking, newest first, filtered by kind,
 * the days received and reversal (every filter in the URL), with the sums of all the filters match.
 */
export function PaymentsReceivedPage() {
  const { query, params, update, errors, filtered, clearFilters } = useListQuery(paymentListQuerySchema);
  const list = usePayments(params);
  const page = list.data;
  const onDay = (field: 'received_from' | 'received_to') => (value: string) => {
    if (value === '') update({ [field]: undefined } as Partial<PaymentsQuery>);
    else if (isIsoDay(value)) update({ [field]: value } as Partial<PaymentsQuery>);
  };
  return (
    <>
      <BackLink to={paymentPaths.accounts}>Payments due</BackLink>
      <PageTitle icon={<IconCash size={26} />} title="Payments received" description="Money in and back out, across every booking, newest first." />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select label="Kind" placeholder="Payments and refunds" data={KIND_OPTIONS} value={query.kind ?? null} onChange={(kind) => update({ kind: (kind ?? undefined) as PaymentsQuery['kind'] })} clearable clearButtonProps={{ 'aria-label': 'Payments and refunds' }} w={200} />
            <DayInput label="Received from" value={query.received_from ?? ''} onChange={onDay('received_from')} error={errorFor(errors, 'received_from')} w={150} />
            <DayInput label="Received to" value={query.received_to ?? ''} onChange={onDay('received_to')} error={errorFor(errors, 'received_to')} w={150} />
            <Select
              label="Reversed"
              placeholder="Include reversed"
              data={REVERSED_OPTIONS}
              value={query.reversed === undefined ? null : String(query.reversed)}
              onChange={(value) => update({ reversed: value === null ? undefined : value === 'true' })}
              clearable
              clearButtonProps={{ 'aria-label': 'Include reversed' }}
              w={200}
            />
            {filtered && (
              <Button variant="subtle" color="gray" onClick={clearFilters}>
                Clear filters
              </Button>
            )}
          </Group>
          {page && page.count > 0 && (
            <Text size="sm" fw={600} aria-label="Totals">
              {formatMoney(page.totals.received_paise)} received
              {page.totals.refunded_paise > 0 && ` · ${formatMoney(page.totals.refunded_paise)} refunded`}
            </Text>
          )}
          {list.isError && !page ? (
            <QueryErrorAlert error={list.error} what="the payments" onRetry={() => void list.refetch()} />
          ) : page && page.results.length === 0 ? (
            <ListEmptyState
              icon={<IconCash size={26} />}
              title="No payments yet"
              description="Payments recorded on a booking, or paid through its links, show here."
              paging={{ page: query.page, filtered, noMatch: { title: 'No payment matches these filters', description: 'Try other days, or clear the filters.' }, onFirstPage: () => update({ page: 1 }), onClearFilters: clearFilters }}
            />
          ) : page ? (
            <PaymentsTable rows={page.results} busy={list.isPlaceholderData} />
          ) : (
            <Text size="sm" c="dimmed" aria-busy>
              Loading the payments…
            </Text>
          )}
          {page && page.count > 0 && (
            <TablePager count={page.count} page={query.page} pageSize={query.page_size} noun={['payment', 'payments']} onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ page_size: pageSize })} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
