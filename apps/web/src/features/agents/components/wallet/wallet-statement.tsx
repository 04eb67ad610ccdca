import { useState } from 'react';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { STATEMENT_PAGE_SIZE, statementQuerySchema, type StatementPage, type WalletEntry } from '@ua/contracts';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { DayInput } from '../../../../components/day-input';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { TablePager } from '../../../../components/table-pager';
import { apiErrorOf } from '../../../../lib/api-error';
import { formatDateTime, isIsoDay, todayIso } from '../../../../lib/dates';
import { issuesToFieldErrors } from '../../../../lib/field-errors';
import { formatMoney } from '../../../../lib/money';
import { showErrorToast } from '../../../../lib/toast';
import { useWalletStatement, type StatementPeriod } from '../../api/wallet-statement';
import { useDownloadStatement, type StatementFormat } from '../../api/wallet-statement-files';
import { StatementMailModal } from './statement-mail-modal';
import { EntryTypeBadge } from './wallet-badges';
import { amountColor, balanceColor, signedMoney, thisMonthSoFar } from './wallet-format';

/**
 * The period's errors (an end before the start, too long a period), keyed by day box. A box still
 * being typed in says its own error once left, so only whole days are judged here.
 */
function periodErrors(period: StatementPeriod): Record<string, string> {
  const parsed = statementQuerySchema.safeParse(period);
  return parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
}

function Total({ label, paise, color }: { label: string; paise: number; color?: string | undefined }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={label}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text fw={700} c={color}>
        {formatMoney(paise)}
      </Text>
    </Paper>
  );
}

function what(entry: WalletEntry): string {
  return [entry.booking?.reference, entry.payment?.receipt_number, entry.reference, entry.reason].filter(Boolean).join(' · ');
}

type Paging = { page: number; pageSize: number; onPage: (page: number) => void; onPageSize: (pageSize: number) => void };

/** The period's figures, and the page of its entries shown; `busy` while the next page comes. */
function StatementView({ statement, busy, paging }: { statement: StatementPage; busy: boolean; paging: Paging }) {
  const table = (
    <Table verticalSpacing="xs" aria-label="Statement entries">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Details</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {statement.results.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</Table.Td>
            <Table.Td>
              <EntryTypeBadge type={entry.type} />
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{what(entry)}</Table.Td>
            <Table.Td ta="right" fw={600} c={amountColor(entry.amount_paise)} style={{ whiteSpace: 'nowrap' }}>
              {signedMoney(entry.amount_paise)}
            </Table.Td>
            <Table.Td ta="right" c={balanceColor(entry.balance_after_paise)} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(entry.balance_after_paise)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack gap="sm">
      <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Statement totals">
        <Total label="Opening balance" paise={statement.opening_balance_paise} color={balanceColor(statement.opening_balance_paise)} />
        <Total label="Credits" paise={statement.credits_paise} />
        <Total label="Debits" paise={statement.debits_paise} />
        <Total label="Closing balance" paise={statement.closing_balance_paise} color={balanceColor(statement.closing_balance_paise)} />
      </SimpleGrid>
      {statement.count === 0 ? (
        <Text size="sm" c="dimmed">
          No entries in this period: the balance stayed at {formatMoney(statement.opening_balance_paise)}.
        </Text>
      ) : (
        <ResponsiveTable
          label="Statement entries"
          rows={statement.results}
          rowKey={(entry) => entry.id}
          busy={busy}
          table={table}
          minWidth={760}
          card={(entry) => (
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <EntryTypeBadge type={entry.type} />
                <Text size="sm" fw={600} c={amountColor(entry.amount_paise)}>
                  {signedMoney(entry.amount_paise)}
                </Text>
              </Group>
              <Text size="sm">
                {formatDateTime(entry.created_at)} · balance {formatMoney(entry.balance_after_paise)}
              </Text>
              {what(entry) && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {what(entry)}
                </Text>
              )}
            </Stack>
          )}
        />
      )}
      {statement.count > 0 && (
        <Box component="nav" aria-label="Pages of the statement">
          <TablePager count={statement.count} page={paging.page} pageSize={paging.pageSize} noun={['entry', 'entries']} onPage={paging.onPage} onPageSize={paging.onPageSize} />
        </Box>
      )}
    </Stack>
  );
}

/**
 * The agent's statement for a period (this month so far unless another is chosen): opening balance,
 * the entries oldest first with the running balance, a page at a time (the server works each page's
 * balances out from the whole period), closing balance; as a CSV or a PDF of the whole period, or
 * mailed to the agency.
 */
export function WalletStatement({ agentId, agencyName }: { agentId: number; agencyName: string }) {
  const [period, setPeriod] = useState<StatementPeriod>(() => thisMonthSoFar(todayIso()));
  const [page, setPage] = useState(1);
  // A statement is read through: the server's page, larger than a list's.
  const [pageSize, setPageSize] = useState<number>(STATEMENT_PAGE_SIZE);
  const [mailing, setMailing] = useState(false);
  const whole = isIsoDay(period.from) && isIsoDay(period.to);
  const errors = whole ? periodErrors(period) : {};
  const valid = whole && Object.keys(errors).length === 0;
  const query = useWalletStatement(agentId, { ...period, page, page_size: pageSize }, { enabled: valid });
  const choosePeriod = (next: StatementPeriod) => {
    setPeriod(next);
    setPage(1);
  };
  const paging: Paging = {
    page,
    pageSize,
    onPage: setPage,
    onPageSize: (size) => {
      setPageSize(size);
      setPage(1);
    },
  };
  const download = useDownloadStatement();

  const save = (format: StatementFormat) =>
    download.mutate({ agentId, period, format }, { onError: (error) => showErrorToast(apiErrorOf(error).detail, 'The statement could not be downloaded') });

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <DayInput label="From" value={period.from} onChange={(from) => choosePeriod({ ...period, from })} error={errors.from} w={150} />
        <DayInput label="To" value={period.to} onChange={(to) => choosePeriod({ ...period, to })} error={errors.to} w={150} />
        <Group gap="xs" mt={25} wrap="wrap">
          <Button variant="default" leftSection={<IconDownload size={16} />} disabled={!valid} loading={download.isPending && download.variables.format === 'csv'} onClick={() => save('csv')}>
            Download CSV
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} disabled={!valid} loading={download.isPending && download.variables.format === 'pdf'} onClick={() => save('pdf')}>
            Download PDF
          </Button>
          <Button variant="light" leftSection={<IconMail size={16} />} disabled={!valid} onClick={() => setMailing(true)}>
            Mail to agency
          </Button>
        </Group>
      </Group>
      {!valid ? null : query.isPending ? (
        <Text size="sm" c="dimmed" aria-busy>
          Loading the statement…
        </Text>
      ) : query.isError && !query.data ? (
        <QueryErrorAlert error={query.error} what="the statement" onRetry={() => void query.refetch()} />
      ) : (
        <StatementView statement={query.data} busy={query.isPlaceholderData} paging={paging} />
      )}
      <StatementMailModal opened={mailing} agentId={agentId} agencyName={agencyName} period={period} onClose={() => setMailing(false)} />
    </Stack>
  );
}
