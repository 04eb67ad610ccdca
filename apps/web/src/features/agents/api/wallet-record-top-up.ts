import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS, type TopUpRequest, type TopUpWriteResponse } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshWallet } from './wallet-keys';

/**
 * POST /api/agents/{id}/wallet/top-ups/: records the agent's transfer as a request awaiting another
 * person's approval; it credits nothing yet. The same idempotency key twice records once.
 */
export async function recordTopUp({ agentId, body }: { agentId: number; body: TopUpRequest }): Promise<TopUpWriteResponse> {
  const { data } = await apiClient.post<TopUpWriteResponse>(AGENT_PATHS.walletTopUps(agentId), body);
  return data;
}

export function useRecordTopUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordTopUp, onSuccess: (_, { agentId }) => refreshWallet(queryClient, agentId) });
}
