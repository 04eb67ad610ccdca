import { inArray, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@ua/contracts';
import { bookings } from '../../db/schema/bookings.ts';

/** A subquery of the ids of the bookings in these statuses, for a module that filters its own rows by their booking's state in the same statement. */
export function bookingIdsInStatus(statuses: readonly BookingStatus[]): SQL {
  return sql`select ${bookings.id} from ${bookings} where ${inArray(bookings.status, [...statuses])}`;
}
