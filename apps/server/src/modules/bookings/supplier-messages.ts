import type { MessageChannel, SupplierNotice } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { contactsOfSupplier } from '../catalogue/index.ts';
import { channelReady, queueRecordMessage } from '../messaging/index.ts';
import type { BookingRow, ServiceRow } from './booking-rows.repository.ts';

/**
 * What a booking tells its suppliers, and how: the request with the page to answer on, and the
 * cancellation. Written the way a hotel's reservations desk reads it; queued in the caller's
 * transaction (messaging's send jobs carry it out after commit).
 */

export const CHANNEL_NAMES: Record<MessageChannel, string> = { email: 'mail', whatsapp: 'WhatsApp' };

/** Where a supplier is written to, or why it cannot be. */
export type SupplierAddress =
  | { reachable: true; supplierName: string; channel: MessageChannel; to: string }
  | { reachable: false; supplierName: string; code: 'no_address' | 'unconfigured'; reason: string };

const present = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The supplier's address on the channel asked for, or on its preferred one: WhatsApp when a contact
 * has a WhatsApp number and this server can send WhatsApp, else mail when a contact has an email.
 */
export async function supplierAddress(db: Db, config: Config, supplierId: number, fallbackName: string, wanted: MessageChannel | null): Promise<SupplierAddress> {
  const supplier = await contactsOfSupplier(db, supplierId);
  const supplierName = supplier?.displayName ?? fallbackName;
  const contacts = supplier?.contacts ?? [];
  const addresses: Record<MessageChannel, string | null> = {
    whatsapp: contacts.map((contact) => present(contact.whatsapp)).find((value) => value !== null) ?? null,
    email: contacts.map((contact) => present(contact.email)).find((value) => value !== null) ?? null,
  };
  const on = (channel: MessageChannel): SupplierAddress => {
    const to = addresses[channel];
    if (to === null) return { reachable: false, supplierName, code: 'no_address', reason: `None of ${supplierName}’s contacts has ${channel === 'whatsapp' ? 'a WhatsApp number' : 'an email address'}` };
    if (!channelReady(config, channel)) return { reachable: false, supplierName, code: 'unconfigured', reason: `${channel === 'email' ? 'Mail' : 'WhatsApp'} is not set up on this server` };
    return { reachable: true, supplierName, channel, to };
  };
  if (wanted !== null) return on(wanted);
  if (addresses.whatsapp !== null && channelReady(config, 'whatsapp')) return on('whatsapp');
  if (addresses.email !== null) return on('email');
  if (addresses.whatsapp !== null) return on('whatsapp');
  return { reachable: false, supplierName, code: 'no_address', reason: `None of ${supplierName}’s contacts has a WhatsApp number or an email address` };
}

/** The address, or the refusal of a request that cannot be sent: 400 `messaging.no_address`, 503 when the channel is not set up. */
export function requireReachable(address: SupplierAddress): Extract<SupplierAddress, { reachable: true }> {
  if (address.reachable) return address;
  if (address.code === 'no_address') throw new AppError('messaging.no_address', `${address.reason}: add one to the supplier, then request again.`, { channel: [`${address.reason}.`] });
  throw new AppError('messaging.channel_unconfigured', `${address.reason}: choose the other channel, or set it up.`);
}

// ---------------------------------------------------------------- how a supplier reads a service

const MESSAGE_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const DEADLINE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A calendar date as "10 Feb 2027" (trip dates have no zone: read in UTC). */
export const messageDate = (isoDate: string) => MESSAGE_DATE.format(new Date(`${isoDate}T00:00:00Z`));

/** The day a link stops working, where the company works: "17 February 2027". */
export const deadlineText = (at: Date) => DEADLINE.format(at);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type ServiceWords = Pick<ServiceRow, 'quantity' | 'label' | 'variantName' | 'time' | 'firstDate' | 'lastDate' | 'nights' | 'category'>;

/** "2 × Deluxe Lake View · CP at Lake Palace Resort", with the time of an activity. */
export function serviceText(service: ServiceWords): string {
  const what = service.variantName ? `${service.variantName} at ${service.label}` : service.label;
  return `${service.quantity} × ${what}${service.time ? `, ${service.time}` : ''}`;
}

/** "10 Feb 2027 to 12 Feb 2027 (2 nights)" for a stay (check-in to check-out), else the day or the days. */
export function datesText(service: ServiceWords): string {
  if (service.category === 'accommodation') return `${messageDate(service.firstDate)} to ${messageDate(service.lastDate)} (${plural(service.nights, 'night', 'nights')})`;
  return service.firstDate === service.lastDate ? messageDate(service.firstDate) : `${messageDate(service.firstDate)} to ${messageDate(service.lastDate)}`;
}

/** "2 adults, 1 child (8); lead: Rahul Sharma". */
export const travellersLine = (service: Pick<ServiceRow, 'travellersText'>, leadName: string) => `${service.travellersText}; lead: ${leadName}`;

// ---------------------------------------------------------------- the messages

export type SupplierRequest = {
  booking: BookingRow;
  service: ServiceRow;
  address: Extract<SupplierAddress, { reachable: true }>;
  leadName: string;
  answerUrl: string;
  expiresAt: Date;
  staffName: string;
  sentBy: number | null;
  linkId: number;
};

/** Queues the request for the service (template `booking_request`); answers the message's id. */
export async function queueSupplierRequest(tx: Db, config: Config, request: SupplierRequest): Promise<number> {
  const { booking, service, address } = request;
  const message = await queueRecordMessage(tx, config, {
    channel: address.channel,
    recordType: 'booking',
    recordId: booking.id,
    party: 'supplier',
    to: address.to,
    template: 'booking_request',
    parameters: {
      supplier_name: address.supplierName,
      booking_reference: booking.reference,
      service: serviceText(service),
      dates: datesText(service),
      travellers: travellersLine(service, request.leadName),
      answer_url: request.answerUrl,
      expires_on: deadlineText(request.expiresAt),
      staff_name: request.staffName,
    },
    sentBy: request.sentBy,
    // One request per link: a retried transaction cannot send the same request twice.
    idempotencyKey: `booking-request:link:${request.linkId}`,
  });
  return message.id;
}

export type CancellationNotice = {
  booking: BookingRow;
  supplierId: number;
  supplierName: string;
  /** The supplier's services that were requested or confirmed: what they hold for us. */
  services: readonly ServiceRow[];
  reason: string;
  staffName: string;
  sentBy: number | null;
  /** False: staff chose to tell the supplier themselves. */
  tell: boolean;
  idempotencyKey: string;
};

const cancelledLine = (service: ServiceRow) => `${serviceText(service)}, ${datesText(service)}${service.confirmationNumber ? ` (your confirmation ${service.confirmationNumber})` : ''}`;

/**
 * Tells one supplier what of theirs is cancelled (template `booking_cancellation`) when asked to and
 * when they can be reached; answers what the answer's `supplier_notices` says of them, and the
 * message's id when one was queued.
 */
export async function tellOfCancellation(tx: Db, config: Config, notice: CancellationNotice): Promise<{ notice: SupplierNotice; messageId: number | null }> {
  const base = {
    supplier: { id: notice.supplierId, name: notice.supplierName },
    services: notice.services.map((service) => ({ id: service.id, label: service.label, first_date: service.firstDate, last_date: service.lastDate, confirmation_number: service.confirmationNumber })),
  };
  if (!notice.tell) return { notice: { ...base, told: false, channel: null, not_told_reason: 'Not asked to: tell them yourself' }, messageId: null };
  const address = await supplierAddress(tx, config, notice.supplierId, notice.supplierName, null);
  if (!address.reachable) return { notice: { ...base, supplier: { id: notice.supplierId, name: address.supplierName }, told: false, channel: null, not_told_reason: `${address.reason}: tell them yourself` }, messageId: null };
  const lines = notice.services.map(cancelledLine);
  const message = await queueRecordMessage(tx, config, {
    channel: address.channel,
    recordType: 'booking',
    recordId: notice.booking.id,
    party: 'supplier',
    to: address.to,
    template: 'booking_cancellation',
    parameters: {
      supplier_name: address.supplierName,
      booking_reference: notice.booking.reference,
      // WhatsApp takes no line breaks in a template value.
      services: lines.join(address.channel === 'whatsapp' ? '; ' : '\n'),
      reason: notice.reason,
      staff_name: notice.staffName,
    },
    sentBy: notice.sentBy,
    idempotencyKey: notice.idempotencyKey,
  });
  return { notice: { ...base, supplier: { id: notice.supplierId, name: address.supplierName }, told: true, channel: address.channel, not_told_reason: null }, messageId: message.id };
}

/** "Lake Palace Resort told by WhatsApp" / "Tea County not told: none of ...": a notice as the timeline says it. */
export function noticeText(notice: SupplierNotice): string {
  return notice.told && notice.channel ? `${notice.supplier.name} told by ${CHANNEL_NAMES[notice.channel]}` : `${notice.supplier.name} not told: ${notice.not_told_reason ?? ''}`;
}
