import { Button, Paper, Stack } from '@mantine/core';
import { tripListQuerySchema } from '@ua/contracts';
import { Link, useNavigate } from 'react-router';
import { IconPlus, IconRoute } from '@tabler/icons-react';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { TablePager } from '../../../../components/table-pager';
import { useListQuery } from '../../../../hooks/use-list-query';
import { useViewer } from '../../../../hooks/use-viewer';
import { useTrips } from '../../api/list-trips';
import { tripPaths } from '../../utils/trip-paths';
import { TripFiltersBar } from './trip-filters-bar';
import { TripTable } from './trip-table';

/** Trips, searched and filtered on the server, every filter, the order and the page in the URL. */
export function TripListPage() {
  const { can, userId } = useViewer();
  const navigate = useNavigate();
  const { query, update, errors, filtered, clearFilters } = useListQuery(tripListQuerySchema);
  // A search the schema refuses (too long) is shown at its box, and nothing is asked until it is fixed.
  const valid = errors.search === undefined;
  const list = useTrips(query, { enabled: valid });
  const page = valid ? list.data : undefined;
  const canManage = can('itineraries.manage');

  const newTrip = canManage && (
    <Button component={Link} to={tripPaths.newTrip} leftSection={<IconPlus size={18} />}>
      New trip
    </Button>
  );

  const empty = page && page.results.length === 0 && (
    <ListEmptyState
      icon={<IconRoute size={26} />}
      title="No trips yet"
      description="Turn a customer’s enquiry into a trip: dates, travellers and places first, then the days."
      action={newTrip}
      paging={{
        page: query.page,
        filtered,
        noMatch: { title: 'No trip matches these filters', description: 'Try other words, statuses or dates, or clear the filters.' },
        onFirstPage: () => update({ page: 1 }),
        onClearFilters: clearFilters,
      }}
    />
  );

  return (
    <>
      <PageTitle icon={<IconRoute size={26} />} title="Itineraries" description="Quotes from enquiry to accepted version: who asked, when they travel, and where each stands." actions={newTrip} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <TripFiltersBar
            query={query}
            onChange={update}
            errors={errors}
            filtered={filtered}
            onClear={clearFilters}
            viewerId={userId}
            canPickPlace={can('locations.view')}
          />
          {!valid ? null : list.isError && !page ? (
            <QueryErrorAlert error={list.error} what="the trips" onRetry={() => void list.refetch()} />
          ) : (
            empty || <TripTable trips={page?.results} ordering={query.ordering} onSort={(ordering) => update({ ordering })} onOpen={(trip) => void navigate(tripPaths.trip(trip.id))} isFetching={list.isPlaceholderData} />
          )}
          {page && page.count > 0 && (
            <TablePager count={page.count} page={query.page} pageSize={query.page_size} noun={['trip', 'trips']} onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ page_size: pageSize })} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
