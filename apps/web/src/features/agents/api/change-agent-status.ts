import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_PATHS, type AgentDetail, type AgentStatusRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { showAgentAnswer } from './get-agent';

/** POST /api/agents/{id}/status/: active, on hold or closed; the last two say why. */
export async function changeAgentStatus({ agentId, body }: { agentId: number; body: AgentStatusRequest }): Promise<AgentDetail> {
  const { data } = await apiClient.post<AgentDetail>(AGENT_PATHS.status(agentId), body);
  return data;
}

export function useChangeAgentStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeAgentStatus, onSuccess: (agent) => showAgentAnswer(queryClient, agent) });
}
