import type { Amenity, MealPlan } from '@ua/contracts';

/**
 * The demo's 100 products. `supplier` is a supplier key, `at` a location slug; costs are in rupees
 * (the seed turns them into paise and variants): a hotel's per night for a double room, a
 * transfer's per vehicle, an activity's or a meal's per person, a guide's per half day, a
 * package's per couple.
 */
type Common = { supplier: string; at: string; name: string };
export type HotelOffer = Common & {
  kind: 'accommodation';
  stars: 1 | 2 | 3 | 4 | 5;
  property: 'hotel' | 'resort' | 'homestay' | 'villa' | 'houseboat' | 'camp' | 'apartment';
  amenities: Amenity[];
  meals: MealPlan[];
};
export type TransportOffer = Common & { kind: 'transport'; vehicle: 'sedan' | 'suv' | 'tempo-traveller' | 'coach' | 'boat' | 'minibus'; seats: number; cost: number };
export type ActivityOffer = Common & { kind: 'activity'; minutes: number; minAge: number; difficulty: 'easy' | 'moderate' | 'challenging'; cost: number };
export type SightseeingOffer = Common & { kind: 'sightseeing'; minutes: number; stops: string[]; cost: number };
export type MealOffer = Common & { kind: 'meal'; mealType: 'breakfast' | 'lunch' | 'high-tea' | 'dinner'; cuisine: string; cost: number };
export type GuideOffer = Common & { kind: 'guide'; languages: string[]; cost: number };
export type PackageOffer = Common & { kind: 'package'; nights: number; inclusions: string[]; cost: number };
export type Offer = HotelOffer | TransportOffer | ActivityOffer | SightseeingOffer | MealOffer | GuideOffer | PackageOffer;

const hotel = (supplier: string, at: string, name: string, stars: HotelOffer['stars'], property: HotelOffer['property'], amenities: Amenity[], meals: MealPlan[]): HotelOffer => ({
  kind: 'accommodation',
  supplier,
  at,
  name,
  stars,
  property,
  amenities,
  meals,
});

export const DEMO_OFFERS: Offer[] = [
  hotel('snow-valley', 'manali', 'Snow Valley Resort', 4, 'resort', ['wifi', 'restaurant', 'parking', 'mountain-view', 'fireplace', 'spa'], ['CP', 'MAP']),
  hotel('snow-valley', 'solang-valley', 'Snow Valley Cottages Solang', 3, 'resort', ['wifi', 'restaurant', 'parking', 'mountain-view'], ['CP', 'MAP']),
  hotel('snow-valley', 'kufri', 'Snow Valley Kufri Heights', 4, 'hotel', ['wifi', 'restaurant', 'parking', 'mountain-view', 'room-service'], ['CP', 'MAP']),
  hotel('snow-valley', 'manali', 'Hotel Rohtang Regency', 3, 'hotel', ['wifi', 'restaurant', 'parking', 'room-service'], ['EP', 'CP']),
  hotel('himalayan-homestays', 'old-manali', 'Apple Orchard Homestay', 2, 'homestay', ['wifi', 'mountain-view', 'parking'], ['CP', 'AP']),
  hotel('himalayan-homestays', 'shimla', 'Deodar Heights Homestay', 2, 'homestay', ['wifi', 'mountain-view'], ['CP', 'MAP']),
  hotel('himalayan-homestays', 'mcleod-ganj', 'Dhauladhar View Homestay', 2, 'homestay', ['wifi', 'mountain-view'], ['CP']),
  hotel('himalayan-homestays', 'rishikesh', 'Ganga Riverside Camp', 2, 'camp', ['restaurant', 'parking'], ['AP']),
  hotel('himalayan-homestays', 'mussoorie', 'Landour Cottage', 3, 'homestay', ['wifi', 'fireplace', 'mountain-view'], ['CP', 'MAP']),
  hotel('himalayan-homestays', 'mall-road-shimla', 'The Ridge Hotel', 3, 'hotel', ['wifi', 'restaurant', 'room-service'], ['EP', 'CP']),
  hotel('tea-county', 'munnar', 'Tea County Munnar', 4, 'resort', ['wifi', 'restaurant', 'spa', 'mountain-view', 'ayurveda', 'parking'], ['CP', 'MAP']),
  hotel('tea-county', 'munnar', 'Misty Hills Resort', 3, 'resort', ['wifi', 'restaurant', 'mountain-view', 'parking'], ['CP', 'MAP']),
  hotel('tea-county', 'mattupetty', 'Mattupetty Lakeside Cottages', 3, 'resort', ['restaurant', 'mountain-view', 'parking'], ['CP', 'AP']),
  hotel('tea-county', 'top-station', 'Top Station Cloud Camp', 2, 'camp', ['mountain-view'], ['AP']),
  hotel('tea-county', 'thekkady', 'Cardamom Grove Resort', 4, 'resort', ['wifi', 'pool', 'spa', 'ayurveda', 'restaurant'], ['CP', 'MAP']),
  hotel('tea-county', 'periyar-tiger-reserve', 'Periyar Jungle Lodge', 3, 'resort', ['restaurant', 'parking'], ['AP']),
  hotel('tea-county', 'munnar', 'Grand Tea Palace', 5, 'resort', ['wifi', 'pool', 'spa', 'gym', 'restaurant', 'bar', 'ayurveda', 'mountain-view'], ['CP', 'MAP', 'AP']),
  hotel('backwater-heritage', 'alleppey', 'Lake Palace Alleppey', 4, 'resort', ['wifi', 'pool', 'ayurveda', 'restaurant'], ['CP', 'MAP']),
  hotel('backwater-heritage', 'punnamada-lake', 'Punnamada Premium Houseboat', 4, 'houseboat', ['air-conditioning', 'restaurant'], ['AP']),
  hotel('backwater-heritage', 'fort-kochi', 'Fort Kochi Heritage Bungalow', 3, 'hotel', ['wifi', 'restaurant', 'air-conditioning'], ['CP']),
  hotel('backwater-heritage', 'kochi', 'Marine Drive Residency', 4, 'hotel', ['wifi', 'pool', 'gym', 'restaurant', 'bar', 'airport-transfer'], ['CP', 'MAP']),
  hotel('backwater-heritage', 'varkala', 'Varkala Cliff Resort', 3, 'resort', ['wifi', 'beach-access', 'ayurveda', 'restaurant'], ['CP', 'MAP']),
  hotel('rajputana', 'jaipur', 'Rajputana Palace Jaipur', 5, 'hotel', ['wifi', 'pool', 'spa', 'gym', 'restaurant', 'bar', 'airport-transfer'], ['CP', 'MAP']),
  hotel('rajputana', 'amer', 'Amer Fort View Haveli', 3, 'hotel', ['wifi', 'restaurant', 'parking'], ['CP']),
  hotel('rajputana', 'pink-city-jaipur', 'Pink City Boutique Hotel', 4, 'hotel', ['wifi', 'restaurant', 'room-service', 'air-conditioning'], ['EP', 'CP']),
  hotel('rajputana', 'lake-pichola', 'Lake Pichola Palace', 5, 'hotel', ['wifi', 'pool', 'spa', 'restaurant', 'bar'], ['CP', 'MAP']),
  hotel('rajputana', 'udaipur', 'Udaipur Lakeview Inn', 3, 'hotel', ['wifi', 'restaurant', 'air-conditioning'], ['EP', 'CP']),
  hotel('rajputana', 'jaisalmer', 'Golden Fort Haveli', 3, 'hotel', ['wifi', 'restaurant'], ['CP', 'MAP']),
  hotel('rajputana', 'sam-sand-dunes', 'Sam Dunes Desert Camp', 3, 'camp', ['restaurant', 'parking'], ['MAP', 'AP']),
  hotel('goa-sands', 'calangute', 'Calangute Sands Resort', 4, 'resort', ['wifi', 'pool', 'bar', 'restaurant', 'beach-access', 'kids-club'], ['CP', 'MAP']),
  hotel('goa-sands', 'anjuna', 'Anjuna Beach Huts', 2, 'camp', ['beach-access', 'bar'], ['EP', 'CP']),
  hotel('goa-sands', 'palolem', 'Palolem Palms Cottages', 3, 'resort', ['wifi', 'beach-access', 'restaurant'], ['CP']),
  hotel('goa-sands', 'south-goa', 'Goa Sands Grand', 5, 'resort', ['wifi', 'pool', 'spa', 'gym', 'bar', 'restaurant', 'beach-access', 'kids-club', 'airport-transfer'], ['CP', 'MAP', 'AP']),
  hotel('goa-sands', 'north-goa', 'Baga Budget Inn', 2, 'hotel', ['wifi', 'air-conditioning', 'parking', 'pet-friendly'], ['EP', 'CP']),
  hotel('siam-coast', 'patong-beach', 'Patong Bay Hotel', 4, 'hotel', ['wifi', 'pool', 'bar', 'restaurant', 'beach-access'], ['CP']),
  hotel('siam-coast', 'ao-nang', 'Ao Nang Cliff Resort', 4, 'resort', ['wifi', 'pool', 'spa', 'restaurant'], ['CP', 'MAP']),
  hotel('siam-coast', 'sukhumvit', 'Sukhumvit City Hotel', 3, 'hotel', ['wifi', 'gym', 'restaurant', 'air-conditioning'], ['EP', 'CP']),
  hotel('desert-pearl', 'downtown-dubai', 'Desert Pearl Downtown', 5, 'hotel', ['wifi', 'pool', 'spa', 'gym', 'bar', 'restaurant', 'airport-transfer'], ['CP', 'MAP']),
  hotel('desert-pearl', 'dubai-marina', 'Marina Pearl Suites', 4, 'apartment', ['wifi', 'pool', 'gym', 'kids-club'], ['EP', 'CP']),
  hotel('bali-serenity', 'ubud', 'Ubud Serenity Villas', 4, 'villa', ['wifi', 'pool', 'spa', 'restaurant'], ['CP', 'MAP']),

  { kind: 'transport', supplier: 'himachal-cabs', at: 'manali', name: 'Chandigarh to Manali transfer', vehicle: 'suv', seats: 6, cost: 7500 },
  { kind: 'transport', supplier: 'himachal-cabs', at: 'manali', name: 'Manali full-day cab', vehicle: 'sedan', seats: 4, cost: 3200 },
  { kind: 'transport', supplier: 'himachal-cabs', at: 'rohtang-pass', name: 'Rohtang Pass excursion cab', vehicle: 'suv', seats: 6, cost: 6000 },
  { kind: 'transport', supplier: 'himachal-cabs', at: 'shimla', name: 'Shimla to Manali transfer', vehicle: 'sedan', seats: 4, cost: 6500 },
  { kind: 'transport', supplier: 'kerala-cabs', at: 'munnar', name: 'Kochi airport to Munnar transfer', vehicle: 'sedan', seats: 4, cost: 3800 },
  { kind: 'transport', supplier: 'kerala-cabs', at: 'thekkady', name: 'Munnar to Thekkady transfer', vehicle: 'suv', seats: 6, cost: 3500 },
  { kind: 'transport', supplier: 'kerala-cabs', at: 'kochi', name: 'Alleppey to Kochi transfer', vehicle: 'sedan', seats: 4, cost: 2200 },
  { kind: 'transport', supplier: 'kerala-cabs', at: 'kerala', name: 'Kerala seven-day tempo traveller', vehicle: 'tempo-traveller', seats: 12, cost: 42000 },
  { kind: 'transport', supplier: 'goa-coastal-cabs', at: 'north-goa', name: 'Goa airport to North Goa transfer', vehicle: 'sedan', seats: 4, cost: 1800 },
  { kind: 'transport', supplier: 'goa-coastal-cabs', at: 'south-goa', name: 'Goa airport to South Goa transfer', vehicle: 'sedan', seats: 4, cost: 1500 },
  { kind: 'transport', supplier: 'goa-coastal-cabs', at: 'goa', name: 'Goa full-day cab', vehicle: 'suv', seats: 6, cost: 3000 },
  { kind: 'transport', supplier: 'rajasthan-wheels', at: 'jaipur', name: 'Jaipur airport transfer', vehicle: 'sedan', seats: 4, cost: 900 },
  { kind: 'transport', supplier: 'rajasthan-wheels', at: 'udaipur', name: 'Jaipur to Udaipur transfer', vehicle: 'suv', seats: 6, cost: 9500 },
  { kind: 'transport', supplier: 'rajasthan-wheels', at: 'sam-sand-dunes', name: 'Jaisalmer desert jeep', vehicle: 'suv', seats: 6, cost: 2800 },
  { kind: 'transport', supplier: 'rajasthan-wheels', at: 'rajasthan', name: 'Rajasthan eight-day coach', vehicle: 'coach', seats: 35, cost: 145000 },
  { kind: 'transport', supplier: 'phuket-transfers', at: 'patong', name: 'Phuket airport to Patong transfer', vehicle: 'minibus', seats: 10, cost: 2600 },
  { kind: 'transport', supplier: 'phuket-transfers', at: 'ao-nang', name: 'Phuket to Ao Nang speedboat', vehicle: 'boat', seats: 20, cost: 2100 },
  { kind: 'transport', supplier: 'phuket-transfers', at: 'bangkok-city', name: 'Bangkok airport transfer', vehicle: 'sedan', seats: 4, cost: 1900 },

  { kind: 'activity', supplier: 'solang-adventure', at: 'solang-valley', name: 'Solang Valley paragliding', minutes: 30, minAge: 12, difficulty: 'moderate', cost: 2500 },
  { kind: 'activity', supplier: 'solang-adventure', at: 'solang-valley', name: 'Skiing lesson at Solang', minutes: 180, minAge: 8, difficulty: 'moderate', cost: 1800 },
  { kind: 'activity', supplier: 'solang-adventure', at: 'solang-valley', name: 'Zorbing at Solang', minutes: 15, minAge: 6, difficulty: 'easy', cost: 600 },
  { kind: 'activity', supplier: 'solang-adventure', at: 'manali', name: 'Beas river rafting', minutes: 90, minAge: 14, difficulty: 'challenging', cost: 1200 },
  { kind: 'activity', supplier: 'solang-adventure', at: 'rohtang-pass', name: 'Rohtang snow scooter ride', minutes: 30, minAge: 10, difficulty: 'easy', cost: 1500 },
  { kind: 'activity', supplier: 'solang-adventure', at: 'rishikesh', name: 'Rishikesh white-water rafting', minutes: 180, minAge: 14, difficulty: 'challenging', cost: 1100 },
  { kind: 'activity', supplier: 'kerala-cruises', at: 'alleppey', name: 'Alleppey backwater day cruise', minutes: 360, minAge: 0, difficulty: 'easy', cost: 3200 },
  { kind: 'activity', supplier: 'kerala-cruises', at: 'punnamada-lake', name: 'Punnamada shikara ride', minutes: 120, minAge: 0, difficulty: 'easy', cost: 900 },
  { kind: 'activity', supplier: 'kerala-cruises', at: 'periyar-tiger-reserve', name: 'Periyar bamboo rafting', minutes: 300, minAge: 10, difficulty: 'moderate', cost: 2000 },
  { kind: 'activity', supplier: 'kerala-cruises', at: 'kochi', name: 'Kathakali evening show', minutes: 90, minAge: 0, difficulty: 'easy', cost: 500 },
  { kind: 'activity', supplier: 'arabian-nights', at: 'lahbab-desert', name: 'Evening desert safari with barbecue', minutes: 360, minAge: 3, difficulty: 'easy', cost: 3900 },
  { kind: 'activity', supplier: 'arabian-nights', at: 'yas-island', name: 'Yas Waterworld day pass', minutes: 480, minAge: 0, difficulty: 'easy', cost: 6200 },
  { kind: 'activity', supplier: 'arabian-nights', at: 'lahbab-desert', name: 'Dune bashing and sandboarding', minutes: 180, minAge: 8, difficulty: 'moderate', cost: 4500 },
  { kind: 'activity', supplier: 'goa-water-sports', at: 'calangute', name: 'Calangute parasailing', minutes: 20, minAge: 10, difficulty: 'easy', cost: 1200 },
  { kind: 'activity', supplier: 'goa-water-sports', at: 'north-goa', name: 'Scuba diving at Grande Island', minutes: 240, minAge: 12, difficulty: 'moderate', cost: 3500 },
  { kind: 'activity', supplier: 'goa-water-sports', at: 'palolem', name: 'Palolem dolphin cruise', minutes: 90, minAge: 0, difficulty: 'easy', cost: 800 },

  { kind: 'sightseeing', supplier: 'himachal-cabs', at: 'manali', name: 'Manali local sightseeing', minutes: 480, stops: ['Hadimba Temple', 'Vashisht hot springs', 'Club House', 'Tibetan Monastery'], cost: 900 },
  { kind: 'sightseeing', supplier: 'himachal-cabs', at: 'shimla', name: 'Shimla and Kufri day tour', minutes: 480, stops: ['Kufri', 'Jakhu Temple', 'The Ridge', 'Christ Church'], cost: 950 },
  { kind: 'sightseeing', supplier: 'kerala-cabs', at: 'munnar', name: 'Munnar tea gardens tour', minutes: 420, stops: ['Tea Museum', 'Mattupetty Dam', 'Echo Point', 'Eravikulam National Park'], cost: 850 },
  { kind: 'sightseeing', supplier: 'kerala-cabs', at: 'fort-kochi', name: 'Fort Kochi heritage tour', minutes: 240, stops: ['Chinese fishing nets', 'St Francis Church', 'Mattancherry Palace', 'Jew Town'], cost: 700 },
  { kind: 'sightseeing', supplier: 'rajasthan-wheels', at: 'jaipur', name: 'Jaipur city tour', minutes: 480, stops: ['Amer Fort', 'Hawa Mahal', 'City Palace', 'Jantar Mantar'], cost: 1100 },
  { kind: 'sightseeing', supplier: 'rajasthan-wheels', at: 'udaipur', name: 'Udaipur palaces tour', minutes: 360, stops: ['City Palace', 'Jagdish Temple', 'Saheliyon-ki-Bari', 'Fateh Sagar'], cost: 1000 },
  { kind: 'sightseeing', supplier: 'goa-coastal-cabs', at: 'north-goa', name: 'North Goa beaches and forts tour', minutes: 480, stops: ['Fort Aguada', 'Baga', 'Anjuna', 'Chapora Fort'], cost: 800 },
  { kind: 'sightseeing', supplier: 'phuket-transfers', at: 'phuket', name: 'Phuket island highlights tour', minutes: 360, stops: ['Big Buddha', 'Wat Chalong', 'Karon viewpoint', 'Old Phuket Town'], cost: 1800 },
  { kind: 'sightseeing', supplier: 'arabian-nights', at: 'dubai-city', name: 'Dubai city tour with Burj Khalifa', minutes: 480, stops: ['Burj Khalifa At the Top', 'Dubai Mall', 'Jumeirah Mosque', 'Gold Souk'], cost: 5200 },
  { kind: 'sightseeing', supplier: 'asia-trails', at: 'ubud', name: 'Ubud temples and rice terraces', minutes: 480, stops: ['Tegallalang rice terraces', 'Tirta Empul', 'Ubud Monkey Forest', 'Ubud Palace'], cost: 2400 },

  { kind: 'meal', supplier: 'backwater-heritage', at: 'alleppey', name: 'Kerala sadya lunch on a banana leaf', mealType: 'lunch', cuisine: 'Kerala', cost: 450 },
  { kind: 'meal', supplier: 'kerala-cruises', at: 'punnamada-lake', name: 'Karimeen lunch on the houseboat', mealType: 'lunch', cuisine: 'Kerala', cost: 650 },
  { kind: 'meal', supplier: 'rajputana', at: 'jaipur', name: 'Rajasthani thali dinner with folk dance', mealType: 'dinner', cuisine: 'Rajasthani', cost: 900 },
  { kind: 'meal', supplier: 'arabian-nights', at: 'dubai-marina', name: 'Dubai Marina dhow cruise dinner', mealType: 'dinner', cuisine: 'International buffet', cost: 3200 },
  { kind: 'meal', supplier: 'goa-sands', at: 'calangute', name: 'Goan seafood dinner by the beach', mealType: 'dinner', cuisine: 'Goan', cost: 1100 },
  { kind: 'meal', supplier: 'snow-valley', at: 'manali', name: 'Himachali dham lunch', mealType: 'lunch', cuisine: 'Himachali', cost: 400 },

  { kind: 'guide', supplier: 'jaipur-walks', at: 'pink-city-jaipur', name: 'Pink City heritage walk guide', languages: ['English', 'Hindi'], cost: 1500 },
  { kind: 'guide', supplier: 'jaipur-walks', at: 'amer', name: 'Amer Fort guide', languages: ['English', 'Hindi', 'French'], cost: 1200 },
  { kind: 'guide', supplier: 'asia-trails', at: 'munnar', name: 'Munnar trekking guide', languages: ['English', 'Malayalam', 'Tamil'], cost: 1400 },
  { kind: 'guide', supplier: 'asia-trails', at: 'old-manali', name: 'Old Manali village walk guide', languages: ['English', 'Hindi'], cost: 1100 },
  { kind: 'guide', supplier: 'asia-trails', at: 'ubud', name: 'Ubud cultural guide', languages: ['English', 'Indonesian'], cost: 2200 },

  { kind: 'package', supplier: 'tea-county', at: 'munnar', name: 'Munnar honeymoon, 3 nights', nights: 3, inclusions: ['Room with breakfast', 'Candle-light dinner', 'Tea garden tour', 'Airport transfers'], cost: 32000 },
  { kind: 'package', supplier: 'kerala-cruises', at: 'kerala', name: 'Kerala backwaters and hills, 4 nights', nights: 4, inclusions: ['Houseboat night', 'Munnar hotel', 'All transfers', 'Daily breakfast'], cost: 46000 },
  { kind: 'package', supplier: 'solang-adventure', at: 'manali', name: 'Manali snow adventure, 4 nights', nights: 4, inclusions: ['Hotel with breakfast', 'Solang paragliding', 'Rohtang excursion', 'Volvo tickets'], cost: 38000 },
  { kind: 'package', supplier: 'rajputana', at: 'rajasthan', name: 'Royal Rajasthan, 6 nights', nights: 6, inclusions: ['Palace hotels', 'Private car', 'Jaipur and Udaipur tours', 'Desert camp night'], cost: 89000 },
  { kind: 'package', supplier: 'desert-pearl', at: 'dubai', name: 'Dubai stopover, 3 nights', nights: 3, inclusions: ['Hotel with breakfast', 'Desert safari', 'City tour', 'Airport transfers'], cost: 64000 },
];
