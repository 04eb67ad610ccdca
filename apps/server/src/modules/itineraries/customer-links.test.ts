import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ITINERARY_PATHS, customerLinkSchema, type CustomerLink, type FinalItinerary } from '@ua/contracts';
import { createTestContext, rowCounts, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { makeLocation } from '../../../test/fixtures/catalogue.ts';
import { itineraryCustomerLinks } from '../../db/schema/itineraries.ts';
import { auditOf } from '../catalogue/catalogue.test-helpers.ts';
import { formatMoney } from './customer-page.template.ts';
import { makeTrip } from './final-itinerary.test-helpers.ts';

const SITE = 'https://trips.example.in';

let ctx: TestContext;
let manager: Caller;
let viewer: Caller;
let tripId: number;
let frozen: FinalItinerary;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty', env: { PUBLIC_SITE_URL: SITE } });
});
afterAll(async () => ctx.close());

beforeEach(async () => {
  await ctx.reset();
  const db = ctx.database.db;
  const owner = await makeStaff(db, { firstName: 'Ravi', lastName: 'Kumar', labels: ['itineraries.view', 'itineraries.manage'] });
  manager = ctx.as(owner.id);
  viewer = ctx.as((await makeStaff(db, { labels: ['itineraries.view'] })).id);
  const munnar = await makeLocation(db, { name: 'Munnar' });
  const kochi = await makeLocation(db, { name: 'Kochi' });
  const trip = await makeTrip(db, {
    ownerId: owner.id,
    customerName: 'श्री राहुल शर्मा',
    title: 'Munnar tea hills',
    placeId: munnar.id,
    notes: 'Staff only: the customer haggles, hold the price',
    dayNotes: { 2: 'Carry warm clothes for the evening.' },
    items: [
      { day: 1, label: 'Tea County Munnar', category: 'accommodation', variantName: 'Deluxe, breakfast', nights: 2, notes: 'Early check-in requested.', costPaise: 61_234_00, sellPaise: 80_000_00 },
      { day: 2, label: 'Kathakali show', category: 'activity', quantity: 2, time: '18:30', costPaise: 29_871_00, sellPaise: 43_456_00 },
    ],
    transport: [{ label: 'Innova Crysta', fromPlaceId: kochi.id, toPlaceId: munnar.id, costPaise: 7_777_00, sellPaise: 0 }],
  });
  tripId = trip.id;
  const res = await manager.post(ITINERARY_PATHS.finalItineraries(tripId), { note: '' });
  expect(res.statusCode, res.body).toBe(201);
  const version = await manager.get(ITINERARY_PATHS.finalItinerary(tripId, 1));
  expect(version.statusCode, version.body).toBe(200);
  frozen = version.json() as FinalItinerary;
});

async function makeLink(expiresInDays = 30): Promise<CustomerLink> {
  const res = await manager.post(ITINERARY_PATHS.finalItineraryLinks(tripId, 1), { expires_in_days: expiresInDays });
  expect(res.statusCode, res.body).toBe(201);
  return customerLinkSchema.parse(res.json());
}

const pathOf = (link: CustomerLink) => new URL(link.url).pathname;
const tokenOf = (link: CustomerLink) => pathOf(link).split('/')[2] ?? '';
/** What the customer reads: the page without its style sheet (CSS speaks of margins of its own). */
const visibleText = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '');

describe('customer links', () => {
  it('makes an unguessable link on the public site that expires, audited without its token', async () => {
    const before = Date.now();
    const link = await makeLink(7);
    expect(link.url).toMatch(new RegExp(`^${SITE}/trip/[A-Za-z0-9_-]{43}/$`));
    expect(link).toMatchObject({ version: 1, state: 'active', open_count: 0, revoked_at: null, last_opened_at: null, created_by: { name: 'Ravi Kumar' } });
    const expires = new Date(link.expires_at).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expires - before).toBeLessThan(7 * 86_400_000 + 60_000);
    expect((await makeLink()).url).not.toBe(link.url);

    const [audit] = await auditOf(ctx, 'itinerary_customer_link', link.id);
    expect(audit).toMatchObject({ action: 'create_link', after: { itinerary_id: tripId, version: 1 } });
    expect(JSON.stringify(audit)).not.toContain(tokenOf(link));

    const list = await viewer.get(ITINERARY_PATHS.finalItineraryLinks(tripId, 1));
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toHaveLength(2);
  });

  it('takes itineraries.manage to make or revoke a link', async () => {
    const link = await makeLink();
    const before = await rowCounts(ctx.database);
    expect((await viewer.post(ITINERARY_PATHS.finalItineraryLinks(tripId, 1), {})).statusCode).toBe(403);
    expect((await viewer.post(ITINERARY_PATHS.finalItineraryLinkRevoke(tripId, 1, link.id))).statusCode).toBe(403);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('refuses a link of another trip in the path with 404', async () => {
    const link = await makeLink();
    const other = await makeTrip(ctx.database.db, { ownerId: frozen.frozen_by.id, items: [{ day: 1, label: 'Spice walk', costPaise: 100_00, sellPaise: 200_00 }] });
    await manager.post(ITINERARY_PATHS.finalItineraries(other.id), {});
    const res = await manager.post(ITINERARY_PATHS.finalItineraryLinkRevoke(other.id, 1, link.id));
    expect(res.statusCode).toBe(404);
    expect((await ctx.anonymous.get(pathOf(link))).statusCode).toBe(200);
  });
});

describe('the customer page', () => {
  it('shows the trip day by day with the price and taxes, and nothing of costs or margins', async () => {
    const link = await makeLink();
    const res = await ctx.anonymous.get(pathOf(link));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');

    const html = res.body;
    // 80,000 + 43,456 = 1,23,456; CGST and SGST 2.5% each; 1,29,628.80 rounds to 1,29,629.
    expect(frozen.schedule.pricing).toMatchObject({ package_paise: 123_456_00, total_paise: 129_629_00 });
    for (const text of ['श्री राहुल शर्मा', 'Munnar tea hills', 'Mon, 12 Jan 2026', 'Tue, 13 Jan 2026', 'Munnar', 'Tea County Munnar', 'Deluxe, breakfast', '1 room, 2 nights', 'night 2 of 2', 'Kathakali show', '18:30', '2 people']) {
      expect(html, text).toContain(text);
    }
    for (const text of ['Early check-in requested.', 'Carry warm clothes for the evening.', 'Innova Crysta', 'Kochi to Munnar', 'Ravi Kumar', '₹1,23,456.00', 'CGST 2.5%', 'SGST 2.5%', '₹3,086.40', 'Rounding', '₹0.20', '₹1,29,629.00']) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain('href="pdf/"');

    const visible = visibleText(html);
    expect(visible).not.toMatch(/margin/i);
    expect(visible).not.toMatch(/cost/i);
    expect(visible).not.toContain('Staff only');
    const costs = [
      ...frozen.schedule.days.flatMap((day) => day.items.flatMap((item) => [item.cost_paise, item.unit_cost_paise])),
      ...frozen.schedule.transport.map((charge) => charge.cost_paise),
      frozen.schedule.pricing.cost_paise,
      frozen.schedule.pricing.margin_paise,
    ];
    expect(costs).toContain(61_234_00);
    for (const paise of costs) expect(visible, formatMoney(paise, 'INR')).not.toContain(formatMoney(paise, 'INR'));
    expect(visible).not.toContain('<script');
  });

  it('counts the opens of a link', async () => {
    const link = await makeLink();
    await ctx.anonymous.get(pathOf(link));
    await ctx.anonymous.get(pathOf(link));
    const [row] = await ctx.database.db.select().from(itineraryCustomerLinks).where(eq(itineraryCustomerLinks.id, link.id));
    expect(row?.openCount).toBe(2);
    expect(row?.lastOpenedAt).toBeInstanceOf(Date);
    const listed = (await viewer.get(ITINERARY_PATHS.finalItineraryLinks(tripId, 1))).json().results[0];
    expect(listed).toMatchObject({ id: link.id, open_count: 2, last_opened_at: expect.any(String) });
  });

  it('answers 410 once the link is revoked, telling the customer to ask for a new one; revoking again is a 409', async () => {
    const link = await makeLink();
    const revoke = await manager.post(ITINERARY_PATHS.finalItineraryLinkRevoke(tripId, 1, link.id));
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json()).toMatchObject({ state: 'revoked', revoked_at: expect.any(String) });
    const [audit] = await auditOf(ctx, 'itinerary_customer_link', link.id);
    expect(audit).toMatchObject({ action: 'revoke_link', after: { revoked_at: expect.any(String) } });

    for (const url of [pathOf(link), `${pathOf(link)}pdf/`]) {
      const page = await ctx.anonymous.get(url);
      expect(page.statusCode, url).toBe(410);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toMatch(/ask your travel consultant for a new link/);
      expect(page.body).not.toContain('Tea County Munnar');
    }
    const again = await manager.post(ITINERARY_PATHS.finalItineraryLinkRevoke(tripId, 1, link.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'itinerary.link_revoked', detail: 'This link is already revoked.' });
    const [row] = await ctx.database.db.select({ openCount: itineraryCustomerLinks.openCount }).from(itineraryCustomerLinks).where(eq(itineraryCustomerLinks.id, link.id));
    expect(row?.openCount).toBe(0);
  });

  it('answers 410 once the link has expired', async () => {
    const link = await makeLink();
    await ctx.database.db.update(itineraryCustomerLinks).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(itineraryCustomerLinks.id, link.id));
    const page = await ctx.anonymous.get(pathOf(link));
    expect(page.statusCode).toBe(410);
    expect(page.body).toMatch(/ask your travel consultant for a new link/);
    const listed = (await viewer.get(ITINERARY_PATHS.finalItineraryLinks(tripId, 1))).json().results[0];
    expect(listed).toMatchObject({ id: link.id, state: 'expired', open_count: 0 });
  });

  it('answers 404 pages to an unknown token and to a malformed one', async () => {
    await makeLink();
    for (const token of ['A'.repeat(43), 'short', 'A'.repeat(42) + '!', `${'A'.repeat(43)}%27%20or%201%3D1`]) {
      for (const url of [`/trip/${token}/`, `/trip/${token}/pdf/`]) {
        const page = await ctx.anonymous.get(url);
        expect(page.statusCode, url).toBe(404);
        expect(page.headers['content-type'], url).toMatch(/text\/html/);
        expect(page.headers['cache-control'], url).toBe('no-store');
        expect(page.body, url).toMatch(/This link does not work/);
      }
    }
  });
});
