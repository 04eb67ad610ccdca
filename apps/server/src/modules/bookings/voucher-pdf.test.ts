import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PATHS, type Booking, type VoucherLink } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { bookTrip, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from './bookings.test-helpers.ts';
import { confirmService, LEAD_NAME, PASSPORT, pathOf, serviceOf, TRAVELLERS, voucherLinkOf } from './voucher.test-helpers.ts';

/**
 * The voucher's PDF is its page printed by the system's Chromium, as the itinerary versions are;
 * poppler's pdftotext reads it back (pdf.js would mangle Devanagari conjuncts). Each render takes a
 * couple of seconds: few tests.
 */
const run = promisify(execFile);

type Setup = { ctx: TestContext; desk: BookingDesk; booking: Booking; stayId: number; voucherNumber: string; link: VoucherLink };

async function setUp(env: Record<string, string> = {}): Promise<Setup> {
  const ctx = await createTestContext({ data: 'empty', env });
  const desk = await makeBookingDesk(ctx);
  const booking = await bookTrip(desk.ops, (await makeAcceptedTrip(desk)).id, { travellers: [...TRAVELLERS] });
  const stay = serviceOf(booking, 'Lake Palace Resort');
  const voucherNumber = await confirmService(ctx, desk.ops, booking, stay, 'LPR-88231');
  return { ctx, desk, booking, stayId: stay.id, voucherNumber, link: await voucherLinkOf(desk.ops, booking.id, stay.id) };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'ua-pdf-')), 'voucher.pdf');
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout;
}

describe('the PDF of a voucher', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp();
  });
  afterAll(async () => setup.ctx.close());

  it('is a download named after the voucher, whose text reads back with the voucher number and the Devanagari name intact', async () => {
    const res = await setup.desk.reader.get(BOOKING_PATHS.voucherPdf(setup.booking.id, setup.stayId));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${setup.voucherNumber}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(pdf);
    expect(text).toContain(setup.voucherNumber);
    expect(text).toContain(LEAD_NAME);
    expect(text).toContain('LPR-88231');
    expect(text).toContain('Lake Palace Resort');
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).not.toMatch(/Download the PDF/);
    expect(text).not.toContain('₹');
    expect(text).not.toContain(PASSPORT);
    expect(text).not.toContain('Kathakali');
  });

  it('is served to the traveller at the voucher link too, never cached', async () => {
    const res = await setup.ctx.anonymous.get(`${pathOf(setup.link.url)}pdf/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${setup.voucherNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await pdfText(res.rawPayload)).toContain(LEAD_NAME);
  });

  it('is refused (409) for a service not yet confirmed', async () => {
    const show = serviceOf(setup.booking, 'Kathakali Evening');
    const res = await setup.desk.ops.get(BOOKING_PATHS.voucherPdf(setup.booking.id, show.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('booking.service_status');
  });
});

describe('without Chromium', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp({ CHROMIUM_PATH: '/nowhere/chromium' });
  });
  afterAll(async () => setup.ctx.close());

  it('answers staff 503 itinerary.pdf_unavailable naming what to install, and the traveller a page saying so while the voucher page still works', async () => {
    const res = await setup.desk.ops.get(BOOKING_PATHS.voucherPdf(setup.booking.id, setup.stayId));
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.code).toBe('itinerary.pdf_unavailable');
    expect(body.detail).toMatch(/\/nowhere\/chromium/);
    expect(body.detail).toMatch(/CHROMIUM_PATH/);

    const page = await setup.ctx.anonymous.get(`${pathOf(setup.link.url)}pdf/`);
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/The PDF cannot be made just now/);
    expect((await setup.ctx.anonymous.get(pathOf(setup.link.url))).statusCode).toBe(200);
  });
});
