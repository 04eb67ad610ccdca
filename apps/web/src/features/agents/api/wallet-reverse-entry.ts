import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS, type WalletReversalRequest, type WalletWriteResponse } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshWallet } from './wallet-keys';

/** POST /api/agents/{id}/wallet/entries/{entryId}/reverse/ (`wallet.adjust`): undoes an entry by its opposite, once. */
export async function reverseWalletEntry({ agentId, entryId, body }: { agentId: number; entryId: number; body: WalletReversalRequest }): Promise<WalletWriteResponse> {
  const { data } = await apiClient.post<WalletWriteResponse>(AGENT_PATHS.walletReverse(agentId, entryId), body);
  return data;
}

export function useReverseWalletEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reverseWalletEntry, onSuccess: (_, { agentId }) => refreshWallet(queryClient, agentId) });
}
