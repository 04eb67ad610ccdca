import type { QueryClient } from '@tanstack/react-query';
import type { SupplierDetail } from '@ua/contracts';
import { supplierQueryOptions } from '../../../entities/supplier/get-supplier';
import { suppliersQueryOptions } from '../../../entities/supplier/get-suppliers';
import { productDetailQueryOptions } from '../../../entities/product/get-product';
import { productSearchQueryOptions } from '../../../entities/product/search-products';

/** After a supplier is saved: its details at once, the lists afresh, and products, which show its name. */
export function refreshAfterSupplierWrite(queryClient: QueryClient, saved: SupplierDetail): void {
  queryClient.setQueryData(supplierQueryOptions(saved.id).queryKey, saved);
  void queryClient.invalidateQueries({ queryKey: suppliersQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: productSearchQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: productDetailQueryOptions().queryKey });
}
