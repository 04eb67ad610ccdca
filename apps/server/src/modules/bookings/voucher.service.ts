import { BOOKING_AUDIT_ENTITY_TYPES, BOOKING_PATHS, SERVICE_STATUS_LABELS, type MessageChannel, type VoucherLink } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { ActorContext, ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { contactsOfSupplier } from '../catalogue/index.ts';
import { addDays, embeddedFontCss, type PdfRenderer } from '../itineraries/index.ts';
import { queueRecordMessage } from '../messaging/index.ts';
import { recordBookingEvent } from './booking-events.repository.ts';
import { findBookingLink, insertBookingLink, latestServiceLink, markLinkOpened, type BookingLinkRow } from './booking-links.repository.ts';
import { findBooking, findService, travellersOfBooking, type BookingRow, type ServiceRow } from './booking-rows.repository.ts';
import { lockBooking } from './booking-writes.ts';
import { expirySeconds, readLinkToken, signLinkToken } from '../../lib/link-tokens.ts';
import { renderVoucherPage, voucherDatesText, type VoucherView } from './voucher.template.ts';

/**
 * Vouchers: what a traveller shows the hotel, the driver or the operator for one confirmed service.
 * Each confirmed service has one live voucher link (a booking_links row of purpose `voucher`, its
 * token signed with the server's secret), made on the first ask and reused while it works; it lasts
 * until 30 days after the service's last date, and a week at least. The link is a way to show a
 * record, not a change to the booking: making one is neither audited nor put on the timeline (the
 * row keeps who made it and when); sending the voucher is both.
 */

const DAY_MS = 86_400_000;
const DAYS_AFTER_SERVICE = 30;
const MIN_DAYS = 7;

/** A confirmed service, which is what has a voucher number. */
type ConfirmedService = ServiceRow & { voucherNumber: string };

/** The end, in India, of the 30th day after the service's last date; a week from now at least. In whole seconds, as the token carries it. */
export function voucherLinkExpiry(lastDate: string, now: Date): Date {
  const afterService = new Date(`${addDays(lastDate, DAYS_AFTER_SERVICE + 1)}T00:00:00+05:30`).getTime();
  const earliest = now.getTime() + MIN_DAYS * DAY_MS;
  return new Date(expirySeconds(new Date(Math.max(afterService, earliest))) * 1000);
}

function confirmed(service: ServiceRow): ConfirmedService {
  if (service.status !== 'confirmed' || service.voucherNumber === null) {
    throw new AppError('booking.service_status', `${service.label} is ${SERVICE_STATUS_LABELS[service.status].toLowerCase()}: it has a voucher once its supplier confirms it.`);
  }
  return { ...service, voucherNumber: service.voucherNumber };
}

/** The service of this booking, confirmed: 404 for another booking's, 409 `booking.service_status` before it is confirmed. */
async function confirmedService(db: Db, bookingId: number, serviceId: number): Promise<ConfirmedService> {
  const service = await findService(db, bookingId, serviceId);
  if (!service) throw notFound('Service not found.');
  return confirmed(service);
}

/** The service's live voucher link, or a new one. Call it behind the booking's lock, so two first asks make one link. */
async function liveVoucherLink(tx: Db, actor: ActorContext, service: ConfirmedService, now: Date): Promise<BookingLinkRow> {
  const latest = await latestServiceLink(tx, service.id, 'voucher');
  if (latest && latest.expiresAt.getTime() > now.getTime()) return latest;
  return insertBookingLink(tx, { bookingId: service.bookingId, serviceId: service.id, purpose: 'voucher', expiresAt: voucherLinkExpiry(service.lastDate, now), createdBy: actor.userId });
}

function toVoucherLink(config: Config, row: BookingLinkRow, voucherNumber: string): VoucherLink {
  const token = signLinkToken(config.jwtSecret, 'voucher', row.id, row.expiresAt);
  return { voucher_number: voucherNumber, url: `${config.publicSiteUrl}${BOOKING_PATHS.voucherPage(token)}`, expires_at: row.expiresAt.toISOString() };
}

/** The traveller's link to a confirmed service's voucher, made on the first ask. */
export async function getVoucherLink(ctx: ServiceContext, config: Config, bookingId: number, serviceId: number, now: Date = new Date()): Promise<VoucherLink> {
  return ctx.db.transaction(async (tx) => {
    await lockBooking(tx, bookingId);
    const service = await confirmedService(tx, bookingId, serviceId);
    return toVoucherLink(config, await liveVoucherLink(tx, ctx.actor, service, now), service.voucherNumber);
  });
}

/** The supplier's first contact phone: the number a traveller calls. Nothing else of the supplier's contacts is shown. */
async function supplierPhone(db: Db, supplierId: number | null): Promise<string | null> {
  if (supplierId === null) return null;
  const contacts = (await contactsOfSupplier(db, supplierId))?.contacts ?? [];
  const phone = contacts.find((contact) => contact.phone && contact.phone.trim() !== '')?.phone;
  return phone ? phone.trim() : null;
}

/** What the voucher shows of the booking and the service, picked field by field. */
async function voucherView(db: Db, booking: BookingRow, service: ConfirmedService): Promise<VoucherView> {
  const travellers = await travellersOfBooking(db, booking.id);
  const lead = travellers.find((traveller) => traveller.lead) ?? travellers[0];
  return {
    voucherNumber: service.voucherNumber,
    bookingReference: booking.reference,
    category: service.category,
    label: service.label,
    variantName: service.variantName,
    supplierName: service.supplierName,
    supplierPhone: await supplierPhone(db, service.supplierId),
    firstDate: service.firstDate,
    lastDate: service.lastDate,
    nights: service.nights,
    time: service.time,
    quantity: service.quantity,
    leadTraveller: lead?.name ?? null,
    travellersText: service.travellersText,
    confirmationNumber: service.confirmationNumber,
    notes: service.notes,
  };
}

export type VoucherPdf = { filename: string; pdf: Buffer };

/** The voucher printed by Chromium: the page without its PDF link, with the fonts embedded. Call it outside any transaction. */
export async function renderVoucherPdf(renderer: PdfRenderer, view: VoucherView): Promise<VoucherPdf> {
  const pdf = await renderer.render(renderVoucherPage(view, { fontCss: embeddedFontCss() }), `Voucher ${view.voucherNumber}`);
  return { filename: `${view.voucherNumber}.pdf`, pdf };
}

/** A confirmed service's voucher PDF, for staff: 404 for no booking or another booking's service, 409 before it is confirmed. */
export async function staffVoucherPdf(db: Db, renderer: PdfRenderer, bookingId: number, serviceId: number): Promise<VoucherPdf> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound('Booking not found.');
  return renderVoucherPdf(renderer, await voucherView(db, booking, await confirmedService(db, bookingId, serviceId)));
}

/** What a voucher token opens: the voucher, or why not (no such link: 404; expired, withdrawn or its service no longer confirmed: 410). */
export type LinkedVoucher = { found: 'voucher'; voucher: VoucherView } | { found: 'nothing' } | { found: 'gone' };

/**
 * The voucher behind a token, for the traveller's page (`countOpen`: the open is noted) and its PDF.
 * The token's signature is checked before any query. The service's status is read now, so a
 * cancelled service's voucher stops working whatever its link says.
 */
export async function voucherOfToken(db: Db, secret: string, token: string, options: { countOpen: boolean }, now: Date = new Date()): Promise<LinkedVoucher> {
  const read = readLinkToken(secret, 'voucher', token);
  if (!read) return { found: 'nothing' };
  const link = await findBookingLink(db, read.linkId);
  if (!link || link.purpose !== 'voucher' || expirySeconds(link.expiresAt) !== read.expiresAtSeconds) return { found: 'nothing' };
  if (link.revokedAt !== null || link.expiresAt.getTime() <= now.getTime()) return { found: 'gone' };
  const booking = await findBooking(db, link.bookingId);
  const service = await findService(db, link.bookingId, link.serviceId);
  if (!booking || !service) return { found: 'nothing' };
  if (service.status !== 'confirmed' || service.voucherNumber === null) return { found: 'gone' };
  if (options.countOpen) await markLinkOpened(db, link.id, now);
  return { found: 'voucher', voucher: await voucherView(db, booking, { ...service, voucherNumber: service.voucherNumber }) };
}

/** The customer's address on the channel: their email, or their WhatsApp number (else their phone); 400 `messaging.no_address` for none. */
function customerAddress(booking: BookingRow, channel: MessageChannel): string {
  const candidates = channel === 'email' ? [booking.customerEmail] : [booking.customerWhatsapp, booking.customerPhone];
  const address = candidates.map((value) => value.trim()).find((value) => value !== '');
  if (address !== undefined) return address;
  const who = channel === 'email' ? "The booking's customer has no email address" : "The booking's customer has no WhatsApp number or phone";
  throw new AppError('messaging.no_address', `${who}: add one, then send again.`, { channel: [`${who}.`] });
}

const CHANNEL_WORDS: Record<MessageChannel, string> = { email: 'mail', whatsapp: 'WhatsApp' };

/**
 * Sends the traveller the voucher of a confirmed service, by mail or WhatsApp (the service action
 * `send_voucher`): the link made or reused, the message queued (template `booking_voucher`), a
 * `voucher_sent` event naming the message, and an audit entry, in one transaction behind the
 * booking's lock. The send job carries the message out after commit.
 */
export async function sendVoucher(ctx: ServiceContext, config: Config, bookingId: number, serviceId: number, channel: MessageChannel, now: Date = new Date()): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    const service = await confirmedService(tx, bookingId, serviceId);
    const to = customerAddress(booking, channel);
    const link = toVoucherLink(config, await liveVoucherLink(tx, ctx.actor, service, now), service.voucherNumber);
    const message = await queueRecordMessage(tx, config, {
      channel,
      recordType: 'booking',
      recordId: bookingId,
      party: 'customer',
      to,
      template: 'booking_voucher',
      parameters: {
        customer_name: booking.customerName,
        voucher_number: service.voucherNumber,
        service: service.variantName ? `${service.label}, ${service.variantName}` : service.label,
        dates: voucherDatesText(service),
        voucher_url: link.url,
      },
      sentBy: ctx.actor.userId,
    });
    await recordBookingEvent(tx, ctx.actor, {
      bookingId,
      serviceId,
      kind: 'voucher_sent',
      title: `Voucher ${service.voucherNumber} sent to the customer by ${CHANNEL_WORDS[channel]}`,
      messageId: message.id,
    });
    await recordAudit(tx, ctx.actor, {
      action: 'send',
      entityType: BOOKING_AUDIT_ENTITY_TYPES.service,
      entityId: serviceId,
      before: null,
      after: { booking_id: bookingId, voucher_number: service.voucherNumber, channel, message_id: message.id, link_expires_at: link.expires_at },
    });
  });
}
