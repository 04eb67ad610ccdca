import type { QueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@ua/contracts';
import { accommodationFilterQueryOptions } from './get-accommodation-filter';
import { locationDetailQueryOptions } from '../../../entities/place/get-location-detail';
import { productDetailQueryOptions } from '../../../entities/product/get-product';
import { productFacetsQueryOptions } from './get-product-facets';
import { supplierQueryOptions } from '../../../entities/supplier/get-supplier';
import { suppliersQueryOptions } from '../../../entities/supplier/get-suppliers';
import { productSearchQueryOptions } from '../../../entities/product/search-products';

/**
 * After a product or one of its variants changes: the search, its facets and "from" prices, and the
 * product counts that suppliers, locations and categories show. `saved` goes in at once when known.
 */
export function refreshAfterProductWrite(queryClient: QueryClient, saved?: ProductDetail): void {
  if (saved) queryClient.setQueryData(productDetailQueryOptions(saved.id).queryKey, saved);
  for (const queryKey of [
    productDetailQueryOptions().queryKey,
    productSearchQueryOptions().queryKey,
    accommodationFilterQueryOptions().queryKey,
    productFacetsQueryOptions().queryKey,
    suppliersQueryOptions().queryKey,
    supplierQueryOptions().queryKey,
    locationDetailQueryOptions().queryKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
