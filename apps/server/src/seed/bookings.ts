import { eq } from 'drizzle-orm';
import {
  bookingCancelRequestSchema,
  bookingCreateRequestSchema,
  commentCreateRequestSchema,
  permissionLabels,
  serviceActionRequestSchema,
  type Booking,
  type BookingCreateRequest,
  type ServiceActionRequest,
} from '@ua/contracts';
import type { Config } from '../config.ts';
import { staffActor, systemActor, type ServiceContext } from '../core/actor.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { advanceBookingsByDate, cancelBooking, createBooking, createComment, runServiceAction } from '../modules/bookings/index.ts';
import { acceptVersion, addDays, freezeItinerary, todayInIndia } from '../modules/itineraries/index.ts';
import { settleDemoMessages } from '../modules/messaging/index.ts';
import { buildTrip, SEED_REQUEST_ID, type DemoDay } from './itineraries.ts';
import { payUdaipurAdvance, seedPayments } from './payments.ts';

/**
 * The demo's bookings, one in every status, made and worked through the bookings module the way
 * operations would (so their services, events, notifications and messages are the real thing):
 * - the Munnar honeymoon (Asha's), confirming, six days out: the transfer confirmed, the hotel asked on
 *   WhatsApp, the tea tour turned down by the supplier, the guide not asked yet (so operations are told
 *   of three services unconfirmed a week before travel); with comments mentioning each other;
 * - the rest are Ravi's, run by him:
 * - a Kochi night the day after tomorrow, paid in full: the show confirmed, the hotel asked and not
 *   answered (two days before travel, operations are told again);
 * - a Jaipur trip three weeks out, every service confirmed, the hotel's voucher sent;
 * - an Alleppey houseboat trip that began yesterday (travelling);
 * - a Goa weekend over last week (completed);
 * - an Udaipur trip cancelled after its hotel was asked, the supplier told.
 * Accounts (Priya) sets each booking's payment plan and records its money (seed/payments.ts).
 * Dates are counted from the day the demo is made, so each stands where it should then. The
 * messages the actions queued are settled as their providers would have taken them.
 */

type Staff = { id: number; email: string; firstName: string };
type Trip = Parameters<typeof buildTrip>[1];

const DAY_MS = 86_400_000;

const action = (request: ServiceActionRequest) => serviceActionRequestSchema.parse(request);

async function bookAcceptedTrip(ctx: ServiceContext, trip: Trip, days: DemoDay[], booking: Omit<BookingCreateRequest, 'itinerary_id'>, now: Date): Promise<Booking> {
  const id = await buildTrip(ctx, trip, days);
  await freezeItinerary(ctx, id, { note: '' });
  await acceptVersion(ctx, id, 1);
  return createBooking(ctx, bookingCreateRequestSchema.parse({ ...booking, itinerary_id: id }), now);
}

/** The service of the booking whose label starts so; the demo's own data, so a miss is a bug. */
function serviceOf(booking: Booking, label: string): number {
  const found = booking.service_list.find((service) => service.label.startsWith(label));
  if (!found) throw new Error(`The demo booking ${booking.reference} has no service "${label}"`);
  return found.id;
}

export async function seedBookings(tx: Db, config: Config, people: { sales: Staff; manager: Staff; accounts: Staff }, trips: { honeymoon: number }): Promise<{ bookings: number; trips: number }> {
  const actorOf = (person: Staff): ServiceContext => ({ db: tx, actor: staffActor({ ...person, labels: permissionLabels }, { requestId: SEED_REQUEST_ID, ip: '127.0.0.1' }) });
  const ravi = actorOf(people.sales);
  const asha = actorOf(people.manager);
  const priya = actorOf(people.accounts);
  const now = new Date();
  const today = todayInIndia(now);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  // Confirming, six days out: Asha's trip, run by Ravi.
  const honeymoon = await createBooking(ravi, bookingCreateRequestSchema.parse({
    itinerary_id: trips.honeymoon,
    assigned_to_id: people.sales.id,
    travellers: [
      { name: 'Sneha Iyer', kind: 'adult', age: 29, lead: true, id_document_type: 'passport', id_document_number: 'Z4821937' },
      { name: 'Karthik Iyer', kind: 'adult', age: 31, id_document_type: 'aadhaar', id_document_number: '4512 8890 3321' },
    ],
    notes: 'Honeymoon: the hotel was told; ask for a cake on the first night.',
  }), now);
  // Asha, whose trip it is, works on it too: nobody is told what they did themselves.
  await runServiceAction(asha, config, honeymoon.id, action({ action: 'confirm', service_id: serviceOf(honeymoon, 'Kochi airport to Munnar'), confirmation_number: 'KTC-88213' }), now);
  await runServiceAction(asha, config, honeymoon.id, action({ action: 'request', service_id: serviceOf(honeymoon, 'Grand Tea Palace') }), now);
  await runServiceAction(asha, config, honeymoon.id, action({ action: 'request', service_id: serviceOf(honeymoon, 'Munnar tea gardens') }), now);
  await runServiceAction(asha, config, honeymoon.id, action({ action: 'reject', service_id: serviceOf(honeymoon, 'Munnar tea gardens'), reason: 'Fully booked on that day; the day after is possible' }), now);
  await createComment(asha, honeymoon.id, commentCreateRequestSchema.parse({
    body: '@Ravi Kumar the tea gardens tour is full that day: can we move it to the next morning? The couple said any day works.',
    mention_ids: [people.sales.id],
  }), now);
  await createComment(
    ravi,
    honeymoon.id,
    commentCreateRequestSchema.parse({ body: '@Asha Rao yes, asking them for the next morning now. Grand Tea Palace has not answered yet; I will call them at noon.', mention_ids: [people.manager.id] }),
    now,
  );

  // Confirming, the day after tomorrow: the show confirmed, the hotel asked this morning and silent since.
  const kochi = await bookAcceptedTrip(
    ravi,
    {
      title: 'Kochi heritage night, 1 night',
      customer: { name: 'Kavita Joshi', phone: '+919826012345', email: 'kavita.joshi@example.in', whatsapp: '+919826012345', city: 'Indore' },
      start_date: addDays(today, 2),
      nights: 1,
      travellers: { adults: 2, children_ages: [], infants: 0 },
      rooms: 1,
      places: ['kochi'],
      notes: 'A stopover on the way to the hills.',
    },
    [{ place: 'kochi', items: [{ product: 'Marine Drive Residency', time: '14:00' }, { product: 'Kathakali evening show', quantity: 2, time: '18:00' }] }, { place: 'kochi' }],
    { assigned_to_id: people.sales.id },
    daysAgo(3),
  );
  await runServiceAction(ravi, config, kochi.id, action({ action: 'confirm', service_id: serviceOf(kochi, 'Kathakali evening show'), confirmation_number: 'KCC-3391' }), now);
  await runServiceAction(ravi, config, kochi.id, action({ action: 'request', service_id: serviceOf(kochi, 'Marine Drive Residency') }), now);

  // Confirmed, three weeks out: every service confirmed, the hotel's voucher sent to the customer.
  const jaipur = await bookAcceptedTrip(
    ravi,
    {
      title: 'Jaipur and Amer, 3 nights',
      customer: { name: 'Farah Khan', phone: '+919811223344', email: 'farah.khan@example.in', whatsapp: '+919811223344', city: 'Lucknow' },
      start_date: addDays(today, 21),
      nights: 3,
      travellers: { adults: 2, children_ages: [10], infants: 0 },
      rooms: 1,
      places: ['jaipur'],
      notes: '',
    },
    [
      { place: 'jaipur', items: [{ product: 'Jaipur airport transfer', time: '12:00' }, { product: 'Rajputana Palace Jaipur', nights: 3 }] },
      { place: 'jaipur', items: [{ product: 'Jaipur city tour', quantity: 3, time: '09:00' }] },
      { place: 'jaipur', items: [{ product: 'Rajasthani thali dinner with folk dance', quantity: 3, time: '20:00' }] },
      { place: 'jaipur', items: [{ product: 'Jaipur airport transfer', time: '10:00' }] },
    ],
    { assigned_to_id: people.sales.id },
    now,
  );
  for (const [index, service] of jaipur.service_list.entries()) {
    await runServiceAction(ravi, config, jaipur.id, action({ action: 'confirm', service_id: service.id, confirmation_number: `RJ-${4470 + index}` }), now);
  }
  await runServiceAction(ravi, config, jaipur.id, action({ action: 'send_voucher', service_id: serviceOf(jaipur, 'Rajputana Palace'), channel: 'email' }), now);

  // Travelling: began yesterday; booked and confirmed ten days ago.
  const alleppey = await bookAcceptedTrip(
    ravi,
    {
      title: 'Alleppey houseboat escape, 2 nights',
      customer: { name: 'Deepa Menon', phone: '+919895112233', email: 'deepa.menon@example.in', whatsapp: '+919895112233', city: 'Bengaluru' },
      start_date: addDays(today, -1),
      nights: 2,
      travellers: { adults: 2, children_ages: [], infants: 0 },
      rooms: 1,
      places: ['alleppey'],
      notes: '',
    },
    [{ place: 'alleppey', items: [{ product: 'Punnamada Premium Houseboat', nights: 1 }, { product: 'Karimeen lunch on the houseboat', quantity: 2, time: '13:00' }] }, { place: 'alleppey', items: [{ product: 'Lake Palace Alleppey' }] }, { place: 'kochi', items: [{ product: 'Alleppey to Kochi transfer', time: '11:00' }] }],
    { assigned_to_id: people.sales.id },
    daysAgo(10),
  );
  for (const [index, service] of alleppey.service_list.entries()) {
    await runServiceAction(ravi, config, alleppey.id, action({ action: 'confirm', service_id: service.id, confirmation_number: `ALP-${2210 + index}` }), daysAgo(9));
  }

  // Completed: a weekend over last week.
  const goa = await bookAcceptedTrip(
    ravi,
    {
      title: 'Goa beach weekend, 2 nights',
      customer: { name: 'Rohan Desai', phone: '+919820445566', email: 'rohan.desai@example.in', whatsapp: '', city: 'Mumbai' },
      start_date: addDays(today, -9),
      nights: 2,
      travellers: { adults: 2, children_ages: [], infants: 0 },
      rooms: 1,
      places: ['north-goa'],
      notes: '',
    },
    [{ place: 'north-goa', items: [{ product: 'Goa airport to North Goa transfer', time: '14:00' }, { product: 'Calangute Sands Resort', nights: 2 }] }, { place: 'north-goa', items: [{ product: 'North Goa beaches and forts tour', quantity: 2, time: '09:30' }] }],
    { assigned_to_id: people.sales.id },
    daysAgo(25),
  );
  for (const [index, service] of goa.service_list.entries()) {
    await runServiceAction(ravi, config, goa.id, action({ action: 'confirm', service_id: service.id, confirmation_number: `GS-${9100 + index}` }), daysAgo(24));
  }

  // Cancelled after its hotel was asked: the supplier is told.
  const udaipur = await bookAcceptedTrip(
    ravi,
    {
      title: 'Udaipur lakes, 2 nights',
      customer: { name: 'Priya Shah', phone: '+919879001122', email: 'priya.shah@example.in', whatsapp: '+919879001122', city: 'Ahmedabad' },
      start_date: addDays(today, 40),
      nights: 2,
      travellers: { adults: 2, children_ages: [], infants: 0 },
      rooms: 1,
      places: ['udaipur'],
      notes: '',
    },
    [{ place: 'udaipur', items: [{ product: 'Lake Pichola Palace', nights: 2 }] }, { place: 'udaipur', items: [{ product: 'Udaipur palaces tour', quantity: 2, time: '09:00' }] }],
    { assigned_to_id: people.sales.id },
    now,
  );
  await runServiceAction(ravi, config, udaipur.id, action({ action: 'request', service_id: serviceOf(udaipur, 'Lake Pichola Palace') }), now);
  const udaipurAdvance = await payUdaipurAdvance(priya, udaipur, now);
  await cancelBooking(ravi, config, udaipur.id, bookingCancelRequestSchema.parse({ reason: 'The customer postponed the trip to next year', tell_suppliers: true }), now);

  await seedPayments(tx, priya, { honeymoon, kochi, jaipur, alleppey, goa }, udaipurAdvance, now);

  // The calendar's own moves, as the daily job makes them.
  await advanceBookingsByDate(tx, systemActor(SEED_REQUEST_ID), now);
  await settleDemoMessages(tx);
  // The seed is no one's work: the bookings stand as made, without an audit history of the seed acting as staff.
  await tx.delete(auditLog).where(eq(auditLog.requestId, SEED_REQUEST_ID));
  return { bookings: 6, trips: 5 };
}
