import type { AgentDetail } from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../test/agent-fixtures';
import { agentAmountErrors, agentChanges, agentCreateInput, agentFormValues, parseSignedRupees } from './agent-form-values';

const AGENT: AgentDetail = agentFixture();

describe('the agent form’s values', () => {
  it('reads rupees with a sign as whole paise, without a negative zero', () => {
    expect(parseSignedRupees('-25000.05')).toBe(-2_500_005);
    expect(parseSignedRupees('1,00,000')).toBe(10_000_000);
    expect(Object.is(parseSignedRupees('-0'), 0)).toBe(true);
    expect(parseSignedRupees('--5')).toBeNull();
    expect(parseSignedRupees('')).toBeNull();
  });

  it('builds the request in basis points and paise from what was typed', () => {
    const values = { ...agentFormValues(undefined), agency_name: 'Sunrise Holidays', city: 'Pune', commission_percent: '8.5', credit_limit_rupees: '2,50,000.10', low_balance_alert_rupees: '-5000' };
    expect(agentCreateInput(values)).toMatchObject({ commission_bp: 850, credit_limit_paise: 25_000_010, low_balance_alert_paise: -500_000, gstin: null, pan: null, account_manager_id: null });
  });

  it('opens an agent as it is stored, and sends nothing when nothing changed', () => {
    const values = agentFormValues(AGENT);
    expect(values).toMatchObject({ commission_percent: '8.5', credit_limit_rupees: '500000', low_balance_alert_rupees: '50000', commission_overrides: [{ category: 'accommodation', commission_bp: '10' }] });
    expect(agentChanges(AGENT, values)).toEqual({});
    expect(agentChanges(AGENT, { ...values, commission_percent: '9.25', city: 'Mumbai' })).toEqual({ city: 'Mumbai', commission_bp: 925 });
  });

  it('says which percent and rupee boxes hold no amount yet, keyed like the request', () => {
    const values = { ...agentFormValues(AGENT), commission_percent: '8.555', credit_limit_rupees: '', commission_overrides: [{ category: 'activity' as const, commission_bp: '120' }] };
    expect(agentAmountErrors(values)).toEqual({
      commission_bp: 'Enter a percentage, like 8 or 8.25',
      'commission_overrides.0.commission_bp': 'Enter at most 100%',
      credit_limit_paise: 'Enter the credit limit in rupees, like 50000 or 0 for none',
    });
  });
});
