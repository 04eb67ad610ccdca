/** B2B agents: the agencies' directory, their commission and credit limit, and their wallets. The only door into the module. */
export { agentRoutes } from './agents.routes.ts';
export { walletRoutes } from './wallet.routes.ts';
export { topUpRoutes } from './top-ups.routes.ts';
export { statementRoutes } from './statement.routes.ts';
export { agentTripsRoutes } from './agent-trips.routes.ts';
export { walletPaymentRoutes } from './wallet-payments.routes.ts';
export { agentJobs } from './agent.jobs.ts';
export { walletDeadlineJobs } from './deadlines.jobs.ts';
// What itineraries read of a trip's agent: its status, commission rates and first contact.
export { agentForTrip, type AgentForTrip } from './agent-lookup.ts';
// What the demo seed lays its agents and their wallets' history with, the way staff would.
export { createAgent, changeAgentStatus } from './agents.service.ts';
export { adjustWallet, reverseEntry } from './wallet.service.ts';
export { approveTopUp, recordTopUp } from './top-ups.service.ts';
export { creditCommissions } from './commission.service.ts';
// What the accounts dashboard reads: the top-ups waiting for approval.
export { topUpsWaiting } from './top-up-figures.ts';
