import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { BookingSummary } from '@ua/contracts';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { SortableHeader } from '../../../../components/sortable-header';
import { TableSkeletonRows } from '../../../../components/table-skeleton';
import { dayText } from '../../../../lib/dates';
import type { BookingsQuery } from '../../api/list-bookings';
import { bookingPaths } from '../../utils/booking-paths';
import { count } from '../page/booking-format';
import { BookingStatusBadge } from '../page/booking-status-badge';
import { ServicesProgressCell } from './services-progress-cell';

type BookingOrdering = BookingsQuery['ordering'];

type BookingTableProps = {
  bookings: BookingSummary[] | undefined;
  ordering: BookingOrdering;
  onSort: (ordering: BookingOrdering) => void;
  onOpen: (booking: BookingSummary) => void;
  /** A newer page is on its way: the rows shown are the previous page's. */
  isFetching: boolean;
};

const COLUMNS = 7;

function ReferenceLink({ booking }: { booking: BookingSummary }) {
  // The row or card opens the booking on a click too; the link keeps that from happening twice.
  return (
    <Anchor component={Link} to={bookingPaths.booking(booking.id)} fw={600} size="sm" ff="monospace" onClick={(event) => event.stopPropagation()} style={{ whiteSpace: 'nowrap' }}>
      {booking.reference}
    </Anchor>
  );
}

function AssignedName({ booking }: { booking: BookingSummary }) {
  if (booking.assigned_to) return <Text size="sm">{booking.assigned_to.name}</Text>;
  return (
    <Text size="sm" c="dimmed" fs="italic">
      Nobody yet
    </Text>
  );
}

const dates = (booking: BookingSummary) => `${dayText(booking.start_date)} – ${dayText(booking.end_date)}`;

/** One booking on a phone: reference and status, customer and trip, dates and travellers, suppliers' progress, who runs it. */
function BookingCard({ booking }: { booking: BookingSummary }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <ReferenceLink booking={booking} />
        <BookingStatusBadge status={booking.status} size="sm" />
      </Group>
      <Stack gap={0}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {booking.customer_name}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {booking.itinerary.title}
        </Text>
      </Stack>
      <Text size="sm">
        {dates(booking)} · {count(booking.travellers_count, 'traveller', 'travellers')}
      </Text>
      <Group justify="space-between" align="flex-end" gap="sm">
        <ServicesProgressCell counts={booking.services} />
        <AssignedName booking={booking} />
      </Group>
    </Stack>
  );
}

export function BookingTable({ bookings, ordering, onSort, onOpen, isFetching }: BookingTableProps) {
  const table = (
    <Table highlightOnHover verticalSpacing="sm" aria-label="Bookings" aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Reference</Table.Th>
          <Table.Th>Customer and trip</Table.Th>
          {/* Travel dates sort both ways here; every order is in the Order select above. */}
          <SortableHeader label="Dates" sortKey="start_date" ordering={ordering} onSort={onSort} />
          <Table.Th>Travellers</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Services</Table.Th>
          <Table.Th>Assigned to</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bookings === undefined ? (
          <TableSkeletonRows columns={COLUMNS} />
        ) : (
          bookings.map((booking) => (
            <Table.Tr key={booking.id} onClick={() => onOpen(booking)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <ReferenceLink booking={booking} />
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {booking.customer_name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {booking.itinerary.title}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {dates(booking)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{booking.travellers_count}</Text>
              </Table.Td>
              <Table.Td>
                <BookingStatusBadge status={booking.status} size="sm" />
              </Table.Td>
              <Table.Td>
                <ServicesProgressCell counts={booking.services} />
              </Table.Td>
              <Table.Td>
                <AssignedName booking={booking} />
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Bookings"
      rows={bookings}
      rowKey={(booking) => booking.id}
      busy={isFetching}
      table={table}
      minWidth={960}
      onOpen={onOpen}
      // No sort select over the cards: the Order select above the list offers every order on a phone too.
      card={(booking) => <BookingCard booking={booking} />}
    />
  );
}
