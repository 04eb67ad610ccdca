import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATHS, type SupplierListQuery, type SupplierPage } from '@ua/contracts';
import { apiClient } from '../../lib/api-client';

/** GET /api/suppliers/: a DRF page of suppliers, searched (typo-tolerant) and filtered by `query`. */
export async function getSuppliers(query: SupplierListQuery): Promise<SupplierPage> {
  const { data } = await apiClient.get<SupplierPage>(CATALOGUE_PATHS.suppliers, { params: query });
  return data;
}

/** Without a query, the key of every supplier page: what a change to a supplier invalidates. */
export function suppliersQueryOptions(query?: SupplierListQuery) {
  return queryOptions({
    queryKey: query ? ['catalogue', 'suppliers', 'list', query] : ['catalogue', 'suppliers', 'list'],
    queryFn: () => getSuppliers(query ?? {}),
    placeholderData: keepPreviousData,
  });
}

export function useSuppliers(query: SupplierListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...suppliersQueryOptions(query), ...options });
}
