import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type ProductDetail, type ProductUpdateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterProductWrite } from './product-writes-cache';

/** PATCH /api/products/{id}/: attributes are merged over the stored ones; the category never changes. */
export async function updateProduct({ id, changes }: { id: number; changes: ProductUpdateRequest }): Promise<ProductDetail> {
  const { data } = await apiClient.patch<ProductDetail>(CATALOGUE_PATHS.product(id), changes);
  return data;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: (saved) => refreshAfterProductWrite(queryClient, saved) });
}
