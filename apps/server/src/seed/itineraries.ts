import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  dayUpdateRequestSchema,
  itemCreateRequestSchema,
  itineraryStatusRequestSchema,
  permissionLabels,
  transportChargeCreateRequestSchema,
  tripHeadingCreateRequestSchema,
  type ItemCreateRequest,
  type ItineraryStatusRequest,
  type TripHeadingCreateRequest,
} from '@ua/contracts';
import type { Db } from '../db/client.ts';
import { auditLog, finalItineraries, itineraryCustomerLinks, locations, productVariants, products } from '../db/schema/index.ts';
import { staffActor, type ServiceContext } from '../core/actor.ts';
import { acceptVersion, addDays, addItem, addTransportCharge, changeTripStatus, createCustomerLink, createTrip, freezeItinerary, loadSchedule, todayInIndia, updateDayById } from '../modules/itineraries/index.ts';

/**
 * The demo's trips, one in every status, built through the itineraries module the way staff build
 * them (so their prices, versions and snapshots are the real thing): a Kerala family trip frozen
 * twice and accepted, a Manali trip sent with a customer link, a Jaipur weekend lost on price, a Goa
 * draft for a customer whose name is in Devanagari, a Bali honeymoon abroad (TCS) whose last nights
 * fall after every season (flagged), an accepted Munnar honeymoon that seed/bookings.ts books, and
 * an accepted Munnar tea hills trip left for operations to book.
 */
export const SEED_REQUEST_ID = 'demo-seed';

type Staff = { id: number; email: string; firstName: string };
export type DemoItem = { product: string; variant?: string; quantity?: number; nights?: number; time?: string; notes?: string };
export type DemoDay = { place: string; title?: string; items?: DemoItem[] };

/** A status move as the route would take it. */
const status = (request: ItineraryStatusRequest) => itineraryStatusRequestSchema.parse(request);

export async function placeId(tx: Db, slug: string): Promise<number> {
  const [row] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.slug, slug));
  if (!row) throw new Error(`The demo itineraries name a place the demo catalogue does not have: ${slug}`);
  return row.id;
}

/** A variant of the named product (the first by name, or the one whose name holds `variant`). */
export async function variantId(tx: Db, product: string, variant?: string): Promise<number> {
  const [row] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.name, product), eq(productVariants.active, true), variant ? ilike(productVariants.name, `%${variant}%`) : undefined))
    .orderBy(asc(productVariants.name), asc(productVariants.validFrom))
    .limit(1);
  if (!row) throw new Error(`The demo itineraries name a variant the demo catalogue does not have: ${product} ${variant ?? ''}`);
  return row.id;
}

/** Moves a trip's versions and their customer links `days` into the past: quoted and sent then, as the seed cannot wait. */
async function quotedDaysAgo(tx: Db, tripId: number, days: number): Promise<void> {
  const shift = sql`interval '1 day' * ${days}`;
  const versions = await tx.update(finalItineraries).set({ frozenAt: sql`${finalItineraries.frozenAt} - ${shift}` }).where(eq(finalItineraries.itineraryId, tripId)).returning({ id: finalItineraries.id });
  if (versions.length === 0) throw new Error('The demo trip to move back has no versions');
  await tx
    .update(itineraryCustomerLinks)
    .set({ createdAt: sql`${itineraryCustomerLinks.createdAt} - ${shift}`, expiresAt: sql`${itineraryCustomerLinks.expiresAt} - ${shift}` })
    .where(inArray(itineraryCustomerLinks.finalItineraryId, versions.map((version) => version.id)));
}

export async function buildTrip(ctx: ServiceContext, heading: Omit<TripHeadingCreateRequest, 'place_ids' | 'starting_city_id'> & { places: string[]; from?: string }, days: DemoDay[]): Promise<number> {
  const tx = ctx.db;
  const placeIds = [];
  for (const slug of heading.places) placeIds.push(await placeId(tx, slug));
  const { places: _places, from, ...rest } = heading;
  const trip = await createTrip(ctx, tripHeadingCreateRequestSchema.parse({ ...rest, place_ids: placeIds, starting_city_id: from ? await placeId(tx, from) : null }));
  const schedule = await loadSchedule(tx, trip.id);
  if (!schedule) throw new Error('The demo trip was not saved');
  for (const [index, day] of days.entries()) {
    const dayId = schedule.days[index]?.id;
    if (dayId === undefined) throw new Error(`The demo trip ${heading.title} has no day ${index + 1}`);
    if (day.place) await updateDayById(ctx, trip.id, dayId, dayUpdateRequestSchema.parse({ place_id: await placeId(tx, day.place), title: day.title ?? '' }));
    for (const item of day.items ?? []) {
      const request: ItemCreateRequest = { variant_id: await variantId(tx, item.product, item.variant), quantity: item.quantity ?? 1, nights: item.nights ?? 1, time: item.time ?? null, notes: item.notes ?? '' };
      await addItem(ctx, trip.id, dayId, itemCreateRequestSchema.parse(request));
    }
  }
  return trip.id;
}

export async function seedItineraries(tx: Db, people: { sales: Staff; manager: Staff }): Promise<{ count: number; kerala: number; manali: number; honeymoon: number }> {
  const actorOf = (person: Staff): ServiceContext => ({
    db: tx,
    actor: staffActor({ ...person, labels: permissionLabels }, { requestId: SEED_REQUEST_ID, ip: '127.0.0.1' }),
  });
  const ravi = actorOf(people.sales);
  const asha = actorOf(people.manager);
  const link = { expires_in_days: 30 };

  // Accepted, after a second version: the customer asked for a shikara ride.
  const kerala = await buildTrip(
    ravi,
    {
      title: 'Kerala backwaters and hills, 5 nights',
      customer: { name: 'Rahul Sharma', phone: '+919812345678', email: 'rahul.sharma@example.in', whatsapp: '+919812345678', city: 'Pune' },
      start_date: '2026-12-18',
      nights: 5,
      travellers: { adults: 2, children_ages: [8], infants: 0 },
      rooms: 1,
      places: ['kochi', 'munnar', 'thekkady', 'alleppey'],
      from: 'kochi',
      notes: 'Enquiry by phone. The child is 8; mild food for him, please.',
    },
    [
      { place: 'kochi', title: 'Arrive in Kochi', items: [{ product: 'Marine Drive Residency', time: '14:00' }, { product: 'Kathakali evening show', quantity: 3, time: '18:00' }] },
      { place: 'munnar', title: 'Up to the tea hills', items: [{ product: 'Kochi airport to Munnar transfer', time: '09:00' }, { product: 'Tea County Munnar', nights: 2 }] },
      { place: 'munnar', title: 'Tea gardens', items: [{ product: 'Munnar tea gardens tour', quantity: 3, time: '09:30' }] },
      { place: 'thekkady', title: 'Spice country', items: [{ product: 'Munnar to Thekkady transfer', time: '10:00' }, { product: 'Cardamom Grove Resort' }, { product: 'Periyar bamboo rafting', quantity: 2, time: '07:00', notes: 'Adults only: the minimum age is 10.' }] },
      { place: 'alleppey', title: 'The backwaters', items: [{ product: 'Punnamada Premium Houseboat' }, { product: 'Karimeen lunch on the houseboat', quantity: 3, time: '13:00' }] },
      { place: 'kochi', title: 'Back to Kochi', items: [{ product: 'Alleppey to Kochi transfer', time: '10:00' }] },
    ],
  );
  await addTransportCharge(ravi, kerala, transportChargeCreateRequestSchema.parse({ label: 'Driver allowance, tolls and parking', basis: 'trip', unit_cost_paise: 250_000, unit_sell_paise: 300_000 }));
  await freezeItinerary(ravi, kerala, { note: 'First quote, sent on WhatsApp.' });
  await changeTripStatus(ravi, kerala, status({ status: 'sent' }));
  const keralaDays = (await loadSchedule(tx, kerala))?.days ?? [];
  const fifthDay = keralaDays[4]?.id;
  if (fifthDay === undefined) throw new Error('The Kerala demo trip has no fifth day');
  await addItem(ravi, kerala, fifthDay, itemCreateRequestSchema.parse({ variant_id: await variantId(tx, 'Punnamada shikara ride'), quantity: 3, time: '16:30', notes: 'Added at the customer\u2019s request.' }));
  await freezeItinerary(ravi, kerala, { note: 'With the shikara ride the customer asked for.' });
  await acceptVersion(ravi, kerala, 2);
  await createCustomerLink(ravi, '', kerala, 2, link);

  // Sent, with a link the customer has not answered yet.
  const manali = await buildTrip(
    asha,
    {
      title: 'Manali in the snow, 4 nights',
      customer: { name: 'Neha Kapoor', phone: '+919876500012', email: 'neha.kapoor@example.in', whatsapp: '', city: 'Delhi' },
      start_date: '2027-01-10',
      nights: 4,
      travellers: { adults: 4, children_ages: [], infants: 0 },
      rooms: 2,
      places: ['manali', 'solang-valley'],
      notes: 'Two couples; want a snow day at Solang.',
    },
    [
      { place: 'manali', items: [{ product: 'Chandigarh to Manali transfer', time: '07:00' }, { product: 'Snow Valley Resort', quantity: 2, nights: 2 }] },
      { place: 'manali', items: [{ product: 'Manali local sightseeing', quantity: 4, time: '10:00' }, { product: 'Himachali dham lunch', quantity: 4, time: '13:30' }] },
      { place: 'solang-valley', items: [{ product: 'Snow Valley Cottages Solang', quantity: 2, nights: 2 }, { product: 'Skiing lesson at Solang', quantity: 4, time: '10:00' }] },
      { place: 'solang-valley', items: [{ product: 'Zorbing at Solang', quantity: 4, time: '11:00' }] },
      { place: 'manali', items: [{ product: 'Chandigarh to Manali transfer', time: '09:00', notes: 'Back to Chandigarh.' }] },
    ],
  );
  await freezeItinerary(asha, manali, { note: '' });
  await createCustomerLink(asha, '', manali, 1, link);
  await changeTripStatus(asha, manali, status({ status: 'sent' }));
  // Sent four days before the demo is made and not answered since: Asha is due to follow it up.
  await quotedDaysAgo(tx, manali, 4);

  // Lost on price after the quote went out.
  const jaipur = await buildTrip(
    ravi,
    {
      title: 'Jaipur heritage weekend, 2 nights',
      customer: { name: 'Vikram Singh', phone: '+919900112233', email: '', whatsapp: '+919900112233', city: 'Mumbai' },
      start_date: '2026-12-25',
      nights: 2,
      travellers: { adults: 2, children_ages: [], infants: 0 },
      rooms: 1,
      places: ['jaipur'],
      notes: '',
    },
    [
      { place: 'jaipur', items: [{ product: 'Jaipur airport transfer', time: '12:00' }, { product: 'Rajputana Palace Jaipur', nights: 2 }] },
      { place: 'jaipur', items: [{ product: 'Jaipur city tour', quantity: 2, time: '09:00' }, { product: 'Rajasthani thali dinner with folk dance', quantity: 2, time: '20:00' }] },
      { place: 'jaipur', items: [{ product: 'Jaipur airport transfer', time: '11:00' }] },
    ],
  );
  await freezeItinerary(ravi, jaipur, { note: '' });
  await changeTripStatus(ravi, jaipur, status({ status: 'sent' }));
  await changeTripStatus(ravi, jaipur, status({ status: 'lost', lost_reason: 'price', lost_note: 'Found a cheaper hotel on their own.' }));

  // A draft being built: the last day has nothing yet.
  await buildTrip(
    ravi,
    {
      title: 'Goa beach break, 4 nights',
      customer: { name: '\u0905\u0928\u0940\u0924\u093e \u0926\u0947\u0938\u093e\u0908', phone: '+919822334455', email: 'anita.desai@example.in', whatsapp: '+919822334455', city: 'Nashik' },
      start_date: '2027-01-22',
      nights: 4,
      travellers: { adults: 2, children_ages: [11, 6], infants: 0 },
      rooms: 1,
      places: ['north-goa', 'calangute'],
      notes: 'Wants a pool; prefers a quiet part of North Goa.',
      pricing: { markup_mode: 'sell_prices', markup_bp: 0, discount_paise: 200_000, gst_mode: 'package_5', gst_supply: 'inter_state', overseas: false },
    },
    [
      { place: 'north-goa', items: [{ product: 'Goa airport to North Goa transfer', time: '15:00' }, { product: 'Calangute Sands Resort', nights: 4 }] },
      { place: 'north-goa', items: [{ product: 'North Goa beaches and forts tour', quantity: 4, time: '09:30' }] },
      { place: 'calangute', items: [{ product: 'Calangute parasailing', quantity: 3, time: '11:00' }, { product: 'Goan seafood dinner by the beach', quantity: 4, time: '20:00' }] },
    ],
  );

  // Abroad (TCS), priced on a service fee; its last nights fall after the summer season ends.
  await buildTrip(
    asha,
    {
      title: 'Bali honeymoon, 6 nights',
      customer: { name: 'Arjun and Kavya Menon', phone: '+919745001122', email: 'arjun.menon@example.in', whatsapp: '+919745001122', city: 'Kochi' },
      start_date: '2027-09-26',
      nights: 6,
      travellers: { adults: 2, children_ages: [], infants: 0 },
      rooms: 1,
      places: ['ubud'],
      notes: 'Honeymoon: ask the villa for a flower bath on arrival.',
      pricing: { markup_mode: 'percent_on_cost', markup_bp: 1200, discount_paise: 0, gst_mode: 'service_fee_18', gst_supply: 'intra_state', overseas: true },
    },
    [{ place: 'ubud', items: [{ product: 'Ubud Serenity Villas', nights: 6 }] }, { place: 'ubud', items: [{ product: 'Ubud temples and rice terraces', quantity: 2, time: '08:30' }] }, { place: 'ubud', items: [{ product: 'Ubud cultural guide', time: '09:00' }] }],
  );

  // Accepted here; the bookings seed books it (seed/bookings.ts), as operations would. It leaves in six
  // days, counted from the day the demo is made, so its services still unconfirmed are a week's deadline.
  const honeymoon = await buildTrip(
    asha,
    {
      title: 'Munnar honeymoon, 3 nights',
      customer: { name: 'Sneha and Karthik Iyer', phone: '+919840012345', email: 'sneha.iyer@example.in', whatsapp: '+919840012345', city: 'Chennai' },
      start_date: addDays(todayInIndia(), 6),
      nights: 3,
      travellers: { adults: 2, children_ages: [], infants: 0 },
      rooms: 1,
      places: ['munnar'],
      notes: '',
    },
    [
      { place: 'munnar', items: [{ product: 'Kochi airport to Munnar transfer', time: '11:00' }, { product: 'Grand Tea Palace', nights: 3 }] },
      { place: 'munnar', items: [{ product: 'Munnar tea gardens tour', quantity: 2, time: '09:30' }] },
      { place: 'munnar', items: [{ product: 'Munnar trekking guide', time: '07:00' }] },
    ],
  );
  await freezeItinerary(asha, honeymoon, { note: '' });
  await acceptVersion(asha, honeymoon, 1);

  // Accepted and not booked yet: a trip for operations to book in the demo (the Kerala trip is sales' to talk about).
  const teaHills = await buildTrip(
    ravi,
    {
      title: 'Munnar tea hills, 3 nights',
      customer: { name: 'Arjun Nair', phone: '+919876511122', email: 'arjun.nair@example.in', whatsapp: '+919876511122', city: 'Hyderabad' },
      start_date: '2027-01-15',
      nights: 3,
      travellers: { adults: 2, children_ages: [12], infants: 0 },
      rooms: 1,
      places: ['munnar'],
      notes: 'Wants a tea factory visit.',
    },
    [
      { place: 'munnar', items: [{ product: 'Kochi airport to Munnar transfer', time: '10:00' }, { product: 'Tea County Munnar', nights: 3 }] },
      { place: 'munnar', items: [{ product: 'Munnar tea gardens tour', quantity: 3, time: '09:30' }] },
      { place: 'munnar', items: [{ product: 'Munnar trekking guide', time: '07:00' }] },
    ],
  );
  await freezeItinerary(ravi, teaHills, { note: 'As agreed on the phone.' });
  await changeTripStatus(ravi, teaHills, status({ status: 'sent' }));
  await acceptVersion(ravi, teaHills, 1);

  // The seed is no one's work: the trips stand as built, without an audit history of the seed acting as staff.
  await tx.delete(auditLog).where(eq(auditLog.requestId, SEED_REQUEST_ID));
  return { count: 7, kerala, manali, honeymoon };
}
