import type { z } from 'zod';
import { MAX_DAY_ITEMS, type itemCreateRequestSchema, type itemMoveRequestSchema, type itemOrderRequestSchema, type itemUpdateRequestSchema, type ItinerarySchedule, type ProductCategoryType } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { variantForQuote } from '../catalogue/index.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { checkLineSize, repriceLines, repriceMovedLines, seasonsFor } from './line-prices.ts';
import { priceByHand, priceBySeason, type LinePrice } from './season-pricing.ts';
import { deleteItem, insertItems, placeItems, priceColumns, updateItem } from './schedule-writes.repository.ts';
import { tripRows, type ItemRow, type TripRows } from './schedule.repository.ts';
import { isStay, itemDates, lastNight } from './trip-layout.ts';
import { dayOf, finishTripWrite, openTrip } from './trip-writes.ts';

type ItemCreate = z.output<typeof itemCreateRequestSchema>;
type ItemUpdate = z.output<typeof itemUpdateRequestSchema>;
type ItemOrder = z.output<typeof itemOrderRequestSchema>;
type ItemMove = z.output<typeof itemMoveRequestSchema>;

function itemOf(rows: TripRows, itemId: number): ItemRow {
  const item = rows.items.find((candidate) => candidate.id === itemId);
  if (!item) throw notFound('Item not found.');
  return item;
}

const itemsOfDay = (rows: TripRows, dayId: number) => rows.items.filter((item) => item.dayId === dayId).sort((a, b) => a.position - b.position || a.id - b.id);

/** A stay covers its nights from its day and must end by the trip's last night; anything else is one date. */
function checkNights(category: ProductCategoryType | null, dayNumber: number, nights: number, tripNights: number): void {
  if (!isStay(category)) {
    if (nights !== 1) throw validationError({ nights: ['Only a stay covers more than one night'] });
    return;
  }
  if (lastNight(dayNumber, nights) > tripNights) {
    throw validationError({ nights: [`A stay from day ${dayNumber} can cover at most ${Math.max(0, tripNights - dayNumber + 1)} nights of this trip`] });
  }
}

function roomOnDay(rows: TripRows, dayId: number): void {
  if (itemsOfDay(rows, dayId).length >= MAX_DAY_ITEMS) throw validationError({ day_id: [`A day holds at most ${MAX_DAY_ITEMS} items`] });
}

async function finishItemWrite(ctx: ServiceContext, tx: Db, tripId: number, before: Record<string, unknown> | null, after: Record<string, unknown>): Promise<ItinerarySchedule> {
  return finishTripWrite(tx, ctx.actor, tripId, { action: 'update', before, after });
}

/**
 * An item from a catalogue variant (its product's name, the variant name, the supplier and the
 * category copied on, priced by the seasons of its dates) or free text priced by hand.
 */
export async function addItem(ctx: ServiceContext, tripId: number, dayId: number, input: ItemCreate): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    const day = dayOf(rows, dayId);
    roomOnDay(rows, dayId);
    const { trip } = rows;
    const position = itemsOfDay(rows, dayId).length + 1;
    const common = { itineraryId: tripId, dayId, position, quantity: input.quantity, nights: input.nights, time: input.time, notes: input.notes };

    let values;
    if (input.variant_id === null) {
      checkNights(null, day.dayNumber, input.nights, trip.nights);
      const price = priceByHand(input.unit_cost_paise ?? 0, input.unit_sell_paise ?? 0, input.quantity);
      checkLineSize(price, 'quantity');
      values = { ...common, category: null, label: input.label, ...priceColumns(price) };
    } else {
      const variant = await variantForQuote(tx, input.variant_id);
      if (!variant) throw validationError({ variant_id: ['No such variant'] });
      if (!variant.active) throw validationError({ variant_id: ['The catalogue no longer sells this variant'] });
      if (variant.currency !== trip.currency) {
        throw new AppError('itinerary.currency_mismatch', `This variant is priced in ${variant.currency}, the trip in ${trip.currency}.`, { variant_id: [`Priced in ${variant.currency}, not ${trip.currency}`] });
      }
      checkNights(variant.category, day.dayNumber, input.nights, trip.nights);
      const seasons = await seasonsFor(tx, [{ productId: variant.productId, variantName: variant.variantName }]);
      const dates = itemDates(trip.startDate, day.dayNumber, input.nights);
      let price: LinePrice = priceBySeason(seasons({ productId: variant.productId, variantName: variant.variantName }), dates, trip.currency, input.quantity);
      // Prices typed in with a variant are staff's own, as when they are edited afterwards.
      if (input.unit_cost_paise !== undefined || input.unit_sell_paise !== undefined) {
        price = priceByHand(input.unit_cost_paise ?? price.unitCostPaise, input.unit_sell_paise ?? price.unitSellPaise, input.quantity * dates.length);
      }
      checkLineSize(price, 'quantity');
      values = {
        ...common,
        category: variant.category,
        variantId: variant.id,
        productId: variant.productId,
        label: variant.productName,
        variantName: variant.variantName,
        supplierId: variant.supplierId,
        supplierName: variant.supplierName,
        ...priceColumns(price),
      };
    }
    await insertItems(tx, [values]);
    return finishItemWrite(ctx, tx, tripId, null, { day: day.dayNumber, item: values.label, change: 'added' });
  });
}

/**
 * Edits an item. Unit prices given here make it priced by hand; a change of nights prices a
 * catalogue line again for its new dates; a new quantity scales the line as it was priced.
 */
export async function updateItemById(ctx: ServiceContext, tripId: number, itemId: number, input: ItemUpdate): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    const item = itemOf(rows, itemId);
    const day = dayOf(rows, item.dayId);
    const nights = input.nights ?? item.nights;
    const quantity = input.quantity ?? item.quantity;
    if (input.nights !== undefined) checkNights(item.category, day.dayNumber, nights, rows.trip.nights);

    const byHand = input.unit_cost_paise !== undefined || input.unit_sell_paise !== undefined || item.priceSource === 'manual';
    let price: LinePrice;
    if (byHand) {
      price = priceByHand(input.unit_cost_paise ?? item.unitCostPaise, input.unit_sell_paise ?? item.unitSellPaise, quantity * nights);
    } else if (nights !== item.nights) {
      const seasons = await seasonsFor(tx, [item]);
      price = priceBySeason(seasons(item), itemDates(rows.trip.startDate, day.dayNumber, nights), rows.trip.currency, quantity);
    } else {
      // The same dates: the line keeps the prices it was given, for the new quantity (each date's sum is the line over the old quantity).
      price = {
        priceSource: item.priceSource,
        seasonFrom: item.seasonFrom,
        seasonTo: item.seasonTo,
        unitCostPaise: item.unitCostPaise,
        unitSellPaise: item.unitSellPaise,
        lineCostPaise: (item.lineCostPaise / item.quantity) * quantity,
        lineSellPaise: (item.lineSellPaise / item.quantity) * quantity,
      };
    }
    checkLineSize(price, 'quantity');
    await updateItem(tx, tripId, itemId, { label: input.label, quantity, nights, time: input.time, notes: input.notes, ...priceColumns(price) });

    const fields = { label: input.label, quantity: input.quantity, nights: input.nights, time: input.time, notes: input.notes, unit_cost_paise: input.unit_cost_paise, unit_sell_paise: input.unit_sell_paise };
    const changed = Object.entries(fields).filter(([, value]) => value !== undefined);
    const was: Record<string, unknown> = { label: item.label, quantity: item.quantity, nights: item.nights, time: item.time, notes: item.notes, unit_cost_paise: item.unitCostPaise, unit_sell_paise: item.unitSellPaise };
    return finishItemWrite(ctx, tx, tripId, Object.fromEntries(changed.map(([key]) => [key, was[key]])), { day: day.dayNumber, item: item.label, change: 'updated', ...Object.fromEntries(changed) });
  });
}

export async function removeItem(ctx: ServiceContext, tripId: number, itemId: number): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    const item = itemOf(rows, itemId);
    const day = dayOf(rows, item.dayId);
    await deleteItem(tx, tripId, itemId);
    await placeItems(
      tx,
      tripId,
      day.id,
      itemsOfDay(rows, day.id)
        .filter((other) => other.id !== itemId)
        .map((other) => other.id),
    );
    return finishItemWrite(ctx, tx, tripId, null, { day: day.dayNumber, item: item.label, change: 'removed' });
  });
}

/** A day's items in a new order: every item of the day, once each. */
export async function reorderItems(ctx: ServiceContext, tripId: number, dayId: number, input: ItemOrder): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    const day = dayOf(rows, dayId);
    const known = new Set(itemsOfDay(rows, dayId).map((item) => item.id));
    const given = new Set(input.item_ids);
    if (given.size !== input.item_ids.length || given.size !== known.size || input.item_ids.some((id) => !known.has(id))) {
      throw validationError({ item_ids: ['Give every item of the day, each once'] });
    }
    await placeItems(tx, tripId, dayId, input.item_ids);
    return finishItemWrite(ctx, tx, tripId, null, { day: day.dayNumber, change: 'items_reordered' });
  });
}

/** Moves an item to a day of the same trip (at `position`, or the end); a catalogue line is priced for its new dates. */
export async function moveItem(ctx: ServiceContext, tripId: number, itemId: number, input: ItemMove): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    const item = itemOf(rows, itemId);
    const from = dayOf(rows, item.dayId);
    const to = dayOf(rows, input.day_id);
    if (to.id !== from.id) roomOnDay(rows, to.id);
    if (isStay(item.category) && lastNight(to.dayNumber, item.nights) > rows.trip.nights) {
      throw validationError({ day_id: [`The ${item.nights}-night stay would run past the last night of the trip from day ${to.dayNumber}`] });
    }
    const target = itemsOfDay(rows, to.id)
      .filter((other) => other.id !== itemId)
      .map((other) => other.id);
    const at = Math.min(input.position ?? target.length + 1, target.length + 1) - 1;
    target.splice(at, 0, itemId);
    if (to.id !== from.id) {
      await placeItems(
        tx,
        tripId,
        from.id,
        itemsOfDay(rows, from.id)
          .filter((other) => other.id !== itemId)
          .map((other) => other.id),
      );
    }
    await placeItems(tx, tripId, to.id, target);
    const after = await tripRows(tx, tripId);
    if (!after) throw notFound('Itinerary not found.');
    await repriceMovedLines(tx, rows, after);
    return finishItemWrite(ctx, tx, tripId, { day: from.dayNumber }, { day: to.dayNumber, item: item.label, change: 'moved' });
  });
}

/** Every catalogue line priced afresh from the catalogue as it is now, those priced by hand too. */
export async function repriceTrip(ctx: ServiceContext, tripId: number): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    await repriceLines(tx, rows, { itemIds: new Set(rows.items.map((item) => item.id)), transportIds: new Set(rows.transport.map((charge) => charge.id)) }, true);
    return finishItemWrite(ctx, tx, tripId, null, { change: 'repriced' });
  });
}
