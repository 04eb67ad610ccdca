/** B2B agents: the agencies' directory, their commission and credit limit. The only door into the module. */
export { agentRoutes } from './agents.routes.ts';
