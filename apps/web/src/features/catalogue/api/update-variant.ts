import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type Variant, type VariantUpdateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterProductWrite } from './product-writes-cache';

/** PATCH /api/product-varient/{id}/: the rules are checked on the variant as it would be after the edit. */
export async function updateVariant({ id, changes }: { id: number; changes: VariantUpdateRequest }): Promise<Variant> {
  const { data } = await apiClient.patch<Variant>(CATALOGUE_PATHS.productVariant(id), changes);
  return data;
}

export function useUpdateVariant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateVariant, onSuccess: () => refreshAfterProductWrite(queryClient) });
}
