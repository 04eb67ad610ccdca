import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type SupplierCreateRequest, type SupplierDetail } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterSupplierWrite } from './supplier-writes-cache';

/** POST /api/suppliers/ */
export async function createSupplier(body: SupplierCreateRequest): Promise<SupplierDetail> {
  const { data } = await apiClient.post<SupplierDetail>(CATALOGUE_PATHS.suppliers, body);
  return data;
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSupplier, onSuccess: (saved) => refreshAfterSupplierWrite(queryClient, saved) });
}
