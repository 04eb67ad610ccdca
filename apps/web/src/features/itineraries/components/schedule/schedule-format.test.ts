import { describe, expect, it } from 'vitest';
import { withDaysOrdered } from '../../api/reorder-days';
import { withItemsOrdered } from '../../api/reorder-items';
import { itinerarySchedule, scheduleItem } from '../../test/schedule-fixtures';
import { percentFromBp } from '../pricing/pricing-format';
import { itemChanges, itemEditValues } from './item-form-values';
import { dayHeading, moveBy, quantityPhrase, transportQuantity } from './schedule-format';

describe('the schedule\u2019s words', () => {
  it('heads a day with its number, weekday and date in UTC, and its place when it has one', () => {
    expect(dayHeading({ day_number: 3, date: '2026-12-14', place: { id: 3, name: 'Munnar' } })).toBe('Day 3 · Mon 14 Dec 2026 · Munnar');
    expect(dayHeading({ day_number: 1, date: '2026-12-11', place: null })).toBe('Day 1 · Fri 11 Dec 2026');
  });

  it('counts an item in its category\u2019s words', () => {
    expect(quantityPhrase({ category: 'accommodation', quantity: 2, nights: 3 })).toBe('2 rooms × 3 nights');
    expect(quantityPhrase({ category: 'accommodation', quantity: 1, nights: 1 })).toBe('1 room × 1 night');
    expect(quantityPhrase({ category: 'transport', quantity: 1, nights: 1 })).toBe('1 vehicle');
    expect(quantityPhrase({ category: 'activity', quantity: 4, nights: 1 })).toBe('4 people');
    expect(quantityPhrase({ category: 'meal', quantity: 1, nights: 1 })).toBe('1 person');
    expect(quantityPhrase({ category: null, quantity: 2, nights: 2 })).toBe('2 units × 2 nights');
    expect(transportQuantity({ basis: 'days', units: 5, vehicles: 2 })).toBe('2 vehicles × 5 days');
    expect(transportQuantity({ basis: 'km', units: 320, vehicles: 1 })).toBe('1 vehicle × 320 km');
  });

  it('moves an id one place, and leaves the list as it is at either end', () => {
    expect(moveBy([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveBy([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveBy([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('shows basis points from their digits', () => {
    expect(percentFromBp(250)).toBe('2.5%');
    expect(percentFromBp(1800)).toBe('18%');
    expect(percentFromBp(1797)).toBe('17.97%');
    expect(percentFromBp(5)).toBe('0.05%');
    expect(percentFromBp(-75)).toBe('-0.75%');
  });
});

describe('an order shown before the server answers', () => {
  it('gives moved days the numbers and dates of the places they land in', () => {
    const schedule = itinerarySchedule();
    const moved = withDaysOrdered(schedule, [102, 101, 103]);
    expect(moved.days.map((day) => [day.id, day.day_number, day.date])).toEqual([
      [102, 1, '2026-12-11'],
      [101, 2, '2026-12-12'],
      [103, 3, '2026-12-13'],
    ]);
  });

  it('leaves the days alone when the order does not name each of them', () => {
    const schedule = itinerarySchedule();
    expect(withDaysOrdered(schedule, [102, 101])).toBe(schedule);
  });

  it('renumbers a day\u2019s items in their new order', () => {
    const moved = withItemsOrdered(itinerarySchedule(), 102, [203, 201, 202]);
    expect(moved.days[1]?.items.map((item) => [item.id, item.position])).toEqual([
      [203, 1],
      [201, 2],
      [202, 3],
    ]);
  });
});

describe('an item\u2019s edit', () => {
  it('sends only what changed, and a price only when its box changed (a price sent makes the line manual)', () => {
    const item = scheduleItem();
    expect(itemChanges(item, { ...itemEditValues(item), quantity: 2, notes: 'Sea-facing' })).toEqual({ quantity: 2, notes: 'Sea-facing' });
    expect(itemChanges(item, { ...itemEditValues(item), sell: '5,250.50' })).toEqual({ unit_sell_paise: 525_050 });
    expect(itemChanges(item, itemEditValues(item))).toEqual({});
  });

  it('never sends a catalogue line\u2019s label, which comes from the catalogue', () => {
    const item = scheduleItem();
    expect(itemChanges(item, { ...itemEditValues(item), label: 'Renamed' })).toEqual({});
    const free = scheduleItem({ variant_id: null, label: 'Permits' });
    expect(itemChanges(free, { ...itemEditValues(free), label: 'Park permits' })).toEqual({ label: 'Park permits' });
  });
});
