import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GST_MODES, GST_SUPPLIES, MARKUP_MODES } from '@ua/contracts';
import { divideHalfUp, pct, roundToRupee, shareBp } from '../../lib/money.ts';
import { lineSellPaise, priceTrip, type PricedLine, type PricingRules } from './pricing.ts';
import { tcsOn, tcsRuleOn } from './tcs-rates.ts';

const RULES: PricingRules = { markup_mode: 'sell_prices', markup_bp: 0, discount_paise: 0, gst_mode: 'package_5', gst_supply: 'intra_state', overseas: false };
const line = (cost: number, sell: number): PricedLine => ({ cost_paise: cost, sell_paise: sell, price_source: 'season' });
const price = (lines: PricedLine[], rules: Partial<PricingRules> = {}, pricedOn = '2026-06-01') => priceTrip({ currency: 'INR', rules: { ...RULES, ...rules }, lines, pricedOn });

describe('percentages in whole paise', () => {
  it('rounds half up, away from zero for negative amounts', () => {
    expect(pct(20, 250)).toBe(1); // 0.5 paise
    expect(pct(19, 250)).toBe(0); // 0.475 paise
    expect(pct(3, 5000)).toBe(2);
    expect(pct(-3, 5000)).toBe(-2);
    expect(pct(-1, 4000)).toBe(0);
    expect(shareBp(1, 3)).toBe(3333);
    expect(shareBp(-1, 3)).toBe(-3333);
    expect(shareBp(5, 0)).toBeNull();
    expect(roundToRupee(1_296_350)).toBe(1_296_400);
    expect(roundToRupee(1_296_349)).toBe(1_296_300);
  });

  it('stays exact where a number product would lose paise', () => {
    // ₹100 crore at 1000%: 10^15 paise, past what a float multiply keeps exactly after the division.
    expect(pct(100_000_000_000, 100_000)).toBe(1_000_000_000_000);
    expect(pct(99_999_999_999, 1)).toBe(10_000_000);
  });

  it('is the nearest whole paise, ties away from zero (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), fc.integer({ min: 0, max: 100_000 }), (amount, bp) => {
        const exact = BigInt(amount) * BigInt(bp);
        const result = BigInt(pct(amount, bp)) * 10_000n;
        const gap = exact - result;
        const distance = gap < 0n ? -gap : gap;
        expect(distance <= 5_000n).toBe(true);
        // A tie goes away from zero: the result's magnitude is the larger one.
        if (distance === 5_000n) expect(result < 0n ? -result : result).toBeGreaterThan(exact < 0n ? -exact : exact);
      }),
    );
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('GST', () => {
  it('takes 5% of the package as CGST 2.5% and SGST 2.5%, each rounded on its own, within a state', () => {
    const pricing = price([line(1_000_000, 1_234_580)]);
    expect(pricing.gst).toEqual({
      mode: 'package_5',
      supply: 'intra_state',
      base_paise: 1_234_580,
      lines: [
        { name: 'CGST', rate_bp: 250, amount_paise: 30_865 },
        { name: 'SGST', rate_bp: 250, amount_paise: 30_865 },
      ],
      total_paise: 61_730,
    });
    // One 5% taken and split would have made 61,729 paise: the halves are taken separately instead.
    expect(pct(1_234_580, 500)).toBe(61_729);
  });

  it('takes IGST 5% for a customer in another state', () => {
    const pricing = price([line(1_000_000, 1_234_580)], { gst_supply: 'inter_state' });
    expect(pricing.gst.lines).toEqual([{ name: 'IGST', rate_bp: 500, amount_paise: 61_729 }]);
    expect(pricing.gst.total_paise).toBe(61_729);
  });

  it('takes 18% of the service fee (the margin) alone, and nothing on a loss', () => {
    const fee = price([line(1_000_000, 1_200_001)], { gst_mode: 'service_fee_18' });
    expect(fee.gst.base_paise).toBe(200_001);
    expect(fee.gst.lines).toEqual([
      { name: 'CGST', rate_bp: 900, amount_paise: 18_000 },
      { name: 'SGST', rate_bp: 900, amount_paise: 18_000 },
    ]);
    const inter = price([line(1_000_000, 1_200_001)], { gst_mode: 'service_fee_18', gst_supply: 'inter_state' });
    expect(inter.gst.lines).toEqual([{ name: 'IGST', rate_bp: 1800, amount_paise: 36_000 }]);
    const loss = price([line(1_000_000, 900_000)], { gst_mode: 'service_fee_18' });
    expect(loss.margin_paise).toBe(-100_000);
    expect(loss.gst.base_paise).toBe(0);
    expect(loss.gst.total_paise).toBe(0);
  });
});

describe('markup, discount and margin', () => {
  it('sells each line at its cost plus the markup in percent_on_cost, and at its own sell price otherwise', () => {
    const lines = [line(333_333, 400_000), line(100_000, 100_000)];
    const marked = price(lines, { markup_mode: 'percent_on_cost', markup_bp: 1500 });
    // 15% of 333,333 is 49,999.95 paise: 50,000.
    expect(lineSellPaise({ markup_mode: 'percent_on_cost', markup_bp: 1500 }, lines[0] ?? line(0, 0))).toBe(383_333);
    expect(marked.sell_paise).toBe(383_333 + 115_000);
    expect(price(lines).sell_paise).toBe(500_000);
  });

  it('takes the discount off the sell price, never below zero, and reckons the margin on what is left', () => {
    const pricing = price([line(800_000, 1_000_000)], { discount_paise: 50_000 });
    expect(pricing).toMatchObject({ cost_paise: 800_000, sell_paise: 1_000_000, discount_paise: 50_000, package_paise: 950_000, margin_paise: 150_000, margin_bp: 1579 });
    const free = price([line(800_000, 1_000_000)], { discount_paise: 2_000_000 });
    expect(free).toMatchObject({ package_paise: 0, margin_paise: -800_000, margin_bp: null, total_paise: 0 });
  });

  it('counts the lines no season prices', () => {
    expect(price([line(100, 200), { cost_paise: 0, sell_paise: 0, price_source: 'no_season' }]).unpriced_lines).toBe(1);
  });
});

describe('TCS on overseas packages', () => {
  it('takes 5% up to ₹10 lakh and 20% above under the 2025 rule, and keeps the rule and rate', () => {
    const rule = 'IT Act 1961 s.206C(1G), Finance Act 2025';
    expect(tcsOn(100_000_000, '2025-10-01')).toEqual({ rule, rate_bp: 500, amount_paise: 5_000_000 });
    expect(tcsOn(100_000_100, '2025-10-01')).toEqual({ rule, rate_bp: 2000, amount_paise: 5_000_020 });
    expect(tcsOn(200_000_000, '2026-03-31')).toEqual({ rule, rate_bp: 2000, amount_paise: 25_000_000 });
    // Before the table begins, the first rule applies.
    expect(tcsRuleOn('2024-06-01').rule).toBe(rule);
  });

  it('takes 2% flat from 1 April 2026', () => {
    expect(tcsOn(100_000_100, '2026-04-01')).toEqual({ rule: 'IT Act 2025 s.394(1), Finance Act 2026', rate_bp: 200, amount_paise: 2_000_002 });
  });

  it('is reckoned on the package with its GST, only when the trip is overseas', () => {
    // 95,238,096 paise with 5% GST (2,380,952 + 2,380,952) is exactly ₹10 lakh.
    const edge = price([line(90_000_000, 95_238_096)], { overseas: true }, '2025-12-01');
    expect(edge.tcs).toEqual({ applies: true, rule: 'IT Act 1961 s.206C(1G), Finance Act 2025', rate_bp: 500, base_paise: 100_000_000, amount_paise: 5_000_000 });
    const later = price([line(90_000_000, 95_238_096)], { overseas: true }, '2026-04-02');
    expect(later.tcs).toMatchObject({ rule: 'IT Act 2025 s.394(1), Finance Act 2026', rate_bp: 200, amount_paise: 2_000_000 });
    expect(price([line(90_000_000, 95_238_096)]).tcs).toEqual({ applies: false, rule: null, rate_bp: 0, base_paise: 0, amount_paise: 0 });
  });
});

describe('the total', () => {
  it('is the package, GST and TCS rounded to the rupee, 50 paise up, with the round-off shown', () => {
    // 1,234,567 + 30,864 + 30,864 = 1,296,295 paise: ₹12,962.95 becomes ₹12,963.
    const up = price([line(1_000_000, 1_234_567)]);
    expect(up).toMatchObject({ package_paise: 1_234_567, round_off_paise: 5, total_paise: 1_296_300 });
    // 1,000,000 + 25,000 + 25,000 = 1,050,000: already whole.
    expect(price([line(1, 1_000_000)])).toMatchObject({ round_off_paise: 0, total_paise: 1_050_000 });
    // 20 paise of package + 1 + 1 of GST = 22 paise: down to nothing.
    expect(price([line(0, 20)])).toMatchObject({ round_off_paise: -22, total_paise: 0 });
    // 48 + 1 + 1 = 50 paise: up to a rupee.
    expect(price([line(0, 48)])).toMatchObject({ round_off_paise: 50, total_paise: 100 });
  });

  it('always adds up, in whole rupees, with CGST equal to SGST (property)', () => {
    const lineArb = fc.record({ cost_paise: fc.integer({ min: 0, max: 5_000_000_000 }), sell_paise: fc.integer({ min: 0, max: 5_000_000_000 }), price_source: fc.constantFrom('season' as const, 'manual' as const) });
    const rulesArb = fc.record({
      markup_mode: fc.constantFrom(...MARKUP_MODES),
      markup_bp: fc.integer({ min: 0, max: 100_000 }),
      discount_paise: fc.integer({ min: 0, max: 10_000_000_000 }),
      gst_mode: fc.constantFrom(...GST_MODES),
      gst_supply: fc.constantFrom(...GST_SUPPLIES),
      overseas: fc.boolean(),
    });
    const dateArb = fc.constantFrom('2025-01-15', '2025-09-30', '2026-03-31', '2026-04-01', '2027-08-15');
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), rulesArb, dateArb, (lines, rules, pricedOn) => {
        const pricing = priceTrip({ currency: 'INR', rules, lines, pricedOn });
        expect(pricing.total_paise % 100).toBe(0);
        expect(pricing.round_off_paise).toBeGreaterThanOrEqual(-49);
        expect(pricing.round_off_paise).toBeLessThanOrEqual(50);
        expect(pricing.total_paise).toBe(pricing.package_paise + pricing.gst.total_paise + pricing.tcs.amount_paise + pricing.round_off_paise);
        expect(pricing.package_paise).toBe(Math.max(0, pricing.sell_paise - rules.discount_paise));
        expect(pricing.margin_paise).toBe(pricing.package_paise - pricing.cost_paise);
        const [first, second] = pricing.gst.lines;
        if (rules.gst_supply === 'intra_state') expect(first?.amount_paise).toBe(second?.amount_paise);
        // Each part is within half a paisa of its exact share, so the whole is within a paisa.
        const rate = pricing.gst.lines.reduce((sum, tax) => sum + tax.rate_bp, 0);
        expect(Math.abs(pricing.gst.total_paise * 10_000 - pricing.gst.base_paise * rate)).toBeLessThanOrEqual(10_000);
        expect(pricing.tcs.applies).toBe(rules.overseas);
      }),
    );
  });
});
