import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, type BookingMoney, type Payment } from '@ua/contracts';
import { IconArrowBackUp, IconReceiptRefund } from '@tabler/icons-react';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { formatDateTime, formatDay } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { ReceiptMenu } from './receipt-menu';
import { SendMenu } from './send-menu';

export type PaymentAction = 'reverse' | 'refund';

type PaymentsTableProps = {
  money: BookingMoney;
  /** The writes on a payment; none without payments.record. */
  onAction: ((action: PaymentAction, payment: Payment) => void) | undefined;
  onSent: () => void;
};

/** "Advance ₹25,000 · Balance ₹5,000"; a refund names the receipt it returns; money beyond the dues is credit. */
function towards(payment: Payment, money: BookingMoney): string {
  if (payment.kind === 'refund') {
    const of = money.payments.find((other) => other.id === payment.refund_of_id);
    return of ? `Refund of ${of.receipt_number}` : 'Refund';
  }
  const shares = payment.allocations.map((share) => `${money.dues.find((due) => due.id === share.due_id)?.label ?? 'A due'} ${formatMoney(share.amount_paise, money.currency)}`);
  const allocated = payment.allocations.reduce((sum, share) => sum + share.amount_paise, 0);
  if (allocated < payment.amount_paise) shares.push(`credit ${formatMoney(payment.amount_paise - allocated, money.currency)}`);
  return shares.join(' · ');
}

function ReceiptCell({ payment }: { payment: Payment }) {
  return (
    <Stack gap={2} align="flex-start">
      <Group gap={6} wrap="nowrap">
        <Text size="sm" ff="monospace" fw={600} td={payment.reversed ? 'line-through' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {payment.receipt_number}
        </Text>
        {payment.kind === 'refund' && (
          <Badge size="sm" variant="light" color="grape" radius="sm" tt="none">
            Refund
          </Badge>
        )}
        {payment.reversed && (
          <Badge size="sm" variant="filled" color="red" radius="sm" tt="none">
            Reversed
          </Badge>
        )}
      </Group>
      {payment.reversed && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {formatDateTime(payment.reversed.at)}
          {payment.reversed.by ? ` by ${payment.reversed.by.name}` : ''}: {payment.reversed.reason}
        </Text>
      )}
    </Stack>
  );
}

function PaymentActions({ payment, bookingId, onAction, onSent }: { payment: Payment; bookingId: number; onAction: PaymentsTableProps['onAction']; onSent: () => void }) {
  // A reversed payment is history: nothing more is done with it. Wallet money moves with the agent's
  // ledger: it is reversed or given back from the agent's wallet, never from here alone.
  const act = payment.reversed === null && payment.method !== 'wallet' ? onAction : undefined;
  return (
    <Group gap={6} wrap="wrap">
      <ReceiptMenu payment={payment} />
      {act && payment.kind === 'payment' && (
        <SendMenu bookingId={bookingId} kind="receipt" subject={{ payment_id: payment.id }} label={`Send the receipt ${payment.receipt_number}`} onSent={onSent} />
      )}
      {act && payment.refundable_paise > 0 && (
        <Button size="compact-sm" variant="default" leftSection={<IconReceiptRefund size={14} />} onClick={() => act('refund', payment)} aria-label={`Refund ${payment.receipt_number}`}>
          Refund
        </Button>
      )}
      {act && (
        <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconArrowBackUp size={14} />} onClick={() => act('reverse', payment)} aria-label={`Reverse ${payment.receipt_number}`}>
          Reverse
        </Button>
      )}
    </Group>
  );
}

/** Money in and back out, newest first: receipt, method, reference, date, what it paid, and whether it was reversed. */
export function PaymentsTable({ money, onAction, onSent }: PaymentsTableProps) {
  const { currency } = money;
  const payments = [...money.payments].sort((a, b) => b.received_on.localeCompare(a.received_on) || b.id - a.id);
  const amount = (payment: Payment) => `${payment.kind === 'refund' ? '−' : ''}${formatMoney(payment.amount_paise, currency)}`;
  const table = (
    <Table verticalSpacing="sm" aria-label="Payments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Receipt</Table.Th>
          <Table.Th>Received</Table.Th>
          <Table.Th>Method and reference</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th>Towards</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payments.map((payment) => (
          <Table.Tr key={payment.id} c={payment.reversed ? 'dimmed' : undefined}>
            <Table.Td>
              <ReceiptCell payment={payment} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(payment.received_on)}</Table.Td>
            <Table.Td>
              <Text size="sm">{PAYMENT_METHOD_LABELS[payment.method]}</Text>
              {payment.reference && (
                <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {payment.reference}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" fw={600} td={payment.reversed ? 'line-through' : undefined} style={{ whiteSpace: 'nowrap' }}>
              {amount(payment)}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{towards(payment, money)}</Text>
            </Table.Td>
            <Table.Td>
              <PaymentActions payment={payment} bookingId={money.booking.id} onAction={onAction} onSent={onSent} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Payments"
      rows={payments}
      rowKey={(payment) => payment.id}
      busy={false}
      table={table}
      minWidth={980}
      card={(payment) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <ReceiptCell payment={payment} />
            <Text fw={700} size="sm" td={payment.reversed ? 'line-through' : undefined}>
              {amount(payment)}
            </Text>
          </Group>
          <Text size="sm">
            {formatDay(payment.received_on)} · {PAYMENT_METHOD_LABELS[payment.method]}
            {payment.reference ? ` · ${payment.reference}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {towards(payment, money)}
          </Text>
          <PaymentActions payment={payment} bookingId={money.booking.id} onAction={onAction} onSent={onSent} />
        </Stack>
      )}
    />
  );
}
