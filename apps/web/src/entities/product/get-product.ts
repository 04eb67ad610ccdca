import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type ProductDetail } from '@ua/contracts';
import { apiClient } from '../../lib/api-client';

/** GET /api/products/{id}/: the product with its breadcrumb and every variant, inactive ones too. */
export async function getProduct(id: number): Promise<ProductDetail> {
  const { data } = await apiClient.get<ProductDetail>(CATALOGUE_PATHS.product(id));
  return data;
}

/** Without an id, the key of every product's details. */
export function productDetailQueryOptions(id?: number) {
  return queryOptions({
    queryKey: id === undefined ? ['catalogue', 'products', 'detail'] : ['catalogue', 'products', 'detail', id],
    queryFn: () => getProduct(id ?? 0),
  });
}

export function useProduct(id: number | undefined) {
  return useQuery({ ...productDetailQueryOptions(id), enabled: id !== undefined });
}
