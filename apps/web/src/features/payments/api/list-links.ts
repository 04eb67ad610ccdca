import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_PATHS, type LinkListPage, type linkListQuerySchema } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import type { ListQueryParams, QueryOf } from '../../../lib/list-query';
import { paymentKeys } from './payment-keys';

export type LinksQuery = QueryOf<typeof linkListQuerySchema>;
export type LinksParams = ListQueryParams<LinksQuery>;

/** GET /api/partial-link-generator/: a page of the payment links of every booking, with the sums of all the filters match. */
export async function listLinks(params: LinksParams): Promise<LinkListPage> {
  const { data } = await apiClient.get<LinkListPage>(PAYMENT_PATHS.linkGenerator, { params });
  return data;
}

export function linksQueryOptions(params: LinksParams) {
  return queryOptions({ queryKey: paymentKeys.links(JSON.stringify(params)), queryFn: () => listLinks(params), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}

export function useLinks(params: LinksParams) {
  return useQuery(linksQueryOptions(params));
}
