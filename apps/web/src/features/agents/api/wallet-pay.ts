import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS, type WalletPayRequest, type WalletPayResponse } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshWallet } from './wallet-keys';

/**
 * POST /api/agents/{id}/wallet/pay/: pays a booking's dues from its agent's wallet, the ledger debit and
 * the payment in one transaction. Beyond the available funds it is refused (409
 * `wallet.insufficient_funds`); the same idempotency key twice pays once.
 */
export async function payFromWallet({ agentId, body }: { agentId: number; body: WalletPayRequest }): Promise<WalletPayResponse> {
  const { data } = await apiClient.post<WalletPayResponse>(AGENT_PATHS.walletPay(agentId), body);
  return data;
}

export function usePayFromWallet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: payFromWallet, onSuccess: (_, { agentId }) => refreshWallet(queryClient, agentId) });
}
