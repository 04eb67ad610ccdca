import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_PATHS, type PaymentDue, type PaymentMail } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeAccessLevel, makeStaff } from '../../../test/fixtures/staff.ts';
import { systemActor } from '../../core/actor.ts';
import { enqueue } from '../../core/jobs/enqueue.ts';
import { createJobRunner } from '../../core/jobs/runner.ts';
import { bookingEvents, bookings } from '../../db/schema/bookings.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { messages } from '../../db/schema/messaging.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { paymentReminders } from '../../db/schema/payments.ts';
import { auditOf, bookTrip, makeAcceptedTrip } from '../bookings/bookings.test-helpers.ts';
import { addDays, todayInIndia } from '../itineraries/index.ts';
import { makePaymentDesk, moneyOf, ok, recordPayment, setPlanOf, type PaymentDesk } from './payments.test-helpers.ts';
import { OVERDUE_SWEEP_JOB, REMINDERS_JOB, reminderJobs } from './reminders.jobs.ts';
import { sendDueReminders, sweepOverdueDues } from './reminders.service.ts';

let ctx: TestContext;
let desk: PaymentDesk;
/** The booking's two instalments, 20 and 40 days from today. */
let first: PaymentDue;
let second: PaymentDue;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makePaymentDesk(ctx);
  const today = todayInIndia(new Date());
  const firstAmount = 100_000;
  const money = await setPlanOf(desk.accounts, desk.booking.id, {
    kind: 'instalments',
    instalments: [
      { label: 'First instalment', amount_paise: firstAmount, due_date: addDays(today, 20) },
      { label: 'Second instalment', amount_paise: desk.booking.total_paise - firstAmount, due_date: addDays(today, 40) },
    ],
  });
  [first, second] = money.dues as [PaymentDue, PaymentDue];
});

const db = () => ctx.database.db;
/** Half past nine in the morning, in India, on this date: when the schedule runs. */
const at = (date: string) => new Date(`${date}T09:30:00+05:30`);
const remindOn = (date: string) => sendDueReminders(db(), ctx.config, systemActor('test'), at(date));
const sweepOn = (date: string) => sweepOverdueDues(db(), systemActor('test'), new Date(`${date}T00:10:00+05:30`));

const remindersOf = (dueId: number) => db().select().from(paymentReminders).where(eq(paymentReminders.dueId, dueId)).orderBy(asc(paymentReminders.offsetDays));
const reminderMessages = () => db().select().from(messages).where(eq(messages.template, 'payment_reminder')).orderBy(asc(messages.id));
/** The overdue notices in these people's bells (the owner also hears of each payment recorded). */
const overdueNotices = async (userIds: number[]) =>
  (await db().select().from(notifications).where(and(inArray(notifications.userId, userIds), eq(notifications.notificationType, 'payment'))).orderBy(asc(notifications.id))).filter((row) => row.message.includes('overdue'));
const eventsOf = (kind: string) => db().select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, desk.booking.id), eq(bookingEvents.kind, kind)));

describe('the reminder schedule', () => {
  it('reminds a due once on each day of the schedule (7 and 3 days before, the day, 1 and 3 days after), by mail and WhatsApp, whatever runs twice', async () => {
    const runs: Array<[number, number]> = [];
    for (const offset of [-8, -7, -7, -5, -3, 0, 0, 1, 2, 3, 3, 4]) runs.push([offset, await remindOn(addDays(first.due_date, offset))]);
    expect(runs).toEqual([
      [-8, 0],
      [-7, 1],
      [-7, 0],
      [-5, 0],
      [-3, 1],
      [0, 1],
      [0, 0],
      [1, 1],
      [2, 0],
      [3, 1],
      [3, 0],
      [4, 0],
    ]);

    const rows = await remindersOf(first.id);
    expect(rows.map((row) => [row.offsetDays, row.sentOn])).toEqual([-7, -3, 0, 1, 3].map((offset) => [offset, addDays(first.due_date, offset)]));
    expect(await remindersOf(second.id)).toEqual([]);

    const sent = await reminderMessages();
    expect(sent).toHaveLength(10);
    expect(rows.map((row) => row.messageId)).toEqual(sent.filter((message) => message.channel === 'email').map((message) => message.id));
    const email = sent.filter((message) => message.channel === 'email');
    expect(email.every((message) => message.toAddress === 'rahul@example.com' && message.sentBy === null && message.recordId === desk.booking.id)).toBe(true);
    expect(email.map((message) => message.parameters.due_when)).toEqual(['is due in 7 days', 'is due in 3 days', 'is due today', 'was due 1 day ago', 'was due 3 days ago']);
    expect(sent.filter((message) => message.channel === 'whatsapp').map((message) => message.toAddress)).toEqual(Array(5).fill('+919876543210'));
    expect(email[0]?.subject).toBe(`Reminder: First instalment of ₹1,000.00 is due in 7 days (${desk.booking.reference})`);

    const events = await eventsOf('payment_reminder');
    expect(events).toHaveLength(5);
    expect(events[0]).toMatchObject({ actorKind: 'system', title: 'Reminder for First instalment (is due in 7 days) sent to the customer by mail and WhatsApp' });
    expect((await auditOf(ctx, 'payment_due', first.id)).filter((entry) => entry.action === 'remind')).toHaveLength(5);

    const history = await ok<{ results: PaymentMail[] }>(desk.auditor.get(`${PAYMENT_PATHS.paymentMail}?booking=${desk.booking.id}`));
    expect(history.results).toHaveLength(10);
    expect(history.results.every((mail) => mail.kind === 'reminder' && mail.sent_by === null)).toBe(true);
  });

  it('sends one reminder when two runs go at once, and when two job runners each take a run at once', async () => {
    const [a, b] = await Promise.all([remindOn(addDays(first.due_date, -3)), remindOn(addDays(first.due_date, -3))]);
    expect(a + b).toBe(1);

    const clock = at(first.due_date);
    const runners = ['runner-one', 'runner-two'].map((runnerId) => createJobRunner({ db: db(), definitions: reminderJobs(ctx.config, { now: () => clock }).definitions, runnerId, backoff: { baseMs: 0, capMs: 0 } }));
    const ids = [await enqueue(db(), { name: REMINDERS_JOB, payload: {}, idempotencyKey: 'reminders-a' }), await enqueue(db(), { name: REMINDERS_JOB, payload: {}, idempotencyKey: 'reminders-b' })];
    const claimed = await Promise.all(runners.map((runner) => runner.drain()));
    expect(claimed.reduce((sum, count) => sum + count, 0)).toBe(2);
    const states = await db()
      .select({ state: jobs.state, lastError: jobs.lastError })
      .from(jobs)
      .where(inArray(jobs.id, ids.map((id) => id ?? 0)));
    expect(states).toEqual([
      { state: 'succeeded', lastError: null },
      { state: 'succeeded', lastError: null },
    ]);

    expect((await remindersOf(first.id)).map((row) => row.offsetDays)).toEqual([-3, 0]);
    expect(await reminderMessages()).toHaveLength(4);
  });

  it('skips a due once it is paid or waived, and the dues of a cancelled booking', async () => {
    await recordPayment(desk.accounts, desk.booking.id, { amount_paise: first.amount_paise, due_ids: [first.id] });
    await ok(desk.accounts.post(PAYMENT_PATHS.waiveDue(second.id), { reason: 'Goodwill' }));
    expect(await remindOn(addDays(first.due_date, -7))).toBe(0);
    expect(await remindOn(second.due_date)).toBe(0);

    const called = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { title: 'Called off' })).id);
    const [advance] = (await setPlanOf(desk.accounts, called.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 })).dues;
    await ok(desk.ops.post(`/api/booking/${called.id}/cancel/`, { reason: 'Customer fell ill', tell_suppliers: false }));
    expect(await remindOn(advance?.due_date ?? '')).toBe(0);

    expect(await db().select().from(paymentReminders)).toEqual([]);
    expect(await reminderMessages()).toEqual([]);
  });

  it('marks the reminder of a customer with no address, and says on the timeline that it could not go', async () => {
    await ctx.reset();
    desk = await makePaymentDesk(ctx, { email: '', whatsapp: '' });
    await db().update(bookings).set({ customerPhone: '' }).where(eq(bookings.id, desk.booking.id));
    const [advance] = (await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 })).dues;
    expect(await remindOn(advance?.due_date ?? '')).toBe(0);
    expect((await remindersOf(advance?.id ?? 0)).map((row) => [row.offsetDays, row.messageId])).toEqual([[0, null]]);
    expect(await eventsOf('payment_reminder')).toEqual([expect.objectContaining({ title: 'Reminder for Advance (is due today) not sent: the customer has no email address or WhatsApp number' })]);
    expect(await remindOn(advance?.due_date ?? '')).toBe(0);
    expect(await eventsOf('payment_reminder')).toHaveLength(1);
  });
});

describe('the overdue sweep', () => {
  it('moves an unpaid due past its date to overdue and tells the owner and the active holders of payments.record, once', async () => {
    const inactive = await makeStaff(db(), { firstName: 'Gone', lastName: 'Away', active: false, labels: ['payments.view', 'payments.record'] });
    // The owner reads the booking's money: a payment notice needs payments.view to reach anyone.
    await makeAccessLevel(db(), { labels: ['payments.view'], holders: [desk.sellerId] });
    await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 1_000, due_ids: [first.id] });
    const people = [desk.sellerId, desk.accountsId, desk.auditorId, desk.opsId, desk.readerId, inactive.id];

    expect(await sweepOn(first.due_date)).toBe(0);
    expect(await sweepOn(addDays(first.due_date, 1))).toBe(1);
    expect((await moneyOf(desk.accounts, desk.booking.id)).dues.map((due) => [due.label, due.status])).toEqual([
      ['First instalment', 'overdue'],
      ['Second instalment', 'due'],
    ]);

    const told = await overdueNotices(people);
    // The seller owns the booking; accounts hold payments.record. The auditor (payments.view only), operations, the reader and the inactive holder hear nothing.
    expect(told.map((row) => row.userId).sort()).toEqual([desk.sellerId, desk.accountsId].sort());
    expect(told[0]).toMatchObject({ link: `/bookings/${desk.booking.id}`, message: expect.stringContaining(`${desk.booking.reference} (Rahul Sharma): First instalment of ₹990.00`) });
    expect(told[0]?.message).toMatch(/is overdue\.$/);
    expect(await eventsOf('payment_overdue')).toEqual([expect.objectContaining({ actorKind: 'system', title: 'First instalment is overdue' })]);
    expect((await auditOf(ctx, 'payment_due', first.id)).filter((entry) => entry.action === 'overdue')).toEqual([expect.objectContaining({ before: { status: 'partly_paid' }, after: { status: 'overdue' } })]);

    expect(await sweepOn(addDays(first.due_date, 1))).toBe(0);
    expect(await sweepOn(addDays(first.due_date, 5))).toBe(0);
    expect(await overdueNotices(people)).toHaveLength(2);
    expect(await eventsOf('payment_overdue')).toHaveLength(1);
  });

  it('runs as the daily job, after midnight in India, and the reminders at half past nine', async () => {
    const { schedules, definitions } = reminderJobs(ctx.config);
    expect(schedules.map((schedule) => [schedule.job, schedule.timing])).toEqual([
      [OVERDUE_SWEEP_JOB, { kind: 'daily', time: '00:10', timeZone: 'Asia/Kolkata' }],
      [REMINDERS_JOB, { kind: 'daily', time: '09:30', timeZone: 'Asia/Kolkata' }],
    ]);
    expect(definitions.map((definition) => definition.name)).toEqual([OVERDUE_SWEEP_JOB, REMINDERS_JOB]);

    const clock = at(addDays(second.due_date, 2));
    const runner = createJobRunner({ db: db(), definitions: reminderJobs(ctx.config, { now: () => clock }).definitions, backoff: { baseMs: 0, capMs: 0 } });
    await enqueue(db(), { name: OVERDUE_SWEEP_JOB, payload: {} });
    expect(await runner.drain()).toBe(1);
    expect((await moneyOf(desk.accounts, desk.booking.id)).dues.map((due) => due.status)).toEqual(['overdue', 'overdue']);
    expect(await eventsOf('payment_overdue')).toEqual([expect.objectContaining({ title: 'First instalment, Second instalment are overdue' })]);
  });
});
