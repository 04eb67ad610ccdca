import { and, asc, eq, gte, inArray, lte, notInArray } from 'drizzle-orm';
import { OPEN_SERVICE_STATUSES, type ServiceStatus } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { bookingServices, bookings } from '../../db/schema/bookings.ts';

/** A service its supplier has not confirmed, of a booking that departs soon, with what its notice says and whom it reaches. */
export type UnconfirmedService = {
  id: number;
  label: string;
  supplierName: string | null;
  status: Extract<ServiceStatus, (typeof OPEN_SERVICE_STATUSES)[number]>;
  bookingId: number;
  reference: string;
  customerName: string;
  startDate: string;
  ownerId: number;
  assignedToId: number | null;
};

/**
 * The services still to be confirmed (pending, requested or turned down) of the bookings still running
 * whose first day falls in `from`..`to` (India's calendar, both included), in one query, soonest first.
 */
export async function unconfirmedServicesDeparting(db: Db, from: string, to: string): Promise<UnconfirmedService[]> {
  const rows = await db
    .select({
      id: bookingServices.id,
      label: bookingServices.label,
      supplierName: bookingServices.supplierName,
      status: bookingServices.status,
      bookingId: bookings.id,
      reference: bookings.reference,
      customerName: bookings.customerName,
      startDate: bookings.startDate,
      ownerId: bookings.ownerId,
      assignedToId: bookings.assignedToId,
    })
    .from(bookingServices)
    .innerJoin(bookings, eq(bookings.id, bookingServices.bookingId))
    .where(
      and(
        notInArray(bookings.status, ['cancelled', 'completed']),
        gte(bookings.startDate, from),
        lte(bookings.startDate, to),
        inArray(bookingServices.status, [...OPEN_SERVICE_STATUSES]),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.id), asc(bookingServices.position), asc(bookingServices.id));
  return rows as UnconfirmedService[];
}
