import {
  AMENITIES,
  MEAL_PLANS,
  PRODUCT_CATEGORY_TYPES,
  PRODUCT_ORDERINGS,
  STAR_RATINGS,
  type Amenity,
  type MealPlan,
  type ProductCategoryType,
  type ProductOrdering,
  type ProductSearchQuery,
} from '@ua/contracts';
import { pageSizeFrom, positiveInt, writePaging } from '../../../lib/url-params';
import { parseRupees } from '../../../lib/money';
import { activeQuery, idParam, knownValues, statusParam, type StatusFilter } from './url-lists';

/**
 * A product search as kept in the URL, so it can be shared:
 * `?q=munnar&location=12&category=accommodation&price_from=3000&stars=4&meal_plan=CP&amenity=spa&ordering=price`.
 * Prices are whole rupees (or rupees and paise) as staff type them; the API gets paise.
 */
export type ProductFilters = {
  q: string;
  location: number | undefined;
  categories: ProductCategoryType[];
  supplier: number | undefined;
  priceFrom: string;
  priceTo: string;
  stars: number[];
  mealPlans: MealPlan[];
  amenities: Amenity[];
  status: StatusFilter;
  /** Undefined: the server's default, relevance with a text query and name without. */
  ordering: ProductOrdering | undefined;
  page: number;
  pageSize: number;
};

const STAR_VALUES = STAR_RATINGS.map(String);

function isOrdering(value: string | null): value is ProductOrdering {
  return (PRODUCT_ORDERINGS as readonly (string | null)[]).includes(value);
}

export function readProductFilters(params: URLSearchParams): ProductFilters {
  const ordering = params.get('ordering');
  return {
    q: params.get('q')?.trim() ?? '',
    location: idParam(params, 'location'),
    categories: knownValues(params, 'category', PRODUCT_CATEGORY_TYPES),
    supplier: idParam(params, 'supplier'),
    priceFrom: params.get('price_from')?.trim() ?? '',
    priceTo: params.get('price_to')?.trim() ?? '',
    stars: knownValues(params, 'stars', STAR_VALUES).map(Number),
    mealPlans: knownValues(params, 'meal_plan', MEAL_PLANS),
    amenities: knownValues(params, 'amenity', AMENITIES),
    status: statusParam(params),
    ordering: isOrdering(ordering) ? ordering : undefined,
    page: positiveInt(params.get('page'), 1),
    pageSize: pageSizeFrom(params.get('page_size')),
  };
}

export function writeProductFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.location !== undefined) params.set('location', String(filters.location));
  for (const category of filters.categories) params.append('category', category);
  if (filters.supplier !== undefined) params.set('supplier', String(filters.supplier));
  if (filters.priceFrom.trim()) params.set('price_from', filters.priceFrom.trim());
  if (filters.priceTo.trim()) params.set('price_to', filters.priceTo.trim());
  for (const stars of filters.stars) params.append('stars', String(stars));
  for (const plan of filters.mealPlans) params.append('meal_plan', plan);
  for (const amenity of filters.amenities) params.append('amenity', amenity);
  if (filters.status !== 'active') params.set('status', filters.status);
  if (filters.ordering) params.set('ordering', filters.ordering);
  return writePaging(params, filters.page, filters.pageSize);
}

/** The filters that narrow the results: what "Clear filters" resets. */
export const NO_PRODUCT_FILTERS: Partial<ProductFilters> = {
  q: '',
  location: undefined,
  categories: [],
  supplier: undefined,
  priceFrom: '',
  priceTo: '',
  stars: [],
  mealPlans: [],
  amenities: [],
  status: 'active',
};

export function hasProductFilters(filters: ProductFilters): boolean {
  return (
    filters.q !== '' ||
    filters.location !== undefined ||
    filters.categories.length > 0 ||
    filters.supplier !== undefined ||
    filters.priceFrom !== '' ||
    filters.priceTo !== '' ||
    hasHotelFilters(filters) ||
    filters.status !== 'active'
  );
}

export function hasHotelFilters(filters: ProductFilters): boolean {
  return filters.stars.length > 0 || filters.mealPlans.length > 0 || filters.amenities.length > 0;
}

/** Hotel facets apply when the search may hold accommodation: no category chosen, or accommodation among them. */
export function offersHotelFacets(filters: ProductFilters): boolean {
  return filters.categories.length === 0 || filters.categories.includes('accommodation');
}

/** A rupee text from the URL as paise for the API; an unreadable one is left out (the box shows why). */
function paiseOf(text: string): number | undefined {
  return text === '' ? undefined : (parseRupees(text) ?? undefined);
}

/** What product search and the accommodation filter are asked: paise, bracketed arrays, no empty values. */
export function productSearchQuery(filters: ProductFilters): ProductSearchQuery {
  const priceMin = paiseOf(filters.priceFrom);
  const priceMax = paiseOf(filters.priceTo);
  return {
    page: filters.page,
    page_size: filters.pageSize,
    active: activeQuery(filters.status),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.location !== undefined ? { location: filters.location } : {}),
    ...(filters.categories.length > 0 ? { category: filters.categories } : {}),
    ...(filters.supplier !== undefined ? { supplier: [filters.supplier] } : {}),
    ...(priceMin !== undefined ? { price_min: priceMin } : {}),
    ...(priceMax !== undefined ? { price_max: priceMax } : {}),
    ...(filters.stars.length > 0 ? { star_rating: filters.stars } : {}),
    ...(filters.mealPlans.length > 0 ? { meal_plan: filters.mealPlans } : {}),
    ...(filters.amenities.length > 0 ? { amenities: filters.amenities } : {}),
    ...(filters.ordering ? { ordering: filters.ordering } : {}),
  };
}

/** The facet counts' query (categories, hotel facets): the same filters, without paging or order, which they ignore. */
export function facetQuery(filters: ProductFilters): ProductSearchQuery {
  const { page: _page, page_size: _pageSize, ordering: _ordering, ...query } = productSearchQuery(filters);
  return query;
}

/** The orderings offered: relevance only makes sense with a text query. */
export function orderingsFor(filters: ProductFilters): ProductOrdering[] {
  return PRODUCT_ORDERINGS.filter((ordering) => ordering !== 'relevance' || filters.q !== '');
}
