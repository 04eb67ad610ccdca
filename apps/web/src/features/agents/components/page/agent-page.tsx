import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Group, Stack, Tabs, Text } from '@mantine/core';
import type { AgentDetail } from '@ua/contracts';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { IconFileDescription, IconInfoCircle, IconRoute, IconUsersGroup, IconWallet } from '@tabler/icons-react';
import { BackLink } from '../../../../components/back-link';
import { DetailSkeleton } from '../../../../components/detail-skeleton';
import { NoAccessState } from '../../../../components/no-access-state';
import { NotFoundAlert } from '../../../../components/not-found-alert';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { useViewer } from '../../../../hooks/use-viewer';
import { apiErrorOf } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/dates';
import { positiveInt } from '../../../../lib/url-params';
import { useAgent } from '../../api/get-agent';
import { agentPaths } from '../../utils/agent-paths';
import { AgentStatusBadge } from '../common/agent-status-badge';
import { WalletSection } from '../wallet/wallet-section';
import { AgentActions } from './agent-actions';
import { AgentDetails } from './agent-details';
import { AgentTrips } from './agent-trips';

type TabKey = 'details' | 'trips' | 'wallet';

const TAB_PATHS: Record<TabKey, (id: number) => string> = { details: agentPaths.agent, trips: agentPaths.trips, wallet: agentPaths.wallet };

/** The tab a path is on: the agent's own path is its details. */
function tabAt(pathname: string, id: number): TabKey | undefined {
  return (Object.keys(TAB_PATHS) as TabKey[]).find((key) => pathname.replace(/\/$/, '') === TAB_PATHS[key](id));
}

function HeadingFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {label}{' '}
      <Text span c="var(--mantine-color-text)" fw={500}>
        {children}
      </Text>
    </Text>
  );
}

/** Under the title: the status, where the agency is, its GSTIN and who looks after it; why it is on hold or closed. */
function AgentHeading({ agent }: { agent: AgentDetail }) {
  return (
    <Stack gap="sm" mb="lg">
      <Group gap="lg" wrap="wrap" align="center">
        <AgentStatusBadge status={agent.status} />
        <HeadingFact label="City">{agent.city}</HeadingFact>
        <HeadingFact label="GSTIN">{agent.gstin ?? 'none'}</HeadingFact>
        <HeadingFact label="Account manager">{agent.account_manager?.name ?? 'nobody yet'}</HeadingFact>
      </Group>
      {agent.status !== 'active' && (
        <Alert color={agent.status === 'closed' ? 'gray' : 'orange'} variant="light" radius="md" icon={<IconInfoCircle size={18} />} title={agent.status === 'closed' ? 'Closed' : 'On hold'}>
          {agent.status_reason || 'No reason was given.'}
          {agent.status_changed_at && ` (since ${formatDate(agent.status_changed_at)})`}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * One agent, the route of /agents/:id: its heading, then a tab each for its details, its trips and,
 * for holders of wallet.view, its wallet. Each tab has its own address, so a notification or a shared
 * link can open the wallet itself.
 */
export function AgentPage() {
  const { id } = useParams();
  const agentId = positiveInt(id ?? null, 0) || undefined;
  const { can } = useViewer();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = useAgent(agentId);
  const tabList = useRef<HTMLDivElement>(null);
  const current = agentId === undefined ? undefined : tabAt(pathname, agentId);
  // On a phone the tabs may scroll sideways: the tab on screen is brought into view.
  useEffect(() => {
    tabList.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  if (agentId === undefined) return <NotFoundAlert title="No such agent" backTo={agentPaths.list} backLabel="All agents" />;
  if (query.isPending) return <DetailSkeleton label="Loading the agent" />;
  if (query.isError) {
    return apiErrorOf(query.error).code === 'not_found' ? (
      <NotFoundAlert title="No such agent" backTo={agentPaths.list} backLabel="All agents">
        No agent has this number; it may have been mistyped.
      </NotFoundAlert>
    ) : (
      <QueryErrorAlert error={query.error} what="this agent" onRetry={() => void query.refetch()} />
    );
  }

  const agent = query.data;
  const showWallet = can('wallet.view');
  return (
    <>
      <BackLink to={agentPaths.list}>All agents</BackLink>
      <PageTitle icon={<IconUsersGroup size={26} />} title={agent.agency_name} actions={can('agents.manage') && <AgentActions agent={agent} />} />
      <AgentHeading agent={agent} />
      <Tabs value={current ?? null} onChange={(key) => key && void navigate(TAB_PATHS[key as TabKey](agent.id))} mb="lg">
        <Tabs.List ref={tabList} aria-label="Agent sections" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab value="details" leftSection={<IconFileDescription size={16} />}>
            Details
          </Tabs.Tab>
          <Tabs.Tab value="trips" leftSection={<IconRoute size={16} />}>
            Trips
          </Tabs.Tab>
          {showWallet && (
            <Tabs.Tab value="wallet" leftSection={<IconWallet size={16} />}>
              Wallet
            </Tabs.Tab>
          )}
        </Tabs.List>
      </Tabs>
      <Routes>
        <Route index element={<AgentDetails agent={agent} />} />
        <Route path="trips" element={<AgentTrips agentId={agent.id} />} />
        <Route path="wallet" element={showWallet ? <WalletSection agentId={agent.id} /> : <NoAccessState title="The wallet is not open to you" labels={['wallet.view']} />} />
        <Route path="*" element={<NotFoundAlert title="No such page for this agent" backTo={agentPaths.agent(agent.id)} backLabel="Back to the agent" />} />
      </Routes>
    </>
  );
}
