import type { z } from 'zod';
import { BOOKING_AUDIT_ENTITY_TYPES, type Booking, type ItinerarySchedule, type TravellerInput, type bookingCreateRequestSchema, type travellerInputSchema } from '@ua/contracts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { bookingServices, bookingTravellers, bookings } from '../../db/schema/bookings.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { violatedConstraint } from '../../lib/pg-errors.ts';
import { activeHoldersOf } from '../admin/index.ts';
import { addDays, lockAcceptedTrip, markTripBooked, todayInIndia } from '../itineraries/index.ts';
import { notify } from '../notifications/index.ts';
import { recordBookingEvent } from './booking-events.repository.ts';
import { findBookingOfTrip, updateBookingRow } from './booking-rows.repository.ts';
import { bookingReference } from './booking-references.ts';
import { bookingView } from './booking-view.ts';
import { bookingLink, finishBookingWrite } from './booking-writes.ts';

type BookingCreate = z.output<typeof bookingCreateRequestSchema>;
type TravellerValues = z.output<typeof travellerInputSchema>;

/** Who a service is for, as a supplier reads it: "2 adults, 2 children (8, 11), 1 infant". */
export function travellersText(travellers: ItinerarySchedule['heading']['travellers']): string {
  const parts = [`${travellers.adults} ${travellers.adults === 1 ? 'adult' : 'adults'}`];
  const children = travellers.children_ages;
  if (children.length > 0) parts.push(`${children.length} ${children.length === 1 ? 'child' : 'children'} (${children.join(', ')})`);
  if (travellers.infants > 0) parts.push(`${travellers.infants} ${travellers.infants === 1 ? 'infant' : 'infants'}`);
  return parts.join(', ');
}

type ServiceValues = Omit<typeof bookingServices.$inferInsert, 'bookingId' | 'position'>;

/**
 * A service per line of the version, in the order the trip runs: each day's items, then the
 * transport over the whole trip. Names, supplier, dates and prices are copied from the snapshot.
 */
export function servicesOfVersion(schedule: ItinerarySchedule): ServiceValues[] {
  const { heading } = schedule;
  const who = travellersText(heading.travellers);
  const services: ServiceValues[] = [];
  for (const day of schedule.days) {
    for (const item of day.items) {
      const stay = item.category === 'accommodation';
      services.push({
        source: 'item',
        sourceLineId: item.id,
        category: item.category,
        dayNumber: day.day_number,
        firstDate: item.first_date,
        // A stay is booked to the morning after its last night.
        lastDate: stay ? addDays(item.last_date, 1) : item.last_date,
        nights: stay ? item.nights : 0,
        placeId: day.place?.id ?? null,
        placeName: day.place?.name ?? null,
        label: item.label,
        productId: item.product_id,
        variantId: item.variant_id,
        variantName: item.variant_name,
        supplierId: item.supplier?.id ?? null,
        supplierName: item.supplier?.name ?? null,
        quantity: item.quantity,
        travellersText: who,
        time: item.time,
        notes: item.notes,
        currency: heading.currency,
        costPaise: item.cost_paise,
        sellPaise: item.sell_paise,
        costAtBookingPaise: item.cost_paise,
        sellAtBookingPaise: item.sell_paise,
      });
    }
  }
  for (const charge of schedule.transport) {
    const route = [charge.from_place?.name, charge.to_place?.name].filter(Boolean).join(' → ');
    services.push({
      source: 'transport',
      sourceLineId: charge.id,
      category: 'transport',
      dayNumber: null,
      firstDate: heading.start_date,
      lastDate: heading.end_date,
      nights: 0,
      placeId: charge.from_place?.id ?? null,
      placeName: charge.from_place?.name ?? null,
      label: charge.label,
      productId: null,
      variantId: charge.variant_id,
      variantName: charge.variant_name,
      supplierId: charge.supplier?.id ?? null,
      supplierName: charge.supplier?.name ?? null,
      quantity: charge.vehicles,
      travellersText: who,
      time: null,
      notes: [route, charge.notes].filter((part) => part !== '').join('\n'),
      currency: heading.currency,
      costPaise: charge.cost_paise,
      sellPaise: charge.sell_paise,
      costAtBookingPaise: charge.cost_paise,
      sellAtBookingPaise: charge.sell_paise,
    });
  }
  return services;
}

/** The travellers as given, or the customer alone as the lead. Exactly one leads: the first, when none was marked. */
export function travellerRows(given: readonly TravellerValues[] | undefined, customerName: string): Omit<typeof bookingTravellers.$inferInsert, 'bookingId'>[] {
  const list: TravellerValues[] = given && given.length > 0 ? [...given] : [{ name: customerName, kind: 'adult', age: null, lead: true, id_document_type: null }];
  const leadIndex = Math.max(
    0,
    list.findIndex((traveller) => traveller.lead),
  );
  return list.map((traveller, index) => ({
    position: index + 1,
    name: traveller.name,
    kind: traveller.kind,
    age: traveller.age,
    lead: index === leadIndex,
    idDocumentType: traveller.id_document_type,
    idDocumentNumber: traveller.id_document_number ? traveller.id_document_number : null,
  }));
}

/** New travellers carry no id: a booking being made has none on file yet. */
function refuseKnownTravellers(travellers: readonly TravellerInput[] | undefined): void {
  const index = travellers?.findIndex((traveller) => traveller.id !== undefined) ?? -1;
  if (index >= 0) throw validationError({ [`travellers.${index}.id`]: ['A new booking has no travellers on file yet: leave the id out'] });
}

/** The person who runs the booking must be active and able to read bookings. */
export async function checkAssignee(db: Db, field: string, userId: number): Promise<void> {
  if (!(await activeHoldersOf(db, [userId], 'bookings.view')).has(userId)) throw validationError({ [field]: ['Choose an active staff member who can read bookings'] });
}

/**
 * Books a trip its customer accepted: the booking with the customer and dates of the accepted
 * version, its travellers, a service per line, and the trip marked booked, all in one transaction
 * behind the trip's lock. A trip has one booking: the second try is 409 `booking.already_booked`.
 */
export async function createBooking(ctx: ServiceContext, input: BookingCreate, now: Date = new Date()): Promise<Booking> {
  refuseKnownTravellers(input.travellers);
  try {
    return await ctx.db.transaction(async (tx) => {
      const trip = await lockAcceptedTrip(tx, input.itinerary_id);
      if (await findBookingOfTrip(tx, trip.id)) throw new AppError('booking.already_booked', 'This trip is booked already: open its booking.');
      if (input.assigned_to_id !== null) await checkAssignee(tx, 'assigned_to_id', input.assigned_to_id);
      const { schedule } = trip.version;
      const { heading } = schedule;
      const travellers = travellerRows(input.travellers, heading.customer.name);

      const [inserted] = await tx
        .insert(bookings)
        .values({
          // The real reference needs the id; a placeholder unique to this transaction holds its place.
          reference: `pending-${trip.id}`,
          itineraryId: trip.id,
          finalItineraryId: trip.version.id,
          version: trip.version.version,
          customerName: heading.customer.name,
          customerPhone: heading.customer.phone,
          customerEmail: heading.customer.email,
          customerWhatsapp: heading.customer.whatsapp,
          customerCity: heading.customer.city,
          tripTitle: heading.title,
          startDate: heading.start_date,
          endDate: heading.end_date,
          nights: heading.nights,
          travellersCount: travellers.length,
          ownerId: trip.ownerId,
          assignedToId: input.assigned_to_id,
          notes: input.notes,
          totalPaise: trip.version.totalPaise,
          currency: trip.version.currency,
        })
        .returning({ id: bookings.id });
      if (!inserted) throw new Error('insert into bookings returned no row');
      const reference = bookingReference(Number(todayInIndia(now).slice(0, 4)), inserted.id);
      await updateBookingRow(tx, inserted.id, { reference });

      await tx.insert(bookingTravellers).values(travellers.map((traveller) => ({ ...traveller, bookingId: inserted.id })));
      const services = servicesOfVersion(schedule);
      if (services.length > 0) await tx.insert(bookingServices).values(services.map((service, index) => ({ ...service, bookingId: inserted.id, position: index + 1 })));
      await markTripBooked(tx, ctx.actor, trip.id, reference);

      await recordBookingEvent(tx, ctx.actor, {
        bookingId: inserted.id,
        kind: 'created',
        toStatus: 'confirming',
        title: `Booked from version ${trip.version.version} of ${heading.reference}`,
        detail: `${services.length} ${services.length === 1 ? 'service' : 'services'} to confirm with suppliers.`,
      });
      const row = await finishBookingWrite(tx, ctx.actor, inserted.id, now);
      await recordAudit(tx, ctx.actor, {
        action: 'create',
        entityType: BOOKING_AUDIT_ENTITY_TYPES.booking,
        entityId: inserted.id,
        before: null,
        after: { reference, itinerary_id: trip.id, version: trip.version.version, assigned_to_id: input.assigned_to_id, services: services.length, travellers: travellers.length },
      });
      const told = [trip.ownerId, input.assigned_to_id].filter((id): id is number => id !== null && id !== ctx.actor.userId);
      if (told.length > 0) {
        await notify(tx, { userIds: told }, { type: 'booking', message: `${ctx.actor.firstName || ctx.actor.email} booked ${reference}, ${heading.title} for ${heading.customer.name}.`, link: bookingLink(inserted.id) });
      }
      return bookingView(tx, ctx.actor, row);
    });
  } catch (error) {
    // Two people booking the same trip at once: the trip's lock makes the second wait, then its status refuses it; the index is the backstop.
    if (violatedConstraint(error) === 'bookings_itinerary_idx') throw new AppError('booking.already_booked', 'This trip is booked already: open its booking.');
    throw error;
  }
}
