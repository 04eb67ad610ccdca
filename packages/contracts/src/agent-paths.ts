/**
 * The spec's "agent APIs" and the agents' wallets. Zod-free, so navigation can name them.
 */
type Id = number | string;

export const AGENT_PATHS = {
  /** GET: the list (search, status[], city, account_manager, ordering, paging); POST: a new agent. */
  agents: '/api/agents/',
  /** GET: one agent with contacts and commission overrides; PATCH: edit it (lists replace whole). */
  agent: (id: Id) => `/api/agents/${id}/`,
  /** POST `{status, reason}`: put an agent on hold, close it, or make it active again. */
  status: (id: Id) => `/api/agents/${id}/status/`,
  /** GET: the trips the agent brought, their bookings and commission. */
  trips: (id: Id) => `/api/agents/${id}/trips/`,
  /** GET: the wallet's balance, credit limit, available funds, pending top-ups and commission earned. */
  wallet: (id: Id) => `/api/agents/${id}/wallet/`,
  /** GET: the ledger, newest first, each entry with the balance after it. */
  walletEntries: (id: Id) => `/api/agents/${id}/wallet/entries/`,
  /** POST `{amount_paise, reason, reference, idempotency_key}` (`wallet.adjust`): a correction either way. */
  walletAdjust: (id: Id) => `/api/agents/${id}/wallet/adjust/`,
  /** POST `{reason, idempotency_key}` (`wallet.adjust`): undo an entry by its opposite. */
  walletReverse: (id: Id, entryId: Id) => `/api/agents/${id}/wallet/entries/${entryId}/reverse/`,
  /** GET: the agent's top-up requests; POST: record a transfer as a request awaiting approval. */
  walletTopUps: (id: Id) => `/api/agents/${id}/wallet/top-ups/`,
  /** GET: top-up requests of every agent (pending by default): the approvals queue. */
  topUps: '/api/agents/wallet/top-ups/',
  /** POST (`wallet.adjust`, not who recorded it): approve, crediting the wallet. */
  approveTopUp: (topUpId: Id) => `/api/agents/wallet/top-ups/${topUpId}/approve/`,
  /** POST `{reason}` (`wallet.adjust`): reject. */
  rejectTopUp: (topUpId: Id) => `/api/agents/wallet/top-ups/${topUpId}/reject/`,
  /** GET: the agent of a booking's trip and its wallet (`{agent: null, wallet: null}` when no agent brought it). */
  bookingWallet: (bookingId: Id) => `/api/agents/wallet/booking/${bookingId}/`,
  /** POST `{booking_id, amount_paise, due_ids?, idempotency_key}`: pay a booking's dues from the wallet. */
  walletPay: (id: Id) => `/api/agents/${id}/wallet/pay/`,
  /** POST `{payment_id, amount_paise, reason, idempotency_key}`: give a wallet payment back to the wallet. */
  walletReturn: (id: Id) => `/api/agents/${id}/wallet/return/`,
  /** GET `?from&to&page&page_size`: the statement: the period's balances and totals, and a page of its entries with the running balance. */
  statement: (id: Id) => `/api/agents/${id}/wallet/statement/`,
  /** GET `?from&to`: the whole period's statement as CSV. */
  statementCsv: (id: Id) => `/api/agents/${id}/wallet/statement/csv/`,
  /** GET `?from&to`: the whole period's statement as a PDF. */
  statementPdf: (id: Id) => `/api/agents/${id}/wallet/statement/pdf/`,
  /** POST `{from, to, email?}`: mail the agency a signed link to the statement's PDF. */
  statementMail: (id: Id) => `/api/agents/${id}/wallet/statement/mail/`,
  /** The agency's statement PDF (no sign-in; the signed token, covering the period `?from&to`, is the key). */
  statementLinkPdf: (token: string) => `/statement/${token}/pdf/`,
} as const;
