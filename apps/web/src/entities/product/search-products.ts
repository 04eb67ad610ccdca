import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type ProductPage, type ProductSearchQuery } from '@ua/contracts';
import { apiClient } from '../../lib/api-client';

/**
 * GET /api/product-search/ with a text query, /api/productlist/ without: the same query and the
 * same DRF page, the search ordered by relevance.
 */
export async function searchProducts(query: ProductSearchQuery): Promise<ProductPage> {
  const path = query.q ? CATALOGUE_PATHS.productSearch : CATALOGUE_PATHS.productList;
  const { data } = await apiClient.get<ProductPage>(path, { params: query });
  return data;
}

/** Without a query, the key of every product page: what a change to a product or its variants invalidates. */
export function productSearchQueryOptions(query?: ProductSearchQuery) {
  return queryOptions({
    queryKey: query ? ['catalogue', 'products', 'search', query] : ['catalogue', 'products', 'search'],
    queryFn: () => searchProducts(query ?? {}),
    placeholderData: keepPreviousData,
  });
}

export function useProductSearch(query: ProductSearchQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productSearchQueryOptions(query), ...options });
}
