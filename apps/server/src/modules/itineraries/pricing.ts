import type { GstMode, GstSupply, ItineraryPricing, MarkupMode, PriceSource } from '@ua/contracts';
import { pct, roundToRupee, shareBp } from '../../lib/money.ts';
import { tcsOn } from './tcs-rates.ts';

/** A trip's pricing rules, as stored on the heading. */
export type PricingRules = {
  markup_mode: MarkupMode;
  markup_bp: number;
  discount_paise: number;
  gst_mode: GstMode;
  gst_supply: GstSupply;
  overseas: boolean;
};

/** One item or transport charge: its line totals as stored (before the markup rule). */
export type PricedLine = { cost_paise: number; sell_paise: number; price_source: PriceSource };

type TaxLine = ItineraryPricing['gst']['lines'][number];

/** The trip's price as the lines and rules make it; the agent's commission is added by the schedule, which knows the agent. */
export type TripPrice = Omit<ItineraryPricing, 'agent_commission'>;

/** CGST and SGST are each taken at their own rate, never a total split in two, so the two always match. */
const GST_RATES: Record<GstMode, Record<GstSupply, readonly Omit<TaxLine, 'amount_paise'>[]>> = {
  package_5: {
    intra_state: [
      { name: 'CGST', rate_bp: 250 },
      { name: 'SGST', rate_bp: 250 },
    ],
    inter_state: [{ name: 'IGST', rate_bp: 500 }],
  },
  service_fee_18: {
    intra_state: [
      { name: 'CGST', rate_bp: 900 },
      { name: 'SGST', rate_bp: 900 },
    ],
    inter_state: [{ name: 'IGST', rate_bp: 1800 }],
  },
};

/** A line's sell price under the trip's markup rule: as stored, or its cost plus the markup. */
export function lineSellPaise(rules: Pick<PricingRules, 'markup_mode' | 'markup_bp'>, line: Pick<PricedLine, 'cost_paise' | 'sell_paise'>): number {
  return rules.markup_mode === 'percent_on_cost' ? line.cost_paise + pct(line.cost_paise, rules.markup_bp) : line.sell_paise;
}

/** The package price: the lines' sell prices less the discount, never below zero. */
export function packagePaiseOf(sellPaise: number, discountPaise: number): number {
  return Math.max(0, sellPaise - discountPaise);
}

/**
 * The trip's price from its lines, a pure function of its input. Every percentage is taken in whole
 * paise half up; the total is rounded to the rupee, the difference shown as the round-off.
 */
export function priceTrip(input: { currency: string; rules: PricingRules; lines: readonly PricedLine[]; pricedOn: string }): TripPrice {
  const { rules, lines } = input;
  let cost = 0;
  let sell = 0;
  for (const line of lines) {
    cost += line.cost_paise;
    sell += lineSellPaise(rules, line);
  }
  const packagePaise = packagePaiseOf(sell, rules.discount_paise);
  const margin = packagePaise - cost;

  const gstBase = rules.gst_mode === 'package_5' ? packagePaise : Math.max(0, margin);
  const gstLines = GST_RATES[rules.gst_mode][rules.gst_supply].map((rate) => ({ ...rate, amount_paise: pct(gstBase, rate.rate_bp) }));
  const gstTotal = gstLines.reduce((sum, line) => sum + line.amount_paise, 0);

  const tcsBase = packagePaise + gstTotal;
  const tcs = rules.overseas ? { applies: true, ...tcsOn(tcsBase, input.pricedOn), base_paise: tcsBase } : { applies: false, rule: null, rate_bp: 0, base_paise: 0, amount_paise: 0 };

  const beforeRounding = packagePaise + gstTotal + tcs.amount_paise;
  const total = roundToRupee(beforeRounding);
  return {
    currency: input.currency,
    cost_paise: cost,
    sell_paise: sell,
    discount_paise: rules.discount_paise,
    package_paise: packagePaise,
    margin_paise: margin,
    margin_bp: shareBp(margin, packagePaise),
    gst: { mode: rules.gst_mode, supply: rules.gst_supply, base_paise: gstBase, lines: gstLines, total_paise: gstTotal },
    tcs: { applies: tcs.applies, rule: tcs.rule, rate_bp: tcs.rate_bp, base_paise: tcs.base_paise, amount_paise: tcs.amount_paise },
    round_off_paise: total - beforeRounding,
    total_paise: total,
    priced_on: input.pricedOn,
    unpriced_lines: lines.filter((line) => line.price_source === 'no_season').length,
  };
}
