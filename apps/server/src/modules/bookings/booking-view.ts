import { MASKED_DOCUMENT_PREFIX, type Booking, type BookingService, type BookingSummary, type Traveller } from '@ua/contracts';
import type { ActorContext } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { notFound } from '../../lib/errors.ts';
import { staffNames } from '../admin/index.ts';
import { contactsOfSuppliers } from '../catalogue/index.ts';
import { tripReference } from '../itineraries/index.ts';
import { requestExpiries } from './booking-links.repository.ts';
import { findBooking, servicesOfBooking, travellersOfBooking, type BookingRow, type ServiceRow, type TravellerRow } from './booking-rows.repository.ts';

/** How bookings are answered: names looked up, costs only to holders of the itineraries' cost rule, contacts only to `suppliers.view`, ID numbers masked. */

/** Costs and margins are read by those who read itineraries (the rule of the itineraries area). */
export const seesCosts = (actor: ActorContext) => actor.labels.has('itineraries.view');


const ref = (id: number, names: ReadonlyMap<number, string>) => ({ id, name: names.get(id) ?? '' });

export function maskDocument(number: string | null): string | null {
  if (number === null || number === '') return null;
  const compact = number.replace(/[\s-]/g, '');
  return `${MASKED_DOCUMENT_PREFIX}${compact.slice(-4)}`;
}

export function toTraveller(row: TravellerRow): Traveller {
  return { id: row.id, name: row.name, kind: row.kind, age: row.age, lead: row.lead, id_document_type: row.idDocumentType, id_document_masked: maskDocument(row.idDocumentNumber) };
}

/** The booking as a row of the list. */
export function toBookingSummary(row: BookingRow, names: ReadonlyMap<number, string>, trip: { reference: string }): BookingSummary {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    itinerary: { id: row.itineraryId, reference: trip.reference, title: row.tripTitle },
    version: row.version,
    customer_name: row.customerName,
    start_date: row.startDate,
    end_date: row.endDate,
    nights: row.nights,
    travellers_count: row.travellersCount,
    owner: ref(row.ownerId, names),
    assigned_to: row.assignedToId === null ? null : ref(row.assignedToId, names),
    services: { total: row.servicesTotal, confirmed: row.servicesConfirmed, open: row.servicesOpen, rejected: row.servicesRejected, cancelled: row.servicesCancelled },
    total_paise: row.totalPaise,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const summaryStaffIds = (row: BookingRow) => [row.ownerId, row.assignedToId];

type Contact = BookingService['supplier_contact'];

/** Each supplier's first contact, by supplier id, in one query: only for `suppliers.view`. */
export async function supplierContacts(db: Db, actor: ActorContext, services: readonly ServiceRow[]): Promise<Map<number, Contact>> {
  const contacts = new Map<number, Contact>();
  if (!actor.labels.has('suppliers.view')) return contacts;
  const found = await contactsOfSuppliers(
    db,
    services.flatMap((service) => (service.supplierId === null ? [] : [service.supplierId])),
  );
  for (const [supplierId, supplier] of found) {
    const first = supplier.contacts[0];
    contacts.set(supplierId, first ? { name: first.name, phone: first.phone ?? '', email: first.email ?? '', whatsapp: first.whatsapp ?? '' } : null);
  }
  return contacts;
}

export function toService(row: ServiceRow, actor: ActorContext, contacts: ReadonlyMap<number, Contact>, requestExpiresAt: Date | null): BookingService {
  const costs = seesCosts(actor);
  return {
    id: row.id,
    position: row.position,
    source: row.source,
    category: row.category,
    day_number: row.dayNumber,
    first_date: row.firstDate,
    last_date: row.lastDate,
    nights: row.nights,
    place: row.placeId === null ? null : { id: row.placeId, name: row.placeName ?? '' },
    label: row.label,
    product_id: row.productId,
    variant_id: row.variantId,
    variant_name: row.variantName,
    supplier: row.supplierId === null ? null : { id: row.supplierId, name: row.supplierName ?? '' },
    supplier_contact: row.supplierId === null ? null : (contacts.get(row.supplierId) ?? null),
    quantity: row.quantity,
    travellers_text: row.travellersText,
    time: row.time,
    notes: row.notes,
    status: row.status,
    status_reason: row.statusReason,
    confirmation_number: row.confirmationNumber,
    voucher_number: row.voucherNumber,
    requested_at: row.requestedAt?.toISOString() ?? null,
    request_channel: row.requestChannel,
    request_expires_at: requestExpiresAt?.toISOString() ?? null,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    currency: row.currency,
    cost_paise: costs ? row.costPaise : null,
    sell_paise: row.sellPaise,
    cost_at_booking_paise: costs ? row.costAtBookingPaise : null,
    sell_at_booking_paise: row.sellAtBookingPaise,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The whole booking as the booking page shows it, for this actor. */
export async function bookingView(db: Db, actor: ActorContext, row: BookingRow): Promise<Booking> {
  // Two rounds, each of independent reads: the page waits for two answers, not five in turn.
  const [travellers, services, names] = await inParallel(db, [() => travellersOfBooking(db, row.id), () => servicesOfBooking(db, row.id), () => staffNames(db, summaryStaffIds(row))]);
  const requested = services.filter((service) => service.status === 'requested').map((service) => service.id);
  const [contacts, expiries] = await inParallel(db, [() => supplierContacts(db, actor, services), () => requestExpiries(db, requested)]);
  return {
    ...toBookingSummary(row, names, { reference: tripReference(row.itineraryId) }),
    customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail, whatsapp: row.customerWhatsapp, city: row.customerCity },
    notes: row.notes,
    travellers: travellers.map(toTraveller),
    service_list: services.map((service) => toService(service, actor, contacts, expiries.get(service.id) ?? null)),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
  };
}

/** The booking by id, as the booking page shows it; 404 for none. */
export async function getBooking(db: Db, actor: ActorContext, id: number): Promise<Booking> {
  const row = await findBooking(db, id);
  if (!row) throw notFound('Booking not found.');
  return bookingView(db, actor, row);
}
