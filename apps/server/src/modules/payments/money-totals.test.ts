import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingMoney } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { bookTrip, makeAcceptedTrip } from '../bookings/bookings.test-helpers.ts';
import { makePaymentDesk, moneyOf, type PaymentDesk } from './payments.test-helpers.ts';

let ctx: TestContext;
let desk: PaymentDesk;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
  desk = await makePaymentDesk(ctx);
});
afterAll(() => ctx.close());

/** Every figure of a booking's money agrees with its rows. */
function expectTotalsAddUp(money: BookingMoney): void {
  const live = money.payments.filter((row) => row.reversed === null);
  const paidIn = live.filter((row) => row.kind === 'payment').reduce((sum, row) => sum + row.amount_paise, 0);
  const refunded = live.filter((row) => row.kind === 'refund').reduce((sum, row) => sum + row.amount_paise, 0);
  expect(money.dues.reduce((sum, due) => sum + due.amount_paise, 0)).toBe(money.total_paise);
  for (const due of money.dues) {
    const allocated = live.flatMap((row) => row.allocations).filter((row) => row.due_id === due.id).reduce((sum, row) => sum + row.amount_paise, 0);
    expect(due.paid_paise).toBe(allocated);
    expect(due.open_paise).toBe(due.status === 'waived' ? 0 : due.amount_paise - due.paid_paise);
    expect(due.paid_paise).toBeLessThanOrEqual(due.amount_paise);
  }
  expect(money.received_paise).toBe(paidIn - refunded);
  expect(money.outstanding_paise).toBe(money.dues.reduce((sum, due) => sum + due.open_paise, 0));
  expect(money.outstanding_paise + money.dues.reduce((sum, due) => sum + due.paid_paise, 0) + money.waived_paise).toBe(money.total_paise);
}

type Step = { kind: 'pay'; share: number; chooseLast: boolean } | { kind: 'reverse'; pick: number };

describe('a booking’s money', () => {
  it('always adds up, over random plans, payments and reversals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 4 }),
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('pay' as const), share: fc.integer({ min: 1, max: 100 }), chooseLast: fc.boolean() }),
            fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
          ),
          { maxLength: 6 },
        ),
        async (weights, steps: Step[]) => {
          const trip = await makeAcceptedTrip(desk, { customerName: `Guest ${randomUUID().slice(0, 6)}` });
          const booking = await bookTrip(desk.ops, trip.id);
          const total = booking.total_paise;
          // Instalments in the proportions drawn, the last one taking what rounding leaves.
          const whole = weights.reduce((sum, weight) => sum + weight, 0);
          const amounts = weights.map((weight) => Math.floor((total * weight) / whole));
          amounts[amounts.length - 1] = (amounts.at(-1) ?? 0) + total - amounts.reduce((sum, amount) => sum + amount, 0);
          if (amounts.some((amount) => amount <= 0)) return;
          const instalments = amounts.map((amount_paise, index) => ({ label: `Part ${index + 1}`, amount_paise, due_date: `2027-01-${String(10 + index).padStart(2, '0')}` }));
          const set = await desk.accounts.post('/api/add-due-payment/', { booking_id: booking.id, plan: { kind: 'instalments', instalments } });
          expect(set.statusCode, set.body).toBe(200);

          for (const step of steps) {
            const money = await moneyOf(desk.accounts, booking.id);
            if (step.kind === 'pay') {
              const target = step.chooseLast ? money.dues.filter((due) => due.open_paise > 0).at(-1) : undefined;
              const owed = target ? target.open_paise : money.outstanding_paise;
              if (owed === 0) continue;
              const amount = Math.max(1, Math.floor((owed * step.share) / 100));
              const res = await desk.accounts.post('/api/partial-payment/', {
                booking_id: booking.id,
                amount_paise: amount,
                method: 'bank_transfer',
                reference: '',
                received_on: '2026-11-20',
                due_ids: target ? [target.id] : undefined,
                idempotency_key: randomUUID(),
              });
              expect(res.statusCode, res.body).toBe(201);
            } else {
              const live = money.payments.filter((row) => row.reversed === null);
              const chosen = live[step.pick % Math.max(1, live.length)];
              if (!chosen) continue;
              const res = await desk.accounts.post(`/api/partial-payment/${chosen.id}/reverse/`, { reason: 'Property test' });
              expect(res.statusCode, res.body).toBe(200);
            }
            expectTotalsAddUp(await moneyOf(desk.accounts, booking.id));
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
