import type { QueryClient } from '@tanstack/react-query';
import { agentKeys } from './agent-keys';

/**
 * The wallets' query keys, in one place: every wallet query option builds its key here, and writes
 * invalidate through these, never a hand-typed key. An agent's wallet hangs under the agent's own key,
 * so a write to the agent (its credit limit) refreshes its wallet too.
 */
export const walletKeys = {
  /** Everything about one agent's wallet: its summary, ledger, top-up requests and statements. */
  agent: (agentId: number) => [...agentKeys.agent(agentId), 'wallet'] as const,
  summary: (agentId: number) => [...walletKeys.agent(agentId), 'summary'] as const,
  entries: (agentId: number, search: string) => [...walletKeys.agent(agentId), 'entries', search] as const,
  topUps: (agentId: number, search: string) => [...walletKeys.agent(agentId), 'top-ups', search] as const,
  statement: (agentId: number, search: string) => [...walletKeys.agent(agentId), 'statement', search] as const,
  /** The approvals queue of every agent, in each of its filterings. */
  queues: () => [...agentKeys.all, 'wallet', 'queue'] as const,
  queue: (search: string) => [...walletKeys.queues(), search] as const,
  /** The wallet a booking's payments panel offers to pay from. */
  bookings: () => [...agentKeys.all, 'wallet', 'booking'] as const,
  booking: (bookingId: number) => [...walletKeys.bookings(), bookingId] as const,
};

/**
 * After a write that moved an agent's money or a top-up request: the agent (whose page and list row
 * show the balance) with its wallet, the list, the approvals queue and the bookings' wallet lookups
 * (which show available funds) are fetched afresh.
 */
export function refreshWallet(queryClient: QueryClient, agentId: number): void {
  void queryClient.invalidateQueries({ queryKey: agentKeys.agent(agentId) });
  void queryClient.invalidateQueries({ queryKey: agentKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: walletKeys.queues() });
  void queryClient.invalidateQueries({ queryKey: walletKeys.bookings() });
}
