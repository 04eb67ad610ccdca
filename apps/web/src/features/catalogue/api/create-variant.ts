import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type Variant, type VariantCreateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterProductWrite } from './product-writes-cache';

/** POST /api/product-varient/: prices in paise; selling below cost only with `allow_below_cost`. */
export async function createVariant(body: VariantCreateRequest): Promise<Variant> {
  const { data } = await apiClient.post<Variant>(CATALOGUE_PATHS.productVariants, body);
  return data;
}

export function useCreateVariant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVariant, onSuccess: () => refreshAfterProductWrite(queryClient) });
}
