import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type SupplierDetail, type SupplierUpdateRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterSupplierWrite } from './supplier-writes-cache';

/** PATCH /api/suppliers/{id}/: only the fields given change; `contacts` and `location_ids` replace the whole list. */
export async function updateSupplier({ id, changes }: { id: number; changes: SupplierUpdateRequest }): Promise<SupplierDetail> {
  const { data } = await apiClient.patch<SupplierDetail>(CATALOGUE_PATHS.supplier(id), changes);
  return data;
}

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSupplier, onSuccess: (saved) => refreshAfterSupplierWrite(queryClient, saved) });
}
