/**
 * The demo's destination tree: 65 places over the four levels, in India and a few abroad, and the
 * tags they carry. Coordinates are those of the destinations themselves (level 3).
 */
export type Place = {
  name: string;
  /** Made from the name when left out. */
  slug?: string;
  description?: string;
  coordinates?: [number, number];
  tags?: string[];
  /** Where the hotels here peak: hills in summer, beaches, backwaters and deserts in winter. */
  peak?: 'summer' | 'winter';
  children?: Place[];
};

export const DEMO_TAGS = ['Hill station', 'Beach', 'Backwaters', 'Heritage', 'Adventure', 'Wildlife', 'Honeymoon', 'Pilgrimage', 'Desert', 'Nightlife', 'Family'] as const;

export const DEMO_PLACES: Place[] = [
  {
    name: 'India',
    description: 'Domestic holidays: the hills of the north, Kerala’s backwaters, Rajasthan’s forts and Goa’s beaches.',
    peak: 'winter',
    children: [
      {
        name: 'Himachal Pradesh',
        peak: 'summer',
        description: 'Snow, orchards and mountain passes of the western Himalaya.',
        children: [
          {
            name: 'Manali',
            coordinates: [32.2432, 77.1892],
            tags: ['Hill station', 'Adventure', 'Honeymoon'],
            description: 'A Beas valley town at 2,050 m, base for Solang Valley and Rohtang Pass.',
            children: [
              { name: 'Solang Valley', tags: ['Adventure'], description: 'Paragliding in summer, skiing in winter, 14 km from Manali.' },
              { name: 'Old Manali', description: 'Cafés, apple orchards and guesthouses above the Manalsu stream.' },
              { name: 'Rohtang Pass', tags: ['Adventure'], description: 'A 3,980 m pass, open May to November with a permit.' },
            ],
          },
          {
            name: 'Shimla',
            coordinates: [31.1048, 77.1734],
            tags: ['Hill station', 'Family'],
            children: [{ name: 'Mall Road', slug: 'mall-road-shimla' }, { name: 'Kufri' }],
          },
          { name: 'Dharamshala', coordinates: [32.219, 76.3234], children: [{ name: 'McLeod Ganj' }] },
        ],
      },
      {
        name: 'Uttarakhand',
        peak: 'summer',
        children: [
          { name: 'Rishikesh', coordinates: [30.0869, 78.2676], tags: ['Pilgrimage', 'Adventure'], children: [{ name: 'Laxman Jhula' }] },
          { name: 'Mussoorie', coordinates: [30.4598, 78.0644], tags: ['Hill station'] },
        ],
      },
      {
        name: 'Kerala',
        peak: 'winter',
        description: 'Tea hills, backwaters, spice forests and the Arabian Sea coast.',
        children: [
          {
            name: 'Munnar',
            coordinates: [10.0889, 77.0595],
            tags: ['Hill station', 'Honeymoon'],
            description: 'Tea estates of the Western Ghats at 1,600 m.',
            children: [{ name: 'Mattupetty', description: 'A dam lake and dairy farm 13 km from Munnar.' }, { name: 'Top Station' }],
          },
          { name: 'Alleppey', coordinates: [9.4981, 76.3388], tags: ['Backwaters', 'Honeymoon'], children: [{ name: 'Punnamada Lake' }] },
          { name: 'Kochi', coordinates: [9.9312, 76.2673], tags: ['Heritage'], children: [{ name: 'Fort Kochi' }] },
          { name: 'Thekkady', coordinates: [9.6031, 77.161], tags: ['Wildlife'], children: [{ name: 'Periyar Tiger Reserve' }] },
          { name: 'Varkala', coordinates: [8.7379, 76.7163], tags: ['Beach'] },
        ],
      },
      {
        name: 'Rajasthan',
        peak: 'winter',
        children: [
          {
            name: 'Jaipur',
            coordinates: [26.9124, 75.7873],
            tags: ['Heritage', 'Family'],
            children: [{ name: 'Amer' }, { name: 'Pink City', slug: 'pink-city-jaipur' }],
          },
          { name: 'Udaipur', coordinates: [24.5854, 73.7125], tags: ['Heritage', 'Honeymoon'], children: [{ name: 'Lake Pichola' }] },
          { name: 'Jaisalmer', coordinates: [26.9157, 70.9083], tags: ['Desert', 'Heritage'], children: [{ name: 'Sam Sand Dunes' }] },
        ],
      },
      {
        name: 'Goa',
        peak: 'winter',
        children: [
          { name: 'North Goa', coordinates: [15.5494, 73.7535], tags: ['Beach', 'Nightlife'], children: [{ name: 'Calangute' }, { name: 'Anjuna' }] },
          { name: 'South Goa', coordinates: [15.1735, 74.0435], tags: ['Beach', 'Family'], children: [{ name: 'Palolem' }] },
        ],
      },
    ],
  },
  {
    name: 'Thailand',
    peak: 'winter',
    children: [
      { name: 'Phuket', children: [{ name: 'Patong', coordinates: [7.8964, 98.2965], tags: ['Beach', 'Nightlife'], children: [{ name: 'Patong Beach' }] }, { name: 'Kata', coordinates: [7.8205, 98.2976], tags: ['Beach'] }] },
      { name: 'Krabi', children: [{ name: 'Ao Nang', coordinates: [8.0321, 98.8227], tags: ['Beach'] }] },
      { name: 'Bangkok', children: [{ name: 'Bangkok City', slug: 'bangkok-city', coordinates: [13.7563, 100.5018], children: [{ name: 'Sukhumvit' }] }] },
    ],
  },
  {
    name: 'United Arab Emirates',
    slug: 'uae',
    peak: 'winter',
    children: [
      {
        name: 'Dubai',
        children: [
          {
            name: 'Dubai City',
            slug: 'dubai-city',
            coordinates: [25.2048, 55.2708],
            tags: ['Family', 'Nightlife'],
            children: [{ name: 'Downtown Dubai' }, { name: 'Dubai Marina' }, { name: 'Lahbab Desert', tags: ['Desert', 'Adventure'] }],
          },
        ],
      },
      { name: 'Abu Dhabi', children: [{ name: 'Abu Dhabi City', slug: 'abu-dhabi-city', coordinates: [24.4539, 54.3773], children: [{ name: 'Yas Island', tags: ['Family'] }] }] },
    ],
  },
  {
    name: 'Indonesia',
    peak: 'winter',
    children: [
      {
        name: 'Bali',
        children: [
          { name: 'Ubud', coordinates: [-8.5069, 115.2625], tags: ['Honeymoon'], children: [{ name: 'Ubud Monkey Forest' }] },
          { name: 'Seminyak', coordinates: [-8.6913, 115.1682], tags: ['Beach', 'Nightlife'] },
          { name: 'Nusa Dua', coordinates: [-8.8008, 115.2317], tags: ['Beach', 'Honeymoon'] },
        ],
      },
    ],
  },
];
