import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_PATHS, type Booking } from '@ua/contracts';
import { createTestContext, rowCounts, TEST_JWT_SECRET, type TestContext } from '../../../test/harness.ts';
import { bookingLinks } from '../../db/schema/bookings.ts';
import { auditOf, bookTrip, LAKE_ROOM, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from './bookings.test-helpers.ts';
import { signLinkToken } from '../../lib/link-tokens.ts';
import { act, eventsOf, latestAnswerPath, linkOfToken, notificationsOf, postForm, serviceOf, tokenOf } from './supplier-actions.test-helpers.ts';

let ctx: TestContext;
let desk: BookingDesk;
let booking: Booking;
/** The lake hotel's page: the stay was requested from it by WhatsApp. */
let page: string;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeBookingDesk(ctx);
  booking = await bookTrip(desk.ops, (await makeAcceptedTrip(desk)).id, { assigned_to_id: desk.colleagueId });
  await act(desk.ops, booking.id, { action: 'request', service_id: stayId() });
  page = await latestAnswerPath(ctx, booking.id);
});

const stayId = () => serviceOf(booking, 'Lake Palace Resort').id;
const stayNow = async () => serviceOf((await desk.ops.get(BOOKING_PATHS.booking(booking.id))).json(), 'Lake Palace Resort');
const supplierEvents = async () => (await eventsOf(ctx, booking.id)).filter((event) => event.actorKind === 'supplier');

describe('the supplier’s page', () => {
  it('shows that one service only: no price, no other service, no customer contact, no staff', async () => {
    const res = await ctx.anonymous.get(page);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' });
    const html = res.body;
    for (const shown of [booking.reference, 'Lake Palace Resort', 'Deluxe Lake View · CP', 'Check-in', 'Wed, 10 Feb 2027', 'Fri, 12 Feb 2027', '2 rooms', '2 adults, 1 child (8)', 'Rahul Sharma', 'name="confirmation_number"', 'name="reason"']) {
      expect(html, shown).toContain(shown);
    }
    for (const hidden of ['Kathakali', 'Kerala Cabs', 'Innova', '₹', 'INR', String(LAKE_ROOM.cost), String(LAKE_ROOM.sell), '4,000', '5,000', '16,000', '20,000', '+919876543210', 'rahul@example.com', 'Omar', 'Asha', 'Chitra', '+919847000001']) {
      expect(html, hidden).not.toContain(hidden);
    }
    expect((await linkOfToken(ctx, tokenOf(page))).lastOpenedAt).not.toBeNull();
  });

  it('takes the supplier’s confirmation once: confirmed as staff would record it, by the supplier, and the owner and the person assigned hear of it', async () => {
    const thanks = await postForm(ctx, page, { answer: 'confirm', confirmation_number: 'LP-4471' });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Thank you: confirmed');
    expect(thanks.body).toContain(`${booking.reference}-01`);
    expect(await stayNow()).toMatchObject({ status: 'confirmed', confirmation_number: 'LP-4471', voucher_number: `${booking.reference}-01` });

    const [event] = await supplierEvents();
    expect(event).toMatchObject({ kind: 'confirmed', actorId: null, serviceId: stayId(), fromStatus: 'requested', toStatus: 'confirmed', title: 'Confirmed by Lake Palace Resort: LP-4471' });
    const link = await linkOfToken(ctx, tokenOf(page));
    expect(link.usedAt).not.toBeNull();
    const [audit] = await auditOf(ctx, 'booking_service', stayId());
    expect(audit).toMatchObject({ action: 'confirm', actorId: null, after: { status: 'confirmed', confirmation_number: 'LP-4471', link_id: link.id } });
    for (const person of [desk.sellerId, desk.colleagueId]) {
      expect((await notificationsOf(ctx, person)).at(-1)).toMatchObject({ notificationType: 'supplier', link: `/bookings/${booking.id}`, message: expect.stringContaining('Lake Palace Resort confirmed') });
    }

    // Opened again, or answered again: the answer stands, nothing changes.
    const counts = await rowCounts(ctx.database);
    const answered = await ctx.anonymous.get(page);
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain('This request was answered');
    expect(answered.body).toContain('confirmed on this page');
    expect(answered.body).toContain('LP-4471');
    expect(answered.body).not.toContain('<form');
    const again = await postForm(ctx, page, { answer: 'decline', reason: 'Changed our mind' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('This request was answered');
    expect(await rowCounts(ctx.database)).toEqual(counts);
    expect((await stayNow()).status).toBe('confirmed');
  });

  it('takes a refusal with its reason', async () => {
    const res = await postForm(ctx, page, { answer: 'decline', reason: 'Closed for renovation' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Thank you for letting us know');
    expect(await stayNow()).toMatchObject({ status: 'rejected', status_reason: 'Closed for renovation', confirmation_number: null });
    expect(await supplierEvents()).toEqual([expect.objectContaining({ kind: 'rejected', title: 'Declined by Lake Palace Resort', detail: 'Lake Palace Resort: Closed for renovation' })]);
    expect((await ctx.anonymous.get(page)).body).toContain('Closed for renovation');
  });

  it('shows a form that does not hold again, with its problem, and records nothing', async () => {
    const counts = await rowCounts(ctx.database);
    const blank = await postForm(ctx, page, { answer: 'confirm', confirmation_number: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('class="error"');
    expect(blank.body).toContain('name="confirmation_number"');
    const unchosen = await postForm(ctx, page, { reason: 'x' });
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.body).toContain('Choose to confirm or to decline.');
    const typed = await postForm(ctx, page, { answer: 'decline', reason: '<b>no</b>' + 'x'.repeat(600) });
    expect(typed.statusCode).toBe(400);
    expect(typed.body).toContain('&lt;b&gt;no&lt;/b&gt;');
    expect(typed.body).not.toContain('<b>no</b>');
    expect(await rowCounts(ctx.database)).toEqual(counts);
    expect((await stayNow()).status).toBe('requested');
  });

  it('confirms once when two answers arrive at once', async () => {
    const answers = await Promise.all([postForm(ctx, page, { answer: 'confirm', confirmation_number: 'LP-1' }), postForm(ctx, page, { answer: 'confirm', confirmation_number: 'LP-2' })]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.filter((res) => res.body.includes('Thank you: confirmed'))).toHaveLength(1);
    expect(answers.filter((res) => res.body.includes('This request was answered'))).toHaveLength(1);
    expect(await supplierEvents()).toHaveLength(1);
    expect(['LP-1', 'LP-2']).toContain((await stayNow()).confirmation_number);
  });

  it('says an expired request has expired, and takes no answer on it', async () => {
    const link = await linkOfToken(ctx, tokenOf(page));
    const past = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    await ctx.database.db.update(bookingLinks).set({ expiresAt: past }).where(eq(bookingLinks.id, link.id));
    const expired = BOOKING_PATHS.supplierAnswer(signLinkToken(TEST_JWT_SECRET, 'supplier_answer', link.id, past));
    const res = await ctx.anonymous.get(expired);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This request has expired');
    expect(res.body).toContain('the UA team');
    expect(res.body).not.toContain('Omar');
    expect((await postForm(ctx, expired, { answer: 'confirm', confirmation_number: 'LP-1' })).statusCode).toBe(410);
    expect((await stayNow()).status).toBe('requested');
  });

  it('answers the same 404 page to a tampered token, another purpose’s token, another expiry and an unknown link', async () => {
    const token = tokenOf(page);
    const link = await linkOfToken(ctx, token);
    const mac = token.slice(-43);
    const tampered = `${token.slice(0, -43)}${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const later = new Date(link.expiresAt.getTime() + 86_400_000);
    const counts = await rowCounts(ctx.database);
    for (const other of [tampered, signLinkToken(TEST_JWT_SECRET, 'voucher', link.id, link.expiresAt), signLinkToken(TEST_JWT_SECRET, 'supplier_answer', link.id, later), signLinkToken(TEST_JWT_SECRET, 'supplier_answer', link.id + 1000, link.expiresAt), 'not-a-token']) {
      const res = await ctx.anonymous.get(BOOKING_PATHS.supplierAnswer(other));
      expect(res.statusCode, other).toBe(404);
      expect(res.body).toContain('This link does not work');
      expect((await postForm(ctx, BOOKING_PATHS.supplierAnswer(other), { answer: 'confirm', confirmation_number: 'LP-1' })).statusCode).toBe(404);
    }
    expect(await rowCounts(ctx.database)).toEqual(counts);
    expect((await stayNow()).status).toBe('requested');
  });

  it('refuses a voucher link’s row signed as an answer link', async () => {
    const link = await linkOfToken(ctx, tokenOf(page));
    const [voucher] = await ctx.database.db.insert(bookingLinks).values({ bookingId: booking.id, serviceId: stayId(), purpose: 'voucher', expiresAt: link.expiresAt }).returning();
    if (!voucher) throw new Error('no voucher link');
    const res = await ctx.anonymous.get(BOOKING_PATHS.supplierAnswer(signLinkToken(TEST_JWT_SECRET, 'supplier_answer', voucher.id, voucher.expiresAt)));
    expect(res.statusCode).toBe(404);
  });

  it('closes the page once staff record the answer themselves', async () => {
    await act(desk.ops, booking.id, { action: 'reject', service_id: stayId(), reason: 'Told us on the phone' });
    const res = await postForm(ctx, page, { answer: 'confirm', confirmation_number: 'LP-1' });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This request is closed');
    expect((await stayNow()).status).toBe('rejected');
  });
});
