import { and, asc, count, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { BOOKING_STATUSES, LIVE_LINK_STATUSES, OPEN_DUE_STATUSES, RECEIVABLE_AGES, type ReceivableAge } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { paymentDues, paymentLinks, paymentPlans } from '../../db/schema/payments.ts';
import { bookingIdsInStatus } from '../bookings/index.ts';
import { ageOf, dueDatesOfAge } from './accounts-figures.ts';
import type { DueRow, LinkRow } from './payment-rows.repository.ts';

/**
 * The accounts view's statements. The database counts and sums every open due the view matches and
 * hands back only the page of each list it shows, so a call reads a page's rows however many dues are
 * open.
 */

/** Which open dues the view looks at: those of `days` (late, or falling due by `until`), or of one age alone; of one owner's bookings, given one. */
export type OpenDuesFilter = { today: string; until: string; age?: ReceivableAge | undefined; ownerId?: number | undefined };

/** The two lists of dues: not yet late, and late. */
export type DueList = 'upcoming' | 'overdue';

const NOT_CANCELLED = BOOKING_STATUSES.filter((status) => status !== 'cancelled');

function openDuesWhere(filter: OpenDuesFilter): SQL | undefined {
  // Without an owner, leaving out the few cancelled bookings is cheaper than keeping the many others.
  const ofBookings =
    filter.ownerId === undefined ? sql`${paymentDues.bookingId} not in (${bookingIdsInStatus(['cancelled'])})` : sql`${paymentDues.bookingId} in (${bookingIdsInStatus(NOT_CANCELLED, filter.ownerId)})`;
  const dates = filter.age === undefined ? lte(paymentDues.dueDate, filter.until) : dueDatesOfAge(filter.age, filter.today);
  return and(inArray(paymentDues.status, [...OPEN_DUE_STATUSES]), ofBookings, dates);
}

/** How many dues the filter matches and what is open of them, for each age (zero for an age with none). */
export async function openDueTotals(db: Db, filter: OpenDuesFilter): Promise<{ age: ReceivableAge; count: number; openPaise: number }[]> {
  const rows = await db
    .select({ age: ageOf(filter.today), count: count(), openPaise: sql<string>`coalesce(sum(${paymentDues.amountPaise} - ${paymentDues.paidPaise}), 0)` })
    .from(paymentDues)
    .where(openDuesWhere(filter))
    .groupBy(sql`1`);
  const byAge = new Map(rows.map((row) => [row.age, row]));
  return RECEIVABLE_AGES.map((age) => ({ age, count: Number(byAge.get(age)?.count ?? 0), openPaise: Number(byAge.get(age)?.openPaise ?? 0) }));
}

/** A page of one list of the dues the filter matches, earliest due first, ties by id: the order every page agrees on. */
export async function openDuesPage(db: Db, filter: OpenDuesFilter, list: DueList, limit: number, offset: number): Promise<DueRow[]> {
  const side = list === 'upcoming' ? gte(paymentDues.dueDate, filter.today) : lt(paymentDues.dueDate, filter.today);
  return db
    .select()
    .from(paymentDues)
    .where(and(openDuesWhere(filter), side))
    .orderBy(asc(paymentDues.dueDate), asc(paymentDues.id))
    .limit(limit)
    .offset(offset);
}

/** The links a customer can still pay of these dues. */
export async function payableLinksOfDues(db: Db, dueIds: readonly number[]): Promise<LinkRow[]> {
  if (dueIds.length === 0) return [];
  return db
    .select()
    .from(paymentLinks)
    .where(and(inArray(paymentLinks.dueId, [...dueIds]), inArray(paymentLinks.status, [...LIVE_LINK_STATUSES])));
}

/** The bookings that have a plan, as a subquery: what the list of bookings without one passes over. */
export function bookingIdsWithPlan(): SQL {
  return sql`select ${paymentPlans.bookingId} from ${paymentPlans}`;
}
