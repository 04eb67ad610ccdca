import { describe, expect, it } from 'vitest';
import { tripHeading } from '../test/trip-fixtures';
import { placesLine, travelMonthOptions, travellersSummary, tripDates, versionSummary } from './trip-format';

describe('a trip in words', () => {
  it('gives the dates with their weekdays and the nights, or a day trip', () => {
    expect(tripDates(tripHeading())).toBe('Fri 11 Dec 2026 → Wed 16 Dec 2026 · 5 nights');
    expect(tripDates({ start_date: '2026-12-11', end_date: '2026-12-12', nights: 1 })).toBe('Fri 11 Dec 2026 → Sat 12 Dec 2026 · 1 night');
    expect(tripDates({ start_date: '2026-12-11', end_date: '2026-12-11', nights: 0 })).toBe('Fri 11 Dec 2026 · a day trip');
  });

  it('counts the travellers with the children’s ages', () => {
    expect(travellersSummary({ adults: 1, children_ages: [], infants: 0 })).toBe('1 adult');
    expect(travellersSummary({ adults: 2, children_ages: [5, 9], infants: 1 })).toBe('2 adults, 2 children (5, 9), 1 infant');
  });

  it('says the versions, the accepted one too', () => {
    expect(versionSummary(null, null)).toBe('Not frozen yet');
    expect(versionSummary(2, null)).toBe('v2');
    expect(versionSummary(3, 2)).toBe('v3 · accepted v2');
  });

  it('says where the trip starts and goes', () => {
    expect(placesLine(tripHeading())).toBe('Kochi → Munnar, Alleppey');
    expect(placesLine({ starting_city: null, places: [{ id: 3, name: 'Munnar' }] })).toBe('Munnar');
    expect(placesLine({ starting_city: { id: 5, name: 'Kochi' }, places: [] })).toBe('From Kochi');
    expect(placesLine({ starting_city: null, places: [] })).toBeUndefined();
  });
});

describe('the travel months offered', () => {
  it('run from a year back to two years ahead, with an old link’s month kept', () => {
    const months = travelMonthOptions('2026-11-24');
    expect(months).toHaveLength(37);
    expect(months[0]).toEqual({ value: '2025-11', label: 'Nov 2025' });
    expect(months.at(-1)).toEqual({ value: '2028-11', label: 'Nov 2028' });
    expect(travelMonthOptions('2026-11-24', '2020-02')[0]).toEqual({ value: '2020-02', label: 'Feb 2020' });
  });
});
