import { AMENITIES, MEAL_PLANS, type Amenity, type MealPlan, type ProductCategoryType } from '@ua/contracts';
import { ACTIVITIES, GUIDES, HOTEL_WORDS, MEALS, PACKAGES, PROPERTIES, ROOM_TYPES, TOURS, VARIANT_NAMES, VEHICLE_OPTIONS, capitalise, pick } from './catalogue-scale-names.ts';
import { SEASONS, type VariantSeed } from './catalogue-variants.ts';
import { rupeesToPaise } from './random.ts';

export type GeneratedPlace = { id: number; name: string; level: number; ancestors: number[]; trail: string[] };
export type GeneratedProduct = { name: string; description: string; attributes: Record<string, unknown>; variants: VariantSeed[] };

/** Rupees per unit for the first option of each category; the later options cost more. */
const BASE_RUPEES: Record<ProductCategoryType, number> = { accommodation: 3000, transport: 2500, activity: 1500, sightseeing: 900, meal: 500, guide: 1300, package: 30_000 };
const TRAVELLERS: Record<ProductCategoryType, number[]> = {
  accommodation: [2, 2, 3, 4],
  transport: VEHICLE_OPTIONS.map((option) => option[1]),
  activity: [1, 1, 4, 2],
  sightseeing: [1, 4, 6, 12],
  meal: [1, 1, 1, 1],
  guide: [10, 10, 10, 10],
  package: [2, 2, 2, 4],
};

function some<T>(list: readonly T[], n: number, random: () => number): T[] {
  return list.filter(() => random() < n / list.length);
}

/**
 * Up to eight variants: four options, each in this winter's and next summer's season, so no two of
 * one name ever overlap.
 */
function variants(names: readonly string[], category: ProductCategoryType, rupees: number, n: number, random: () => number): VariantSeed[] {
  const seeds: VariantSeed[] = [];
  for (let index = 0; seeds.length < n && index < names.length * 2; index += 1) {
    const option = Math.floor(index / 2);
    const season = index % 2 === 0 ? SEASONS.winter : SEASONS.summer;
    const costPaise = rupeesToPaise(rupees * (1 + option * 0.45) * (index % 2 ? 0.9 : 1.1) * (0.85 + random() * 0.3));
    seeds.push({
      name: names[option] ?? `Option ${option + 1}`,
      costPaise,
      sellPaise: rupeesToPaise((costPaise / 100) * (1.1 + random() * 0.15)),
      maxTravellers: TRAVELLERS[category][option] ?? 2,
      ...season,
    });
  }
  return seeds;
}

/** One generated product of a category at a place, with `n` variants. */
export function generateProduct(category: ProductCategoryType, place: GeneratedPlace, n: number, random: () => number): GeneratedProduct {
  const where = place.trail.slice(-2).reverse().join(', ');
  const rupees = BASE_RUPEES[category] * (0.6 + random() * 1.2);
  switch (category) {
    case 'accommodation': {
      const [word, property] = pick(PROPERTIES, random);
      const stars = 1 + Math.floor(random() * 5);
      const mealPlans: MealPlan[] = MEAL_PLANS.filter((_, index) => index === 1 || random() < 0.35);
      const amenities: Amenity[] = some(AMENITIES, 3 + stars, random);
      return {
        name: `${place.name} ${pick(HOTEL_WORDS, random)} ${word}`,
        description: `A ${stars}-star ${property} in ${where}, with ${amenities.length} amenities.`,
        attributes: { star_rating: stars, property_type: property, amenities, meal_plans: mealPlans, check_in_time: '14:00', check_out_time: '11:00' },
        variants: variants(
          ROOM_TYPES.map((room) => `${room} · ${mealPlans[0] ?? 'CP'}`),
          category,
          rupees * stars,
          n,
          random,
        ),
      };
    }
    case 'transport': {
      const [vehicle, seats] = VEHICLE_OPTIONS[0];
      return {
        name: random() < 0.5 ? `${place.name} airport transfer` : `${place.name} full-day cab`,
        description: `Cab with driver in ${where}; fuel, tolls and parking included.`,
        attributes: { vehicle_type: vehicle, seats, air_conditioned: true },
        variants: variants(VARIANT_NAMES.transport, category, rupees, n, random),
      };
    }
    case 'activity': {
      const activity = pick(ACTIVITIES, random);
      return {
        name: `${place.name} ${activity}`,
        description: `${capitalise(activity)} in ${where}, with a trained instructor.`,
        attributes: { duration_minutes: 60 + Math.floor(random() * 6) * 30, min_age: 0, difficulty: pick(['easy', 'moderate', 'challenging'] as const, random) },
        variants: variants(VARIANT_NAMES.activity, category, rupees, n, random),
      };
    }
    case 'sightseeing': {
      const tour = pick(TOURS, random);
      return {
        name: `${place.name} ${tour}`,
        description: `A ${tour} of ${where}.`,
        attributes: { duration_minutes: 240, stops: [] },
        variants: variants(VARIANT_NAMES.sightseeing, category, rupees, n, random),
      };
    }
    case 'meal': {
      const [meal, mealType] = pick(MEALS, random);
      return {
        name: `${place.name} ${meal}`,
        description: `${capitalise(meal)} in ${where}.`,
        attributes: { meal_type: mealType, cuisine: 'Regional', vegetarian_only: false },
        variants: variants(VARIANT_NAMES.meal, category, rupees, n, random),
      };
    }
    case 'guide': {
      const kind = pick(GUIDES, random);
      return {
        name: `${place.name} ${kind} guide`,
        description: `A licensed ${kind} guide in ${where}.`,
        attributes: { languages: ['English', 'Hindi'], duration_minutes: 240 },
        variants: variants(VARIANT_NAMES.guide, category, rupees, n, random),
      };
    }
    case 'package': {
      const nights = 2 + Math.floor(random() * 6);
      return {
        name: `${place.name} ${pick(PACKAGES, random)}, ${nights} nights`,
        description: `${nights} nights in ${where} with hotel, transfers and daily breakfast.`,
        attributes: { nights, inclusions: ['Hotel with breakfast', 'Transfers', 'Sightseeing'] },
        variants: variants(VARIANT_NAMES.package, category, rupees, n, random),
      };
    }
  }
}
