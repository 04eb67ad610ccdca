import type { MessageParty, MessageRecordType, PermissionLabel } from '@ua/contracts';
import type { ActorContext } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound, validationError } from '../../lib/errors.ts';
import { customerOfBooking } from '../bookings/index.ts';
import { contactsOfSupplier } from '../catalogue/index.ts';
import { customerOfTrip } from '../itineraries/index.ts';

/**
 * Who a message about a record goes to: an itinerary's or a booking's customer, or a supplier's first
 * contact that has the channel's address. Payments join when their area exists.
 */

/** The records messages can be about today. */
export type AvailableRecordType = Extract<MessageRecordType, 'itinerary' | 'booking' | 'supplier'>;

/** The label that lets a person read a record, and so its messages. */
export const RECORD_VIEW_LABELS: Record<MessageRecordType, PermissionLabel> = {
  itinerary: 'itineraries.view',
  supplier: 'suppliers.view',
  booking: 'bookings.view',
  payment: 'payments.view',
  agent: 'agents.view',
  // A staff member's own notifications by mail or WhatsApp: read by those who run the outbox.
  staff: 'system.operate',
};

export type Recipient = {
  recordType: AvailableRecordType;
  recordId: number;
  party: MessageParty;
  /** The customer's name, or the supplier's. */
  name: string;
  /** Null when the record has none. */
  email: string | null;
  /** E.164; the customer's WhatsApp number, else their phone. Null when the record has none. */
  whatsapp: string | null;
  /** The staff member who owns the record (a trip's owner); null for a supplier. */
  ownerId: number | null;
  /** What staff call the record: the trip's title, the supplier's name. */
  recordTitle: string;
  /** The trip's reference (UA-IT-00042) or the booking's (UA-2026-000123); null for a supplier. */
  reference: string | null;
};

/** Narrows a record type to the available ones; payments answer 400 until their area exists, and an agent's mails go from its wallet. */
export function availableRecordType(recordType: MessageRecordType): AvailableRecordType {
  if (recordType === 'itinerary' || recordType === 'booking' || recordType === 'supplier') return recordType;
  if (recordType === 'agent') throw validationError({ record_type: ["An agent's mails are its wallet statements: send one from the agent's wallet."] });
  if (recordType === 'staff') throw validationError({ record_type: ["A staff member's messages are the notifications they chose to get by mail or WhatsApp: only the app sends them."] });
  throw validationError({ record_type: [`Messages about a ${recordType} are not available yet.`] });
}

/** The records whose messages can be read: the available ones, and agents and staff (whose messages only the app sends). */
export type ReadableRecordType = AvailableRecordType | 'agent' | 'staff';

export function readableRecordType(recordType: MessageRecordType): ReadableRecordType {
  return recordType === 'agent' || recordType === 'staff' ? recordType : availableRecordType(recordType);
}

/** Reading a record's messages needs the record's own view label; the route lets in any of them. */
export function assertCanRead(actor: ActorContext, recordType: MessageRecordType): void {
  if (!actor.labels.has(RECORD_VIEW_LABELS[recordType])) throw forbidden();
}

const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The record's party, with its addresses: 404 when the record is not there. An itinerary's messages go
 * to its customer; a supplier's to the supplier, whatever `to` said (its default is the customer).
 */
export async function recipientOf(db: Db, recordType: MessageRecordType, recordId: number, party: MessageParty): Promise<Recipient> {
  const type = availableRecordType(recordType);
  if (type === 'itinerary') {
    if (party !== 'customer') throw validationError({ to: ["An itinerary's messages go to its customer; write to a supplier from the supplier."] });
    const trip = await customerOfTrip(db, recordId);
    if (!trip) throw notFound('No such itinerary.');
    return {
      recordType: type,
      recordId,
      party: 'customer',
      name: trip.customerName,
      email: blankToNull(trip.customerEmail),
      whatsapp: blankToNull(trip.customerWhatsapp) ?? blankToNull(trip.customerPhone),
      ownerId: trip.ownerId,
      recordTitle: trip.title,
      reference: trip.reference,
    };
  }
  if (type === 'booking') {
    // A booking's suppliers are written to through its services' actions, each about its own service.
    if (party !== 'customer') throw validationError({ to: ["A booking's messages here go to its customer; its suppliers are written to from each service's actions."] });
    const booking = await customerOfBooking(db, recordId);
    if (!booking) throw notFound('No such booking.');
    return {
      recordType: type,
      recordId,
      party: 'customer',
      name: booking.customerName,
      email: blankToNull(booking.customerEmail),
      whatsapp: blankToNull(booking.customerWhatsapp) ?? blankToNull(booking.customerPhone),
      ownerId: booking.ownerId,
      recordTitle: booking.tripTitle,
      reference: booking.reference,
    };
  }
  const supplier = await contactsOfSupplier(db, recordId);
  if (!supplier) throw notFound('No such supplier.');
  const mailContact = supplier.contacts.find((contact) => blankToNull(contact.email) !== null);
  const whatsappContact = supplier.contacts.find((contact) => blankToNull(contact.whatsapp) !== null);
  return {
    recordType: type,
    recordId,
    party: 'supplier',
    name: supplier.displayName,
    email: blankToNull(mailContact?.email),
    whatsapp: blankToNull(whatsappContact?.whatsapp),
    ownerId: null,
    recordTitle: supplier.displayName,
    reference: null,
  };
}

/** The recipient's email address, or 400 `messaging.no_address`. */
export function emailOf(recipient: Recipient): string {
  if (recipient.email === null) {
    const who = recipient.party === 'customer' ? "The trip's customer has no email address" : 'None of the supplier’s contacts has an email address';
    throw new AppError('messaging.no_address', `${who}: add one, then send again.`, { to: [`${who}.`] });
  }
  return recipient.email;
}
