import { MONEY_MAX_PAISE } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { seasonsOfVariantNames, type SeasonPriceRow } from '../catalogue/index.ts';
import { validationError } from '../../lib/errors.ts';
import { priceByHand, priceBySeason, type LinePrice, type SeasonPrice } from './season-pricing.ts';
import { priceColumns, updateItem, updateTransport } from './schedule-writes.repository.ts';
import type { ItemRow, TransportRow, TripRows } from './schedule.repository.ts';
import { dayDate, itemDates } from './trip-layout.ts';

/**
 * Catalogue prices are copied onto a line when it is added and again whenever its dates change;
 * a line priced by hand keeps its prices through date changes, and free text is always by hand.
 */

type CatalogueRef = { productId: number | null; variantName: string | null };

const keyOf = (productId: number, name: string) => `${productId}:${name.toLowerCase()}`;

/** The seasons of each line's product and variant name, by key, in one query. */
export async function seasonsFor(db: Db, lines: readonly CatalogueRef[]): Promise<(line: CatalogueRef) => SeasonPrice[]> {
  const keys = lines.flatMap((line) => (line.productId !== null && line.variantName !== null ? [{ productId: line.productId, name: line.variantName }] : []));
  const byKey = new Map<string, SeasonPriceRow[]>();
  for (const season of await seasonsOfVariantNames(db, keys)) {
    const key = `${season.productId}:${season.nameKey}`;
    byKey.set(key, [...(byKey.get(key) ?? []), season]);
  }
  return (line) => (line.productId !== null && line.variantName !== null ? (byKey.get(keyOf(line.productId, line.variantName)) ?? []) : []);
}

/** A line past ₹100 crore is a typing slip, and its sum could pass what the columns hold. */
export function checkLineSize(price: LinePrice, field: string): void {
  if (price.lineCostPaise > MONEY_MAX_PAISE || price.lineSellPaise > MONEY_MAX_PAISE) {
    throw validationError({ [field]: ['This line comes to more than ₹100 crore; check the quantities'] });
  }
}

/**
 * Prices these lines of the trip for their dates as they now stand: catalogue lines from the
 * catalogue as it is now, lines priced by hand at their own unit prices. `fromCatalogue`: a
 * reprice takes every catalogue line back to its seasons, those priced by hand too.
 */
export async function repriceLines(tx: Db, rows: TripRows, which: { itemIds: ReadonlySet<number>; transportIds: ReadonlySet<number> }, fromCatalogue: boolean): Promise<void> {
  const { trip } = rows;
  const bySeason = (line: ItemRow | TransportRow) => line.variantName !== null && (fromCatalogue || line.priceSource !== 'manual');
  const items = rows.items.filter((item) => which.itemIds.has(item.id));
  const transport = rows.transport.filter((charge) => which.transportIds.has(charge.id));
  if (items.length === 0 && transport.length === 0) return;
  const seasonsOf = await seasonsFor(tx, [...items, ...transport].filter(bySeason));
  const dayNumbers = new Map(rows.days.map((day) => [day.id, day.dayNumber]));
  for (const item of items) {
    const dates = itemDates(trip.startDate, dayNumbers.get(item.dayId) ?? 1, item.nights);
    const price = bySeason(item) ? priceBySeason(seasonsOf(item), dates, trip.currency, item.quantity) : priceByHand(item.unitCostPaise, item.unitSellPaise, item.quantity * dates.length);
    await updateItem(tx, trip.id, item.id, priceColumns(price));
  }
  for (const charge of transport) {
    const price = bySeason(charge) ? priceBySeason(seasonsOf(charge), [trip.startDate], trip.currency, charge.units * charge.vehicles) : priceByHand(charge.unitCostPaise, charge.unitSellPaise, charge.units * charge.vehicles);
    await updateTransport(tx, trip.id, charge.id, priceColumns(price));
  }
}

/** The first date and nights of each item: what its price depends on. */
function itemSpans(rows: TripRows): Map<number, string> {
  const dayNumbers = new Map(rows.days.map((day) => [day.id, day.dayNumber]));
  return new Map(rows.items.map((item) => [item.id, `${dayDate(rows.trip.startDate, dayNumbers.get(item.dayId) ?? 1)}+${item.nights}`]));
}

/**
 * After a change to the days or dates: the catalogue lines whose dates moved are priced again
 * from the seasons of their new dates, and those priced by hand for their new number of nights (a
 * transport charge moves with the start date).
 */
export async function repriceMovedLines(tx: Db, before: TripRows, after: TripRows): Promise<void> {
  const was = itemSpans(before);
  const now = itemSpans(after);
  const itemIds = new Set([...now].filter(([id, span]) => was.get(id) !== span).map(([id]) => id));
  const transportIds = new Set(before.trip.startDate === after.trip.startDate ? [] : after.transport.map((charge) => charge.id));
  await repriceLines(tx, after, { itemIds, transportIds }, false);
}
