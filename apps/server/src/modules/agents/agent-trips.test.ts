import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_PATHS, type AgentDetail, type AgentTripsResponse, type FinalItinerary, type ItinerarySchedule, type TripHeading } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { systemActor } from '../../core/actor.ts';
import { bookTrip, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from '../bookings/bookings.test-helpers.ts';
import { postEntry } from './wallet-ledger.ts';

let ctx: TestContext;
let desk: BookingDesk;
/** agents.view and agents.manage. */
let agentDesk: Caller;
let agent: AgentDetail;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeBookingDesk(ctx);
  agentDesk = ctx.as((await makeStaff(ctx.database.db, { firstName: 'Meera', labels: ['agents.view', 'agents.manage'] })).id);
  const res = await agentDesk.post('/api/agents/', { agency_name: 'Sunrise Holidays', city: 'Pune', commission_bp: 500, commission_overrides: [{ category: 'accommodation', commission_bp: 1000 }] });
  expect(res.statusCode, res.body).toBe(201);
  agent = res.json() as AgentDetail;
});

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

const tripsOf = (caller: Caller = agentDesk) => ok<AgentTripsResponse>(caller.get(AGENT_PATHS.trips(agent.id)));

/** The sell of each category of a frozen version, with no discount: what the commission is reckoned on. */
function sellsByCategory(schedule: ItinerarySchedule): Record<string, number> {
  const sells: Record<string, number> = {};
  for (const item of schedule.days.flatMap((day) => day.items)) sells[item.category ?? 'other'] = (sells[item.category ?? 'other'] ?? 0) + item.sell_paise;
  for (const charge of schedule.transport) sells.transport = (sells.transport ?? 0) + charge.sell_paise;
  return sells;
}

/** A quote for two at the show, brought by the agent and not accepted yet. */
async function quotedTrip(): Promise<TripHeading> {
  const heading = await ok<TripHeading>(
    desk.seller.post('/api/itinerary/trip-heading/', { title: 'Alleppey weekend', customer: { name: 'Anita Desai' }, start_date: '2027-03-05', nights: 1, travellers: { adults: 2 }, agent_id: agent.id }),
    201,
  );
  const schedule = await ok<ItinerarySchedule>(desk.seller.get(`/api/itinerary/${heading.id}/schedule/`));
  await ok(desk.seller.post(`/api/itinerary/${heading.id}/day-schedule/${schedule.days[0]?.id ?? 0}/items/`, { variant_id: desk.world.show.adult, quantity: 2 }), 201);
  return heading;
}

describe("an agent's trips", () => {
  it('lists the trips the agent brought, the latest start first, each booking with the commission on its accepted version', async () => {
    const accepted = await makeAcceptedTrip(desk);
    await ok(desk.seller.patch(`/api/itinerary/trip-heading/${accepted.id}/`, { agent_id: agent.id }));
    const booking = await bookTrip(desk.ops, accepted.id);
    const quoted = await quotedTrip();
    await makeAcceptedTrip(desk, { title: 'Walk-in customer' });

    const version = await ok<FinalItinerary>(desk.seller.get(`/api/itinerary/${accepted.id}/final-itinerary/1/`));
    const sells = sellsByCategory(version.schedule);
    expect(sells).toEqual({ accommodation: 2_000_000, activity: 240_000, transport: 1_600_000 });

    const { trips } = await tripsOf();
    expect(trips).toEqual([
      {
        id: quoted.id,
        title: 'Alleppey weekend',
        customer_name: 'Anita Desai',
        start_date: '2027-03-05',
        status: 'draft',
        quoted_total_paise: 168_000,
        booking: null,
        // 5% of the show for two, 1,60,000 paise.
        commission_paise: 8_000,
        commission_credited: false,
      },
      {
        id: accepted.id,
        title: 'Kerala backwaters, 3 nights',
        customer_name: 'Rahul Sharma',
        start_date: '2027-02-10',
        status: 'booked',
        quoted_total_paise: version.total_paise,
        booking: { id: booking.id, reference: booking.reference, status: 'confirming', total_paise: version.total_paise },
        // 10% of the stays, 5% of the show and of the car.
        commission_paise: 200_000 + 12_000 + 80_000,
        commission_credited: false,
      },
    ]);
  });

  it('reckons the commission at the agent’s rates of today, and shows it credited while its wallet entry stands', async () => {
    const accepted = await makeAcceptedTrip(desk);
    await ok(desk.seller.patch(`/api/itinerary/trip-heading/${accepted.id}/`, { agent_id: agent.id }));
    const booking = await bookTrip(desk.ops, accepted.id);
    await ok(agentDesk.patch(AGENT_PATHS.agent(agent.id), { commission_bp: 300, commission_overrides: [] }));
    expect((await tripsOf()).trips[0]).toMatchObject({ commission_paise: 60_000 + 7_200 + 48_000, commission_credited: false });

    const credit = await ctx.database.db.transaction((tx) =>
      postEntry(tx, systemActor(), { agentId: agent.id, type: 'commission', amountPaise: 115_200, bookingId: booking.id, reference: booking.reference, idempotencyKey: 'commission-test-1', request: {} }),
    );
    expect((await tripsOf()).trips[0]).toMatchObject({ commission_credited: true });

    await ctx.database.db.transaction((tx) =>
      postEntry(tx, systemActor(), { agentId: agent.id, type: 'reversal', amountPaise: -115_200, reversesEntryId: credit.entry.id, reason: 'Credited twice', idempotencyKey: 'commission-test-2', request: {} }),
    );
    expect((await tripsOf()).trips[0]).toMatchObject({ commission_credited: false });
  });

  it('takes agents.view, and answers 404 for no such agent', async () => {
    const seller = desk.seller;
    expect((await seller.get(AGENT_PATHS.trips(agent.id))).statusCode).toBe(403);
    expect((await agentDesk.get(AGENT_PATHS.trips(999_999))).statusCode).toBe(404);
    expect(await tripsOf()).toEqual({ trips: [] });
  });
});
