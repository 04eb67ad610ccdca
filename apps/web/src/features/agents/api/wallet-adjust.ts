import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS, type WalletAdjustmentRequest, type WalletWriteResponse } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshWallet } from './wallet-keys';

/**
 * POST /api/agents/{id}/wallet/adjust/ (`wallet.adjust`): a correction either way, with a reason. The
 * same idempotency key twice adjusts once; a debit beyond the credit limit is refused (409).
 */
export async function adjustWallet({ agentId, body }: { agentId: number; body: WalletAdjustmentRequest }): Promise<WalletWriteResponse> {
  const { data } = await apiClient.post<WalletWriteResponse>(AGENT_PATHS.walletAdjust(agentId), body);
  return data;
}

export function useAdjustWallet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adjustWallet, onSuccess: (_, { agentId }) => refreshWallet(queryClient, agentId) });
}
