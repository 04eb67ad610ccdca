import { describe, expect, it } from 'vitest';
import type { ItineraryDay, ItineraryItem, ItinerarySchedule, TransportCharge } from '@ua/contracts';
import { compareVersions, describeTravellers } from './version-comparison.ts';

function item(id: number, overrides: Partial<ItineraryItem> = {}): ItineraryItem {
  return {
    id,
    day_id: 1,
    position: 1,
    variant_id: null,
    product_id: null,
    category: 'activity',
    label: `Item ${id}`,
    variant_name: null,
    supplier: null,
    quantity: 2,
    nights: 1,
    first_date: '2026-01-12',
    last_date: '2026-01-12',
    time: null,
    notes: '',
    price_source: 'manual',
    season: null,
    unit_cost_paise: 1000_00,
    unit_sell_paise: 1500_00,
    cost_paise: 2000_00,
    sell_paise: 3000_00,
    ...overrides,
  };
}

function day(dayNumber: number, items: ItineraryItem[], overrides: Partial<ItineraryDay> = {}): ItineraryDay {
  return { id: 100 + dayNumber, day_number: dayNumber, date: `2026-01-${String(11 + dayNumber).padStart(2, '0')}`, place: { id: 7, name: 'Munnar' }, title: '', notes: '', items, continuing_stays: [], ...overrides };
}

function transport(id: number, overrides: Partial<TransportCharge> = {}): TransportCharge {
  return {
    id,
    position: 1,
    variant_id: null,
    label: 'Innova Crysta',
    variant_name: null,
    supplier: null,
    from_place: { id: 1, name: 'Kochi' },
    to_place: { id: 7, name: 'Munnar' },
    basis: 'trip',
    units: 1,
    vehicles: 1,
    notes: '',
    price_source: 'manual',
    season: null,
    unit_cost_paise: 6000_00,
    unit_sell_paise: 8000_00,
    cost_paise: 6000_00,
    sell_paise: 8000_00,
    ...overrides,
  };
}

function schedule(days: ItineraryDay[], charges: TransportCharge[], totals: { package: number; total: number; margin: number }, heading: Partial<ItinerarySchedule['heading']> = {}): ItinerarySchedule {
  return {
    heading: {
      id: 42,
      reference: 'UA-IT-00042',
      title: 'Kerala backwaters',
      status: 'draft',
      lost_reason: null,
      lost_note: '',
      customer: { name: 'Rahul Sharma', phone: '', email: '', whatsapp: '', city: '' },
      start_date: '2026-01-12',
      end_date: '2026-01-14',
      nights: 2,
      travellers: { adults: 2, children_ages: [], infants: 0 },
      rooms: 1,
      starting_city: null,
      places: [{ id: 7, name: 'Munnar' }],
      currency: 'INR',
      owner: { id: 1, name: 'Ravi Kumar' },
      notes: '',
      pricing: { markup_mode: 'sell_prices', markup_bp: 0, discount_paise: 0, gst_mode: 'package_5', gst_supply: 'intra_state', overseas: false },
      agent: null,
      agency_branding: false,
      accepted_version: null,
      latest_version: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      ...heading,
    },
    days,
    transport: charges,
    pricing: {
      currency: 'INR',
      cost_paise: 0,
      sell_paise: totals.package,
      discount_paise: 0,
      package_paise: totals.package,
      margin_paise: totals.margin,
      margin_bp: null,
      gst: { mode: 'package_5', supply: 'intra_state', base_paise: totals.package, lines: [], total_paise: 0 },
      tcs: { applies: false, rule: null, rate_bp: 0, base_paise: 0, amount_paise: 0 },
      agent_commission: null,
      round_off_paise: 0,
      total_paise: totals.total,
      priced_on: '2026-01-01',
      unpriced_lines: 0,
    },
    warnings: [],
  };
}

describe('compareVersions', () => {
  it('reports nothing but the totals for two identical versions', () => {
    const v1 = schedule([day(1, [item(1)]), day(2, [item(2)])], [transport(9)], { package: 11_000_00, total: 11_550_00, margin: 3000_00 });
    const result = compareVersions({ version: 1, schedule: v1 }, { version: 2, schedule: structuredClone(v1) });
    expect(result).toEqual({
      from: 1,
      to: 2,
      heading: [],
      days: [],
      transport: [],
      totals: { package_before_paise: 11_000_00, package_after_paise: 11_000_00, total_before_paise: 11_550_00, total_after_paise: 11_550_00, margin_before_paise: 3000_00, margin_after_paise: 3000_00 },
    });
  });

  it('names the changed, added and removed items of a day, matched by id', () => {
    const v1 = schedule([day(1, [item(1), item(2, { label: 'Kathakali show' })])], [], { package: 6000_00, total: 6300_00, margin: 2000_00 });
    const v2 = schedule([day(1, [item(1, { quantity: 3, sell_paise: 4500_00 }), item(3, { label: 'Spice garden walk', variant_name: 'Guided' })])], [], { package: 7500_00, total: 7875_00, margin: 2500_00 });
    const result = compareVersions({ version: 1, schedule: v1 }, { version: 2, schedule: v2 });
    expect(result.days).toEqual([
      {
        day_number: 1,
        change: 'changed',
        before: { date: '2026-01-12', place: 'Munnar', title: '' },
        after: { date: '2026-01-12', place: 'Munnar', title: '' },
        items: [
          { change: 'changed', label: 'Item 1', before: { quantity: 2, nights: 1, sell_paise: 3000_00 }, after: { quantity: 3, nights: 1, sell_paise: 4500_00 } },
          { change: 'added', label: 'Spice garden walk (Guided)', before: null, after: { quantity: 2, nights: 1, sell_paise: 3000_00 } },
          { change: 'removed', label: 'Kathakali show', before: { quantity: 2, nights: 1, sell_paise: 3000_00 }, after: null },
        ],
      },
    ]);
    expect(result.totals).toMatchObject({ package_before_paise: 6000_00, package_after_paise: 7500_00, total_before_paise: 6300_00, total_after_paise: 7875_00 });
  });

  it('matches days by number: a new last day is added, a dropped one removed, a new place changes the day', () => {
    const v1 = schedule([day(1, []), day(2, [item(5)])], [], { package: 3000_00, total: 3150_00, margin: 0 });
    const v2 = schedule([day(1, [], { place: { id: 8, name: 'Alleppey' } }), day(3, [])], [], { package: 0, total: 0, margin: 0 });
    const result = compareVersions({ version: 1, schedule: v1 }, { version: 3, schedule: v2 });
    expect(result.days.map((d) => [d.day_number, d.change, d.before?.place ?? null, d.after?.place ?? null])).toEqual([
      [1, 'changed', 'Munnar', 'Alleppey'],
      [2, 'removed', 'Munnar', null],
      [3, 'added', null, 'Munnar'],
    ]);
    expect(result.days[1]?.items).toEqual([{ change: 'removed', label: 'Item 5', before: { quantity: 2, nights: 1, sell_paise: 3000_00 }, after: null }]);
  });

  it('shows an item moved to another day as removed from the one and added to the other', () => {
    const v1 = schedule([day(1, [item(1)]), day(2, [])], [], { package: 3000_00, total: 3150_00, margin: 0 });
    const v2 = schedule([day(1, []), day(2, [item(1)])], [], { package: 3000_00, total: 3150_00, margin: 0 });
    const result = compareVersions({ version: 1, schedule: v1 }, { version: 2, schedule: v2 });
    expect(result.days.map((d) => [d.day_number, d.items.map((i) => i.change)])).toEqual([
      [1, ['removed']],
      [2, ['added']],
    ]);
  });

  it('reports heading fields as text, travellers in words', () => {
    const v1 = schedule([], [], { package: 0, total: 0, margin: 0 });
    const v2 = schedule([], [], { package: 0, total: 0, margin: 0 }, { nights: 3, travellers: { adults: 2, children_ages: [8, 5], infants: 1 }, places: [{ id: 7, name: 'Munnar' }, { id: 8, name: 'Alleppey' }] });
    expect(compareVersions({ version: 1, schedule: v1 }, { version: 2, schedule: v2 }).heading).toEqual([
      { field: 'nights', before: '2', after: '3' },
      { field: 'travellers', before: '2 adults', after: '2 adults, 2 children (aged 8, 5), 1 infant' },
      { field: 'places', before: 'Munnar', after: 'Munnar, Alleppey' },
    ]);
    expect(describeTravellers({ adults: 1, children_ages: [4], infants: 0 })).toBe('1 adult, 1 child (aged 4)');
  });

  it('compares transport charges by id, with their route in the label', () => {
    const v1 = schedule([], [transport(9), transport(10, { label: 'Tempo Traveller', from_place: null, to_place: null })], { package: 16_000_00, total: 16_800_00, margin: 4000_00 });
    const v2 = schedule([], [transport(9, { basis: 'days', units: 3, sell_paise: 24_000_00 })], { package: 24_000_00, total: 25_200_00, margin: 6000_00 });
    expect(compareVersions({ version: 1, schedule: v1 }, { version: 2, schedule: v2 }).transport).toEqual([
      { change: 'changed', label: 'Innova Crysta, Kochi to Munnar', before: { units: 1, vehicles: 1, sell_paise: 8000_00 }, after: { units: 3, vehicles: 1, sell_paise: 24_000_00 } },
      { change: 'removed', label: 'Tempo Traveller', before: { units: 1, vehicles: 1, sell_paise: 8000_00 }, after: null },
    ]);
  });
});
