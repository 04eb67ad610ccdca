import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BOOKING_PATHS, type Booking } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { staffActor } from '../../core/actor.ts';
import { bookingEvents, bookingLinks } from '../../db/schema/bookings.ts';
import { messages } from '../../db/schema/messaging.ts';
import { users } from '../../db/schema/staff.ts';
import { auditOf, bookTrip, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from './bookings.test-helpers.ts';
import { signLinkToken } from '../../lib/link-tokens.ts';
import { sendVoucher, voucherLinkExpiry } from './voucher.service.ts';
import { confirmService, LEAD_NAME, PASSPORT, pathOf, serviceOf, setServiceStatus, TRAVELLERS, voucherLinkOf } from './voucher.test-helpers.ts';

let ctx: TestContext;
let desk: BookingDesk;
let booking: Booking;
/** The lake stay, confirmed: two rooms, the 10th to the 12th of February 2027. */
let stayId: number;
let stayVoucher: string;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeBookingDesk(ctx);
  booking = await bookTrip(desk.ops, (await makeAcceptedTrip(desk)).id, { travellers: [...TRAVELLERS] });
  const stay = serviceOf(booking, 'Lake Palace Resort');
  stayId = stay.id;
  stayVoucher = await confirmService(ctx, desk.ops, booking, stay, 'LPR-88231', 'Late arrival, around 22:00: the room is held.');
});

const linksOf = (serviceId: number) => ctx.database.db.select().from(bookingLinks).where(and(eq(bookingLinks.serviceId, serviceId), eq(bookingLinks.purpose, 'voucher')));

describe('the voucher link', () => {
  it('is made on the first ask, for readers too, and the same link answers every later ask', async () => {
    const first = await voucherLinkOf(desk.reader, booking.id, stayId);
    expect(first.voucher_number).toBe(stayVoucher);
    expect(first.voucher_number).toBe(`${booking.reference}-01`);
    expect(first.url).toMatch(new RegExp(`^${ctx.config.publicSiteUrl}/voucher/\\d+-\\d{10}-[A-Za-z0-9_-]{43}/$`));
    // The end, in India, of the 30th day after the check-out (12 February 2027).
    expect(first.expires_at).toBe('2027-03-14T18:30:00.000Z');

    const again = await voucherLinkOf(desk.ops, booking.id, stayId);
    expect(again).toEqual(first);
    const rows = await linksOf(stayId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.createdBy).toBe(desk.readerId);
    // A link is a way to show the voucher, not a change to the booking: the confirmation is the service's last entry.
    expect((await auditOf(ctx, 'booking_service', stayId)).map((entry) => entry.action)).toEqual(['confirm']);
  });

  it('lasts a week at least, for a service already over', () => {
    const now = new Date('2027-06-01T10:00:00.000Z');
    expect(voucherLinkExpiry('2027-02-12', now).toISOString()).toBe('2027-06-08T10:00:00.000Z');
    expect(voucherLinkExpiry('2027-05-25', now).toISOString()).toBe('2027-06-24T18:30:00.000Z');
  });

  it('is replaced by a new one once the old has expired', async () => {
    const first = await voucherLinkOf(desk.ops, booking.id, stayId);
    await ctx.database.db.update(bookingLinks).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(bookingLinks.serviceId, stayId));
    const second = await voucherLinkOf(desk.ops, booking.id, stayId);
    expect(second.url).not.toBe(first.url);
    expect(await linksOf(stayId)).toHaveLength(2);
    expect((await ctx.anonymous.get(pathOf(second.url))).statusCode).toBe(200);
  });

  it('is refused (409) for a service its supplier has not confirmed, 404 for another booking’s service, 403 without bookings.view', async () => {
    const show = serviceOf(booking, 'Kathakali Evening');
    const unconfirmed = await desk.ops.get(BOOKING_PATHS.voucher(booking.id, show.id));
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().code).toBe('booking.service_status');
    expect(await linksOf(show.id)).toHaveLength(0);

    const other = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { title: 'Another trip' })).id);
    expect((await desk.ops.get(BOOKING_PATHS.voucher(other.id, stayId))).statusCode).toBe(404);
    expect((await desk.ops.get(BOOKING_PATHS.voucherPdf(other.id, stayId))).statusCode).toBe(404);
    expect((await desk.ops.get(BOOKING_PATHS.voucher(999_999, stayId))).statusCode).toBe(404);

    const outsider = ctx.as((await makeStaff(ctx.database.db, { labels: ['products.view'] })).id);
    expect((await outsider.get(BOOKING_PATHS.voucher(booking.id, stayId))).statusCode).toBe(403);
    expect((await ctx.anonymous.get(BOOKING_PATHS.voucher(booking.id, stayId))).statusCode).toBe(401);
  });
});

describe('the traveller’s voucher page', () => {
  it('shows the voucher of that one service, for the desk: who, what, when, the supplier’s phone, the confirmation', async () => {
    const link = await voucherLinkOf(desk.ops, booking.id, stayId);
    const res = await ctx.anonymous.get(pathOf(link.url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const html = res.body;

    for (const shown of [
      'UA Internal',
      `Voucher ${stayVoucher}`,
      booking.reference,
      '>Stay<',
      'Lake Palace Resort',
      'Deluxe Lake View · CP',
      '+914772000001',
      '<dt>Check-in</dt><dd>Wed, 10 Feb 2027</dd>',
      '<dt>Check-out</dt><dd>Fri, 12 Feb 2027</dd>',
      '<dt>Nights</dt><dd>2</dd>',
      '<dt>Rooms</dt><dd>2</dd>',
      LEAD_NAME,
      '2 adults, 1 child (8)',
      'LPR-88231',
      'Late arrival, around 22:00: the room is held.',
      'href="pdf/"',
      'Download the PDF',
    ]) {
      expect(html, shown).toContain(shown);
    }
  });

  it('shows no price or cost, no other service, no ID number and nobody on our staff', async () => {
    const link = await voucherLinkOf(desk.ops, booking.id, stayId);
    const html = (await ctx.anonymous.get(pathOf(link.url))).body;
    const stay = serviceOf(booking, 'Lake Palace Resort');
    for (const hidden of [
      '₹',
      'INR',
      String(stay.sell_paise),
      String(stay.cost_paise),
      '16,000',
      '20,000',
      'Kathakali',
      'Kerala Cabs',
      PASSPORT,
      '8765432',
      '9012',
      '\u2022\u2022\u2022\u2022',
      'Priya',
      'Omar',
      'Asha',
      'Rao',
      'Chitra',
      'rahul@example.com',
      '+919876543210',
      'reservations@lakepalace.test',
      '+919847000001',
    ]) {
      expect(html, hidden).not.toContain(hidden);
    }
  });

  it('shows an activity’s day and time, and how many people', async () => {
    const show = serviceOf(booking, 'Kathakali Evening');
    await confirmService(ctx, desk.ops, booking, show, 'KC-19');
    const link = await voucherLinkOf(desk.ops, booking.id, show.id);
    const html = (await ctx.anonymous.get(pathOf(link.url))).body;
    expect(html).toContain('>Activity<');
    expect(html).toContain('<dt>Date</dt><dd>Thu, 11 Feb 2027</dd>');
    expect(html).toContain('<dt>Time</dt><dd>18:30</dd>');
    expect(html).toContain('<dt>People</dt><dd>3</dd>');
    expect(html).not.toContain('Lake Palace');
    expect(html).not.toContain('Check-in');
  });

  it('notes when the traveller opens it, but not a HEAD from a link checker', async () => {
    const link = await voucherLinkOf(desk.ops, booking.id, stayId);
    expect((await ctx.app.inject({ method: 'HEAD', url: pathOf(link.url) })).statusCode).toBe(200);
    expect((await linksOf(stayId))[0]?.lastOpenedAt).toBeNull();
    await ctx.anonymous.get(pathOf(link.url));
    expect((await linksOf(stayId))[0]?.lastOpenedAt).toBeInstanceOf(Date);
  });

  it('answers a 404 page for a tampered token, one signed for another purpose, or one that names no link', async () => {
    const link = await voucherLinkOf(desk.ops, booking.id, stayId);
    const token = pathOf(link.url).split('/')[2] ?? '';
    const [id, expiry, mac] = token.split('-') as [string, string, string];
    const [row] = await linksOf(stayId);
    if (!row) throw new Error('no voucher link row');
    const flipped = `${mac.slice(0, 5)}${mac[5] === 'A' ? 'B' : 'A'}${mac.slice(6)}`;
    const refused = [
      `${id}-${expiry}-${flipped}`,
      `${id}-${Number(expiry) + 86_400}-${mac}`,
      signLinkToken(ctx.config.jwtSecret, 'supplier_answer', row.id, row.expiresAt),
      signLinkToken(ctx.config.jwtSecret, 'voucher', row.id + 1000, row.expiresAt),
      signLinkToken('another-secret-of-enough-length-0123456789', 'voucher', row.id, row.expiresAt),
      'not-a-token',
    ];
    for (const bad of refused) {
      for (const path of [BOOKING_PATHS.voucherPage(bad), BOOKING_PATHS.voucherPagePdf(bad)]) {
        const res = await ctx.anonymous.get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('This link does not work');
        expect(res.body).not.toContain('Lake Palace');
      }
    }
  });

  it('answers a 410 page once its service is cancelled, whether or not its link was withdrawn', async () => {
    const link = await voucherLinkOf(desk.ops, booking.id, stayId);
    const cancel = await desk.ops.post(BOOKING_PATHS.serviceAction(booking.id), { action: 'cancel', service_id: stayId, reason: 'Guests changed hotels', tell_supplier: false });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const path of [pathOf(link.url), `${pathOf(link.url)}pdf/`]) {
      const res = await ctx.anonymous.get(path);
      expect(res.statusCode, path).toBe(410);
      expect(res.body).toContain('This voucher is no longer valid');
      expect(res.body).not.toContain('Lake Palace');
    }
    const refused = await desk.ops.get(BOOKING_PATHS.voucher(booking.id, stayId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('booking.service_status');

    // The page reads the service's status itself: a link left live on a cancelled service opens nothing.
    const show = serviceOf(booking, 'Kathakali Evening');
    await confirmService(ctx, desk.ops, booking, show, 'KC-19');
    const showLink = await voucherLinkOf(desk.ops, booking.id, show.id);
    await setServiceStatus(ctx, show.id, 'cancelled');
    expect((await linksOf(show.id))[0]?.revokedAt).toBeNull();
    expect((await ctx.anonymous.get(pathOf(showLink.url))).statusCode).toBe(410);
  });

  it('answers a 410 page once its link has expired', async () => {
    await voucherLinkOf(desk.ops, booking.id, stayId);
    // A token carries its expiry: the row's is moved into the past and its token signed again, as time passing would leave them.
    const past = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    await ctx.database.db.update(bookingLinks).set({ expiresAt: past }).where(eq(bookingLinks.serviceId, stayId));
    const [expired] = await linksOf(stayId);
    if (!expired) throw new Error('no voucher link row');
    const res = await ctx.anonymous.get(BOOKING_PATHS.voucherPage(signLinkToken(ctx.config.jwtSecret, 'voucher', expired.id, past)));
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This voucher is no longer valid');
  });
});

describe('sending the voucher (the service action send_voucher)', () => {
  const messagesOf = (bookingId: number) => ctx.database.db.select().from(messages).where(and(eq(messages.recordType, 'booking'), eq(messages.recordId, bookingId))).orderBy(messages.id);
  const send = (bookingId: number, serviceId: number, channel: 'email' | 'whatsapp') => desk.ops.post(BOOKING_PATHS.serviceAction(bookingId), { action: 'send_voucher', service_id: serviceId, channel });

  it('queues the booking_voucher mail to the customer with a working link, on the timeline and in the audit log', async () => {
    const res = await send(booking.id, stayId, 'email');
    expect(res.statusCode, res.body).toBe(200);

    const [message] = await messagesOf(booking.id);
    expect(message).toMatchObject({ channel: 'email', direction: 'out', status: 'queued', party: 'customer', toAddress: 'rahul@example.com', template: 'booking_voucher', sentBy: desk.opsId });
    const link = await voucherLinkOf(desk.ops, booking.id, stayId);
    expect(message?.parameters).toEqual({
      customer_name: 'Rahul Sharma',
      voucher_number: stayVoucher,
      service: 'Lake Palace Resort, Deluxe Lake View · CP',
      dates: 'Wed, 10 Feb 2027 to Fri, 12 Feb 2027 (2 nights)',
      voucher_url: link.url,
    });
    expect(message?.subject).toBe(`Your voucher ${stayVoucher}: Lake Palace Resort, Deluxe Lake View · CP`);
    expect(message?.bodyText).toContain(link.url);
    const page = await ctx.anonymous.get(pathOf(message?.parameters.voucher_url ?? ''));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(stayVoucher);
    expect(await linksOf(stayId)).toHaveLength(1);

    const events = await ctx.database.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.kind, 'voucher_sent')));
    expect(events).toEqual([expect.objectContaining({ serviceId: stayId, messageId: message?.id, actorId: desk.opsId, title: `Voucher ${stayVoucher} sent to the customer by mail` })]);
    const sent = (await auditOf(ctx, 'booking_service', stayId)).filter((entry) => entry.action === 'send');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ actorId: desk.opsId });
    expect(sent[0]?.after).toMatchObject({ booking_id: booking.id, voucher_number: stayVoucher, channel: 'email', message_id: message?.id });
  });

  it('sends by WhatsApp to the customer’s number, reusing the link already made', async () => {
    const link = await voucherLinkOf(desk.ops, booking.id, stayId);
    expect((await send(booking.id, stayId, 'whatsapp')).statusCode).toBe(200);
    const [message] = await messagesOf(booking.id);
    expect(message).toMatchObject({ channel: 'whatsapp', toAddress: '+919876543210', template: 'booking_voucher' });
    expect(message?.parameters.voucher_url).toBe(link.url);
    expect(message?.bodyText).toContain(link.url);
    expect(await linksOf(stayId)).toHaveLength(1);
    const [event] = await ctx.database.db.select().from(bookingEvents).where(eq(bookingEvents.kind, 'voucher_sent'));
    expect(event?.title).toBe(`Voucher ${stayVoucher} sent to the customer by WhatsApp`);
  });

  it('refuses an unconfirmed service (409), a customer with no address on the channel (400) and a reader (403), sending nothing', async () => {
    const show = serviceOf(booking, 'Kathakali Evening');
    const unconfirmed = await send(booking.id, show.id, 'email');
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().code).toBe('booking.service_status');
    expect((await desk.reader.post(BOOKING_PATHS.serviceAction(booking.id), { action: 'send_voucher', service_id: stayId, channel: 'email' })).statusCode).toBe(403);

    const bare = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { title: 'No mail', email: '' })).id);
    const bareStay = serviceOf(bare, 'Lake Palace Resort');
    await confirmService(ctx, desk.ops, bare, bareStay, 'LPR-1');
    const noAddress = await send(bare.id, bareStay.id, 'email');
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().code).toBe('messaging.no_address');

    expect(await messagesOf(booking.id)).toEqual([]);
    expect(await messagesOf(bare.id)).toEqual([]);
    expect(await linksOf(bareStay.id)).toHaveLength(0);
  });

  it('is the same write when called directly: refused in its own checks, not only the route’s', async () => {
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, desk.opsId));
    if (!user) throw new Error('no ops user');
    const actor = staffActor({ id: user.id, email: user.email, firstName: user.firstName, labels: ['bookings.view', 'bookings.manage'] }, { requestId: 'test', ip: '127.0.0.1' });
    const show = serviceOf(booking, 'Kathakali Evening');
    await expect(sendVoucher({ db: ctx.database.db, actor }, ctx.config, booking.id, show.id, 'email')).rejects.toMatchObject({ code: 'booking.service_status' });
    await expect(sendVoucher({ db: ctx.database.db, actor }, ctx.config, booking.id, 999_999, 'email')).rejects.toMatchObject({ code: 'not_found' });
    const other = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { title: 'Another trip' })).id);
    await expect(sendVoucher({ db: ctx.database.db, actor }, ctx.config, other.id, stayId, 'email')).rejects.toMatchObject({ code: 'not_found' });
    expect(await messagesOf(booking.id)).toEqual([]);
  });
});
