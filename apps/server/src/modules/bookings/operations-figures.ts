import { asc, count, countDistinct, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus, OPEN_SERVICE_STATUSES } from '@ua/contracts';

type OpenServiceStatus = (typeof OPEN_SERVICE_STATUSES)[number];
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { bookingServices, bookings } from '../../db/schema/bookings.ts';
import { bookingsStartingBetween, departingBetween, openServicesOfBookings } from './booking-list.repository.ts';

/**
 * The operations desk's figures: the departures of some days with what their suppliers have yet to
 * confirm, and the requests suppliers have not answered. Counts are aggregates in one statement each,
 * through the very conditions the bookings list filters by (`departingBetween`, a requested service),
 * so a figure is the count of its list.
 */

export type UnconfirmedService = {
  id: number;
  bookingId: number;
  label: string;
  status: OpenServiceStatus;
  supplierId: number | null;
  supplierName: string | null;
  firstDate: string;
  requestedAt: Date | null;
};

export type Departure = {
  id: number;
  reference: string;
  customerName: string;
  tripTitle: string;
  status: BookingStatus;
  startDate: string;
  assignedToId: number | null;
  servicesTotal: number;
  unconfirmed: UnconfirmedService[];
};

export type OperationsFigures = {
  departures: {
    byDay: { date: string; bookings: number; withUnconfirmed: number; unconfirmedServices: number }[];
    /** The earliest `limit`. */
    results: Departure[];
  };
  awaitingSupplier: { services: number; bookings: number; oldest: (UnconfirmedService & { requestedAt: Date; bookingReference: string })[] };
};

const REQUESTED: SQL = eq(bookingServices.status, 'requested');

function unconfirmedOf(row: typeof bookingServices.$inferSelect): UnconfirmedService {
  return {
    id: row.id,
    bookingId: row.bookingId,
    label: row.label,
    status: row.status as OpenServiceStatus,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    firstDate: row.firstDate,
    requestedAt: row.requestedAt,
  };
}

/** The figures for departures from `from` to `to` (India's calendar, both included), at most `limit` of each list. */
export async function operationsFigures(db: Db, window: { from: string; to: string }, limit: number): Promise<OperationsFigures> {
  const [byDay, awaiting, oldest, departures] = await inParallel(db, [
    () =>
      db
        .select({
          date: bookings.startDate,
          bookings: count(),
          withUnconfirmed: sql<number>`count(*) filter (where ${gt(bookings.servicesOpen, 0)})`,
          unconfirmedServices: sql<string>`coalesce(sum(${bookings.servicesOpen}), 0)`,
        })
        .from(bookings)
        .where(departingBetween(window.from, window.to))
        .groupBy(bookings.startDate)
        .orderBy(asc(bookings.startDate)),
    () => db.select({ services: count(), bookings: countDistinct(bookingServices.bookingId) }).from(bookingServices).where(REQUESTED),
    () =>
      db
        .select({ service: bookingServices, bookingReference: bookings.reference })
        .from(bookingServices)
        .innerJoin(bookings, eq(bookings.id, bookingServices.bookingId))
        .where(REQUESTED)
        .orderBy(asc(bookingServices.requestedAt), asc(bookingServices.id))
        .limit(limit),
    () => bookingsStartingBetween(db, window.from, window.to, undefined, limit),
  ]);
  const open = await openServicesOfBookings(
    db,
    departures.map((row) => row.id),
  );
  return {
    departures: {
      byDay: byDay.map((row) => ({ date: row.date, bookings: Number(row.bookings), withUnconfirmed: Number(row.withUnconfirmed), unconfirmedServices: Number(row.unconfirmedServices) })),
      results: departures.map((row) => ({
        id: row.id,
        reference: row.reference,
        customerName: row.customerName,
        tripTitle: row.tripTitle,
        status: row.status,
        startDate: row.startDate,
        assignedToId: row.assignedToId,
        servicesTotal: row.servicesTotal,
        unconfirmed: open.filter((service) => service.bookingId === row.id).map(unconfirmedOf),
      })),
    },
    awaitingSupplier: {
      services: Number(awaiting[0]?.services ?? 0),
      bookings: Number(awaiting[0]?.bookings ?? 0),
      // A requested service always has its request's time; the fallback only satisfies the type.
      oldest: oldest.map((row) => ({ ...unconfirmedOf(row.service), requestedAt: row.service.requestedAt ?? row.service.updatedAt, bookingReference: row.bookingReference })),
    },
  };
}
