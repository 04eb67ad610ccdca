import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PATHS, type SalesDashboard } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboards/sales/: the trips by status, and the quotes of the last 12 months by month and owner. */
export async function getSalesDashboard(): Promise<SalesDashboard> {
  const { data } = await apiClient.get<SalesDashboard>(DASHBOARD_PATHS.sales);
  return data;
}

export function salesDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.desk('sales'),
    queryFn: getSalesDashboard,
    // The figures move with every desk's work: each visit reads them afresh.
    refetchOnMount: 'always',
  });
}

export function useSalesDashboard() {
  return useQuery(salesDashboardQueryOptions());
}
