import type { Booking, BookingService, BookingSummary, DepartureList, FinalItinerarySummary, TripHeading, TripSummary } from '@ua/contracts';
import { serviceOf } from '../components/page/test/booking-fixtures';

/** A DRF page of `results`. */
export function pageOf<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

/** UA-2026-000005: Rahul Sharma's Kerala trip, confirming, 2 of 4 services confirmed, one of the open ones rejected. */
export function bookingSummary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: 5,
    reference: 'UA-2026-000005',
    status: 'confirming',
    itinerary: { id: 42, reference: 'UA-IT-00042', title: 'Kerala family trip' },
    version: 2,
    customer_name: 'Rahul Sharma',
    start_date: '2026-12-11',
    end_date: '2026-12-15',
    nights: 4,
    travellers_count: 3,
    owner: { id: 1, name: 'Asha Rao' },
    assigned_to: { id: 7, name: 'Chitra Nair' },
    services: { total: 5, confirmed: 2, open: 2, rejected: 1, cancelled: 1 },
    total_paise: 1_548_800,
    currency: 'INR',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** A service of booking 5 its supplier has yet to confirm, as a reader without costs or contacts sees it: a pending stay unless told. */
export function openService(overrides: Partial<BookingService> = {}): BookingService {
  return serviceOf({ supplier_contact: null, cost_paise: null, cost_at_booking_paise: null, ...overrides });
}

export type Departure = DepartureList['results'][number];

export function departure(overrides: Partial<Departure> = {}): Departure {
  return { ...bookingSummary(), open_services: [openService()], ...overrides };
}

/** Meera Nair's accepted Kerala trip (42), as the itineraries list gives it. */
export function acceptedTrip(overrides: Partial<TripSummary> = {}): TripSummary {
  return {
    id: 42,
    reference: 'UA-IT-00042',
    title: 'Kerala backwaters',
    status: 'accepted',
    customer: { name: 'Meera Nair', phone: '+919812345678', email: 'meera@example.com', whatsapp: '+919812345678', city: 'Pune' },
    start_date: '2026-12-11',
    end_date: '2026-12-16',
    nights: 5,
    currency: 'INR',
    owner: { id: 1, name: 'Asha Rao' },
    places: [],
    latest_version: 3,
    accepted_version: 2,
    updated_at: '2026-11-02T10:00:00.000Z',
    // The schedule's total now, which has moved on since the customer accepted version 2.
    total_paise: 99_900_000,
    travellers_count: 3,
    ...overrides,
  };
}

export function acceptedTripHeading(overrides: Partial<TripHeading> = {}): TripHeading {
  const trip = acceptedTrip();
  return {
    id: trip.id,
    reference: trip.reference,
    title: trip.title,
    status: 'accepted',
    lost_reason: null,
    lost_note: '',
    customer: trip.customer,
    start_date: trip.start_date,
    end_date: trip.end_date,
    nights: trip.nights,
    travellers: { adults: 2, children_ages: [8], infants: 0 },
    rooms: 1,
    starting_city: null,
    places: [],
    currency: 'INR',
    owner: trip.owner,
    notes: '',
    pricing: { markup_mode: 'sell_prices', markup_bp: 0, discount_paise: 0, gst_mode: 'package_5', gst_supply: 'intra_state', overseas: false },
    agent: null,
    agency_branding: false,
    accepted_version: 2,
    latest_version: 3,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: trip.updated_at,
    ...overrides,
  };
}

export function versionSummary(overrides: Partial<FinalItinerarySummary> = {}): FinalItinerarySummary {
  return {
    version: 2,
    note: '',
    frozen_by: { id: 1, name: 'Asha Rao' },
    frozen_at: '2026-11-02T10:00:00.000Z',
    accepted: true,
    accepted_at: '2026-11-03T10:00:00.000Z',
    accepted_by: { id: 1, name: 'Asha Rao' },
    total_paise: 12_345_600,
    currency: 'INR',
    ...overrides,
  };
}

/** The staff lookup's answer: Asha (1) and Chitra (7), who read bookings. */
export const STAFF_LOOKUP = pageOf([
  { id: 1, name: 'Asha Rao', email: 'asha@ua.test' },
  { id: 7, name: 'Chitra Nair', email: 'chitra@ua.test' },
]);

/** The booking the server answers a new booking with: booking 5, just made. */
export function madeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    ...bookingSummary({ services: { total: 1, confirmed: 0, open: 1, rejected: 0, cancelled: 0 } }),
    customer: { name: 'Meera Nair', phone: '+919812345678', email: 'meera@example.com', whatsapp: '+919812345678', city: 'Pune' },
    notes: '',
    travellers: [],
    service_list: [openService()],
    cancelled_at: null,
    cancel_reason: '',
    ...overrides,
  };
}
