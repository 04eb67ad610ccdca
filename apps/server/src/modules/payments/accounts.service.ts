import { and, asc, gte, inArray, lt, lte } from 'drizzle-orm';
import { OVERDUE_BUCKETS, type AccountsDue, type AccountsDues, type ReceivableAge } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { paymentDues, paymentLinks, paymentPlans } from '../../db/schema/payments.ts';
import { staffNames } from '../admin/index.ts';
import { bookingsForPayments, runningBookingsForPayments, type BookingForPayments } from '../bookings/index.ts';
import { addDays, todayInIndia } from '../itineraries/index.ts';
import { dueView, linkView } from './money-view.ts';
import { bucketOf } from './money-rules.ts';
import type { DueRow, LinkRow } from './payment-rows.repository.ts';

/** At most this many dues are listed in each half of the accounts view; the totals count them all. */
const ACCOUNTS_LIST_MAX = 500;
/** The running bookings looked at for a missing plan (earliest trip first), and how many of those are listed. */
const PLANLESS_SCAN = 500;
const PLANLESS_MAX = 100;

/** Running bookings without a payment plan, earliest trip first: what accounts has yet to set up. */
async function bookingsWithoutPlan(db: Db, owner: number | undefined): Promise<BookingForPayments[]> {
  const running = (await runningBookingsForPayments(db, PLANLESS_SCAN)).filter((booking) => owner === undefined || booking.ownerId === owner);
  if (running.length === 0) return [];
  const planned = new Set((await db.select({ id: paymentPlans.bookingId }).from(paymentPlans).where(inArray(paymentPlans.bookingId, running.map((booking) => booking.id)))).map((row) => row.id));
  return running.filter((booking) => !planned.has(booking.id)).slice(0, PLANLESS_MAX);
}

/** The dates an age asks for: not yet late, however far ahead, or late; without one, late or falling due by `until`. */
function datesOf(age: ReceivableAge | undefined, today: string, until: string) {
  if (age === undefined) return lte(paymentDues.dueDate, until);
  return age === 'not_due' ? gte(paymentDues.dueDate, today) : lt(paymentDues.dueDate, today);
}

/**
 * The accounts view: every open due of a running booking falling in the next `days` days (today
 * included), and every overdue one, oldest first, grouped by age (0-7, 8-30, 31+ days late), with
 * totals; each with its booking and its live link to copy. Beside them, the running bookings that
 * have no plan yet. With an `age`, only the dues of that age (the dashboard's receivables), and no
 * bookings without a plan.
 */
export async function accountsDues(db: Db, query: { days: number; owner?: number | undefined; age?: ReceivableAge | undefined }, now: Date = new Date()): Promise<AccountsDues> {
  const today = todayInIndia(now);
  const until = addDays(today, query.days - 1);
  // The bookings' own table belongs to bookings: the dues are read here, their bookings through its index.
  const rows = await db
    .select()
    .from(paymentDues)
    .where(and(inArray(paymentDues.status, ['due', 'partly_paid', 'overdue']), datesOf(query.age, today, until)))
    .orderBy(asc(paymentDues.dueDate), asc(paymentDues.id));
  const bookingIds = [...new Set(rows.map((row) => row.bookingId))];
  const bookings = new Map<number, BookingForPayments>();
  for (const booking of await bookingsForPayments(db, bookingIds)) {
    if (booking.status !== 'cancelled' && (query.owner === undefined || booking.ownerId === query.owner)) bookings.set(booking.id, booking);
  }
  const wanted = rows.filter((row) => bookings.has(row.bookingId));
  const links = wanted.length === 0 ? [] : await db.select().from(paymentLinks).where(and(inArray(paymentLinks.dueId, wanted.map((row) => row.id)), inArray(paymentLinks.status, ['created', 'partially_paid'])));
  const linkOf = new Map<number, LinkRow>(links.map((link) => [link.dueId, link]));
  const planless = query.age === undefined ? await bookingsWithoutPlan(db, query.owner) : [];
  const names = await staffNames(db, [...[...bookings.values(), ...planless].map((booking) => booking.ownerId), ...links.map((link) => link.createdBy)]);

  const view = (row: DueRow): AccountsDue => {
    const booking = bookings.get(row.bookingId) as BookingForPayments;
    const due = dueView(row, today);
    const link = linkOf.get(row.id);
    return {
      ...due,
      booking: { id: booking.id, reference: booking.reference, customer_name: booking.customerName, trip_title: booking.tripTitle, start_date: booking.startDate, currency: booking.currency, owner: { id: booking.ownerId, name: names.get(booking.ownerId) ?? '' } },
      bucket: due.overdue_days === null ? null : bucketOf(due.overdue_days),
      link: link ? linkView(link, names) : null,
    };
  };
  const all = wanted.map(view).filter((due) => query.age === undefined || query.age === (due.bucket ?? 'not_due'));
  const overdue = all.filter((due) => due.bucket !== null);
  const upcoming = all.filter((due) => due.bucket === null);
  return {
    days: query.days,
    today,
    upcoming: upcoming.slice(0, ACCOUNTS_LIST_MAX),
    overdue: overdue.slice(0, ACCOUNTS_LIST_MAX),
    without_plan: planless.map((booking) => ({
      id: booking.id,
      reference: booking.reference,
      customer_name: booking.customerName,
      trip_title: booking.tripTitle,
      start_date: booking.startDate,
      total_paise: booking.totalPaise,
      currency: booking.currency,
      owner: { id: booking.ownerId, name: names.get(booking.ownerId) ?? '' },
    })),
    totals: {
      upcoming_paise: upcoming.reduce((sum, due) => sum + due.open_paise, 0),
      upcoming_count: upcoming.length,
      overdue_paise: overdue.reduce((sum, due) => sum + due.open_paise, 0),
      overdue_count: overdue.length,
      buckets: OVERDUE_BUCKETS.map((bucket) => {
        const inBucket = overdue.filter((due) => due.bucket === bucket);
        return { bucket, count: inBucket.length, open_paise: inBucket.reduce((sum, due) => sum + due.open_paise, 0) };
      }),
    },
  };
}
