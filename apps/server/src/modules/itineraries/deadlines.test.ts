import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ITINERARY_PATHS, type CustomerLink } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeAccessLevel, makeStaff } from '../../../test/fixtures/staff.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { finalItineraries, itineraryCustomerLinks } from '../../db/schema/itineraries.ts';
import { ITINERARY_DEADLINES_JOB, itineraryDeadlineJobs } from './deadlines.jobs.ts';
import { raiseItineraryDeadlines } from './deadlines.service.ts';
import { makeTrip } from './final-itinerary.test-helpers.ts';
import { addDays, todayInIndia } from './plain-dates.ts';

/**
 * A quote sent three days ago with no answer: its owner hears, once per version; not before three
 * days, not once the customer accepted or the trip was marked lost, and not a reader of itineraries.
 */

let ctx: TestContext;
let ownerId: number;
let owner: Caller;
let readerId: number;
let tripId: number;

const DAY_MS = 86_400_000;
const db = () => ctx.database.db;
const sweep = (daysOn: number) => raiseItineraryDeadlines(db(), new Date(Date.now() + daysOn * DAY_MS));

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

async function quotedTrip(ownedBy: number, title: string): Promise<number> {
  const trip = await makeTrip(db(), {
    ownerId: ownedBy,
    title,
    startDate: addDays(todayInIndia(), 40),
    items: [{ day: 1, label: 'Tea County Munnar', category: 'accommodation', nights: 2, costPaise: 60_000_00, sellPaise: 80_000_00 }],
  });
  return trip.id;
}

/** Freezes the next version and sends it: a customer link, and the trip marked sent. */
async function send(caller: Caller, id: number, version: number): Promise<CustomerLink> {
  await ok(caller.post(ITINERARY_PATHS.finalItineraries(id), { note: '' }), 201);
  const link = await ok<CustomerLink>(caller.post(ITINERARY_PATHS.finalItineraryLinks(id, version), { expires_in_days: 14 }), 201);
  if (version === 1) await ok(caller.post(ITINERARY_PATHS.status(id), { status: 'sent' }));
  return link;
}

/** Moves a trip's versions and links `days` into the past, as if sent then. */
async function backdate(id: number, days: number): Promise<void> {
  const then = new Date(Date.now() - days * DAY_MS);
  const versions = await db().select({ id: finalItineraries.id }).from(finalItineraries).where(eq(finalItineraries.itineraryId, id));
  const ids = versions.map((version) => version.id);
  await db().update(finalItineraries).set({ frozenAt: then }).where(inArray(finalItineraries.id, ids));
  await db().update(itineraryCustomerLinks).set({ createdAt: then }).where(inArray(itineraryCustomerLinks.finalItineraryId, ids));
}

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  const seller = await makeStaff(db(), { firstName: 'Ravi', lastName: 'Kumar', labels: ['itineraries.view', 'itineraries.manage'] });
  ownerId = seller.id;
  owner = ctx.as(seller.id);
  readerId = (await makeStaff(db(), { labels: ['itineraries.view'] })).id;
  tripId = await quotedTrip(ownerId, 'Munnar tea hills');
});

const notices = () => db().select().from(notifications).where(and(inArray(notifications.userId, [ownerId, readerId]), eq(notifications.notificationType, 'itinerary'))).orderBy(asc(notifications.id));

describe('a quote sent three days ago with no answer', () => {
  it('tells its owner once, linking to the trip, with the link expiry to snooze until; a newer version sent waits its own three days', async () => {
    const link = await send(owner, tripId, 1);
    expect(await sweep(2.9)).toBe(0);
    const [first, second] = await Promise.all([sweep(3.01), sweep(3.01)]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await sweep(4)).toBe(0);

    const told = await notices();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userId: ownerId,
      link: `/itineraries/${tripId}`,
      message: 'Munnar tea hills for Rahul Sharma: version 1, sent 3 days ago, has no answer yet. Follow up with the customer, or mark the trip lost.',
      snoozeDates: [{ key: 'link_expiry', label: 'When the customer link expires', at: new Date(link.expires_at).toISOString() }],
    });

    // Version 1 went out four days ago; version 2 goes out now and is the one waiting.
    await backdate(tripId, 4);
    await send(owner, tripId, 2);
    expect(await sweep(2.9)).toBe(0);
    expect(await sweep(3.01)).toBe(1);
    expect((await notices()).at(-1)?.message).toContain('version 2, sent 3 days ago');
  });

  it('counts a version sent without a link from when it was frozen', async () => {
    await ok(owner.post(ITINERARY_PATHS.finalItineraries(tripId), { note: '' }), 201);
    await ok(owner.post(ITINERARY_PATHS.status(tripId), { status: 'sent' }));
    expect(await sweep(3.01)).toBe(1);
    expect((await notices())[0]?.snoozeDates).toEqual([]);
  });

  it('says nothing once the customer accepted, once the trip is lost or back to draft, or of a quote sent a month ago', async () => {
    await send(owner, tripId, 1);
    await ok(owner.post(ITINERARY_PATHS.finalItineraryAccept(tripId, 1), {}));
    const lost = await quotedTrip(ownerId, 'Jaipur weekend');
    await send(owner, lost, 1);
    await ok(owner.post(ITINERARY_PATHS.status(lost), { status: 'lost', lost_reason: 'price' }));
    const drafted = await quotedTrip(ownerId, 'Goa beaches');
    await send(owner, drafted, 1);
    await ok(owner.post(ITINERARY_PATHS.status(drafted), { status: 'draft' }));
    expect(await sweep(3.01)).toBe(0);

    const old = await quotedTrip(ownerId, 'Old quote');
    await send(owner, old, 1);
    await backdate(old, 31);
    expect(await sweep(0)).toBe(0);
    expect(await notices()).toEqual([]);
  });

  it('reaches only an owner who can see itineraries', async () => {
    const blind = await makeStaff(db(), { labels: ['bookings.view'] });
    const theirs = await quotedTrip(blind.id, 'Not theirs to see');
    await send(owner, theirs, 1);
    expect(await sweep(3.01)).toBe(0);
    expect(await db().select().from(notifications).where(eq(notifications.userId, blind.id))).toEqual([]);
    // Given the label, the owner hears of it on the next sweep.
    await makeAccessLevel(db(), { labels: ['itineraries.view'], holders: [blind.id] });
    expect(await sweep(3.02)).toBe(1);
    expect(await db().select({ link: notifications.link }).from(notifications).where(eq(notifications.userId, blind.id))).toEqual([{ link: `/itineraries/${theirs}` }]);
  });

  it('is the itineraries.deadlines job, every quarter of an hour', () => {
    const { definitions, schedules } = itineraryDeadlineJobs();
    expect(definitions.map((definition) => definition.name)).toEqual([ITINERARY_DEADLINES_JOB]);
    expect(schedules).toEqual([expect.objectContaining({ name: 'itineraries-deadlines', job: ITINERARY_DEADLINES_JOB, timing: { kind: 'every', minutes: 15 } })]);
  });
});
