import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type AgentTripsResponse } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** GET /api/agents/{id}/trips/: the trips the agent brought, their bookings and the commission each earns. */
export async function listAgentTrips(agentId: number): Promise<AgentTripsResponse> {
  const { data } = await apiClient.get<AgentTripsResponse>(AGENT_PATHS.trips(agentId));
  return data;
}

export function agentTripsQueryOptions(agentId: number) {
  return queryOptions({ queryKey: agentKeys.trips(agentId), queryFn: () => listAgentTrips(agentId) });
}

export function useAgentTrips(agentId: number) {
  return useQuery(agentTripsQueryOptions(agentId));
}
