import type { QueryClient } from '@tanstack/react-query';
import type { LocationDetail } from '@ua/contracts';
import { locationDetailQueryOptions } from '../../../entities/place/get-location-detail';
import { locationLevelQueryOptions } from './get-location-level';
import { locationTagsQueryOptions } from './get-location-tags';
import { productDetailQueryOptions } from '../../../entities/product/get-product';
import { locationSearchQueryOptions } from '../../../entities/place/search-locations';
import { productSearchQueryOptions } from '../../../entities/product/search-products';

/**
 * After a change to the tree: the saved location at once, then every list, search and detail that
 * shows a location (children counts, tags, trails, breadcrumbs, products' location trails) fetched afresh.
 */
export function refreshAfterLocationWrite(queryClient: QueryClient, saved?: LocationDetail): void {
  if (saved) queryClient.setQueryData(locationDetailQueryOptions(saved.id).queryKey, saved);
  void queryClient.invalidateQueries({ queryKey: locationLevelQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: locationSearchQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: locationDetailQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: locationTagsQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: productSearchQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: productDetailQueryOptions().queryKey });
}
