import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type ProductCategory } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/product-category-type-name/: the handful of categories, with their active product counts. */
export async function getProductCategories(): Promise<ProductCategory[]> {
  const { data } = await apiClient.get<{ results: ProductCategory[] }>(CATALOGUE_PATHS.productCategories);
  return data.results;
}

export function productCategoriesQueryOptions() {
  return queryOptions({ queryKey: ['catalogue', 'products', 'categories'], queryFn: getProductCategories, staleTime: 5 * 60_000 });
}

export function useProductCategories() {
  return useQuery(productCategoriesQueryOptions());
}
