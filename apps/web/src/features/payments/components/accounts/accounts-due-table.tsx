import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AccountsDue } from '@ua/contracts';
import { IconCash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { formatDay } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { bookingPath, dueIn, lateText } from '../../utils/payment-format';
import { CopyLinkButton } from '../common/copy-link-button';

type AccountsDueTableProps = {
  /** Names the table (or the list of cards on a phone). */
  label: string;
  dues: readonly AccountsDue[];
  /** The server's today, which "in 3 days" counts from. */
  today: string;
  /** Overdue dues show how late they are; upcoming ones, when they fall. */
  late: boolean;
  busy: boolean;
  /** Records a payment against the due; none without payments.record. */
  onRecord: ((due: AccountsDue) => void) | undefined;
};

function ReferenceLink({ due }: { due: AccountsDue }) {
  return (
    <Anchor component={Link} to={bookingPath(due.booking.id)} fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {due.booking.reference}
    </Anchor>
  );
}

/** The due's live link to copy, or why there is none to copy. */
function LinkCell({ due }: { due: AccountsDue }) {
  const url = due.link?.short_url;
  if (!due.link) return <Text size="sm" c="dimmed">No link</Text>;
  if (!url) return <Text size="sm" c="dimmed">Being made</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{formatMoney(due.link.amount_paise - due.link.amount_paid_paise, due.link.currency)}</Text>
      <CopyLinkButton url={url} label={`Copy the payment link of ${due.booking.reference} ${due.label}`} />
    </Group>
  );
}

function RecordButton({ due, onRecord }: { due: AccountsDue; onRecord: (due: AccountsDue) => void }) {
  return (
    <Button size="compact-sm" variant="light" leftSection={<IconCash size={14} />} onClick={() => onRecord(due)} aria-label={`Record a payment for ${due.booking.reference} ${due.label}`}>
      Record a payment
    </Button>
  );
}

/** One due on a phone: booking and customer, what and how much, when, whose, and its link and action. */
function DueCard({ due, today, late, onRecord }: { due: AccountsDue; today: string; late: boolean; onRecord: AccountsDueTableProps['onRecord'] }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <ReferenceLink due={due} />
        <Text fw={700} size="sm">
          {formatMoney(due.open_paise)}
        </Text>
      </Group>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {due.booking.customer_name}
      </Text>
      <Text size="sm" c={late ? 'red.9' : 'dimmed'}>
        {due.label} · {formatDay(due.due_date)} · {late ? lateText(due.overdue_days) : dueIn(due.due_date, today)}
      </Text>
      <Text size="sm" c="dimmed">
        Owner: {due.booking.owner.name}
      </Text>
      <Group justify="space-between" gap="sm">
        <LinkCell due={due} />
        {onRecord && <RecordButton due={due} onRecord={onRecord} />}
      </Group>
    </Stack>
  );
}

/** Dues of the accounts view: a table on a desktop, cards on a phone, each with its link to copy and "Record payment". */
export function AccountsDueTable({ label, dues, today, late, busy, onRecord }: AccountsDueTableProps) {
  const table = (
    <Table verticalSpacing="sm" aria-label={label} aria-busy={busy} style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Booking</Table.Th>
          <Table.Th>Customer</Table.Th>
          <Table.Th>Due</Table.Th>
          <Table.Th>Due date</Table.Th>
          <Table.Th ta="right">Open</Table.Th>
          <Table.Th>{late ? 'Days late' : 'Falls'}</Table.Th>
          <Table.Th>Owner</Table.Th>
          <Table.Th>Live link</Table.Th>
          {onRecord && (
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {dues.map((due) => (
          <Table.Tr key={due.id}>
            <Table.Td>
              <ReferenceLink due={due} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {due.booking.customer_name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {due.booking.trip_title}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{due.label}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDay(due.due_date)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(due.open_paise)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c={late ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {late ? (due.overdue_days ?? 0) : dueIn(due.due_date, today)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{due.booking.owner.name}</Text>
            </Table.Td>
            <Table.Td>
              <LinkCell due={due} />
            </Table.Td>
            {onRecord && (
              <Table.Td>
                <RecordButton due={due} onRecord={onRecord} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable label={label} rows={dues} rowKey={(due) => due.id} busy={busy} table={table} minWidth={1080} card={(due) => <DueCard due={due} today={today} late={late} onRecord={onRecord} />} />
  );
}
