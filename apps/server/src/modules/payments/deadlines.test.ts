import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_PATHS, type PaymentDue } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeAccessLevel, makeStaff } from '../../../test/fixtures/staff.ts';
import { systemActor } from '../../core/actor.ts';
import { enqueue } from '../../core/jobs/enqueue.ts';
import { createJobRunner } from '../../core/jobs/runner.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { paymentLinks } from '../../db/schema/payments.ts';
import { bookTrip, makeAcceptedTrip } from '../bookings/bookings.test-helpers.ts';
import { addDays, todayInIndia } from '../itineraries/index.ts';
import { PAYMENT_DEADLINES_JOB, paymentDeadlineJobs } from './deadlines.jobs.ts';
import { raisePaymentDeadlines } from './deadlines.service.ts';
import { makePaymentDesk, ok, recordPayment, setPlanOf, type PaymentDesk } from './payments.test-helpers.ts';
import { sweepOverdueDues } from './reminders.service.ts';

/**
 * The payments' deadlines raised by themselves: a due three days ahead, a due overdue (with the overdue
 * sweep, which raises the same fact), a link expired unpaid. The booking's owner (who holds
 * payments.view here) and accounts (payments.record) hear; a reader of payments, operations and an
 * inactive accounts person do not.
 */

let ctx: TestContext;
let desk: PaymentDesk;
let inactiveId: number;
let people: number[];
/** Due in three days, and in forty. */
let soon: PaymentDue;
let later: PaymentDue;

const db = () => ctx.database.db;
const today = () => todayInIndia(new Date());
const sweep = (now = new Date()) => raisePaymentDeadlines(db(), now);

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makePaymentDesk(ctx);
  // The owner reads the booking's money; without payments.view no payment notice would reach them.
  await makeAccessLevel(db(), { labels: ['payments.view'], holders: [desk.sellerId] });
  inactiveId = (await makeStaff(db(), { active: false, labels: ['payments.view', 'payments.record'] })).id;
  people = [desk.sellerId, desk.accountsId, desk.auditorId, desk.opsId, desk.readerId, desk.colleagueId, inactiveId];
  const money = await setPlanOf(desk.accounts, desk.booking.id, {
    kind: 'instalments',
    instalments: [
      { label: 'Advance', amount_paise: 100_000, due_date: addDays(today(), 3) },
      { label: 'Balance', amount_paise: desk.booking.total_paise - 100_000, due_date: addDays(today(), 40) },
    ],
  });
  [soon, later] = money.dues as [PaymentDue, PaymentDue];
});

/** The payment notices in the test's people's bells, oldest first. */
const notices = async (text: string) =>
  (await db().select().from(notifications).where(and(inArray(notifications.userId, people), eq(notifications.notificationType, 'payment'))).orderBy(asc(notifications.id))).filter((row) => row.message.includes(text));
const recipientsOf = (rows: { userId: number }[]) => rows.map((row) => row.userId).sort((a, b) => a - b);
const ownerAndAccounts = () => [desk.sellerId, desk.accountsId].sort((a, b) => a - b);

describe('a due three days ahead', () => {
  it('tells the owner and accounts once, however often it runs, linking to the booking, with its date to snooze until', async () => {
    expect(await sweep()).toMatchObject({ dueSoon: 2, overdue: 0, lapsedLinks: 0 });
    const told = await notices('is due');
    expect(recipientsOf(told)).toEqual(ownerAndAccounts());
    expect(told[0]).toMatchObject({ link: `/bookings/${desk.booking.id}`, message: expect.stringMatching(new RegExp(`^${desk.booking.reference} \\(Rahul Sharma\\): Advance of ₹1,000\\.00 is due on .+, in 3 days\\.$`)) });
    expect(told[0]?.snoozeDates).toEqual([{ key: 'due_date', label: 'The advance due date', at: new Date(`${soon.due_date}T09:00:00+05:30`).toISOString() }]);

    expect(await sweep()).toMatchObject({ dueSoon: 0 });
    expect(await sweep(new Date(Date.now() + 86_400_000))).toMatchObject({ dueSoon: 0 });
    expect(await notices('is due')).toHaveLength(2);
  });

  it('raises it once when two job runners each take a sweep at once', async () => {
    const runners = ['runner-one', 'runner-two'].map((runnerId) => createJobRunner({ db: db(), definitions: paymentDeadlineJobs().definitions, runnerId, backoff: { baseMs: 0, capMs: 0 } }));
    const ids = [await enqueue(db(), { name: PAYMENT_DEADLINES_JOB, payload: {}, idempotencyKey: 'deadlines-a' }), await enqueue(db(), { name: PAYMENT_DEADLINES_JOB, payload: {}, idempotencyKey: 'deadlines-b' })];
    const claimed = await Promise.all(runners.map((runner) => runner.drain()));
    expect(claimed.reduce((sum, count) => sum + count, 0)).toBe(2);
    const states = await db()
      .select({ state: jobs.state })
      .from(jobs)
      .where(inArray(jobs.id, ids.map((id) => id ?? 0)));
    expect(states).toEqual([{ state: 'succeeded' }, { state: 'succeeded' }]);
    expect(recipientsOf(await notices('is due'))).toEqual(ownerAndAccounts());
  });

  it('says nothing of a due paid before it came, nor of one further off', async () => {
    await recordPayment(desk.accounts, desk.booking.id, { amount_paise: soon.amount_paise, due_ids: [soon.id] });
    expect(await sweep()).toEqual({ dueSoon: 0, overdue: 0, lapsedLinks: 0 });
    expect(await notices('Balance')).toEqual([]);
    // Thirty-seven days on, the balance is three days ahead.
    await sweep(new Date(Date.now() + 37 * 86_400_000));
    expect(recipientsOf(await notices(`Balance of`))).toEqual(ownerAndAccounts());
  });
});

describe('a due overdue', () => {
  it('tells the owner and accounts once, whether the deadline sweep or the overdue sweep sees it first', async () => {
    const fourDaysOn = new Date(Date.now() + 4 * 86_400_000);
    // The overdue sweep moves it to overdue and raises it; the deadline sweep finds it raised already.
    expect(await sweepOverdueDues(db(), systemActor('test'), fourDaysOn)).toBe(1);
    expect(await sweep(fourDaysOn)).toMatchObject({ overdue: 0 });
    const told = await notices('is overdue');
    expect(recipientsOf(told)).toEqual(ownerAndAccounts());
    expect(told[0]).toMatchObject({ link: `/bookings/${desk.booking.id}`, message: expect.stringMatching(new RegExp(`^${desk.booking.reference} \\(Rahul Sharma\\): Advance of ₹1,000\\.00 \\(due .+\\) is overdue\\.$`)) });

    // A due set late to begin with: the deadline sweep raises it, and the overdue sweep (which moves nothing) raises nothing more.
    await ctx.reset();
    desk = await makePaymentDesk(ctx);
    await makeAccessLevel(db(), { labels: ['payments.view'], holders: [desk.sellerId] });
    people = [desk.sellerId, desk.accountsId, desk.auditorId, desk.opsId, desk.readerId];
    await setPlanOf(desk.accounts, desk.booking.id, {
      kind: 'instalments',
      instalments: [
        { label: 'Advance', amount_paise: 100_000, due_date: addDays(today(), -2) },
        { label: 'Balance', amount_paise: desk.booking.total_paise - 100_000, due_date: addDays(today(), 40) },
      ],
    });
    expect(await sweep()).toMatchObject({ overdue: 2 });
    expect(await sweepOverdueDues(db(), systemActor('test'), new Date())).toBe(0);
    expect(await sweep()).toMatchObject({ overdue: 0 });
    expect(recipientsOf(await notices('is overdue'))).toEqual(ownerAndAccounts());
  });

  it('says nothing once the due is paid or waived, nor for a cancelled booking', async () => {
    const fourDaysOn = new Date(Date.now() + 4 * 86_400_000);
    await recordPayment(desk.accounts, desk.booking.id, { amount_paise: soon.amount_paise, due_ids: [soon.id] });
    expect(await sweep(fourDaysOn)).toMatchObject({ overdue: 0 });
    // Forty-one days on the balance is late: waived, it is not.
    await ok(desk.accounts.post(PAYMENT_PATHS.waiveDue(later.id), { reason: 'Goodwill' }));
    expect(await sweep(new Date(Date.now() + 41 * 86_400_000))).toEqual({ dueSoon: 0, overdue: 0, lapsedLinks: 0 });

    expect(await notices('overdue')).toEqual([]);

    // A cancelled booking owes nothing: its late due is not raised.
    const called = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { title: 'Called off' })).id);
    await setPlanOf(desk.accounts, called.id, { kind: 'instalments', instalments: [{ label: 'Advance', amount_paise: called.total_paise, due_date: addDays(today(), -2) }] });
    await ok(desk.ops.post(`/api/booking/${called.id}/cancel/`, { reason: 'Customer fell ill', tell_suppliers: false }));
    expect(await sweep()).toEqual({ dueSoon: 0, overdue: 0, lapsedLinks: 0 });
    expect(await notices('overdue')).toEqual([]);
  });
});

describe('a payment link expired unpaid', () => {
  /** A link as the gateway left it: made by accounts two days ago, expired yesterday (or only past its time). */
  async function lapsedLink(due: PaymentDue, changes: Partial<typeof paymentLinks.$inferInsert> = {}): Promise<number> {
    const [row] = await db()
      .insert(paymentLinks)
      .values({
        bookingId: desk.booking.id,
        dueId: due.id,
        amountPaise: due.amount_paise,
        currency: 'INR',
        status: 'expired',
        gatewayLinkId: `plink_${randomUUID().slice(0, 8)}`,
        referenceId: `UA-L-${randomUUID().slice(0, 8)}`,
        shortUrl: 'https://rzp.io/i/test',
        expireBy: new Date(Date.now() - 86_400_000),
        idempotencyKey: randomUUID(),
        createdBy: desk.accountsId,
        ...changes,
      })
      .returning({ id: paymentLinks.id });
    return row?.id ?? 0;
  }

  it('tells who made it and the owner once, linking to the booking, and says what is still unpaid', async () => {
    await lapsedLink(soon);
    await lapsedLink(later, { status: 'created', amountPaidPaise: 50_000 });
    expect(await sweep()).toMatchObject({ lapsedLinks: 4 });
    expect(await sweep()).toMatchObject({ lapsedLinks: 0 });
    const told = await notices('payment link');
    expect(recipientsOf(told)).toEqual([desk.sellerId, desk.sellerId, desk.accountsId, desk.accountsId].sort((a, b) => a - b));
    expect(told.find((row) => row.message.includes('Advance'))).toMatchObject({
      link: `/bookings/${desk.booking.id}`,
      message: expect.stringMatching(/: the payment link for Advance \(₹1,000\.00\) expired on .+ unpaid\. Send a new link, or record the payment if it came another way\.$/),
      snoozeDates: [expect.objectContaining({ key: 'due_date' })],
    });
    expect(told.find((row) => row.message.includes('Balance'))?.message).toContain('with ₹');
  });

  it('says nothing of one replaced by a newer link, paid in full, or whose due was paid another way', async () => {
    await lapsedLink(soon, { replacedById: null });
    await lapsedLink(soon, { status: 'created', expireBy: new Date(Date.now() + 86_400_000) });
    const paid = await lapsedLink(later, { status: 'paid', amountPaidPaise: later.amount_paise });
    expect(paid).toBeGreaterThan(0);
    expect(await sweep()).toMatchObject({ lapsedLinks: 0 });

    await ctx.reset();
    desk = await makePaymentDesk(ctx);
    people = [desk.sellerId, desk.accountsId];
    const [advance] = (await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 })).dues as [PaymentDue];
    await lapsedLink(advance);
    await recordPayment(desk.accounts, desk.booking.id, { amount_paise: advance.amount_paise, due_ids: [advance.id] });
    expect(await sweep()).toMatchObject({ lapsedLinks: 0 });
    expect(await notices('payment link')).toEqual([]);
  });
});

describe('the sweep', () => {
  it('is the payments.deadlines job, every quarter of an hour', () => {
    const { definitions, schedules } = paymentDeadlineJobs();
    expect(definitions.map((definition) => definition.name)).toEqual([PAYMENT_DEADLINES_JOB]);
    expect(schedules).toEqual([expect.objectContaining({ name: 'payments-deadlines', job: PAYMENT_DEADLINES_JOB, timing: { kind: 'every', minutes: 15 } })]);
  });
});
