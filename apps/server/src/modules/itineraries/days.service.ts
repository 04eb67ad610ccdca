import type { z } from 'zod';
import { MAX_TRIP_NIGHTS, type dayCreateRequestSchema, type dayOrderRequestSchema, type dayUpdateRequestSchema, type ItinerarySchedule } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { notFound, validationError } from '../../lib/errors.ts';
import { shiftForInsert, shiftForRemoval, overrunningStay, type DayShift } from './day-shifts.ts';
import { repriceMovedLines } from './line-prices.ts';
import { deleteDays, insertDays, insertItems, renumberDays, updateDay, updateItem } from './schedule-writes.repository.ts';
import { tripRows, type TripRows } from './schedule.repository.ts';
import { checkPlaces } from './trip-checks.ts';
import { updateTrip } from './trip-headings.repository.ts';
import { dayOf, finishTripWrite, openTrip } from './trip-writes.ts';

type DayCreate = z.output<typeof dayCreateRequestSchema>;
type DayUpdate = z.output<typeof dayUpdateRequestSchema>;
type DayOrder = z.output<typeof dayOrderRequestSchema>;

function roomForADay(rows: TripRows): void {
  if (rows.trip.nights >= MAX_TRIP_NIGHTS) throw validationError({ day: [`A trip has at most ${MAX_TRIP_NIGHTS} nights`] });
}

/** Writes a plan of moved days and changed stays, and the trip's nights (always its days less one). */
async function applyShift(tx: Db, rows: TripRows, shift: DayShift, nights: number): Promise<void> {
  await renumberDays(tx, rows.trip.id, shift.numbers);
  for (const [itemId, stayNights] of shift.nights) await updateItem(tx, rows.trip.id, itemId, { nights: stayNights });
  await updateTrip(tx, rows.trip.id, { nights });
}

/** Prices the lines whose dates moved, then keeps the total, audits and answers the schedule. */
async function finishDayWrite(ctx: ServiceContext, tx: Db, before: TripRows, change: Record<string, unknown>): Promise<ItinerarySchedule> {
  const after = await tripRows(tx, before.trip.id);
  if (!after) throw notFound('Itinerary not found.');
  await repriceMovedLines(tx, before, after);
  return finishTripWrite(tx, ctx.actor, before.trip.id, { action: 'update', before: null, after: change });
}

/** A day at the end, or before another day (which moves on a day, with those after it). */
export async function addDay(ctx: ServiceContext, tripId: number, input: DayCreate): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    roomForADay(rows);
    await checkPlaces(tx, 'place_id', [input.place_id]);
    const position = input.before_day_id === undefined ? rows.days.length + 1 : dayOf(rows, input.before_day_id).dayNumber;
    await applyShift(tx, rows, shiftForInsert(rows, position), rows.trip.nights + 1);
    await insertDays(tx, [{ itineraryId: tripId, dayNumber: position, placeId: input.place_id, title: input.title, notes: input.notes }]);
    return finishDayWrite(ctx, tx, rows, { day: position, change: 'day_added' });
  });
}

export async function updateDayById(ctx: ServiceContext, tripId: number, dayId: number, input: DayUpdate): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    const day = dayOf(rows, dayId);
    await checkPlaces(tx, 'place_id', [input.place_id]);
    await updateDay(tx, tripId, dayId, { placeId: input.place_id, title: input.title, notes: input.notes });
    const changed = Object.fromEntries(Object.entries({ place_id: input.place_id, title: input.title, notes: input.notes }).filter(([, value]) => value !== undefined));
    return finishTripWrite(tx, ctx.actor, tripId, { action: 'update', before: null, after: { day: day.dayNumber, change: 'day_updated', ...changed } });
  });
}

/** Removes a day and its items; the days after it move back a day, and a stay across it loses that night. */
export async function removeDay(ctx: ServiceContext, tripId: number, dayId: number): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    const day = dayOf(rows, dayId);
    if (rows.days.length === 1) throw validationError({ day: ['A trip keeps at least one day'] });
    const removedItems = rows.items.filter((item) => item.dayId === dayId).map((item) => item.label);
    await deleteDays(tx, tripId, [dayId]);
    await applyShift(tx, rows, shiftForRemoval(rows, day), rows.trip.nights - 1);
    return finishDayWrite(ctx, tx, rows, { day: day.dayNumber, change: 'day_removed', items: removedItems });
  });
}

/** Copies a day, its place, title, notes and items, to just after it. */
export async function copyDay(ctx: ServiceContext, tripId: number, dayId: number): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    const day = dayOf(rows, dayId);
    roomForADay(rows);
    const position = day.dayNumber + 1;
    await applyShift(tx, rows, shiftForInsert(rows, position, dayId), rows.trip.nights + 1);
    const [copyId] = await insertDays(tx, [{ itineraryId: tripId, dayNumber: position, placeId: day.placeId, title: day.title, notes: day.notes }]);
    if (copyId === undefined) throw new Error('insert into itinerary_days returned no row');
    await insertItems(
      tx,
      rows.items
        .filter((item) => item.dayId === dayId)
        .map(({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...item }) => ({ ...item, dayId: copyId })),
    );
    return finishDayWrite(ctx, tx, rows, { day: position, change: 'day_copied', from_day: day.dayNumber });
  });
}

/** The days in a new order: every day of the trip, once each; their dates follow their new places. */
export async function reorderDays(ctx: ServiceContext, tripId: number, input: DayOrder): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    const known = new Set(rows.days.map((day) => day.id));
    const given = new Set(input.day_ids);
    if (given.size !== input.day_ids.length || given.size !== known.size || input.day_ids.some((id) => !known.has(id))) {
      throw validationError({ day_ids: ['Give every day of the trip, each once'] });
    }
    const numbers = new Map(input.day_ids.map((id, index) => [id, index + 1]));
    const overrun = overrunningStay(rows.items, (item) => numbers.get(item.dayId) ?? 0, rows.trip.nights);
    if (overrun) throw validationError({ day_ids: [`The stay at ${overrun.label} would run past the last night of the trip`] });
    await renumberDays(tx, tripId, numbers);
    const order = rows.days.map((day) => numbers.get(day.id) ?? 0);
    return finishDayWrite(ctx, tx, rows, { change: 'days_reordered', order });
  });
}
