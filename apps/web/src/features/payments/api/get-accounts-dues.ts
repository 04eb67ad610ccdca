import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_PATHS, type AccountsDues, type AccountsDuesQuery } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** What the accounts page asks: the days, and the owner, the age and the page of each list where they are not the server's defaults. */
export type AccountsQuery = Partial<AccountsDuesQuery> & Pick<AccountsDuesQuery, 'days'>;

/**
 * GET /api/due-payment-data/: a page of the open dues of running bookings falling in the next `days`
 * days, a page of the overdue ones (the oldest first), and a page of the running bookings without a
 * plan, with the totals of all of them by age (0-7, 8-30, 31+ days late).
 */
export async function getAccountsDues(query: AccountsQuery): Promise<AccountsDues> {
  const { data } = await apiClient.get<AccountsDues>(PAYMENT_PATHS.accountsDues, { params: query });
  return data;
}

export function accountsDuesQueryOptions(query: AccountsQuery) {
  return queryOptions({
    queryKey: paymentKeys.accountsView(JSON.stringify(query)),
    queryFn: () => getAccountsDues(query),
    placeholderData: keepPreviousData,
    // Customers pay through their links meanwhile, and dues fall overdue overnight: the desk sees now.
    refetchOnMount: 'always',
  });
}

export function useAccountsDues(query: AccountsQuery) {
  return useQuery(accountsDuesQueryOptions(query));
}
