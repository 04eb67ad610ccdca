import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { AgentSummary } from '@ua/contracts';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { SortableHeader } from '../../../../components/sortable-header';
import { TableSkeletonRows } from '../../../../components/table-skeleton';
import { formatMoney } from '../../../../lib/money';
import type { AgentsQuery } from '../../api/list-agents';
import { formatPercent } from '../../utils/percent';
import { agentPaths } from '../../utils/agent-paths';
import { AgentStatusBadge } from '../common/agent-status-badge';
import { BalanceText } from '../common/balance-text';

type AgentOrdering = AgentsQuery['ordering'];

type AgentTableProps = {
  agents: AgentSummary[] | undefined;
  /** The balance column, for holders of wallet.view (to anyone else the list sends no wallet). */
  showWallet: boolean;
  ordering: AgentOrdering;
  onSort: (ordering: AgentOrdering) => void;
  onOpen: (agent: AgentSummary) => void;
  /** A newer page is on its way: the rows shown are the previous page's. */
  isFetching: boolean;
};

function AgencyLink({ agent }: { agent: AgentSummary }) {
  // The row or card opens the agent on a click too; the link keeps that from happening twice.
  return (
    <Anchor component={Link} to={agentPaths.agent(agent.id)} fw={600} size="sm" onClick={(event) => event.stopPropagation()} style={{ overflowWrap: 'anywhere' }}>
      {agent.agency_name}
    </Anchor>
  );
}

function PrimaryContact({ agent }: { agent: AgentSummary }) {
  const contact = agent.primary_contact;
  if (!contact) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        No contact yet
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{contact.name}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {contact.phone ?? contact.email ?? contact.whatsapp}
      </Text>
    </Stack>
  );
}

function ManagerName({ agent }: { agent: AgentSummary }) {
  if (agent.account_manager) return <Text size="sm">{agent.account_manager.name}</Text>;
  return (
    <Text size="sm" c="dimmed" fs="italic">
      Nobody yet
    </Text>
  );
}

/** One agent on a phone: the agency and its status, city and contact, its terms, the balance, who looks after it. */
function AgentCard({ agent, showWallet }: { agent: AgentSummary; showWallet: boolean }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <AgencyLink agent={agent} />
        <AgentStatusBadge status={agent.status} size="sm" />
      </Group>
      <Text size="sm" c="dimmed">
        {agent.city}
        {agent.primary_contact && ` · ${agent.primary_contact.name}`}
      </Text>
      <Text size="sm">
        {formatPercent(agent.commission_bp)} commission · {formatMoney(agent.credit_limit_paise)} credit
      </Text>
      <Group justify="space-between" align="flex-end" gap="sm">
        {showWallet && agent.wallet ? (
          <Text size="sm">
            Balance <BalanceText paise={agent.wallet.balance_paise} fw={600} size="sm" />
          </Text>
        ) : (
          <span />
        )}
        <ManagerName agent={agent} />
      </Group>
    </Stack>
  );
}

/** The agents: a table from `sm` up, cards on a phone. */
export function AgentTable({ agents, showWallet, ordering, onSort, onOpen, isFetching }: AgentTableProps) {
  const columns = showWallet ? 8 : 7;
  const table = (
    <Table highlightOnHover verticalSpacing="sm" aria-label="Agents" aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Table.Thead>
        <Table.Tr>
          <SortableHeader label="Agency" sortKey="name" ordering={ordering} onSort={onSort} />
          <Table.Th>City</Table.Th>
          <Table.Th>Primary contact</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Commission</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Credit limit</Table.Th>
          {showWallet && <Table.Th style={{ textAlign: 'right' }}>Balance</Table.Th>}
          <Table.Th>Status</Table.Th>
          <Table.Th>Account manager</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {agents === undefined ? (
          <TableSkeletonRows columns={columns} />
        ) : (
          agents.map((agent) => (
            <Table.Tr key={agent.id} onClick={() => onOpen(agent)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <AgencyLink agent={agent} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{agent.city}</Text>
              </Table.Td>
              <Table.Td>
                <PrimaryContact agent={agent} />
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <Text size="sm">{formatPercent(agent.commission_bp)}</Text>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(agent.credit_limit_paise)}
                </Text>
              </Table.Td>
              {showWallet && <Table.Td style={{ textAlign: 'right' }}>{agent.wallet ? <BalanceText paise={agent.wallet.balance_paise} size="sm" /> : '—'}</Table.Td>}
              <Table.Td>
                <AgentStatusBadge status={agent.status} size="sm" />
              </Table.Td>
              <Table.Td>
                <ManagerName agent={agent} />
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Agents"
      rows={agents}
      rowKey={(agent) => agent.id}
      busy={isFetching}
      table={table}
      minWidth={showWallet ? 1040 : 920}
      onOpen={onOpen}
      card={(agent) => <AgentCard agent={agent} showWallet={showWallet} />}
      // No sort select over the cards: the Order select above the list offers every order on a phone too.
    />
  );
}
