import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking, MessageRecordType, MessageStatus } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeAccessLevel, makeStaff } from '../../../test/fixtures/staff.ts';
import { makeSupplier } from '../../../test/fixtures/catalogue.ts';
import { messages } from '../../db/schema/messaging.ts';
import { notificationRaises, notifications } from '../../db/schema/notifications.ts';
import { bookTrip, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from '../bookings/bookings.test-helpers.ts';
import { makeTrip } from '../itineraries/final-itinerary.test-helpers.ts';
import { MESSAGING_DEADLINES_JOB, messagingDeadlineJobs } from './deadlines.jobs.ts';
import { raiseMessagingDeadlines } from './deadlines.service.ts';

/**
 * A WhatsApp message unanswered for an hour: whom it was routed to (who runs the booking, the trip's
 * owner, whoever last wrote to the supplier) hears once per waiting conversation; not before the hour,
 * not once staff wrote back (a reminder sent by the system is no answer), not of a message from
 * yesterday's window, and not someone who may not send WhatsApp messages.
 */

let ctx: TestContext;
let desk: BookingDesk;
let tripId: number;
let booking: Booking;
let people: number[];

const MINUTE_MS = 60_000;
const db = () => ctx.database.db;
const sweep = (minutesOn = 0) => raiseMessagingDeadlines(db(), new Date(Date.now() + minutesOn * MINUTE_MS));

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeBookingDesk(ctx);
  // The seller owns the trip, the colleague runs the booking: both talk to customers.
  await makeAccessLevel(db(), { labels: ['messaging.send'], holders: [desk.sellerId, desk.colleagueId] });
  tripId = (await makeTrip(db(), { ownerId: desk.sellerId, title: 'Munnar tea hills', customerName: 'Neha Kapoor', startDate: '2027-01-10' })).id;
  booking = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { title: 'Kerala backwaters' })).id, { assigned_to_id: desk.colleagueId });
  people = [desk.sellerId, desk.opsId, desk.colleagueId, desk.readerId];
});

/** A message the number wrote to us `minutesAgo`, attached to a record as the webhook would. */
async function inbound(from: string, record: { type: MessageRecordType; id: number; party?: 'customer' | 'supplier' }, minutesAgo: number, text = 'Can the driver come at 11?'): Promise<number> {
  const at = new Date(Date.now() - minutesAgo * MINUTE_MS);
  const [row] = await db()
    .insert(messages)
    .values({ channel: 'whatsapp', direction: 'in', status: 'received', recordType: record.type, recordId: record.id, party: record.party ?? 'customer', toAddress: '100000000000001', fromAddress: from, bodyText: text, providerId: `wamid.${randomUUID()}`, createdAt: at, updatedAt: at })
    .returning({ id: messages.id });
  return row?.id ?? 0;
}

/** A message we sent the number `minutesAgo`: by a person, or by the system (`sentBy` null). */
async function outbound(to: string, sentBy: number | null, minutesAgo: number, status: MessageStatus = 'delivered'): Promise<void> {
  const at = new Date(Date.now() - minutesAgo * MINUTE_MS);
  await db()
    .insert(messages)
    .values({ channel: 'whatsapp', direction: 'out', status, recordType: 'itinerary', recordId: tripId, party: 'customer', toAddress: to, fromAddress: '100000000000001', bodyText: 'Yes', sentBy, createdAt: at, updatedAt: at });
}

/** The messages whose waiting was raised, by the keys the sweep raised them under. */
const raisedMessages = async () =>
  [...new Set((await db().select({ key: notificationRaises.raiseKey }).from(notificationRaises)).map((row) => Number(row.key.replace('whatsapp-unanswered:', ''))))].sort((a, b) => a - b);
const notices = () => db().select().from(notifications).where(and(inArray(notifications.userId, people), eq(notifications.notificationType, 'whatsapp'))).orderBy(asc(notifications.id));

describe('a WhatsApp message unanswered for an hour', () => {
  it("tells the trip's owner once per waiting conversation, linking to the trip", async () => {
    await inbound('+919876500012', { type: 'itinerary', id: tripId }, 70, 'Is the snow day at Solang included?');
    await inbound('+919876500012', { type: 'itinerary', id: tripId }, 65, 'And the skiing?');
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await sweep(30)).toBe(0);

    const told = await notices();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userId: desk.sellerId,
      link: `/itineraries/${tripId}`,
      message: expect.stringMatching(/^Neha Kapoor wrote on WhatsApp about Munnar tea hills (yesterday )?at \d\d:\d\d and has had no answer for over an hour: “Is the snow day at Solang included\?”$/),
    });
  });

  it('waits the hour, and says nothing once staff wrote back; a reminder the system sent, or a reply that failed, is no answer', async () => {
    const waited = await inbound('+919800000001', { type: 'itinerary', id: tripId }, 50);
    expect(await sweep()).toBe(0);
    expect(await sweep(11)).toBe(1);

    const answered = await inbound('+919800000002', { type: 'itinerary', id: tripId }, 90);
    await outbound('+919800000002', desk.sellerId, 30);
    const reminded = await inbound('+919800000003', { type: 'itinerary', id: tripId }, 90);
    await outbound('+919800000003', null, 30);
    const failed = await inbound('+919800000004', { type: 'itinerary', id: tripId }, 90);
    await outbound('+919800000004', desk.sellerId, 30, 'failed');
    expect(await sweep(11)).toBe(2);
    expect(await raisedMessages()).toEqual([waited, reminded, failed].sort((a, b) => a - b));
    expect(answered).toBeGreaterThan(0);

    // Answered, then written to again: a new conversation waits its own hour.
    const again = await inbound('+919800000002', { type: 'itinerary', id: tripId }, 10, 'One more thing');
    expect(await sweep(11)).toBe(0);
    expect(await sweep(51)).toBe(1);
    expect(await raisedMessages()).toEqual([waited, reminded, failed, again].sort((a, b) => a - b));
  });

  it('goes to who runs the booking, and for a supplier to whoever last wrote to them', async () => {
    await inbound('+919812345678', { type: 'booking', id: booking.id }, 70, 'We land at 10:40');
    const supplier = await makeSupplier(db(), { displayName: 'Lake Palace Resort', contacts: [{ name: 'Desk', role: '', phone: null, email: null, whatsapp: '+919847000009' }] });
    await outbound('+919847000009', desk.opsId, 300);
    await inbound('+919847000009', { type: 'supplier', id: supplier.id, party: 'supplier' }, 70, 'Rates for March attached');
    expect(await sweep()).toBe(2);

    const told = await notices();
    expect(told.find((row) => row.userId === desk.colleagueId)).toMatchObject({ link: `/bookings/${booking.id}`, message: expect.stringMatching(new RegExp(`^Rahul Sharma wrote on WhatsApp about ${booking.reference} `)) });
    expect(told.find((row) => row.userId === desk.opsId)).toMatchObject({ link: `/suppliers/${supplier.id}`, message: expect.stringMatching(/^Lake Palace Resort wrote on WhatsApp (yesterday )?at \d\d:\d\d and has had no answer for over an hour: “Rates for March attached”$/) });
    expect(told.map((row) => row.userId).sort((a, b) => a - b)).toEqual([desk.opsId, desk.colleagueId].sort((a, b) => a - b));
  });

  it("says nothing of yesterday's messages, nor to an owner who may not send WhatsApp messages", async () => {
    await inbound('+919800000005', { type: 'itinerary', id: tripId }, 25 * 60);
    const quiet = await makeStaff(db(), { labels: ['itineraries.view'] });
    people.push(quiet.id);
    const theirs = (await makeTrip(db(), { ownerId: quiet.id, title: 'Not theirs to answer', startDate: '2027-01-10' })).id;
    await inbound('+919800000006', { type: 'itinerary', id: theirs }, 70);
    expect(await sweep()).toBe(0);
    expect(await notices()).toEqual([]);
    // Given the label, the owner hears of their customer's message on the next sweep; yesterday's stays quiet.
    await makeAccessLevel(db(), { labels: ['messaging.send'], holders: [quiet.id] });
    expect(await sweep()).toBe(1);
    expect((await notices()).map((row) => [row.userId, row.link])).toEqual([[quiet.id, `/itineraries/${theirs}`]]);
  });

  it('is the messaging.deadlines job, every quarter of an hour', () => {
    const { definitions, schedules } = messagingDeadlineJobs();
    expect(definitions.map((definition) => definition.name)).toEqual([MESSAGING_DEADLINES_JOB]);
    expect(schedules).toEqual([expect.objectContaining({ name: 'messaging-deadlines', job: MESSAGING_DEADLINES_JOB, timing: { kind: 'every', minutes: 15 } })]);
  });
});
