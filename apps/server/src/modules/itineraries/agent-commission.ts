import { COMMISSION_CATEGORIES, commissionOf, type AgentCommission, type CommissionCategory, type ItinerarySchedule, type ProductCategoryType } from '@ua/contracts';
import type { AgentForTrip } from '../agents/index.ts';
import { lineSellPaise, packagePaiseOf } from './pricing.ts';
import { pricingRulesOf } from './schedule.mappers.ts';
import type { TripRows } from './schedule.repository.ts';

/** What one category of a trip earns commission on: the customer's price of its lines before tax. */
export type CommissionBase = { category: CommissionCategory; base_paise: number };

/** A line as commission sees it: its category and its sell price under the trip's markup rule. */
type CommissionLine = { category: CommissionCategory; sell_paise: number };

/** A free-text item has no product, so no category: it earns the agent's default rate. */
const categoryOf = (category: ProductCategoryType | null): CommissionCategory => category ?? 'other';

/**
 * Each category's base: the package price (the sell prices less the trip's discount, before tax)
 * shared out in proportion to the categories' sell prices, so the discount falls on every category
 * alike rather than on whichever earns the most. Kept exact in paise by the largest remainder: each
 * category takes the whole paise of its share, and the paise left over go one each to the largest
 * fractions (ties to the larger sell, then in the catalogue's category order), so the bases add up
 * to the package price to the paisa. Categories with nothing sold are left out.
 */
export function commissionBases(lines: readonly CommissionLine[], packagePaise: number): CommissionBase[] {
  const sells = new Map<CommissionCategory, number>();
  for (const line of lines) if (line.sell_paise > 0) sells.set(line.category, (sells.get(line.category) ?? 0) + line.sell_paise);
  const totalSell = [...sells.values()].reduce((sum, sell) => sum + sell, 0);
  if (totalSell === 0) return [];
  const total = BigInt(totalSell);
  const shares = COMMISSION_CATEGORIES.flatMap((category, order) => {
    const sell = sells.get(category);
    if (sell === undefined) return [];
    const exact = BigInt(packagePaise) * BigInt(sell);
    return [{ category, order, sell, base: Number(exact / total), remainder: exact % total }];
  });
  const leftOver = packagePaise - shares.reduce((sum, share) => sum + share.base, 0);
  const byFraction = [...shares].sort((a, b) => (a.remainder === b.remainder ? b.sell - a.sell || a.order - b.order : a.remainder > b.remainder ? -1 : 1));
  for (const share of byFraction.slice(0, leftOver)) share.base += 1;
  return shares.map(({ category, base }) => ({ category, base_paise: base }));
}

/** The bases of a schedule as the editor shows it or a version froze it. */
export function basesOfSchedule(schedule: Pick<ItinerarySchedule, 'days' | 'transport'> & { pricing: Pick<ItinerarySchedule['pricing'], 'package_paise'> }): CommissionBase[] {
  const lines: CommissionLine[] = [
    ...schedule.days.flatMap((day) => day.items.map((item) => ({ category: categoryOf(item.category), sell_paise: item.sell_paise }))),
    ...schedule.transport.map((charge) => ({ category: 'transport' as const, sell_paise: charge.sell_paise })),
  ];
  return commissionBases(lines, schedule.pricing.package_paise);
}

/** The bases of a trip's rows as they stand, without building its schedule. */
export function basesOfRows(rows: Pick<TripRows, 'trip' | 'items' | 'transport'>): CommissionBase[] {
  const rules = pricingRulesOf(rows.trip);
  const sell = (row: { lineCostPaise: number; lineSellPaise: number }) => lineSellPaise(rules, { cost_paise: row.lineCostPaise, sell_paise: row.lineSellPaise });
  const lines: CommissionLine[] = [
    ...rows.items.map((item) => ({ category: categoryOf(item.category), sell_paise: sell(item) })),
    ...rows.transport.map((charge) => ({ category: 'transport' as const, sell_paise: sell(charge) })),
  ];
  const sellPaise = lines.reduce((sum, line) => sum + line.sell_paise, 0);
  return commissionBases(lines, packagePaiseOf(sellPaise, rules.discount_paise));
}

/** The agent's commission on these bases at its rates: each category at its own rate, else the default. */
export function agentCommissionOf(agent: Pick<AgentForTrip, 'agencyName' | 'commissionBp' | 'overrides'>, bases: readonly CommissionBase[]): AgentCommission {
  const rates = new Map(agent.overrides.map((override) => [override.category as CommissionCategory, override.commission_bp]));
  const byCategory = bases.map((base) => {
    const rate = rates.get(base.category) ?? agent.commissionBp;
    return { category: base.category, base_paise: base.base_paise, commission_bp: rate, commission_paise: commissionOf([base], rate, []) };
  });
  return { agency_name: agent.agencyName, commission_paise: commissionOf(bases, agent.commissionBp, agent.overrides), by_category: byCategory };
}
