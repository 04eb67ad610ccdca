import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITINERARY_PATHS, type CustomerLink } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { makeTrip } from './final-itinerary.test-helpers.ts';
import { pdfRendererOf } from './pdf-renderer.ts';
import { tripReference } from './trip-layout.ts';

/**
 * The PDF is the customer's page printed by the system's Chromium; poppler's pdftotext reads it
 * back (pdf.js would mangle Devanagari conjuncts). Each render takes a couple of seconds: few tests.
 */
const run = promisify(execFile);

type Setup = { ctx: TestContext; manager: Caller; tripId: number; link: CustomerLink };

async function setUp(env: Record<string, string> = {}): Promise<Setup> {
  const ctx = await createTestContext({ data: 'empty', env });
  const owner = await makeStaff(ctx.database.db, { labels: ['itineraries.view', 'itineraries.manage'] });
  const manager = ctx.as(owner.id);
  const trip = await makeTrip(ctx.database.db, {
    ownerId: owner.id,
    customerName: 'श्री राहुल शर्मा',
    items: [
      { day: 1, label: 'Tea County Munnar', category: 'accommodation', nights: 2, costPaise: 60_000_00, sellPaise: 80_000_00 },
      { day: 2, label: 'Kathakali show', category: 'activity', quantity: 2, costPaise: 30_000_00, sellPaise: 43_456_00 },
    ],
  });
  expect((await manager.post(ITINERARY_PATHS.finalItineraries(trip.id), {})).statusCode).toBe(201);
  const link = await manager.post(ITINERARY_PATHS.finalItineraryLinks(trip.id, 1), {});
  expect(link.statusCode).toBe(201);
  return { ctx, manager, tripId: trip.id, link: link.json() as CustomerLink };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'ua-pdf-')), 'itinerary.pdf');
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout;
}

describe('the PDF of a version', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp();
  });
  afterAll(async () => setup.ctx.close());

  it('is an A4 download named after the trip, whose text reads back with ₹, Indian grouping and Devanagari intact', async () => {
    const res = await setup.manager.get(ITINERARY_PATHS.finalItineraryPdf(setup.tripId, 1));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${tripReference(setup.tripId)}-v1.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(pdf);
    expect(text).toContain('श्री राहुल शर्मा');
    expect(text).toContain('₹');
    expect(text).toContain('1,23,456');
    expect(text).toContain('1,29,629');
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).not.toMatch(/Download the PDF/);
    expect(text).not.toContain('60,000');
  });

  it('is served to the customer at the link too, and to staff only with itineraries.view', async () => {
    const res = await setup.ctx.anonymous.get(`${new URL(setup.link.url).pathname}pdf/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const outsider = setup.ctx.as((await makeStaff(setup.ctx.database.db, { labels: ['products.view'] })).id);
    expect((await outsider.get(ITINERARY_PATHS.finalItineraryPdf(setup.tripId, 1))).statusCode).toBe(403);
  });
});

describe('without Chromium', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp({ CHROMIUM_PATH: '/nowhere/chromium' });
  });
  afterAll(async () => setup.ctx.close());

  it('answers 503 itinerary.pdf_unavailable naming what to install, and the customer a page saying so', async () => {
    const res = await setup.manager.get(ITINERARY_PATHS.finalItineraryPdf(setup.tripId, 1));
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.code).toBe('itinerary.pdf_unavailable');
    expect(body.detail).toMatch(/\/nowhere\/chromium/);
    expect(body.detail).toMatch(/Debian's chromium package/);
    expect(body.detail).toMatch(/CHROMIUM_PATH/);

    const page = await setup.ctx.anonymous.get(`${new URL(setup.link.url).pathname}pdf/`);
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/The PDF cannot be made just now/);
  });
});

describe('closing the app', () => {
  it('closes the renderer with it: one renderer per app, refusing PDFs once closed', async () => {
    const ctx = await createTestContext({ data: 'empty' });
    const renderer = pdfRendererOf(ctx.app);
    expect(pdfRendererOf(ctx.app)).toBe(renderer);
    await ctx.close();
    await expect(renderer.render('<p>late</p>')).rejects.toMatchObject({ code: 'itinerary.pdf_unavailable', message: expect.stringMatching(/shuts down/) });
  });
});
