import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type ProductFacets, type ProductSearchQuery } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/product-facets/: how many of a search's matches each category holds (counted without the category filter). */
export async function getProductFacets(query: ProductSearchQuery): Promise<ProductFacets> {
  const { data } = await apiClient.get<ProductFacets>(CATALOGUE_PATHS.productFacets, { params: query });
  return data;
}

/** Without a query, the key of every facet count: products and variants change them. */
export function productFacetsQueryOptions(query?: ProductSearchQuery) {
  return queryOptions({
    queryKey: query ? ['catalogue', 'products', 'facets', query] : ['catalogue', 'products', 'facets'],
    queryFn: () => getProductFacets(query ?? {}),
    placeholderData: keepPreviousData,
  });
}

export function useProductFacets(query: ProductSearchQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productFacetsQueryOptions(query), ...options });
}
