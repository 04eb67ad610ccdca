import { useState } from 'react';
import { Anchor, Button, Chip, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { WALLET_ENTRY_TYPE_LABELS, WALLET_ENTRY_TYPES, type WalletEntry, type WalletEntryType } from '@ua/contracts';
import { Link } from 'react-router';
import { IconArrowBackUp } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { TablePager } from '../../../../components/table-pager';
import { TableSkeletonRows } from '../../../../components/table-skeleton';
import { formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { DEFAULT_PAGE_SIZE } from '../../../../lib/url-params';
import { useWalletEntries } from '../../api/wallet-entries';
import { agentPaths } from '../../utils/agent-paths';
import { EntryTypeBadge, ReversedBadge } from './wallet-badges';
import { amountColor, balanceColor, isReversible, signedMoney } from './wallet-format';

type WalletLedgerProps = {
  agentId: number;
  /** Reversing an entry; none without `wallet.adjust`. */
  onReverse: ((entry: WalletEntry) => void) | undefined;
};

const reversed = (entry: WalletEntry) => entry.reversed_by_entry_id !== null;

function TypeCell({ entry }: { entry: WalletEntry }) {
  return (
    <Group gap={6} wrap="nowrap">
      <EntryTypeBadge type={entry.type} />
      {reversed(entry) && <ReversedBadge />}
    </Group>
  );
}

function AmountText({ entry }: { entry: WalletEntry }) {
  return (
    <Text span size="sm" fw={600} c={reversed(entry) ? 'dimmed' : amountColor(entry.amount_paise)} td={reversed(entry) ? 'line-through' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {signedMoney(entry.amount_paise)}
    </Text>
  );
}

function BookingLink({ entry }: { entry: WalletEntry }) {
  if (!entry.booking) return null;
  return (
    <Anchor component={Link} to={agentPaths.booking(entry.booking.id)} size="sm" ff="monospace">
      {entry.booking.reference}
    </Anchor>
  );
}

function ReverseButton({ entry, onReverse }: { entry: WalletEntry; onReverse: WalletLedgerProps['onReverse'] }) {
  if (!onReverse || !isReversible(entry)) return null;
  return (
    <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconArrowBackUp size={14} />} onClick={() => onReverse(entry)} aria-label={`Reverse the entry of ${formatDateTime(entry.created_at)}`}>
      Reverse
    </Button>
  );
}

function LedgerTable({ entries, onReverse }: { entries: readonly WalletEntry[] | undefined; onReverse: WalletLedgerProps['onReverse'] }) {
  return (
    <Table verticalSpacing="sm" aria-label="Ledger">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Reference</Table.Th>
          <Table.Th>Booking</Table.Th>
          <Table.Th>Receipt</Table.Th>
          <Table.Th>Reason</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Balance after</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries === undefined ? (
          <TableSkeletonRows columns={9} />
        ) : (
          entries.map((entry) => (
            <Table.Tr key={entry.id} c={reversed(entry) ? 'dimmed' : undefined}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</Table.Td>
              <Table.Td>
                <TypeCell entry={entry} />
              </Table.Td>
              <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {entry.reference}
              </Table.Td>
              <Table.Td>
                <BookingLink entry={entry} />
              </Table.Td>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {entry.payment?.receipt_number}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.reason}</Table.Td>
              <Table.Td ta="right">
                <AmountText entry={entry} />
              </Table.Td>
              <Table.Td ta="right" fw={600} c={balanceColor(entry.balance_after_paise)} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(entry.balance_after_paise)}
              </Table.Td>
              <Table.Td>
                <ReverseButton entry={entry} onReverse={onReverse} />
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}

function LedgerCard({ entry, onReverse }: { entry: WalletEntry; onReverse: WalletLedgerProps['onReverse'] }) {
  const facts = [entry.reference, entry.payment?.receipt_number].filter(Boolean).join(' · ');
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <TypeCell entry={entry} />
        <AmountText entry={entry} />
      </Group>
      <Text size="sm">
        {formatDateTime(entry.created_at)} · balance after{' '}
        <Text span fw={600} c={balanceColor(entry.balance_after_paise)}>
          {formatMoney(entry.balance_after_paise)}
        </Text>
      </Text>
      {(facts || entry.booking) && (
        <Group gap={6}>
          <BookingLink entry={entry} />
          {facts && (
            <Text size="sm" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {facts}
            </Text>
          )}
        </Group>
      )}
      {entry.reason && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entry.reason}
        </Text>
      )}
      <ReverseButton entry={entry} onReverse={onReverse} />
    </Stack>
  );
}

/**
 * The agent's ledger, newest first, each entry with the balance after it: credits and debits signed
 * and coloured, reversed entries struck through and marked. Filtered by type and paged on the server;
 * the view is the section's own (not the URL's), since the agent's page holds other lists.
 */
export function WalletLedger({ agentId, onReverse }: WalletLedgerProps) {
  const [types, setTypes] = useState<WalletEntryType[]>([]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const query = useWalletEntries(agentId, { type: types.length > 0 ? types : undefined, page, page_size: pageSize });
  const entries = query.data?.results;

  const chooseTypes = (values: string[]) => {
    setTypes(WALLET_ENTRY_TYPES.filter((type) => values.includes(type)));
    setPage(1);
  };

  return (
    <Stack gap="sm">
      <Chip.Group multiple value={types} onChange={chooseTypes}>
        <Group gap={6} role="group" aria-label="Entry types">
          {WALLET_ENTRY_TYPES.map((type) => (
            <Chip key={type} value={type} size="xs" variant="light">
              {WALLET_ENTRY_TYPE_LABELS[type]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {query.isError && !query.data ? (
        <QueryErrorAlert error={query.error} what="the ledger" onRetry={() => void query.refetch()} />
      ) : entries?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {types.length > 0 ? 'No entries of these types.' : 'No entries yet: an approved top-up is usually the first.'}
        </Text>
      ) : (
        <ResponsiveTable
          label="Ledger"
          rows={entries}
          rowKey={(entry) => entry.id}
          busy={query.isPlaceholderData}
          table={<LedgerTable entries={entries} onReverse={onReverse} />}
          minWidth={1080}
          card={(entry) => <LedgerCard entry={entry} onReverse={onReverse} />}
        />
      )}
      {query.data && query.data.count > 0 && (
        <TablePager
          count={query.data.count}
          page={page}
          pageSize={pageSize}
          noun={['entry', 'entries']}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </Stack>
  );
}
