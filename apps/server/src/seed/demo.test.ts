import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingComments, bookingServices, bookings } from '../db/schema/bookings.ts';
import { jobs } from '../db/schema/jobs.ts';
import { messages } from '../db/schema/messaging.ts';
import { locations, products, suppliers } from '../db/schema/catalogue.ts';
import { agents } from '../db/schema/agents.ts';
import { notificationRaises, notifications } from '../db/schema/notifications.ts';
import { users } from '../db/schema/staff.ts';
import { finalItineraries, itineraries, itineraryCustomerLinks } from '../db/schema/itineraries.ts';
import { BOOKING_PATHS, BOOKING_STATUSES, ITINERARY_PATHS, ITINERARY_STATUSES, MESSAGING_PATHS, PAYMENT_PATHS, type AccountsDues, type Booking, type BookingMoney, type TimelinePage, type ItinerarySchedule, type Message } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { createJobRunner } from '../core/jobs/runner.ts';
import { jobCatalogue } from '../modules/system/index.ts';
import { demoNotificationTypes } from './demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

// The web app's record pages: a record's page is its area's path and its id (a booking's comment: `?comment=`, an agent's wallet: `/wallet`).
const RECORD_PAGE = /^\/(suppliers|products|destinations|bookings|agents|itineraries)\/(\d+)(?:\?comment=(\d+)#comment-\3|\/wallet)?$/;

async function recordExists(area: string, id: number, commentId?: number): Promise<boolean> {
  const db = ctx.database.db;
  if (area === 'bookings') {
    const found = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
    if (commentId === undefined) return found.length === 1;
    const comment = await db.select({ id: bookingComments.id }).from(bookingComments).where(and(eq(bookingComments.id, commentId), eq(bookingComments.bookingId, id)));
    return found.length === 1 && comment.length === 1;
  }
  if (area === 'agents') return (await db.select({ id: agents.id }).from(agents).where(eq(agents.id, id))).length === 1;
  if (area === 'itineraries') return (await db.select({ id: itineraries.id }).from(itineraries).where(eq(itineraries.id, id))).length === 1;
  const table = area === 'suppliers' ? suppliers : area === 'products' ? products : locations;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length === 1;
}

/** What the deadline sweeps raised for a demo person: the kinds of their raise keys, counted. */
async function raisedFor(email: string): Promise<Record<string, number>> {
  const rows = await ctx.database.db
    .select({ key: notificationRaises.raiseKey })
    .from(notificationRaises)
    .innerJoin(users, eq(users.id, notificationRaises.userId))
    .where(eq(users.email, email));
  const kinds: Record<string, number> = {};
  for (const { key } of rows) {
    const kind = key.startsWith('service-unconfirmed:') ? `service-unconfirmed:${key.split(':')[2] ?? ''}` : (key.split(':')[0] ?? '');
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

const bellOf = (email: string) =>
  ctx.database.db
    .select({ type: notifications.notificationType, message: notifications.message, link: notifications.link })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(users.email, email));

// First, as `npm start` does within a poll: the other tests then check these notifications too.
describe('the demo deadlines', () => {
  it('reach the right people by themselves when the job runner starts, each fact once', async () => {
    const runner = createJobRunner({ db: ctx.database.db, ...jobCatalogue(ctx.config) });
    expect(await runner.enqueueSchedules()).toBeGreaterThanOrEqual(5);
    await runner.drain();
    const dead = await ctx.database.db.select({ name: jobs.name, error: jobs.lastError }).from(jobs).where(eq(jobs.state, 'dead'));
    expect(dead).toEqual([]);

    // Priya (accounts): the honeymoon's balance due in three days, its late advance and the link for it that
    // expired unpaid, Jaipur's late instalment, and Coastal Trails' top-up Asha recorded yesterday.
    expect(await raisedFor('accounts@ua.test')).toEqual({ 'due-soon': 1, 'due-overdue': 2, 'payment-link-expired': 1, 'top-up-waiting': 1 });
    // Asha owns the honeymoon and the Manali quote and holds every label: the money, the honeymoon's three
    // services unconfirmed a week out and the Kochi hotel two days out, and the quote unanswered for four days.
    expect(await raisedFor('admin@ua.test')).toEqual({ 'due-soon': 1, 'due-overdue': 2, 'payment-link-expired': 1, 'service-unconfirmed:7d': 3, 'service-unconfirmed:2d': 1, 'quote-unanswered': 1 });
    // Ravi (operations) runs the bookings and owns Jaipur and the Kerala trip, whose customer's WhatsApp waits.
    expect(await raisedFor('ops@ua.test')).toEqual({ 'due-overdue': 1, 'service-unconfirmed:7d': 3, 'service-unconfirmed:2d': 1, 'whatsapp-unanswered': 1 });
    expect(await raisedFor('viewer@ua.test')).toEqual({});

    const ravi = await bellOf('ops@ua.test');
    const [kerala] = await ctx.database.db.select({ id: itineraries.id }).from(itineraries).where(eq(itineraries.title, 'Kerala backwaters and hills, 5 nights'));
    expect(ravi.find((row) => row.type === 'whatsapp')).toEqual({
      type: 'whatsapp',
      message: expect.stringMatching(/^Rahul Sharma wrote on WhatsApp about Kerala backwaters and hills, 5 nights (yesterday )?at \d\d:\d\d and has had no answer for over an hour: “Thank you!/),
      link: `/itineraries/${kerala?.id}`,
    });
    expect(ravi.filter((row) => /Marine Drive Residency was asked of .+ and has no answer yet, and the trip starts on .+, in 2 days\.$/.test(row.message))).toHaveLength(1);
    const [coastal] = await ctx.database.db.select({ id: agents.id }).from(agents).where(eq(agents.agencyName, 'Coastal Trails'));
    expect((await bellOf('accounts@ua.test')).find((row) => row.type === 'wallet' && row.message.includes('has awaited approval'))?.link).toBe(`/agents/${coastal?.id}/wallet`);
    const [manali] = await ctx.database.db.select({ id: itineraries.id }).from(itineraries).where(eq(itineraries.title, 'Manali in the snow, 4 nights'));
    expect((await bellOf('admin@ua.test')).find((row) => row.type === 'itinerary')).toMatchObject({ link: `/itineraries/${manali?.id}`, message: expect.stringContaining('version 1, sent 4 days ago, has no answer yet') });

    // The next quarter-hour's sweeps raise nothing new.
    const before = (await ctx.database.db.select({ id: notifications.id }).from(notifications)).length;
    const later = new Date(Date.now() + 15 * 60_000);
    const next = createJobRunner({ db: ctx.database.db, ...jobCatalogue(ctx.config), now: () => later });
    await next.enqueueSchedules();
    await next.drain();
    expect((await ctx.database.db.select({ id: notifications.id }).from(notifications)).length).toBe(before);
  });
});

describe('the demo notifications', () => {
  it('link to a page of a record the demo has, inside the app, or to nothing', async () => {
    const rows = await ctx.database.db.select({ message: notifications.message, link: notifications.link }).from(notifications);
    expect(rows.length).toBeGreaterThan(0);
    const linked = rows.filter((row) => row.link !== null);
    // Some do link: the demo shows the bell leading somewhere.
    expect(linked.length).toBeGreaterThanOrEqual(3);
    for (const { message, link } of linked) {
      const match = RECORD_PAGE.exec(link ?? '');
      expect(match, `${message} -> ${link}`).not.toBeNull();
      const [, area = '', id = '', commentId] = match ?? [];
      expect(await recordExists(area, Number(id), commentId === undefined ? undefined : Number(commentId)), `${message} -> ${link}`).toBe(true);
    }
  });

  it('reach each demo person only with the types their level allows, the viewer with none but system', async () => {
    const rows = await ctx.database.db.select({ email: users.email, type: notifications.notificationType }).from(notifications).innerJoin(users, eq(users.id, notifications.userId));
    for (const { email, type } of rows) expect(demoNotificationTypes(email), `${type} for ${email}`).toContain(type);
    expect(demoNotificationTypes('viewer@ua.test')).toEqual(['system']);
    // What each bell shows is what the demo gave them: nothing is hidden behind a missing label.
    for (const email of ['admin@ua.test', 'ops@ua.test', 'accounts@ua.test', 'viewer@ua.test']) {
      const given = rows.filter((row) => row.email === email).length;
      const page = (await ctx.as(email).get('/user/notifications/?page_size=1')).json() as { count: number };
      expect(page.count, email).toBe(given);
    }
  });

  it('link the record each one names', async () => {
    const all = await ctx.database.db.select({ message: notifications.message, link: notifications.link }).from(notifications);
    const linkOf = (start: string) => all.find((item) => item.message.startsWith(start))?.link;
    const [goaCabs] = await ctx.database.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.displayName, 'Goa Coastal Cabs'));
    expect(linkOf('Goa Coastal Cabs updated their bank details')).toBe(`/suppliers/${goaCabs?.id}`);
    const [manali] = await ctx.database.db.select({ id: locations.id }).from(locations).where(eq(locations.slug, 'manali'));
    expect(linkOf('Snow Valley Resorts turned down the Manali request')).toBe(`/destinations/${manali?.id}`);
  });
});

describe('the demo itineraries', () => {
  it('hold a trip in every status, priced, one frozen twice with its second version accepted', async () => {
    const db = ctx.database.db;
    const trips = await db.select().from(itineraries);
    expect(new Set(trips.map((trip) => trip.status))).toEqual(new Set(ITINERARY_STATUSES));
    for (const trip of trips) expect(trip.quotedTotalPaise, trip.title).toBeGreaterThan(0);

    const versions = await db.select().from(finalItineraries);
    const twice = trips.find((trip) => versions.filter((version) => version.itineraryId === trip.id).length === 2);
    expect(twice?.status).toBe('accepted');
    expect(twice?.acceptedVersion).toBe(2);
    const accepted = versions.filter((version) => version.itineraryId === twice?.id && version.acceptedAt !== null);
    expect(accepted.map((version) => version.version)).toEqual([2]);
  });

  it('flag the Bali nights that no season covers instead of pricing them', async () => {
    const [bali] = await ctx.database.db.select().from(itineraries).where(eq(itineraries.title, 'Bali honeymoon, 6 nights'));
    const res = await ctx.as('admin@ua.test').get(ITINERARY_PATHS.schedule(bali?.id ?? 0));
    expect(res.statusCode).toBe(200);
    const schedule = res.json() as ItinerarySchedule;
    expect(schedule.pricing.unpriced_lines).toBeGreaterThan(0);
    expect(schedule.warnings.some((warning) => warning.code === 'no_season')).toBe(true);
    expect(schedule.pricing.tcs.applies).toBe(true);
  });

  it('give each link a page the customer can open', async () => {
    const links = await ctx.database.db.select().from(itineraryCustomerLinks);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      const res = await ctx.app.inject({ method: 'GET', url: ITINERARY_PATHS.customerPage(link.token) });
      expect(res.statusCode, link.token).toBe(200);
    }
  });
});

describe('the demo conversations', () => {
  it('show the Kerala customer\u2019s read follow-up, the mail as the catcher holds it, and a reply inside the 24-hour window', async () => {
    const [kerala] = await ctx.database.db.select().from(itineraries).where(eq(itineraries.title, 'Kerala backwaters and hills, 5 nights'));
    const admin = ctx.as('admin@ua.test');
    const whatsapp = (await admin.get(`${MESSAGING_PATHS.whatsappMessageAction}?record_type=itinerary&record_id=${kerala?.id}`)).json() as { results: Message[] };
    expect(whatsapp.results.map((message) => [message.direction, message.status])).toEqual(
      expect.arrayContaining([
        ['out', 'read'],
        ['in', 'received'],
      ]),
    );
    const sent = whatsapp.results.find((message) => message.direction === 'out');
    expect(sent?.history.map((event) => event.status)).toEqual(['queued', 'sent', 'delivered', 'read']);
    const mails = (await admin.get(`${MESSAGING_PATHS.mailMessageAction}?record_type=itinerary&record_id=${kerala?.id}`)).json() as { results: Message[] };
    expect(mails.results).toHaveLength(1);
    const caught = (await admin.get(MESSAGING_PATHS.devMailbox)).json() as { results: { subject: string }[] };
    expect(caught.results.map((mail) => mail.subject)).toContain(mails.results[0]?.subject);

    // The reply opened the window: free text goes out without a template.
    const reply = await admin.post(MESSAGING_PATHS.whatsappMessageAction, { record_type: 'itinerary', record_id: kerala?.id, text: 'Yes, 11:00 at arrivals.' });
    expect(reply.statusCode, reply.body).toBe(201);
  });
});

describe('the demo bookings', () => {
  it('hold a booking in every status, with confirmed and rejected services, made from accepted trips', async () => {
    const db = ctx.database.db;
    const rows = await db.select().from(bookings);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(BOOKING_STATUSES));
    const services = await db.select().from(bookingServices);
    expect(services.some((service) => service.status === 'confirmed' && service.voucherNumber !== null)).toBe(true);
    expect(services.some((service) => service.status === 'rejected' && service.statusReason !== '')).toBe(true);
    expect(services.some((service) => service.status === 'requested')).toBe(true);
    const trips = await db.select().from(itineraries);
    for (const row of rows) expect(trips.find((trip) => trip.id === row.itineraryId)?.status, row.reference).toBe('booked');
    // The Kerala trip stays accepted, for staff to book in the demo.
    expect(trips.find((trip) => trip.title === 'Kerala backwaters and hills, 5 nights')?.status).toBe('accepted');
  });

  it('open as operations sees them: comments with a mention, messages sent, and one timeline', async () => {
    const [confirming] = await ctx.database.db.select().from(bookings).where(and(eq(bookings.status, 'confirming'), eq(bookings.tripTitle, 'Munnar honeymoon, 3 nights')));
    const ops = ctx.as('ops@ua.test');
    const booking: Booking = (await ops.get(BOOKING_PATHS.booking(confirming?.id ?? 0))).json();
    expect(booking.service_list.map((service) => service.status).sort()).toEqual(['confirmed', 'pending', 'rejected', 'requested']);
    const comments = (await ops.get(BOOKING_PATHS.comments(booking.id))).json();
    expect(comments.results.some((comment: { mentions: { name: string }[] }) => comment.mentions.some((person) => person.name === 'Ravi Kumar'))).toBe(true);
    const whatsapp = (await ops.get(`${MESSAGING_PATHS.whatsappMessageAction}?record_type=booking&record_id=${booking.id}`)).json();
    expect(whatsapp.results.length).toBeGreaterThanOrEqual(2);
    expect(whatsapp.results.every((message: Message) => message.status === 'delivered')).toBe(true);
    const timeline: TimelinePage = (await ops.get(BOOKING_PATHS.timeline(booking.id))).json();
    expect(new Set(timeline.results.map((entry) => entry.kind))).toEqual(new Set(['booking', 'service', 'message', 'comment']));
  });

  it('leave no send job behind: their messages stand as sent', async () => {
    const db = ctx.database.db;
    const sent = await db.select({ id: messages.id, status: messages.status }).from(messages).where(eq(messages.recordType, 'booking'));
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(sent.filter((message) => message.status === 'queued')).toEqual([]);
    const keys = new Set((await db.select({ key: jobs.idempotencyKey }).from(jobs)).map((job) => job.key));
    for (const message of sent) expect(keys.has(`message:${message.id}`), `message ${message.id}`).toBe(false);
  });
});

describe('the demo payments', () => {
  it('give every booking a plan that adds up, and show accounts a late advance, a late instalment, a bounced cheque, a waiver and a refund', async () => {
    const accounts = ctx.as('accounts@ua.test');
    const rows = await ctx.database.db.select().from(bookings);
    const money = new Map<string, BookingMoney>();
    for (const row of rows) {
      const res = await accounts.get(PAYMENT_PATHS.duePaymentData(row.id));
      expect(res.statusCode, res.body).toBe(200);
      const found = res.json() as BookingMoney;
      expect(found.dues.reduce((sum, due) => sum + due.amount_paise, 0), row.reference).toBe(row.totalPaise);
      money.set(row.tripTitle.split(' ')[0] ?? '', found);
    }
    expect(money.get('Alleppey')).toMatchObject({ outstanding_paise: 0, overdue_paise: 0 });
    expect(money.get('Goa')?.payments.some((payment) => payment.reversed?.reason.includes('bounced'))).toBe(true);
    expect(money.get('Goa')).toMatchObject({ outstanding_paise: 0, waived_paise: 50_000 });
    expect(money.get('Udaipur')).toMatchObject({ outstanding_paise: 0, received_paise: 200_000 });
    expect(money.get('Jaipur')?.dues.map((due) => due.status)).toEqual(['paid', 'overdue', 'due']);

    const dues = (await accounts.get(PAYMENT_PATHS.accountsDues)).json() as AccountsDues;
    expect(dues.totals.buckets.map((bucket) => [bucket.bucket, bucket.count])).toEqual([
      ['0-7', 1],
      ['8-30', 1],
      ['31+', 0],
    ]);
    expect(dues.upcoming.count).toBeGreaterThanOrEqual(2);
  });
});
