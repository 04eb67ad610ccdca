import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, bucketOf, dueStatusOf, financialYearOf, planDues, receiptNumberOf, tcsShareOf } from './money-rules.ts';

describe('a due’s status', () => {
  it('is paid once paid in full, overdue once late and owed, else partly paid or due', () => {
    const due = { amountPaise: 10_000, paidPaise: 0, dueDate: '2026-12-01', waived: false };
    expect(dueStatusOf(due, '2026-11-30')).toBe('due');
    expect(dueStatusOf(due, '2026-12-01')).toBe('due');
    expect(dueStatusOf({ ...due, paidPaise: 1 }, '2026-12-01')).toBe('partly_paid');
    expect(dueStatusOf({ ...due, paidPaise: 1 }, '2026-12-02')).toBe('overdue');
    expect(dueStatusOf({ ...due, paidPaise: 10_000 }, '2027-12-02')).toBe('paid');
    expect(dueStatusOf({ ...due, waived: true }, '2027-12-02')).toBe('waived');
  });

  it('groups overdue ages as the accounts view does', () => {
    expect([1, 7, 8, 30, 31, 400].map(bucketOf)).toEqual(['0-7', '0-7', '8-30', '8-30', '31+', '31+']);
  });
});

describe('plans', () => {
  const context = { totalPaise: 1_234_567, today: '2026-11-24', startDate: '2027-02-10' };

  it('always add up to the total, whatever the advance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 365 }), (totalPaise, advanceBp, days) => {
        const outcome = planDues({ kind: 'advance_balance', advance_bp: advanceBp, balance_days_before: days }, { ...context, totalPaise });
        if (!outcome.ok) return false;
        const sum = outcome.dues.reduce((total, due) => total + due.amountPaise, 0);
        return sum === totalPaise && outcome.dues.every((due) => due.amountPaise > 0 && due.dueDate >= context.today);
      }),
    );
  });

  it('put the balance on the day it is due, or today when that has passed', () => {
    const near = planDues({ kind: 'advance_balance', advance_bp: 2500, balance_days_before: 120 }, context);
    expect(near.ok && near.dues.map((due) => due.dueDate)).toEqual(['2026-11-24', '2026-11-24']);
    const all = planDues({ kind: 'advance_balance', advance_bp: 10_000, balance_days_before: 30 }, context);
    expect(all.ok && all.dues.map((due) => due.kind)).toEqual(['advance']);
  });

  it('refuse an advance above the total and instalments that do not add up', () => {
    expect(planDues({ kind: 'advance_balance', advance_paise: 2_000_000, balance_days_before: 30 }, context)).toMatchObject({ ok: false });
    expect(planDues({ kind: 'instalments', instalments: [{ label: 'A', amount_paise: 1, due_date: '2026-12-01' }] }, context)).toMatchObject({ ok: false, errors: { 'plan.instalments': [expect.stringContaining('missing')] } });
  });
});

describe('allocation', () => {
  it('never gives a due more than it owes, and accounts for every paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 8 }), (amount, opens) => {
        const dues = opens.map((openPaise, index) => ({ id: index + 1, openPaise }));
        const { allocations, remainderPaise } = allocate(amount, dues);
        const given = allocations.reduce((sum, row) => sum + row.amountPaise, 0);
        const fits = allocations.every((row) => row.amountPaise > 0 && row.amountPaise <= (dues[row.dueId - 1]?.openPaise ?? 0));
        // Oldest first: a due gets money only when every due before it is full.
        const inOrder = allocations.every((row) => dues.slice(0, row.dueId - 1).every((before) => allocations.find((a) => a.dueId === before.id)?.amountPaise === before.openPaise || before.openPaise === 0));
        return given + remainderPaise === amount && remainderPaise >= 0 && fits && inOrder;
      }),
    );
  });
});

describe('receipt numbers and TCS', () => {
  it('name India’s financial year, April to March', () => {
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
    expect(receiptNumberOf('RC', '2026-27', 42)).toBe('RC/2026-27/000042');
  });

  it('share the trip’s TCS by the receipt’s part of the total, half up', () => {
    expect(tcsShareOf(25_000, 2_000, 100_000)).toBe(500);
    expect(tcsShareOf(1, 1, 2)).toBe(1);
    expect(tcsShareOf(50_000, 0, 100_000)).toBe(0);
  });
});
