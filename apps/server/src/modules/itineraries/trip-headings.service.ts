import type { z } from 'zod';
import { MANUAL_STATUS_MOVES, ITINERARY_STATUS_LABELS, type itineraryStatusRequestSchema, type TripHeading, type tripHeadingCreateRequestSchema, type TripSummary, type tripHeadingUpdateRequestSchema } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { lookupStaff } from '../admin/index.ts';
import { locationNames } from '../catalogue/index.ts';
import { notify } from '../notifications/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { repriceMovedLines } from './line-prices.ts';
import { toTripHeading } from './schedule.mappers.ts';
import { loadSchedule } from './schedule.service.ts';
import { deleteDays, insertDays } from './schedule-writes.repository.ts';
import { tripRows, type TripRow, type TripRows } from './schedule.repository.ts';
import { checkOwner, checkPlaces } from './trip-checks.ts';
import { checkTripAgent } from './trip-agent.ts';
import { insertTrip, listTrips, placeIdsOfTrips, replaceTripPlaces, updateTrip, type TripFilters, type TripOrdering } from './trip-headings.repository.ts';
import { tripReference } from './trip-layout.ts';
import { overrunningStay } from './day-shifts.ts';
import { finishTripWrite, lockEditableTrip, lockTrip } from './trip-writes.ts';

type TripCreate = z.output<typeof tripHeadingCreateRequestSchema>;
type TripUpdate = z.output<typeof tripHeadingUpdateRequestSchema>;
type StatusChange = z.output<typeof itineraryStatusRequestSchema>;

/** What the audit log keeps of a heading: the fields staff edit. */
function headingView(trip: TripRow, placeIds: readonly number[]): Record<string, unknown> {
  return {
    title: trip.title,
    customer: { name: trip.customerName, phone: trip.customerPhone, email: trip.customerEmail, whatsapp: trip.customerWhatsapp, city: trip.customerCity },
    start_date: trip.startDate,
    nights: trip.nights,
    travellers: { adults: trip.adults, children_ages: trip.childrenAges, infants: trip.infants },
    rooms: trip.rooms,
    starting_city_id: trip.startingCityId,
    place_ids: [...placeIds],
    owner_id: trip.ownerId,
    notes: trip.notes,
    pricing: { markup_mode: trip.markupMode, markup_bp: trip.markupBp, discount_paise: trip.discountPaise, gst_mode: trip.gstMode, gst_supply: trip.gstSupply, overseas: trip.overseas },
    agent_id: trip.agentId,
    agency_branding: trip.agencyBranding,
  };
}

const statusView = (trip: TripRow) => ({ status: trip.status, lost_reason: trip.lostReason, lost_note: trip.lostNote });

export async function getTripHeading(db: Db, id: number): Promise<TripHeading> {
  const schedule = await loadSchedule(db, id);
  if (!schedule) throw notFound('Itinerary not found.');
  return schedule.heading;
}

export async function listTripSummaries(db: Db, filters: TripFilters, ordering: TripOrdering, limit: number, offset: number): Promise<{ count: number; results: TripSummary[] }> {
  const { count, rows } = await listTrips(db, filters, ordering, limit, offset);
  const ids = rows.map((row) => row.id);
  const ownerIds = [...new Set(rows.map((row) => row.ownerId))];
  const places = await placeIdsOfTrips(db, ids);
  const [names, owners] = await inParallel(db, [() => locationNames(db, [...places.values()].flat()), async () => (ownerIds.length === 0 ? { rows: [], count: 0 } : lookupStaff(db, { ids: ownerIds }, ownerIds.length, 0))]);
  const ownerNames = new Map(owners.rows.map((owner) => [owner.id, owner.name]));
  const results = rows.map((row): TripSummary => {
    const heading = toTripHeading(row, places.get(row.id) ?? [], { places: names, owner: ownerNames.get(row.ownerId) ?? '' });
    return {
      id: heading.id,
      reference: heading.reference,
      title: heading.title,
      status: heading.status,
      customer: heading.customer,
      start_date: heading.start_date,
      end_date: heading.end_date,
      nights: heading.nights,
      currency: heading.currency,
      owner: heading.owner,
      places: heading.places,
      latest_version: heading.latest_version,
      accepted_version: heading.accepted_version,
      updated_at: heading.updated_at,
      total_paise: row.quotedTotalPaise,
      travellers_count: row.adults + row.childrenAges.length + row.infants,
    };
  });
  return { count, results };
}

/** A new trip from a customer's enquiry, its days laid out empty; day 1 is at the first place asked for. */
export async function createTrip(ctx: ServiceContext, input: TripCreate): Promise<TripHeading> {
  return ctx.db.transaction(async (tx) => {
    const ownerId = input.owner_id ?? ctx.actor.userId;
    if (input.owner_id !== undefined) await checkOwner(tx, ownerId);
    await checkPlaces(tx, 'starting_city_id', [input.starting_city_id]);
    await checkPlaces(tx, 'place_ids', input.place_ids);
    await checkTripAgent(tx, { agentId: input.agent_id, branding: input.agency_branding }, null);
    const id = await insertTrip(tx, {
      title: input.title,
      customerName: input.customer.name,
      customerPhone: input.customer.phone,
      customerEmail: input.customer.email,
      customerWhatsapp: input.customer.whatsapp,
      customerCity: input.customer.city,
      startDate: input.start_date,
      nights: input.nights,
      adults: input.travellers.adults,
      childrenAges: input.travellers.children_ages,
      infants: input.travellers.infants,
      rooms: input.rooms,
      startingCityId: input.starting_city_id,
      currency: input.currency,
      ownerId,
      notes: input.notes,
      markupMode: input.pricing.markup_mode,
      markupBp: input.pricing.markup_bp,
      discountPaise: input.pricing.discount_paise,
      gstMode: input.pricing.gst_mode,
      gstSupply: input.pricing.gst_supply,
      overseas: input.pricing.overseas,
      agentId: input.agent_id,
      agencyBranding: input.agency_branding,
    });
    await replaceTripPlaces(tx, id, input.place_ids);
    const firstPlace = input.place_ids[0] ?? null;
    await insertDays(
      tx,
      Array.from({ length: input.nights + 1 }, (_, index) => ({ itineraryId: id, dayNumber: index + 1, placeId: index === 0 ? firstPlace : null })),
    );
    const rows = await tripRows(tx, id);
    if (!rows) throw notFound('Itinerary not found.');
    const schedule = await finishTripWrite(tx, ctx.actor, id, { action: 'create', before: null, after: { reference: tripReference(id), ...headingView(rows.trip, rows.placeIds) } });
    return schedule.heading;
  });
}

/**
 * The trip's days follow its nights: more nights append empty days; fewer drop the trailing days,
 * only while nothing is on them (no item, and no stay running into them).
 */
async function fitDaysToNights(tx: Db, rows: TripRows, nights: number): Promise<void> {
  const { trip, days, items } = rows;
  if (nights > trip.nights) {
    await insertDays(
      tx,
      Array.from({ length: nights - trip.nights }, (_, index) => ({ itineraryId: trip.id, dayNumber: trip.nights + 2 + index })),
    );
    return;
  }
  const dropped = days.filter((day) => day.dayNumber > nights + 1);
  const full = dropped.find((day) => items.some((item) => item.dayId === day.id));
  if (full) {
    throw new AppError('itinerary.day_not_empty', `Day ${full.dayNumber} has items: move or remove them before taking the trip down to ${nights} nights.`, { nights: [`Day ${full.dayNumber} is not empty`] });
  }
  const dayNumbers = new Map(days.map((day) => [day.id, day.dayNumber]));
  const overrun = overrunningStay(items, (item) => dayNumbers.get(item.dayId) ?? 0, nights);
  if (overrun) {
    const day = dayNumbers.get(overrun.dayId) ?? 0;
    throw new AppError('itinerary.day_not_empty', `The stay at ${overrun.label} from day ${day} runs past the last night of a ${nights}-night trip: shorten it first.`, {
      nights: [`The stay from day ${day} runs past the last night`],
    });
  }
  await deleteDays(
    tx,
    trip.id,
    dropped.map((day) => day.id),
  );
}

/** A trip handed to someone else lands in their bell, in the transaction of the handover. */
async function tellNewOwner(tx: Db, ctx: ServiceContext, trip: TripRow): Promise<void> {
  await notify(
    tx,
    { userIds: [trip.ownerId] },
    { type: 'itinerary', message: `${ctx.actor.firstName || ctx.actor.email} handed you ${tripReference(trip.id)}, ${trip.title} for ${trip.customerName}.`, link: `/itineraries/${trip.id}` },
  );
}

export async function updateTripHeading(ctx: ServiceContext, id: number, input: TripUpdate): Promise<TripHeading> {
  return ctx.db.transaction(async (tx) => {
    const trip = await lockEditableTrip(tx, id);
    const before = await tripRows(tx, id, trip);
    if (!before) throw notFound('Itinerary not found.');
    if (input.owner_id !== undefined && input.owner_id !== trip.ownerId) await checkOwner(tx, input.owner_id);
    await checkPlaces(tx, 'starting_city_id', [input.starting_city_id]);
    await checkPlaces(tx, 'place_ids', input.place_ids ?? []);
    await checkTripAgent(tx, { agentId: input.agent_id === undefined ? trip.agentId : input.agent_id, branding: input.agency_branding ?? trip.agencyBranding }, trip.agentId);
    if (input.nights !== undefined && input.nights !== trip.nights) await fitDaysToNights(tx, before, input.nights);

    const customer = input.customer ?? {};
    const pricing = input.pricing ?? {};
    await updateTrip(tx, id, {
      title: input.title,
      customerName: customer.name,
      customerPhone: customer.phone,
      customerEmail: customer.email,
      customerWhatsapp: customer.whatsapp,
      customerCity: customer.city,
      startDate: input.start_date,
      nights: input.nights,
      adults: input.travellers?.adults,
      childrenAges: input.travellers?.children_ages,
      infants: input.travellers?.infants,
      rooms: input.rooms,
      startingCityId: input.starting_city_id,
      ownerId: input.owner_id,
      notes: input.notes,
      markupMode: pricing.markup_mode,
      markupBp: pricing.markup_bp,
      discountPaise: pricing.discount_paise,
      gstMode: pricing.gst_mode,
      gstSupply: pricing.gst_supply,
      overseas: pricing.overseas,
      agentId: input.agent_id,
      agencyBranding: input.agency_branding,
    });
    if (input.place_ids !== undefined) await replaceTripPlaces(tx, id, input.place_ids);

    const after = await tripRows(tx, id);
    if (!after) throw notFound('Itinerary not found.');
    await repriceMovedLines(tx, before, after);
    if (after.trip.ownerId !== trip.ownerId && after.trip.ownerId !== ctx.actor.userId) await tellNewOwner(tx, ctx, after.trip);
    const schedule = await finishTripWrite(tx, ctx.actor, id, { action: 'update', before: headingView(trip, before.placeIds), after: headingView(after.trip, after.placeIds) });
    return schedule.heading;
  });
}

/** Marks the trip sent or lost, or takes it back to draft, as MANUAL_STATUS_MOVES allow. */
export async function changeTripStatus(ctx: ServiceContext, id: number, input: StatusChange): Promise<TripHeading> {
  return ctx.db.transaction(async (tx) => {
    const trip = await lockTrip(tx, id);
    if (!MANUAL_STATUS_MOVES[trip.status].includes(input.status)) {
      throw new AppError('itinerary.status_move', `A ${ITINERARY_STATUS_LABELS[trip.status].toLowerCase()} itinerary cannot be marked ${ITINERARY_STATUS_LABELS[input.status].toLowerCase()}.`, {
        status: [`Not from ${ITINERARY_STATUS_LABELS[trip.status].toLowerCase()}`],
      });
    }
    const lost = input.status === 'lost';
    // Leaving lost clears why it was lost: the trip is being sold again.
    await updateTrip(tx, id, { status: input.status, lostReason: lost ? (input.lost_reason ?? 'other') : null, lostNote: lost ? input.lost_note : '' });
    const after = { ...trip, status: input.status, lostReason: lost ? (input.lost_reason ?? 'other') : null, lostNote: lost ? input.lost_note : '' };
    const schedule = await finishTripWrite(tx, ctx.actor, id, { action: 'change_status', before: statusView(trip), after: statusView(after) });
    return schedule.heading;
  });
}

