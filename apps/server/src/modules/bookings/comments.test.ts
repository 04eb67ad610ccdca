import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BOOKING_PATHS, COMMENT_EDIT_MINUTES, type Booking, type BookingComment } from '@ua/contracts';
import { createTestContext, rowCounts, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { staffActor } from '../../core/actor.ts';
import { bookingComments, bookings } from '../../db/schema/bookings.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/staff.ts';
import { AppError } from '../../lib/errors.ts';
import { auditOf, bookTrip, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from './bookings.test-helpers.ts';
import { editComment } from './comments.service.ts';

let ctx: TestContext;
let desk: BookingDesk;
let booking: Booking;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeBookingDesk(ctx);
  booking = await bookTrip(desk.ops, (await makeAcceptedTrip(desk)).id);
});

async function comment(caller: Caller, bookingId: number, body: string, mentionIds: number[] = []): Promise<BookingComment> {
  const res = await caller.post(BOOKING_PATHS.comments(bookingId), { body, mention_ids: mentionIds });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function edit(caller: Caller, commentId: number, body: string, mentionIds: number[] = []): Promise<BookingComment> {
  const res = await caller.patch(BOOKING_PATHS.comment(booking.id, commentId), { body, mention_ids: mentionIds });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The comment notifications in one person's bell, oldest first. */
async function mentionsOf(userId: number) {
  const rows = await ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, 'comment')))
    .orderBy(notifications.id);
  return rows.map((row) => ({ message: row.message, link: row.link }));
}

describe('writing a comment', () => {
  it('puts it in the bell of exactly the people mentioned who can read bookings, the author aside, linking to the comment', async () => {
    const body = `Lake Palace asks for the guests' passport copies before Friday; ${'the rooms face the lake and '.repeat(5)}please send them.`;
    const written = await comment(desk.ops, booking.id, body, [desk.colleagueId, desk.readerId, desk.opsId, desk.colleagueId]);

    expect(written).toMatchObject({
      author: { id: desk.opsId, name: 'Omar Ops' },
      body,
      mentions: [
        { id: desk.colleagueId, name: 'Chitra Nair' },
        { id: desk.readerId, name: 'Ravi Reader' },
        { id: desk.opsId, name: 'Omar Ops' },
      ],
      edited_at: null,
      revisions: [],
    });
    expect(Date.parse(written.editable_until) - Date.parse(written.created_at)).toBe(COMMENT_EDIT_MINUTES * 60_000);

    const excerpt = `${body.slice(0, 120).trimEnd()}…`;
    const expected = [{ message: `Omar Ops mentioned you on ${booking.reference}: "${excerpt}"`, link: `/bookings/${booking.id}?comment=${written.id}#comment-${written.id}` }];
    expect(await mentionsOf(desk.colleagueId)).toEqual(expected);
    expect(await mentionsOf(desk.readerId)).toEqual(expected);
    expect(await mentionsOf(desk.opsId)).toEqual([]);
    expect(await mentionsOf(desk.sellerId)).toEqual([]);
    expect((await auditOf(ctx, 'booking_comment', written.id)).map((entry) => [entry.action, entry.actorId])).toEqual([['create', desk.opsId]]);
  });

  it('refuses, by name, a mention of someone who cannot read bookings or is no longer active, and writes nothing', async () => {
    const sales = await makeStaff(ctx.database.db, { firstName: 'Sunil', lastName: 'Sales', labels: ['itineraries.view'] });
    const gone = await makeStaff(ctx.database.db, { firstName: 'Gita', lastName: 'Gone', labels: ['bookings.view'], active: false });
    const before = await rowCounts(ctx.database);

    const res = await desk.ops.post(BOOKING_PATHS.comments(booking.id), { body: 'Please look at the car', mention_ids: [desk.colleagueId, sales.id, gone.id, 999_999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.mention_ids).toEqual(['Sunil Sales cannot read bookings.', 'Gita Gone is no longer active.', 'No staff member has the id 999999.']);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('is open on a cancelled booking, to bookings.manage only; an empty text and a missing booking are refused', async () => {
    await ctx.database.db.update(bookings).set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: 'Postponed' }).where(eq(bookings.id, booking.id));
    await comment(desk.colleague, booking.id, 'Told the hotel by phone as well.');

    expect((await desk.reader.post(BOOKING_PATHS.comments(booking.id), { body: 'Me too' })).statusCode).toBe(403);
    const empty = await desk.ops.post(BOOKING_PATHS.comments(booking.id), { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.body).toBeDefined();
    expect((await desk.ops.post(BOOKING_PATHS.comments(999_999), { body: 'Anyone?' })).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(bookingComments)).toHaveLength(1);
  });
});

describe('reading the thread', () => {
  it('pages it oldest first for a reader, each comment with its mentions and earlier texts; 404 for no booking', async () => {
    const first = await comment(desk.ops, booking.id, 'Asked Lake Palace for a late check-out', [desk.colleagueId]);
    await comment(desk.colleague, booking.id, 'They agreed, till 2 pm');
    await edit(desk.ops, first.id, 'Asked Lake Palace for a late check-out (2 pm)', [desk.colleagueId]);
    await comment(desk.ops, booking.id, 'Car booked for 2:30 pm');

    const page = await desk.reader.get(`${BOOKING_PATHS.comments(booking.id)}?page_size=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ count: 3, next: `${BOOKING_PATHS.comments(booking.id)}?page_size=2&page=2`, previous: null });
    expect(page.json().results.map((item: BookingComment) => [item.author.name, item.body])).toEqual([
      ['Omar Ops', 'Asked Lake Palace for a late check-out (2 pm)'],
      ['Chitra Nair', 'They agreed, till 2 pm'],
    ]);
    expect(page.json().results[0]).toMatchObject({ mentions: [{ id: desk.colleagueId, name: 'Chitra Nair' }], revisions: [{ body: 'Asked Lake Palace for a late check-out' }], edited_at: expect.any(String) });
    const rest = (await desk.reader.get(`${BOOKING_PATHS.comments(booking.id)}?page_size=2&page=2`)).json();
    expect(rest.results.map((item: BookingComment) => item.body)).toEqual(['Car booked for 2:30 pm']);

    expect((await desk.reader.get(BOOKING_PATHS.comments(999_999))).statusCode).toBe(404);
  });
});

describe('editing a comment', () => {
  it('keeps every replaced text, tells only the people newly mentioned, once, and audits the change', async () => {
    const written = await comment(desk.ops, booking.id, 'Hotel confirmed', [desk.colleagueId]);
    const once = await edit(desk.ops, written.id, 'Hotel confirmed, LP-4471', [desk.colleagueId, desk.readerId]);
    expect(once.edited_at).not.toBeNull();
    expect(once.mentions.map((person) => person.id)).toEqual([desk.colleagueId, desk.readerId]);
    const twice = await edit(desk.ops, written.id, 'Hotel confirmed, LP-4471, late check-out agreed', [desk.readerId, desk.colleagueId]);
    expect(twice.revisions.map((revision) => revision.body)).toEqual(['Hotel confirmed', 'Hotel confirmed, LP-4471']);

    expect(await mentionsOf(desk.colleagueId)).toHaveLength(1);
    const told = await mentionsOf(desk.readerId);
    expect(told).toEqual([{ message: `Omar Ops mentioned you on ${booking.reference}: "Hotel confirmed, LP-4471"`, link: `/bookings/${booking.id}?comment=${written.id}#comment-${written.id}` }]);

    const [latest] = await auditOf(ctx, 'booking_comment', written.id);
    expect(latest).toMatchObject({ action: 'update', before: { body: 'Hotel confirmed, LP-4471' }, after: { body: 'Hotel confirmed, LP-4471, late check-out agreed' } });
    expect((await auditOf(ctx, 'booking_comment', written.id)).map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
  });

  it('changes nothing when nothing changed: no revision, no audit, no new edit time', async () => {
    const written = await comment(desk.ops, booking.id, 'Car at 9 am', [desk.colleagueId]);
    const before = await rowCounts(ctx.database);
    const same = await edit(desk.ops, written.id, 'Car at 9 am', [desk.colleagueId]);
    expect(same).toEqual(written);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('is the author’s alone: another person is 403, a reader 403, and a comment of another booking is 404', async () => {
    const written = await comment(desk.ops, booking.id, 'Only mine to edit');
    const other = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { title: 'Munnar hills' })).id);
    const before = await rowCounts(ctx.database);

    const byColleague = await desk.colleague.patch(BOOKING_PATHS.comment(booking.id, written.id), { body: 'Not yours' });
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().code).toBe('forbidden');
    expect((await desk.reader.patch(BOOKING_PATHS.comment(booking.id, written.id), { body: 'Not yours' })).statusCode).toBe(403);
    expect((await desk.ops.patch(BOOKING_PATHS.comment(other.id, written.id), { body: 'Wrong booking' })).statusCode).toBe(404);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it(`is open for ${COMMENT_EDIT_MINUTES} minutes after writing, then 409 booking.comment_locked`, async () => {
    const written = await comment(desk.ops, booking.id, 'Check the car seats');
    const [ops] = await ctx.database.db.select().from(users).where(eq(users.id, desk.opsId));
    if (!ops) throw new Error('the ops fixture has no account');
    const service = { db: ctx.database.db, actor: staffActor({ id: ops.id, email: ops.email, firstName: ops.firstName, labels: ['bookings.view', 'bookings.manage'] }, { requestId: 'test', ip: '127.0.0.1' }) };
    const created = Date.parse(written.created_at);
    const input = { body: 'Check the car seats (a child seat)', mention_ids: [] };

    const late = editComment(service, booking.id, written.id, input, new Date(created + (COMMENT_EDIT_MINUTES * 60 + 1) * 1000));
    await expect(late).rejects.toSatisfy((error) => error instanceof AppError && error.code === 'booking.comment_locked');
    const inTime = await editComment(service, booking.id, written.id, input, new Date(created + (COMMENT_EDIT_MINUTES * 60 - 1) * 1000));
    expect(inTime.body).toBe(input.body);

    // Through the API: the same comment, written long enough ago.
    await ctx.database.db
      .update(bookingComments)
      .set({ createdAt: new Date(Date.now() - (COMMENT_EDIT_MINUTES + 1) * 60_000) })
      .where(eq(bookingComments.id, written.id));
    const refused = await desk.ops.patch(BOOKING_PATHS.comment(booking.id, written.id), { body: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('booking.comment_locked');
  });
});
