import type { FinalItinerarySummary, ItineraryDay, ItineraryItem, ItineraryPricing, ItinerarySchedule } from '@ua/contracts';
import { tripHeading } from './trip-fixtures';

const KOCHI = { id: 5, name: 'Kochi' };
const MUNNAR = { id: 3, name: 'Munnar' };

export function scheduleItem(overrides: Partial<ItineraryItem> = {}): ItineraryItem {
  return {
    id: 201,
    day_id: 102,
    position: 1,
    variant_id: 51,
    product_id: 11,
    category: 'accommodation',
    label: 'Tea County Munnar',
    variant_name: 'Deluxe room · breakfast',
    supplier: { id: 7, name: 'Tea County Hotels & Resorts' },
    quantity: 1,
    nights: 2,
    first_date: '2026-12-12',
    last_date: '2026-12-13',
    time: null,
    notes: '',
    price_source: 'season',
    season: { valid_from: '2026-10-01', valid_to: '2027-03-31' },
    unit_cost_paise: 450_000,
    unit_sell_paise: 550_000,
    cost_paise: 900_000,
    sell_paise: 1_100_000,
    ...overrides,
  };
}

export function scheduleDay(overrides: Partial<ItineraryDay> = {}): ItineraryDay {
  return { id: 101, day_number: 1, date: '2026-12-11', place: KOCHI, title: '', notes: '', items: [], continuing_stays: [], ...overrides };
}

/** 5% GST on the package, CGST and SGST; the total rounded to the rupee (half up), the difference shown. */
export function schedulePricing(overrides: Partial<ItineraryPricing> = {}): ItineraryPricing {
  return {
    currency: 'INR',
    cost_paise: 1_210_000,
    sell_paise: 1_475_000,
    discount_paise: 0,
    package_paise: 1_475_000,
    margin_paise: 265_000,
    margin_bp: 1797,
    gst: {
      mode: 'package_5',
      supply: 'intra_state',
      base_paise: 1_475_000,
      lines: [
        { name: 'CGST', rate_bp: 250, amount_paise: 36_875 },
        { name: 'SGST', rate_bp: 250, amount_paise: 36_875 },
      ],
      total_paise: 73_750,
    },
    tcs: { applies: false, rule: null, rate_bp: 0, base_paise: 0, amount_paise: 0 },
    round_off_paise: 50,
    total_paise: 1_548_800,
    priced_on: '2026-11-02',
    unpriced_lines: 1,
    agent_commission: null,
    ...overrides,
  };
}

/**
 * A draft three-day Kerala trip: a pickup at Kochi on day 1; a two-night stay, a visit for three and a
 * jeep safari no season covers on day 2 in Munnar; day 3 has only the stay carrying on.
 */
export function itinerarySchedule(overrides: Partial<ItinerarySchedule> = {}): ItinerarySchedule {
  return {
    heading: tripHeading({ status: 'draft', nights: 2, end_date: '2026-12-13', latest_version: 2, accepted_version: null }),
    days: [
      scheduleDay({
        items: [
          scheduleItem({
            id: 204,
            day_id: 101,
            category: 'transport',
            label: 'Kochi airport pickup',
            variant_name: 'Innova Crysta',
            supplier: { id: 8, name: 'Periyar Travels' },
            nights: 1,
            first_date: '2026-12-11',
            last_date: '2026-12-11',
            time: '09:30',
            unit_cost_paise: 250_000,
            unit_sell_paise: 300_000,
            cost_paise: 250_000,
            sell_paise: 300_000,
          }),
        ],
      }),
      scheduleDay({
        id: 102,
        day_number: 2,
        date: '2026-12-12',
        place: MUNNAR,
        title: 'Tea gardens',
        items: [
          scheduleItem(),
          scheduleItem({
            id: 202,
            position: 2,
            category: 'activity',
            label: 'Eravikulam National Park',
            variant_name: 'Entry and shuttle, adult',
            supplier: { id: 9, name: 'Kerala Forest Department' },
            quantity: 3,
            nights: 1,
            last_date: '2026-12-12',
            unit_cost_paise: 20_000,
            unit_sell_paise: 25_000,
            cost_paise: 60_000,
            sell_paise: 75_000,
          }),
          scheduleItem({
            id: 203,
            position: 3,
            category: 'activity',
            label: 'Kolukkumalai jeep safari',
            variant_name: 'Sunrise jeep',
            supplier: { id: 10, name: 'Kolukkumalai Jeeps' },
            quantity: 3,
            nights: 1,
            last_date: '2026-12-12',
            price_source: 'no_season',
            season: null,
            unit_cost_paise: 0,
            unit_sell_paise: 0,
            cost_paise: 0,
            sell_paise: 0,
          }),
        ],
      }),
      scheduleDay({ id: 103, day_number: 3, date: '2026-12-13', place: MUNNAR, continuing_stays: [{ item_id: 201, label: 'Tea County Munnar', night: 2, nights: 2 }] }),
    ],
    transport: [],
    pricing: schedulePricing(),
    warnings: [{ code: 'no_season', item_id: 203, transport_charge_id: null, message: 'Kolukkumalai jeep safari: no season covers 12 Dec 2026.' }],
    ...overrides,
  };
}

export function versionSummary(overrides: Partial<FinalItinerarySummary> = {}): FinalItinerarySummary {
  return {
    version: 1,
    note: '',
    frozen_by: { id: 1, name: 'Asha Rao' },
    frozen_at: '2026-11-02T10:00:00.000Z',
    accepted: false,
    accepted_at: null,
    accepted_by: null,
    total_paise: 1_548_800,
    currency: 'INR',
    ...overrides,
  };
}
