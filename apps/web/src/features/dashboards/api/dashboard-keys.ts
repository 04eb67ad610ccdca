/** The dashboards' query keys, in one place. */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  desk: (desk: 'sales' | 'operations' | 'accounts') => [...dashboardKeys.all, desk] as const,
};
