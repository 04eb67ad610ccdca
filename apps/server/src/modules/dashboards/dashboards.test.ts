import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_PATHS,
  DASHBOARD_PATHS,
  ITINERARY_STATUSES,
  RECEIVABLE_AGES,
  dashboardApiUrl,
  dashboardLinks,
  type AccountsDashboard,
  type AccountsDues,
  type Booking,
  type BookingSummary,
  type LinkListPage,
  type LinkListRow,
  type OperationsDashboard,
  type PaymentListPage,
  type PaymentListRow,
  type SalesDashboard,
  type TopUp,
  type TripSummary,
} from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { addDays } from '../itineraries/index.ts';
import { allRows, makeDashboardWorld, quotedAt, sumOf, type DashboardWorld } from './dashboards.test-helpers.ts';

let ctx: TestContext;
let world: DashboardWorld;
/** The months (YYYY-MM, India) the trips were first quoted in: this one, one and two back, and twelve back (outside the dashboard's year). */
let months: { now: string; back1: string; back2: string; back12: string };

const monthBefore = (month: string, count: number) => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + number - 1 - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
/** Noon on the 15th of a month in India: well inside it, whatever the zone the test runs in. */
const midMonth = (month: string) => new Date(`${month}-15T12:00:00+05:30`);

beforeAll(async () => {
  // Listening: payment links are made through the gateway stand-in the app serves.
  ctx = await createTestContext({ data: 'empty', listen: true });
  world = await makeDashboardWorld(ctx);
  const now = world.today.slice(0, 7);
  months = { now, back1: monthBefore(now, 1), back2: monthBefore(now, 2), back12: monthBefore(now, 12) };
  await quotedAt(ctx, world.trips.accepted.id, midMonth(months.back1));
  await quotedAt(ctx, world.trips.lost.id, midMonth(months.back2));
  await quotedAt(ctx, world.trips.sent.id, midMonth(months.back12));
}, 120_000);
afterAll(async () => ctx.close());

async function get<T>(caller: Caller, url: string): Promise<T> {
  const res = await caller.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

describe('the sales dashboard', () => {
  let sales: SalesDashboard;
  beforeAll(async () => {
    sales = await get<SalesDashboard>(world.seller, DASHBOARD_PATHS.sales);
  });

  it('counts every trip by status, and the quotes of the last twelve months by the month of their first version, with the ones won', async () => {
    expect(sales.from_month).toBe(monthBefore(months.now, 11));
    expect(sales.to_month).toBe(months.now);
    expect(sales.statuses.map((row) => [row.status, row.count])).toEqual([
      ['draft', 1],
      ['sent', 1],
      ['accepted', 1],
      ['booked', 3],
      ['lost', 1],
    ]);
    expect(sales.by_month.map((row) => row.month)).toEqual(Array.from({ length: 12 }, (_, index) => monthBefore(months.now, 11 - index)));
    const monthOf = (month: string) => sales.by_month.find((row) => row.month === month);
    // The sent trip was first quoted twelve months back: outside the year, though still counted as sent.
    expect(monthOf(months.now)).toMatchObject({ quoted: 3, won: 3 });
    expect(monthOf(months.back1)).toMatchObject({ quoted: 1, won: 1 });
    expect(monthOf(months.back2)).toMatchObject({ quoted: 1, won: 0, won_paise: 0 });
    expect(sales.totals).toMatchObject({ quoted: 5, won: 4 });

    const { rows } = await allRows<TripSummary>(world.seller, '/api/itinerary/trip-heading/');
    const totalOf = (...ids: number[]) => sumOf(rows.filter((row) => ids.includes(row.id)), (row) => row.total_paise);
    const { leavingSoon, leavingLater, farOff, accepted, lost } = world.trips;
    expect(sales.totals.quoted_paise).toBe(totalOf(leavingSoon.id, leavingLater.id, farOff.id, accepted.id, lost.id));
    expect(sales.totals.won_paise).toBe(totalOf(leavingSoon.id, leavingLater.id, farOff.id, accepted.id));
  });

  it('shows each owner by name with their trips by status and their quotes', () => {
    expect(sales.owners.map((row) => [row.owner.name, row.statuses.map((status) => status.count), row.quoted, row.won])).toEqual([
      ['Asha Rao', [0, 0, 1, 3, 0], 4, 4],
      ['Zubin Shah', [1, 1, 0, 0, 1], 1, 0],
    ]);
  });

  it('adds up to the trips list each figure links to, counts and totals, for everyone and for each owner', async () => {
    const check = async (url: string, figure: { count: number; paise: number }) => {
      const { count, rows } = await allRows<TripSummary>(world.seller, url);
      expect({ count, paise: sumOf(rows, (row) => row.total_paise) }, url).toEqual(figure);
    };
    for (const row of sales.statuses) await check(dashboardApiUrl(dashboardLinks.tripsInStatus(row.status)), { count: row.count, paise: row.total_paise });
    for (const month of sales.by_month) {
      await check(dashboardApiUrl(dashboardLinks.quotes({ from: month.month, to: month.month })), { count: month.quoted, paise: month.quoted_paise });
      await check(dashboardApiUrl(dashboardLinks.quotes({ from: month.month, to: month.month, won: true })), { count: month.won, paise: month.won_paise });
    }
    const year = { from: sales.from_month, to: sales.to_month };
    await check(dashboardApiUrl(dashboardLinks.quotes(year)), { count: sales.totals.quoted, paise: sales.totals.quoted_paise });
    await check(dashboardApiUrl(dashboardLinks.quotes({ ...year, won: true })), { count: sales.totals.won, paise: sales.totals.won_paise });
    for (const owner of sales.owners) {
      for (const row of owner.statuses) await check(dashboardApiUrl(dashboardLinks.tripsInStatus(row.status, owner.owner.id)), { count: row.count, paise: row.total_paise });
      await check(dashboardApiUrl(dashboardLinks.quotes({ ...year, owner: owner.owner.id })), { count: owner.quoted, paise: owner.quoted_paise });
      await check(dashboardApiUrl(dashboardLinks.quotes({ ...year, owner: owner.owner.id, won: true })), { count: owner.won, paise: owner.won_paise });
    }
    expect(sales.statuses.map((row) => row.status)).toEqual([...ITINERARY_STATUSES]);
  });

  it('filters the trips list by the month first quoted, either end left open', async () => {
    const ids = async (query: string) => (await allRows<TripSummary>(world.seller, `/api/itinerary/trip-heading/?${query}`)).rows.map((row) => row.id).sort((a, b) => a - b);
    expect(await ids(`quoted_to=${months.back2}`)).toEqual([world.trips.sent.id, world.trips.lost.id].sort((a, b) => a - b));
    expect(await ids(`quoted_from=${months.back1}`)).toEqual([world.trips.leavingSoon.id, world.trips.leavingLater.id, world.trips.farOff.id, world.trips.accepted.id].sort((a, b) => a - b));
    expect((await world.seller.get('/api/itinerary/trip-heading/?quoted_from=2026-13')).statusCode).toBe(400);
  });

  it('is refused without itineraries.view', async () => {
    expect((await world.stranger.get(DASHBOARD_PATHS.sales)).statusCode).toBe(403);
    expect((await world.auditor.get(DASHBOARD_PATHS.sales)).statusCode).toBe(403);
  });
});

describe('the operations dashboard', () => {
  let operations: OperationsDashboard;
  beforeAll(async () => {
    operations = await get<OperationsDashboard>(world.ops, DASHBOARD_PATHS.operations);
  });

  it('lists the fortnight’s departures day by day with their services still to confirm, and the requests not answered, oldest first', () => {
    const { today } = world;
    expect(operations).toMatchObject({ days: 14, from: today, to: addDays(today, 13) });
    expect(operations.departures).toMatchObject({ count: 2, with_unconfirmed: 2, unconfirmed_services: 5 });
    expect(operations.departures.by_day).toHaveLength(14);
    expect(operations.departures.by_day.filter((day) => day.bookings > 0)).toEqual([
      { date: addDays(today, 3), bookings: 1, unconfirmed_services: 2 },
      { date: addDays(today, 10), bookings: 1, unconfirmed_services: 3 },
    ]);
    const [soon, later] = operations.departures.results;
    expect(soon).toMatchObject({ id: world.bookings.leavingSoon.id, services_total: 3, assigned_to: { id: world.colleagueId } });
    expect(soon?.unconfirmed.map((service) => [service.label, service.status])).toEqual([
      ['Lake Palace Resort', 'requested'],
      ['Kerala Cabs', 'pending'],
    ]);
    expect(later?.unconfirmed.map((service) => service.status)).toEqual(['pending', 'pending', 'pending']);
    expect(operations.awaiting_supplier).toMatchObject({ services: 2, bookings: 2 });
    expect(operations.awaiting_supplier.oldest.map((service) => [service.booking.id, service.label])).toEqual([
      [world.bookings.leavingSoon.id, 'Lake Palace Resort'],
      [world.bookings.farOff.id, 'Kerala Cabs'],
    ]);
  });

  it('adds up to the bookings list each figure links to, and each departure’s count to its booking’s services', async () => {
    const departures = await allRows<BookingSummary>(world.ops, dashboardApiUrl(dashboardLinks.departures(operations.days)));
    expect(departures.count).toBe(operations.departures.count);
    const unconfirmed = await allRows<BookingSummary>(world.ops, dashboardApiUrl(dashboardLinks.departures(operations.days, true)));
    expect(unconfirmed.count).toBe(operations.departures.with_unconfirmed);
    expect(sumOf(unconfirmed.rows, (row) => row.services.open)).toBe(operations.departures.unconfirmed_services);

    const awaiting = await allRows<BookingSummary>(world.ops, dashboardApiUrl(dashboardLinks.awaitingSupplier()));
    expect(awaiting.count).toBe(operations.awaiting_supplier.bookings);
    let requested = 0;
    for (const row of awaiting.rows) requested += (await get<Booking>(world.ops, BOOKING_PATHS.booking(row.id))).service_list.filter((service) => service.status === 'requested').length;
    expect(requested).toBe(operations.awaiting_supplier.services);

    for (const departure of operations.departures.results) {
      const booking = await get<Booking>(world.ops, BOOKING_PATHS.booking(departure.id));
      expect(departure.unconfirmed.map((service) => service.id)).toEqual(booking.service_list.filter((service) => ['pending', 'requested', 'rejected'].includes(service.status)).map((service) => service.id));
    }
  });

  it('is refused without bookings.view', async () => {
    expect((await world.stranger.get(DASHBOARD_PATHS.operations)).statusCode).toBe(403);
    expect((await ctx.as(world.otherSellerId).get(DASHBOARD_PATHS.operations)).statusCode).toBe(403);
  });
});

describe('the accounts dashboard', () => {
  let accounts: AccountsDashboard;
  beforeAll(async () => {
    accounts = await get<AccountsDashboard>(world.accounts, DASHBOARD_PATHS.accounts);
  });

  it('sums what is owed by age, the payments received each week (not the reversed one), the links open and the top-ups waiting', () => {
    const total = world.bookings.leavingSoon.total_paise;
    const part = Math.floor(total / 5);
    const received = sumOf(world.payments.received, (payment) => payment.paise);
    expect(accounts.receivables).toEqual([
      { age: 'not_due', count: 2, open_paise: total - 3 * part },
      { age: '0-7', count: 1, open_paise: part },
      { age: '8-30', count: 1, open_paise: part },
      { age: '31+', count: 1, open_paise: part - received },
    ]);
    expect(accounts.collections).toHaveLength(12);
    const last = accounts.collections[11];
    expect(last && last.week_start <= world.today && world.today <= last.week_end).toBe(true);
    expect(sumOf(accounts.collections, (week) => week.amount_paise)).toBe(received);
    expect(sumOf(accounts.collections, (week) => week.count)).toBe(2);
    expect(last?.amount_paise).toBeGreaterThanOrEqual(50_000);
    expect(accounts.links_open).toEqual({ count: 1, unpaid_paise: 30_000 });
    expect(accounts.top_ups_waiting).toEqual({ count: 1, amount_paise: world.topUpPaise });
  });

  it('leaves the top-ups out for someone without wallet.view', async () => {
    const seen = await get<AccountsDashboard>(world.auditor, DASHBOARD_PATHS.accounts);
    expect(seen.top_ups_waiting).toBeNull();
    expect(seen.receivables).toEqual(accounts.receivables);
  });

  it('adds up to the list each figure links to: the dues by age, the payments of each week, the links open, the top-ups queue', async () => {
    for (const row of accounts.receivables) {
      const dues = await get<AccountsDues>(world.accounts, dashboardApiUrl(dashboardLinks.receivables(row.age)));
      const listed = row.age === 'not_due' ? dues.upcoming : dues.overdue;
      expect([dues.upcoming.count + dues.overdue.count, listed.results.length, sumOf(listed.results, (due) => due.open_paise)], row.age).toEqual([row.count, row.count, row.open_paise]);
      expect(listed.results.every((due) => (due.bucket ?? 'not_due') === row.age)).toBe(true);
    }
    expect(accounts.receivables.map((row) => row.age)).toEqual([...RECEIVABLE_AGES]);

    for (const week of accounts.collections) {
      const url = dashboardApiUrl(dashboardLinks.collections(week.week_start, week.week_end));
      const { count, rows } = await allRows<PaymentListRow>(world.accounts, url);
      const page = await get<PaymentListPage>(world.accounts, url);
      expect([count, sumOf(rows, (row) => row.amount_paise), page.totals.received_paise], week.week_start).toEqual([week.count, week.amount_paise, week.amount_paise]);
    }

    const links = await allRows<LinkListRow>(world.accounts, dashboardApiUrl(dashboardLinks.openLinks()));
    expect([links.count, sumOf(links.rows, (row) => row.amount_paise - row.amount_paid_paise)]).toEqual([accounts.links_open.count, accounts.links_open.unpaid_paise]);
    expect(links.rows[0]).toMatchObject({ id: world.link.id, booking: { id: world.bookings.leavingSoon.id }, due_label: 'Fourth' });

    const topUps = await allRows<TopUp>(world.accounts, dashboardApiUrl(dashboardLinks.topUpsWaiting()));
    expect([topUps.count, sumOf(topUps.rows, (row) => row.amount_paise)]).toEqual([accounts.top_ups_waiting?.count, accounts.top_ups_waiting?.amount_paise]);
  });

  it('lists payments across bookings by kind, days and reversal, with the sums of all it matches', async () => {
    const all = await get<PaymentListPage>(world.accounts, '/api/partial-payment/?page_size=1');
    expect(all).toMatchObject({ count: 3, totals: { received_paise: 100_000 + 50_000 + world.payments.reversedPaise, refunded_paise: 0 } });
    expect(all.results).toHaveLength(1);
    const reversed = await get<PaymentListPage>(world.accounts, '/api/partial-payment/?reversed=true');
    expect(reversed.results.map((row) => [row.amount_paise, row.reversed, row.booking.reference])).toEqual([[world.payments.reversedPaise, true, world.bookings.leavingSoon.reference]]);
    const links = await get<LinkListPage>(world.accounts, '/api/partial-link-generator/?status=paid');
    expect(links).toMatchObject({ count: 0, totals: { amount_paise: 0, unpaid_paise: 0 } });
  });

  it('is refused without payments.view', async () => {
    expect((await world.stranger.get(DASHBOARD_PATHS.accounts)).statusCode).toBe(403);
    expect((await world.seller.get(DASHBOARD_PATHS.accounts)).statusCode).toBe(403);
    expect((await world.seller.get('/api/partial-payment/')).statusCode).toBe(403);
    expect((await world.seller.get('/api/partial-link-generator/')).statusCode).toBe(403);
  });
});
