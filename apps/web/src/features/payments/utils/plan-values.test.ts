import { describe, expect, it } from 'vitest';
import { initialPlanValues, parseBasisPoints, percentText, planErrors, planInput } from './plan-values';
import { moneyOf } from '../test/payment-fixtures';

describe('the plan form’s values', () => {
  it('reads a percentage as basis points digit by digit, and writes it back', () => {
    expect(parseBasisPoints('25')).toBe(2500);
    expect(parseBasisPoints('12.5 %')).toBe(1250);
    expect(parseBasisPoints('0.07')).toBe(7);
    expect(parseBasisPoints('12.345')).toBeNull();
    expect(parseBasisPoints('ten')).toBeNull();
    expect(parseBasisPoints('')).toBeNull();
    expect([2500, 1250, 1205, 7, 10_000].map(percentText)).toEqual(['25', '12.5', '12.05', '0.07', '100']);
  });

  it('opens on the booking’s plan with its dues as instalments, kept by id, and sends new rows without one', () => {
    const values = initialPlanValues(moneyOf(), '2026-11-13');
    expect(values).toMatchObject({ kind: 'advance_balance', advance_as: 'percent', advance_percent: '25', balance_days_before: 30 });
    const withNew = { ...values, kind: 'instalments' as const, instalments: [...values.instalments, { id: undefined, key: 'new-1', label: 'Top-up', amount: '500.50', due_date: '2026-12-01' }] };
    expect(planInput(withNew, 5).plan).toEqual({
      kind: 'instalments',
      instalments: [
        { id: 61, label: 'Advance', amount_paise: 2_500_000, due_date: '2026-11-01' },
        { id: 62, label: 'Balance', amount_paise: 7_500_000, due_date: '2026-11-10' },
        { label: 'Top-up', amount_paise: 50_050, due_date: '2026-12-01' },
      ],
    });
  });

  it('starts a booking without a plan from the house default, and names the boxes that hold no number yet', () => {
    const values = initialPlanValues(moneyOf({ plan: null, dues: [] }), '2026-11-13');
    expect(values).toMatchObject({ advance_percent: '25', balance_days_before: 30, instalments: [{ label: 'Instalment 1', amount: '100000', due_date: '2026-11-13' }] });
    expect(planErrors({ ...values, advance_percent: 'a quarter' })).toEqual({ 'plan.advance_bp': 'Enter a percentage, like 25 or 12.5' });
    expect(planInput({ ...values, advance_as: 'amount', advance_amount: '20,000' }, 5).plan).toEqual({ kind: 'advance_balance', advance_paise: 2_000_000, balance_days_before: 30 });
  });
});
