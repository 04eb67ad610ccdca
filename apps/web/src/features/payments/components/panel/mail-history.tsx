import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { PAYMENT_MAIL_LABELS, type PaymentMail } from '@ua/contracts';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { formatDateTime } from '../../../../lib/dates';
import { usePaymentMails } from '../../api/list-payment-mails';
import { CHANNEL_LABELS } from '../../utils/payment-format';

/** What went to the customer about money, newest first: requests, reminders, receipts, overdue notices. */
export function MailHistory({ bookingId }: { bookingId: number }) {
  const mails = usePaymentMails(bookingId);
  if (mails.isPending) return <Skeleton h={80} radius="md" aria-label="Loading the mail history" />;
  if (mails.isError) return <QueryErrorAlert error={mails.error} what="the payment mails" onRetry={() => void mails.refetch()} />;
  if (mails.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing sent yet. Payment requests, reminders and receipts show here once sent.
      </Text>
    );
  }
  const sentBy = (mail: PaymentMail) => mail.sent_by?.name ?? 'Reminder schedule';
  const table = (
    <Table verticalSpacing="xs" aria-label="Payment mails">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Sent</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>By</Table.Th>
          <Table.Th>To</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Sent by</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {mails.data.map((mail) => (
          <Table.Tr key={mail.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.created_at)}</Table.Td>
            <Table.Td>{PAYMENT_MAIL_LABELS[mail.kind]}</Table.Td>
            <Table.Td>{CHANNEL_LABELS[mail.channel]}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{mail.to_address}</Table.Td>
            <Table.Td>{mail.status}</Table.Td>
            <Table.Td>{sentBy(mail)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Payment mails"
      rows={mails.data}
      rowKey={(mail) => mail.id}
      busy={mails.isFetching}
      table={table}
      minWidth={760}
      card={(mail) => (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {PAYMENT_MAIL_LABELS[mail.kind]} by {CHANNEL_LABELS[mail.channel]}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            To {mail.to_address} · {mail.status}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(mail.created_at)} · {sentBy(mail)}
          </Text>
        </Stack>
      )}
    />
  );
}
