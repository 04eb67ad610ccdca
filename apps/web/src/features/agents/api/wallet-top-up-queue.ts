import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type TopUpPage, type topUpListQuerySchema } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import type { ListQueryParams, QueryOf } from '../../../lib/list-query';
import { walletKeys } from './wallet-keys';

export type TopUpQueueQuery = QueryOf<typeof topUpListQuerySchema>;
export type TopUpQueueParams = ListQueryParams<TopUpQueueQuery>;

/** GET /api/agents/wallet/top-ups/: every agent's top-up requests, pending unless other statuses are asked for. */
export async function listTopUpQueue(params: TopUpQueueParams): Promise<TopUpPage> {
  const { data } = await apiClient.get<TopUpPage>(AGENT_PATHS.topUps, { params });
  return data;
}

export function topUpQueueQueryOptions(params: TopUpQueueParams) {
  return queryOptions({ queryKey: walletKeys.queue(JSON.stringify(params)), queryFn: () => listTopUpQueue(params), placeholderData: keepPreviousData });
}

export function useTopUpQueue(params: TopUpQueueParams) {
  return useQuery(topUpQueueQueryOptions(params));
}
