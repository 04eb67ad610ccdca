import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type WalletEntryPage, type WalletEntryType } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** The ledger's view: the types shown (none: all of them) and the page. */
export type WalletEntriesParams = { type?: WalletEntryType[] | undefined; page: number; page_size: number };

/** GET /api/agents/{id}/wallet/entries/: the ledger, newest first, each entry with the balance after it. */
export async function listWalletEntries(agentId: number, params: WalletEntriesParams): Promise<WalletEntryPage> {
  const { data } = await apiClient.get<WalletEntryPage>(AGENT_PATHS.walletEntries(agentId), { params });
  return data;
}

export function walletEntriesQueryOptions(agentId: number, params: WalletEntriesParams) {
  return queryOptions({
    queryKey: walletKeys.entries(agentId, JSON.stringify(params)),
    queryFn: () => listWalletEntries(agentId, params),
    placeholderData: keepPreviousData,
  });
}

export function useWalletEntries(agentId: number, params: WalletEntriesParams) {
  return useQuery(walletEntriesQueryOptions(agentId, params));
}
