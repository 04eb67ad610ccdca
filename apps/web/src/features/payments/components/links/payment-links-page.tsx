import { Anchor, Button, Chip, Group, Input, Paper, Stack, Table, Text } from '@mantine/core';
import { LINK_STATUS_LABELS, LINK_STATUSES, linkListQuerySchema, type LinkListRow, type LinkStatus } from '@ua/contracts';
import { IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BackLink } from '../../../../components/back-link';
import { usePhoneLayout } from '../../../../components/responsive-table';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { TablePager } from '../../../../components/table-pager';
import { TableScroll } from '../../../../components/table-scroll';
import { useListQuery } from '../../../../hooks/use-list-query';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { useLinks } from '../../api/list-links';
import { bookingPath } from '../../utils/payment-format';
import { paymentPaths } from '../../utils/payment-paths';
import { CopyLinkButton } from '../common/copy-link-button';
import { LinkStatusBadge } from '../common/status-badges';

function StillToPay({ row }: { row: LinkListRow }) {
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Text size="sm" fw={600}>
        {formatMoney(row.amount_paise - row.amount_paid_paise, row.currency)}
      </Text>
      {row.short_url && (row.status === 'created' || row.status === 'partially_paid') && <CopyLinkButton url={row.short_url} label={`Copy the payment link of ${row.booking.reference} ${row.due_label}`} />}
    </Group>
  );
}

/** The links as a table, or as cards on a phone (booking and what is unpaid first). */
function LinksTable({ rows, busy }: { rows: readonly LinkListRow[]; busy: boolean }) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Payment links" aria-busy={busy || undefined} opacity={busy ? 0.6 : 1}>
        {rows.map((row) => (
          <Paper key={row.id} withBorder radius="md" p="sm" component="li">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <div>
                <Anchor component={Link} to={bookingPath(row.booking.id)} fw={600} size="sm" ff="monospace">
                  {row.booking.reference}
                </Anchor>
                <Text size="sm">
                  {row.booking.customer_name} · {row.due_label}
                </Text>
              </div>
              <StillToPay row={row} />
            </Group>
            <Group gap="xs" mt={4}>
              <LinkStatusBadge status={row.status} />
              <Text size="xs" c="dimmed">
                {formatMoney(row.amount_paise, row.currency)} · open until {formatDate(row.expire_by)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableScroll label="Payment links" minWidth={820}>
      <Table striped highlightOnHover aria-label="Payment links" aria-busy={busy || undefined} opacity={busy ? 0.6 : 1}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Made</Table.Th>
            <Table.Th>Booking</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Unpaid</Table.Th>
            <Table.Th>Open until</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.created_at)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={bookingPath(row.booking.id)} fw={600} size="sm" ff="monospace">
                  {row.booking.reference}
                </Anchor>
                <Text size="sm">{row.booking.customer_name}</Text>
              </Table.Td>
              <Table.Td>{row.due_label}</Table.Td>
              <Table.Td>
                <LinkStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td ta="right">{formatMoney(row.amount_paise, row.currency)}</Table.Td>
              <Table.Td ta="right">
                <StillToPay row={row} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.expire_by)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** /payments/links: the payment links of every booking, newest first, filtered by status (in the URL), with what is still to pay on all the filters match. */
export function PaymentLinksPage() {
  const { query, params, update, filtered, clearFilters } = useListQuery(linkListQuerySchema);
  const list = useLinks(params);
  const page = list.data;
  const statuses = query.status ?? [];
  return (
    <>
      <BackLink to={paymentPaths.accounts}>Payments due</BackLink>
      <PageTitle icon={<IconLink size={26} />} title="Payment links" description="The gateway links sent to customers, across every booking, newest first." />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Input.Wrapper label="Status" id="link-status-filter">
              <Chip.Group multiple value={statuses} onChange={(values) => update({ status: LINK_STATUSES.filter((status) => values.includes(status)) as LinkStatus[] })}>
                <Group gap={6} mt={4} role="group" aria-labelledby="link-status-filter-label">
                  {LINK_STATUSES.map((status) => (
                    <Chip key={status} value={status} size="sm" variant="light">
                      {LINK_STATUS_LABELS[status]}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
            {filtered && (
              <Button variant="subtle" color="gray" onClick={clearFilters}>
                Clear filters
              </Button>
            )}
          </Group>
          {page && page.count > 0 && (
            <Text size="sm" fw={600} aria-label="Totals">
              {formatMoney(page.totals.unpaid_paise)} unpaid of {formatMoney(page.totals.amount_paise)}
            </Text>
          )}
          {list.isError && !page ? (
            <QueryErrorAlert error={list.error} what="the payment links" onRetry={() => void list.refetch()} />
          ) : page && page.results.length === 0 ? (
            <ListEmptyState
              icon={<IconLink size={26} />}
              title="No payment links yet"
              description="A link made for a due, from its booking’s payments, shows here."
              paging={{ page: query.page, filtered, noMatch: { title: 'No link matches these filters', description: 'Try other statuses, or clear the filters.' }, onFirstPage: () => update({ page: 1 }), onClearFilters: clearFilters }}
            />
          ) : page ? (
            <LinksTable rows={page.results} busy={list.isPlaceholderData} />
          ) : (
            <Text size="sm" c="dimmed" aria-busy>
              Loading the payment links…
            </Text>
          )}
          {page && page.count > 0 && (
            <TablePager count={page.count} page={query.page} pageSize={query.page_size} noun={['link', 'links']} onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ page_size: pageSize })} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
