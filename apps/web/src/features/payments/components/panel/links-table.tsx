import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { LIVE_LINK_STATUSES, type BookingMoney, type PaymentLink } from '@ua/contracts';
import { IconRefresh, IconX } from '@tabler/icons-react';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { apiErrorOf } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useCancelLink } from '../../api/cancel-link';
import { useRefreshLink } from '../../api/refresh-link';
import { CopyLinkButton } from '../common/copy-link-button';
import { LinkStatusBadge } from '../common/status-badges';
import { SendMenu } from './send-menu';

type LinksTableProps = {
  money: BookingMoney;
  /** Whether the viewer holds payments.record: refresh, cancel and send are writes. */
  canRecord: boolean;
  onChange: () => void;
};

const isLive = (link: PaymentLink) => (LIVE_LINK_STATUSES as readonly string[]).includes(link.status);

/** `pay.example/abc123` for `https://pay.example/abc123`: short enough for a cell. */
const shortText = (url: string) => url.replace(/^https?:\/\//, '');

function UrlCell({ link, dueLabel }: { link: PaymentLink; dueLabel: string }) {
  if (link.status === 'failed') {
    return (
      <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
        {link.error ?? 'The gateway refused it.'}
      </Text>
    );
  }
  if (!link.short_url) return <Text size="sm" c="dimmed">Being made</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor href={link.short_url} target="_blank" rel="noreferrer" size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {shortText(link.short_url)}
      </Anchor>
      {isLive(link) && <CopyLinkButton url={link.short_url} label={`Copy the payment link for ${dueLabel}`} />}
    </Group>
  );
}

function LinkActions({ link, money, dueLabel, onChange }: { link: PaymentLink; money: BookingMoney; dueLabel: string; onChange: () => void }) {
  const refresh = useRefreshLink();
  const cancel = useCancelLink();
  const ids = { bookingId: money.booking.id, linkId: link.id };
  const pending = link.status === 'creating';
  if (!isLive(link) && !pending) return null;
  return (
    <Group gap={6} wrap="wrap">
      {isLive(link) && <SendMenu bookingId={money.booking.id} kind="request" subject={{ due_id: link.due_id }} label={`Send the payment link for ${dueLabel}`} onSent={onChange} />}
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconRefresh size={14} />}
        loading={refresh.isPending}
        aria-label={`Refresh the payment link for ${dueLabel} from the gateway`}
        onClick={() =>
          refresh.mutate(ids, {
            onSuccess: () => {
              showInfoToast('The link shows what the gateway says now.', 'Link refreshed');
              onChange();
            },
            onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Link not refreshed'),
          })
        }
      >
        Refresh
      </Button>
      {link.status === 'created' && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconX size={14} />}
          loading={cancel.isPending}
          aria-label={`Cancel the payment link for ${dueLabel}`}
          onClick={() =>
            cancel.mutate(ids, {
              onSuccess: () => {
                showInfoToast('The customer can no longer pay through it.', 'Link cancelled');
                onChange();
              },
              onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Link not cancelled'),
            })
          }
        >
          Cancel
        </Button>
      )}
    </Group>
  );
}

/** The booking's payment links, newest first: for which due, their state, amount and what came in, expiry, and the address to copy. */
export function LinksTable({ money, canRecord, onChange }: LinksTableProps) {
  const { currency } = money;
  const links = [...money.links].sort((a, b) => b.id - a.id);
  const dueLabel = (link: PaymentLink) => money.dues.find((due) => due.id === link.due_id)?.label ?? 'a due';
  const expiry = (link: PaymentLink) => `${isLive(link) || link.status === 'creating' ? 'Expires' : 'Was open until'} ${formatDateTime(link.expire_by)}`;
  const table = (
    <Table verticalSpacing="sm" aria-label="Payment links">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>For</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Paid</Table.Th>
          <Table.Th>Expiry</Table.Th>
          <Table.Th>Link</Table.Th>
          {canRecord && (
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {links.map((link) => (
          <Table.Tr key={link.id}>
            <Table.Td>{dueLabel(link)}</Table.Td>
            <Table.Td>
              <LinkStatusBadge status={link.status} />
            </Table.Td>
            <Table.Td ta="right">{formatMoney(link.amount_paise, currency)}</Table.Td>
            <Table.Td ta="right">{formatMoney(link.amount_paid_paise, currency)}</Table.Td>
            <Table.Td>
              <Text size="sm">{expiry(link)}</Text>
            </Table.Td>
            <Table.Td>
              <UrlCell link={link} dueLabel={dueLabel(link)} />
            </Table.Td>
            {canRecord && (
              <Table.Td>
                <LinkActions link={link} money={money} dueLabel={dueLabel(link)} onChange={onChange} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Payment links"
      rows={links}
      rowKey={(link) => link.id}
      busy={false}
      table={table}
      minWidth={canRecord ? 1000 : 760}
      card={(link) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" fw={600}>
              {dueLabel(link)}: {formatMoney(link.amount_paise, currency)}
            </Text>
            <LinkStatusBadge status={link.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {formatMoney(link.amount_paid_paise, currency)} paid · {expiry(link)}
          </Text>
          <UrlCell link={link} dueLabel={dueLabel(link)} />
          {canRecord && <LinkActions link={link} money={money} dueLabel={dueLabel(link)} onChange={onChange} />}
        </Stack>
      )}
    />
  );
}
