import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type StatementPage } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** A statement's period, both days included (YYYY-MM-DD). */
export type StatementPeriod = { from: string; to: string };
/** The period and the page of its entries shown. */
export type WalletStatementParams = StatementPeriod & { page: number; page_size: number };

/**
 * GET /api/agents/{id}/wallet/statement/?from&to&page&page_size: the period's opening and closing
 * balances, credits and debits, and one page of its entries with the running balance.
 */
export async function getWalletStatement(agentId: number, params: WalletStatementParams): Promise<StatementPage> {
  const { data } = await apiClient.get<StatementPage>(AGENT_PATHS.statement(agentId), { params });
  return data;
}

export function walletStatementQueryOptions(agentId: number, params: WalletStatementParams) {
  return queryOptions({
    queryKey: walletKeys.statement(agentId, JSON.stringify(params)),
    queryFn: () => getWalletStatement(agentId, params),
    // Paging through a period, the page shown stays, marked busy, while the next one comes; another
    // period's figures are not shown for this one's.
    placeholderData: (previous: StatementPage | undefined) => (previous?.from === params.from && previous.to === params.to ? previous : undefined),
  });
}

export function useWalletStatement(agentId: number, params: WalletStatementParams, options: { enabled: boolean }) {
  return useQuery({ ...walletStatementQueryOptions(agentId, params), ...options });
}
