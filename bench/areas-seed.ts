/**
 * Company-scale data for the newer areas: trips with days and items priced from the catalogue, their
 * frozen versions, bookings made from the accepted ones with their services, timelines and
 * travellers, payment plans with dues, payments, receipts and links, B2B agents with a year of
 * wallet ledger, and the mail and WhatsApp history of trips and bookings.
 *
 * The bulk is laid with set-based SQL (generate_series over the catalogue the bench seeded first);
 * what the app reckons with its own rules (a trip's price with its taxes and the agent's
 * commission, the version's heading) is reckoned by the app's own functions and written back in
 * bulk, so a version reads exactly as one frozen by the app. Every row keeps the schema's
 * constraints and the domain's invariants: a version is the trip as its rows stand, a booking is made
 * from its trip's accepted version with a service per line, its status and counts follow from its
 * services and dates, dues add up to the booking's total, each due's paid amount is its allocations,
 * receipt numbers run without gaps in each financial year's series, and the wallet balances are the
 * sums of their ledgers, never below the credit limit at any entry. CHECK and UNIQUE constraints hold
 * row by row as always; the foreign keys and the wallet's balance trigger are held for the seed's one
 * transaction (row by row they took most of its time) and what they guarantee is checked set-based
 * before it commits. Generated customers write from `@bench.example`, which is how a database holding
 * the data is recognised and reused. About a minute and a half for the full scale on PostgreSQL.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { PAYMENT_METHOD_LABELS, gstinCheckCharacter, type ItinerarySchedule, type PriceSource, type ProductCategoryType } from '@ua/contracts';
import { queryRows, type Db } from '../apps/server/src/db/client.ts';
import { agents, bookings, itineraries, users, walletEntries } from '../apps/server/src/db/schema/index.ts';
import { staffNames } from '../apps/server/src/modules/admin/index.ts';
import { agentForTrip, type AgentForTrip } from '../apps/server/src/modules/agents/index.ts';
import { commissionKeyOf } from '../apps/server/src/modules/agents/commission.service.ts';
import { agentCommissionOf, commissionBases } from '../apps/server/src/modules/itineraries/agent-commission.ts';
import { priceTrip } from '../apps/server/src/modules/itineraries/pricing.ts';
import { pricingRulesOf, toTripHeading } from '../apps/server/src/modules/itineraries/schedule.mappers.ts';
import { toTripAgent } from '../apps/server/src/modules/itineraries/trip-agent.ts';
import { addDays, todayInIndia } from '../apps/server/src/modules/itineraries/index.ts';
import { renderMailTemplate } from '../apps/server/src/modules/messaging/mail-templates.ts';
import { findWhatsappTemplate, renderTemplateBody } from '../apps/server/src/modules/messaging/whatsapp-templates.ts';
import { requestHashOf } from '../apps/server/src/modules/payments/index.ts';

export type AreaScale = {
  /** Trips of `days` days with `itemsPerDay` items each. */
  itineraries: number;
  days: number;
  itemsPerDay: number;
  /** Bookings, made from accepted versions of as many of those trips. */
  bookings: number;
  /** Payment dues (exact) and payments (about: what the dues' dates make of the target). */
  dues: number;
  payments: number;
  agents: number;
  walletEntries: number;
  /** Mail and WhatsApp messages on trips and bookings, with their status histories. */
  messages: number;
  /** Draft trips of `bigTripDays` days and `bigTripItems` items, priced from the catalogue's seasons. */
  bigTrips: number;
  bigTripDays: number;
  bigTripItems: number;
};

export const AREA_FULL_SCALE: AreaScale = {
  itineraries: 20_000,
  days: 10,
  itemsPerDay: 4,
  bookings: 8_000,
  dues: 24_000,
  payments: 16_000,
  agents: 500,
  walletEntries: 100_000,
  messages: 200_000,
  bigTrips: 20,
  bigTripDays: 14,
  bigTripItems: 40,
};

export const AREA_EMBEDDED_SCALE: AreaScale = {
  itineraries: 2_000,
  days: 10,
  itemsPerDay: 4,
  bookings: 800,
  dues: 2_400,
  payments: 1_600,
  agents: 50,
  walletEntries: 10_000,
  messages: 20_000,
  bigTrips: 10,
  bigTripDays: 14,
  bigTripItems: 40,
};

/** What the scenarios act on. */
export type AreaFixtures = {
  /** Draft trips of 14 days and 40 items, priced from the catalogue's seasons. */
  bigTripIds: number[];
  /** Draft trips to freeze, one after another (a second round freezes their next versions). */
  freezableTripIds: number[];
  /** Bookings with the longest timelines (events, messages and comments). */
  longTimelineBookingIds: number[];
  /** Bookings of every status, to open and to read the money of. */
  bookingIds: number[];
  /** Agents with the most wallet entries over the last year (the busiest has about 2,300 at full scale). */
  busyAgentIds: number[];
  /** Agents in the middle of the range (about 200 entries a year at full scale). */
  typicalAgentIds: number[];
  /** Customers' surnames and booking references, to search the bookings list by. */
  bookingSearches: string[];
  /** The day the data was laid for (India's calendar). */
  today: string;
};

const MARK = '@bench.example';
const HASH_MASK = 1_073_741_823;
const CHUNK = 2_000;
const WHATSAPP_NUMBER_ID = '100000000000001';
const MAIL_FROM = 'UA Internal <trips@ua-internal.local>';
const SITE = 'https://trips.example.in';

const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan', 'Ananya', 'Diya', 'Aadhya', 'Saanvi', 'Pari', 'Myra', 'Kiara', 'Riya', 'Meera', 'Nisha', 'Rahul', 'Rohan', 'Kavya', 'Sneha', 'Priya', 'Neha', 'Vikram', 'Farah', 'Imran', 'Joseph', 'Maria', 'Harpreet', 'Gurpreet', 'Lakshmi', 'Deepa', 'Suresh', 'Ramesh', 'Anil', 'Sunita', 'Pooja'];
const LAST = ['Sharma', 'Verma', 'Iyer', 'Nair', 'Menon', 'Reddy', 'Rao', 'Patel', 'Shah', 'Desai', 'Kapoor', 'Khan', 'Singh', 'Gill', 'Das', 'Bose', 'Banerjee', 'Mukherjee', 'Pillai', 'Kulkarni', 'Joshi', 'Gupta', 'Agarwal', 'Chopra', 'Malhotra', 'Fernandes', 'Dsouza', 'Thomas', 'Mathew', 'Naidu'];
const CITIES: Array<[string, string]> = [
  ['Mumbai', '27'], ['Delhi', '07'], ['Bengaluru', '29'], ['Chennai', '33'], ['Hyderabad', '36'], ['Pune', '27'], ['Kolkata', '19'], ['Ahmedabad', '24'], ['Jaipur', '08'], ['Lucknow', '09'],
  ['Kochi', '32'], ['Indore', '23'], ['Chandigarh', '04'], ['Nagpur', '27'], ['Surat', '24'], ['Coimbatore', '33'], ['Bhopal', '23'], ['Vadodara', '24'], ['Nashik', '27'], ['Mysuru', '29'],
];
const AGENCY_WORDS = ['Sunrise', 'Horizon', 'Blue Lotus', 'Golden Trail', 'Silver Sands', 'Green Valley', 'Royal', 'Saffron', 'Monsoon', 'Peacock', 'Evergreen', 'Coral', 'Himalayan', 'Deccan', 'Malabar', 'Konkan', 'Ganga', 'Tulip', 'Orchid', 'Banyan'];
const AGENCY_KINDS = ['Holidays', 'Tours', 'Travels', 'Journeys', 'Vacations', 'Getaways', 'Trips', 'Escapes'];
const ADJUSTMENTS = ['Offline hotel booking, invoice', 'Bank charges on the transfer', 'Cancellation charges, invoice', 'Visa fees paid for the agency, invoice', 'Goodwill credit for a late pick-up', 'Rate difference on a group booking, invoice'];
const REPLIES_FROM_CUSTOMERS = ['Thank you! Can the driver meet us at the airport?', 'Received, thanks. Is breakfast included at the hotel?', 'Perfect. We will pay the next instalment this week.', 'Can we add one more night at the end?', 'Got the vouchers, thank you so much!'];
const REPLIES_FROM_SUPPLIERS = ['Confirmed, rooms blocked. Will share the confirmation number shortly.', 'Noted. Driver details will be sent a day before.', 'Received the request, checking availability.'];
const COMMENTS = ['Customer asked for a late check-out on the last day; asked the hotel.', 'Called the supplier, they will confirm by evening.', 'Advance received, all good to go.', 'Please check the pick-up time with the driver.', 'The customer prefers vegetarian meals throughout.'];

type Step = { name: string; started: number };

/** Set-based statements, timed: the report names the slow ones. */
function timer(log: (line: string) => void) {
  let step: Step | null = null;
  return {
    step(name: string) {
      if (step) log(`${step.name}: ${((Date.now() - step.started) / 1000).toFixed(1)} s`);
      step = name ? { name, started: Date.now() } : null;
    },
  };
}

const run = (db: Db, query: SQL) => db.execute(query);
/** `(hashint4(key) & max)`: a stable pseudo-random non-negative integer of a key. */
const h = (key: string) => sql.raw(`(hashint4((${key})::int) & ${HASH_MASK})`);
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

async function countOf(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/** Seeds the areas at `scale`, or reuses a database that holds them; answers the counts and the scenarios' fixtures. */
export async function seedAreas(db: Db, scale: AreaScale, log: (line: string) => void = () => undefined): Promise<{ reused: boolean; counts: Record<string, number>; fixtures: AreaFixtures }> {
  const now = new Date();
  const today = todayInIndia(now);
  const seeded = await countOf(db, sql`select count(*)::int as n from ${itineraries} where ${itineraries.customerEmail} like ${`%${MARK}`}`);
  const wanted = scale.itineraries + scale.bigTrips;
  if (seeded >= wanted * 0.95) return { reused: true, counts: await countsOf(db), fixtures: await fixturesOf(db, scale, today) };
  if (seeded > 0) {
    throw new Error(`This database holds ${seeded} generated trips, not the ${wanted} of this scale: seed the areas into a fresh database (the wallet ledger is append-only, so they cannot be taken out).`);
  }
  const clock = timer(log);
  await db.transaction(async (tx) => {
    // Room for the sorts and hash joins of a few million rows. Row by row, the foreign keys' triggers
    // and the wallet's balance trigger would take most of the time: they are held for this
    // transaction (replica mode), and what they guarantee is checked set-based before it commits.
    await run(tx, sql`set local work_mem = '256MB'`);
    await run(tx, sql`set local session_replication_role = replica`);
    const context = await contextOf(tx, scale, now, today);
    clock.step('agents');
    await seedAgents(tx, context);
    clock.step('trips, days and items');
    await seedTrips(tx, context);
    clock.step('prices and versions');
    await priceAndFreeze(tx, context);
    clock.step('bookings and services');
    await seedBookings(tx, context);
    clock.step('timelines and messages');
    await seedTimelines(tx, context);
    clock.step('payments');
    await seedMoney(tx, context);
    clock.step('wallets');
    await seedWallets(tx, context);
    clock.step('checks');
    await settleAndCheck(tx);
    clock.step('');
  });
  // Hint bits, visibility maps and statistics now, as a database in use has them, rather than by autovacuum during the measurements.
  clock.step('vacuum');
  await run(db, sql`vacuum analyze ${sql.raw([...WRITTEN, 'receipt_series'].join(', '))}`);
  clock.step('');
  return { reused: false, counts: await countsOf(db), fixtures: await fixturesOf(db, scale, today) };
}

type Context = {
  scale: AreaScale;
  now: SQL;
  today: SQL;
  sales: number[];
  operations: number[];
  accounts: number[];
  seasons: Array<{ from: string; to: string }>;
  bigStart: string;
};

async function contextOf(tx: Db, scale: AreaScale, now: Date, today: string): Promise<Context> {
  const demo = await queryRows<{ id: number; email: string }>(tx, sql`select id, email from ${users} where email in ('admin@ua.test', 'ops@ua.test', 'accounts@ua.test') order by id`);
  const byEmail = new Map(demo.map((row) => [row.email, Number(row.id)]));
  const admin = byEmail.get('admin@ua.test');
  if (admin === undefined) throw new Error('The areas need the demo staff: run the demo seed first (seedStaffAndNotifications does).');
  const ops = byEmail.get('ops@ua.test') ?? admin;
  const accounts = byEmail.get('accounts@ua.test') ?? admin;
  // Bench staff hold the Operations level (every .view label): they sell, run bookings, and are named on them.
  const bench = (await queryRows<{ id: number }>(tx, sql`select id from ${users} where email like 'bench-%' order by id limit 30`)).map((row) => Number(row.id));
  const seasons = (
    await queryRows<{ from: string; to: string }>(
      tx,
      sql`select valid_from::text as "from", valid_to::text as "to" from product_variants where active and currency = 'INR' group by 1, 2 having count(*) >= 100 order by 1`,
    )
  ).map((row) => ({ from: String(row.from), to: String(row.to) }));
  if (seasons.length === 0) throw new Error('The areas price trips from the catalogue: seed the catalogue first.');
  // The big trips start a fortnight on or later, inside one season, so every line is priced by it.
  const fits = seasons.find((season) => addDays(maxDate(season.from, addDays(today, 14)), 20 + scale.bigTripDays) <= season.to);
  const bigStart = fits ? maxDate(fits.from, addDays(today, 14)) : addDays(today, 30);
  return {
    scale,
    now: sql`${now.toISOString()}::timestamptz`,
    today: sql`${today}::date`,
    sales: [ops, admin, ...bench.slice(0, 12)],
    operations: [ops, ...bench.slice(12, 24)],
    accounts: [accounts, admin],
    seasons,
    bigStart,
  };
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

// ---------------------------------------------------------------- agents

/** A PAN of the agency's initial and a GSTIN of its state with the check character the portal computes. */
function taxIds(index: number, name: string, stateCode: string): { pan: string; gstin: string } {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const letter = (n: number) => letters.charAt(n % 26);
  const pan = `${letter(index)}${letter(index * 7 + 3)}${letter(index * 13 + 5)}${index % 3 === 0 ? 'F' : 'C'}${name.charAt(0).toUpperCase()}${String(1000 + (index % 9000)).padStart(4, '0')}${letter(index * 11)}`;
  const first14 = `${stateCode}${pan}1Z`;
  return { pan, gstin: `${first14}${gstinCheckCharacter(first14) ?? '0'}` };
}

async function seedAgents(tx: Db, c: Context): Promise<void> {
  const taken = new Set((await queryRows<{ name: string }>(tx, sql`select lower(agency_name) as name from ${agents}`)).map((row) => row.name));
  const ids = (await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('agents', 'id'))::int as id from generate_series(1, ${c.scale.agents})`)).map((row) => Number(row.id)).sort((a, b) => a - b);
  const rows = ids.map((id, index) => {
    const [city, state] = CITIES[index % CITIES.length] as [string, string];
    let name = `${AGENCY_WORDS[index % AGENCY_WORDS.length]} ${AGENCY_KINDS[Math.floor(index / AGENCY_WORDS.length) % AGENCY_KINDS.length]}`;
    if (taken.has(name.toLowerCase())) name = `${name} ${city}`;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${name.replace(/ \d+$/, '')} ${n}`;
    taken.add(name.toLowerCase());
    const withTax = index % 10 !== 9;
    const { pan, gstin } = taxIds(index, name, state);
    return { id, name, city, pan: withTax ? pan : null, gstin: withTax ? gstin : null, commission: 500 + (index % 8) * 100, status: index % 50 === 7 ? 'on_hold' : index % 100 === 13 ? 'closed' : 'active' };
  });
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await run(
    tx,
    sql`insert into agents (id, agency_name, city, gstin, pan, commission_bp, status, status_reason, status_changed_at, account_manager_id, notes, created_at, updated_at)
        overriding system value
        select u.id, u.name, u.city, u.gstin, u.pan, u.commission, u.status,
               case u.status when 'on_hold' then 'Dues unpaid for 45 days' when 'closed' then 'The agency stopped trading' else '' end,
               case when u.status <> 'active' then ${c.now} - interval '20 days' end,
               (${intArray(c.accounts.concat(c.sales.slice(0, 3)))})[1 + u.id % ${c.accounts.length + Math.min(3, c.sales.length)}],
               'B2B partner since ' || to_char(${c.now} - make_interval(days => 400 + u.id % 500), 'FMMonth YYYY') || '.',
               ${c.now} - make_interval(days => 400 + u.id % 500), ${c.now} - make_interval(days => 30 + u.id % 60)
        from unnest(${intArray(column('id'))}, ${textArray(column('name'))}, ${textArray(column('city'))}, ${sql.param(column('gstin'))}::text[], ${sql.param(column('pan'))}::text[],
                    ${intArray(column('commission'))}, ${textArray(column('status'))}) as u(id, name, city, gstin, pan, commission, status)`,
  );
  await run(
    tx,
    sql`insert into agent_contacts (agent_id, position, name, phone, email, whatsapp)
        select a.id, p.position, case p.position when 0 then (${textArray(FIRST)})[1 + a.id % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + a.id % ${LAST.length}] else 'Accounts desk' end,
               case p.position when 0 then '+9198' || lpad((a.id * 7919 % 100000000)::text, 8, '0') end,
               lower(regexp_replace(a.agency_name, '[^A-Za-z]+', '', 'g')) || case p.position when 0 then '.sales' else '.accounts' end || ${MARK},
               case p.position when 0 then '+9198' || lpad((a.id * 7919 % 100000000)::text, 8, '0') end
        from agents a cross join (values (0), (1)) as p(position)
        where a.id = any(${intArray(ids)}) and (p.position = 0 or a.id % 2 = 0)`,
  );
  await run(
    tx,
    sql`insert into agent_commissions (agent_id, category, commission_bp)
        select a.id, o.category, o.bp from agents a cross join (values ('accommodation', 1000), ('transport', 500)) as o(category, bp)
        where a.id = any(${intArray(ids)}) and a.id % 5 = 0`,
  );
}

// ---------------------------------------------------------------- trips

async function seedTrips(tx: Db, c: Context): Promise<void> {
  const { scale } = c;
  await run(tx, sql`create temp table b_seasons (i int primary key, f date, t date) on commit drop`);
  for (const [index, season] of c.seasons.entries()) await run(tx, sql`insert into b_seasons values (${index}, ${season.from}::date, ${season.to}::date)`);
  // Variants to quote, by season, destination (a level-3 place, its spots folded in) and category.
  await run(
    tx,
    sql`create temp table b_cand on commit drop as
        select s.i as season, case when l.level = 4 then l.parent_id else l.id end as dest, c.type_name as category, array_agg(v.id order by v.id) as ids
        from product_variants v join products p on p.id = v.product_id join product_categories c on c.id = p.category_id
        join locations l on l.id = p.location_id join b_seasons s on s.f = v.valid_from and s.t = v.valid_to
        where v.active and p.active and v.currency = 'INR' and l.level in (3, 4)
        group by 1, 2, 3`,
  );
  await run(tx, sql`create index on b_cand (season, dest, category)`);
  // Destinations that sell every kind of line a day holds, in each season, neighbours by state.
  await run(
    tx,
    sql`create temp table b_rich on commit drop as
        select x.season, array_agg(x.dest order by l.parent_id, x.dest) as dests
        from (select season, dest from b_cand where category in ('accommodation', 'transport', 'sightseeing', 'activity', 'meal')
              group by 1, 2 having count(distinct category) = 5) x join locations l on l.id = x.dest
        group by 1`,
  );
  const rich = await countOf(tx, sql`select coalesce(min(cardinality(dests)), 0)::int as n from b_rich`);
  if (rich < 3) throw new Error('The catalogue has too few destinations selling stays, transfers, sightseeing, activities and meals in one season.');

  const n = scale.itineraries;
  const r = (k: number) => h(`g * 37 + ${k}`);
  await run(
    tx,
    sql`create temp table b_trip on commit drop as
        with base as (
          select g, kind, ndays, nitems, ${r(1)} r1, ${r(2)} r2, ${r(3)} r3, ${r(4)} r4, ${r(5)} r5, ${r(6)} r6, ${r(7)} r7, ${r(8)} r8, ${r(9)} r9, ${r(10)} r10,
                 ${r(11)} r11, ${r(12)} r12, ${r(13)} r13, ${r(14)} r14, ${r(15)} r15, ${r(16)} r16, ${r(17)} r17, ${r(18)} r18, ${r(19)} r19, ${r(20)} r20, ${r(21)} r21,
                 case when kind = 'std' then ${c.today} - 395 + (${r(0)} % 695) else ${c.bigStart}::date + (g % 20) end as start_date,
                 kind = 'std' and (g::bigint * ${scale.bookings} / ${n}) <> ((g::bigint - 1) * ${scale.bookings} / ${n}) as booked
          from (select g, 'std' as kind, ${scale.days}::int as ndays, ${scale.days * scale.itemsPerDay}::int as nitems from generate_series(1, ${n}) g
                union all select ${n}::int + g, 'big', ${scale.bigTripDays}::int, ${scale.bigTripItems}::int from generate_series(1, ${scale.bigTrips}) g) x),
        shaped as (
          select b.*, b.ndays - 1 as nights,
                 (select s.i from b_seasons s where s.f <= b.start_date and b.start_date + b.ndays - 1 <= s.t order by s.i limit 1) as season,
                 case when b.booked then 'booked' when b.kind = 'big' then 'draft'
                      when b.start_date < ${c.today} then case when b.r1 % 10 < 6 then 'lost' else 'sent' end
                      when b.r1 % 100 < 55 then 'draft' when b.r1 % 100 < 80 then 'sent' when b.r1 % 100 < 87 then 'accepted' else 'lost' end as status,
                 case when not b.booked then null
                      when b.start_date - (20 + b.r2 % 100) + make_interval(hours => 4 + b.r3 % 8) < ${c.now} - interval '1 day' then b.start_date - (20 + b.r2 % 100) + make_interval(hours => 4 + b.r3 % 8)
                      else ${c.now} - interval '1 day' - make_interval(days => b.r3 % 150, hours => b.r4 % 24) end as made_at
          from base b)
        select nextval(pg_get_serial_sequence('itineraries', 'id'))::int as id, s.*,
               coalesce(s.season, (select min(r.season) from b_rich r)) as cand_season,
               coalesce((select r.dests from b_rich r where r.season = s.season), (select r.dests from b_rich r order by r.season limit 1)) as pool,
               case when s.made_at is not null then s.made_at - make_interval(days => 1 + s.r4 % 3, hours => s.r5 % 6) end as accepted_at
        from shaped s`,
  );
  await run(
    tx,
    sql`alter table b_trip add column d1 int, add column d2 int, add column d3 int, add column created_at timestamptz, add column frozen_at timestamptz, add column owner_id int,
          add column agent_id int, add column versioned boolean`,
  );
  const activeAgents = (await queryRows<{ id: number }>(tx, sql`select id from agents where status = 'active' and id in (select id from agents order by id desc limit ${scale.agents}) order by id`)).map((row) => Number(row.id));
  await run(
    tx,
    sql`update b_trip set
          d1 = pool[1 + r20 % cardinality(pool)], d2 = pool[1 + (r20 + 1) % cardinality(pool)], d3 = pool[1 + (r20 + 2) % cardinality(pool)],
          frozen_at = case when accepted_at is not null then accepted_at - make_interval(days => 2 + r6 % 4, hours => r7 % 5) end,
          owner_id = (${intArray(c.sales)})[1 + r21 % ${c.sales.length}],
          agent_id = case when kind = 'std' and r9 % 10 < 3 and ${activeAgents.length} > 0 then (${intArray(activeAgents.length > 0 ? activeAgents : [0])})[1 + r10 % ${Math.max(1, activeAgents.length)}] end,
          versioned = status in ('sent', 'accepted', 'booked', 'lost')`,
  );
  await run(
    tx,
    sql`update b_trip set
          created_at = coalesce(frozen_at - make_interval(days => 1 + r8 % 5), least(start_date - (10 + r2 % 90) + time '09:00', ${c.now} - make_interval(days => 2 + r3 % 40))),
          frozen_at = case when frozen_at is not null then frozen_at
                           when versioned then least(least(start_date - (10 + r2 % 90) + time '09:00', ${c.now} - make_interval(days => 2 + r3 % 40)) + make_interval(days => 1 + r4 % 3), ${c.now} - interval '1 hour') end`,
  );
  await run(tx, sql`update b_trip set accepted_at = least(frozen_at + make_interval(days => 1 + r5 % 3), ${c.now} - interval '30 minutes') where status = 'accepted'`);
  await run(tx, sql`create unique index on b_trip (id)`);
  // Temporary tables have no statistics until asked: the planner needs them for the joins below.
  await run(tx, sql`analyze b_trip`);

  await run(
    tx,
    sql`insert into itineraries (id, title, status, lost_reason, lost_note, customer_name, customer_phone, customer_email, customer_whatsapp, customer_city, start_date, nights, adults,
                                 children_ages, infants, rooms, starting_city_id, currency, owner_id, notes, agent_id, agency_branding, markup_mode, markup_bp, discount_paise,
                                 gst_mode, gst_supply, overseas, quoted_total_paise, latest_version, accepted_version, created_at, updated_at)
        overriding system value
        select t.id, l1.name || ', ' || l2.name || ' and ' || l3.name || ', ' || t.nights || ' nights', t.status,
               case when t.status = 'lost' then (array['price', 'dates', 'competitor', 'no_response', 'postponed', 'other'])[1 + t.r11 % 6] end,
               case when t.status = 'lost' and t.r11 % 6 = 2 then 'Booked with another agency.' else '' end,
               f.first || ' ' || f.last, f.phone, lower(f.first || '.' || f.last || '.' || t.g) || ${MARK}, f.phone, (${textArray(CITIES.map(([city]) => city))})[1 + t.r19 % ${CITIES.length}],
               t.start_date, t.nights, f.adults, f.children, 0, (f.adults + 1) / 2, t.d1, 'INR', t.owner_id,
               case when t.r12 % 7 = 0 then 'Enquiry by phone; prefers a pool at the hotels.' else '' end,
               t.agent_id, t.agent_id is not null and t.r13 % 10 < 3, 'sell_prices', 0,
               case when t.r12 % 10 = 0 then (1 + t.r13 % 8) * 50000 else 0 end,
               case when t.r14 % 100 < 85 then 'package_5' else 'service_fee_18' end, case when t.r15 % 10 < 3 then 'inter_state' else 'intra_state' end, false, 0,
               case when t.versioned then 1 end, case when t.status in ('accepted', 'booked') then 1 end,
               t.created_at, greatest(t.created_at, t.frozen_at, t.accepted_at, t.made_at)
        from b_trip t
        join locations l1 on l1.id = t.d1 join locations l2 on l2.id = t.d2 join locations l3 on l3.id = t.d3
        cross join lateral (
          select (${textArray(FIRST)})[1 + t.r16 % ${FIRST.length}] as first, (${textArray(LAST)})[1 + t.r17 % ${LAST.length}] as last,
                 '+919' || lpad((t.r18 % 1000000000)::text, 9, '0') as phone,
                 case when t.r7 % 10 = 0 then 1 when t.r7 % 10 < 7 then 2 when t.r7 % 10 < 9 then 3 else 4 end as adults,
                 (case when t.r8 % 10 < 6 then '{}'::smallint[] when t.r8 % 10 < 9 then array[3 + t.r9 % 13]::smallint[] else array[3 + t.r9 % 13, 2 + t.r10 % 8]::smallint[] end) as children) f`,
  );
  await run(
    tx,
    sql`insert into itinerary_places (itinerary_id, location_id, position)
        select id, d1, 1 from b_trip union all select id, d2, 2 from b_trip union all select id, d3, 3 from b_trip`,
  );
  // A trip spends a third of its days at each of its three destinations.
  await run(
    tx,
    sql`insert into itinerary_days (itinerary_id, day_number, place_id, title, notes, created_at, updated_at)
        select t.id, d.n, p.place,
               case when d.n = 1 then 'Arrival in ' || l.name when d.n = t.ndays then 'Departure from ' || l.name
                    when d.n = (t.ndays + 2) / 3 + 1 or d.n = 2 * ((t.ndays + 2) / 3) + 1 then 'On to ' || l.name else '' end,
               '', t.created_at, t.created_at
        from b_trip t cross join lateral generate_series(1, t.ndays) d(n)
        cross join lateral (select case when d.n <= (t.ndays + 2) / 3 then t.d1 when d.n <= 2 * ((t.ndays + 2) / 3) then t.d2 else t.d3 end as place) p
        join locations l on l.id = p.place`,
  );
  // Sixteen variants to quote of each season, destination and kind, with what a line copies from the catalogue.
  await run(
    tx,
    sql`create temp table b_pick on commit drop as
        select c.season, c.dest, c.category, k.slot, v.id as variant_id, p.id as product_id, p.name as label, v.name as variant_name, sp.id as supplier_id,
               sp.display_name as supplier_name, v.valid_from, v.valid_to, v.cost_price_paise, v.sell_price_paise
        from b_cand c cross join generate_series(0, 15) k(slot)
        join product_variants v on v.id = c.ids[1 + k.slot % cardinality(c.ids)] join products p on p.id = v.product_id join suppliers sp on sp.id = p.supplier_id`,
  );
  await run(tx, sql`analyze b_pick`);
  // Each day: a stay every third night (up to three nights) or sightseeing, a transfer, an activity and a meal.
  await run(tx, sql`analyze itineraries, itinerary_days`);
  await run(
    tx,
    sql`create temp table b_line on commit drop as
        select t.id as trip_id, d.id as day_id, q.position, t.season, t.cand_season, d.place_id, t.created_at, k.category, ${h('d.id * 8 + q.position')} % 16 as slot,
               case k.category when 'accommodation' then (i.adults + 1) / 2 when 'transport' then 1 + (i.adults + cardinality(i.children_ages) > 4)::int
                    else i.adults + cardinality(i.children_ages) end as quantity,
               case when k.category = 'accommodation' then least(3, t.nights - d.day_number + 1) else 1 end as nights,
               case k.category when 'accommodation' then null when 'transport' then '09:00' when 'sightseeing' then '09:30' when 'activity' then '15:00' else '13:00' end as time
        from b_trip t join itineraries i on i.id = t.id join itinerary_days d on d.itinerary_id = t.id
        cross join lateral generate_series(1, t.nitems / t.ndays + (d.day_number <= t.nitems % t.ndays)::int) q(position)
        cross join lateral (select case q.position when 1 then case when (d.day_number - 1) % 3 = 0 and d.day_number <= t.nights then 'accommodation' else 'sightseeing' end
                                                   when 2 then 'transport' when 3 then 'activity' when 4 then 'meal' else 'activity' end as category) k`,
  );
  await run(tx, sql`analyze b_line`);
  await run(
    tx,
    sql`insert into itinerary_items (itinerary_id, day_id, position, category, quantity, nights, time, variant_id, product_id, label, variant_name, supplier_id, supplier_name, notes,
                                     price_source, season_from, season_to, unit_cost_paise, unit_sell_paise, line_cost_paise, line_sell_paise, created_at, updated_at)
        select x.trip_id, x.day_id, x.position, x.category, x.quantity, x.nights, x.time, v.variant_id, v.product_id, v.label, v.variant_name, v.supplier_id, v.supplier_name, '',
               case when x.season is null then 'manual' else 'season' end, case when x.season is not null then v.valid_from end, case when x.season is not null then v.valid_to end,
               v.cost_price_paise, v.sell_price_paise, v.cost_price_paise * x.quantity * x.nights, v.sell_price_paise * x.quantity * x.nights, x.created_at, x.created_at
        from b_line x join b_pick v on v.season = x.cand_season and v.dest = x.place_id and v.category = x.category and v.slot = x.slot
        order by x.trip_id, x.day_id, x.position`,
  );
  await run(tx, sql`analyze itinerary_items`);
}

// ---------------------------------------------------------------- prices and versions

type Line = { category: ProductCategoryType | null; cost_paise: number; sell_paise: number; price_source: PriceSource };

/**
 * Each trip's price as the app reckons it (its lines, its rules, the agent's commission), kept as
 * its quoted total; and for each trip quoted, the heading and pricing of its version 1, whose days
 * are assembled from the rows in SQL.
 */
async function priceAndFreeze(tx: Db, c: Context): Promise<void> {
  const trips = (await queryRows<{ id: number }>(tx, sql`select id from b_trip order by id`)).map((row) => Number(row.id));
  const agentCache = new Map<number, AgentForTrip | null>();
  const agentOf = async (id: number | null) => {
    if (id === null) return null;
    if (!agentCache.has(id)) agentCache.set(id, (await agentForTrip(tx, id)) ?? null);
    return agentCache.get(id) ?? null;
  };
  const owners = await staffNames(tx, c.sales);
  await run(tx, sql`create temp table b_version (trip_id int primary key, heading jsonb, pricing jsonb, total bigint, commission bigint) on commit drop`);
  for (let start = 0; start < trips.length; start += CHUNK) {
    const ids = trips.slice(start, start + CHUNK);
    const rows = await tx.select().from(itineraries).where(inArray(itineraries.id, ids));
    const plan = new Map(
      (await queryRows<{ id: number; d1: number; d2: number; d3: number; versioned: boolean; frozen_ms: string | null }>(tx, sql`select id, d1, d2, d3, versioned, (extract(epoch from frozen_at) * 1000)::bigint::text as frozen_ms from b_trip where id = any(${intArray(ids)})`)).map((row) => [
        Number(row.id),
        row,
      ]),
    );
    const places = new Map(
      (await queryRows<{ id: number; name: string }>(tx, sql`select id, name from locations where id in (select unnest(array[d1, d2, d3]) from b_trip where id = any(${intArray(ids)}))`)).map((row) => [
        Number(row.id),
        row.name,
      ]),
    );
    const lines = new Map<number, Line[]>();
    for (const row of await queryRows<{ trip: number; category: ProductCategoryType | null; cost: string; sell: string; source: PriceSource }>(
      tx,
      sql`select itinerary_id as trip, category, line_cost_paise::text as cost, line_sell_paise::text as sell, price_source as source from itinerary_items where itinerary_id = any(${intArray(ids)})`,
    )) {
      const list = lines.get(Number(row.trip)) ?? [];
      list.push({ category: row.category, cost_paise: Number(row.cost), sell_paise: Number(row.sell), price_source: row.source });
      lines.set(Number(row.trip), list);
    }
    const quoted: number[] = [];
    const versions: Array<{ id: number; heading: string; pricing: string; total: number; commission: number }> = [];
    for (const trip of rows) {
      const own = lines.get(trip.id) ?? [];
      const info = plan.get(trip.id);
      const frozenAt = info?.frozen_ms ? new Date(Number(info.frozen_ms)) : null;
      const pricedOn = todayInIndia(frozenAt ?? trip.createdAt);
      const price = priceTrip({ currency: trip.currency, rules: pricingRulesOf(trip), lines: own, pricedOn });
      quoted.push(price.total_paise);
      if (!info?.versioned || frozenAt === null) continue;
      const agent = await agentOf(trip.agentId);
      const commission = agent ? agentCommissionOf(agent, commissionBases(own.map((line) => ({ category: line.category ?? 'other', sell_paise: line.sell_paise })), price.package_paise)) : null;
      // As frozen: a draft then, its first version.
      const atFreeze = { ...trip, status: 'draft' as const, lostReason: null, lostNote: '', acceptedVersion: null, latestVersion: 1, updatedAt: frozenAt };
      const heading = toTripHeading(atFreeze, [Number(info.d1), Number(info.d2), Number(info.d3)], {
        places,
        owner: owners.get(trip.ownerId) ?? '',
        agent: agent && toTripAgent(agent),
      });
      const pricing: ItinerarySchedule['pricing'] = { ...price, agent_commission: commission };
      versions.push({ id: trip.id, heading: JSON.stringify(heading), pricing: JSON.stringify(pricing), total: price.total_paise, commission: commission?.commission_paise ?? 0 });
    }
    await run(
      tx,
      sql`update itineraries i set quoted_total_paise = u.total from unnest(${intArray(rows.map((trip) => trip.id))}, ${sql.param(quoted)}::bigint[]) as u(id, total) where i.id = u.id`,
    );
    if (versions.length > 0) {
      await run(
        tx,
        sql`insert into b_version (trip_id, heading, pricing, total, commission)
            select u.id, u.heading::jsonb, u.pricing::jsonb, u.total, u.commission
            from unnest(${intArray(versions.map((v) => v.id))}, ${textArray(versions.map((v) => v.heading))}, ${textArray(versions.map((v) => v.pricing))},
                        ${sql.param(versions.map((v) => v.total))}::bigint[], ${sql.param(versions.map((v) => v.commission))}::bigint[]) as u(id, heading, pricing, total, commission)`,
      );
    }
  }
  await run(tx, sql`analyze b_version`);
  // The days as the editor shows them (toDays): dated from the start, items by position, and on each later night of a stay, the stay it continues.
  await run(
    tx,
    sql`create temp table b_day_items on commit drop as
        select i.day_id,
               json_agg(json_build_object(
                 'id', i.id, 'day_id', i.day_id, 'position', i.position, 'variant_id', i.variant_id, 'product_id', i.product_id, 'category', i.category, 'label', i.label,
                 'variant_name', i.variant_name, 'supplier', case when i.supplier_id is null then null else json_build_object('id', i.supplier_id, 'name', coalesce(i.supplier_name, '')) end,
                 'quantity', i.quantity, 'nights', i.nights, 'first_date', to_char(t.start_date + d.day_number - 1, 'YYYY-MM-DD'),
                 'last_date', to_char(t.start_date + d.day_number - 1 + i.nights - 1, 'YYYY-MM-DD'), 'time', i.time, 'notes', i.notes, 'price_source', i.price_source,
                 'season', case when i.season_from is not null and i.season_to is not null then json_build_object('valid_from', to_char(i.season_from, 'YYYY-MM-DD'), 'valid_to', to_char(i.season_to, 'YYYY-MM-DD')) end,
                 'unit_cost_paise', i.unit_cost_paise, 'unit_sell_paise', i.unit_sell_paise, 'cost_paise', i.line_cost_paise, 'sell_paise', i.line_sell_paise)
                 order by i.position, i.id) as items
        from itinerary_items i join itinerary_days d on d.id = i.day_id join itineraries t on t.id = i.itinerary_id
        where i.itinerary_id in (select trip_id from b_version)
        group by i.day_id`,
  );
  await run(
    tx,
    sql`create temp table b_day_stays on commit drop as
        select d2.id as day_id, json_agg(json_build_object('item_id', i.id, 'label', i.label, 'night', d2.day_number - d.day_number + 1, 'nights', i.nights) order by d.day_number, i.position, i.id) as stays
        from itinerary_items i join itinerary_days d on d.id = i.day_id
        join itinerary_days d2 on d2.itinerary_id = i.itinerary_id and d2.day_number between d.day_number + 1 and d.day_number + i.nights - 1
        where i.nights > 1 and i.itinerary_id in (select trip_id from b_version)
        group by d2.id`,
  );
  await run(
    tx,
    sql`insert into final_itineraries (itinerary_id, version, note, snapshot, total_paise, currency, frozen_by, frozen_at, accepted_at, accepted_by)
        with dj as (
          select d.itinerary_id,
                 json_agg(json_build_object('id', d.id, 'day_number', d.day_number, 'date', to_char(t.start_date + d.day_number - 1, 'YYYY-MM-DD'),
                   'place', case when d.place_id is null then null else json_build_object('id', d.place_id, 'name', coalesce(l.name, '')) end,
                   'title', d.title, 'notes', d.notes, 'items', coalesce(di.items, '[]'::json), 'continuing_stays', coalesce(ds.stays, '[]'::json)) order by d.day_number) as days
          from itinerary_days d join b_version v on v.trip_id = d.itinerary_id join b_trip t on t.id = d.itinerary_id
          left join locations l on l.id = d.place_id left join b_day_items di on di.day_id = d.id left join b_day_stays ds on ds.day_id = d.id
          group by d.itinerary_id)
        select v.trip_id, 1, case when t.r1 % 3 = 0 then 'Sent on WhatsApp.' else '' end,
               json_build_object('heading', v.heading, 'days', dj.days, 'transport', '[]'::json, 'pricing', v.pricing, 'warnings', '[]'::json)::jsonb,
               v.total, 'INR', t.owner_id, t.frozen_at, t.accepted_at, case when t.accepted_at is not null then t.owner_id end
        from b_version v join b_trip t on t.id = v.trip_id join dj on dj.itinerary_id = v.trip_id`,
  );
  await run(tx, sql`analyze final_itineraries`);
}

// ---------------------------------------------------------------- bookings


async function seedBookings(tx: Db, c: Context): Promise<void> {
  const r = (k: number) => h(`t.id * 41 + ${k}`);
  await run(
    tx,
    sql`create temp table b_booking on commit drop as
        select nextval(pg_get_serial_sequence('bookings', 'id'))::int as id, t.id as trip_id, f.id as fi_id, f.total_paise as total, t.start_date, t.start_date + t.nights as end_date,
               t.nights, t.made_at, t.owner_id, t.agent_id, ${r(1)} r1, ${r(2)} r2, ${r(3)} r3, ${r(4)} r4, ${r(5)} r5,
               case when ${r(1)} % 100 < 92 then (${intArray(c.operations)})[1 + ${r(2)} % ${c.operations.length}] end as assigned_to,
               ${r(3)} % 100 < 5 as cancelled
        from b_trip t join final_itineraries f on f.itinerary_id = t.id and f.version = 1
        where t.status = 'booked'`,
  );
  await run(
    tx,
    sql`alter table b_booking add column reference text, add column cancelled_at timestamptz, add column cls text, add column plan text`,
  );
  await run(
    tx,
    sql`update b_booking set
          reference = 'UA-' || to_char(made_at at time zone 'Asia/Kolkata', 'YYYY') || '-' || lpad(id::text, 6, '0'),
          cancelled_at = case when cancelled then least(made_at + make_interval(days => 2 + r4 % 20), ${c.now} - interval '2 hours', start_date - interval '1 day') end,
          cls = case when cancelled then 'cancelled' when start_date <= ${c.today} then 'past' when r5 % 100 < 25 then 'all'
                     when start_date <= ${c.today} + 21 then 'near' else 'far' end`,
  );
  await run(tx, sql`update b_booking set cancelled_at = made_at + interval '1 hour' where cancelled and cancelled_at <= made_at`);
  await run(
    tx,
    sql`update b_booking set plan = case when cancelled then null when start_date > ${c.today} and r4 % 100 < 3 then null when r5 % 4 = 0 then 'advance_balance' else 'instalments' end`,
  );
  await run(tx, sql`create unique index on b_booking (id)`);
  await run(tx, sql`analyze b_booking`);

  await run(
    tx,
    sql`insert into bookings (id, reference, itinerary_id, final_itinerary_id, version, status, customer_name, customer_phone, customer_email, customer_whatsapp, customer_city, trip_title,
                              start_date, end_date, nights, travellers_count, owner_id, assigned_to_id, notes, total_paise, currency, cancelled_at, cancelled_by, cancel_reason, created_at, updated_at)
        overriding system value
        select b.id, b.reference, b.trip_id, b.fi_id, 1, case when b.cancelled then 'cancelled' else 'confirming' end, i.customer_name, i.customer_phone, i.customer_email,
               i.customer_whatsapp, i.customer_city, i.title, b.start_date, b.end_date, b.nights, i.adults + cardinality(i.children_ages), b.owner_id, b.assigned_to,
               case when b.r2 % 9 = 0 then 'Anniversary trip: ask the hotels for a cake on the first night.' else '' end, b.total, 'INR', b.cancelled_at,
               case when b.cancelled then b.owner_id end, case when b.cancelled then 'The customer postponed the trip to next year' else '' end, b.made_at, b.made_at
        from b_booking b join itineraries i on i.id = b.trip_id`,
  );
  await run(
    tx,
    sql`insert into booking_travellers (booking_id, position, name, kind, age, lead, id_document_type, id_document_number, created_at, updated_at)
        select b.id, p.position, case when p.position = 1 then i.customer_name else (${textArray(FIRST)})[1 + (b.r1 + p.position) % ${FIRST.length}] || ' ' || split_part(i.customer_name, ' ', 2) end,
               case when p.position <= i.adults then 'adult' else 'child' end,
               case when p.position <= i.adults then 24 + (b.r2 + p.position * 7) % 40 else i.children_ages[p.position - i.adults] end,
               p.position = 1,
               case when p.position <= i.adults and (b.r3 + p.position) % 2 = 0 then case when p.position % 2 = 1 then 'passport' else 'aadhaar' end end,
               case when p.position <= i.adults and (b.r3 + p.position) % 2 = 0 then
                    case when p.position % 2 = 1 then 'Z' || lpad(((b.r4 + p.position) % 10000000)::text, 7, '0') else lpad(((b.r4 % 100000 * 3 + p.position) % 10000)::text, 4, '0') || ' 8890 ' || lpad((b.id % 10000)::text, 4, '0') end end,
               b.made_at, b.made_at
        from b_booking b join itineraries i on i.id = b.trip_id cross join lateral generate_series(1, i.adults + cardinality(i.children_ages)) p(position)`,
  );
  // One service per line of the accepted version, where the supplier stands on it given the booking's dates.
  await run(
    tx,
    sql`create temp table b_service on commit drop as
        with lines as (
          select b.id as booking_id, b.reference, b.cls, b.made_at, b.start_date, b.cancelled_at, b.assigned_to, b.owner_id, i.id as item_id, i.category, d.day_number, d.place_id,
                 i.label, i.product_id, i.variant_id, i.variant_name, i.supplier_id, i.supplier_name, i.quantity, i.nights, i.time, i.line_cost_paise, i.line_sell_paise,
                 row_number() over (partition by b.id order by d.day_number, i.position, i.id)::int as position,
                 nullif(sp.contacts -> 0 ->> 'whatsapp', '') as supplier_whatsapp, nullif(sp.contacts -> 0 ->> 'email', '') as supplier_email
          from b_booking b join itinerary_items i on i.itinerary_id = b.trip_id join itinerary_days d on d.id = i.day_id left join suppliers sp on sp.id = i.supplier_id),
        judged as (
          select l.*, ${h('l.booking_id * 64 + l.position')} as r, ${h('l.booking_id * 64 + l.position + 7')} as r2,
                 case l.cls when 'cancelled' then 'cancelled' when 'past' then 'confirmed' when 'all' then 'confirmed'
                      when 'near' then case when ${h('l.booking_id * 64 + l.position')} % 100 < 75 then 'confirmed' when ${h('l.booking_id * 64 + l.position')} % 100 < 88 then 'requested'
                                            when ${h('l.booking_id * 64 + l.position')} % 100 < 95 then 'pending' else 'rejected' end
                      else case when ${h('l.booking_id * 64 + l.position')} % 100 < 35 then 'confirmed' when ${h('l.booking_id * 64 + l.position')} % 100 < 60 then 'requested'
                                when ${h('l.booking_id * 64 + l.position')} % 100 < 97 then 'pending' else 'rejected' end end as status
          from lines l),
        asked as (
          select j.*,
                 case when j.supplier_id is null or (j.supplier_whatsapp is null and j.supplier_email is null) then null
                      when j.status in ('requested', 'rejected') or (j.status = 'confirmed' and j.position <= 8) or (j.status = 'cancelled' and j.position <= 4)
                      then case when j.supplier_whatsapp is not null and (j.r2 % 10 < 7 or j.supplier_email is null) then 'whatsapp' else 'email' end end as channel
          from judged j)
        select a.*, coalesce(a.assigned_to, a.owner_id) as actor_id,
               case when a.channel is not null then least(a.made_at + interval '2 hours' + a.position * interval '37 minutes', coalesce(a.cancelled_at, ${c.now}) - interval '3 hours') end as requested_at,
               case when a.status = 'confirmed' and a.channel is not null then least(a.made_at + interval '2 hours' + a.position * interval '37 minutes' + make_interval(hours => 6 + a.r % 40), ${c.now} - interval '1 hour')
                    when a.status = 'confirmed' then least(a.made_at + make_interval(days => 1 + a.r % 5), ${c.now} - interval '2 hours') end as confirmed_at,
               a.channel is not null and a.status in ('confirmed', 'rejected') and a.r2 % 10 < 4 as by_supplier,
               case when a.channel is not null then nextval(pg_get_serial_sequence('messages', 'id'))::int end as message_id,
               case when a.channel is not null then nextval(pg_get_serial_sequence('booking_links', 'id'))::int end as link_id
        from asked a`,
  );
  await run(tx, sql`analyze b_service`);
  await run(tx, sql`update b_service set requested_at = made_at + interval '1 minute' where requested_at is not null and requested_at <= made_at`);
  await run(tx, sql`update b_service set confirmed_at = greatest(confirmed_at, coalesce(requested_at, made_at) + interval '1 minute') where confirmed_at is not null`);
  await run(
    tx,
    sql`insert into booking_services (booking_id, position, source, source_line_id, category, day_number, first_date, last_date, nights, place_id, place_name, label, product_id, variant_id,
                                      variant_name, supplier_id, supplier_name, quantity, travellers_text, time, notes, status, status_reason, confirmation_number, voucher_number,
                                      requested_at, request_channel, confirmed_at, currency, cost_paise, sell_paise, cost_at_booking_paise, sell_at_booking_paise, created_at, updated_at)
        select s.booking_id, s.position, 'item', s.item_id, s.category, s.day_number, s.start_date + s.day_number - 1,
               s.start_date + s.day_number - 1 + case when s.category = 'accommodation' then s.nights else s.nights - 1 end,
               case when s.category = 'accommodation' then s.nights else 0 end, s.place_id, l.name, s.label, s.product_id, s.variant_id, s.variant_name, s.supplier_id, s.supplier_name,
               s.quantity, tt.text, s.time, '', s.status,
               case s.status when 'cancelled' then 'The customer postponed the trip to next year' when 'rejected' then 'Fully booked on those dates' else '' end,
               case when s.status = 'confirmed' then upper(left(regexp_replace(coalesce(s.supplier_name, 'UA'), '[^A-Za-z]', '', 'g'), 3)) || '-' || (1000 + s.r % 9000) end,
               case when s.status = 'confirmed' then s.reference || '-' || lpad(s.position::text, 2, '0') end,
               s.requested_at, s.channel, s.confirmed_at, 'INR', s.line_cost_paise, s.line_sell_paise, s.line_cost_paise, s.line_sell_paise, s.made_at,
               greatest(s.made_at, s.requested_at, s.confirmed_at, s.cancelled_at)
        from b_service s left join locations l on l.id = s.place_id
        join b_booking b on b.id = s.booking_id join itineraries i on i.id = b.trip_id
        cross join lateral (select concat_ws(', ', i.adults || case when i.adults = 1 then ' adult' else ' adults' end,
                                             case when cardinality(i.children_ages) > 0 then cardinality(i.children_ages) || case when cardinality(i.children_ages) = 1 then ' child' else ' children' end
                                                  || ' (' || array_to_string(i.children_ages, ', ') || ')' end) as text) tt`,
  );
  await run(tx, sql`analyze bookings, booking_services`);
  // The counts and the status follow from the services and the calendar, as every service write leaves them.
  await run(
    tx,
    sql`update bookings k set services_total = x.total, services_confirmed = x.confirmed, services_open = x.open, services_rejected = x.rejected, services_cancelled = x.cancelled,
          status = case when k.cancelled_at is not null then 'cancelled' when ${c.today} > k.end_date then 'completed' when ${c.today} >= k.start_date then 'travelling'
                        when x.open = 0 and x.confirmed > 0 then 'confirmed' else 'confirming' end,
          updated_at = greatest(k.updated_at, x.last)
        from (select booking_id, count(*)::int as total, count(*) filter (where status = 'confirmed')::int as confirmed, count(*) filter (where status in ('pending', 'requested', 'rejected'))::int as open,
                     count(*) filter (where status = 'rejected')::int as rejected, count(*) filter (where status = 'cancelled')::int as cancelled, max(updated_at) as last
              from booking_services where booking_id in (select id from b_booking) group by booking_id) x
        where k.id = x.booking_id`,
  );
  // The supplier's answer page of each request: used by the supplier who answered on it, revoked when staff recorded the answer.
  await run(
    tx,
    sql`insert into booking_links (id, booking_id, service_id, purpose, expires_at, used_at, revoked_at, created_by, created_at, last_opened_at)
        overriding system value
        select s.link_id, s.booking_id, bs.id, 'supplier_answer', s.requested_at + interval '7 days',
               case when s.by_supplier then coalesce(s.confirmed_at, s.requested_at + interval '1 day') end,
               case when not s.by_supplier and s.status in ('confirmed', 'rejected', 'cancelled') then coalesce(s.confirmed_at, s.cancelled_at, s.requested_at + interval '1 day') end,
               s.actor_id, s.requested_at, case when s.by_supplier then s.requested_at + interval '2 hours' end
        from b_service s join booking_services bs on bs.booking_id = s.booking_id and bs.position = s.position
        where s.link_id is not null`,
  );
}

// ---------------------------------------------------------------- timelines and messages

/** A template's text with `@@name@@` where each parameter goes, to be filled in SQL. */
function marked(names: readonly string[], urls: readonly string[] = []): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, urls.includes(name) ? `${SITE}/@@${name}@@` : `@@${name}@@`]));
}

/** `replace(...)` of each marker in `pattern` by its SQL value. */
function filled(pattern: string, values: Record<string, SQL>, urls: readonly string[] = []): SQL {
  let expression: SQL = sql`${pattern}::text`;
  for (const [name, value] of Object.entries(values)) expression = sql`replace(${expression}, ${urls.includes(name) ? `${SITE}/@@${name}@@` : `@@${name}@@`}, ${value})`;
  return expression;
}

function whatsappPattern(name: string): string {
  const template = findWhatsappTemplate(name);
  if (!template) throw new Error(`No WhatsApp template ${name}`);
  return renderTemplateBody(template, marked(template.bodyParameters));
}

function mailPattern(name: string, recordType: 'itinerary' | 'booking', parameters: readonly string[], urls: readonly string[] = []): { subject: string; text: string } {
  const { mail } = renderMailTemplate(name, recordType, marked(parameters, urls), { bySystem: true });
  return { subject: mail.subject, text: mail.text };
}

const messageDate = (expression: SQL) => sql`to_char(${expression}, 'FMDD Mon YYYY')`;
/** Paise as formatMoney writes rupees: ₹1,71,977.00 (India's grouping). */
const rupees = (paise: SQL) => sql`('₹' || regexp_replace(((${paise}) / 100)::text, '(\\d)(?=(\\d\\d)+\\d$)', '\\1,', 'g') || '.' || lpad(((${paise}) % 100)::text, 2, '0'))`;
/** A due's date as formatTripDate writes it: "Mon, 12 Jan 2026". */
const tripDate = (expression: SQL) => sql`to_char(${expression}, 'Dy, FMDD Mon YYYY')`;

async function seedTimelines(tx: Db, c: Context): Promise<void> {
  const staffName = (column: SQL) => sql`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = ${column})`;
  await run(
    tx,
    sql`create temp table b_message (id int, channel text, direction text, status text, record_type text, record_id int, party text, to_address text, from_address text,
                                       subject text, template text, parameters jsonb, body_text text, sent_by int, idempotency_key text, at timestamptz) on commit drop`,
  );
  // The suppliers' requests, from the real template.
  const request = { wa: whatsappPattern('booking_request'), mail: mailPattern('booking_request', 'booking', ['supplier_name', 'booking_reference', 'service', 'dates', 'travellers', 'answer_url', 'expires_on', 'staff_name'], ['answer_url']) };
  const params = {
    supplier_name: sql`coalesce(s.supplier_name, s.label)`,
    booking_reference: sql`s.reference`,
    service: sql`s.quantity || ' × ' || case when s.variant_name is not null then s.variant_name || ' at ' || s.label else s.label end || coalesce(', ' || s.time, '')`,
    dates: sql`case when s.category = 'accommodation' then ${messageDate(sql`s.start_date + s.day_number - 1`)} || ' to ' || ${messageDate(sql`s.start_date + s.day_number - 1 + s.nights`)} || ' (' || s.nights || case when s.nights = 1 then ' night)' else ' nights)' end
                    else ${messageDate(sql`s.start_date + s.day_number - 1`)} end`,
    travellers: sql`bs.travellers_text || '; lead: ' || b.customer_name`,
    answer_url: sql`${SITE}::text || '/confirm/' || s.link_id || '-' || extract(epoch from s.requested_at + interval '7 days')::bigint || '-bench/'`,
    expires_on: sql`to_char((s.requested_at + interval '7 days') at time zone 'Asia/Kolkata', 'FMDD FMMonth YYYY, HH24:MI')`,
    staff_name: staffName(sql`s.actor_id`),
  };
  const paramsJson = sql`jsonb_build_object(${sql.join(
    Object.entries(params).map(([name, value]) => sql`${name}::text, ${value}`),
    sql`, `,
  )})`;
  await run(
    tx,
    sql`insert into b_message
        select s.message_id, s.channel, 'out', case when s.channel = 'email' then 'sent' when s.by_supplier or s.r % 3 = 0 then 'read' else 'delivered' end, 'booking', s.booking_id, 'supplier',
               case when s.channel = 'email' then s.supplier_email else s.supplier_whatsapp end, case when s.channel = 'email' then ${MAIL_FROM} else ${WHATSAPP_NUMBER_ID} end,
               case when s.channel = 'email' then ${filled(request.mail.subject, params, ['answer_url'])} end, 'booking_request', ${paramsJson},
               case when s.channel = 'email' then ${filled(request.mail.text, params, ['answer_url'])} else ${filled(request.wa, params)} end,
               s.actor_id, 'booking-request:link:' || s.link_id, s.requested_at
        from b_service s join bookings b on b.id = s.booking_id join booking_services bs on bs.booking_id = s.booking_id and bs.position = s.position
        where s.message_id is not null`,
  );
  // The customers' side: a note by mail when booked, an update on WhatsApp before travel, and a reply; the suppliers' replies to the first requests.
  const note = mailPattern('booking_note', 'booking', ['customer_name', 'booking_reference', 'message', 'staff_name']);
  const update = whatsappPattern('booking_update');
  const noteParams = { customer_name: sql`b.customer_name`, booking_reference: sql`b.reference`, message: sql`'Your booking is made; we are confirming each service with the suppliers and will send the vouchers as they come.'`, staff_name: staffName(sql`b.owner_id`) };
  const updateParams = { customer_name: sql`split_part(b.customer_name, ' ', 1)`, booking_reference: sql`b.reference`, message: sql`'your vouchers are ready and the driver will call you a day before'`, staff_name: staffName(sql`coalesce(b.assigned_to_id, b.owner_id)`) };
  const json = (values: Record<string, SQL>) => sql`jsonb_build_object(${sql.join(Object.entries(values).map(([name, value]) => sql`${name}::text, ${value}`), sql`, `)})`;
  await run(
    tx,
    sql`insert into b_message
        select nextval(pg_get_serial_sequence('messages', 'id'))::int, m.* from (
          select 'email', 'out', 'sent', 'booking', b.id, 'customer', b.customer_email, ${MAIL_FROM}, ${filled(note.subject, noteParams)}, 'booking_note', ${json(noteParams)},
                 ${filled(note.text, noteParams)}, b.owner_id, null::text, b.created_at + interval '2 hours'
          from bookings b where b.id in (select id from b_booking)
          union all
          select 'whatsapp', 'out', 'read', 'booking', b.id, 'customer', b.customer_whatsapp, ${WHATSAPP_NUMBER_ID}, null, 'booking_update', ${json(updateParams)},
                 ${filled(update, updateParams)}, coalesce(b.assigned_to_id, b.owner_id), null, w.at
          from bookings b cross join lateral (select greatest(b.start_date - 3 + time '04:30', b.created_at + interval '1 day') as at) w
          where b.id in (select id from b_booking) and b.status <> 'cancelled' and w.at < ${c.now} - interval '2 hours'
          union all
          select 'whatsapp', 'in', 'received', 'booking', b.id, 'customer', ${WHATSAPP_NUMBER_ID}, b.customer_whatsapp, null, null, '{}'::jsonb,
                 (${textArray(REPLIES_FROM_CUSTOMERS)})[1 + b.id % ${REPLIES_FROM_CUSTOMERS.length}], null, null,
                 w.at
          from bookings b cross join lateral (select greatest(b.start_date - 3 + time '05:10', b.created_at + interval '1 day 40 minutes') as at) w
          where b.id in (select id from b_booking) and b.status <> 'cancelled' and w.at < ${c.now} - interval '1 hour'
          union all
          select 'whatsapp', 'in', 'received', 'booking', s.booking_id, 'supplier', ${WHATSAPP_NUMBER_ID}, s.supplier_whatsapp, null, null, '{}'::jsonb,
                 (${textArray(REPLIES_FROM_SUPPLIERS)})[1 + s.r % ${REPLIES_FROM_SUPPLIERS.length}], null, null, s.requested_at + interval '2 hours'
          from b_service s where s.channel = 'whatsapp' and s.position <= 2 and s.requested_at + interval '2 hours' < ${c.now} - interval '30 minutes') m`,
  );
  await run(tx, sql`analyze b_message`);
  // The trips' conversations fill the rest: follow-ups by WhatsApp and mail, and the customers' replies.
  const bookingMessages = await countOf(tx, sql`select count(*)::int as n from b_message`);
  const tripMessages = Math.max(0, c.scale.messages - bookingMessages);
  const followup = { wa: whatsappPattern('itinerary_followup'), mail: mailPattern('itinerary_followup', 'itinerary', ['customer_name', 'trip_title', 'staff_name']) };
  const followParams = { customer_name: sql`split_part(t.customer_name, ' ', 1)`, trip_title: sql`t.title`, staff_name: staffName(sql`t.owner_id`) };
  await run(
    tx,
    sql`insert into b_message
        select nextval(pg_get_serial_sequence('messages', 'id'))::int,
               case when x.kind = 1 then 'email' else 'whatsapp' end, case when x.kind = 2 then 'in' else 'out' end,
               case x.kind when 0 then case when x.m % 3 = 0 then 'delivered' else 'read' end when 1 then 'sent' else 'received' end, 'itinerary', t.id, 'customer',
               case x.kind when 1 then t.customer_email when 2 then ${WHATSAPP_NUMBER_ID} else t.customer_whatsapp end,
               case x.kind when 1 then ${MAIL_FROM} when 2 then t.customer_whatsapp else ${WHATSAPP_NUMBER_ID} end,
               case when x.kind = 1 then ${filled(followup.mail.subject, followParams)} end, case when x.kind <> 2 then 'itinerary_followup' end,
               case when x.kind <> 2 then ${json(followParams)} else '{}'::jsonb end,
               case x.kind when 0 then ${filled(followup.wa, followParams)} when 1 then ${filled(followup.mail.text, followParams)}
                    else (${textArray(REPLIES_FROM_CUSTOMERS)})[1 + x.m % ${REPLIES_FROM_CUSTOMERS.length}] end,
               case when x.kind <> 2 then t.owner_id end, null,
               case when t.created_at + make_interval(days => 1 + x.m % 9, hours => x.kind) < ${c.now} - interval '1 hour' then t.created_at + make_interval(days => 1 + x.m % 9, hours => x.kind)
                    else t.created_at + (${c.now} - interval '1 hour' - t.created_at) * ((${h('x.m * 13 + 9')} % 1000) / 1000.0) end
        from (select m, (${h('m * 13 + 5')} % 3) as kind, ids.a[1 + ${h('m * 13 + 1')} % cardinality(ids.a)] as trip_id
              from generate_series(1, ${tripMessages}) m cross join (select array_agg(id order by id) as a from b_trip) ids) x
        join itineraries t on t.id = x.trip_id`,
  );
  await run(
    tx,
    sql`insert into messages (id, channel, direction, status, record_type, record_id, party, to_address, from_address, subject, template, template_language, parameters, body_text,
                              provider_id, idempotency_key, sent_by, created_at, updated_at)
        overriding system value
        select m.id, m.channel, m.direction, m.status, m.record_type, m.record_id, m.party, m.to_address, m.from_address, m.subject, m.template,
               case when m.channel = 'whatsapp' and m.template is not null then 'en' end, m.parameters, m.body_text,
               case when m.channel = 'email' and m.direction = 'out' then '<message-' || m.id || '@ua-internal.local>' else 'wamid.bench.' || m.id end,
               m.idempotency_key, m.sent_by, m.at, m.at + interval '5 minutes'
        from b_message m order by m.id`,
  );
  await run(
    tx,
    sql`insert into message_status_events (message_id, status, at)
        select m.id, s.status, m.at + s.step * interval '2 minutes'
        from b_message m join (values ('queued', 0, 1), ('sent', 1, 2), ('delivered', 2, 3), ('read', 3, 4)) as s(status, step, rank) on m.direction = 'out'
          and s.rank <= case m.status when 'sent' then 2 when 'delivered' then 3 when 'read' then 4 else 1 end
        union all
        select m.id, 'received', m.at from b_message m where m.direction = 'in'`,
  );
  // The events: booked, each request and answer, the moves of status, and the cancellations.
  await run(
    tx,
    sql`insert into booking_events (booking_id, service_id, kind, actor_id, actor_kind, from_status, to_status, title, detail, message_id, at)
        select b.id, null, 'created', b.owner_id, 'staff', null, 'confirming', 'Booked from version 1 of UA-IT-' || lpad(b.trip_id::text, 5, '0'),
               x.n || case when x.n = 1 then ' service' else ' services' end || ' to confirm with suppliers.', null, b.made_at
        from b_booking b join (select booking_id, count(*)::int as n from b_service group by 1) x on x.booking_id = b.id
        union all
        select s.booking_id, bs.id, 'requested', s.actor_id, 'staff', 'pending', 'requested',
               'Requested from ' || coalesce(s.supplier_name, s.label) || ' by ' || case s.channel when 'email' then 'Mail' else 'WhatsApp' end,
               m.parameters ->> 'service' || ', ' || (m.parameters ->> 'dates') || '. The supplier’s page works until ' || (m.parameters ->> 'expires_on') || '.', s.message_id, s.requested_at
        from b_service s join booking_services bs on bs.booking_id = s.booking_id and bs.position = s.position join b_message m on m.id = s.message_id
        union all
        select s.booking_id, bs.id, 'confirmed', case when s.by_supplier then null else s.actor_id end, case when s.by_supplier then 'supplier' else 'staff' end,
               case when s.requested_at is null then 'pending' else 'requested' end, 'confirmed',
               'Confirmed by ' || case when s.by_supplier then coalesce(s.supplier_name, 'the supplier') else ${staffName(sql`s.actor_id`)} end || ': ' || bs.confirmation_number,
               s.label || ': voucher ' || bs.voucher_number || '.', null, s.confirmed_at
        from b_service s join booking_services bs on bs.booking_id = s.booking_id and bs.position = s.position where s.status = 'confirmed'
        union all
        select s.booking_id, bs.id, 'rejected', case when s.by_supplier then null else s.actor_id end, case when s.by_supplier then 'supplier' else 'staff' end, 'requested', 'rejected',
               case when s.by_supplier then 'Declined by ' || coalesce(s.supplier_name, 'the supplier') else 'Rejected by ' || ${staffName(sql`s.actor_id`)} end,
               s.label || ': Fully booked on those dates', null, least(s.requested_at + interval '1 day', ${c.now} - interval '1 hour')
        from b_service s join booking_services bs on bs.booking_id = s.booking_id and bs.position = s.position where s.status = 'rejected'
        union all
        select k.id, null, 'status', null, 'staff', 'confirming', 'confirmed', 'Confirming → Confirmed', '', null, x.last
        from bookings k join (select booking_id, max(confirmed_at) as last from b_service group by 1 having bool_and(status = 'confirmed')) x on x.booking_id = k.id
        union all
        select k.id, null, 'status', null, 'system', 'confirmed', 'travelling', 'Confirmed → Travelling', '', null, (k.start_date + time '00:05') at time zone 'Asia/Kolkata'
        from bookings k where k.id in (select id from b_booking) and k.status in ('travelling', 'completed')
        union all
        select k.id, null, 'status', null, 'system', 'travelling', 'completed', 'Travelling → Completed', '', null, (k.end_date + 1 + time '00:05') at time zone 'Asia/Kolkata'
        from bookings k where k.id in (select id from b_booking) and k.status = 'completed'
        union all
        select b.id, null, 'cancelled', b.owner_id, 'staff', 'confirming', 'cancelled', 'Booking cancelled by ' || ${staffName(sql`b.owner_id`)},
               'The customer postponed the trip to next year' || E'\n' || x.n || ' services cancelled.', null, b.cancelled_at
        from b_booking b join (select booking_id, count(*)::int as n from b_service group by 1) x on x.booking_id = b.id where b.cancelled`,
  );
  // Who confirmed the last service moved the booking to confirmed.
  await run(
    tx,
    sql`update booking_events e set actor_id = s.actor_id from (select distinct on (booking_id) booking_id, actor_id from b_service where status = 'confirmed' order by booking_id, confirmed_at desc) s
        where e.booking_id = s.booking_id and e.kind = 'status' and e.to_status = 'confirmed' and e.booking_id in (select id from b_booking)`,
  );
  await run(
    tx,
    sql`insert into booking_comments (booking_id, author_id, body, mention_ids, created_at)
        select b.id, (${intArray(c.operations)})[1 + (b.r1 + k.n) % ${c.operations.length}], (${textArray(COMMENTS)})[1 + (b.r2 + k.n) % ${COMMENTS.length}], '{}',
               least(b.made_at + make_interval(days => k.n, hours => 3), ${c.now} - make_interval(mins => 10 * k.n))
        from b_booking b cross join lateral generate_series(1, b.r3 % 3) k(n)`,
  );
}

// ---------------------------------------------------------------- money

async function seedMoney(tx: Db, c: Context): Promise<void> {
  const { scale } = c;
  const planned = await queryRows<{ kind: string; n: number }>(tx, sql`select plan as kind, count(*)::int as n from b_booking where plan is not null group by 1`);
  const advance = Number(planned.find((row) => row.kind === 'advance_balance')?.n ?? 0);
  const instalments = Number(planned.find((row) => row.kind === 'instalments')?.n ?? 0);
  // Instalment plans have three dues or four, so the dues come to the scale's count.
  const fourth = Math.max(0, Math.min(instalments, scale.dues - 2 * advance - 3 * instalments));
  await run(
    tx,
    sql`create temp table b_plan on commit drop as
        select b.*, (b.made_at at time zone 'Asia/Kolkata')::date as plan_on,
               case when b.plan = 'advance_balance' then 2 else 3 + ((row_number() over (partition by b.plan order by b.id))::bigint * ${fourth} / ${Math.max(1, instalments)}
                                                                  - (row_number() over (partition by b.plan order by b.id) - 1)::bigint * ${fourth} / ${Math.max(1, instalments)})::int end as k,
               (array[2500, 3000, 5000])[1 + b.r1 % 3] as advance_bp, (array[30, 21, 14])[1 + b.r2 % 3] as balance_days
        from b_booking b where b.plan is not null`,
  );
  await run(
    tx,
    sql`insert into payment_plans (booking_id, kind, advance_bp, advance_paise, balance_days_before, updated_by, created_at, updated_at)
        select id, plan, case when plan = 'advance_balance' then advance_bp end, null, case when plan = 'advance_balance' then balance_days end,
               ${c.accounts[0] ?? null}, made_at + interval '3 hours', made_at + interval '3 hours'
        from b_plan`,
  );
  // The dues as planDues makes them: the advance today and the balance before travel, or instalments of whole rupees that add up to the total.
  await run(
    tx,
    sql`create temp table b_due on commit drop as
        select nextval(pg_get_serial_sequence('payment_dues', 'id'))::int as id, x.* from (
          select p.id as booking_id, p.total, p.plan_on, p.start_date, p.made_at, p.agent_id, p.reference, q.i as position,
                 case when p.plan = 'advance_balance' then case q.i when 0 then 'advance' else 'balance' end else 'instalment' end as kind,
                 case when p.plan = 'advance_balance' then case q.i when 0 then 'Advance' else 'Balance' end
                      else (array['Advance', 'Second instalment', 'Third instalment', 'Balance'])[case when q.i = p.k - 1 then 4 else q.i + 1 end] end as label,
                 case when p.plan = 'advance_balance' then case q.i when 0 then (p.total * p.advance_bp + 5000) / 10000 else p.total - (p.total * p.advance_bp + 5000) / 10000 end
                      when q.i < p.k - 1 then (p.total / p.k / 100) * 100 else p.total - (p.k - 1) * ((p.total / p.k / 100) * 100) end as amount,
                 case when p.plan = 'advance_balance' then case q.i when 0 then p.plan_on else greatest(p.start_date - p.balance_days, p.plan_on) end
                      else greatest(p.plan_on + ((greatest(p.start_date - 15, p.plan_on) - p.plan_on) * q.i / greatest(1, p.k - 1)), p.plan_on) end as due_date
          from b_plan p cross join lateral generate_series(0, p.k - 1) q(i)) x`,
  );
  await run(tx, sql`create index on b_due (booking_id)`);
  await run(tx, sql`analyze b_due`);
  // Paid in full mostly once due, sometimes in part or not yet, and early now and then, as many payments as the scale asks. Accounts
  // chase what is owed: of the dues three months past, almost all are settled, a few written off (waived), a few still open.
  const [dated] = await queryRows<{ old: number; recent: number; future: number }>(
    tx,
    sql`select count(*) filter (where due_date < ${c.today} - 90)::int as old, count(*) filter (where due_date between ${c.today} - 90 and ${c.today})::int as recent,
               count(*) filter (where due_date > ${c.today})::int as future from b_due`,
  );
  const future = Number(dated?.future ?? 0);
  const paidBefore = 0.995 * Number(dated?.old ?? 0) + 0.92 * Number(dated?.recent ?? 0);
  const early = future === 0 ? 0 : Math.max(0, Math.min(90, Math.round(((scale.payments - paidBefore) / future) * 100)));
  await run(
    tx,
    sql`alter table b_due add column paid bigint, add column received_on date, add column method text, add column payment_id int, add column link_id int, add column r int,
          add column waived boolean not null default false`,
  );
  await run(
    tx,
    sql`update b_due set r = ${h('id * 3 + 1')},
          paid = case when due_date < ${c.today} - 90 then case when ${h('id * 3')} % 1000 < 985 then amount when ${h('id * 3')} % 1000 < 995 then (amount * 4 / 10 / 100) * 100 else 0 end
                      when due_date <= ${c.today} then case when ${h('id * 3')} % 100 < 88 then amount when ${h('id * 3')} % 100 < 92 then (amount * 4 / 10 / 100) * 100 else 0 end
                      when ${h('id * 3')} % 100 < ${early} then amount else 0 end,
          waived = due_date < ${c.today} - 90 and ${h('id * 3')} % 1000 between 985 and 989`,
  );
  await run(
    tx,
    sql`update b_due set
          received_on = least(greatest(case when due_date <= ${c.today} then due_date + r % 6 else plan_on + r % greatest(1, due_date - plan_on) end, plan_on), ${c.today}),
          method = case when r % 100 < 40 then 'upi' when r % 100 < 70 then 'bank_transfer' when r % 100 < 80 then 'card' when r % 100 < 85 then 'cash'
                        when r % 100 < 90 then 'cheque' when r % 100 < 98 or agent_id is null then case when paid = amount then 'gateway' else 'upi' end else 'wallet' end,
          payment_id = nextval(pg_get_serial_sequence('payments', 'id'))::int
        where paid > 0`,
  );
  await run(tx, sql`update b_due set link_id = nextval(pg_get_serial_sequence('payment_links', 'id'))::int where method = 'gateway' and paid = amount`);
  await run(
    tx,
    sql`insert into payment_dues (id, booking_id, position, kind, label, amount_paise, paid_paise, due_date, status, waived_reason, waived_at, waived_by, created_at, updated_at)
        overriding system value
        select id, booking_id, position, kind, label, amount, coalesce(paid, 0), due_date,
               case when waived then 'waived' when coalesce(paid, 0) >= amount then 'paid' when due_date < ${c.today} then 'overdue' when coalesce(paid, 0) > 0 then 'partly_paid' else 'due' end,
               case when waived then 'Written off: the customer disputed the rest after the trip' end, case when waived then (received_on + 45 + time '12:00') at time zone 'Asia/Kolkata' end,
               case when waived then ${c.accounts[0] ?? null}::int end,
               made_at + interval '3 hours', greatest(made_at + interval '3 hours', (received_on + case when waived then 45 else 0 end + time '12:00') at time zone 'Asia/Kolkata')
        from b_due`,
  );
  await run(
    tx,
    sql`insert into payment_links (id, booking_id, due_id, amount_paise, amount_paid_paise, currency, status, gateway, gateway_link_id, reference_id, short_url, expire_by,
                                   idempotency_key, created_by, last_synced_at, created_at, updated_at)
        overriding system value
        select link_id, booking_id, id, amount, amount, 'INR', 'paid', 'razorpay', 'plink_bench_' || link_id, 'UA-L-' || id || '-bench' || link_id, ${SITE}::text || '/gateway/i/bench' || link_id,
               (received_on + time '09:00') at time zone 'Asia/Kolkata' + interval '7 days', 'bench-link-' || link_id, ${c.accounts[0] ?? null},
               (received_on + time '11:00') at time zone 'Asia/Kolkata', (received_on + time '09:00') at time zone 'Asia/Kolkata' - interval '1 day', (received_on + time '11:00') at time zone 'Asia/Kolkata'
        from b_due where link_id is not null`,
  );
  // Receipt numbers continue each financial year's series where it stands, in the order the money came in.
  await run(
    tx,
    sql`create temp table b_payment on commit drop as
        select d.*, fy.year as fy,
               coalesce((select s.last_number from receipt_series s where s.series = 'RC' and s.financial_year = fy.year), 0)
                 + row_number() over (partition by fy.year order by d.received_on, d.id) as number
        from b_due d cross join lateral (select case when extract(month from d.received_on) >= 4 then extract(year from d.received_on)::int else extract(year from d.received_on)::int - 1 end as start) y
        cross join lateral (select y.start || '-' || lpad(((y.start + 1) % 100)::text, 2, '0') as year) fy
        where d.payment_id is not null`,
  );
  await run(
    tx,
    sql`insert into payments (id, booking_id, kind, amount_paise, currency, method, reference, received_on, notes, receipt_number, link_id, gateway_payment_id, idempotency_key, request_hash,
                              tcs_paise, tcs_rule, tcs_rate_bp, recorded_by, created_at)
        overriding system value
        select p.payment_id, p.booking_id, 'payment', p.paid, 'INR', p.method,
               case p.method when 'upi' then 'UPI ' || (600000000000 + p.r::bigint * 97 % 99999999999) when 'bank_transfer' then 'NEFT UTR ' || (4000000 + p.r % 5000000)
                             when 'card' then 'POS slip ' || lpad((p.r % 100000)::text, 5, '0') when 'cheque' then 'Cheque ' || lpad((p.r % 1000000)::text, 6, '0')
                             when 'wallet' then 'Wallet of ' || a.agency_name else '' end,
               p.received_on, '', 'RC/' || p.fy || '/' || lpad(p.number::text, 6, '0'), p.link_id, case when p.link_id is not null then 'pay_bench_' || p.payment_id end,
               case when p.method = 'wallet' then 'wallet:bench-' || p.payment_id else 'bench-payment-' || p.payment_id end, md5('bench-payment-' || p.payment_id), 0, null, 0,
               case when p.link_id is null then ${c.accounts[0] ?? null}::int end, (p.received_on + time '11:00') at time zone 'Asia/Kolkata'
        from b_payment p left join itineraries t on t.id = (select trip_id from b_booking where id = p.booking_id) left join agents a on a.id = t.agent_id`,
  );
  await run(tx, sql`insert into payment_allocations (payment_id, due_id, amount_paise) select payment_id, id, paid from b_due where payment_id is not null`);
  await run(
    tx,
    sql`insert into receipt_series (series, financial_year, last_number) select 'RC', fy, max(number) from b_payment group by fy
        on conflict (series, financial_year) do update set last_number = excluded.last_number`,
  );
  // Links open on dues falling due about now.
  await run(
    tx,
    sql`insert into payment_links (booking_id, due_id, amount_paise, currency, status, gateway, gateway_link_id, reference_id, short_url, expire_by, idempotency_key, created_by, last_synced_at, created_at, updated_at)
        select d.booking_id, d.id, d.amount - coalesce(d.paid, 0), 'INR', 'created', 'razorpay', 'plink_bench_open_' || d.id, 'UA-L-' || d.id || '-benchopen', ${SITE}::text || '/gateway/i/benchopen' || d.id,
               ${c.now} + make_interval(days => 3 + d.r % 10), 'bench-open-link-' || d.id, ${c.accounts[0] ?? null}, ${c.now} - interval '1 hour', ${c.now} - make_interval(days => 1 + d.r % 5), ${c.now} - interval '1 hour'
        from b_due d join bookings b on b.id = d.booking_id
        where coalesce(d.paid, 0) < d.amount and d.due_date between ${c.today} - 14 and ${c.today} + 14 and d.r % 10 < 3 and b.status <> 'cancelled'`,
  );
  await run(
    tx,
    sql`insert into booking_events (booking_id, kind, actor_id, actor_kind, title, detail, at)
        select p.id, 'payment_plan', ${c.accounts[0] ?? null}, 'staff', 'Payment plan set',
               (select string_agg(d.label || ' ' || ${rupees(sql`d.amount`)} || ' by ' || ${tripDate(sql`d.due_date`)}, '; ' order by d.position) from b_due d where d.booking_id = p.id),
               p.made_at + interval '3 hours'
        from b_plan p
        union all
        select p.booking_id, 'payment_received', p.rec, case when p.rec is null then 'system' else 'staff' end,
               ${rupees(sql`p.paid`)} || ' received by ' || case p.method ${sql.raw(Object.entries(PAYMENT_METHOD_LABELS).map(([method, label]) => `when '${method}' then '${label.replace(/'/g, "''")}'`).join(' '))} end,
               'Receipt RC/' || p.fy || '/' || lpad(p.number::text, 6, '0'), (p.received_on + time '11:00') at time zone 'Asia/Kolkata'
        from (select b_payment.*, case when link_id is null then ${c.accounts[0] ?? null}::int end as rec from b_payment) p
        union all
        select d.booking_id, 'payment_waived', ${c.accounts[0] ?? null}, 'staff', ${rupees(sql`d.amount - d.paid`)} || ' of ' || d.label || ' waived',
               'Written off: the customer disputed the rest after the trip', (d.received_on + 45 + time '12:00') at time zone 'Asia/Kolkata'
        from b_due d where d.waived`,
  );
}

// ---------------------------------------------------------------- wallets

/**
 * A year and a month of each agent's ledger, busier agencies first (the busiest has about twenty
 * times the quietest's entries): approved transfers, corrections either way and a few reversals,
 * the commissions of their completed bookings (as the daily run credits them, under the same key)
 * and the dues their wallets paid. The credit limit covers the lowest the balance goes.
 */
async function seedWallets(tx: Db, c: Context): Promise<void> {
  const ids = (await queryRows<{ id: number }>(tx, sql`select id from agents order by id desc limit ${c.scale.agents}`)).map((row) => Number(row.id)).sort((a, b) => a - b);
  if (ids.length === 0) return;
  await run(
    tx,
    sql`create temp table b_entry (seq int, agent_id int, at timestamptz, type text, amount bigint, reference text, reason text, booking_id int, payment_id int,
                                      top_up_id int, reverses_seq int, key text, hash text, created_by int) on commit drop`,
  );
  // The commissions of completed bookings the agents brought, reckoned by the app on the version their customers accepted.
  const commissions = await queryRows<{ agent: number; booking: number; reference: string; amount: string; at: string; reason: string }>(
    tx,
    sql`select t.agent_id as agent, b.id as booking, b.reference, v.commission::text as amount, ((b.end_date + 1 + time '02:30') at time zone 'Asia/Kolkata')::text as at,
               (select string_agg(x ->> 'category' || ' ' || trim_scale((x ->> 'commission_bp')::numeric / 100)::text || '% of ' || ${rupees(sql`(x ->> 'base_paise')::bigint`)}, '; ')
                from jsonb_array_elements(v.pricing -> 'agent_commission' -> 'by_category') x) as reason
        from bookings b join b_trip t on t.id = b.itinerary_id join b_version v on v.trip_id = t.id
        where b.status = 'completed' and t.agent_id is not null and v.commission > 0 and (b.end_date + 1 + time '02:30') at time zone 'Asia/Kolkata' < ${c.now}`,
  );
  const keys = commissions.map((row) => ({ key: commissionKeyOf(Number(row.booking)), hash: requestHashOf({ agent: Number(row.agent), type: 'commission', booking: Number(row.booking) }) }));
  if (commissions.length > 0) {
    await run(
      tx,
      sql`insert into b_entry (agent_id, at, type, amount, reference, reason, booking_id, key, hash)
          select u.agent, u.at, 'commission', u.amount, u.reference, coalesce(u.reason, ''), u.booking, u.key, u.hash
          from unnest(${intArray(commissions.map((row) => Number(row.agent)))}, ${sql.param(commissions.map((row) => row.at))}::timestamptz[], ${sql.param(commissions.map((row) => Number(row.amount)))}::bigint[],
                      ${textArray(commissions.map((row) => row.reference))}, ${textArray(commissions.map((row) => row.reason ?? ''))}, ${intArray(commissions.map((row) => Number(row.booking)))},
                      ${textArray(keys.map((row) => row.key))}, ${textArray(keys.map((row) => row.hash))}) as u(agent, at, amount, reference, reason, booking, key, hash)`,
    );
  }
  await run(
    tx,
    sql`insert into b_entry (agent_id, at, type, amount, reference, reason, booking_id, payment_id, key, hash, created_by)
        select t.agent_id, (p.received_on + time '11:00') at time zone 'Asia/Kolkata', 'booking_payment', -p.paid, 'RC/' || p.fy || '/' || lpad(p.number::text, 6, '0'), '', p.booking_id, p.payment_id,
               'bench-wallet-pay-' || p.payment_id, md5('bench-wallet-pay-' || p.payment_id), ${c.accounts[0] ?? null}
        from b_payment p join b_booking b on b.id = p.booking_id join b_trip t on t.id = b.trip_id where p.method = 'wallet'`,
  );
  const linked = await countOf(tx, sql`select count(*)::int as n from b_entry`);
  // The rest by the agents' weights: rank r has about 1/sqrt(r) of the busiest's share.
  const weights = ids.map((_, rank) => 1 / Math.sqrt(rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const own = Math.max(0, c.scale.walletEntries - linked);
  const shares = weights.map((weight) => Math.max(2, Math.round((own * weight) / total)));
  const order = [...ids].sort((a, b) => ((a * 2654435761) % 1000) - ((b * 2654435761) % 1000));
  await run(
    tx,
    sql`insert into b_entry (agent_id, at, type, amount, reference, reason, key, hash, created_by)
        select q.agent, ${c.now} - interval '395 days' + (g.n - 0.5) / q.n * interval '394 days' + make_interval(mins => ${h('q.agent * 7 + g.n')} % 600),
               case when g.n = 1 or ${h('q.agent * 11 + g.n')} % 100 < 16 then 'top_up' else 'adjustment' end,
               case when g.n = 1 or ${h('q.agent * 11 + g.n')} % 100 < 16 then (50 + ${h('q.agent * 13 + g.n')} % 451) * 100000::bigint
                    when ${h('q.agent * 17 + g.n')} % 100 < 85 then -((5 + ${h('q.agent * 19 + g.n')} % 76) * 100000::bigint)
                    else (5 + ${h('q.agent * 19 + g.n')} % 96) * 10000::bigint end,
               case when g.n = 1 or ${h('q.agent * 11 + g.n')} % 100 < 16 then '' else 'INV-' || q.agent || '-' || g.n end,
               case when g.n = 1 or ${h('q.agent * 11 + g.n')} % 100 < 16 then '' else (${textArray(ADJUSTMENTS)})[1 + ${h('q.agent * 23 + g.n')} % ${ADJUSTMENTS.length}] end,
               'bench-wallet-' || q.agent || '-' || g.n, md5('bench-wallet-' || q.agent || '-' || g.n), (${intArray(c.accounts)})[1 + g.n % ${c.accounts.length}]
        from unnest(${intArray(order)}, ${intArray(shares)}) as q(agent, n) cross join lateral generate_series(1, q.n) g(n)`,
  );
  // A correction typed twice now and then is reversed an hour later.
  await run(
    tx,
    sql`update b_entry set seq = x.seq from (select ctid as row, row_number() over (order by at, agent_id, key)::int as seq from b_entry) x where b_entry.ctid = x.row`,
  );
  await run(
    tx,
    sql`insert into b_entry (seq, agent_id, at, type, amount, reference, reason, reverses_seq, key, hash, created_by)
        select 1000000000 + e.seq, e.agent_id, e.at + interval '1 hour', 'reversal', -e.amount, e.reference, 'Entered twice: reversed', e.seq, 'bench-reversal-' || e.seq, md5('bench-reversal-' || e.seq), e.created_by
        from b_entry e where e.type = 'adjustment' and ${h('e.seq * 29')} % 200 = 0 and e.at + interval '1 hour' < ${c.now}`,
  );
  // Transfers: recorded by one person, approved by another (four eyes), credited on approval.
  const approver = c.accounts[0] as number;
  const recorder = c.sales.find((id) => id !== approver) ?? approver;
  await run(
    tx,
    sql`update b_entry set top_up_id = nextval(pg_get_serial_sequence('wallet_top_ups', 'id'))::int, reference = 'NEFT UTR ' || (5500000 + seq), reason = 'Transfer received'
        where type = 'top_up'`,
  );
  await run(
    tx,
    sql`insert into wallet_top_ups (id, agent_id, amount_paise, bank_reference, received_on, notes, status, requested_by, requested_at, expires_at, decided_by, decided_at, idempotency_key, request_hash)
        overriding system value
        select top_up_id, agent_id, amount, reference, ((at - interval '1 day') at time zone 'Asia/Kolkata')::date, '', 'approved', ${recorder}, at - interval '20 hours', at + interval '6 days',
               ${approver}, at, 'bench-top-up-' || top_up_id, md5('bench-top-up-' || top_up_id)
        from b_entry where type = 'top_up'`,
  );
  await run(tx, sql`analyze b_entry`);
  const base = await countOf(tx, sql`select nextval(pg_get_serial_sequence('wallet_entries', 'id'))::int as n`);
  const entries = await countOf(tx, sql`select count(*)::int as n from b_entry`);
  await run(tx, sql`select setval(pg_get_serial_sequence('wallet_entries', 'id'), ${base + entries})`);
  await run(
    tx,
    sql`create temp table b_ledger on commit drop as
        select ${base - 1} + row_number() over (order by at, coalesce(seq, 0))::int as id, e.* from b_entry e`,
  );
  await run(tx, sql`create index on b_ledger (seq)`);
  await run(tx, sql`analyze b_ledger`);
  await run(
    tx,
    sql`update agents a set credit_limit_paise = greatest(0, ceil(-x.low / 10000000.0)::bigint * 10000000), low_balance_alert_paise = case when a.id % 4 = 0 then 2500000 else 0 end
        from (select agent_id, least(0, min(running)) as low from (select agent_id, sum(amount) over (partition by agent_id order by id) as running from b_ledger) r group by 1) x
        where a.id = x.agent_id`,
  );
  await run(
    tx,
    sql`insert into wallet_entries (id, agent_id, type, amount_paise, reference, reason, booking_id, payment_id, top_up_id, reverses_entry_id, idempotency_key, request_hash, created_by, created_at)
        overriding system value
        select l.id, l.agent_id, l.type, l.amount, coalesce(l.reference, ''), coalesce(l.reason, ''), l.booking_id, l.payment_id, l.top_up_id, o.id, l.key, l.hash, l.created_by, l.at
        from b_ledger l left join b_ledger o on o.seq = l.reverses_seq
        order by l.id`,
  );
  // A transfer of the busiest agencies waits for approval, recorded this morning.
  await run(
    tx,
    sql`insert into wallet_top_ups (agent_id, amount_paise, bank_reference, received_on, status, requested_by, requested_at, expires_at, idempotency_key, request_hash)
        select a, 20000000, 'NEFT UTR 77' || a, ${c.today}, 'pending', ${c.sales[0] ?? null}, ${c.now} - interval '3 hours', ${c.now} + interval '6 days', 'bench-pending-top-up-' || a, md5('bench-pending-' || a)
        from unnest(${intArray(order.slice(0, 5))}) a`,
  );
}

// ---------------------------------------------------------------- checks

/** The tables the areas write, whose foreign keys are checked before the seed commits. */
const WRITTEN = [
  'agents', 'agent_contacts', 'agent_commissions', 'itineraries', 'itinerary_places', 'itinerary_days', 'itinerary_items', 'final_itineraries', 'bookings', 'booking_travellers',
  'booking_services', 'booking_links', 'booking_events', 'booking_comments', 'messages', 'message_status_events', 'payment_plans', 'payment_dues', 'payment_links', 'payments',
  'payment_allocations', 'wallet_top_ups', 'wallet_entries',
];

/**
 * What the held triggers guarantee, set-based: each wallet's balance is the sum of its ledger (what
 * wallet_entries_keep_balance adds entry by entry), no ledger goes below its credit limit at any
 * entry (what the floor check would have refused on the way), and every foreign key of the tables
 * written finds its row. Any miss throws, and the whole seed rolls back.
 */
async function settleAndCheck(tx: Db): Promise<void> {
  await run(
    tx,
    sql`update agents a set wallet_balance_paise = coalesce((select sum(e.amount_paise) from wallet_entries e where e.agent_id = a.id), 0)
        where a.wallet_balance_paise <> coalesce((select sum(e.amount_paise) from wallet_entries e where e.agent_id = a.id), 0)`,
  );
  const below = await countOf(
    tx,
    sql`select count(*)::int as n from (select e.agent_id, sum(e.amount_paise) over (partition by e.agent_id order by e.id) as running from wallet_entries e) r
        join agents a on a.id = r.agent_id where r.running < -a.credit_limit_paise`,
  );
  if (below > 0) throw new Error(`${below} wallet entries would take their ledger below its credit limit`);
  const keys = await queryRows<{ name: string; child: string; columns: string[]; parent: string; keys: string[] }>(
    tx,
    sql`select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
               array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
               array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as keys
        from pg_constraint c where c.contype = 'f' and c.conrelid::regclass::text = any(${textArray(WRITTEN)})`,
  );
  for (const key of keys) {
    const columns = key.columns.map((column) => sql`c.${sql.identifier(column)}`);
    const matches = sql.join(
      key.columns.map((column, index) => sql`p.${sql.identifier(key.keys[index] ?? column)} = c.${sql.identifier(column)}`),
      sql` and `,
    );
    const missing = await countOf(
      tx,
      sql`select count(*)::int as n from ${sql.identifier(key.child)} c
          where ${sql.join(columns.map((column) => sql`${column} is not null`), sql` and `)} and not exists (select 1 from ${sql.identifier(key.parent)} p where ${matches})`,
    );
    if (missing > 0) throw new Error(`${missing} rows of ${key.child} name no row of ${key.parent} (${key.name})`);
  }
}

// ---------------------------------------------------------------- reuse

async function countsOf(db: Db): Promise<Record<string, number>> {
  const mark = `%${MARK}`;
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from itineraries where customer_email like ${mark})::int as itineraries,
               (select count(*) from itinerary_items i join itineraries t on t.id = i.itinerary_id where t.customer_email like ${mark})::int as items,
               (select count(*) from final_itineraries f join itineraries t on t.id = f.itinerary_id where t.customer_email like ${mark})::int as versions,
               (select count(*) from bookings where customer_email like ${mark})::int as bookings,
               (select count(*) from booking_services s join bookings b on b.id = s.booking_id where b.customer_email like ${mark})::int as services,
               (select count(*) from booking_events e join bookings b on b.id = e.booking_id where b.customer_email like ${mark})::int as events,
               (select count(*) from payment_dues)::int as dues,
               (select count(*) from payments)::int as payments,
               (select count(*) from payment_links)::int as links,
               (select count(*) from agents)::int as agents,
               (select count(*) from wallet_entries)::int as wallet_entries,
               (select count(*) from messages)::int as messages,
               (select count(*) from message_status_events)::int as message_statuses`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
}

async function fixturesOf(db: Db, scale: AreaScale, today: string): Promise<AreaFixtures> {
  const mark = `%${MARK}`;
  const ids = async (query: SQL) => (await queryRows<{ id: number }>(db, query)).map((row) => Number(row.id));
  const bigTripIds = await ids(sql`select id from itineraries where customer_email like ${mark} and nights = ${scale.bigTripDays - 1} and status = 'draft' order by id`);
  const freezableTripIds = await ids(sql`select id from itineraries where customer_email like ${mark} and nights = ${scale.days - 1} and status = 'draft' order by id limit 20000`);
  const longTimelineBookingIds = await ids(sql`
    select b.id from bookings b
    where b.customer_email like ${mark} and b.status <> 'cancelled'
    order by (select count(*) from booking_events e where e.booking_id = b.id) + (select count(*) from messages m where m.record_type = 'booking' and m.record_id = b.id) desc, b.id
    limit 50`);
  const bookingIds = await ids(sql`select id from bookings where customer_email like ${mark} order by md5(id::text) limit 300`);
  const byActivity = await ids(sql`
    select agent_id as id from ${walletEntries} where created_at >= ${today}::date - 365 group by agent_id order by count(*) desc, agent_id`);
  const middle = Math.floor(byActivity.length / 2);
  const searches = await queryRows<{ reference: string; surname: string }>(
    db,
    sql`select reference, split_part(customer_name, ' ', 2) as surname from ${bookings} where customer_email like ${mark} order by md5(reference) limit 20`,
  );
  return {
    bigTripIds,
    freezableTripIds,
    longTimelineBookingIds,
    bookingIds,
    busyAgentIds: byActivity.slice(0, 10),
    typicalAgentIds: byActivity.slice(Math.max(0, middle - 5), middle + 5),
    bookingSearches: [...new Set(searches.flatMap((row) => [row.reference, row.surname]))],
    today,
  };
}

