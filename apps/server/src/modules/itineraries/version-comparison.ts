import type { ItineraryDay, ItineraryItem, ItinerarySchedule, TransportCharge, Travellers, VersionComparison } from '@ua/contracts';

/**
 * What changed between two frozen versions of a trip, a pure function of their snapshots. Days are
 * matched by their number (a copied or inserted day has a new id but takes a number), items and
 * transport charges by id: an item moved to another day shows as removed from one and added to the
 * other. Only what changed is listed; the totals are always given.
 */

type DayChange = VersionComparison['days'][number];
type ItemChange = DayChange['items'][number];
type TransportChange = VersionComparison['transport'][number];

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function describeTravellers(travellers: Travellers): string {
  const parts = [plural(travellers.adults, 'adult', 'adults')];
  const children = travellers.children_ages.length;
  if (children > 0) parts.push(`${plural(children, 'child', 'children')} (aged ${travellers.children_ages.join(', ')})`);
  if (travellers.infants > 0) parts.push(plural(travellers.infants, 'infant', 'infants'));
  return parts.join(', ');
}

/** The heading fields a customer would notice, each as text. */
const HEADING_FIELDS: Record<string, (schedule: ItinerarySchedule) => string> = {
  title: (s) => s.heading.title,
  start_date: (s) => s.heading.start_date,
  nights: (s) => String(s.heading.nights),
  travellers: (s) => describeTravellers(s.heading.travellers),
  rooms: (s) => String(s.heading.rooms),
  places: (s) => s.heading.places.map((place) => place.name).join(', '),
};

function headingChanges(from: ItinerarySchedule, to: ItinerarySchedule): VersionComparison['heading'] {
  return Object.entries(HEADING_FIELDS).flatMap(([field, read]) => {
    const before = read(from);
    const after = read(to);
    return before === after ? [] : [{ field, before, after }];
  });
}

/** A catalogue line as staff name it: the product and its variant. */
function lineLabel(line: { label: string; variant_name: string | null }): string {
  return line.variant_name ? `${line.label} (${line.variant_name})` : line.label;
}

function byId<T extends { id: number }>(rows: readonly T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/** Changes matched by id, in the order of `after` then what only `before` had. */
function matchById<T extends { id: number }, C>(before: readonly T[], after: readonly T[], diff: (before: T | null, after: T | null) => C | null): C[] {
  const earlier = byId(before);
  const later = byId(after);
  const changes: C[] = [];
  for (const row of after) {
    const change = diff(earlier.get(row.id) ?? null, row);
    if (change) changes.push(change);
  }
  for (const row of before) {
    if (later.has(row.id)) continue;
    const change = diff(row, null);
    if (change) changes.push(change);
  }
  return changes;
}

const itemFigures = (item: ItineraryItem) => ({ quantity: item.quantity, nights: item.nights, sell_paise: item.sell_paise });

function itemChange(before: ItineraryItem | null, after: ItineraryItem | null): ItemChange | null {
  if (before && after) {
    const same = lineLabel(before) === lineLabel(after) && JSON.stringify(itemFigures(before)) === JSON.stringify(itemFigures(after));
    return same ? null : { change: 'changed', label: lineLabel(after), before: itemFigures(before), after: itemFigures(after) };
  }
  if (after) return { change: 'added', label: lineLabel(after), before: null, after: itemFigures(after) };
  if (before) return { change: 'removed', label: lineLabel(before), before: itemFigures(before), after: null };
  return null;
}

const dayFigures = (day: ItineraryDay) => ({ date: day.date, place: day.place?.name ?? null, title: day.title });

function dayChange(dayNumber: number, before: ItineraryDay | undefined, after: ItineraryDay | undefined): DayChange | null {
  const items = matchById(before?.items ?? [], after?.items ?? [], itemChange);
  if (before && after) {
    const headingSame = JSON.stringify(dayFigures(before)) === JSON.stringify(dayFigures(after));
    if (headingSame && items.length === 0) return null;
    return { day_number: dayNumber, change: 'changed', before: dayFigures(before), after: dayFigures(after), items };
  }
  if (after) return { day_number: dayNumber, change: 'added', before: null, after: dayFigures(after), items };
  if (before) return { day_number: dayNumber, change: 'removed', before: dayFigures(before), after: null, items };
  return null;
}

function dayChanges(from: ItinerarySchedule, to: ItinerarySchedule): DayChange[] {
  const earlier = new Map(from.days.map((day) => [day.day_number, day]));
  const later = new Map(to.days.map((day) => [day.day_number, day]));
  const numbers = [...new Set([...earlier.keys(), ...later.keys()])].sort((a, b) => a - b);
  return numbers.flatMap((number) => dayChange(number, earlier.get(number), later.get(number)) ?? []);
}

const transportFigures = (charge: TransportCharge) => ({ units: charge.units, vehicles: charge.vehicles, sell_paise: charge.sell_paise });

function transportLabel(charge: TransportCharge): string {
  const route = [charge.from_place?.name, charge.to_place?.name].filter(Boolean).join(' to ');
  return route ? `${lineLabel(charge)}, ${route}` : lineLabel(charge);
}

function transportChange(before: TransportCharge | null, after: TransportCharge | null): TransportChange | null {
  if (before && after) {
    const same = transportLabel(before) === transportLabel(after) && before.basis === after.basis && JSON.stringify(transportFigures(before)) === JSON.stringify(transportFigures(after));
    return same ? null : { change: 'changed', label: transportLabel(after), before: transportFigures(before), after: transportFigures(after) };
  }
  if (after) return { change: 'added', label: transportLabel(after), before: null, after: transportFigures(after) };
  if (before) return { change: 'removed', label: transportLabel(before), before: transportFigures(before), after: null };
  return null;
}

export function compareVersions(from: { version: number; schedule: ItinerarySchedule }, to: { version: number; schedule: ItinerarySchedule }): VersionComparison {
  const before = from.schedule;
  const after = to.schedule;
  return {
    from: from.version,
    to: to.version,
    heading: headingChanges(before, after),
    days: dayChanges(before, after),
    transport: matchById(before.transport, after.transport, transportChange),
    totals: {
      package_before_paise: before.pricing.package_paise,
      package_after_paise: after.pricing.package_paise,
      total_before_paise: before.pricing.total_paise,
      total_after_paise: after.pricing.total_paise,
      margin_before_paise: before.pricing.margin_paise,
      margin_after_paise: after.pricing.margin_paise,
    },
  };
}
