import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import type { Booking, BookingMoney, PaymentRecorded, PaymentRecordRequest, PlanInput } from '@ua/contracts';
import type { Caller, TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { bookTrip, makeAcceptedTrip, makeBookingDesk, type AcceptedTripOptions, type BookingDesk } from '../bookings/bookings.test-helpers.ts';

/**
 * The bookings' desk with accounts beside it: an accounts person (payments.view and .record, bookings.view),
 * a reader of payments (payments.view only), and a booked Kerala trip to collect for.
 */
export type PaymentDesk = BookingDesk & {
  accountsId: number;
  accounts: Caller;
  /** payments.view and bookings.view, no payments.record. */
  auditorId: number;
  auditor: Caller;
  booking: Booking;
};

export async function makePaymentDesk(ctx: TestContext, trip: AcceptedTripOptions = {}): Promise<PaymentDesk> {
  const desk = await makeBookingDesk(ctx);
  const accounts = await makeStaff(ctx.database.db, { firstName: 'Priya', lastName: 'Nair', labels: ['payments.view', 'payments.record', 'bookings.view', 'messaging.send'] });
  const auditor = await makeStaff(ctx.database.db, { firstName: 'Anil', lastName: 'Audit', labels: ['payments.view', 'bookings.view'] });
  const accepted = await makeAcceptedTrip(desk, trip);
  const booking = await bookTrip(desk.ops, accepted.id);
  return { ...desk, accountsId: accounts.id, accounts: ctx.as(accounts.id), auditorId: auditor.id, auditor: ctx.as(auditor.id), booking };
}

export async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

export const moneyOf = (caller: Caller, bookingId: number) => ok<BookingMoney>(caller.get(`/api/due-payment-data/${bookingId}/`));

export const setPlanOf = (caller: Caller, bookingId: number, plan: PlanInput) => ok<BookingMoney>(caller.post('/api/add-due-payment/', { booking_id: bookingId, plan }));

/** Records a payment by hand with a fresh idempotency key unless one is given; expects `status`. */
export function recordPayment(caller: Caller, bookingId: number, body: Partial<PaymentRecordRequest> & { amount_paise: number }, status = 201): Promise<PaymentRecorded> {
  return ok<PaymentRecorded>(
    caller.post('/api/partial-payment/', { booking_id: bookingId, method: 'upi', reference: 'UTR123', received_on: '2026-11-20', idempotency_key: randomUUID(), ...body }),
    status,
  );
}

/**
 * On PostgreSQL: a transaction of its own, on a connection of its own, holding the row locks of a
 * booking's dues, so that a payment on that booking stops mid-way (at its allocations, after its row is
 * written) until `release`. For proving which locks a payment in flight holds, and which it does not yet.
 */
export async function holdDuesOf(url: string, bookingId: number): Promise<{ untilSomeoneWaits(): Promise<void>; release(): Promise<void> }> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query('begin');
  await holder.query('select id from payment_dues where booking_id = $1 for update', [bookingId]);
  return {
    async untilSomeoneWaits() {
      for (let tries = 0; tries < 200; tries += 1) {
        const { rows } = await holder.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        if ((rows[0]?.n ?? 0) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no write came to wait on the held dues');
    },
    async release() {
      await holder.query('rollback');
      await holder.end();
    },
  };
}

/** The answer, or `timed out` when it takes longer than `ms` (a write waiting on a lock it should not need). */
export async function within<T>(ms: number, answer: Promise<T>): Promise<T | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
