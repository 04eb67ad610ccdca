import type { TripAgent } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../lib/errors.ts';
import { agentForTrip, type AgentForTrip } from '../agents/index.ts';

/** The trip's agent, read from the agents area; null for a trip no agent brought. */
export async function agentOfTrip(db: Db, agentId: number | null): Promise<AgentForTrip | null> {
  if (agentId === null) return null;
  return (await agentForTrip(db, agentId)) ?? null;
}

export function toTripAgent(agent: AgentForTrip): TripAgent {
  return {
    id: agent.id,
    agency_name: agent.agencyName,
    city: agent.city,
    status: agent.status,
    commission_bp: agent.commissionBp,
    contact: agent.firstContact,
  };
}

const INACTIVE = { on_hold: 'is on hold', closed: 'is closed' } as const;

/**
 * The agent and the agency's name as a heading write leaves them, checked before anything is written
 * (400 on the field). A newly chosen agent must exist and be active; the agent a trip already has is
 * kept whatever its status since (a trip in hand is not taken from an agency put on hold). The
 * customer's page carries an agency's name only when the trip has an agent.
 */
export async function checkTripAgent(db: Db, after: { agentId: number | null; branding: boolean }, currentAgentId: number | null): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (after.agentId !== null && after.agentId !== currentAgentId) {
    const agent = await agentForTrip(db, after.agentId);
    if (!agent) errors.agent_id = ['No such agent'];
    else if (agent.status !== 'active') errors.agent_id = [`${agent.agencyName} ${INACTIVE[agent.status]}: choose an active agent`];
  }
  if (after.branding && after.agentId === null) errors.agency_branding = ['Only a trip brought by an agent can show the agency\u2019s name: choose the agent, or turn this off'];
  if (Object.keys(errors).length > 0) throw validationError(errors, Object.values(errors).flat().join('. ') + '.');
}
