import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ITINERARY_PATHS as P, type AgentDetail, type CustomerLink, type FinalItinerary, type FinalItinerarySummary, type ItinerarySchedule, type TripHeading } from '@ua/contracts';
import { createTestContext, rowCounts, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { finalItineraries } from '../../db/schema/itineraries.ts';
import { commissionBasesOfTrip, commissionBasesOfVersion } from './agent-trips.ts';
import { COMPANY_NAME } from './customer-page.template.ts';
import { findVersion } from './final-itinerary.repository.ts';
import { renderVersionPdf } from './final-itinerary.service.ts';
import { createTrip, makeKeralaWorld, makeSalesDesk, scheduleOf, tripAudit, tripBody, write, type KeralaWorld } from './itineraries.test-helpers.ts';

let ctx: TestContext;
let world: KeralaWorld;
let seller: Caller;
let agentDesk: Caller;
/** 5% by default, 10% on stays; its first contact has a phone and an email. */
let sunrise: AgentDetail;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty', env: { PUBLIC_SITE_URL: 'https://trips.example.in' } });
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  world = await makeKeralaWorld(ctx);
  ({ seller } = await makeSalesDesk(ctx));
  agentDesk = ctx.as((await makeStaff(ctx.database.db, { firstName: 'Meera', labels: ['agents.view', 'agents.manage'] })).id);
  sunrise = await makeAgent('Sunrise Holidays', { commission_bp: 500, commission_overrides: [{ category: 'accommodation', commission_bp: 1000 }] });
});

async function makeAgent(name: string, fields: object = {}): Promise<AgentDetail> {
  const contacts = [{ name: 'Kavita Joshi', phone: '+919822000111', email: 'kavita@sunrise.example' }];
  const res = await agentDesk.post('/api/agents/', { agency_name: name, city: 'Pune', contacts, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AgentDetail;
}

async function putOnHold(agent: AgentDetail): Promise<void> {
  const res = await agentDesk.post(`/api/agents/${agent.id}/status/`, { status: 'on_hold', reason: 'Overdue invoices' });
  expect(res.statusCode, res.body).toBe(200);
}

const patchHeading = (tripId: number, body: object) => seller.patch(P.tripHeading(tripId), body);

/** The foot the PDF of the trip's version 1 is printed with, by a renderer that only notes it. */
async function pdfFooterOf(tripId: number): Promise<string | undefined> {
  const version = await findVersion(ctx.database.db, tripId, 1);
  if (!version) throw new Error('version 1 was not frozen');
  let printed: string | undefined;
  const renderer = {
    render: async (_html: string, footer?: string) => {
      printed = footer;
      return Buffer.from('%PDF-');
    },
    close: async () => undefined,
  };
  await renderVersionPdf(renderer, version);
  return printed;
}

describe('the agent on the heading', () => {
  it('takes an active agent on a new trip, shows it on the heading and audits it', async () => {
    const heading = await createTrip(seller, { agent_id: sunrise.id, agency_branding: true });
    expect(heading.agent).toEqual({ id: sunrise.id, agency_name: 'Sunrise Holidays', city: 'Pune', status: 'active', commission_bp: 500, contact: { name: 'Kavita Joshi', phone: '+919822000111', email: 'kavita@sunrise.example' } });
    expect(heading.agency_branding).toBe(true);
    expect((await seller.get(P.tripHeading(heading.id))).json()).toEqual(heading);
    const [entry] = await tripAudit(ctx, heading.id);
    expect(entry).toMatchObject({ action: 'create', after: { agent_id: sunrise.id, agency_branding: true } });

    const direct = await createTrip(seller);
    expect(direct).toMatchObject({ agent: null, agency_branding: false });
  });

  it('refuses an unknown agent, one on hold or closed, and the agency’s name without an agent, writing nothing', async () => {
    const paused = await makeAgent('Paused Tours');
    await putOnHold(paused);
    const before = await rowCounts(ctx.database);

    const unknown = await seller.post(P.tripHeadings, tripBody({ agent_id: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ agent_id: ['No such agent'] });

    const onHold = await seller.post(P.tripHeadings, tripBody({ agent_id: paused.id }));
    expect(onHold.statusCode).toBe(400);
    expect(onHold.json().errors).toEqual({ agent_id: ['Paused Tours is on hold: choose an active agent'] });

    const branded = await seller.post(P.tripHeadings, tripBody({ agency_branding: true }));
    expect(branded.statusCode).toBe(400);
    expect(branded.json().errors).toEqual({ agency_branding: [expect.stringContaining('Only a trip brought by an agent')] });

    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('keeps an agent put on hold since, but refuses a newly chosen one that is not active', async () => {
    const heading = await createTrip(seller, { agent_id: sunrise.id });
    await putOnHold(sunrise);
    const kept = await write<TripHeading>(seller, 'PATCH', P.tripHeading(heading.id), { title: 'Kerala, kept with its agent', agency_branding: true });
    expect(kept).toMatchObject({ title: 'Kerala, kept with its agent', agent: { id: sunrise.id, status: 'on_hold' }, agency_branding: true });

    const other = await createTrip(seller);
    const refused = await patchHeading(other.id, { agent_id: sunrise.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ agent_id: ['Sunrise Holidays is on hold: choose an active agent'] });
    expect((await seller.get(P.tripHeading(other.id))).json()).toMatchObject({ agent: null });
  });

  it('takes the agent off only with the agency’s name, and audits the change', async () => {
    const heading = await createTrip(seller, { agent_id: sunrise.id, agency_branding: true });
    const before = await rowCounts(ctx.database);
    const alone = await patchHeading(heading.id, { agent_id: null });
    expect(alone.statusCode).toBe(400);
    expect(Object.keys(alone.json().errors)).toEqual(['agency_branding']);
    expect(await rowCounts(ctx.database)).toEqual(before);

    const cleared = await write<TripHeading>(seller, 'PATCH', P.tripHeading(heading.id), { agent_id: null, agency_branding: false });
    expect(cleared).toMatchObject({ agent: null, agency_branding: false });
    const [entry] = await tripAudit(ctx, heading.id);
    expect(entry).toMatchObject({ action: 'update', before: { agent_id: sunrise.id, agency_branding: true }, after: { agent_id: null, agency_branding: false } });
  });

  it('filters the list by agent', async () => {
    const brought = await createTrip(seller, { agent_id: sunrise.id, title: 'Brought by Sunrise' });
    await createTrip(seller, { title: 'Walked in' });
    const res = await seller.get(`${P.tripHeadings}?agent=${sunrise.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((trip: { id: number }) => trip.id)).toEqual([brought.id]);
  });
});

/**
 * The worked example: two nights at the lake hotel (₹10,000.00, stays at 10%) and the show for three
 * (₹2,400.00, at the default 5%); sell ₹12,400.00, discount ₹1,000.01, package ₹11,399.99. The
 * discount is shared in proportion: the hotel's exact share is 9,19,354.03 paise, the show's
 * 2,20,644.97; the paisa left over goes to the larger fraction, the show's. Commission: 10% of
 * 9,19,354 is 91,935.4, so 91,935; 5% of 2,20,645 is 11,032.25, so 11,032; in all 1,02,967 paise.
 */
async function quoteWithAgent(): Promise<{ heading: TripHeading; schedule: ItinerarySchedule }> {
  const heading = await createTrip(seller, { start_date: '2026-12-01', nights: 2, agent_id: sunrise.id, pricing: { discount_paise: 100_001 } });
  const [day1, day2] = (await scheduleOf(seller, heading.id)).days;
  await write(seller, 'POST', P.dayItems(heading.id, day1?.id ?? 0), { variant_id: world.hotel.regular, quantity: 1, nights: 2 }, 201);
  const schedule = await write<ItinerarySchedule>(seller, 'POST', P.dayItems(heading.id, day2?.id ?? 0), { variant_id: world.show.adult, quantity: 3 }, 201);
  return { heading, schedule };
}

describe('the agent’s commission on the quote', () => {
  it('shares the discount across the categories to the paisa and takes each category’s rate, half up', async () => {
    const { heading, schedule } = await quoteWithAgent();
    expect(schedule.pricing).toMatchObject({ sell_paise: 1_240_000, discount_paise: 100_001, package_paise: 1_139_999 });
    expect(schedule.pricing.agent_commission).toEqual({
      agency_name: 'Sunrise Holidays',
      commission_paise: 102_967,
      by_category: [
        { category: 'accommodation', base_paise: 919_354, commission_bp: 1000, commission_paise: 91_935 },
        { category: 'activity', base_paise: 220_645, commission_bp: 500, commission_paise: 11_032 },
      ],
    });
    expect(await commissionBasesOfTrip(ctx.database.db, heading.id)).toEqual([
      { category: 'accommodation', base_paise: 919_354 },
      { category: 'activity', base_paise: 220_645 },
    ]);
  });

  it('counts a free-text line at the default rate and transport as transport', async () => {
    const { heading } = await quoteWithAgent();
    const [day1] = (await scheduleOf(seller, heading.id)).days;
    await write(seller, 'POST', P.dayItems(heading.id, day1?.id ?? 0), { label: 'Welcome dinner', unit_cost_paise: 20_000, unit_sell_paise: 30_000 }, 201);
    await write(seller, 'POST', P.transportCharges(heading.id), { variant_id: world.car.sevenSeater }, 201);
    await write<TripHeading>(seller, 'PATCH', P.tripHeading(heading.id), { pricing: { discount_paise: 0 } });
    const { pricing } = await scheduleOf(seller, heading.id);
    const categories = pricing.agent_commission?.by_category.map((line) => [line.category, line.base_paise, line.commission_bp]);
    expect(categories).toEqual([
      ['accommodation', 1_000_000, 1000],
      ['transport', 400_000, 500],
      ['activity', 240_000, 500],
      ['other', 30_000, 500],
    ]);
    expect(pricing.agent_commission?.commission_paise).toBe(100_000 + 20_000 + 12_000 + 1_500);
  });

  it('is none without an agent, and follows the agent’s rates as they change until frozen', async () => {
    const { heading } = await quoteWithAgent();
    await write<TripHeading>(seller, 'PATCH', P.tripHeading(heading.id), { agent_id: null });
    expect((await scheduleOf(seller, heading.id)).pricing.agent_commission).toBeNull();

    await write<TripHeading>(seller, 'PATCH', P.tripHeading(heading.id), { agent_id: sunrise.id });
    expect((await write<FinalItinerarySummary>(seller, 'POST', P.finalItineraries(heading.id), {}, 201)).version).toBe(1);
    const frozen = (await seller.get(P.finalItinerary(heading.id, 1))).json() as FinalItinerary;
    expect(frozen.schedule.pricing.agent_commission?.commission_paise).toBe(102_967);
    expect((await agentDesk.patch(`/api/agents/${sunrise.id}/`, { commission_overrides: [] })).statusCode).toBe(200);
    // 5% of the whole package: 56,999.95, so 57,000 (two categories each rounded: 45,967.7 and 11,032.25).
    expect((await scheduleOf(seller, heading.id)).pricing.agent_commission?.commission_paise).toBe(45_968 + 11_032);
    expect((await seller.get(P.finalItinerary(heading.id, 1))).json().schedule.pricing.agent_commission.commission_paise).toBe(102_967);

    const version = await findVersion(ctx.database.db, heading.id, 1);
    expect(await commissionBasesOfVersion(ctx.database.db, version?.id ?? 0)).toEqual([
      { category: 'accommodation', base_paise: 919_354 },
      { category: 'activity', base_paise: 220_645 },
    ]);
  });

  it('reads a version frozen before trips had agents as one no agent brought', async () => {
    const { heading } = await quoteWithAgent();
    await write<TripHeading>(seller, 'PATCH', P.tripHeading(heading.id), { agent_id: null });
    await write(seller, 'POST', P.finalItineraries(heading.id), {}, 201);
    const version = await findVersion(ctx.database.db, heading.id, 1);
    const snapshot = structuredClone(version?.snapshot) as { heading: Record<string, unknown>; pricing: Record<string, unknown> };
    delete snapshot.heading.agent;
    delete snapshot.heading.agency_branding;
    delete snapshot.pricing.agent_commission;
    await ctx.database.db.update(finalItineraries).set({ snapshot }).where(eq(finalItineraries.id, version?.id ?? 0));

    const res = await seller.get(P.finalItinerary(heading.id, 1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().schedule).toMatchObject({ heading: { agent: null, agency_branding: false }, pricing: { agent_commission: null } });
  });
});

describe('the customer’s page of an agent’s trip', () => {
  async function frozenPage(branding: boolean): Promise<{ tripId: number; html: string }> {
    const { heading } = await quoteWithAgent();
    await write<TripHeading>(seller, 'PATCH', P.tripHeading(heading.id), { agency_branding: branding });
    await write(seller, 'POST', P.finalItineraries(heading.id), {}, 201);
    const link = await write<CustomerLink>(seller, 'POST', P.finalItineraryLinks(heading.id, 1), {}, 201);
    const page = await ctx.anonymous.get(new URL(link.url).pathname);
    expect(page.statusCode).toBe(200);
    return { tripId: heading.id, html: page.body.replace(/<style>[\s\S]*?<\/style>/, '') };
  }

  it('carries the agency’s name and contact instead of ours, in the page and the PDF’s foot, and never the commission', async () => {
    const { tripId, html } = await frozenPage(true);
    expect(html).toContain('<p class="brand">Sunrise Holidays</p>');
    expect(html).toContain('Prepared by <strong>Sunrise Holidays</strong>');
    expect(html).toContain('+919822000111');
    expect(html).toContain('kavita@sunrise.example');
    expect(html).toContain('<dt>Your consultant</dt><dd>Kavita Joshi</dd>');
    expect(html).not.toContain(COMPANY_NAME);
    expect(html).not.toContain('Asha Rao');
    expect(html).not.toMatch(/commission|1,029\.67/i);

    expect(await pdfFooterOf(tripId)).toBe(`Sunrise Holidays · UA-IT-${String(tripId).padStart(5, '0')} · version 1`);
  });

  it('carries our name when the trip does not ask for the agency’s, and keeps what was frozen', async () => {
    const { tripId, html } = await frozenPage(false);
    expect(html).toContain(`<p class="brand">${COMPANY_NAME}</p>`);
    expect(html).toContain(`Prepared by <strong>${COMPANY_NAME}</strong>`);
    expect(html).toContain('<dt>Your consultant</dt><dd>Asha Rao</dd>');
    expect(html).not.toContain('Sunrise Holidays');

    // Asking for the agency's name now changes the next version, not the one the customer holds.
    await write<TripHeading>(seller, 'PATCH', P.tripHeading(tripId), { agency_branding: true });
    expect(await pdfFooterOf(tripId)).toMatch(new RegExp(`^${COMPANY_NAME} · UA-IT-`));
    expect((await seller.get(P.tripHeading(tripId))).json()).toMatchObject({ agency_branding: true });
  });
});
