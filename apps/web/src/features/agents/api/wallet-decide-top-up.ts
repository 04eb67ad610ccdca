import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS, type TopUpWriteResponse } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshWallet } from './wallet-keys';

/** Approving credits the wallet; a reason is asked only to reject. */
export type TopUpDecision = { topUpId: number; approve: true } | { topUpId: number; approve: false; reason: string };

/**
 * POST /api/agents/wallet/top-ups/{id}/approve/ or .../reject/ `{reason}` (`wallet.adjust`). The server
 * refuses the person who recorded it (409 `wallet.same_person`) and a request no longer pending (409).
 */
export async function decideTopUp(decision: TopUpDecision): Promise<TopUpWriteResponse> {
  const { data } = decision.approve
    ? await apiClient.post<TopUpWriteResponse>(AGENT_PATHS.approveTopUp(decision.topUpId), {})
    : await apiClient.post<TopUpWriteResponse>(AGENT_PATHS.rejectTopUp(decision.topUpId), { reason: decision.reason });
  return data;
}

export function useDecideTopUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideTopUp, onSuccess: ({ top_up }) => refreshWallet(queryClient, top_up.agent.id) });
}
