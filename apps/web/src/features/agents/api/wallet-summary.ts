import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type WalletSummary } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /api/agents/{id}/wallet/: balance, credit limit, available funds, pending top-ups, commission earned. */
export async function getWalletSummary(agentId: number): Promise<WalletSummary> {
  const { data } = await apiClient.get<WalletSummary>(AGENT_PATHS.wallet(agentId));
  return data;
}

export function walletSummaryQueryOptions(agentId: number) {
  return queryOptions({ queryKey: walletKeys.summary(agentId), queryFn: () => getWalletSummary(agentId) });
}

export function useWalletSummary(agentId: number) {
  return useQuery(walletSummaryQueryOptions(agentId));
}
