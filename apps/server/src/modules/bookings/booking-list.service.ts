import type { BookingService, BookingSummary, DepartureList } from '@ua/contracts';
import type { ActorContext } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { addDays, todayInIndia, tripReference } from '../itineraries/index.ts';
import { requestExpiries } from './booking-links.repository.ts';
import { bookingsStartingBetween, listBookings, openServicesOfBookings, type BookingFilters, type BookingOrdering } from './booking-list.repository.ts';
import type { BookingRow } from './booking-rows.repository.ts';
import { summaryStaffIds, supplierContacts, toBookingSummary, toService } from './booking-view.ts';
import { staffNames } from '../admin/index.ts';

/** The operations view shows at most this many departures: more than a desk reads in one sitting. */
const DEPARTURES_CAP = 500;

/** Rows of the list, with the owners' and assignees' names of the whole page taken in one lookup. */
async function summariesOf(db: Db, rows: readonly BookingRow[]): Promise<BookingSummary[]> {
  const names = await staffNames(db, rows.flatMap(summaryStaffIds));
  return rows.map((row) => toBookingSummary(row, names, { reference: tripReference(row.itineraryId) }));
}

export async function listBookingSummaries(db: Db, filters: BookingFilters, ordering: BookingOrdering, limit: number, offset: number): Promise<{ count: number; results: BookingSummary[] }> {
  const { count, rows } = await listBookings(db, filters, ordering, limit, offset);
  return { count, results: await summariesOf(db, rows) };
}

/** The departures' days: today in India and the days after it, `days` in all. */
export function departureWindow(days: number, now: Date = new Date()): { from: string; to: string } {
  const from = todayInIndia(now);
  return { from, to: addDays(from, days - 1) };
}

/**
 * The operations view: bookings still running that start between today (in India) and the last of
 * `days`, earliest first, each with the services its suppliers have yet to confirm.
 */
export async function listDepartures(db: Db, actor: ActorContext, days: number, assignedToId: number | undefined, now: Date = new Date()): Promise<DepartureList> {
  const { from, to } = departureWindow(days, now);
  const rows = await bookingsStartingBetween(db, from, to, assignedToId, DEPARTURES_CAP);
  const summaries = await summariesOf(db, rows);
  const services = await openServicesOfBookings(
    db,
    rows.map((row) => row.id),
  );
  const contacts = await supplierContacts(db, actor, services);
  const expiries = await requestExpiries(
    db,
    services.filter((service) => service.status === 'requested').map((service) => service.id),
  );
  const open = new Map<number, BookingService[]>();
  for (const service of services) {
    const list = open.get(service.bookingId) ?? [];
    list.push(toService(service, actor, contacts, expiries.get(service.id) ?? null));
    open.set(service.bookingId, list);
  }
  return { from, to, results: summaries.map((summary) => ({ ...summary, open_services: open.get(summary.id) ?? [] })) };
}
