import { Anchor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TopUp } from '@ua/contracts';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { TableSkeletonRows } from '../../../../components/table-skeleton';
import { formatDateTime, formatDay } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { agentPaths } from '../../utils/agent-paths';
import { TopUpActions } from './top-up-actions';
import { TopUpStatusBadge } from './wallet-badges';

type TopUpTableProps = {
  topUps: readonly TopUp[] | undefined;
  /** The approvals queue names each request's agency; an agent's own page does not. */
  showAgency: boolean;
  /** Approve and reject, for `wallet.adjust` holders. */
  canDecide: boolean;
  busy: boolean;
};

/** What became of a request: when a pending one expires, who decided a decided one and why. */
function Outcome({ topUp }: { topUp: TopUp }) {
  const detail =
    topUp.status === 'pending'
      ? `Expires ${formatDateTime(topUp.expires_at)}`
      : topUp.decided_at
        ? `${formatDateTime(topUp.decided_at)}${topUp.decided_by ? ` by ${topUp.decided_by.name}` : ''}${topUp.decision_reason ? `: ${topUp.decision_reason}` : ''}`
        : '';
  return (
    <Stack gap={2} align="flex-start">
      <TopUpStatusBadge status={topUp.status} />
      {detail && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      )}
    </Stack>
  );
}

function Agency({ topUp }: { topUp: TopUp }) {
  return (
    <Anchor component={Link} to={agentPaths.agent(topUp.agent.id)} size="sm" fw={600}>
      {topUp.agent.agency_name}
    </Anchor>
  );
}

const decidable = (topUp: TopUp, canDecide: boolean) => canDecide && topUp.status === 'pending';

/** Top-up requests: the amount, the bank's reference, when it arrived, who recorded it, and its state. */
export function TopUpTable({ topUps, showAgency, canDecide, busy }: TopUpTableProps) {
  const table = (
    <Table verticalSpacing="sm" aria-label="Top-up requests">
      <Table.Thead>
        <Table.Tr>
          {showAgency && <Table.Th>Agency</Table.Th>}
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th>Bank reference</Table.Th>
          <Table.Th>Received on</Table.Th>
          <Table.Th>Recorded by</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {topUps === undefined ? (
          <TableSkeletonRows columns={showAgency ? 7 : 6} />
        ) : (
          topUps.map((topUp) => (
            <Table.Tr key={topUp.id}>
              {showAgency && (
                <Table.Td>
                  <Agency topUp={topUp} />
                </Table.Td>
              )}
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(topUp.amount_paise)}
              </Table.Td>
              <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {topUp.bank_reference}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(topUp.received_on)}</Table.Td>
              <Table.Td>
                <Text size="sm">{topUp.requested_by.name}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(topUp.requested_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Outcome topUp={topUp} />
              </Table.Td>
              <Table.Td>{decidable(topUp, canDecide) && <TopUpActions topUp={topUp} />}</Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Top-up requests"
      rows={topUps}
      rowKey={(topUp) => topUp.id}
      busy={busy}
      table={table}
      minWidth={showAgency ? 1000 : 860}
      card={(topUp) => (
        <Stack gap={6}>
          {showAgency && <Agency topUp={topUp} />}
          <Text fw={700}>{formatMoney(topUp.amount_paise)}</Text>
          <Text size="sm">
            {formatDay(topUp.received_on)} · <Text span ff="monospace">{topUp.bank_reference}</Text>
          </Text>
          <Text size="sm" c="dimmed">
            Recorded by {topUp.requested_by.name}, {formatDateTime(topUp.requested_at)}
          </Text>
          <Outcome topUp={topUp} />
          {decidable(topUp, canDecide) && <TopUpActions topUp={topUp} />}
        </Stack>
      )}
    />
  );
}
