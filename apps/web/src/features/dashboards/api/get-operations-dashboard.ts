import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PATHS, type OperationsDashboard } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboards/operations/: the next 14 days' departures with the services still to confirm, and the requests suppliers have not answered. */
export async function getOperationsDashboard(): Promise<OperationsDashboard> {
  const { data } = await apiClient.get<OperationsDashboard>(DASHBOARD_PATHS.operations);
  return data;
}

export function operationsDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.desk('operations'),
    queryFn: getOperationsDashboard,
    // The figures move with every desk's work: each visit reads them afresh.
    refetchOnMount: 'always',
  });
}

export function useOperationsDashboard() {
  return useQuery(operationsDashboardQueryOptions());
}
