import { AMENITY_LABELS, MEAL_PLAN_LABELS, type Amenity, type MealPlan, type ProductCategoryType } from '@ua/contracts';
import { flagOf, formatMinutes, humanize, numberOf, textOf, textsOf } from './attribute-values';

export type AttributeLine = { label: string; value: string | string[] };

const amenityLabel = (value: string) => AMENITY_LABELS[value as Amenity] ?? humanize(value);
const mealPlanLabel = (value: string) => (value in MEAL_PLAN_LABELS ? `${MEAL_PLAN_LABELS[value as MealPlan]} (${value})` : value);
const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'Yes' : 'No');

function line(label: string, value: string | string[] | undefined): AttributeLine[] {
  if (value === undefined || (Array.isArray(value) && value.length === 0) || value === '') return [];
  return [{ label, value }];
}

const duration = (attributes: Record<string, unknown>) => {
  const minutes = numberOf(attributes.duration_minutes);
  return minutes === undefined ? undefined : formatMinutes(minutes);
};

/** A product's category attributes as label and value, in the order staff read them. */
export function attributeLines(category: ProductCategoryType, attributes: Record<string, unknown>): AttributeLine[] {
  const text = (key: string) => {
    const value = textOf(attributes[key]);
    return value === undefined ? undefined : humanize(value);
  };
  switch (category) {
    case 'accommodation':
      return [
        ...line('Property', text('property_type')),
        ...line('Meal plans', textsOf(attributes.meal_plans).map(mealPlanLabel)),
        ...line('Check-in', textOf(attributes.check_in_time)),
        ...line('Check-out', textOf(attributes.check_out_time)),
        ...line('Amenities', textsOf(attributes.amenities).map(amenityLabel)),
      ];
    case 'transport':
      return [...line('Vehicle', text('vehicle_type')), ...line('Seats', numberOf(attributes.seats)?.toString()), ...line('Air-conditioned', yesNo(flagOf(attributes.air_conditioned)))];
    case 'activity':
      return [...line('Duration', duration(attributes)), ...line('Minimum age', numberOf(attributes.min_age)?.toString()), ...line('Difficulty', text('difficulty'))];
    case 'sightseeing':
      return [...line('Duration', duration(attributes)), ...line('Stops', textsOf(attributes.stops))];
    case 'meal':
      return [...line('Meal', text('meal_type')), ...line('Cuisine', textOf(attributes.cuisine)), ...line('Vegetarian only', yesNo(flagOf(attributes.vegetarian_only)))];
    case 'guide':
      return [...line('Languages', textsOf(attributes.languages)), ...line('Duration', duration(attributes))];
    case 'package':
      return [...line('Nights', numberOf(attributes.nights)?.toString()), ...line('Includes', textsOf(attributes.inclusions))];
  }
}
