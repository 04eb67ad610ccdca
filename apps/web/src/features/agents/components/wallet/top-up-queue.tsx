import { Chip, Group, Input, Paper, Stack } from '@mantine/core';
import { TOP_UP_STATUS_LABELS, TOP_UP_STATUSES, topUpListQuerySchema, type TopUpStatus } from '@ua/contracts';
import { IconCashPlus } from '@tabler/icons-react';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { TablePager } from '../../../../components/table-pager';
import { useListQuery } from '../../../../hooks/use-list-query';
import { useViewer } from '../../../../hooks/use-viewer';
import { useTopUpQueue } from '../../api/wallet-top-up-queue';
import { TopUpTable } from './top-up-table';

/** The server lists the pending requests unless other statuses are asked for; the chips show that. */
const PENDING_ONLY: TopUpStatus[] = ['pending'];

/**
 * The agents' top-up requests awaiting approval (or, chosen, in other states), each with its agency,
 * amount, bank reference, who recorded it and when it expires; approved or rejected here by
 * `wallet.adjust` holders other than who recorded it. The filter and the page are in the URL.
 */
export function TopUpQueue() {
  const { can } = useViewer();
  const { query, params, update, filtered, clearFilters } = useListQuery(topUpListQuerySchema);
  const list = useTopUpQueue(params);
  const page = list.data;
  const statuses = query.status ?? PENDING_ONLY;

  const chooseStatuses = (values: string[]) => {
    const chosen = TOP_UP_STATUSES.filter((status) => values.includes(status));
    update({ status: chosen.length === 0 || (chosen.length === 1 && chosen[0] === 'pending') ? undefined : chosen });
  };

  const empty = page && page.results.length === 0 && (
    <ListEmptyState
      icon={<IconCashPlus size={26} />}
      title="Nothing awaits approval"
      description="A transfer recorded on an agent’s wallet waits here until a second person approves or rejects it."
      paging={{
        page: query.page,
        filtered,
        noMatch: { title: 'No top-up in these states', description: 'Choose other states, or clear the filter.' },
        onFirstPage: () => update({ page: 1 }),
        onClearFilters: clearFilters,
      }}
    />
  );

  return (
    <>
      <PageTitle icon={<IconCashPlus size={26} />} title="Top-ups awaiting approval" description="Agents’ bank transfers, credited to their wallets once a second person approves them." />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Input.Wrapper label="Status" id="top-up-status-filter">
            <Chip.Group multiple value={statuses} onChange={chooseStatuses}>
              <Group gap={6} mt={4} role="group" aria-labelledby="top-up-status-filter-label">
                {TOP_UP_STATUSES.map((status) => (
                  <Chip key={status} value={status} size="sm" variant="light">
                    {TOP_UP_STATUS_LABELS[status]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
          {list.isError && !page ? (
            <QueryErrorAlert error={list.error} what="the top-up requests" onRetry={() => void list.refetch()} />
          ) : (
            empty || <TopUpTable topUps={page?.results} showAgency canDecide={can('wallet.adjust')} busy={list.isPlaceholderData} />
          )}
          {page && page.count > 0 && (
            <TablePager count={page.count} page={query.page} pageSize={query.page_size} noun={['request', 'requests']} onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ page_size: pageSize })} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
