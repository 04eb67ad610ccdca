import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS, type AgentCreateRequest, type AgentDetail } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { showAgentAnswer } from './get-agent';

/** POST /api/agents/: a new agent; a name taken already (ignoring case) is 409 `agent.name_taken`. */
export async function createAgent(body: AgentCreateRequest): Promise<AgentDetail> {
  const { data } = await apiClient.post<AgentDetail>(AGENT_PATHS.agents, body);
  return data;
}

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAgent, onSuccess: (agent) => showAgentAnswer(queryClient, agent) });
}
