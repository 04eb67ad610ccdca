/**
 * The spec's "agent APIs". Zod-free, so navigation can name them. The wallet's paths come with the
 * wallet.
 */
type Id = number | string;

export const AGENT_PATHS = {
  /** GET: the list (search, status[], city, account_manager, ordering, paging); POST: a new agent. */
  agents: '/api/agents/',
  /** GET: one agent with contacts and commission overrides; PATCH: edit it (lists replace whole). */
  agent: (id: Id) => `/api/agents/${id}/`,
  /** POST `{status, reason}`: put an agent on hold, close it, or make it active again. */
  status: (id: Id) => `/api/agents/${id}/status/`,
} as const;
