import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Booking, TravellerInput } from '@ua/contracts';
import { createTestContext, rowCounts, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { bookingEvents } from '../../db/schema/bookings.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { cancelBooking, daysFromToday } from './booking-desk.test-helpers.ts';
import { auditOf, bookTrip, makeAcceptedTrip, makeBookingDesk, type BookingDesk } from './bookings.test-helpers.ts';

let ctx: TestContext;
let desk: BookingDesk;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makeBookingDesk(ctx);
});

const PASSPORT = 'K1234567';
const AADHAAR = '1234 5678 9012';

async function book(body: Parameters<typeof bookTrip>[2] = {}): Promise<Booking> {
  const trip = await makeAcceptedTrip(desk);
  return bookTrip(desk.ops, trip.id, body);
}

/** A booking of Rahul (the lead, a passport on file) and Anita (an Aadhaar on file). */
const bookFamily = () =>
  book({
    travellers: [
      { name: 'Rahul Sharma', lead: true, id_document_type: 'passport', id_document_number: PASSPORT },
      { name: 'Anita Sharma', id_document_type: 'aadhaar', id_document_number: AADHAAR },
    ],
  });

async function patch(caller: Caller, id: number, body: object, status = 200): Promise<Booking> {
  const res = await caller.patch(`/api/booking/${id}/`, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

async function putTravellers(caller: Caller, id: number, travellers: TravellerInput[], status = 200) {
  const res = await caller.put(`/api/booking/${id}/travellers/`, { travellers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

const eventsOf = (bookingId: number) => ctx.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(asc(bookingEvents.id));
const bellOf = (userId: number) => ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('assigning a booking, handing it over, its notes', () => {
  it('assigns an operations person: on the timeline, audited, and in their bell with a link to the booking', async () => {
    const booking = await book();
    const answer = await patch(desk.ops, booking.id, { assigned_to_id: desk.colleagueId });
    expect(answer.assigned_to).toEqual({ id: desk.colleagueId, name: 'Chitra Nair' });
    expect((await eventsOf(booking.id)).at(-1)).toMatchObject({ kind: 'assigned', title: 'Assigned to Chitra Nair', actorId: desk.opsId, actorKind: 'staff' });
    const [entry] = await auditOf(ctx, 'booking', booking.id);
    expect(entry).toMatchObject({ action: 'update', actorId: desk.opsId, before: { assigned_to_id: null }, after: { assigned_to_id: desk.colleagueId } });
    expect(await bellOf(desk.colleagueId)).toMatchObject([{ notificationType: 'booking', link: `/bookings/${booking.id}`, message: expect.stringContaining(booking.reference) }]);
  });

  it('tells nobody when people assign themselves, and unassigns with null', async () => {
    const booking = await book();
    await patch(desk.colleague, booking.id, { assigned_to_id: desk.colleagueId });
    expect(await bellOf(desk.colleagueId)).toEqual([]);
    const answer = await patch(desk.ops, booking.id, { assigned_to_id: null });
    expect(answer.assigned_to).toBeNull();
    expect((await eventsOf(booking.id)).map((event) => event.title).slice(-2)).toEqual(['Assigned to Chitra Nair', 'Unassigned']);
    expect(await bellOf(desk.colleagueId)).toEqual([]);
  });

  it('hands the booking to another owner, who hears of it, and keeps notes; each change on the timeline and audited', async () => {
    const booking = await book();
    const answer = await patch(desk.ops, booking.id, { owner_id: desk.colleagueId, notes: 'Honeymoon: ask for a cake on the second night' });
    expect(answer).toMatchObject({ owner: { id: desk.colleagueId, name: 'Chitra Nair' }, notes: 'Honeymoon: ask for a cake on the second night' });
    expect((await eventsOf(booking.id)).slice(-2).map((event) => [event.kind, event.title])).toEqual([
      ['owner', 'Owner changed to Chitra Nair'],
      ['notes', 'Notes edited'],
    ]);
    const [entry] = await auditOf(ctx, 'booking', booking.id);
    expect(entry?.before).toEqual({ owner_id: desk.sellerId, notes: '' });
    expect(entry?.after).toEqual({ owner_id: desk.colleagueId, notes: 'Honeymoon: ask for a cake on the second night' });
    expect(await bellOf(desk.colleagueId)).toMatchObject([{ notificationType: 'booking', message: expect.stringContaining('owner') }]);
  });

  it('writes nothing for a request that changes nothing', async () => {
    const booking = await book({ assigned_to_id: desk.colleagueId });
    const before = await rowCounts(ctx.database);
    const answer = await patch(desk.ops, booking.id, { assigned_to_id: desk.colleagueId, owner_id: desk.sellerId, notes: '' });
    expect(answer.updated_at).toBe(booking.updated_at);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('refuses an assignee who cannot read bookings, an inactive owner, an unknown one, and writes nothing', async () => {
    const booking = await book();
    const gone = await makeStaff(ctx.database.db, { labels: ['bookings.view'], active: false });
    const before = await rowCounts(ctx.database);
    const refusals: [object, string][] = [
      [{ assigned_to_id: desk.sellerId + 10_000 }, 'assigned_to_id'],
      [{ assigned_to_id: gone.id }, 'assigned_to_id'],
      [{ owner_id: gone.id }, 'owner_id'],
      [{ owner_id: 999_999 }, 'owner_id'],
      [{ assigned_to_id: desk.colleagueId, owner_id: gone.id }, 'owner_id'],
    ];
    for (const [body, field] of refusals) {
      const res = await desk.ops.patch(`/api/booking/${booking.id}/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
    expect((await desk.ops.get(`/api/booking/${booking.id}/`)).json().assigned_to).toBeNull();
  });

  it('is refused to a reader (403), for no booking (404), and once the booking is cancelled or over (409)', async () => {
    const booking = await book();
    expect((await desk.reader.patch(`/api/booking/${booking.id}/`, { notes: 'x' })).statusCode).toBe(403);
    expect((await desk.ops.patch('/api/booking/999999/', { notes: 'x' })).statusCode).toBe(404);
    const stranger = await makeStaff(ctx.database.db, { labels: ['itineraries.manage'] });
    expect((await ctx.as(stranger.id).get(`/api/booking/${booking.id}/`)).statusCode).toBe(403);

    await cancelBooking(ctx, booking.id);
    const cancelled = await desk.ops.patch(`/api/booking/${booking.id}/`, { assigned_to_id: desk.colleagueId });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().code).toBe('booking.cancelled');

    const over = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { startDate: daysFromToday(-10) })).id);
    expect(over.status).toBe('completed');
    expect((await desk.ops.patch(`/api/booking/${over.id}/`, { notes: 'x' })).json().code).toBe('booking.cancelled');
  });
});

describe('the travellers', () => {
  it('replaces the list: a number left out stays on file, null clears one, new travellers join, the marked one leads', async () => {
    const booking = await bookFamily();
    const [rahul, anita] = booking.travellers;
    if (!rahul || !anita) throw new Error('the family was booked without its travellers');
    expect(rahul.id_document_masked).toBe('••••4567');

    const answer: Booking = await putTravellers(desk.ops, booking.id, [
      { id: rahul.id, name: 'Rahul K. Sharma', id_document_type: 'passport' },
      { name: 'Kabir Sharma', kind: 'child', age: 8 },
      { id: anita.id, name: 'Anita Sharma', lead: true, id_document_type: 'aadhaar', id_document_number: null },
    ]);
    expect(answer.travellers_count).toBe(3);
    expect(answer.travellers.map((traveller) => [traveller.name, traveller.lead, traveller.id_document_masked])).toEqual([
      ['Rahul K. Sharma', false, '••••4567'],
      ['Kabir Sharma', false, null],
      ['Anita Sharma', true, null],
    ]);
    expect(answer.travellers[0]?.id).toBe(rahul.id);
    expect(answer.travellers[2]?.id).toBe(anita.id);
    const kept = await desk.ops.get(`/api/booking/${booking.id}/travellers/${rahul.id}/document/`);
    expect(kept.json()).toEqual({ id_document_type: 'passport', id_document_number: PASSPORT });
    expect((await desk.reader.get(`/api/booking/?search=${booking.reference}`)).json().results[0].travellers_count).toBe(3);
  });

  it('leaves out the travellers not listed, clears a number sent empty, and the first leads when none is marked', async () => {
    const booking = await bookFamily();
    const anita = booking.travellers[1];
    if (!anita) throw new Error('no Anita');
    const answer: Booking = await putTravellers(desk.ops, booking.id, [
      { id: anita.id, name: 'Anita Sharma', id_document_type: 'aadhaar', id_document_number: '' },
      { name: 'Kabir Sharma', kind: 'child', age: 8 },
    ]);
    expect(answer.travellers).toEqual([
      { id: anita.id, name: 'Anita Sharma', kind: 'adult', age: null, lead: true, id_document_type: 'aadhaar', id_document_masked: null },
      expect.objectContaining({ name: 'Kabir Sharma', kind: 'child', age: 8, lead: false }),
    ]);
    expect(answer.travellers_count).toBe(2);
  });

  it('goes on the timeline and into the audit log with ID numbers masked, never whole', async () => {
    const booking = await bookFamily();
    const [rahul, anita] = booking.travellers;
    if (!rahul || !anita) throw new Error('the family was booked without its travellers');
    await putTravellers(desk.ops, booking.id, [
      { id: rahul.id, name: 'Rahul Sharma', lead: true, id_document_type: 'passport' },
      { id: anita.id, name: 'Anita Sharma', id_document_type: 'aadhaar' },
      { name: 'Kabir Sharma', kind: 'child', age: 8 },
      { name: 'Dev Sharma', id_document_type: 'pan', id_document_number: 'ABCDE1234F' },
    ]);
    const event = (await eventsOf(booking.id)).find((row) => row.kind === 'travellers');
    expect(event).toMatchObject({ title: 'Travellers updated: 4 travellers', detail: 'Rahul Sharma (lead), Anita Sharma, Kabir Sharma, Dev Sharma' });
    const [entry] = await auditOf(ctx, 'booking', booking.id);
    expect(entry).toMatchObject({ action: 'update', before: { travellers_count: 2 }, after: { travellers_count: 4 } });
    expect(entry?.after?.travellers).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Dev Sharma', id_document_masked: '••••234F' })]));
    const written = JSON.stringify({ entry, events: await eventsOf(booking.id) });
    for (const number of [PASSPORT, AADHAAR, AADHAAR.replace(/ /g, ''), 'ABCDE1234F']) expect(written).not.toContain(number);
  });

  it('refuses another booking’s traveller, one listed twice, or a number kept with no document, naming the field and changing nothing', async () => {
    const booking = await bookFamily();
    const other = await book();
    const [rahul, anita] = booking.travellers;
    const stranger = other.travellers[0];
    if (!rahul || !anita || !stranger) throw new Error('travellers missing');
    const before = await rowCounts(ctx.database);
    const refusals: [TravellerInput[], string][] = [
      [[{ id: stranger.id, name: 'Someone else' }], 'travellers.0.id'],
      [[{ id: rahul.id, name: 'Rahul', id_document_type: 'passport' }, { id: 999_999, name: 'Nobody' }], 'travellers.1.id'],
      [[{ id: rahul.id, name: 'Rahul', id_document_type: 'passport' }, { id: rahul.id, name: 'Rahul again', id_document_type: 'passport' }], 'travellers.1.id'],
      [[{ id: anita.id, name: 'Anita', id_document_type: null }], 'travellers.0.id_document_type'],
    ];
    for (const [travellers, field] of refusals) {
      const res = await desk.ops.put(`/api/booking/${booking.id}/travellers/`, { travellers });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
    const after: Booking = (await desk.ops.get(`/api/booking/${booking.id}/`)).json();
    expect(after.travellers).toEqual(booking.travellers);
    expect((await desk.ops.get(`/api/booking/${other.id}/`)).json().travellers).toEqual(other.travellers);
  });

  it('is refused to a reader, and on a cancelled booking', async () => {
    const booking = await bookFamily();
    expect((await desk.reader.put(`/api/booking/${booking.id}/travellers/`, { travellers: [{ name: 'Rahul' }] })).statusCode).toBe(403);
    await cancelBooking(ctx, booking.id);
    const res = await desk.ops.put(`/api/booking/${booking.id}/travellers/`, { travellers: [{ name: 'Rahul' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('booking.cancelled');
  });
});

describe('showing an ID number in full', () => {
  it('answers the whole number to bookings.manage and audits the look, without the number', async () => {
    const booking = await bookFamily();
    const anita = booking.travellers[1];
    if (!anita) throw new Error('no Anita');
    const res = await desk.colleague.get(`/api/booking/${booking.id}/travellers/${anita.id}/document/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id_document_type: 'aadhaar', id_document_number: AADHAAR });
    const entries = await auditOf(ctx, 'booking_traveller', anita.id);
    expect(entries).toMatchObject([{ action: 'reveal', actorId: desk.colleagueId, entityId: String(anita.id), before: null, after: { booking_id: booking.id, id_document_type: 'aadhaar' } }]);
    expect(JSON.stringify(entries)).not.toContain('5678');
  });

  it('answers null for a traveller with no number, auditing nothing', async () => {
    const booking = await book();
    const lead = booking.travellers[0];
    if (!lead) throw new Error('no lead');
    expect((await desk.ops.get(`/api/booking/${booking.id}/travellers/${lead.id}/document/`)).json()).toEqual({ id_document_type: null, id_document_number: null });
    expect(await auditOf(ctx, 'booking_traveller', lead.id)).toEqual([]);
  });

  it('is not found through another booking, and refused to a reader', async () => {
    const booking = await bookFamily();
    const other = await book();
    const rahul = booking.travellers[0];
    if (!rahul) throw new Error('no Rahul');
    expect((await desk.ops.get(`/api/booking/${other.id}/travellers/${rahul.id}/document/`)).statusCode).toBe(404);
    expect((await desk.ops.get(`/api/booking/999999/travellers/${rahul.id}/document/`)).statusCode).toBe(404);
    const refused = await desk.reader.get(`/api/booking/${booking.id}/travellers/${rahul.id}/document/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(PASSPORT);
    expect(await auditOf(ctx, 'booking_traveller', rahul.id)).toEqual([]);
  });
});
