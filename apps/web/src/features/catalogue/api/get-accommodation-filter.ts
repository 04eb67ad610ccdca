import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type AccommodationFilter, type ProductSearchQuery } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/accommodation-filter/: the hotel facets (stars, amenities, meal plans) of a search, with counts. */
export async function getAccommodationFilter(query: ProductSearchQuery): Promise<AccommodationFilter> {
  const { data } = await apiClient.get<AccommodationFilter>(CATALOGUE_PATHS.accommodationFilter, { params: query });
  return data;
}

/** Without a query, the key of every facet count: products and variants change them. */
export function accommodationFilterQueryOptions(query?: ProductSearchQuery) {
  return queryOptions({
    queryKey: query ? ['catalogue', 'products', 'accommodation-filter', query] : ['catalogue', 'products', 'accommodation-filter'],
    queryFn: () => getAccommodationFilter(query ?? {}),
    placeholderData: keepPreviousData,
  });
}

export function useAccommodationFilter(query: ProductSearchQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...accommodationFilterQueryOptions(query), ...options });
}
