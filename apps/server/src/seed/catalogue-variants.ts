import { AMENITY_LABELS, MEAL_PLAN_LABELS } from '@ua/contracts';
import type { Offer } from './catalogue-products.ts';
import { rupeesToPaise } from './random.ts';

/** The demo's seasons: this winter, next summer, and the year they make together. */
export const SEASONS = {
  winter: { validFrom: '2026-10-01', validTo: '2027-03-31' },
  summer: { validFrom: '2027-04-01', validTo: '2027-09-30' },
  year: { validFrom: '2026-10-01', validTo: '2027-09-30' },
} as const;

export type VariantSeed = { name: string; costPaise: number; sellPaise: number; maxTravellers: number; validFrom: string; validTo: string };

const ROOMS: Record<string, Array<[string, number, number]>> = {
  hotel: [
    ['Deluxe Room', 1, 2],
    ['Executive Suite', 1.8, 3],
  ],
  resort: [
    ['Deluxe Room', 1, 2],
    ['Family Cottage', 1.6, 4],
  ],
  homestay: [
    ['Standard Room', 1, 2],
    ['Family Room', 1.4, 4],
  ],
  camp: [
    ['Swiss Tent', 1, 2],
    ['Luxury Tent', 1.5, 3],
  ],
  houseboat: [
    ['One-bedroom Houseboat', 1, 2],
    ['Two-bedroom Houseboat', 1.7, 4],
  ],
  villa: [
    ['Pool Villa', 1, 2],
    ['Two-bedroom Pool Villa', 1.7, 4],
  ],
  apartment: [
    ['Studio', 1, 2],
    ['One-bedroom Suite', 1.5, 4],
  ],
};
const NIGHTLY_BY_STARS = { 1: 1200, 2: 1800, 3: 3200, 4: 6000, 5: 12500 } as const;
const MEAL_SURCHARGE = { EP: 1, CP: 1.1, MAP: 1.3, AP: 1.45 } as const;
const VEHICLES = { sedan: 'Sedan', suv: 'Toyota Innova', 'tempo-traveller': 'Tempo Traveller', coach: 'Coach', boat: 'Speedboat', minibus: 'Minibus' } as const;
const PEAK_SURCHARGE = 1.25;

type Context = { abroad: boolean; peak: 'summer' | 'winter'; random: () => number };

/** A cost with a supplier's spread, and a sell price 12 to 25 per cent above it. */
function priced(rupees: number, random: () => number): { costPaise: number; sellPaise: number } {
  const costPaise = rupeesToPaise(rupees * (0.92 + random() * 0.16));
  return { costPaise, sellPaise: rupeesToPaise((costPaise / 100) * (1.12 + random() * 0.13)) };
}

function seasonal(name: string, rupees: number, maxTravellers: number, ctx: Context): VariantSeed[] {
  return (['winter', 'summer'] as const).map((season) => ({
    name,
    maxTravellers,
    ...SEASONS[season],
    ...priced(rupees * (season === ctx.peak ? PEAK_SURCHARGE : 1), ctx.random),
  }));
}

function allYear(name: string, rupees: number, maxTravellers: number, ctx: Context): VariantSeed {
  return { name, maxTravellers, ...SEASONS.year, ...priced(rupees, ctx.random) };
}

/** The sellable options of a demo product: room types by season, vehicles by season, age bands, and so on. */
export function variantsOf(offer: Offer, ctx: Context): VariantSeed[] {
  switch (offer.kind) {
    case 'accommodation': {
      const plan = offer.meals[0] ?? 'EP';
      const nightly = NIGHTLY_BY_STARS[offer.stars] * MEAL_SURCHARGE[plan] * (ctx.abroad ? 1.35 : 1);
      return (ROOMS[offer.property] ?? []).flatMap(([room, factor, travellers]) => seasonal(`${room} · ${plan}`, nightly * factor, travellers, ctx));
    }
    case 'transport':
      return seasonal(`${VEHICLES[offer.vehicle]} (${offer.seats} seats)`, offer.cost, offer.seats, ctx);
    case 'activity':
      return [allYear('Adult', offer.cost, 1, ctx), offer.minAge < 12 ? allYear('Child (5 to 11)', offer.cost * 0.6, 1, ctx) : allYear('Group of four', offer.cost * 3.6, 4, ctx)];
    case 'sightseeing':
      return [allYear('Shared coach, per person', offer.cost, 1, ctx), allYear('Private sedan', offer.cost * 3.2, 4, ctx), allYear('Private SUV', offer.cost * 4.5, 6, ctx)];
    case 'meal':
      return [allYear('Vegetarian', offer.cost, 1, ctx), allYear('Non-vegetarian', offer.cost * 1.25, 1, ctx)];
    case 'guide':
      return [allYear('Half day (4 hours)', offer.cost, 10, ctx), allYear('Full day (8 hours)', offer.cost * 1.7, 10, ctx)];
    case 'package':
      return [...seasonal('Standard, per couple', offer.cost, 2, ctx), ...seasonal('Deluxe, per couple', offer.cost * 1.45, 2, ctx)];
  }
}

/** A description that reads like a supplier's, naming the place so it is found by it. */
export function describe(offer: Offer, trail: string[]): string {
  const place = trail.slice(-2).reverse().join(', ');
  switch (offer.kind) {
    case 'accommodation':
      return [
        `A ${offer.stars}-star ${offer.property} in ${place}.`,
        offer.amenities.length ? `${offer.amenities.map((amenity) => AMENITY_LABELS[amenity]).join(', ')}.` : '',
        `Meal plans: ${offer.meals.map((plan) => `${plan} (${MEAL_PLAN_LABELS[plan].toLowerCase()})`).join(', ')}.`,
      ]
        .filter(Boolean)
        .join(' ');
    case 'transport':
      return `${VEHICLES[offer.vehicle]} with driver, ${offer.seats} seats, fuel, tolls and parking included. Serves ${place}.`;
    case 'activity':
      return `About ${offer.minutes} minutes, ${offer.difficulty}${offer.minAge ? `, from age ${offer.minAge}` : ''}. Safety gear and a trained instructor. In ${place}.`;
    case 'sightseeing':
      return `A ${Math.round(offer.minutes / 60)}-hour tour of ${place}: ${offer.stops.join(', ')}.`;
    case 'meal':
      return `${offer.cuisine} ${offer.mealType} in ${place}, vegetarian and non-vegetarian.`;
    case 'guide':
      return `A licensed guide in ${place}, speaking ${offer.languages.join(', ')}.`;
    case 'package':
      return `${offer.nights} nights in ${place}: ${offer.inclusions.join(', ')}.`;
  }
}

export function attributesOf(offer: Offer): Record<string, unknown> {
  switch (offer.kind) {
    case 'accommodation':
      return { star_rating: offer.stars, property_type: offer.property, amenities: offer.amenities, meal_plans: offer.meals, check_in_time: '14:00', check_out_time: '11:00' };
    case 'transport':
      return { vehicle_type: offer.vehicle, seats: offer.seats, air_conditioned: offer.vehicle !== 'boat' };
    case 'activity':
      return { duration_minutes: Math.max(15, offer.minutes), min_age: offer.minAge, difficulty: offer.difficulty };
    case 'sightseeing':
      return { duration_minutes: offer.minutes, stops: offer.stops };
    case 'meal':
      return { meal_type: offer.mealType, cuisine: offer.cuisine, vegetarian_only: false };
    case 'guide':
      return { languages: offer.languages, duration_minutes: 240 };
    case 'package':
      return { nights: offer.nights, inclusions: offer.inclusions };
  }
}
