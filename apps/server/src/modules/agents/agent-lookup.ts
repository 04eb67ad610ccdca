import type { AgentStatus, CommissionOverride } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { commissionOverridesOf, contactsOfAgents, findAgent } from './agents.repository.ts';

/**
 * What the itineraries read of a trip's agent: whether it may be chosen (its status), what it earns
 * (the default rate and the rates per category), and how the customer reaches it when the customer's
 * page carries the agency's name (its first contact).
 */
export type AgentForTrip = {
  id: number;
  agencyName: string;
  city: string;
  status: AgentStatus;
  commissionBp: number;
  overrides: CommissionOverride[];
  firstContact: { name: string; phone: string | null; email: string | null } | null;
};

/** The agent by id, for a trip; undefined for none. Reads with the caller's handle (a transaction's too). */
export async function agentForTrip(db: Db, id: number): Promise<AgentForTrip | undefined> {
  const [agent, contacts, overrides] = await inParallel(db, [() => findAgent(db, id), () => contactsOfAgents(db, [id]), () => commissionOverridesOf(db, id)]);
  if (!agent) return undefined;
  const first = contacts.get(id)?.[0];
  return {
    id: agent.id,
    agencyName: agent.agencyName,
    city: agent.city,
    status: agent.status,
    commissionBp: agent.commissionBp,
    overrides,
    firstContact: first ? { name: first.name, phone: first.phone, email: first.email } : null,
  };
}
