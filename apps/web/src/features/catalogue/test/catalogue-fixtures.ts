import type { AccommodationFilter, LocationDetail, LocationRef, LocationSearchResult, LocationSummary, ProductDetail, ProductFacets, ProductSummary, SupplierDetail, Variant } from '@ua/contracts';

export const INDIA: LocationRef = { id: 1, name: 'India', slug: 'india', level: 1 };
export const KERALA: LocationRef = { id: 2, name: 'Kerala', slug: 'kerala', level: 2 };
export const MUNNAR: LocationRef = { id: 3, name: 'Munnar', slug: 'munnar', level: 3 };

/** A DRF page of `results`. */
export function pageOf<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

export function locationSummary(overrides: Partial<LocationSummary> = {}): LocationSummary {
  return { id: 3, name: 'Munnar', slug: 'munnar', level: 3, parent_id: 2, active: true, image_url: null, children_count: 2, tags: [], ...overrides };
}

/** A place as the place search answers it: Munnar, under Kerala, under India. */
export function locationSearchResult(overrides: Partial<LocationSearchResult> = {}): LocationSearchResult {
  return { ...locationSummary(), ancestors: [INDIA, KERALA], ...overrides };
}

export function locationDetail(overrides: Partial<LocationDetail> = {}): LocationDetail {
  return {
    id: 2,
    name: 'Kerala',
    slug: 'kerala',
    level: 2,
    level_label: 'State',
    parent_id: 1,
    description: 'Backwaters, tea hills and beaches.',
    image_urls: [],
    latitude: 10.1632,
    longitude: 76.6413,
    active: true,
    tags: [{ id: 1, name: 'Hills', slug: 'hills' }],
    breadcrumb: [INDIA, KERALA],
    children_count: 4,
    product_count: 40,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function supplierCard(overrides: Partial<SupplierDetail> = {}): SupplierDetail {
  return {
    id: 7,
    display_name: 'Tea County Hotels & Resorts',
    legal_name: 'Tea County Hotels Pvt Ltd',
    type: 'hotel',
    rating: 4.4,
    payment_terms_days: 30,
    active: true,
    locations: [MUNNAR],
    primary_contact: { name: 'Anil Varghese', role: 'Sales manager', phone: '+919447034567', email: 'sales@teacounty.example', whatsapp: null },
    product_count: 7,
    contacts: [{ name: 'Anil Varghese', role: 'Sales manager', phone: '+919447034567', email: 'sales@teacounty.example', whatsapp: null }],
    bank_details: { account_name: 'Tea County Hotels Pvt Ltd', account_number: '••••8901', ifsc: 'UTIB0000123', bank_name: 'Axis Bank', masked: true },
    notes: '',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function variant(overrides: Partial<Variant> = {}): Variant {
  const cost = overrides.cost_price_paise ?? 450_000;
  const sell = overrides.sell_price_paise ?? 550_000;
  return {
    id: 51,
    product_id: 11,
    name: 'Deluxe room · breakfast',
    cost_price_paise: cost,
    sell_price_paise: sell,
    margin_paise: sell - cost,
    currency: 'INR',
    max_travellers: 2,
    valid_from: '2026-10-01',
    valid_to: '2027-03-31',
    active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 11,
    name: 'Tea County Munnar',
    category: { id: 1, type_name: 'accommodation', label: 'Accommodation' },
    supplier: { id: 7, display_name: 'Tea County Hotels & Resorts' },
    location: MUNNAR,
    location_trail: ['India', 'Kerala', 'Munnar'],
    attributes: { star_rating: 4, property_type: 'resort', amenities: ['wifi', 'spa'], meal_plans: ['CP', 'MAP'], check_in_time: '14:00', check_out_time: '11:00' },
    star_rating: 4,
    price_from_paise: 1_250_000,
    price_to_paise: 1_850_000,
    currency: 'INR',
    variant_count: 3,
    active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    score: null,
    ...overrides,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const { supplier: _supplier, ...summary } = productSummary();
  return {
    ...summary,
    description: 'A tea-estate resort above Munnar town.',
    supplier: { id: 7, display_name: 'Tea County Hotels & Resorts', type: 'hotel' },
    breadcrumb: [INDIA, KERALA, MUNNAR],
    variants: [variant()],
    updated_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

/** The category facet of a search: what each category holds of its matches. */
export function productFacets(overrides: Partial<ProductFacets> = {}): ProductFacets {
  return {
    count: 7,
    category: [
      { value: 'accommodation', label: 'Accommodation', count: 5 },
      { value: 'transport', label: 'Transport', count: 2 },
      { value: 'activity', label: 'Activity', count: 0 },
      { value: 'sightseeing', label: 'Sightseeing', count: 0 },
      { value: 'meal', label: 'Meal', count: 0 },
      { value: 'guide', label: 'Guide', count: 0 },
      { value: 'package', label: 'Package', count: 0 },
    ],
    ...overrides,
  };
}

export function accommodationFacets(overrides: Partial<AccommodationFilter> = {}): AccommodationFilter {
  return {
    count: 5,
    star_rating: [
      { value: 3, label: '3 stars', count: 2 },
      { value: 4, label: '4 stars', count: 2 },
      { value: 5, label: '5 stars', count: 1 },
    ],
    amenities: [
      { value: 'wifi', label: 'Wi-Fi', count: 5 },
      { value: 'spa', label: 'Spa', count: 2 },
    ],
    meal_plan: [
      { value: 'CP', label: 'Breakfast', count: 5 },
      { value: 'MAP', label: 'Breakfast and dinner', count: 4 },
    ],
    price: { min_paise: 450_000, max_paise: 2_500_000 },
    ...overrides,
  };
}
