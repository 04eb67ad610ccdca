import { Button, Paper, Stack } from '@mantine/core';
import { agentListQuerySchema } from '@ua/contracts';
import { Link, useNavigate } from 'react-router';
import { IconCashBanknote, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { TablePager } from '../../../../components/table-pager';
import { useListQuery } from '../../../../hooks/use-list-query';
import { useViewer } from '../../../../hooks/use-viewer';
import { useAgents } from '../../api/list-agents';
import { agentPaths } from '../../utils/agent-paths';
import { AgentFiltersBar } from './agent-filters-bar';
import { AgentTable } from './agent-table';

/** The B2B agents, searched and filtered on the server, every filter, the order and the page in the URL. */
export function AgentListPage() {
  const { can } = useViewer();
  const navigate = useNavigate();
  const { query, params, update, errors, filtered, clearFilters } = useListQuery(agentListQuerySchema);
  // Words the schema refuses (too long) show at their box, and nothing is asked until they are fixed.
  const valid = errors.search === undefined && errors.city === undefined;
  const list = useAgents(params, { enabled: valid });
  const page = valid ? list.data : undefined;

  const newAgent = can('agents.manage') && (
    <Button component={Link} to={agentPaths.newAgent} leftSection={<IconPlus size={18} />}>
      New agent
    </Button>
  );
  const actions = (
    <>
      {can('wallet.view') && (
        <Button component={Link} to={agentPaths.topUps} variant="default" leftSection={<IconCashBanknote size={18} />}>
          Top-ups awaiting approval
        </Button>
      )}
      {newAgent}
    </>
  );

  const empty = page && page.results.length === 0 && (
    <ListEmptyState
      icon={<IconUsersGroup size={26} />}
      title="No agents yet"
      description="Travel agencies that sell our trips: their contacts, commission, credit limit and wallet."
      action={newAgent}
      paging={{
        page: query.page,
        filtered,
        noMatch: { title: 'No agent matches these filters', description: 'Try other words, statuses, a city or an account manager, or clear the filters.' },
        onFirstPage: () => update({ page: 1 }),
        onClearFilters: clearFilters,
      }}
    />
  );

  return (
    <>
      <PageTitle icon={<IconUsersGroup size={26} />} title="Agents" description="The travel agencies that bring us customers: their terms, their trips and their wallets." actions={actions} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <AgentFiltersBar query={query} onChange={update} errors={errors} filtered={filtered} onClear={clearFilters} />
          {!valid ? null : list.isError && !page ? (
            <QueryErrorAlert error={list.error} what="the agents" onRetry={() => void list.refetch()} />
          ) : (
            empty || (
              <AgentTable
                agents={page?.results}
                showWallet={can('wallet.view')}
                ordering={query.ordering}
                onSort={(ordering) => update({ ordering })}
                onOpen={(agent) => void navigate(agentPaths.agent(agent.id))}
                isFetching={list.isPlaceholderData}
              />
            )
          )}
          {page && page.count > 0 && (
            <TablePager count={page.count} page={query.page} pageSize={query.page_size} noun={['agent', 'agents']} onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ page_size: pageSize })} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
