import type { Booking, BookingComment, BookingService, TimelineEntry, Traveller } from '@ua/contracts';

export const BOOKING_ID = 5;

/** A service of booking 5, as the server answers it to a manager who may see costs: a pending stay unless told. */
export function serviceOf(overrides: Partial<BookingService> = {}): BookingService {
  return {
    id: 51,
    position: 1,
    source: 'item',
    category: 'accommodation',
    day_number: 2,
    first_date: '2026-12-12',
    last_date: '2026-12-14',
    nights: 2,
    place: { id: 30, name: 'Munnar' },
    label: 'Tea County Munnar',
    product_id: 70,
    variant_id: 71,
    variant_name: 'Deluxe room · breakfast',
    supplier: { id: 80, name: 'Tea County Hotels' },
    supplier_contact: { name: 'Front desk', phone: '+914865230000', email: 'desk@teacounty.example', whatsapp: '+919400000001' },
    quantity: 1,
    travellers_text: '2 adults, 1 child (8)',
    time: null,
    notes: '',
    status: 'pending',
    status_reason: '',
    confirmation_number: null,
    voucher_number: null,
    requested_at: null,
    request_channel: null,
    request_expires_at: null,
    confirmed_at: null,
    currency: 'INR',
    cost_paise: 900_000,
    sell_paise: 1_100_000,
    cost_at_booking_paise: 900_000,
    sell_at_booking_paise: 1_100_000,
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function travellerOf(overrides: Partial<Traveller> = {}): Traveller {
  return { id: 11, name: 'Rahul Sharma', kind: 'adult', age: 41, lead: true, id_document_type: 'passport', id_document_masked: '\u2022\u2022\u2022\u20224321', ...overrides };
}

/** Booking 5: confirming, with a service in each status but cancelled. */
export function bookingOf(overrides: Partial<Booking> = {}): Booking {
  const services = overrides.service_list ?? [
    serviceOf(),
    serviceOf({ id: 52, position: 2, label: 'Kolukkumalai jeep safari', category: 'activity', first_date: '2026-12-13', last_date: '2026-12-13', nights: 0, quantity: 3, variant_name: 'Sunrise slot', supplier: { id: 81, name: 'Hill Jeeps' }, status: 'requested', requested_at: '2026-11-20T10:00:00.000Z', request_channel: 'whatsapp', request_expires_at: '2099-11-27T10:00:00.000Z' }),
    serviceOf({ id: 53, position: 3, label: 'Kochi airport transfer', category: 'transport', first_date: '2026-12-11', last_date: '2026-12-11', nights: 0, supplier: { id: 82, name: 'Kerala Cabs' }, status: 'confirmed', confirmation_number: 'KC-881', voucher_number: 'UA-V-000053', confirmed_at: '2026-11-21T10:00:00.000Z' }),
    serviceOf({ id: 54, position: 4, label: 'Spice Village Thekkady', place: { id: 31, name: 'Thekkady' }, supplier: { id: 83, name: 'CGH Earth' }, status: 'rejected', status_reason: 'Fully booked on those dates' }),
  ];
  return {
    id: BOOKING_ID,
    reference: 'UA-2026-000005',
    status: 'confirming',
    itinerary: { id: 42, reference: 'UA-IT-00042', title: 'Kerala family trip' },
    version: 2,
    customer_name: 'Rahul Sharma',
    start_date: '2026-12-11',
    end_date: '2026-12-15',
    nights: 4,
    travellers_count: 2,
    owner: { id: 1, name: 'Asha Rao' },
    assigned_to: { id: 7, name: 'Chitra Nair' },
    services: { total: services.length, confirmed: services.filter((s) => s.status === 'confirmed').length, open: services.filter((s) => ['pending', 'requested', 'rejected'].includes(s.status)).length, rejected: services.filter((s) => s.status === 'rejected').length, cancelled: services.filter((s) => s.status === 'cancelled').length },
    total_paise: 1_548_800,
    currency: 'INR',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    customer: { name: 'Rahul Sharma', phone: '+919812345678', email: 'rahul@example.in', whatsapp: '+919812345678', city: 'Pune' },
    notes: '',
    travellers: [travellerOf(), travellerOf({ id: 12, name: 'Priya Sharma', lead: false, age: 38, id_document_type: null, id_document_masked: null })],
    service_list: services,
    cancelled_at: null,
    cancel_reason: '',
    ...overrides,
  };
}

/** A comment on booking 5 by Asha (user 1), still editable unless told. */
export function commentOf(overrides: Partial<BookingComment> = {}): BookingComment {
  return {
    id: 1,
    author: { id: 1, name: 'Asha Rao' },
    body: 'Hotel asked for the flight times.',
    mentions: [],
    created_at: new Date(Date.now() - 2 * 60 * 1000).toISOString(),
    edited_at: null,
    editable_until: new Date(Date.now() + 13 * 60 * 1000).toISOString(),
    revisions: [],
    ...overrides,
  };
}

export function commentPage(results: BookingComment[], count = results.length) {
  return { count, next: null, previous: null, results };
}

export function timelineEntryOf(overrides: Partial<TimelineEntry> = {}): TimelineEntry {
  return {
    id: 'event:1',
    kind: 'booking',
    at: '2026-11-20T09:00:00.000Z',
    actor: { id: 1, name: 'Asha Rao' },
    actor_label: 'Asha Rao',
    title: 'Booked from version 2',
    detail: null,
    service_id: null,
    message: null,
    comment_id: null,
    ...overrides,
  };
}
