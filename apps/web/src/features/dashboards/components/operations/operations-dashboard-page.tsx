import '@mantine/charts/styles.css';
import { Stack, Text } from '@mantine/core';
import { dashboardLinks } from '@ua/contracts';
import { IconChartBar } from '@tabler/icons-react';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { formatDay } from '../../../../lib/dates';
import { useOperationsDashboard } from '../../api/get-operations-dashboard';
import { countOf } from '../../utils/dashboard-format';
import { DashboardLoader } from '../common/dashboard-loader';
import { DashboardSection } from '../common/dashboard-section';
import { FigureLink } from '../common/figure-link';
import { StatCard } from '../common/stat-card';
import { StatGrid } from '../common/stat-grid';
import { AwaitingSupplierTable } from './awaiting-supplier-table';
import { DeparturesByDay } from './departures-by-day';
import { DeparturesTable } from './departures-table';

/**
 * /dashboards/operations: the departures of today and the next 13 days with the services their
 * suppliers have yet to confirm, and the requests suppliers have not answered, oldest first. Every
 * figure opens the bookings it counts.
 */
export function OperationsDashboardPage() {
  const query = useOperationsDashboard();
  const data = query.data;
  return (
    <>
      <PageTitle icon={<IconChartBar size={26} />} color="orange" title="Operations dashboard" description="The fortnight’s departures, what their suppliers have yet to confirm, and the requests nobody has answered." />
      {query.isError && !data ? (
        <QueryErrorAlert error={query.error} what="the operations figures" onRetry={() => void query.refetch()} />
      ) : !data ? (
        <DashboardLoader label="Loading the operations figures" />
      ) : (
        <Stack gap="lg">
          <StatGrid label="Operations figures" cols={{ base: 2, md: 4 }}>
            <StatCard label={`Departing in ${data.days} days`} detail={`${formatDay(data.from)} to ${formatDay(data.to)}`}>
              <FigureLink link={dashboardLinks.departures(data.days)} label={`${countOf(data.departures.count, 'booking', 'bookings')} departing in ${data.days} days`}>
                {data.departures.count}
              </FigureLink>
            </StatCard>
            <StatCard label="Departures not confirmed" detail="With a service still open">
              <FigureLink link={dashboardLinks.departures(data.days, true)} label={`${countOf(data.departures.with_unconfirmed, 'departure', 'departures')} with a service still to confirm`}>
                {data.departures.with_unconfirmed}
              </FigureLink>
            </StatCard>
            <StatCard label="Services to confirm" detail="On those departures">
              <FigureLink link={dashboardLinks.departures(data.days, true)} label={`${countOf(data.departures.unconfirmed_services, 'service', 'services')} to confirm on the departures`}>
                {data.departures.unconfirmed_services}
              </FigureLink>
            </StatCard>
            <StatCard
              label="Awaiting a supplier"
              detail={
                <>
                  Requests not answered, on{' '}
                  <FigureLink link={dashboardLinks.awaitingSupplier()} label={countOf(data.awaiting_supplier.bookings, 'booking awaiting a supplier', 'bookings awaiting a supplier')} c="dimmed" underline="always">
                    {countOf(data.awaiting_supplier.bookings, 'booking', 'bookings')}
                  </FigureLink>
                </>
              }
            >
              <FigureLink link={dashboardLinks.awaitingSupplier()} label={`${countOf(data.awaiting_supplier.services, 'request', 'requests')} a supplier has not answered`}>
                {data.awaiting_supplier.services}
              </FigureLink>
            </StatCard>
          </StatGrid>
          <DashboardSection id="operations-departures" title="Departures" description={`Bookings leaving from ${formatDay(data.from)} to ${formatDay(data.to)}, earliest first, with the services still open.`}>
            <DeparturesByDay days={data.departures.by_day} />
            {data.departures.results.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nobody leaves in the next {data.days} days.
              </Text>
            ) : (
              <DeparturesTable departures={data.departures.results} />
            )}
          </DashboardSection>
          <DashboardSection id="operations-awaiting" title="Awaiting a supplier’s answer" description="Services asked of their supplier and not answered yet, the longest waiting first.">
            {data.awaiting_supplier.oldest.length === 0 ? (
              <Text size="sm" c="dimmed">
                Every supplier has answered.
              </Text>
            ) : (
              <AwaitingSupplierTable services={data.awaiting_supplier.oldest} />
            )}
          </DashboardSection>
        </Stack>
      )}
    </>
  );
}
