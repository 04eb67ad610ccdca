import type { PriceSource } from '@ua/contracts';

/** One season of a variant name: its dates and unit prices. */
export type SeasonPrice = { validFrom: string; validTo: string; costPricePaise: number; sellPricePaise: number; currency: string };

/** The priced columns a line stores. */
export type LinePrice = {
  priceSource: PriceSource;
  seasonFrom: string | null;
  seasonTo: string | null;
  unitCostPaise: number;
  unitSellPaise: number;
  lineCostPaise: number;
  lineSellPaise: number;
};

export type SeasonPricing = LinePrice & { uncovered: string[] };

/** The season of the trip's currency covering `date`; seasons of one variant name never share a day. */
export function seasonOn(seasons: readonly SeasonPrice[], date: string, currency: string): SeasonPrice | undefined {
  return seasons.find((season) => season.currency === currency && season.validFrom <= date && date <= season.validTo);
}

/**
 * A catalogue line priced date by date, each date at the season covering it, times `multiplier`
 * (the quantity, or units times vehicles). A date no season covers makes the whole line `no_season`:
 * it counts as zero until priced, never at a guess. The stored unit prices and season are the first
 * date's.
 */
export function priceBySeason(seasons: readonly SeasonPrice[], dates: readonly string[], currency: string, multiplier: number): SeasonPricing {
  const uncovered: string[] = [];
  let cost = 0n;
  let sell = 0n;
  for (const date of dates) {
    const season = seasonOn(seasons, date, currency);
    if (!season) {
      uncovered.push(date);
      continue;
    }
    cost += BigInt(season.costPricePaise);
    sell += BigInt(season.sellPricePaise);
  }
  const first = dates[0] === undefined ? undefined : seasonOn(seasons, dates[0], currency);
  const unpriced = uncovered.length > 0;
  return {
    priceSource: unpriced ? 'no_season' : 'season',
    seasonFrom: first?.validFrom ?? null,
    seasonTo: first?.validTo ?? null,
    unitCostPaise: first?.costPricePaise ?? 0,
    unitSellPaise: first?.sellPricePaise ?? 0,
    lineCostPaise: unpriced ? 0 : Number(cost * BigInt(multiplier)),
    lineSellPaise: unpriced ? 0 : Number(sell * BigInt(multiplier)),
    uncovered,
  };
}

/** A line priced by hand: the same unit prices on every date. */
export function priceByHand(unitCostPaise: number, unitSellPaise: number, multiplier: number): LinePrice {
  return {
    priceSource: 'manual',
    seasonFrom: null,
    seasonTo: null,
    unitCostPaise,
    unitSellPaise,
    lineCostPaise: Number(BigInt(unitCostPaise) * BigInt(multiplier)),
    lineSellPaise: Number(BigInt(unitSellPaise) * BigInt(multiplier)),
  };
}
