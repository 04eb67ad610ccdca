import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@ua/contracts';
import { bookings } from '../../db/schema/bookings.ts';

/**
 * A subquery of the ids of the bookings in these statuses (of one owner's alone, given one), for a
 * module that filters its own rows by their booking's state in the same statement.
 */
export function bookingIdsInStatus(statuses: readonly BookingStatus[], ownerId?: number): SQL {
  return sql`select ${bookings.id} from ${bookings} where ${and(inArray(bookings.status, [...statuses]), ownerId === undefined ? undefined : eq(bookings.ownerId, ownerId))}`;
}
