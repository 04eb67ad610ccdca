import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type SupplierDetail } from '@ua/contracts';
import { apiClient } from '../../lib/api-client';

/** GET /api/suppliers/{id}/: contacts, locations served, and bank details masked unless the caller holds payments.view. */
export async function getSupplier(id: number): Promise<SupplierDetail> {
  const { data } = await apiClient.get<SupplierDetail>(CATALOGUE_PATHS.supplier(id));
  return data;
}

/** Without an id, the key of every supplier's details. */
export function supplierQueryOptions(id?: number) {
  return queryOptions({
    queryKey: id === undefined ? ['catalogue', 'suppliers', 'detail'] : ['catalogue', 'suppliers', 'detail', id],
    queryFn: () => getSupplier(id ?? 0),
  });
}

/** The supplier's details; nothing is asked while `id` is undefined. */
export function useSupplier(id: number | undefined) {
  return useQuery({ ...supplierQueryOptions(id), enabled: id !== undefined });
}
