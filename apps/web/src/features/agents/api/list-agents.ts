import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type AgentPage, type agentListQuerySchema } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import type { ListQueryParams, QueryOf } from '../../../lib/list-query';
import { agentKeys } from './agent-keys';

export type AgentsQuery = QueryOf<typeof agentListQuerySchema>;
export type AgentsParams = ListQueryParams<AgentsQuery>;

/** GET /api/agents/: a DRF page of agents, searched and filtered by `params` (statuses go as `status[]`). */
export async function listAgents(params: AgentsParams): Promise<AgentPage> {
  const { data } = await apiClient.get<AgentPage>(AGENT_PATHS.agents, { params });
  return data;
}

export function agentsQueryOptions(params: AgentsParams) {
  return queryOptions({
    // The query as the schema read it, in the schema's order: one view, one key.
    queryKey: agentKeys.list(JSON.stringify(params)),
    queryFn: () => listAgents(params),
    placeholderData: keepPreviousData,
  });
}

export function useAgents(params: AgentsParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...agentsQueryOptions(params), ...options });
}
