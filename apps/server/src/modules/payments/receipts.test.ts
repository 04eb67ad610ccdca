import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PATHS, type Booking, type BookingMoney, type ItinerarySchedule, type PaymentRecorded, type TripHeading } from '@ua/contracts';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from '../../../test/harness.ts';
import { signLinkToken } from '../../lib/link-tokens.ts';
import { makeBookingDesk, type BookingDesk } from '../bookings/bookings.test-helpers.ts';
import { formatMoney } from '../itineraries/index.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { moneyOf, ok, recordPayment, setPlanOf } from './payments.test-helpers.ts';
import type { Caller } from '../../../test/harness.ts';

/**
 * Receipts as the customer gets them: the page at the signed link and its PDF, printed by the
 * system's Chromium and read back with poppler's pdftotext. The trip is an overseas package, so the
 * receipt carries TCS as well as GST. Each PDF takes a couple of seconds: few renders.
 */
const run = promisify(execFile);

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'ua-receipt-')), 'receipt.pdf');
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout;
}

const pathOf = (url: string) => new URL(url).pathname;
const inr = (paise: number) => formatMoney(paise, 'INR');
/** An amount as pdftotext reads it back, without the rupee sign (which depends on the font's mapping). */
const digits = (paise: number) => inr(paise).replace('₹', '');

/** An overseas package (TCS collected) of two nights at the lake hotel, quoted, frozen, accepted and booked. */
async function bookOverseasTrip(desk: BookingDesk): Promise<Booking> {
  const heading = await ok<TripHeading>(
    desk.seller.post('/api/itinerary/trip-heading/', {
      title: 'Maldives overwater, 2 nights',
      customer: { name: 'Meera Iyer', phone: '+919812345678', email: 'meera@example.com', whatsapp: '+919812345678' },
      start_date: '2027-02-10',
      nights: 2,
      travellers: { adults: 2, children_ages: [] },
      place_ids: [desk.world.alleppey],
      pricing: { overseas: true },
    }),
    201,
  );
  const schedule = await ok<ItinerarySchedule>(desk.seller.get(`/api/itinerary/${heading.id}/schedule/`));
  for (const day of schedule.days) await ok(desk.seller.patch(`/api/itinerary/${heading.id}/day-schedule/${day.id}/`, { place_id: desk.world.alleppey }));
  const [first] = schedule.days;
  await ok(desk.seller.post(`/api/itinerary/${heading.id}/day-schedule/${first?.id}/items/`, { variant_id: desk.world.lakeHotel.room, quantity: 1, nights: 2 }), 201);
  await ok(desk.seller.post(`/api/itinerary/${heading.id}/final-itinerary/`, { note: 'Overseas package' }), 201);
  await ok(desk.seller.post(`/api/itinerary/${heading.id}/final-itinerary/1/accept/`, {}));
  return ok<Booking>(desk.ops.post('/api/booking/', { itinerary_id: heading.id }), 201);
}

let ctx: TestContext;
let desk: BookingDesk;
let accounts: Caller;
let booking: Booking;
let money: BookingMoney;
let paid: PaymentRecorded;
let receiptUrl: string;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
  desk = await makeBookingDesk(ctx);
  accounts = ctx.as((await makeStaff(ctx.database.db, { firstName: 'Priya', lastName: 'Nair', labels: ['payments.view', 'payments.record', 'bookings.view', 'bookings.manage'] })).id);
  booking = await bookOverseasTrip(desk);
  await setPlanOf(accounts, booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
  paid = await recordPayment(accounts, booking.id, { amount_paise: 200_000, method: 'upi', reference: 'UTR555', received_on: '2026-11-20' });
  money = await moneyOf(accounts, booking.id);
  receiptUrl = (await ok<{ url: string; expires_at: string }>(accounts.get(PAYMENT_PATHS.receiptLink(paid.payment.id)))).url;
});
afterAll(() => ctx.close());

describe('the receipt page', () => {
  it('shows the payment, the accepted version’s price with its GST and TCS lines, this receipt’s TCS share, and what was still owed', async () => {
    expect(money.taxes.tcs.applies).toBe(true);
    expect(paid.payment.tcs_paise).toBeGreaterThan(0);
    const res = await ctx.anonymous.get(pathOf(receiptUrl));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.body;
    expect(page).toContain(`Receipt ${paid.payment.receipt_number}`);
    for (const fact of [booking.reference, 'Meera Iyer', 'Maldives overwater, 2 nights', 'UPI', 'UTR555', 'Fri, 20 Nov 2026', 'Download the PDF']) expect(page).toContain(fact);
    expect(page).toContain(inr(200_000));
    expect(page).toContain(`Package price</th><td>${inr(money.taxes.package_paise)}`);
    expect(money.taxes.gst_lines.length).toBeGreaterThan(0);
    for (const line of money.taxes.gst_lines) expect(page).toMatch(new RegExp(`${line.name} [\\d.]+%</th><td>${inr(line.amount_paise)}`));
    expect(page).toMatch(new RegExp(`TCS [\\d.]+% \\(overseas tour package\\)</th><td>${inr(money.taxes.tcs.amount_paise)}`));
    expect(page).toContain(`Total payable</th><td>${inr(money.total_paise)}`);
    expect(page).toContain(`TCS in this receipt: <strong>${inr(paid.payment.tcs_paise)}</strong>`);
    expect(page).toContain(money.taxes.tcs.rule ?? 'no rule');
    expect(page).toContain(`Received to date</th><td>${inr(200_000)}`);
    expect(page).toContain(`Outstanding after this receipt</th><td>${inr(money.total_paise - 200_000)}`);
    expect(page).not.toContain('REVERSED');
  });

  it('answers a tampered, foreign or unknown token with the 404 page, and an expired one with 410', async () => {
    const token = pathOf(receiptUrl).split('/')[2] ?? '';
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const expiry = new Date(Date.now() + 86_400_000);
    const cases = [
      [tampered, 404],
      [signLinkToken(TEST_JWT_SECRET, 'voucher', paid.payment.id, expiry), 404],
      [signLinkToken(TEST_JWT_SECRET, 'receipt', 999_999, expiry), 404],
      [signLinkToken('another-secret-another-secret-0123456789', 'receipt', paid.payment.id, expiry), 404],
      ['not-a-token', 404],
      [signLinkToken(TEST_JWT_SECRET, 'receipt', paid.payment.id, new Date(Date.now() - 60_000)), 410],
    ] as const;
    for (const [candidate, status] of cases) {
      const res = await ctx.anonymous.get(PAYMENT_PATHS.receiptPage(candidate));
      expect(res.statusCode, candidate).toBe(status);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).not.toContain(paid.payment.receipt_number);
      expect((await ctx.anonymous.get(PAYMENT_PATHS.receiptPagePdf(candidate))).statusCode).toBe(status);
    }
    expect((await ctx.anonymous.get(PAYMENT_PATHS.receiptPage(tampered))).body).toContain('This link does not work');
  });

  it('marks a reversed payment REVERSED with the reason, and no longer counts it', async () => {
    const bounced = await recordPayment(accounts, booking.id, { amount_paise: 5_000, method: 'cheque', reference: 'CHQ 7', received_on: '2026-11-21' });
    await ok(accounts.post(PAYMENT_PATHS.reversePayment(bounced.payment.id), { reason: 'Cheque bounced' }));
    const link = await ok<{ url: string }>(accounts.get(PAYMENT_PATHS.receiptLink(bounced.payment.id)));
    const page = (await ctx.anonymous.get(pathOf(link.url))).body;
    expect(page).toMatch(/<strong>REVERSED<\/strong> on [^:]+: Cheque bounced/);
    expect(page).toContain(`Received to date</th><td>${inr(200_000)}`);
    expect((await ctx.anonymous.get(pathOf(receiptUrl))).body).not.toContain('REVERSED');
  });

  it('gives staff with payments.view the link and the PDF, and nobody else', async () => {
    expect((await desk.reader.get(PAYMENT_PATHS.receiptLink(paid.payment.id))).statusCode).toBe(403);
    expect((await desk.reader.get(PAYMENT_PATHS.receiptPdf(paid.payment.id))).statusCode).toBe(403);
    expect((await ctx.anonymous.get(PAYMENT_PATHS.receiptLink(paid.payment.id))).statusCode).toBe(401);
    expect((await accounts.get(PAYMENT_PATHS.receiptLink(999_999))).statusCode).toBe(404);
    expect((await accounts.get(PAYMENT_PATHS.receiptPdf(999_999))).statusCode).toBe(404);
    const link = await ok<{ url: string; expires_at: string }>(accounts.get(PAYMENT_PATHS.receiptLink(paid.payment.id)));
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });
});

describe('the receipt PDF', () => {
  it('is a download named after the receipt whose text reads back with the amounts, the GST and TCS lines and the TCS share', async () => {
    const res = await accounts.get(PAYMENT_PATHS.receiptPdf(paid.payment.id));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${paid.payment.receipt_number.replaceAll('/', '-')}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(paid.payment.receipt_number);
    expect(text).toContain('Meera Iyer');
    expect(text).toContain(digits(200_000));
    for (const line of money.taxes.gst_lines) {
      expect(text).toContain(line.name);
      expect(text).toContain(digits(line.amount_paise));
    }
    expect(text).toMatch(/TCS [\d.]+% \(overseas tour package\)/);
    expect(text).toContain(digits(money.taxes.tcs.amount_paise));
    expect(text).toContain(digits(paid.payment.tcs_paise));
    expect(text).not.toMatch(/Download the PDF/);
  });

  it('is served at the customer’s link too, never cached', async () => {
    const res = await ctx.anonymous.get(`${pathOf(receiptUrl)}pdf/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await pdfText(res.rawPayload)).toContain(paid.payment.receipt_number);
  });
});

describe('a refund note', () => {
  it('names the receipt it returns money of, the reason, and what was received less refunds', async () => {
    await ok(desk.ops.post(`/api/booking/${booking.id}/cancel/`, { reason: 'Visa refused', tell_suppliers: false }));
    const refund = await ok<PaymentRecorded>(
      accounts.post(PAYMENT_PATHS.refundPayment(paid.payment.id), { amount_paise: 50_000, method: 'bank_transfer', reference: 'NEFT9', refunded_on: '2026-11-22', reason: 'Visa refused', idempotency_key: randomUUID() }),
      201,
    );
    const link = await ok<{ url: string }>(accounts.get(PAYMENT_PATHS.receiptLink(refund.payment.id)));
    const page = (await ctx.anonymous.get(pathOf(link.url))).body;
    expect(page).toContain(`Refund note ${refund.payment.receipt_number}`);
    expect(page).toContain(`<dt>Refund of</dt><dd>${paid.payment.receipt_number}</dd>`);
    expect(page).toContain('<dt>Reason</dt><dd>Visa refused</dd>');
    expect(page).toContain(`Received to date, less refunds</th><td>${inr(150_000)}`);
    expect(page).toContain(`Outstanding (booking cancelled)</th><td>${inr(0)}`);
  });
});
