import type { BookingService, BookingStatus, MessageChannel, ServiceStatus, TravellerKind } from '@ua/contracts';
import { formatDay } from '../../../../lib/dates';

/** A booking's status, one colour per status wherever it shows. */
export const BOOKING_STATUS_COLORS: Record<BookingStatus, string> = {
  confirming: 'yellow',
  confirmed: 'teal',
  travelling: 'blue',
  completed: 'gray',
  cancelled: 'red',
};

export const SERVICE_STATUS_COLORS: Record<ServiceStatus, string> = {
  pending: 'gray',
  requested: 'blue',
  confirmed: 'teal',
  rejected: 'red',
  cancelled: 'dark',
};

export const TRAVELLER_KIND_LABELS: Record<TravellerKind, string> = { adult: 'Adult', child: 'Child', infant: 'Infant' };

export const CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'Mail', whatsapp: 'WhatsApp' };

export const count = (amount: number, one: string, many: string) => `${amount} ${amount === 1 ? one : many}`;

/** A cancelled or completed booking is settled: the server refuses edits and supplier actions on it. */
export function isSettled(status: BookingStatus): boolean {
  return status === 'cancelled' || status === 'completed';
}

/** "12 Dec 2026 → 17 Dec 2026 · 5 nights"; a booking without a night is one day. */
export function bookingDates({ start_date, end_date, nights }: { start_date: string; end_date: string; nights: number }): string {
  if (nights === 0) return `${formatDay(start_date)} · a day trip`;
  return `${formatDay(start_date)} → ${formatDay(end_date)} · ${count(nights, 'night', 'nights')}`;
}

/** A stay's check-in and check-out; any other service's day, or its first and last days. */
export function serviceDates(service: Pick<BookingService, 'category' | 'first_date' | 'last_date' | 'nights'>): string {
  if (service.category === 'accommodation') return `Check-in ${formatDay(service.first_date)} · check-out ${formatDay(service.last_date)} · ${count(service.nights, 'night', 'nights')}`;
  if (service.first_date === service.last_date) return formatDay(service.first_date);
  return `${formatDay(service.first_date)} → ${formatDay(service.last_date)}`;
}

/** How many, in the service's own words: rooms for a stay, vehicles for transport, people for an activity. */
export function serviceQuantity(service: Pick<BookingService, 'category' | 'source' | 'quantity'>): string {
  const { quantity } = service;
  if (service.source === 'transport') return count(quantity, 'vehicle', 'vehicles');
  switch (service.category) {
    case 'accommodation':
      return count(quantity, 'room', 'rooms');
    case 'transport':
      return count(quantity, 'vehicle', 'vehicles');
    case 'activity':
    case 'sightseeing':
    case 'meal':
      return count(quantity, 'person', 'people');
    case 'guide':
      return count(quantity, 'guide', 'guides');
    case 'package':
      return count(quantity, 'package', 'packages');
    case null:
      return count(quantity, 'unit', 'units');
  }
}

/** "3 of 5 confirmed · 1 rejected · 1 cancelled": cancelled services are no longer wanted, so they are not counted in. */
export function servicesSummary(counts: { total: number; confirmed: number; rejected: number; cancelled: number }): string {
  const wanted = counts.total - counts.cancelled;
  const parts = [`${counts.confirmed} of ${wanted} confirmed`];
  if (counts.rejected > 0) parts.push(`${counts.rejected} rejected`);
  if (counts.cancelled > 0) parts.push(`${counts.cancelled} cancelled`);
  return parts.join(' · ');
}

/** `tel:+919812345678` */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp's click-to-chat link takes the E.164 number without its plus. */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}
