import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRecorded } from '@ua/contracts';
import { createTestContext, type TestContext } from '../harness.ts';
import { bookTrip, makeAcceptedTrip } from '../../src/modules/bookings/bookings.test-helpers.ts';
import { makePaymentDesk, moneyOf, setPlanOf, type PaymentDesk } from '../../src/modules/payments/payments.test-helpers.ts';

/** Payments recorded at once, on one booking and on two: receipt numbers without gaps or repeats, each key once. */
let ctx: TestContext;
let desk: PaymentDesk;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
  desk = await makePaymentDesk(ctx);
});
afterAll(async () => ctx.close());

const pay = (bookingId: number, amount: number, key = randomUUID()) =>
  desk.accounts.post('/api/partial-payment/', { booking_id: bookingId, amount_paise: amount, method: 'upi', reference: '', received_on: '2026-11-20', idempotency_key: key });

describe('payments at the same moment', () => {
  it('number receipts 1..n without gaps across two bookings, record each key once, and never overpay a due', async () => {
    const other = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { customerName: 'Second Guest' })).id);
    await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
    await setPlanOf(desk.accounts, other.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
    const repeated = randomUUID();

    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => pay(desk.booking.id, 1_000)),
      ...Array.from({ length: 12 }, () => pay(other.id, 1_000)),
      ...Array.from({ length: 6 }, () => pay(desk.booking.id, 2_500, repeated)),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(25);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    const numbers = answers.filter((res) => res.statusCode === 201).map((res) => (res.json() as PaymentRecorded).payment.receipt_number);
    const sequence = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(new Set(answers.filter((res) => res.statusCode === 200).map((res) => (res.json() as PaymentRecorded).payment.id)).size).toBe(1);

    const money = await moneyOf(desk.accounts, desk.booking.id);
    expect(money.payments).toHaveLength(13);
    expect(money.received_paise).toBe(12 * 1_000 + 2_500);
    expect(money.dues[0]?.paid_paise).toBe(14_500);
  });
});
