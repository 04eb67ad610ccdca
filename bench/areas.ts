/**
 * The newer areas under load, each operation as the web app performs it (the requests its page
 * makes, the later ones in parallel as the page fires them), timed whole from 16 loops at once:
 * opening and pricing a big trip, freezing versions, the bookings list and a booking's page with its
 * timeline, the accounts' due-payment data, and an agent's wallet statement of a year. Every request
 * must answer its success status; anything else counts as an error, and the first few bodies of
 * each scenario are printed to stderr. The budgets of issue 20 ride in the names ("…, p95 < 50 ms").
 */
import { AGENT_PATHS, BOOKING_PATHS, ITINERARY_PATHS, MAX_PAGE_SIZE, MESSAGING_PATHS, PAYMENT_PATHS } from '@ua/contracts';
import type { AreaFixtures } from './areas-seed.ts';
import { runOperation, type ScenarioResult } from './load.ts';

/** Requests at once: 16 connections, as the catalogue's search is measured. */
const CONCURRENCY = 16;
/**
 * A page that fires its requests in parallel (a trip's 5, a booking's 9) puts several in flight per
 * person: 4 people opening pages at the same instant keep 20 to 36 requests going, on a par with the
 * 16 connections of the single calls, and more than an office this size opens at once.
 */
const PAGE_LOOPS = 4;
/** Error bodies printed per scenario: enough to see why, not a flood. */
const SHOWN_ERRORS = 3;

type Call = { path: string; method?: 'GET' | 'POST'; body?: unknown; ok?: number };

type Caller = {
  /** One request; true when it answered its success status. */
  call(request: Call): Promise<boolean>;
  /** As `call`, answering the JSON body too (undefined on failure). */
  json<T>(request: Call): Promise<T | undefined>;
};

function callerFor(base: string, headers: () => Record<string, string>, scenario: string): Caller {
  let shown = 0;
  const send = async (request: Call): Promise<{ ok: boolean; text: string }> => {
    let res: Response;
    try {
      res = await fetch(`${base}${request.path}`, {
        method: request.method ?? 'GET',
        headers: { accept: 'application/json', ...headers(), ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
    } catch (error) {
      if (shown < SHOWN_ERRORS) {
        shown += 1;
        console.error(`[areas] ${scenario}: ${request.method ?? 'GET'} ${request.path} failed: ${String(error)}`);
      }
      return { ok: false, text: '' };
    }
    const text = await res.text();
    const ok = res.status === (request.ok ?? 200);
    if (!ok && shown < SHOWN_ERRORS) {
      shown += 1;
      console.error(`[areas] ${scenario}: ${request.method ?? 'GET'} ${request.path} answered ${res.status}: ${text.slice(0, 300)}`);
    }
    return { ok, text };
  };
  return {
    async call(request) {
      return (await send(request)).ok;
    },
    async json<T>(request: Call) {
      const { ok, text } = await send(request);
      return ok ? (JSON.parse(text) as T) : undefined;
    },
  };
}

const all = async (calls: Promise<boolean>[]) => (await Promise.all(calls)).every(Boolean);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const query = (params: Record<string, string | number | readonly (string | number)[]>) =>
  Object.entries(params)
    .flatMap(([key, value]) => (Array.isArray(value) ? value.map((item) => `${encodeURIComponent(`${key}[]`)}=${encodeURIComponent(String(item))}`) : [`${key}=${encodeURIComponent(String(value))}`]))
    .join('&');

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** What the conversation panel of a trip or a booking asks for: both channels' messages and the templates. */
function conversation(api: Caller, recordType: 'itinerary' | 'booking', recordId: number): Promise<boolean>[] {
  const messages = query({ record_type: recordType, record_id: recordId, page: 1, page_size: MAX_PAGE_SIZE });
  return [api.call({ path: `${MESSAGING_PATHS.whatsappMessageAction}?${messages}` }), api.call({ path: `${MESSAGING_PATHS.mailMessageAction}?${messages}` }), api.call({ path: MESSAGING_PATHS.templates })];
}

/**
 * The areas' scenarios against a running server, in order; each runs `seconds`. `loops` overrides
 * how many run at once (`{ single: 1, page: 1 }` gives each operation's latency on an idle server).
 */
export async function areaScenarios(
  base: string,
  headers: () => Record<string, string>,
  fixtures: AreaFixtures,
  seconds: number,
  loops: { single?: number; page?: number } = {},
  chosen: (scenario: { name: string }) => boolean = () => true,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  const single = loops.single ?? CONCURRENCY;
  const pageLoops = loops.page ?? PAGE_LOOPS;
  const measure = async (name: string, operation: (api: Caller, loop: number) => Promise<boolean>, page = false) => {
    if (!chosen({ name })) return;
    const api = callerFor(base, headers, name);
    results.push(await runOperation(name, page ? pageLoops : single, seconds, (loop) => operation(api, loop)));
  };
  const { today } = fixtures;
  const expectedItems = (schedule: { days: Array<{ items: unknown[] }> }) => schedule.days.reduce((sum, day) => sum + day.items.length, 0);

  // The itinerary editor: the schedule (priced as it opens), then its versions and conversation.
  if (fixtures.bigTripIds.length > 0) {
    await measure('itinerary: open and price a 14-day trip of 40 items, p95 < 50 ms', async (api) => {
      const id = pick(fixtures.bigTripIds);
      const schedule = await api.json<{ days: Array<{ items: unknown[] }>; pricing: { total_paise: number } }>({ path: ITINERARY_PATHS.schedule(id) });
      if (!schedule || expectedItems(schedule) === 0 || schedule.pricing.total_paise <= 0) return false;
      return all([api.call({ path: ITINERARY_PATHS.finalItineraries(id) }), ...conversation(api, 'itinerary', id)]);
    }, true);
  }

  // Each freeze a real one: the next draft in turn (once all are frozen, their next versions).
  if (fixtures.freezableTripIds.length > 0) {
    let next = 0;
    await measure('itinerary: freeze a version, p95 < 150 ms', async (api) => {
      const id = fixtures.freezableTripIds[next % fixtures.freezableTripIds.length] as number;
      next += 1;
      return api.call({ path: ITINERARY_PATHS.finalItineraries(id), method: 'POST', body: { note: 'Frozen by the benchmark' }, ok: 201 });
    });
  }

  // The bookings list as operations filter it: by status and departure dates, open work, nobody assigned, the past.
  const filters: Array<Record<string, string | number | string[]>> = [
    { status: ['confirming', 'confirmed'], travel_from: today, travel_to: addDays(today, 60), page: 1, page_size: 25 },
    { unconfirmed: 'true', travel_from: today, travel_to: addDays(today, 30), page: 1, page_size: 25 },
    { departing_within: 14, page: 1, page_size: 25 },
    { assigned: 'none', status: ['confirming'], page: 1, page_size: 25 },
    { status: ['completed'], travel_from: addDays(today, -180), travel_to: today, ordering: '-start_date', page: 1, page_size: 25 },
    { travel_from: addDays(today, 30), travel_to: addDays(today, 120), page: 2, page_size: 50 },
  ];
  await measure('bookings: list with filters, p95 < 100 ms', async (api) => api.call({ path: `${BOOKING_PATHS.bookings}?${query(pick(filters))}` }));
  if (fixtures.bookingSearches.length > 0) {
    await measure('bookings: list, search by name or reference, p95 < 100 ms', async (api) =>
      api.call({ path: `${BOOKING_PATHS.bookings}?${query({ search: pick(fixtures.bookingSearches), page: 1, page_size: 25 })}` }),
    );
  }

  // A booking's page: the booking, then at once its comments, timeline, conversation and payments panel (money, mails, the agent's wallet).
  const pageBookings = fixtures.longTimelineBookingIds.length > 0 ? fixtures.longTimelineBookingIds : fixtures.bookingIds;
  if (pageBookings.length > 0) {
    await measure('bookings: a booking page with its timeline, p95 < 100 ms', async (api) => {
      const id = pick(pageBookings);
      if (!(await api.call({ path: BOOKING_PATHS.booking(id) }))) return false;
      return all([
        api.call({ path: `${BOOKING_PATHS.comments(id)}?${query({ page: 1, page_size: 20 })}` }),
        api.call({ path: BOOKING_PATHS.timeline(id) }),
        ...conversation(api, 'booking', id),
        api.call({ path: PAYMENT_PATHS.duePaymentData(id) }),
        api.call({ path: `${PAYMENT_PATHS.paymentMail}?${query({ booking: id })}` }),
        api.call({ path: AGENT_PATHS.bookingWallet(id) }),
      ]);
    }, true);
  }

  // Accounts: the dues of the next fortnight and every overdue one, and one booking's money.
  await measure('payments: due-payment data, the accounts view, p95 < 50 ms', async (api) => api.call({ path: PAYMENT_PATHS.accountsDues }));
  if (fixtures.bookingIds.length > 0) {
    await measure('payments: due-payment data of a booking, p95 < 50 ms', async (api) => api.call({ path: PAYMENT_PATHS.duePaymentData(pick(fixtures.bookingIds)) }));
  }

  // An agent's statement of the last twelve months, as the wallet page asks for it: the busiest agencies', and middling ones'.
  const statement = (agents: readonly number[]) => async (api: Caller) => api.call({ path: `${AGENT_PATHS.statement(pick(agents))}?${query({ from: addDays(today, -364), to: today })}` });
  if (fixtures.busyAgentIds.length > 0) await measure('wallet: a statement of a year, busiest agencies, p95 < 200 ms', statement(fixtures.busyAgentIds));
  if (fixtures.typicalAgentIds.length > 0) await measure('wallet: a statement of a year, a middling agency, p95 < 200 ms', statement(fixtures.typicalAgentIds));
  return results;
}
