import '@mantine/charts/styles.css';
import { Stack } from '@mantine/core';
import { dashboardLinks } from '@ua/contracts';
import { IconChartBar } from '@tabler/icons-react';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { formatMoney } from '../../../../lib/money';
import { useAccountsDashboard } from '../../api/get-accounts-dashboard';
import { countOf } from '../../utils/dashboard-format';
import { DashboardLoader } from '../common/dashboard-loader';
import { DashboardSection } from '../common/dashboard-section';
import { FigureLink } from '../common/figure-link';
import { StatCard } from '../common/stat-card';
import { StatGrid } from '../common/stat-grid';
import { CollectionsByWeek } from './collections-by-week';
import { ReceivablesByAge } from './receivables-by-age';

/**
 * /dashboards/accounts: what customers owe by age of the due past its date, the payments received in
 * each of the last 12 weeks, the payment links open, and (with wallet.view) the agents' top-ups
 * waiting for approval. Every figure opens the list it counts.
 */
export function AccountsDashboardPage() {
  const query = useAccountsDashboard();
  const data = query.data;
  return (
    <>
      <PageTitle icon={<IconChartBar size={26} />} color="green" title="Accounts dashboard" description="What customers owe and how late, what came in each week, and what waits on links and approvals." />
      {query.isError && !data ? (
        <QueryErrorAlert error={query.error} what="the accounts figures" onRetry={() => void query.refetch()} />
      ) : !data ? (
        <DashboardLoader label="Loading the accounts figures" />
      ) : (
        <Stack gap="lg">
          <DashboardSection id="accounts-owed" title="Owed by age" description="Open dues of bookings not cancelled, by how long past their date.">
            <ReceivablesByAge receivables={data.receivables} />
          </DashboardSection>
          <StatGrid label="Waiting" cols={{ base: 1, sm: 2 }}>
            <StatCard
              label="Payment links open"
              detail={
                <FigureLink link={dashboardLinks.openLinks()} label={`${countOf(data.links_open.count, 'link', 'links')} open`} c="dimmed" underline="always">
                  {countOf(data.links_open.count, 'link', 'links')}
                </FigureLink>
              }
            >
              <FigureLink link={dashboardLinks.openLinks()} label={`${formatMoney(data.links_open.unpaid_paise)} still to pay on open links`}>
                {formatMoney(data.links_open.unpaid_paise)}
              </FigureLink>
            </StatCard>
            {data.top_ups_waiting && (
              <StatCard
                label="Top-ups awaiting approval"
                detail={
                  <FigureLink link={dashboardLinks.topUpsWaiting()} label={`${countOf(data.top_ups_waiting.count, 'top-up', 'top-ups')} awaiting approval`} c="dimmed" underline="always">
                    {countOf(data.top_ups_waiting.count, 'top-up', 'top-ups')}
                  </FigureLink>
                }
              >
                <FigureLink link={dashboardLinks.topUpsWaiting()} label={`${formatMoney(data.top_ups_waiting.amount_paise)} of top-ups awaiting approval`}>
                  {formatMoney(data.top_ups_waiting.amount_paise)}
                </FigureLink>
              </StatCard>
            )}
          </StatGrid>
          <DashboardSection id="accounts-collections" title="Collections" description="Payments received each week, Monday to Sunday, the last 12 weeks; reversed ones left out.">
            <CollectionsByWeek weeks={data.collections} />
          </DashboardSection>
        </Stack>
      )}
    </>
  );
}
