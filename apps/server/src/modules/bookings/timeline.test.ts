import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BOOKING_PATHS, type Booking, type TimelineEntry, type TimelinePage } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { staffActor, type ActorContext } from '../../core/actor.ts';
import { bookingComments, bookingEvents } from '../../db/schema/bookings.ts';
import { users } from '../../db/schema/staff.ts';
import { queueRecordMessage } from '../messaging/index.ts';
import { recordInbound } from '../messaging/message-log.service.ts';
import { recordBookingEvent, type EventActor } from './booking-events.repository.ts';
import { bookTrip, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from './bookings.test-helpers.ts';

/**
 * Messages are put in the log the way messaging does it: outgoing ones through its public
 * queueRecordMessage (what a booking's actions call, here with the event such an action records),
 * the customer's reply through its own recordInbound.
 */

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

async function asStaff(userId: number): Promise<ActorContext> {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no staff member ${userId}`);
  return staffActor({ id: user.id, email: user.email, firstName: user.firstName, labels: [] }, { requestId: 'test', ip: '127.0.0.1' });
}

async function comment(caller: Caller, bookingId: number, body: string): Promise<number> {
  const res = await caller.post(BOOKING_PATHS.comments(bookingId), { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** The supplier's request of one service by WhatsApp, with the event the request action records. */
async function requestFromSupplier(bookingId: number, serviceId: number, actor: ActorContext): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    const { id } = await queueRecordMessage(tx, ctx.config, {
      channel: 'whatsapp',
      recordType: 'booking',
      recordId: bookingId,
      party: 'supplier',
      to: '+919847000001',
      template: 'booking_request',
      parameters: {
        supplier_name: 'Lake Palace Resort',
        service: '2 × Deluxe Lake View · CP',
        dates: '10 Feb 2027 to 12 Feb 2027 (2 nights)',
        travellers: '2 adults, 1 child (8)',
        booking_reference: booking.reference,
        answer_url: 'https://trips.example.in/confirm/1-1790000000-abc/',
        expires_on: '17 February 2027',
        staff_name: 'Omar Ops',
      },
      sentBy: actor.userId,
    });
    await recordBookingEvent(tx, actor, { bookingId, serviceId, kind: 'requested', title: 'Requested from Lake Palace Resort by WhatsApp', messageId: id });
    return id;
  });
}

/** A cancellation to the car's supplier with no event of its own pointing at it (a booking's cancellation names only its first message). */
async function cancelCar(bookingId: number, actor: ActorContext): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await queueRecordMessage(tx, ctx.config, {
      channel: 'whatsapp',
      recordType: 'booking',
      recordId: bookingId,
      party: 'supplier',
      to: '+919847000002',
      template: 'booking_cancellation',
      parameters: { supplier_name: 'Kerala Cabs', services: 'Innova 7 seater, 10 Feb 2027 to 13 Feb 2027', booking_reference: booking.reference, reason: 'Flying in instead', staff_name: 'Omar Ops' },
      sentBy: actor.userId,
    });
  });
}

/** The voucher mailed to the customer by the system. */
async function mailVoucher(bookingId: number): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await queueRecordMessage(tx, ctx.config, {
      channel: 'email',
      recordType: 'booking',
      recordId: bookingId,
      party: 'customer',
      to: 'rahul@example.com',
      template: 'booking_voucher',
      parameters: { customer_name: 'Rahul Sharma', voucher_number: 'UA-2027-000001-01', service: 'Lake Palace Resort', dates: '10 Feb 2027 to 12 Feb 2027', voucher_url: 'https://trips.example.in/voucher/1-1790000000-abc/' },
      sentBy: null,
    });
  });
}

async function customerWrites(bookingId: number, text: string, key: string, at?: Date): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await recordInbound(tx, { channel: 'whatsapp', fromAddress: '+919876543210', toAddress: ctx.config.whatsapp.phoneNumberId, recordType: 'booking', recordId: bookingId, party: 'customer', bodyText: text, providerId: `wamid.${key}`, at });
  });
}

async function event(bookingId: number, actor: EventActor, values: { serviceId?: number; title: string; detail?: string }): Promise<void> {
  await ctx.database.db.transaction(async (tx) => recordBookingEvent(tx, actor, { bookingId, kind: 'note', ...values }));
}

async function timeline(caller: Caller, url: string): Promise<TimelinePage> {
  const res = await caller.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page from the top, following `next`; `between` runs after each page. */
async function pageThrough(caller: Caller, bookingId: number, pageSize: number, between: () => Promise<void> = async () => {}): Promise<TimelineEntry[]> {
  const seen: TimelineEntry[] = [];
  let url: string | null = `${BOOKING_PATHS.timeline(bookingId)}?page_size=${pageSize}`;
  while (url !== null) {
    const page: TimelinePage = await timeline(caller, url);
    expect(page.results.length).toBeLessThanOrEqual(pageSize);
    expect(page.previous).toBeNull();
    seen.push(...page.results);
    url = page.next;
    if (url !== null) await between();
  }
  return seen;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

describe('the timeline', () => {
  it('shows events, messages in and out and comments, newest first, each with who did it and what it links to', async () => {
    const stay = booking.service_list[0];
    if (!stay) throw new Error('the booking has no stay');
    const ops = await asStaff(desk.opsId);
    await tick();
    const requestId = await requestFromSupplier(booking.id, stay.id, ops);
    await tick();
    await event(booking.id, { kind: 'supplier' }, { serviceId: stay.id, title: 'Confirmed by Lake Palace Resort', detail: 'Confirmation LP-4471' });
    await tick();
    await customerWrites(booking.id, '\nCan we check in early?\nWe land at 7 am.', 'early');
    await tick();
    await mailVoucher(booking.id);
    await tick();
    const commentId = await comment(desk.colleague, booking.id, 'Asked the hotel about an early check-in.');
    await tick();
    await cancelCar(booking.id, ops);

    const page = await timeline(desk.reader, BOOKING_PATHS.timeline(booking.id));
    expect(page).toMatchObject({ count: 8, next: null, previous: null });
    expect(page.results.map((entry) => [entry.kind, entry.title, entry.actor_label, entry.detail])).toEqual([
      ['message', 'WhatsApp to Kerala Cabs', 'Omar Ops', expect.stringContaining('Hello Kerala Cabs, please cancel Innova 7 seater')],
      ['comment', 'Comment', 'Chitra Nair', 'Asked the hotel about an early check-in.'],
      ['message', 'Mail to the customer', 'System', 'Dear Rahul Sharma,'],
      ['message', 'WhatsApp from the customer', 'Rahul Sharma (customer)', 'Can we check in early?'],
      ['service', 'Confirmed by Lake Palace Resort', 'Lake Palace Resort (supplier)', 'Confirmation LP-4471'],
      // One transaction: the same moment, the event before the message.
      ['service', 'Requested from Lake Palace Resort by WhatsApp', 'Omar Ops', null],
      ['message', 'WhatsApp to Lake Palace Resort', 'Omar Ops', expect.stringContaining('Hello Lake Palace Resort, please confirm 2 × Deluxe Lake View · CP')],
      ['booking', `Booked from version 1 of ${booking.itinerary.reference}`, 'Omar Ops', '3 services to confirm with suppliers.'],
    ]);
    const [cancelled, said, mailed, replied, confirmed, requested, sent, booked] = page.results;
    expect(cancelled).toMatchObject({ service_id: null, message: { channel: 'whatsapp', direction: 'out' } });
    expect(said).toMatchObject({ id: `comment:${commentId}`, actor: { id: desk.colleagueId, name: 'Chitra Nair' }, comment_id: commentId, message: null, service_id: null });
    expect(mailed).toMatchObject({ actor: null, message: { channel: 'email', direction: 'out', status: 'queued' }, service_id: null });
    expect(replied).toMatchObject({ actor: null, message: { channel: 'whatsapp', direction: 'in', status: 'received' } });
    expect(confirmed).toMatchObject({ actor: null, service_id: stay.id });
    expect(requested).toMatchObject({ actor: { id: desk.opsId, name: 'Omar Ops' }, service_id: stay.id });
    expect(sent).toMatchObject({ id: `message:${requestId}`, actor: { id: desk.opsId, name: 'Omar Ops' }, service_id: stay.id, message: { id: requestId, channel: 'whatsapp', direction: 'out', status: 'queued' } });
    expect(booked).toMatchObject({ id: expect.stringMatching(/^event:\d+$/), actor: { id: desk.opsId, name: 'Omar Ops' }, service_id: null, message: null, comment_id: null });
  });

  it('pages through with a small page size, losing and doubling nothing while new entries arrive between pages', async () => {
    const stay = booking.service_list[0];
    if (!stay) throw new Error('the booking has no stay');
    for (let n = 1; n <= 5; n += 1) {
      await comment(desk.ops, booking.id, `Note ${n}`);
      await customerWrites(booking.id, `Question ${n}`, `q${n}`);
    }
    await requestFromSupplier(booking.id, stay.id, await asStaff(desk.opsId));
    // Several entries of each source in one millisecond, one of them a fraction past it: a page ends inside it.
    const moment = new Date(Date.now() - 60_000);
    await customerWrites(booking.id, 'Same moment, message', 'same1', moment);
    await customerWrites(booking.id, 'Same moment, message again', 'same2', moment);
    for (const title of ['Same moment, event', 'Same moment, event again']) await event(booking.id, { kind: 'supplier' }, { serviceId: stay.id, title });
    await ctx.database.db.update(bookingEvents).set({ at: moment }).where(sql`${bookingEvents.title} like 'Same moment%'`);
    for (const body of ['Same moment, comment', 'Same moment, comment again']) await comment(desk.ops, booking.id, body);
    await ctx.database.db.update(bookingComments).set({ createdAt: moment }).where(sql`${bookingComments.body} like 'Same moment%'`);
    await ctx.database.db.execute(sql`update ${bookingComments} set created_at = created_at + interval '400 microseconds' where body = 'Same moment, comment again'`);

    const everything = (await timeline(desk.ops, `${BOOKING_PATHS.timeline(booking.id)}?page_size=100`)).results.map((entry) => entry.id);
    expect(everything).toHaveLength(19);
    expect(new Set(everything).size).toBe(everything.length);

    let added = 0;
    const paged = await pageThrough(desk.reader, booking.id, 2, async () => {
      added += 1;
      await comment(desk.colleague, booking.id, `Arrived while paging ${added}`);
    });
    expect(paged.map((entry) => entry.id)).toEqual(everything);
    expect(added).toBe(9);

    const fresh = await timeline(desk.reader, `${BOOKING_PATHS.timeline(booking.id)}?page_size=100`);
    expect(fresh.count).toBe(19 + added);
    expect(fresh.results.slice(0, added).map((entry) => entry.detail)).toEqual(Array.from({ length: added }, (_, index) => `Arrived while paging ${added - index}`));
    expect(fresh.results.slice(added).map((entry) => entry.id)).toEqual(everything);
  });

  it("shows nothing of another booking through that booking's cursor", async () => {
    const other = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { title: 'Munnar hills' })).id);
    await comment(desk.ops, other.id, 'Older, on the other booking');
    await tick();
    for (let n = 1; n <= 3; n += 1) await comment(desk.ops, booking.id, `Ours ${n}`);
    await tick();
    await comment(desk.ops, other.id, 'Newer, on the other booking');

    const ours = await timeline(desk.reader, `${BOOKING_PATHS.timeline(booking.id)}?page_size=2`);
    expect(ours.next).not.toBeNull();
    const cursor = new URL(ours.next ?? '', 'http://x').searchParams.get('before');
    const theirs = await timeline(desk.reader, `${BOOKING_PATHS.timeline(other.id)}?before=${cursor}`);
    const oursAll = new Set((await timeline(desk.reader, BOOKING_PATHS.timeline(booking.id))).results.map((entry) => entry.id));
    const theirsAll = (await timeline(desk.reader, BOOKING_PATHS.timeline(other.id))).results.map((entry) => entry.id);

    expect(theirs.results.length).toBeGreaterThan(0);
    expect(theirs.results.some((entry) => oursAll.has(entry.id))).toBe(false);
    expect(theirs.results.every((entry) => theirsAll.includes(entry.id))).toBe(true);
    expect(theirs.results.map((entry) => entry.detail)).not.toContain('Newer, on the other booking');
  });

  it('is read with bookings.view alone: 403 without it, 404 for no booking, 400 for a cursor that is not one', async () => {
    expect((await desk.reader.get(BOOKING_PATHS.timeline(booking.id))).statusCode).toBe(200);
    const stranger = await makeStaff(ctx.database.db, { firstName: 'Sunil', labels: ['itineraries.view'] });
    expect((await ctx.as(stranger.id).get(BOOKING_PATHS.timeline(booking.id))).statusCode).toBe(403);
    expect((await desk.reader.get(BOOKING_PATHS.timeline(999_999))).statusCode).toBe(404);
    for (const before of ['yesterday', '1790000000000.payment.1', '179000000000.event.1']) {
      const res = await desk.reader.get(`${BOOKING_PATHS.timeline(booking.id)}?before=${before}`);
      expect(res.statusCode, before).toBe(400);
      expect(res.json().errors.before).toEqual(['Not a timeline cursor']);
    }
  });
});
