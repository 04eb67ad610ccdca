import { and, eq } from 'drizzle-orm';
import type { ItineraryStatus, PriceSource, ProductCategoryType, TransportBasis } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { itineraries, itineraryDays, itineraryItems, itineraryTransportCharges } from '../../db/schema/itineraries.ts';

/**
 * Trips inserted row by row, as the schedule's writes leave them (line totals already taken), so the
 * final itinerary tests need neither the catalogue nor the trip-editing routes.
 */

export type ItemFixture = {
  day: number;
  label: string;
  category?: ProductCategoryType | null;
  variantName?: string | null;
  quantity?: number;
  nights?: number;
  time?: string | null;
  notes?: string;
  costPaise: number;
  sellPaise: number;
  priceSource?: PriceSource;
};

export type TransportFixture = {
  label: string;
  fromPlaceId?: number | null;
  toPlaceId?: number | null;
  basis?: TransportBasis;
  units?: number;
  vehicles?: number;
  notes?: string;
  costPaise: number;
  sellPaise: number;
};

export type TripFixtureOptions = {
  ownerId: number;
  title?: string;
  customerName?: string;
  startDate?: string;
  nights?: number;
  status?: ItineraryStatus;
  notes?: string;
  /** The place of every day. */
  placeId?: number | null;
  dayNotes?: Record<number, string>;
  items?: ItemFixture[];
  transport?: TransportFixture[];
};

export type TripFixture = { id: number; dayIds: number[]; itemIds: number[]; transportIds: number[] };

export async function makeTrip(db: Db, options: TripFixtureOptions): Promise<TripFixture> {
  const nights = options.nights ?? 2;
  const status = options.status ?? 'draft';
  const [trip] = await db
    .insert(itineraries)
    .values({
      title: options.title ?? 'Kerala backwaters',
      status,
      lostReason: status === 'lost' ? 'price' : null,
      customerName: options.customerName ?? 'Rahul Sharma',
      startDate: options.startDate ?? '2026-01-12',
      nights,
      adults: 2,
      ownerId: options.ownerId,
      notes: options.notes ?? '',
    })
    .returning({ id: itineraries.id });
  if (!trip) throw new Error('insert into itineraries returned no row');

  const days = await db
    .insert(itineraryDays)
    .values(Array.from({ length: nights + 1 }, (_, index) => ({ itineraryId: trip.id, dayNumber: index + 1, placeId: options.placeId ?? null, notes: options.dayNotes?.[index + 1] ?? '' })))
    .returning({ id: itineraryDays.id });
  const dayIds = days.map((day) => day.id);

  const itemIds: number[] = [];
  for (const [index, item] of (options.items ?? []).entries()) {
    const dayId = dayIds[item.day - 1];
    if (dayId === undefined) throw new Error(`the trip has no day ${item.day}`);
    const quantity = item.quantity ?? 1;
    const [row] = await db
      .insert(itineraryItems)
      .values({
        itineraryId: trip.id,
        dayId,
        position: index + 1,
        category: item.category ?? null,
        quantity,
        nights: item.nights ?? 1,
        time: item.time ?? null,
        label: item.label,
        variantName: item.variantName ?? null,
        notes: item.notes ?? '',
        priceSource: item.priceSource ?? 'manual',
        unitCostPaise: Math.round(item.costPaise / quantity),
        unitSellPaise: Math.round(item.sellPaise / quantity),
        lineCostPaise: item.costPaise,
        lineSellPaise: item.sellPaise,
      })
      .returning({ id: itineraryItems.id });
    if (!row) throw new Error('insert into itinerary_items returned no row');
    itemIds.push(row.id);
  }

  const transportIds: number[] = [];
  for (const [index, charge] of (options.transport ?? []).entries()) {
    const [row] = await db
      .insert(itineraryTransportCharges)
      .values({
        itineraryId: trip.id,
        position: index + 1,
        fromPlaceId: charge.fromPlaceId ?? null,
        toPlaceId: charge.toPlaceId ?? null,
        basis: charge.basis ?? 'trip',
        units: charge.units ?? 1,
        vehicles: charge.vehicles ?? 1,
        label: charge.label,
        notes: charge.notes ?? '',
        priceSource: 'manual',
        unitCostPaise: charge.costPaise,
        unitSellPaise: charge.sellPaise,
        lineCostPaise: charge.costPaise,
        lineSellPaise: charge.sellPaise,
      })
      .returning({ id: itineraryTransportCharges.id });
    if (!row) throw new Error('insert into itinerary_transport_charges returned no row');
    transportIds.push(row.id);
  }
  return { id: trip.id, dayIds, itemIds, transportIds };
}

/** An edit of the draft made behind the API's back: what a later freeze must see and a frozen version must not. */
export async function editItem(db: Db, tripId: number, itemId: number, patch: { quantity?: number; sellPaise?: number; label?: string }): Promise<void> {
  await db
    .update(itineraryItems)
    .set({ quantity: patch.quantity, lineSellPaise: patch.sellPaise, label: patch.label })
    .where(and(eq(itineraryItems.id, itemId), eq(itineraryItems.itineraryId, tripId)));
}

export async function setTripStatus(db: Db, tripId: number, status: ItineraryStatus): Promise<void> {
  await db
    .update(itineraries)
    .set({ status, lostReason: status === 'lost' ? 'price' : null })
    .where(eq(itineraries.id, tripId));
}
