/**
 * Word lists for the large-catalogue generator: made-up but pronounceable place names, and the
 * names of what is sold there, so typo-tolerant search has realistic text to work on.
 */
const SYLLABLES = ['va', 'ke', 'ma', 'ra', 'su', 'ti', 'ko', 'pa', 'ne', 'sha', 'ga', 'dha', 'bha', 'lo', 'mi', 'ye', 'ha', 'ja', 'cha', 'ni', 'vi', 'ru', 'de', 'si', 'la', 'tha', 'an', 'ur'];
export const COUNTRY_ENDINGS = ['ria', 'stan', 'land', 'desh', 'nia', 'via'];
export const STATE_ENDINGS = [' Pradesh', 'khand', ' Coast', ' Hills', 'nadu', 'rashtra'];
export const CITY_ENDINGS = ['pur', 'abad', 'garh', 'nagar', 'kot', 'giri', 'palli', 'wadi', 'kulam', 'ganj', 'mund', 'ghat'];
export const SPOTS = ['Sunset Point', 'Upper Lake', 'Old Bazaar', 'Tea Estate', 'Falls', 'Fort', 'Beach', 'Valley', 'Temple Square', 'Bird Sanctuary', 'Viewpoint', 'Backwaters'];

export const HOTEL_WORDS = ['Grand', 'Royal', 'Green', 'Blue', 'Silver', 'Palm', 'Lake', 'Hill', 'River', 'Heritage', 'Misty', 'Golden'];
export const PROPERTIES = [
  ['Residency', 'hotel'],
  ['Resort', 'resort'],
  ['Retreat', 'resort'],
  ['Inn', 'hotel'],
  ['Homestay', 'homestay'],
  ['Palace', 'hotel'],
  ['Suites', 'apartment'],
  ['Villas', 'villa'],
  ['Camp', 'camp'],
] as const;
export const ROOM_TYPES = ['Standard Room', 'Deluxe Room', 'Premium Room', 'Suite'];
export const VEHICLE_OPTIONS = [
  ['sedan', 4, 'Sedan (4 seats)'],
  ['suv', 6, 'SUV (6 seats)'],
  ['tempo-traveller', 12, 'Tempo Traveller (12 seats)'],
  ['coach', 35, 'Coach (35 seats)'],
] as const;
export const ACTIVITIES = ['paragliding', 'river rafting', 'zip-lining', 'scuba diving', 'kayaking', 'trekking', 'hot air balloon ride', 'cooking class', 'spice plantation walk', 'camel safari', 'jeep safari', 'cycling tour'];
export const TOURS = ['city tour', 'heritage walk', 'sunrise tour', 'temple trail', 'market walk', 'night tour'];
export const MEALS = [
  ['thali lunch', 'lunch'],
  ['seafood dinner', 'dinner'],
  ['street food trail', 'dinner'],
  ['high tea', 'high-tea'],
  ['breakfast by the lake', 'breakfast'],
] as const;
export const GUIDES = ['heritage', 'trekking', 'cultural', 'wildlife', 'food'];
export const PACKAGES = ['getaway', 'honeymoon', 'family holiday', 'adventure', 'weekend break'];

/** The four sellable options each category offers; a product takes up to two seasons of each. */
export const VARIANT_NAMES = {
  transport: VEHICLE_OPTIONS.map((option) => option[2]),
  activity: ['Adult', 'Child (5 to 11)', 'Group of four', 'Private session'],
  sightseeing: ['Shared coach, per person', 'Private sedan', 'Private SUV', 'Private tempo traveller'],
  meal: ['Vegetarian', 'Non-vegetarian', 'Jain', 'Kids'],
  guide: ['Half day (4 hours)', 'Full day (8 hours)', 'Evening walk (2 hours)', 'Two days'],
  package: ['Standard, per couple', 'Deluxe, per couple', 'Premium, per couple', 'Family of four'],
} as const;

export function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)] as T;
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Two or three syllables and an ending: "Kemapur", "Shaviland", "Dharu Hills". */
export function placeName(random: () => number, endings: readonly string[]): string {
  const syllables = 2 + Math.floor(random() * 2);
  let stem = '';
  for (let i = 0; i < syllables; i += 1) stem += pick(SYLLABLES, random);
  return capitalise(stem + pick(endings, random));
}
