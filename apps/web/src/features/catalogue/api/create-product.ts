import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type ProductCreateRequest, type ProductDetail } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterProductWrite } from './product-writes-cache';

/** POST /api/products/: the attributes follow the category. */
export async function createProduct(body: ProductCreateRequest): Promise<ProductDetail> {
  const { data } = await apiClient.post<ProductDetail>(CATALOGUE_PATHS.products, body);
  return data;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: (saved) => refreshAfterProductWrite(queryClient, saved) });
}
