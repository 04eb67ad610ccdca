import { and, getTableName, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { BOOKING_STATUSES, LIVE_LINK_STATUSES, OPEN_DUE_STATUSES, RECEIVABLE_AGES, type ReceivableAge } from '@ua/contracts';
import { queryPreparedRows, type Db } from '../../db/client.ts';
import { jsonRowOf, rowsFromJson } from '../../db/json-rows.ts';
import { paymentDues, paymentLinks, paymentPlans } from '../../db/schema/payments.ts';
import { namesFromJson, staffNamesOf } from '../admin/index.ts';
import { bookingIdsInStatus, bookingsForPaymentsFromJson, bookingsForPaymentsOf, type NamedBookingForPayments } from '../bookings/index.ts';
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

/** How many dues of each age and what is open of them (zero for an age with none). */
function totalsByAge(rows: { age: ReceivableAge; count: number | string; openPaise: number | string }[]): { age: ReceivableAge; count: number; openPaise: number }[] {
  const byAge = new Map(rows.map((row) => [row.age, row]));
  return RECEIVABLE_AGES.map((age) => ({ age, count: Number(byAge.get(age)?.count ?? 0), openPaise: Number(byAge.get(age)?.openPaise ?? 0) }));
}

/** The pages of the two lists to read: the rows of each (none for a list the view does not show). */
export type DuePages = Record<DueList, { limit: number; offset: number } | null>;

/** What the accounts view shows of its dues: the totals by age, a page of each list, each due's live link, and the bookings and names they show. */
export type OpenDuesView = {
  totals: { age: ReceivableAge; count: number; openPaise: number }[];
  upcoming: DueRow[];
  overdue: DueRow[];
  /** The links a customer can still pay of the pages' dues. */
  links: LinkRow[];
  /** The bookings of the pages' dues, with their owners' names. */
  bookings: NamedBookingForPayments[];
  /** Who made the links, by id. */
  names: Map<number, string>;
};

/**
 * The dues part of the accounts view in one statement: the matching open dues are read once (the
 * totals need them all), and the pages, their links, bookings and names come from them as JSON. The
 * rows come earliest due first, ties by id: the order every page agrees on.
 */
export async function openDuesView(db: Db, filter: OpenDuesFilter, pages: DuePages): Promise<OpenDuesView> {
  // Each list of the matching dues is read under the table's own name, so the shared fragments' qualified columns (the age, the order) apply to it.
  const asDues = sql.identifier(getTableName(paymentDues));
  const page = (list: DueList) => {
    const wanted = pages[list];
    const side = list === 'upcoming' ? sql`${paymentDues.dueDate} >= ${filter.today}::date` : sql`${paymentDues.dueDate} < ${filter.today}::date`;
    return wanted === null ? sql`select * from open_dues ${asDues} where false` : sql`select * from open_dues ${asDues} where ${side} order by ${paymentDues.dueDate}, ${paymentDues.id} limit ${wanted.limit} offset ${wanted.offset}`;
  };
  const ofPage = (list: DueList) => sql`(select coalesce(json_agg(${jsonRowOf(paymentDues)} order by ${paymentDues.dueDate}, ${paymentDues.id}), '[]') from ${sql.identifier(list)} ${asDues})`;
  const liveLinks = sql`from ${paymentLinks} where ${paymentLinks.dueId} in (select shown.id from shown) and ${inArray(paymentLinks.status, [...LIVE_LINK_STATUSES])}`;
  const [row] = await queryPreparedRows<{ totals: { age: ReceivableAge; count: number; openPaise: number }[]; upcoming: unknown; overdue: unknown; links: unknown; bookings: unknown; names: Record<string, string> }>(
    db,
    sql`with open_dues as materialized (select * from ${paymentDues} where ${openDuesWhere(filter)}),
      upcoming as (${page('upcoming')}),
      overdue as (${page('overdue')}),
      shown as (select * from upcoming union all select * from overdue)
    select
      (select coalesce(json_agg(json_build_object('age', t.age, 'count', t.n, 'openPaise', t.open)), '[]') from (
        select ${ageOf(filter.today)} as age, count(*) as n, coalesce(sum(${paymentDues.amountPaise} - ${paymentDues.paidPaise}), 0) as open from open_dues ${asDues} group by 1) t) as totals,
      ${ofPage('upcoming')} as upcoming,
      ${ofPage('overdue')} as overdue,
      (select coalesce(json_agg(${jsonRowOf(paymentLinks)}), '[]') ${liveLinks}) as links,
      ${bookingsForPaymentsOf(sql`select shown.booking_id from shown`)} as bookings,
      ${staffNamesOf(sql`select ${paymentLinks.createdBy} ${liveLinks}`)} as names`,
  );
  if (!row) throw new Error('the accounts view statement answered no row');
  return {
    totals: totalsByAge(row.totals),
    upcoming: rowsFromJson(paymentDues, row.upcoming),
    overdue: rowsFromJson(paymentDues, row.overdue),
    links: rowsFromJson(paymentLinks, row.links),
    bookings: bookingsForPaymentsFromJson(row.bookings),
    names: namesFromJson(row.names),
  };
}

/** The bookings that have a plan, as a subquery: what the list of bookings without one passes over. */
export function bookingIdsWithPlan(): SQL {
  return sql`select ${paymentPlans.bookingId} from ${paymentPlans}`;
}
