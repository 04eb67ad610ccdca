/**
 * The agents area's query keys, in one place: every query option builds its key here, and writes
 * invalidate through these, never a hand-typed key. The wallet's queries (api/wallet-*.ts) may hang
 * theirs under `agent(id)`, so that an agent's write refreshes its wallet too.
 */
export const agentKeys = {
  all: ['agents'] as const,
  /** Every page of the list: an agent saved or moved to another status invalidates them. */
  lists: () => [...agentKeys.all, 'lists'] as const,
  list: (search: string) => [...agentKeys.lists(), search] as const,
  agent: (id: number) => [...agentKeys.all, 'agent', id] as const,
  trips: (id: number) => [...agentKeys.agent(id), 'trips'] as const,
};
