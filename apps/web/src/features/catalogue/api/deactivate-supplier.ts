import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type SupplierDetail } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterSupplierWrite } from './supplier-writes-cache';

/** POST /api/suppliers/{id}/deactivate/: never a delete; products keep pointing at the supplier. */
export async function deactivateSupplier(id: number): Promise<SupplierDetail> {
  const { data } = await apiClient.post<SupplierDetail>(CATALOGUE_PATHS.supplierDeactivate(id));
  return data;
}

export function useDeactivateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateSupplier, onSuccess: (saved) => refreshAfterSupplierWrite(queryClient, saved) });
}
