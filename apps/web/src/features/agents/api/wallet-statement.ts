import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type Statement } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** A statement's period, both days included (YYYY-MM-DD). */
export type StatementPeriod = { from: string; to: string };

/** GET /api/agents/{id}/wallet/statement/?from&to: opening balance, the entries with running balance, closing balance. */
export async function getWalletStatement(agentId: number, period: StatementPeriod): Promise<Statement> {
  const { data } = await apiClient.get<Statement>(AGENT_PATHS.statement(agentId), { params: period });
  return data;
}

export function walletStatementQueryOptions(agentId: number, period: StatementPeriod) {
  return queryOptions({ queryKey: walletKeys.statement(agentId, period.from, period.to), queryFn: () => getWalletStatement(agentId, period) });
}

export function useWalletStatement(agentId: number, period: StatementPeriod, options: { enabled: boolean }) {
  return useQuery({ ...walletStatementQueryOptions(agentId, period), ...options });
}
