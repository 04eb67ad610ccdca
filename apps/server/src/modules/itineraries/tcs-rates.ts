import { pct } from '../../lib/money.ts';

/**
 * TCS on overseas tour programme packages, by the date of the quote. Finance acts change the rates,
 * so every quote keeps the rule and rate it was priced with. A slab's `up_to_paise` is the most of
 * the base it covers (null: the rest).
 *
 * The 2025 rule's ₹10 lakh threshold is per buyer per financial year, summed over every package the
 * buyer paid for. Earlier purchases are not tracked here, so the threshold is applied to this quote
 * alone: a buyer who already crossed it elsewhere is under-collected, and accounts must check.
 */
export type TcsSlab = { up_to_paise: number | null; rate_bp: number };
export type TcsRule = { rule: string; from: string; to: string | null; slabs: readonly TcsSlab[] };

export const TCS_RULES: readonly TcsRule[] = [
  {
    rule: 'IT Act 1961 s.206C(1G), Finance Act 2025',
    from: '2025-04-01',
    to: '2026-03-31',
    slabs: [
      { up_to_paise: 10_00_000_00, rate_bp: 500 },
      { up_to_paise: null, rate_bp: 2000 },
    ],
  },
  { rule: 'IT Act 2025 s.394(1), Finance Act 2026', from: '2026-04-01', to: null, slabs: [{ up_to_paise: null, rate_bp: 200 }] },
];

/** The rule in force on `date` (YYYY-MM-DD); a date before the table begins takes the first rule. */
export function tcsRuleOn(date: string): TcsRule {
  const rule = TCS_RULES.find((candidate) => date >= candidate.from && (candidate.to === null || date <= candidate.to));
  if (rule) return rule;
  const first = TCS_RULES[0];
  if (!first || date > first.from) throw new Error(`no TCS rule covers ${date}`);
  return first;
}

/**
 * The TCS on `basePaise` under the rule of `date`: each slab's part of the base at its own rate, in
 * whole paise half up. `rate_bp` is the highest slab rate the base reached.
 */
export function tcsOn(basePaise: number, date: string): { rule: string; rate_bp: number; amount_paise: number } {
  const rule = tcsRuleOn(date);
  let rest = Math.max(0, basePaise);
  let amount = 0;
  let rate = rule.slabs[0]?.rate_bp ?? 0;
  for (const slab of rule.slabs) {
    if (rest <= 0) break;
    const taken = slab.up_to_paise === null ? rest : Math.min(rest, slab.up_to_paise);
    amount += pct(taken, slab.rate_bp);
    rate = slab.rate_bp;
    rest -= taken;
  }
  return { rule: rule.rule, rate_bp: rate, amount_paise: amount };
}
