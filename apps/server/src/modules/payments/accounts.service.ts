import { OVERDUE_BUCKETS, type AccountsDue, type AccountsDues, type AccountsDuesQuery, type AccountsPlanless, type ReceivableAge } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { runningBookingsForPayments, type NamedBookingForPayments } from '../bookings/index.ts';
import { addDays, todayInIndia } from '../itineraries/index.ts';
import { bookingIdsWithPlan, openDuesView, type DueList, type OpenDuesFilter } from './accounts.repository.ts';
import { dueView, linkView } from './money-view.ts';
import { bucketOf } from './money-rules.ts';
import type { DueRow } from './payment-rows.repository.ts';

/** Whether an age filter leaves a list in the view: `not_due` keeps only the dues not yet late, an overdue bucket only the late ones. */
function listShown(list: DueList, age: ReceivableAge | undefined): boolean {
  if (age === undefined) return true;
  return list === 'upcoming' ? age === 'not_due' : age !== 'not_due';
}

/**
 * The accounts view: the open dues of bookings not cancelled falling in the next `days` days (today
 * included), and every overdue one, the oldest first, with totals by age (0-7, 8-30, 31+ days late);
 * each due with its booking and its live link to copy. Beside them, the running bookings that have no
 * plan yet. With an `age`, only the dues of that age (the dashboard's receivables), and no bookings
 * without a plan. The totals count every matching row; each list answers the page asked for.
 */
export async function accountsDues(db: Db, query: AccountsDuesQuery, now: Date = new Date()): Promise<AccountsDues> {
  const today = todayInIndia(now);
  const filter: OpenDuesFilter = { today, until: addDays(today, query.days - 1), age: query.age, ownerId: query.owner };
  const size = query.page_size;
  const pageOf = (list: DueList, page: number) => (listShown(list, query.age) ? { limit: size, offset: offsetOf(page, size) } : null);
  // Two statements in one round trip: the dues with everything they show, and the running bookings without a plan.
  const [dues, planless] = await inParallel(db, [
    () => openDuesView(db, filter, { upcoming: pageOf('upcoming', query.upcoming_page), overdue: pageOf('overdue', query.overdue_page) }),
    () =>
      query.age === undefined
        ? runningBookingsForPayments(db, { ownerId: query.owner, leaveOut: bookingIdsWithPlan(), limit: size, offset: offsetOf(query.without_plan_page, size) })
        : Promise.resolve({ count: 0, rows: [] }),
  ]);
  const { totals, upcoming: upcomingRows, overdue: overdueRows, names } = dues;
  const bookings = new Map<number, NamedBookingForPayments>(dues.bookings.map((booking) => [booking.id, booking]));
  const linkOf = new Map(dues.links.map((link) => [link.dueId, link]));
  const owner = (booking: NamedBookingForPayments) => ({ id: booking.ownerId, name: booking.ownerName });

  const view = (row: DueRow): AccountsDue => {
    const booking = bookings.get(row.bookingId) as NamedBookingForPayments;
    const due = dueView(row, today);
    const link = linkOf.get(row.id);
    return {
      ...due,
      booking: { id: booking.id, reference: booking.reference, customer_name: booking.customerName, trip_title: booking.tripTitle, start_date: booking.startDate, currency: booking.currency, owner: owner(booking) },
      bucket: due.overdue_days === null ? null : bucketOf(due.overdue_days),
      link: link ? linkView(link, names) : null,
    };
  };
  const planlessView = (booking: NamedBookingForPayments): AccountsPlanless => ({
    id: booking.id,
    reference: booking.reference,
    customer_name: booking.customerName,
    trip_title: booking.tripTitle,
    start_date: booking.startDate,
    total_paise: booking.totalPaise,
    currency: booking.currency,
    owner: owner(booking),
  });

  const byAge = new Map(totals.map((row) => [row.age, row]));
  const notDue = byAge.get('not_due');
  const buckets = OVERDUE_BUCKETS.map((bucket) => ({ bucket, count: byAge.get(bucket)?.count ?? 0, open_paise: byAge.get(bucket)?.openPaise ?? 0 }));
  const overdueCount = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  return {
    days: query.days,
    today,
    page_size: size,
    upcoming: { count: notDue?.count ?? 0, results: upcomingRows.map(view) },
    overdue: { count: overdueCount, results: overdueRows.map(view) },
    without_plan: { count: planless.count, results: planless.rows.map(planlessView) },
    totals: {
      upcoming_paise: notDue?.openPaise ?? 0,
      upcoming_count: notDue?.count ?? 0,
      overdue_paise: buckets.reduce((sum, bucket) => sum + bucket.open_paise, 0),
      overdue_count: overdueCount,
      buckets,
    },
  };
}
