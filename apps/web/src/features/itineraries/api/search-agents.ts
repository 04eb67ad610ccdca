import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type AgentListQuery, type AgentPage } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { itineraryKeys } from './itinerary-keys';

const RESULTS = 20;

/** GET /api/agents/?search=&status[]=active: the active agencies a trip may be given, by name or city. */
export async function searchAgents(search: string): Promise<AgentPage> {
  const query: AgentListQuery = { status: ['active'], page_size: RESULTS, ordering: 'name', ...(search ? { search } : {}) };
  const { data } = await apiClient.get<AgentPage>(AGENT_PATHS.agents, { params: query });
  return data;
}

export function agentOptionsQueryOptions(search: string) {
  return queryOptions({ queryKey: itineraryKeys.agentOptions(search), queryFn: () => searchAgents(search), placeholderData: keepPreviousData });
}

/** Asked only once `enabled` (the picker opened), so a form that shows the box costs no call. */
export function useAgentOptions(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...agentOptionsQueryOptions(search), enabled });
}
