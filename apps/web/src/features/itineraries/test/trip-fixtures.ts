import type { TripHeading, TripSummary } from '@ua/contracts';

/** A DRF page of `results`. */
export function pageOf<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

/** A sent Kerala trip for Meera Nair, five nights from Friday 11 December 2026. */
export function tripHeading(overrides: Partial<TripHeading> = {}): TripHeading {
  return {
    id: 42,
    reference: 'UA-IT-00042',
    title: 'Kerala backwaters, 5 nights',
    status: 'sent',
    lost_reason: null,
    lost_note: '',
    customer: { name: 'Meera Nair', phone: '+919812345678', email: 'meera@example.com', whatsapp: '+919812345678', city: 'Pune' },
    start_date: '2026-12-11',
    end_date: '2026-12-16',
    nights: 5,
    travellers: { adults: 2, children_ages: [8], infants: 0 },
    rooms: 1,
    starting_city: { id: 5, name: 'Kochi' },
    places: [
      { id: 3, name: 'Munnar' },
      { id: 6, name: 'Alleppey' },
    ],
    currency: 'INR',
    owner: { id: 1, name: 'Asha Rao' },
    notes: '',
    pricing: { markup_mode: 'sell_prices', markup_bp: 0, discount_paise: 0, gst_mode: 'package_5', gst_supply: 'intra_state', overseas: false },
    agent: null,
    agency_branding: false,
    accepted_version: null,
    latest_version: 2,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function tripSummary(overrides: Partial<TripSummary> = {}): TripSummary {
  const heading = tripHeading();
  return {
    id: heading.id,
    reference: heading.reference,
    title: heading.title,
    status: heading.status,
    customer: heading.customer,
    start_date: heading.start_date,
    end_date: heading.end_date,
    nights: heading.nights,
    currency: 'INR',
    owner: heading.owner,
    places: heading.places,
    latest_version: 2,
    accepted_version: 1,
    updated_at: heading.updated_at,
    total_paise: 12_345_600,
    travellers_count: 3,
    ...overrides,
  };
}
