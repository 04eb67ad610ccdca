import { z } from 'zod';
import { AGENT_PATHS } from './agent-paths.ts';
import { BOOKING_PATHS } from './booking-paths.ts';
import { BOOKING_STATUSES, OPEN_SERVICE_STATUSES } from './bookings.ts';
import { ITINERARY_STATUSES, type ItineraryStatus } from './itineraries.ts';
import { ITINERARY_PATHS } from './itinerary-paths.ts';
import { PAYMENT_PATHS } from './payment-paths.ts';
import { LIVE_LINK_STATUSES, RECEIVABLE_AGES, type ReceivableAge } from './payments.ts';

/**
 * The desks' dashboards: sales (quotes), operations (departures and suppliers) and accounts (what is
 * owed and collected). Every figure is made by a list of the app: `dashboardLinks` names that list,
 * the page's address with its filters and the API call with the very same query, so the web links
 * to what the server tests count.
 */

export const DASHBOARD_PATHS = {
  /** GET (itineraries.view): quotes by status, quoted and won by month, by owner. */
  sales: '/api/dashboards/sales/',
  /** GET (bookings.view): the departures of the next days with what is unconfirmed, and what suppliers have not answered. */
  operations: '/api/dashboards/operations/',
  /** GET (payments.view): what is owed by age, collections by week, links open; top-ups waiting with wallet.view. */
  accounts: '/api/dashboards/accounts/',
} as const;

/** The months the sales dashboard counts quotes in, the current one included. */
export const SALES_MONTHS = 12;
/** The weeks (Monday to Sunday, India's calendar) of collections, the current one included. */
export const COLLECTION_WEEKS = 12;
/** The departures the operations dashboard looks at: today and the next days, this many in all. */
export const DASHBOARD_DEPARTURE_DAYS = 14;
/** At most this many departures and unanswered requests are listed; their counts count them all. */
export const DASHBOARD_LIST_MAX = 50;
/** A quote is won once its customer accepted a version: the trip is accepted, then booked. */
export const WON_STATUSES = ['accepted', 'booked'] as const satisfies readonly ItineraryStatus[];

const refSchema = z.object({ id: z.number().int(), name: z.string() });
const count = z.number().int();
const paise = z.number().int();

// ---------------------------------------------------------------- sales

const statusFigureSchema = z.object({ status: z.enum(ITINERARY_STATUSES), count, total_paise: paise });
/** Trips first quoted (version 1 frozen) in a period, how many of them were won, and their totals as the trips list shows them. */
const quoteFiguresSchema = z.object({ quoted: count, won: count, quoted_paise: paise, won_paise: paise });

export const salesDashboardSchema = z
  .object({
    /** Today in India. */
    today: z.string(),
    /** The first and last month counted (YYYY-MM, India's calendar): `SALES_MONTHS` months to the current one. */
    from_month: z.string(),
    to_month: z.string(),
    /** Every trip by status, each status listed (zero included), with the totals the trips list shows. */
    statuses: z.array(statusFigureSchema),
    /** Each month of the period, oldest first: trips first quoted in it, and how many were won. */
    by_month: z.array(quoteFiguresSchema.extend({ month: z.string() })),
    /** Each person who owns a trip, by name: their trips by status (all time) and their quotes of the period. */
    owners: z.array(quoteFiguresSchema.extend({ owner: refSchema, statuses: z.array(statusFigureSchema) })),
    /** The quotes of the whole period. */
    totals: quoteFiguresSchema,
  })
  .meta({ id: 'SalesDashboard' });
export type SalesDashboard = z.infer<typeof salesDashboardSchema>;

// ---------------------------------------------------------------- operations

const unconfirmedServiceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  status: z.enum(OPEN_SERVICE_STATUSES),
  supplier: refSchema.nullable(),
  first_date: z.string(),
  requested_at: z.string().nullable(),
});

export const operationsDashboardSchema = z
  .object({
    today: z.string(),
    /** The departures' window: `days` days from `from` (today in India) to `to`, both included. */
    days: z.number().int(),
    from: z.string(),
    to: z.string(),
    departures: z.object({
      /** Bookings still running whose first day is in the window. */
      count,
      /** Of those, the bookings with a service still to be confirmed (pending, requested or rejected). */
      with_unconfirmed: count,
      /** Their services still to be confirmed. */
      unconfirmed_services: count,
      /** Each day of the window: the bookings leaving, and their services still to be confirmed. */
      by_day: z.array(z.object({ date: z.string(), bookings: count, unconfirmed_services: count })),
      /** The departures, earliest first (at most `DASHBOARD_LIST_MAX`), each with its services still to be confirmed. */
      results: z.array(
        z.object({
          id: z.number().int(),
          reference: z.string(),
          customer_name: z.string(),
          trip_title: z.string(),
          status: z.enum(BOOKING_STATUSES),
          start_date: z.string(),
          assigned_to: refSchema.nullable(),
          services_total: count,
          unconfirmed: z.array(unconfirmedServiceSchema),
        }),
      ),
    }),
    /** Services requested of their supplier and not answered yet, on bookings not cancelled. */
    awaiting_supplier: z.object({
      services: count,
      bookings: count,
      /** The oldest requests first (at most `DASHBOARD_LIST_MAX`). */
      oldest: z.array(unconfirmedServiceSchema.extend({ requested_at: z.string(), booking: z.object({ id: z.number().int(), reference: z.string() }) })),
    }),
  })
  .meta({ id: 'OperationsDashboard' });
export type OperationsDashboard = z.infer<typeof operationsDashboardSchema>;

// ---------------------------------------------------------------- accounts

export const accountsDashboardSchema = z
  .object({
    today: z.string(),
    /** What customers owe on running bookings, by age of the due past its date, every age listed, in order. */
    receivables: z.array(z.object({ age: z.enum(RECEIVABLE_AGES), count, open_paise: paise })),
    /** Payments received (not reversed) each week, Monday to Sunday, oldest first, the current week last. */
    collections: z.array(z.object({ week_start: z.string(), week_end: z.string(), count, amount_paise: paise })),
    /** Links a customer can still pay, and what is still to pay on them. */
    links_open: z.object({ count, unpaid_paise: paise }),
    /** Agents' top-ups waiting for approval; null without wallet.view. */
    top_ups_waiting: z.object({ count, amount_paise: paise }).nullable(),
  })
  .meta({ id: 'AccountsDashboard' });
export type AccountsDashboard = z.infer<typeof accountsDashboardSchema>;

// ---------------------------------------------------------------- the lists behind the figures

/** The web app's list pages the figures open (Zod-free paths the web's own registry agrees with). */
export const DASHBOARD_LIST_PAGES = {
  trips: '/itineraries',
  bookings: '/bookings',
  dues: '/payments',
  payments: '/payments/received',
  links: '/payments/links',
  topUps: '/agents/top-ups',
} as const;

/** A list behind a figure: its page in the web app, its API call, and the query both take. */
export type DashboardLink = { page: string; api: string; query: string };

type Param = readonly [name: string, value: string | number];

// By hand rather than URLSearchParams: the contracts hold to the language, on the server and in the browser alike.
function listLink(page: string, api: string, params: readonly (Param | undefined)[]): DashboardLink {
  const query = params
    .filter((param): param is Param => param !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return { page, api, query };
}

const ownerParam = (owner: number | undefined): Param | undefined => (owner === undefined ? undefined : ['owner', owner]);

/** The list each dashboard figure counts, with the filters that make it. */
export const dashboardLinks = {
  /** Trips in a status, of one owner or everyone's. */
  tripsInStatus: (status: ItineraryStatus, owner?: number) => listLink(DASHBOARD_LIST_PAGES.trips, ITINERARY_PATHS.tripHeadings, [['status', status], ownerParam(owner)]),
  /** Trips first quoted between two months (YYYY-MM, both included); `won` keeps those accepted or booked. */
  quotes: (period: { from: string; to: string; owner?: number; won?: boolean }) =>
    listLink(DASHBOARD_LIST_PAGES.trips, ITINERARY_PATHS.tripHeadings, [
      ...(period.won ? WON_STATUSES.map((status): Param => ['status', status]) : []),
      ownerParam(period.owner),
      ['quoted_from', period.from],
      ['quoted_to', period.to],
    ]),
  /** Bookings leaving within `days` days; `unconfirmed` keeps those with a service still to be confirmed. */
  departures: (days: number, unconfirmed = false) => listLink(DASHBOARD_LIST_PAGES.bookings, BOOKING_PATHS.bookings, [unconfirmed ? ['unconfirmed', 'true'] : undefined, ['departing_within', days]]),
  /** Bookings with a service requested of its supplier and not answered. */
  awaitingSupplier: () => listLink(DASHBOARD_LIST_PAGES.bookings, BOOKING_PATHS.bookings, [['awaiting_supplier', 'true']]),
  /** Open dues of one age. */
  receivables: (age: ReceivableAge) => listLink(DASHBOARD_LIST_PAGES.dues, PAYMENT_PATHS.accountsDues, [['age', age]]),
  /** Payments received (not reversed) between two days, both included. */
  collections: (from: string, to: string) =>
    listLink(DASHBOARD_LIST_PAGES.payments, PAYMENT_PATHS.partialPayment, [
      ['kind', 'payment'],
      ['received_from', from],
      ['received_to', to],
      ['reversed', 'false'],
    ]),
  /** Links a customer can still pay. */
  openLinks: () => listLink(DASHBOARD_LIST_PAGES.links, PAYMENT_PATHS.linkGenerator, LIVE_LINK_STATUSES.map((status): Param => ['status', status])),
  /** Top-ups waiting for approval (the queue's default). */
  topUpsWaiting: () => listLink(DASHBOARD_LIST_PAGES.topUps, AGENT_PATHS.topUps, []),
} as const;

/** The web page of a figure's list, with its filters. */
export function dashboardHref(link: DashboardLink): string {
  return link.query ? `${link.page}?${link.query}` : link.page;
}

/** The API call of a figure's list, with the same filters. */
export function dashboardApiUrl(link: DashboardLink): string {
  return link.query ? `${link.api}?${link.query}` : link.api;
}
