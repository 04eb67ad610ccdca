import type { ItineraryDay, ItineraryItem, TransportCharge } from '@ua/contracts';
import { weekdayDay } from '../../utils/trip-format';

/** "Day 3 · Thu 14 Dec 2026 · Munnar": the day's heading; a day without a place yet goes without it. */
export function dayHeading(day: Pick<ItineraryDay, 'day_number' | 'date' | 'place'>): string {
  return [`Day ${day.day_number}`, weekdayDay(day.date), day.place?.name].filter(Boolean).join(' · ');
}

const count = (amount: number, one: string, many: string) => `${amount} ${amount === 1 ? one : many}`;

/**
 * What the quantity counts, in the category's own words: "2 rooms × 3 nights" for a stay, "1 vehicle"
 * for a transfer, "4 people" for an activity, sightseeing or a meal. Free text says units.
 */
export function quantityPhrase(item: Pick<ItineraryItem, 'category' | 'quantity' | 'nights'>): string {
  const { quantity, nights } = item;
  const withNights = (phrase: string) => (nights > 1 ? `${phrase} × ${count(nights, 'night', 'nights')}` : phrase);
  switch (item.category) {
    case 'accommodation':
      return `${count(quantity, 'room', 'rooms')} × ${count(nights, 'night', 'nights')}`;
    case 'transport':
      return withNights(count(quantity, 'vehicle', 'vehicles'));
    case 'activity':
    case 'sightseeing':
    case 'meal':
      return count(quantity, 'person', 'people');
    case 'guide':
      return withNights(count(quantity, 'guide', 'guides'));
    case 'package':
      return count(quantity, 'package', 'packages');
    case null:
      return withNights(count(quantity, 'unit', 'units'));
  }
}

/** "2 vehicles × 5 days", "1 vehicle × 320 km", "1 vehicle, whole trip". */
export function transportQuantity(charge: Pick<TransportCharge, 'basis' | 'units' | 'vehicles'>): string {
  const vehicles = count(charge.vehicles, 'vehicle', 'vehicles');
  if (charge.basis === 'days') return `${vehicles} × ${count(charge.units, 'day', 'days')}`;
  if (charge.basis === 'km') return `${vehicles} × ${charge.units} km`;
  return `${vehicles}, whole trip`;
}

/** "Kochi → Munnar", "from Kochi", "to Munnar", or none. */
export function routeOf(charge: Pick<TransportCharge, 'from_place' | 'to_place'>): string | undefined {
  const { from_place: from, to_place: to } = charge;
  if (from && to) return `${from.name} → ${to.name}`;
  if (from) return `from ${from.name}`;
  if (to) return `to ${to.name}`;
  return undefined;
}

/** An id list with the one at `index` moved by `step` places; the same list when it would leave the ends. */
export function moveBy<T>(ids: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
