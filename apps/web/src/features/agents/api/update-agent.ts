import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS, type AgentDetail, type AgentUpdateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { showAgentAnswer } from './get-agent';

/** PATCH /api/agents/{id}/: only the fields given change; `contacts` and `commission_overrides` replace the whole list. */
export async function updateAgent({ agentId, changes }: { agentId: number; changes: AgentUpdateRequest }): Promise<AgentDetail> {
  const { data } = await apiClient.patch<AgentDetail>(AGENT_PATHS.agent(agentId), changes);
  return data;
}

export function useUpdateAgent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAgent, onSuccess: (agent) => showAgentAnswer(queryClient, agent) });
}
