import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AgentContact, AgentOrdering, AgentStatus, CommissionOverride } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { agentCommissions, agentContacts, agents } from '../../db/schema/agents.ts';
import { containsPattern, setsSomething } from '../../lib/sql.ts';

export type AgentRow = typeof agents.$inferSelect;
export type AgentValues = Omit<typeof agents.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export type AgentListFilter = {
  search?: string | undefined;
  statuses?: AgentStatus[] | undefined;
  city?: string | undefined;
  accountManagerId?: number | undefined;
  ordering: AgentOrdering;
};

const ORDER_BY: Record<AgentOrdering, SQL[]> = {
  name: [asc(agents.agencyName), asc(agents.id)],
  '-name': [desc(agents.agencyName), desc(agents.id)],
  created: [asc(agents.createdAt), asc(agents.id)],
  '-created': [desc(agents.createdAt), desc(agents.id)],
};

/** Part of the agency's name, the city, the GSTIN (spaces ignored, any case) or any contact's name. */
function searchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const gstinPattern = containsPattern(search.replace(/\s/g, '').toUpperCase());
  return or(
    ilike(agents.agencyName, pattern),
    ilike(agents.city, pattern),
    ilike(agents.gstin, gstinPattern),
    sql`exists (select 1 from ${agentContacts} where ${agentContacts.agentId} = ${agents.id} and ${agentContacts.name} ilike ${pattern})`,
  );
}

export async function listAgents(db: Db, filter: AgentListFilter, limit: number, offset: number): Promise<{ count: number; rows: AgentRow[] }> {
  const where = and(
    filter.search === undefined ? undefined : searchCondition(filter.search),
    filter.statuses?.length ? inArray(agents.status, filter.statuses) : undefined,
    filter.city === undefined ? undefined : sql`lower(${agents.city}) = lower(${filter.city})`,
    filter.accountManagerId === undefined ? undefined : eq(agents.accountManagerId, filter.accountManagerId),
  );
  const [total, rows] = await inParallel(db, [
    () => db.select({ n: count() }).from(agents).where(where),
    () =>
      db
        .select()
        .from(agents)
        .where(where)
        .orderBy(...ORDER_BY[filter.ordering])
        .limit(limit)
        .offset(offset),
  ]);
  return { count: Number(total[0]?.n ?? 0), rows };
}

export async function findAgent(db: Db, id: number, lock = false): Promise<AgentRow | undefined> {
  const query = db.select().from(agents).where(eq(agents.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Whether another agent has this name, ignoring case. */
export async function isAgencyNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const sameName = sql`lower(${agents.agencyName}) = lower(${name})`;
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(exceptId === undefined ? sameName : and(sameName, ne(agents.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertAgent(db: Db, values: AgentValues): Promise<number> {
  const [row] = await db.insert(agents).values(values).returning({ id: agents.id });
  if (!row) throw new Error('insert into agents returned no row');
  return row.id;
}

export async function updateAgent(db: Db, id: number, patch: Partial<AgentValues>): Promise<void> {
  if (!setsSomething(patch)) return;
  await db.update(agents).set(patch).where(eq(agents.id, id));
}

/** Each agent's contacts in their order, by agent id. */
export async function contactsOfAgents(db: Db, agentIds: readonly number[]): Promise<Map<number, AgentContact[]>> {
  const found = new Map<number, AgentContact[]>(agentIds.map((id) => [id, []]));
  if (agentIds.length === 0) return found;
  const rows = await db
    .select()
    .from(agentContacts)
    .where(inArray(agentContacts.agentId, [...agentIds]))
    .orderBy(asc(agentContacts.agentId), asc(agentContacts.position));
  for (const { agentId, name, phone, email, whatsapp } of rows) found.get(agentId)?.push({ name, phone, email, whatsapp });
  return found;
}

export async function replaceContacts(db: Db, agentId: number, contacts: readonly AgentContact[]): Promise<void> {
  await db.delete(agentContacts).where(eq(agentContacts.agentId, agentId));
  if (contacts.length > 0) await db.insert(agentContacts).values(contacts.map((contact, position) => ({ agentId, position, ...contact })));
}

/** An agent's commission per category, where it differs from its default. */
export async function commissionOverridesOf(db: Db, agentId: number): Promise<CommissionOverride[]> {
  const rows = await db
    .select({ category: agentCommissions.category, commission_bp: agentCommissions.commissionBp })
    .from(agentCommissions)
    .where(eq(agentCommissions.agentId, agentId));
  return rows;
}

export async function replaceCommissionOverrides(db: Db, agentId: number, overrides: readonly CommissionOverride[]): Promise<void> {
  await db.delete(agentCommissions).where(eq(agentCommissions.agentId, agentId));
  if (overrides.length > 0) await db.insert(agentCommissions).values(overrides.map((override) => ({ agentId, category: override.category, commissionBp: override.commission_bp })));
}
