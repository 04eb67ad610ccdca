import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_DUE_STATUSES, OVERDUE_BUCKETS, PAYMENT_PATHS, RECEIVABLE_AGES, type AccountsDue, type AccountsDues, type AccountsPlanless, type Booking, type ReceivableAge } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { paymentDues } from '../../db/schema/payments.ts';
import { bookTrip, makeAcceptedTrip } from '../bookings/bookings.test-helpers.ts';
import { addDays, todayInIndia } from '../itineraries/index.ts';
import { bucketOf } from './money-rules.ts';
import { makePaymentDesk, ok, setPlanOf, type PaymentDesk } from './payments.test-helpers.ts';

/**
 * The accounts view pages its lists: whatever the page size, walking the pages of a list meets every
 * due (or booking) once, in the list's order, and every page carries the same totals, those of all
 * the rows. The expected lists are worked out here from the rows themselves, the way the view used to
 * work them out in Node before the database did.
 */

let ctx: TestContext;
let desk: PaymentDesk;
let today: string;
/** The second owner, of one booking with dues and one without a plan. */
let otherOwnerId: number;
let planless: Booking[];

const DAY_OFFSETS = [-75, -45, -31, -30, -29, -12, -8, -7, -7, -7, -3, -1, 0, 0, 2, 5, 13, 14, 20, 44, 90];

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
  desk = await makePaymentDesk(ctx);
  const db = ctx.database.db;
  today = todayInIndia();
  otherOwnerId = (await makeStaff(db, { firstName: 'Zubin', lastName: 'Shah', labels: ['itineraries.view'] })).id;

  // Three bookings with plans (the desk's, another owner's, and one cancelled), and three running without one.
  const second = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { startDate: '2027-03-01', title: 'Second', customerName: 'Meera Nair' })).id);
  const cancelled = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { startDate: '2027-03-05', title: 'Cancelled' })).id);
  planless = [];
  for (const [index, startDate] of ['2027-04-10', '2027-02-20', '2027-04-10'].entries()) {
    planless.push(await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { startDate, title: `Planless ${index}` })).id));
  }
  for (const booking of [desk.booking, second, cancelled]) await setPlanOf(desk.accounts, booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
  await db.update(bookings).set({ ownerId: otherOwnerId }).where(inArray(bookings.id, [second.id, planless[1]?.id ?? 0]));
  await db.update(bookings).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(bookings.id, cancelled.id));

  // Dues of every age on each booking, several on the same day (ties), some partly paid, some settled or waived.
  const rows: (typeof paymentDues.$inferInsert)[] = [];
  for (const booking of [desk.booking, second, cancelled]) {
    DAY_OFFSETS.forEach((offset, index) => {
      const amountPaise = 100_000 + index * 1_000 + booking.id;
      const settled = index % 7 === 6;
      rows.push({
        bookingId: booking.id,
        position: 10 + index,
        kind: 'instalment',
        label: `Extra ${index}`,
        amountPaise,
        paidPaise: settled ? amountPaise : index % 3 === 0 ? 25_000 : 0,
        dueDate: addDays(today, offset),
        status: settled ? 'paid' : offset < 0 ? 'overdue' : index % 3 === 0 ? 'partly_paid' : 'due',
      });
    });
    rows.push({ bookingId: booking.id, position: 40, kind: 'instalment', label: 'Waived', amountPaise: 50_000, dueDate: addDays(today, -5), status: 'waived', waivedAt: new Date(), waivedReason: 'Goodwill' });
  }
  await db.insert(paymentDues).values(rows);
});
afterAll(() => ctx.close());

type Filter = { days?: number; owner?: number; age?: ReceivableAge };
type ExpectedDue = { id: number; dueDate: string; openPaise: number; age: ReceivableAge };

/** The open dues the view should list for `filter`, each with its age, from the rows as they stand. */
async function expectedDues(filter: Filter): Promise<{ upcoming: ExpectedDue[]; overdue: ExpectedDue[] }> {
  const db = ctx.database.db;
  const until = addDays(today, (filter.days ?? 14) - 1);
  const owners = new Map((await db.select({ id: bookings.id, ownerId: bookings.ownerId, status: bookings.status }).from(bookings)).map((row) => [row.id, row]));
  const open = (await db.select().from(paymentDues).where(inArray(paymentDues.status, [...OPEN_DUE_STATUSES])))
    .filter((row) => {
      const booking = owners.get(row.bookingId);
      return booking !== undefined && booking.status !== 'cancelled' && (filter.owner === undefined || booking.ownerId === filter.owner);
    })
    .map((row): ExpectedDue => {
      const late = row.dueDate < today ? Math.round((Date.parse(today) - Date.parse(row.dueDate)) / 86_400_000) : null;
      return { id: row.id, dueDate: row.dueDate, openPaise: row.amountPaise - row.paidPaise, age: late === null ? 'not_due' : bucketOf(late) };
    })
    .filter((due) => (filter.age === undefined ? due.dueDate <= until : due.age === filter.age))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
  return { upcoming: open.filter((due) => due.age === 'not_due'), overdue: open.filter((due) => due.age !== 'not_due') };
}

function url(filter: Filter, paging: Record<string, number>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filter, ...paging })) params.set(name, String(value));
  return `${PAYMENT_PATHS.accountsDues}?${params.toString()}`;
}

/** Every page of one list of the view, in turn, until an empty one; with the answers each page came in. */
async function walk<Row>(filter: Filter, list: 'upcoming' | 'overdue' | 'without_plan', pageSize: number, rowsOf: (answer: AccountsDues) => Row[]) {
  const rows: Row[] = [];
  const answers: AccountsDues[] = [];
  for (let page = 1; page < 100; page += 1) {
    const answer = await ok<AccountsDues>(desk.accounts.get(url(filter, { page_size: pageSize, [`${list}_page`]: page })));
    answers.push(answer);
    const found = rowsOf(answer);
    expect(found.length, `page ${page} of ${list}`).toBeLessThanOrEqual(pageSize);
    if (found.length === 0) break;
    rows.push(...found);
  }
  return { rows, answers };
}

const sum = (dues: readonly { openPaise: number }[]) => dues.reduce((total, due) => total + due.openPaise, 0);

/** The view's filters: the default fortnight, longer and shorter, one owner's, and each age alone. */
const filters = (): Filter[] => [{}, { days: 30 }, { days: 1 }, { owner: otherOwnerId }, ...RECEIVABLE_AGES.map((age) => ({ age }))];

describe('the accounts view, page by page', () => {
  it('has dues of every age and bookings without a plan to page through', async () => {
    const all = await expectedDues({ days: 90 });
    for (const age of RECEIVABLE_AGES) expect([...all.upcoming, ...all.overdue].filter((due) => due.age === age).length, age).toBeGreaterThan(3);
    expect(planless).toHaveLength(3);
  });

  for (const pageSize of [1, 4, 25]) {
    it(`meets every open due once, earliest first and ties by id, with the totals of them all on every page (${pageSize} a page)`, async () => {
      for (const filter of filters()) {
        const expected = await expectedDues(filter);
        const totals = {
          upcoming_paise: sum(expected.upcoming),
          upcoming_count: expected.upcoming.length,
          overdue_paise: sum(expected.overdue),
          overdue_count: expected.overdue.length,
          buckets: OVERDUE_BUCKETS.map((bucket) => {
            const inBucket = expected.overdue.filter((due) => due.age === bucket);
            return { bucket, count: inBucket.length, open_paise: sum(inBucket) };
          }),
        };
        for (const list of ['upcoming', 'overdue'] as const) {
          const { rows, answers } = await walk<AccountsDue>(filter, list, pageSize, (answer) => answer[list].results);
          const label = `${JSON.stringify(filter)} ${list}`;
          expect(rows.map((due) => due.id), label).toEqual(expected[list].map((due) => due.id));
          expect(sum(rows.map((due) => ({ openPaise: due.open_paise }))), label).toBe(sum(expected[list]));
          for (const answer of answers) {
            expect(answer.totals, label).toEqual(totals);
            expect([answer.upcoming.count, answer.overdue.count, answer.page_size], label).toEqual([totals.upcoming_count, totals.overdue_count, pageSize]);
          }
          expect(rows.every((due) => (due.bucket === null) === (list === 'upcoming'))).toBe(true);
        }
      }
    });
  }

  it('pages the running bookings without a plan, earliest trip first and ties by id, each once', async () => {
    const byTrip = [...planless].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id).map((booking) => booking.id);
    for (const pageSize of [1, 2]) {
      const { rows, answers } = await walk<AccountsPlanless>({}, 'without_plan', pageSize, (answer) => answer.without_plan.results);
      expect(rows.map((booking) => booking.id)).toEqual(byTrip);
      expect(answers.every((answer) => answer.without_plan.count === 3)).toBe(true);
    }
    const mine = await ok<AccountsDues>(desk.accounts.get(url({ owner: otherOwnerId }, {})));
    expect(mine.without_plan).toEqual({ count: 1, results: [expect.objectContaining({ id: planless[1]?.id, owner: { id: otherOwnerId, name: 'Zubin Shah' } })] });
  });

  it('pages each list on its own: one list past its end leaves the others on theirs', async () => {
    const first = await ok<AccountsDues>(desk.accounts.get(url({}, { page_size: 2 })));
    const moved = await ok<AccountsDues>(desk.accounts.get(url({}, { page_size: 2, overdue_page: 2, upcoming_page: 999 })));
    expect(moved.upcoming).toEqual({ count: first.upcoming.count, results: [] });
    expect(moved.overdue.results.map((due) => due.id)).not.toEqual(first.overdue.results.map((due) => due.id));
    expect(moved.without_plan).toEqual(first.without_plan);
    expect(moved.totals).toEqual(first.totals);
    // The bookings without a plan past their end still count them all.
    const past = await ok<AccountsDues>(desk.accounts.get(url({}, { page_size: 2, without_plan_page: 999 })));
    expect(first.without_plan.count).toBeGreaterThan(0);
    expect(past.without_plan).toEqual({ count: first.without_plan.count, results: [] });
    expect(past.upcoming).toEqual(first.upcoming);
  });

  it('leaves out the other lists when asked for one age, and the bookings without a plan', async () => {
    const late = await ok<AccountsDues>(desk.accounts.get(url({ age: '8-30' }, {})));
    expect([late.upcoming.count, late.without_plan.count, late.without_plan.results]).toEqual([0, 0, []]);
    expect(late.overdue.results.every((due) => due.bucket === '8-30')).toBe(true);
    const notDue = await ok<AccountsDues>(desk.accounts.get(url({ age: 'not_due' }, {})));
    expect([notDue.overdue.count, notDue.overdue.results]).toEqual([0, []]);
  });

  it('answers 25 rows a page unless asked, and refuses a page size over 100 or a page below 1', async () => {
    const view = await ok<AccountsDues>(desk.accounts.get(url({ age: 'not_due' }, {})));
    expect(view.page_size).toBe(25);
    for (const bad of [{ page_size: 101 }, { page_size: 0 }, { overdue_page: 0 }, { without_plan_page: -1 }] as Record<string, number>[]) {
      expect((await desk.accounts.get(url({}, bad))).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
