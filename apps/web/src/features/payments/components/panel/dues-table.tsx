import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { OPEN_DUE_STATUSES, type BookingMoney, type PaymentDue } from '@ua/contracts';
import { IconCash, IconCircleOff, IconLink } from '@tabler/icons-react';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { formatDay } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { lateText } from '../../utils/payment-format';
import { DueStatusBadge } from '../common/status-badges';

export type DueAction = 'record' | 'link' | 'waive';

type DuesTableProps = {
  money: BookingMoney;
  /** The writes on a due; none without payments.record or on a cancelled booking. */
  onAction: ((action: DueAction, due: PaymentDue) => void) | undefined;
};

export const isOpenDue = (due: PaymentDue) => (OPEN_DUE_STATUSES as readonly string[]).includes(due.status);

function StatusCell({ due }: { due: PaymentDue }) {
  return (
    <Stack gap={2} align="flex-start">
      <DueStatusBadge status={due.status} />
      {due.status === 'overdue' && (
        <Text size="xs" c="red.9">
          {lateText(due.overdue_days)}
        </Text>
      )}
      {due.status === 'waived' && due.waived_reason && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {due.waived_reason}
        </Text>
      )}
    </Stack>
  );
}

function DueActions({ due, onAction }: { due: PaymentDue; onAction: (action: DueAction, due: PaymentDue) => void }) {
  if (!isOpenDue(due)) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Button size="compact-sm" variant="light" leftSection={<IconCash size={14} />} onClick={() => onAction('record', due)} aria-label={`Record a payment for ${due.label}`}>
        Record a payment
      </Button>
      <Button size="compact-sm" variant="default" leftSection={<IconLink size={14} />} onClick={() => onAction('link', due)} aria-label={`Payment link for ${due.label}`}>
        Payment link
      </Button>
      <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconCircleOff size={14} />} onClick={() => onAction('waive', due)} aria-label={`Waive ${due.label}`}>
        Waive
      </Button>
    </Group>
  );
}

/** The plan's dues in order, each with what is paid and open, its status, and (for payments.record) what can be done. */
export function DuesTable({ money, onAction }: DuesTableProps) {
  const { currency } = money;
  const table = (
    <Table verticalSpacing="sm" aria-label="Dues">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Due</Table.Th>
          <Table.Th>Due date</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Paid</Table.Th>
          <Table.Th ta="right">Open</Table.Th>
          <Table.Th>Status</Table.Th>
          {onAction && (
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {money.dues.map((due) => (
          <Table.Tr key={due.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {due.label}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(due.due_date)}</Table.Td>
            <Table.Td ta="right">{formatMoney(due.amount_paise, currency)}</Table.Td>
            <Table.Td ta="right">{formatMoney(due.paid_paise, currency)}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {formatMoney(due.open_paise, currency)}
            </Table.Td>
            <Table.Td>
              <StatusCell due={due} />
            </Table.Td>
            {onAction && (
              <Table.Td>
                <DueActions due={due} onAction={onAction} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Dues"
      rows={money.dues}
      rowKey={(due) => due.id}
      busy={false}
      table={table}
      minWidth={onAction ? 920 : 600}
      card={(due) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" fw={600}>
              {due.label}
            </Text>
            <DueStatusBadge status={due.status} />
          </Group>
          <Text size="sm">
            {formatMoney(due.amount_paise, currency)} by {formatDay(due.due_date)} · {formatMoney(due.paid_paise, currency)} paid · <b>{formatMoney(due.open_paise, currency)} open</b>
          </Text>
          {due.status === 'overdue' && (
            <Text size="xs" c="red.9">
              {lateText(due.overdue_days)}
            </Text>
          )}
          {onAction && <DueActions due={due} onAction={onAction} />}
        </Stack>
      )}
    />
  );
}
