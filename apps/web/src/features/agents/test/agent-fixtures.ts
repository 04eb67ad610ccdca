import type { AgentDetail, AgentSummary, AgentTrip } from '@ua/contracts';

/** A DRF page of `results`. */
export function pageOf<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

export const STAFF_LOOKUP = pageOf([
  { id: 1, name: 'Asha Rao', email: 'asha@ua.test' },
  { id: 7, name: 'Chitra Nair', email: 'chitra@ua.test' },
]);

/** Agent 3, Sunrise Holidays of Pune: active, 8.5% (10% on stays), ₹5,00,000 of credit, looked after by Chitra Nair. */
export function agentFixture(overrides: Partial<AgentDetail> = {}): AgentDetail {
  return {
    id: 3,
    agency_name: 'Sunrise Holidays',
    city: 'Pune',
    status: 'active',
    gstin: '27AAPFU0939F1ZV',
    commission_bp: 850,
    credit_limit_paise: 50_000_000,
    primary_contact: { name: 'Rohan Mehta', phone: '+919812345678', email: 'rohan@sunrise.example', whatsapp: '+919812345678' },
    account_manager: { id: 7, name: 'Chitra Nair' },
    wallet: { balance_paise: -1_250_050, available_paise: 48_749_950 },
    contacts: [
      { name: 'Rohan Mehta', phone: '+919812345678', email: 'rohan@sunrise.example', whatsapp: '+919812345678' },
      { name: 'Neha Joshi', phone: null, email: 'accounts@sunrise.example', whatsapp: null },
    ],
    pan: 'AAPFU0939F',
    commission_overrides: [{ category: 'accommodation', commission_bp: 1_000 }],
    status_reason: '',
    low_balance_alert_paise: 5_000_000,
    status_changed_at: null,
    notes: 'Prefers quotes on WhatsApp.',
    created_at: '2026-01-10T09:00:00.000Z',
    updated_at: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** The list's row of an agent: the detail's summary fields. */
export function agentSummary(overrides: Partial<AgentSummary> = {}): AgentSummary {
  const { id, agency_name, city, status, gstin, commission_bp, credit_limit_paise, primary_contact, account_manager, wallet } = agentFixture();
  return { id, agency_name, city, status, gstin, commission_bp, credit_limit_paise, primary_contact, account_manager, wallet, ...overrides };
}

/** Trip 42, Meera Nair's Kerala trip, booked as UA-2026-000005 and completed, its commission credited. */
export function agentTrip(overrides: Partial<AgentTrip> = {}): AgentTrip {
  return {
    id: 42,
    title: 'Kerala backwaters',
    customer_name: 'Meera Nair',
    start_date: '2026-12-11',
    status: 'booked',
    quoted_total_paise: 1_548_800,
    booking: { id: 5, reference: 'UA-2026-000005', status: 'completed', total_paise: 1_548_800 },
    commission_paise: 131_648,
    commission_credited: true,
    ...overrides,
  };
}
