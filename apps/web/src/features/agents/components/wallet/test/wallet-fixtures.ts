import type { StatementPage, TopUp, WalletEntry, WalletSummary } from '@ua/contracts';

export const AGENT_ID = 7;
export const AGENCY = 'Sunrise Holidays';
/** The viewer in these tests. */
export const VIEWER_ID = 1;
const PRIYA = { id: 4, name: 'Priya Menon' };
const VIEWER = { id: VIEWER_ID, name: 'Asha Rao' };

/** What the wallet section reads of the agent: its name (the agent's page has it cached). */
export const agentOf = () => ({ id: AGENT_ID, agency_name: AGENCY });

export function walletOf(overrides: Partial<WalletSummary> = {}): WalletSummary {
  return {
    agent_id: AGENT_ID,
    currency: 'INR',
    balance_paise: 749_950,
    credit_limit_paise: 5_000_000,
    available_paise: 5_749_950,
    low_balance_alert_paise: 100_000,
    pending_top_ups: 1,
    pending_top_ups_paise: 2_000_000,
    commission_earned_paise: 0,
    ...overrides,
  };
}

export function entryOf(overrides: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id: 1,
    type: 'top_up',
    amount_paise: 1_000_000,
    balance_after_paise: 1_000_000,
    reference: 'UTR900001',
    reason: '',
    booking: null,
    payment: null,
    top_up_id: 31,
    reverses_entry_id: null,
    reversed_by_entry_id: null,
    created_by: PRIYA,
    created_at: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The ledger newest first: a ₹10,000 top-up, a ₹2,500.50 booking payment, a ₹500 adjustment and its
 * reversal.
 */
export function ledger(): WalletEntry[] {
  return [
    entryOf({ id: 4, type: 'reversal', amount_paise: -50_000, balance_after_paise: 749_950, reference: '', reason: 'Credited twice', top_up_id: null, reverses_entry_id: 3, created_at: '2026-11-06T10:00:00.000Z' }),
    entryOf({ id: 3, type: 'adjustment', amount_paise: 50_000, balance_after_paise: 799_950, reference: 'ADJ-1', reason: 'Goodwill', top_up_id: null, reversed_by_entry_id: 4, created_at: '2026-11-05T10:00:00.000Z' }),
    entryOf({
      id: 2,
      type: 'booking_payment',
      amount_paise: -250_050,
      balance_after_paise: 749_950,
      reference: '',
      booking: { id: 5, reference: 'UA-2026-000005' },
      payment: { id: 71, receipt_number: 'RC/2026-27/000012' },
      top_up_id: null,
      created_at: '2026-11-04T10:00:00.000Z',
    }),
    entryOf(),
  ];
}

export function topUpOf(overrides: Partial<TopUp> = {}): TopUp {
  return {
    id: 31,
    agent: { id: AGENT_ID, agency_name: AGENCY },
    amount_paise: 2_000_000,
    bank_reference: 'UTR900002',
    received_on: '2026-11-12',
    notes: '',
    status: 'pending',
    requested_by: PRIYA,
    requested_at: '2026-11-12T09:00:00.000Z',
    expires_at: '2026-11-19T09:00:00.000Z',
    decided_by: null,
    decided_at: null,
    decision_reason: '',
    entry_id: null,
    ...overrides,
  };
}

/** A top-up the viewer recorded: they may reject it but not approve it. */
export const viewersTopUp = () => topUpOf({ id: 32, amount_paise: 500_000, bank_reference: 'UTR900003', requested_by: VIEWER });

/** The statement's one page: the ledger's four entries, oldest first. */
export function statementOf(overrides: Partial<StatementPage> = {}): StatementPage {
  const entries = ledger().reverse();
  return {
    agent: { id: AGENT_ID, agency_name: AGENCY, city: 'Kochi', gstin: null },
    from: '2026-11-01',
    to: '2026-11-13',
    opening_balance_paise: 0,
    credits_paise: 1_050_000,
    debits_paise: 300_050,
    closing_balance_paise: 749_950,
    count: entries.length,
    next: null,
    previous: null,
    results: entries,
    generated_at: '2026-11-13T10:00:00.000Z',
    ...overrides,
  };
}

export const page = <Row>(results: Row[]) => ({ count: results.length, next: null, previous: null, results });
