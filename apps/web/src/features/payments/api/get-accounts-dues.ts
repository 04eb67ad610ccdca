import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_PATHS, type AccountsDues } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

export type AccountsQuery = {
  days: number;
  /** Only the bookings this person owns. */
  owner?: number;
};

/**
 * GET /api/due-payment-data/: every open due of a running booking falling in the next `days` days,
 * and every overdue one grouped by age (0-7, 8-30, 31+ days late), with the totals of each group.
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
