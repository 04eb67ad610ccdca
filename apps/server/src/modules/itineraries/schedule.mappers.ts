import type { ItineraryDay, ItineraryItem, TransportCharge, TripAgent, TripHeading } from '@ua/contracts';
import { addDays } from './plain-dates.ts';
import { lineSellPaise, type PricingRules } from './pricing.ts';
import type { DayRow, ItemRow, TransportRow, TripRow } from './schedule.repository.ts';
import { dayDate, tripReference } from './trip-layout.ts';

/** What the heading names from other areas: places, the owner, and the agent (none unless read). */
export type Names = { places: Map<number, string>; owner: string; agent?: TripAgent | null };

function placeRef(id: number | null, names: Map<number, string>): { id: number; name: string } | null {
  if (id === null) return null;
  return { id, name: names.get(id) ?? '' };
}

export function pricingRulesOf(trip: TripRow): PricingRules {
  return {
    markup_mode: trip.markupMode,
    markup_bp: trip.markupBp,
    discount_paise: trip.discountPaise,
    gst_mode: trip.gstMode,
    gst_supply: trip.gstSupply,
    overseas: trip.overseas,
  };
}

export function toTripHeading(trip: TripRow, placeIds: readonly number[], names: Names): TripHeading {
  return {
    id: trip.id,
    reference: tripReference(trip.id),
    title: trip.title,
    status: trip.status,
    lost_reason: trip.lostReason,
    lost_note: trip.lostNote,
    customer: { name: trip.customerName, phone: trip.customerPhone, email: trip.customerEmail, whatsapp: trip.customerWhatsapp, city: trip.customerCity },
    start_date: trip.startDate,
    end_date: addDays(trip.startDate, trip.nights),
    nights: trip.nights,
    travellers: { adults: trip.adults, children_ages: trip.childrenAges, infants: trip.infants },
    rooms: trip.rooms,
    starting_city: placeRef(trip.startingCityId, names.places),
    places: placeIds.map((id) => ({ id, name: names.places.get(id) ?? '' })),
    currency: trip.currency,
    owner: { id: trip.ownerId, name: names.owner },
    notes: trip.notes,
    pricing: pricingRulesOf(trip),
    agent: names.agent ?? null,
    agency_branding: trip.agencyBranding,
    accepted_version: trip.acceptedVersion,
    latest_version: trip.latestVersion,
    created_at: trip.createdAt.toISOString(),
    updated_at: trip.updatedAt.toISOString(),
  };
}

const season = (row: ItemRow | TransportRow) => (row.seasonFrom !== null && row.seasonTo !== null ? { valid_from: row.seasonFrom, valid_to: row.seasonTo } : null);
const supplier = (row: ItemRow | TransportRow) => (row.supplierId !== null ? { id: row.supplierId, name: row.supplierName ?? '' } : null);

export function toItem(row: ItemRow, date: string, rules: PricingRules): ItineraryItem {
  return {
    id: row.id,
    day_id: row.dayId,
    position: row.position,
    variant_id: row.variantId,
    product_id: row.productId,
    category: row.category,
    label: row.label,
    variant_name: row.variantName,
    supplier: supplier(row),
    quantity: row.quantity,
    nights: row.nights,
    first_date: date,
    last_date: addDays(date, row.nights - 1),
    time: row.time,
    notes: row.notes,
    price_source: row.priceSource,
    season: season(row),
    unit_cost_paise: row.unitCostPaise,
    unit_sell_paise: row.unitSellPaise,
    cost_paise: row.lineCostPaise,
    sell_paise: lineSellPaise(rules, { cost_paise: row.lineCostPaise, sell_paise: row.lineSellPaise }),
  };
}

export function toTransportCharge(row: TransportRow, names: Map<number, string>, rules: PricingRules): TransportCharge {
  return {
    id: row.id,
    position: row.position,
    variant_id: row.variantId,
    label: row.label,
    variant_name: row.variantName,
    supplier: supplier(row),
    from_place: placeRef(row.fromPlaceId, names),
    to_place: placeRef(row.toPlaceId, names),
    basis: row.basis,
    units: row.units,
    vehicles: row.vehicles,
    notes: row.notes,
    price_source: row.priceSource,
    season: season(row),
    unit_cost_paise: row.unitCostPaise,
    unit_sell_paise: row.unitSellPaise,
    cost_paise: row.lineCostPaise,
    sell_paise: lineSellPaise(rules, { cost_paise: row.lineCostPaise, sell_paise: row.lineSellPaise }),
  };
}

/** The days with their items in position order, and on each later night of a stay, the stay it continues. */
export function toDays(trip: TripRow, days: readonly DayRow[], items: readonly ItemRow[], places: Map<number, string>): ItineraryDay[] {
  const rules = pricingRulesOf(trip);
  const byDay = new Map<number, ItemRow[]>();
  for (const item of items) byDay.set(item.dayId, [...(byDay.get(item.dayId) ?? []), item]);
  const continuing = new Map<number, ItineraryDay['continuing_stays']>();
  for (const day of days) {
    for (const item of byDay.get(day.id) ?? []) {
      for (let night = 2; night <= item.nights; night += 1) {
        const number = day.dayNumber + night - 1;
        continuing.set(number, [...(continuing.get(number) ?? []), { item_id: item.id, label: item.label, night, nights: item.nights }]);
      }
    }
  }
  return days.map((day) => {
    const date = dayDate(trip.startDate, day.dayNumber);
    const dayItems = [...(byDay.get(day.id) ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
    return {
      id: day.id,
      day_number: day.dayNumber,
      date,
      place: placeRef(day.placeId, places),
      title: day.title,
      notes: day.notes,
      items: dayItems.map((item) => toItem(item, date, rules)),
      continuing_stays: continuing.get(day.dayNumber) ?? [],
    };
  });
}
