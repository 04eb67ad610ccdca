import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking, PaymentRecorded } from '@ua/contracts';
import { systemActor } from '../../core/actor.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { bookingEvents } from '../../db/schema/bookings.ts';
import { payments } from '../../db/schema/payments.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { bookTrip, makeAcceptedTrip } from '../bookings/bookings.test-helpers.ts';
import { todayInIndia } from '../itineraries/index.ts';
import { financialYearOf, receiptNumberOf } from './money-rules.ts';
import { lockBookingForMoney } from './payment-writes.ts';
import { holdDuesOf, makePaymentDesk, ok, setPlanOf, within, type PaymentDesk } from './payments.test-helpers.ts';
import { moneyTransaction } from './receipt-numbering.ts';
import { recordPaymentInTx, type PaymentToRecord } from './record.service.ts';

/**
 * The receipt counter's row is one for all payments of a financial year: a number is taken as the
 * last write of its transaction, so the counter is locked for an instant, not for the whole payment.
 */
let ctx: TestContext;
let desk: PaymentDesk;
let other: Booking;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makePaymentDesk(ctx);
  other = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { customerName: 'Second Guest' })).id);
  await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
  await setPlanOf(desk.accounts, other.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
});

const FY = financialYearOf(todayInIndia(new Date()));
const pay = (bookingId: number, amount: number) =>
  desk.accounts.post('/api/partial-payment/', { booking_id: bookingId, amount_paise: amount, method: 'upi', reference: '', received_on: '2026-11-20', idempotency_key: randomUUID() });
const byHand = (amountPaise: number): PaymentToRecord => ({ amountPaise, method: 'cash', reference: '', receivedOn: '2026-11-20', notes: '', idempotencyKey: randomUUID() });

describe('receipt numbers', () => {
  it('are taken when the transaction’s body is done: placeholders inside it, consecutive numbers after, named by the audit and the timeline', async () => {
    const seenInside: string[] = [];
    const recorded = await moneyTransaction(ctx.database.db, async (tx) => {
      const booking = await lockBookingForMoney(tx, desk.booking.id);
      const first = await recordPaymentInTx(tx, systemActor(), booking, byHand(1_000));
      const second = await recordPaymentInTx(tx, systemActor(), booking, byHand(2_000));
      seenInside.push(first.payment.receiptNumber, second.payment.receiptNumber);
      return [first.payment, second.payment];
    });
    expect(seenInside.every((number) => number.startsWith('unnumbered:'))).toBe(true);
    expect(recorded.map((payment) => payment.receiptNumber)).toEqual([receiptNumberOf('RC', FY, 1), receiptNumberOf('RC', FY, 2)]);

    const stored = await ctx.database.db.select().from(payments).where(eq(payments.bookingId, desk.booking.id)).orderBy(asc(payments.id));
    expect(stored.map((row) => row.receiptNumber)).toEqual([receiptNumberOf('RC', FY, 1), receiptNumberOf('RC', FY, 2)]);
    for (const row of stored) {
      const [audit] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.entityId, String(row.id))));
      expect(audit?.after).toMatchObject({ receipt_number: row.receiptNumber });
    }
    const lines = await ctx.database.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, desk.booking.id), eq(bookingEvents.kind, 'payment_received')));
    expect(lines.map((line) => line.detail.slice(0, 'Receipt RC/2026-27/000001'.length)).sort()).toEqual(stored.map((row) => `Receipt ${row.receiptNumber}`));
  });

  it('are never given outside a money transaction: recording there fails and writes nothing', async () => {
    const attempt = ctx.database.db.transaction(async (tx) => recordPaymentInTx(tx, systemActor(), await lockBookingForMoney(tx, desk.booking.id), byHand(1_000)));
    await expect(attempt).rejects.toThrow(/moneyTransaction/);
    expect(await ctx.database.db.select().from(payments)).toHaveLength(0);
    // The counter did not move: the next payment is number 1.
    expect((await ok<PaymentRecorded>(pay(desk.booking.id, 1_000), 201)).payment.receipt_number).toBe(receiptNumberOf('RC', FY, 1));
  });

  it.runIf(process.env.TEST_DATABASE_URL)('are not held by a payment still being written: another booking’s payment goes through meanwhile, and numbers follow the order of commit', async () => {
    const url = ctx.database.url;
    if (!url) throw new Error('PostgreSQL only');
    const held = await holdDuesOf(url, other.id);
    let stalled: ReturnType<typeof pay> | undefined;
    try {
      // Stops at its allocations, its payment row written: it must not hold a receipt number yet.
      stalled = pay(other.id, 1_500);
      await held.untilSomeoneWaits();
      const meanwhile = await within(5_000, pay(desk.booking.id, 1_000));
      expect(meanwhile === 'timed out' ? 'timed out: it waited on the payment in flight' : meanwhile.statusCode).toBe(201);
      if (meanwhile !== 'timed out') expect((meanwhile.json() as PaymentRecorded).payment.receipt_number).toBe(receiptNumberOf('RC', FY, 1));
    } finally {
      await held.release();
    }
    const late = await stalled;
    expect(late?.statusCode, late?.body).toBe(201);
    expect((late?.json() as PaymentRecorded).payment.receipt_number).toBe(receiptNumberOf('RC', FY, 2));
  });
});
