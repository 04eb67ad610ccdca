import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { BOOKING_PATHS, PAYMENT_PATHS, type AgentDetail, type Booking, type BookingMoney, type PaymentLink, type PaymentRecorded, type TripHeading } from '@ua/contracts';
import type { Caller, TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { finalItineraries } from '../../db/schema/itineraries.ts';
import { bookTrip, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from '../bookings/bookings.test-helpers.ts';
import { addDays, todayInIndia } from '../itineraries/index.ts';

/**
 * A small company's week, for the dashboards: two sellers' trips in every status (some first quoted
 * in earlier months), bookings leaving within the fortnight and after it with services requested,
 * confirmed and pending, one booking's dues of every age with payments received over the weeks (one
 * reversed), an open payment link, and an agent's top-up waiting for approval.
 */
export type DashboardWorld = BookingDesk & {
  today: string;
  /** The second seller: itineraries only. */
  otherSellerId: number;
  trips: { leavingSoon: TripHeading; leavingLater: TripHeading; farOff: TripHeading; accepted: TripHeading; sent: TripHeading; lost: TripHeading; draft: TripHeading };
  bookings: { leavingSoon: Booking; leavingLater: Booking; farOff: Booking };
  accounts: Caller;
  accountsId: number;
  /** payments.view alone: no wallet.view, so no top-ups. */
  auditor: Caller;
  /** No label at all. */
  stranger: Caller;
  link: PaymentLink;
  payments: { received: { paise: number; on: string }[]; reversedPaise: number };
  topUpPaise: number;
};

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** A trip laid out and frozen as version 1 the way makeAcceptedTrip does, but not accepted: what is sent to the customer. */
async function quotedTrip(desk: BookingDesk, title: string): Promise<TripHeading> {
  const { seller, world } = desk;
  const heading = await ok<TripHeading>(
    seller.post('/api/itinerary/trip-heading/', { title, customer: { name: 'Neha Kapoor', phone: '+919876500012' }, start_date: '2027-03-10', nights: 2, travellers: { adults: 2 }, place_ids: [world.alleppey] }),
    201,
  );
  const schedule = await ok<{ days: { id: number }[] }>(seller.get(`/api/itinerary/${heading.id}/schedule/`));
  const day = schedule.days[0];
  if (!day) throw new Error('the trip was laid out without its days');
  await ok(seller.post(`/api/itinerary/${heading.id}/day-schedule/${day.id}/items/`, { variant_id: world.lakeHotel.room, quantity: 1, nights: 2 }), 201);
  await ok(seller.post(`/api/itinerary/${heading.id}/final-itinerary/`, { note: '' }), 201);
  await ok(seller.post(`/api/itinerary/${heading.id}/status/`, { status: 'sent' }));
  return heading;
}

/** Moves a trip's first quote (its version 1) back to an instant: a quote made in an earlier month. */
export async function quotedAt(ctx: TestContext, tripId: number, at: Date): Promise<void> {
  await ctx.database.db
    .update(finalItineraries)
    .set({ frozenAt: at })
    .where(and(eq(finalItineraries.itineraryId, tripId), eq(finalItineraries.version, 1)));
}

const serviceOf = (booking: Booking, label: string) => {
  const found = booking.service_list.find((service) => service.label.startsWith(label));
  if (!found) throw new Error(`no service ${label}`);
  return found.id;
};

export async function makeDashboardWorld(ctx: TestContext): Promise<DashboardWorld> {
  const db = ctx.database.db;
  const desk = await makeBookingDesk(ctx);
  const today = todayInIndia();
  const other = await makeStaff(db, { firstName: 'Zubin', lastName: 'Shah', labels: ['itineraries.view', 'itineraries.manage'] });
  const otherDesk: BookingDesk = { ...desk, sellerId: other.id, seller: ctx.as(other.id) };

  // Three trips booked: leaving in 3 days, in 10, and in 30 (past the fortnight).
  const leavingSoonTrip = await makeAcceptedTrip(desk, { startDate: addDays(today, 3), title: 'Leaving soon' });
  const leavingLaterTrip = await makeAcceptedTrip(desk, { startDate: addDays(today, 10), title: 'Leaving later' });
  const farOffTrip = await makeAcceptedTrip(desk, { startDate: addDays(today, 30), title: 'Far off' });
  const accepted = await makeAcceptedTrip(desk, { startDate: addDays(today, 50), title: 'Accepted, not booked' });
  const sent = await quotedTrip(otherDesk, 'Sent, no answer');
  const lost = await quotedTrip(otherDesk, 'Lost on price');
  await ok(otherDesk.seller.post(`/api/itinerary/${lost.id}/status/`, { status: 'lost', lost_reason: 'price' }));
  const draft = await ok<TripHeading>(
    otherDesk.seller.post('/api/itinerary/trip-heading/', { title: 'Still a draft', customer: { name: 'Vikram Singh', phone: '+919900112233' }, start_date: '2027-04-01', nights: 1, travellers: { adults: 1 }, place_ids: [desk.world.alleppey] }),
    201,
  );

  const leavingSoon = await bookTrip(desk.ops, leavingSoonTrip.id, { assigned_to_id: desk.colleagueId });
  const leavingLater = await bookTrip(desk.ops, leavingLaterTrip.id);
  const farOff = await bookTrip(desk.ops, farOffTrip.id);
  const act = (booking: Booking, body: Record<string, unknown>) => ok(desk.ops.post(BOOKING_PATHS.serviceAction(booking.id), body));
  // Leaving soon: the hotel asked (no answer yet), the show confirmed by hand, the car pending.
  await act(leavingSoon, { action: 'request', service_id: serviceOf(leavingSoon, 'Lake Palace Resort') });
  await act(leavingSoon, { action: 'confirm', service_id: serviceOf(leavingSoon, 'Kathakali Evening'), confirmation_number: 'KC-1' });
  // Far off: the car asked and not answered; it waits on a supplier without leaving in the fortnight.
  await act(farOff, { action: 'request', service_id: serviceOf(farOff, 'Kerala Cabs') });

  // Money on the booking leaving soon: dues of every age, payments over the weeks, one reversed.
  const accounts = await makeStaff(db, { firstName: 'Priya', lastName: 'Nair', labels: ['payments.view', 'payments.record', 'bookings.view', 'agents.view', 'agents.manage', 'wallet.view'] });
  const auditor = await makeStaff(db, { firstName: 'Anil', lastName: 'Audit', labels: ['payments.view', 'bookings.view'] });
  const stranger = await makeStaff(db, { firstName: 'Sam', lastName: 'Nobody' });
  const caller = ctx.as(accounts.id);
  const total = leavingSoon.total_paise;
  const part = Math.floor(total / 5);
  const plan = await ok<BookingMoney>(
    caller.post(PAYMENT_PATHS.addDuePayment, {
      booking_id: leavingSoon.id,
      plan: {
        kind: 'instalments',
        instalments: [
          { label: 'Deposit', amount_paise: part, due_date: addDays(today, -40) },
          { label: 'Second', amount_paise: part, due_date: addDays(today, -10) },
          { label: 'Third', amount_paise: part, due_date: addDays(today, -3) },
          { label: 'Fourth', amount_paise: part, due_date: addDays(today, 1) },
          { label: 'Balance', amount_paise: total - 4 * part, due_date: addDays(today, 2) },
        ],
      },
    }),
  );
  const [deposit, , , fourth] = plan.dues;
  if (!deposit || !fourth) throw new Error('five dues expected');
  const pay = (amount: number, on: string, dueId: number) =>
    ok<PaymentRecorded>(caller.post(PAYMENT_PATHS.partialPayment, { booking_id: leavingSoon.id, amount_paise: amount, method: 'upi', reference: 'UTR1', received_on: on, due_ids: [dueId], idempotency_key: randomUUID() }), 201);
  const received = [
    { paise: 100_000, on: addDays(today, -20) },
    { paise: 50_000, on: today },
  ];
  for (const payment of received) await pay(payment.paise, payment.on, deposit.id);
  const bounced = await pay(70_000, addDays(today, -1), deposit.id);
  await ok(caller.post(`/api/partial-payment/${bounced.payment.id}/reverse/`, { reason: 'Cheque bounced' }));
  const link = await ok<PaymentLink>(caller.post(PAYMENT_PATHS.linkGenerator, { due_id: fourth.id, amount_paise: 30_000, idempotency_key: randomUUID() }), 201);

  // An agent's transfer waiting for a second person's approval.
  const agent = await ok<AgentDetail>(caller.post('/api/agents/', { agency_name: 'Sunrise Holidays', city: 'Pune', credit_limit_paise: 0 }), 201);
  const topUpPaise = 2_500_000;
  await ok(caller.post(`/api/agents/${agent.id}/wallet/top-ups/`, { amount_paise: topUpPaise, bank_reference: 'UTR123456789', received_on: today, notes: '', idempotency_key: randomUUID() }), 201);

  return {
    ...desk,
    today,
    otherSellerId: other.id,
    trips: { leavingSoon: leavingSoonTrip, leavingLater: leavingLaterTrip, farOff: farOffTrip, accepted, sent, lost, draft },
    bookings: { leavingSoon, leavingLater, farOff },
    accounts: caller,
    accountsId: accounts.id,
    auditor: ctx.as(auditor.id),
    stranger: ctx.as(stranger.id),
    link,
    payments: { received, reversedPaise: 70_000 },
    topUpPaise,
  };
}

/** Every row of a DRF list, page by page (100 a page), from an API path with its query. */
export async function allRows<T>(caller: Caller, url: string): Promise<{ count: number; rows: T[] }> {
  const rows: T[] = [];
  let next: string | null = `${url}${url.includes('?') ? '&' : '?'}page_size=100`;
  let count = 0;
  while (next) {
    const page: { count: number; next: string | null; results: T[] } = await ok(caller.get(next));
    count = page.count;
    rows.push(...page.results);
    next = page.next;
  }
  return { count, rows };
}

export const sumOf = <T>(rows: readonly T[], paise: (row: T) => number) => rows.reduce((sum, row) => sum + paise(row), 0);
