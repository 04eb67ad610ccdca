import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PATHS, type AccountsDashboard } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboards/accounts/: what customers owe by age, the collections of the last 12 weeks, the links open and the top-ups waiting. */
export async function getAccountsDashboard(): Promise<AccountsDashboard> {
  const { data } = await apiClient.get<AccountsDashboard>(DASHBOARD_PATHS.accounts);
  return data;
}

export function accountsDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.desk('accounts'),
    queryFn: getAccountsDashboard,
    // The figures move with every desk's work: each visit reads them afresh.
    refetchOnMount: 'always',
  });
}

export function useAccountsDashboard() {
  return useQuery(accountsDashboardQueryOptions());
}
