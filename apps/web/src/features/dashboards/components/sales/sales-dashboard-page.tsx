import '@mantine/charts/styles.css';
import { Stack } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { useSalesDashboard } from '../../api/get-sales-dashboard';
import { formatMonth } from '../../utils/dashboard-format';
import { DashboardLoader } from '../common/dashboard-loader';
import { DashboardSection } from '../common/dashboard-section';
import { OwnersTable } from './owners-table';
import { QuotesByMonth } from './quotes-by-month';
import { StatusFigures } from './status-figures';

/**
 * /dashboards/sales: where every trip stands, how many of the year's quotes were won month by month,
 * and the same for each owner. A quote is a trip whose first version was frozen, counted in that
 * month; it is won once its customer accepted a version. Every figure opens the trips it counts.
 */
export function SalesDashboardPage() {
  const query = useSalesDashboard();
  const data = query.data;
  return (
    <>
      <PageTitle icon={<IconChartBar size={26} />} color="blue" title="Sales dashboard" description="Where every trip stands, and how many of the year’s quotes were won, by month and by owner." />
      {query.isError && !data ? (
        <QueryErrorAlert error={query.error} what="the sales figures" onRetry={() => void query.refetch()} />
      ) : !data ? (
        <DashboardLoader label="Loading the sales figures" />
      ) : (
        <Stack gap="lg">
          <DashboardSection id="sales-statuses" title="Trips by status" description="Every trip, whenever it was made, and what each comes to as it stands.">
            <StatusFigures statuses={data.statuses} />
          </DashboardSection>
          <DashboardSection
            id="sales-months"
            title="Quotes, sent and won"
            description={`Trips first quoted from ${formatMonth(data.from_month)} to ${formatMonth(data.to_month)}, by the month of their first version, and how many of them the customer accepted.`}
          >
            <QuotesByMonth dashboard={data} />
          </DashboardSection>
          <DashboardSection id="sales-owners" title="By owner" description="Each person’s trips by status, and their quotes of the last 12 months.">
            <OwnersTable dashboard={data} />
          </DashboardSection>
        </Stack>
      )}
    </>
  );
}
