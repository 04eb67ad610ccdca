import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { TOP_UP_STATUSES } from '@ua/contracts';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { TablePager } from '../../../../components/table-pager';
import { useAgentTopUps } from '../../api/wallet-top-ups';
import { TopUpTable } from './top-up-table';

const PAGE_SIZE = 10;

/** The agent's top-up requests in every state, newest first: the pending ones to approve or reject, the rest as history. */
export function AgentTopUps({ agentId, canDecide }: { agentId: number; canDecide: boolean }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const query = useAgentTopUps(agentId, { status: [...TOP_UP_STATUSES], page, page_size: pageSize });
  if (query.isError && !query.data) return <QueryErrorAlert error={query.error} what="the top-up requests" onRetry={() => void query.refetch()} />;
  if (query.data?.count === 0) {
    return (
      <Text size="sm" c="dimmed">
        No top-ups recorded yet.
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <TopUpTable topUps={query.data?.results} showAgency={false} canDecide={canDecide} busy={query.isPlaceholderData} />
      {query.data && query.data.count > pageSize && (
        <TablePager
          count={query.data.count}
          page={page}
          pageSize={pageSize}
          noun={['request', 'requests']}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </Stack>
  );
}
