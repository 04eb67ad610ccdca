import type { DayRow, ItemRow, TripRows } from './schedule.repository.ts';
import { isStay, lastNight } from './trip-layout.ts';

/**
 * How the days move when one is put in or taken out, as a plan the days service writes. A stay
 * that spans the place where a day goes in grows by that night (the travellers are still there);
 * one that spans a day taken out loses that night. Stays elsewhere keep their nights and move
 * with their day.
 */
export type DayShift = {
  /** Every remaining day's new number. */
  numbers: Map<number, number>;
  /** Stays whose nights change, with their new nights. */
  nights: Map<number, number>;
};

function stayDay(days: readonly DayRow[]) {
  const numbers = new Map(days.map((day) => [day.id, day.dayNumber]));
  return (item: ItemRow) => numbers.get(item.dayId) ?? 0;
}

/** A day goes in at `position`: it and the days after it move on by one. `copiedDayId`: its own stays are copied, not grown. */
export function shiftForInsert(rows: TripRows, position: number, copiedDayId?: number): DayShift {
  const dayOf = stayDay(rows.days);
  const numbers = new Map(rows.days.map((day) => [day.id, day.dayNumber >= position ? day.dayNumber + 1 : day.dayNumber]));
  const nights = new Map<number, number>();
  for (const item of rows.items) {
    const from = dayOf(item);
    if (!isStay(item.category) || item.dayId === copiedDayId) continue;
    if (from < position && lastNight(from, item.nights) >= position) nights.set(item.id, item.nights + 1);
  }
  return { numbers, nights };
}

/** The day `removed` goes (its items with it): the days after it move back by one. */
export function shiftForRemoval(rows: TripRows, removed: DayRow): DayShift {
  const dayOf = stayDay(rows.days);
  const numbers = new Map(rows.days.filter((day) => day.id !== removed.id).map((day) => [day.id, day.dayNumber > removed.dayNumber ? day.dayNumber - 1 : day.dayNumber]));
  const nights = new Map<number, number>();
  for (const item of rows.items) {
    const from = dayOf(item);
    if (item.dayId === removed.id || !isStay(item.category)) continue;
    if (from < removed.dayNumber && lastNight(from, item.nights) >= removed.dayNumber) nights.set(item.id, item.nights - 1);
  }
  return { numbers, nights };
}

/** A stay that would run past the trip's last night with its day at `dayNumber`. */
export function overrunningStay(items: readonly ItemRow[], dayNumberOf: (item: ItemRow) => number, tripNights: number): ItemRow | undefined {
  return items.find((item) => isStay(item.category) && lastNight(dayNumberOf(item), item.nights) > tripNights);
}
