import type { Db } from '../../db/client.ts';
import { recordBookingEvent, type EventActor } from './booking-events.repository.ts';
import { revokeServiceLinks } from './booking-links.repository.ts';
import { travellersOfBooking, updateService, type BookingRow, type ServiceRow } from './booking-rows.repository.ts';
import { voucherNumberOf } from './booking-references.ts';

/**
 * A supplier's answer on a requested service, recorded the same way whoever records it: staff by
 * hand (the service actions) or the supplier through their link (the supplier's page). Each moves
 * the service, retires its live answer link and goes on the timeline; the caller audits and notifies.
 */

/** What the audit log keeps of a service: where the supplier stands and what it costs. */
export const auditedService = (row: ServiceRow) => ({
  booking_id: row.bookingId,
  status: row.status,
  status_reason: row.statusReason,
  confirmation_number: row.confirmationNumber,
  voucher_number: row.voucherNumber,
  request_channel: row.requestChannel,
  supplier_id: row.supplierId,
  supplier_name: row.supplierName,
  product_id: row.productId,
  variant_id: row.variantId,
  variant_name: row.variantName,
  cost_paise: row.costPaise,
  sell_paise: row.sellPaise,
});

export type Confirmation = {
  confirmationNumber: string;
  /** Who confirmed, as the timeline says it: a staff member's name, or the supplier's. */
  by: string;
  note?: string;
};

/** The service confirmed with the supplier's number; its voucher number follows from its place in the booking. */
export async function recordConfirmation(tx: Db, actor: EventActor, booking: BookingRow, service: ServiceRow, confirmation: Confirmation, now: Date): Promise<ServiceRow> {
  const voucherNumber = voucherNumberOf(booking.reference, service.position);
  const after = await updateService(tx, service.id, { status: 'confirmed', confirmationNumber: confirmation.confirmationNumber, voucherNumber, confirmedAt: now, statusReason: '' });
  await revokeServiceLinks(tx, service.id, 'supplier_answer', now);
  await recordBookingEvent(tx, actor, {
    bookingId: booking.id,
    serviceId: service.id,
    kind: 'confirmed',
    fromStatus: service.status,
    toStatus: 'confirmed',
    title: `Confirmed by ${confirmation.by}: ${confirmation.confirmationNumber}`,
    detail: [`${service.label}: voucher ${voucherNumber}.`, confirmation.note ?? ''].filter((part) => part !== '').join('\n'),
  });
  return after;
}

export type Rejection = {
  reason: string;
  by: string;
  /** "Rejected" when staff record it, "Declined" when the supplier answers. */
  verb: 'Rejected' | 'Declined';
};

/** The service declined by its supplier, with why. */
export async function recordRejection(tx: Db, actor: EventActor, booking: BookingRow, service: ServiceRow, rejection: Rejection, now: Date): Promise<ServiceRow> {
  const after = await updateService(tx, service.id, { status: 'rejected', statusReason: rejection.reason });
  await revokeServiceLinks(tx, service.id, 'supplier_answer', now);
  await recordBookingEvent(tx, actor, {
    bookingId: booking.id,
    serviceId: service.id,
    kind: 'rejected',
    fromStatus: service.status,
    toStatus: 'rejected',
    title: `${rejection.verb} by ${rejection.by}`,
    detail: `${service.label}: ${rejection.reason}`,
  });
  return after;
}

/** The name of the traveller who leads the group (the supplier's guest name); the customer when none leads. */
export async function leadTravellerName(db: Db, booking: BookingRow): Promise<string> {
  const travellers = await travellersOfBooking(db, booking.id);
  return travellers.find((traveller) => traveller.lead)?.name ?? travellers[0]?.name ?? booking.customerName;
}
