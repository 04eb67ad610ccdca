import { BOOKING_STATUS_LABELS, ITINERARY_STATUS_LABELS, type AgentOrdering, type AgentStatus } from '@ua/contracts';

/** One colour per status, the same in the list, the cards and the heading. */
export const AGENT_STATUS_COLORS: Record<AgentStatus, string> = { active: 'teal', on_hold: 'orange', closed: 'gray' };

export const AGENT_ORDER_LABELS: Record<AgentOrdering, string> = {
  name: 'Agency, A to Z',
  '-name': 'Agency, Z to A',
  created: 'Oldest first',
  '-created': 'Newest first',
};

// The colours the itineraries and bookings areas give these statuses, so a status reads alike everywhere.
const TRIP_STATUS_COLORS: Partial<Record<string, string>> = { draft: 'gray', sent: 'blue', accepted: 'teal', booked: 'green', lost: 'red' };
const BOOKING_STATUS_COLORS: Partial<Record<string, string>> = { confirming: 'yellow', confirmed: 'teal', travelling: 'blue', completed: 'gray', cancelled: 'red' };
const tripLabels: Partial<Record<string, string>> = ITINERARY_STATUS_LABELS;
const bookingLabels: Partial<Record<string, string>> = BOOKING_STATUS_LABELS;

/** A trip's status as its own area shows it (the trips call sends it as plain text): label and colour. */
export function tripStatusOf(status: string): { label: string; color: string } {
  return { label: tripLabels[status] ?? status, color: TRIP_STATUS_COLORS[status] ?? 'gray' };
}

export function bookingStatusOf(status: string): { label: string; color: string } {
  return { label: bookingLabels[status] ?? status, color: BOOKING_STATUS_COLORS[status] ?? 'gray' };
}

/** `tel:+919812345678` */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp's click-to-chat link takes the E.164 number without its plus. */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
