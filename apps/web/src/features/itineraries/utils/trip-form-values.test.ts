import { describe, expect, it } from 'vitest';
import { tripHeading } from '../test/trip-fixtures';
import { nightsChangeNote, parsePercentBp, percentText, tripHeadingChanges, tripHeadingFormValues, tripHeadingRefine } from './trip-form-values';

describe('the markup percentage', () => {
  it('becomes basis points digit by digit, and back', () => {
    expect(parsePercentBp('15')).toBe(1500);
    expect(parsePercentBp('12.5')).toBe(1250);
    expect(parsePercentBp(' 12.75 %')).toBe(1275);
    expect(parsePercentBp('0.05')).toBe(5);
    expect(parsePercentBp('12.345')).toBeNull();
    expect(parsePercentBp('-5')).toBeNull();
    expect(parsePercentBp('ten')).toBeNull();
    expect([1500, 1250, 1205, 5, 0].map(percentText)).toEqual(['15', '12.5', '12.05', '0.05', '0']);
  });

  it('is only required to be a percentage when the markup is used', () => {
    const values = tripHeadingFormValues(undefined, 1);
    values.pricing.markup_percent = 'lots';
    expect(tripHeadingRefine(values)).toEqual({});
    values.pricing.markup_mode = 'percent_on_cost';
    expect(tripHeadingRefine(values)).toEqual({ 'pricing.markup_bp': 'Enter the markup as a percentage, e.g. 15 or 12.5' });
  });
});

describe('an edit of the heading', () => {
  it('changes nothing until a box changes', () => {
    expect(tripHeadingChanges(tripHeading(), tripHeadingFormValues(tripHeading()))).toEqual({});
  });

  it('sends the fields that changed: the customer and the pricing rules field by field, the travellers whole', () => {
    const heading = tripHeading({ pricing: { markup_mode: 'percent_on_cost', markup_bp: 1000, discount_paise: 150_000, gst_mode: 'package_5', gst_supply: 'intra_state', overseas: false } });
    const values = tripHeadingFormValues(heading);
    expect(values.pricing).toMatchObject({ markup_percent: '10', discount: '1500' });
    values.customer.email = 'meera.nair@example.com';
    values.travellers.children_ages = [8, 5];
    values.pricing.discount = '1,750.50';
    values.places = [{ id: 6, name: 'Alleppey' }];
    expect(tripHeadingChanges(heading, values)).toEqual({
      customer: { email: 'meera.nair@example.com' },
      travellers: { adults: 2, children_ages: [8, 5], infants: 0 },
      place_ids: [6],
      pricing: { discount_paise: 175_050 },
    });
  });

  it('keeps the owner when the owner box is emptied', () => {
    const values = tripHeadingFormValues(tripHeading());
    values.owner_id = undefined;
    expect(tripHeadingChanges(tripHeading(), values)).toEqual({});
    values.owner_id = 7;
    expect(tripHeadingChanges(tripHeading(), values)).toEqual({ owner_id: 7 });
  });

  it('moves the WhatsApp number with the phone while they are the same', () => {
    const heading = tripHeading();
    const values = tripHeadingFormValues(heading);
    expect(values.whatsapp_same).toBe(true);
    values.customer.phone = '+919800000001';
    expect(tripHeadingChanges(heading, values)).toEqual({ customer: { phone: '+919800000001', whatsapp: '+919800000001' } });
  });
});

describe('what a change of nights says', () => {
  it('names the days added or removed, and that removed days must be empty', () => {
    expect(nightsChangeNote(5, 7)).toBe('2 days will be added, empty, at the end of the trip.');
    expect(nightsChangeNote(5, 4)).toBe('The last day will be removed. It must be empty: move or remove their items first, or the change is refused.');
    expect(nightsChangeNote(5, 3)).toBe('The last 2 days will be removed. They must be empty: move or remove their items first, or the change is refused.');
    expect(nightsChangeNote(1, 2)).toBe('1 day will be added, empty, at the end of the trip.');
    expect(nightsChangeNote(5, 5)).toBeUndefined();
    expect(nightsChangeNote(5, undefined)).toBeUndefined();
    expect(nightsChangeNote(5, 2.5)).toBeUndefined();
  });
});
