import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type TopUpPage, type TopUpStatus } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export type TopUpsParams = { status?: TopUpStatus[] | undefined; page: number; page_size: number };

/** GET /api/agents/{id}/wallet/top-ups/: one agent's top-up requests, in the statuses asked for. */
export async function listAgentTopUps(agentId: number, params: TopUpsParams): Promise<TopUpPage> {
  const { data } = await apiClient.get<TopUpPage>(AGENT_PATHS.walletTopUps(agentId), { params });
  return data;
}

export function agentTopUpsQueryOptions(agentId: number, params: TopUpsParams) {
  return queryOptions({ queryKey: walletKeys.topUps(agentId, JSON.stringify(params)), queryFn: () => listAgentTopUps(agentId, params), placeholderData: keepPreviousData });
}

export function useAgentTopUps(agentId: number, params: TopUpsParams) {
  return useQuery(agentTopUpsQueryOptions(agentId, params));
}
