import { LIVE_LINK_STATUSES, type MessageChannel } from '@ua/contracts';
import { AppError } from '../../lib/errors.ts';
import type { BookingForPayments } from '../bookings/index.ts';
import { formatMoney, formatTripDate } from '../itineraries/index.ts';
import { daysBetween, openOf } from './money-rules.ts';
import type { DueRow, LinkRow, PaymentRow } from './payment-rows.repository.ts';

/**
 * What the payment mails say, by mail and by WhatsApp alike (the templates of both channels take the
 * same parameters): built here from the booking, the due or the payment, for staff's sends and the
 * reminder schedule alike. Amounts in Indian format, dates as the trip pages write them.
 */

export type MessageParameters = Record<string, string>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The customer's address on the channel: their email, or their WhatsApp number (else their phone); null for none. */
export function customerAddressOf(booking: BookingForPayments, channel: MessageChannel): string | null {
  const candidates = channel === 'email' ? [booking.customerEmail] : [booking.customerWhatsapp, booking.customerPhone];
  return candidates.map((value) => value.trim()).find((value) => value !== '') ?? null;
}

/** As customerAddressOf; 400 `messaging.no_address` for none. */
export function customerAddress(booking: BookingForPayments, channel: MessageChannel): string {
  const address = customerAddressOf(booking, channel);
  if (address !== null) return address;
  const who = channel === 'email' ? "The booking's customer has no email address" : "The booking's customer has no WhatsApp number or phone";
  throw new AppError('messaging.no_address', `${who}: add one, then send again.`, { channel: [`${who}.`] });
}

/** The link a customer can pay a due on now: the newest live one with its page, not yet expired; null for none. */
export function payableLinkOf(links: readonly LinkRow[], dueId: number, now: Date): LinkRow | null {
  const live = links.filter(
    (link) => link.dueId === dueId && (LIVE_LINK_STATUSES as readonly string[]).includes(link.status) && link.shortUrl !== null && link.expireBy.getTime() > now.getTime(),
  );
  return live.sort((a, b) => b.id - a.id)[0] ?? null;
}

/** "is due in 7 days", "is due today", "was due 3 days ago": where today stands to the due's date. */
export function dueWhenText(dueDate: string, today: string): string {
  const ahead = daysBetween(today, dueDate);
  if (ahead > 0) return `is due in ${plural(ahead, 'day', 'days')}`;
  if (ahead === 0) return 'is due today';
  return `was due ${plural(-ahead, 'day', 'days')} ago`;
}

/** How to pay: on the link's page when there is one, else by asking (a link) or by transfer quoting the booking. */
export function howToPayText(link: LinkRow | null): string {
  if (link?.shortUrl) return `You can pay online at ${link.shortUrl} or reply to this message for other ways to pay.`;
  return 'Please reply to this message for a payment link, or pay by bank transfer quoting your booking reference.';
}

const dueAmount = (booking: BookingForPayments, due: DueRow) => formatMoney(openOf({ ...due, waived: due.waivedAt !== null }), booking.currency);

const bookingParameters = (booking: BookingForPayments) => ({ customer_name: booking.customerName, booking_reference: booking.reference, trip_title: booking.tripTitle });

/** A payment request: what the link asks (its amount less what was paid on it), by the due's date, and the link. */
export function requestParameters(booking: BookingForPayments, due: DueRow, link: LinkRow & { shortUrl: string }): MessageParameters {
  return {
    ...bookingParameters(booking),
    due_label: due.label,
    amount: formatMoney(link.amountPaise - link.amountPaidPaise, link.currency),
    due_date: formatTripDate(due.dueDate),
    pay_url: link.shortUrl,
  };
}

/** A reminder of what is still open of a due, said from today. */
export function reminderParameters(booking: BookingForPayments, due: DueRow, today: string, link: LinkRow | null): MessageParameters {
  return {
    ...bookingParameters(booking),
    due_label: due.label,
    amount: dueAmount(booking, due),
    due_when: dueWhenText(due.dueDate, today),
    due_date: formatTripDate(due.dueDate),
    how_to_pay: howToPayText(link),
  };
}

/** An overdue notice: what is still open of the due, since when, and how to pay. */
export function overdueParameters(booking: BookingForPayments, due: DueRow, today: string, link: LinkRow | null): MessageParameters {
  return {
    customer_name: booking.customerName,
    due_label: due.label,
    amount: dueAmount(booking, due),
    booking_reference: booking.reference,
    trip_title: booking.tripTitle,
    due_date: formatTripDate(due.dueDate),
    days_overdue: plural(Math.max(1, daysBetween(due.dueDate, today)), 'day', 'days'),
    how_to_pay: howToPayText(link),
  };
}

/** A receipt: its number, amount and date, and its public page. */
export function receiptParameters(booking: BookingForPayments, payment: PaymentRow, receiptUrl: string): MessageParameters {
  return {
    customer_name: booking.customerName,
    amount: formatMoney(payment.amountPaise, payment.currency),
    booking_reference: booking.reference,
    received_on: formatTripDate(payment.receivedOn),
    receipt_number: payment.receiptNumber,
    receipt_url: receiptUrl,
  };
}
