import { Button, Paper, Stack } from '@mantine/core';
import { bookingListQuerySchema } from '@ua/contracts';
import { Link, useNavigate } from 'react-router';
import { IconCalendarCheck, IconCalendarPlus, IconPlaneDeparture } from '@tabler/icons-react';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { TablePager } from '../../../../components/table-pager';
import { useListQuery } from '../../../../hooks/use-list-query';
import { useViewer } from '../../../../hooks/use-viewer';
import { useBookings } from '../../api/list-bookings';
import { bookingPaths } from '../../utils/booking-paths';
import { BookingFiltersBar } from './booking-filters-bar';
import { BookingTable } from './booking-table';

/** Bookings, searched and filtered on the server, every filter, the order and the page in the URL. */
export function BookingListPage() {
  const { can } = useViewer();
  const navigate = useNavigate();
  const { query, params, update, errors, filtered, clearFilters } = useListQuery(bookingListQuerySchema);
  // A search the schema refuses (too long) is shown at its box, and nothing is asked until it is fixed.
  const valid = errors.search === undefined;
  const list = useBookings(params, { enabled: valid });
  const page = valid ? list.data : undefined;

  const newBooking = can('bookings.manage') && (
    <Button component={Link} to={bookingPaths.newBooking} leftSection={<IconCalendarPlus size={18} />}>
      New booking
    </Button>
  );
  const actions = (
    <>
      <Button component={Link} to={bookingPaths.departures} variant="default" leftSection={<IconPlaneDeparture size={18} />}>
        Departures
      </Button>
      {newBooking}
    </>
  );

  const empty = page && page.results.length === 0 && (
    <ListEmptyState
      icon={<IconCalendarCheck size={26} />}
      title="No bookings yet"
      description="A trip its customer accepted becomes a booking: a service per line, each to confirm with its supplier."
      action={newBooking}
      paging={{
        page: query.page,
        filtered,
        noMatch: { title: 'No booking matches these filters', description: 'Try other words, statuses, dates or people, or clear the filters.' },
        onFirstPage: () => update({ page: 1 }),
        onClearFilters: clearFilters,
      }}
    />
  );

  return (
    <>
      <PageTitle icon={<IconCalendarCheck size={26} />} title="Bookings" description="Accepted trips being confirmed with their suppliers: who runs each, and what is still open." actions={actions} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <BookingFiltersBar query={query} onChange={update} errors={errors} filtered={filtered} onClear={clearFilters} canPickSupplier={can('suppliers.view')} />
          {!valid ? null : list.isError && !page ? (
            <QueryErrorAlert error={list.error} what="the bookings" onRetry={() => void list.refetch()} />
          ) : (
            empty || <BookingTable bookings={page?.results} ordering={query.ordering} onSort={(ordering) => update({ ordering })} onOpen={(booking) => void navigate(bookingPaths.booking(booking.id))} isFetching={list.isPlaceholderData} />
          )}
          {page && page.count > 0 && (
            <TablePager count={page.count} page={query.page} pageSize={query.page_size} noun={['booking', 'bookings']} onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ page_size: pageSize })} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
