import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMMISSION_CATEGORIES } from '@ua/contracts';
import { agentCommissionOf, commissionBases } from './agent-commission.ts';

describe('commission bases', () => {
  it('share the package out in proportion to each category’s sell, the paise left over to the largest fractions', () => {
    // 100 over three equal sells: 33.33 each, one paisa left over, to the first in the catalogue's order.
    const equal = commissionBases(
      [
        { category: 'activity', sell_paise: 50 },
        { category: 'accommodation', sell_paise: 50 },
        { category: 'meal', sell_paise: 50 },
      ],
      100,
    );
    expect(equal).toEqual([
      { category: 'accommodation', base_paise: 34 },
      { category: 'activity', base_paise: 33 },
      { category: 'meal', base_paise: 33 },
    ]);
    // Sells 700 and 300, package 999: exact shares 699.3 and 299.7, so the paisa goes to the second.
    expect(
      commissionBases(
        [
          { category: 'accommodation', sell_paise: 400 },
          { category: 'guide', sell_paise: 300 },
          { category: 'accommodation', sell_paise: 300 },
        ],
        999,
      ),
    ).toEqual([
      { category: 'accommodation', base_paise: 699 },
      { category: 'guide', base_paise: 300 },
    ]);
  });

  it('leave out what sells for nothing, and are none when nothing sells', () => {
    expect(commissionBases([{ category: 'transport', sell_paise: 0 }], 0)).toEqual([]);
    expect(
      commissionBases(
        [
          { category: 'transport', sell_paise: 0 },
          { category: 'other', sell_paise: 500 },
        ],
        500,
      ),
    ).toEqual([{ category: 'other', base_paise: 500 }]);
  });

  it('always add up to the package, each within a paisa of its exact share (property)', () => {
    const lineArb = fc.record({ category: fc.constantFrom(...COMMISSION_CATEGORIES), sell_paise: fc.integer({ min: 0, max: 10_000_000_000 }) });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 10_000 }), (lines, discountBp) => {
        const sell = lines.reduce((sum, line) => sum + line.sell_paise, 0);
        const packagePaise = sell - Math.floor((sell * discountBp) / 10_000);
        const bases = commissionBases(lines, packagePaise);
        if (sell === 0) return bases.length === 0;
        expect(bases.reduce((sum, base) => sum + base.base_paise, 0)).toBe(packagePaise);
        for (const base of bases) {
          const categorySell = lines.filter((line) => line.category === base.category).reduce((sum, line) => sum + line.sell_paise, 0);
          const exact = (BigInt(packagePaise) * BigInt(categorySell) * 2n) / BigInt(sell);
          expect(BigInt(base.base_paise * 2) - exact).toBeGreaterThanOrEqual(-2n);
          expect(BigInt(base.base_paise * 2) - exact).toBeLessThanOrEqual(2n);
        }
        return true;
      }),
    );
  });
});

describe('the agent’s commission', () => {
  it('takes each category’s own rate, else the default, half up per category, and totals the categories', () => {
    const agent = { agencyName: 'Sunrise Holidays', commissionBp: 250, overrides: [{ category: 'meal' as const, commission_bp: 1250 }] };
    const commission = agentCommissionOf(agent, [
      { category: 'meal', base_paise: 1_004 },
      { category: 'other', base_paise: 20 },
    ]);
    // 12.5% of 1,004 is 125.5, so 126; 2.5% of 20 is 0.5, so 1.
    expect(commission).toEqual({
      agency_name: 'Sunrise Holidays',
      commission_paise: 127,
      by_category: [
        { category: 'meal', base_paise: 1_004, commission_bp: 1250, commission_paise: 126 },
        { category: 'other', base_paise: 20, commission_bp: 250, commission_paise: 1 },
      ],
    });
  });
});
