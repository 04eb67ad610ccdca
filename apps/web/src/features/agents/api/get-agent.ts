import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { AGENT_PATHS, type AgentDetail } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** GET /api/agents/{id}/: one agent with its contacts, tax identifiers and commission per category. */
export async function getAgent(agentId: number): Promise<AgentDetail> {
  const { data } = await apiClient.get<AgentDetail>(AGENT_PATHS.agent(agentId));
  return data;
}

export function agentQueryOptions(agentId: number) {
  return queryOptions({ queryKey: agentKeys.agent(agentId), queryFn: () => getAgent(agentId) });
}

export function useAgent(agentId: number | undefined) {
  return useQuery({ ...agentQueryOptions(agentId ?? 0), enabled: agentId !== undefined });
}

/**
 * After a write that answers with the whole agent (created, edited, its status moved): the page shows
 * the answer at once; what hangs under the agent (its trips' commission at the new rates, its wallet's
 * available funds under a new credit limit) and the lists, whose rows show the name, status and
 * limits, are fetched afresh.
 */
export function showAgentAnswer(queryClient: QueryClient, agent: AgentDetail): void {
  const key = agentQueryOptions(agent.id).queryKey;
  queryClient.setQueryData(key, agent);
  void queryClient.invalidateQueries({ queryKey: key, predicate: (query) => query.queryKey.length > key.length });
  void queryClient.invalidateQueries({ queryKey: agentKeys.lists() });
}
