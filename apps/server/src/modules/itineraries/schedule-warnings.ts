import type { ItineraryWarning } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { variantsStillSold } from '../catalogue/index.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { lineSellPaise, type PricingRules } from './pricing.ts';
import type { ItemRow, TransportRow, TripRows } from './schedule.repository.ts';
import { seasonsFor } from './line-prices.ts';
import { seasonOn, type SeasonPrice } from './season-pricing.ts';
import { itemDates } from './trip-layout.ts';

type Line = { row: ItemRow | TransportRow; dates: string[]; ref: Pick<ItineraryWarning, 'item_id' | 'transport_charge_id'> };

const nameOf = (row: ItemRow | TransportRow) => (row.variantName ? `${row.label} · ${row.variantName}` : row.label);

/**
 * What staff must look at before sending the quote: lines no season prices (with the dates), lines
 * whose variant the catalogue no longer sells, and lines selling below their cost.
 */
export async function scheduleWarnings(db: Db, rows: TripRows, rules: PricingRules): Promise<ItineraryWarning[]> {
  const { trip } = rows;
  const dayNumbers = new Map(rows.days.map((day) => [day.id, day.dayNumber]));
  const lines: Line[] = [
    ...rows.items.map((row) => ({ row, dates: itemDates(trip.startDate, dayNumbers.get(row.dayId) ?? 1, row.nights), ref: { item_id: row.id, transport_charge_id: null } })),
    ...rows.transport.map((row) => ({ row, dates: [trip.startDate], ref: { item_id: null, transport_charge_id: row.id } })),
  ];
  const unpriced = lines.filter((line) => line.row.priceSource === 'no_season');
  const catalogueLines = lines.filter((line) => line.row.variantName !== null);
  const [seasonsOf, sold] = await inParallel(db, [
    () => seasonsFor(db, unpriced.map(({ row }) => row)),
    () => variantsStillSold(db, catalogueLines.flatMap(({ row }) => (row.variantId === null ? [] : [row.variantId]))),
  ]);

  const warnings: ItineraryWarning[] = [];
  for (const line of unpriced) warnings.push(unpricedWarning(line, seasonsOf(line.row), trip.currency));
  for (const { row, ref } of catalogueLines) {
    if (row.variantId === null || sold.get(row.variantId) !== true) {
      warnings.push({ code: 'inactive_variant', ...ref, message: `The catalogue no longer sells ${nameOf(row)}: check it with the supplier, or replace it.` });
    }
  }
  for (const { row, ref } of lines) {
    if (row.priceSource === 'no_season') continue;
    const sell = lineSellPaise(rules, { cost_paise: row.lineCostPaise, sell_paise: row.lineSellPaise });
    if (sell < row.lineCostPaise) warnings.push({ code: 'below_cost', ...ref, message: `${nameOf(row)} sells below its cost.` });
  }
  return warnings;
}

function unpricedWarning(line: Line, seasons: readonly SeasonPrice[], currency: string): ItineraryWarning {
  const { row, ref, dates } = line;
  const uncovered = dates.filter((date) => !seasonOn(seasons, date, currency));
  const otherCurrency = uncovered.filter((date) => seasons.some((season) => season.validFrom <= date && date <= season.validTo));
  if (otherCurrency.length > 0 && otherCurrency.length === uncovered.length) {
    return { code: 'currency_mismatch', ...ref, message: `${nameOf(row)} is priced in another currency than the trip's (${currency}) on ${otherCurrency.join(', ')}; it counts as zero.` };
  }
  if (uncovered.length === 0) {
    return { code: 'no_season', ...ref, message: `No season of ${nameOf(row)} covered its dates when it was priced; it counts as zero until repriced or priced by hand.` };
  }
  return { code: 'no_season', ...ref, message: `No season of ${nameOf(row)} covers ${uncovered.join(', ')}; it counts as zero until priced.` };
}
