import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { TripSummary } from '@ua/contracts';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { SortableHeader } from '../../../../components/sortable-header';
import { TableSkeletonRows } from '../../../../components/table-skeleton';
import { dayText } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import type { TripsQuery } from '../../api/list-trips';
import { nightsLabel } from '../../utils/trip-format';
import { tripPaths } from '../../utils/trip-paths';
import { TripStatusBadge } from '../heading/trip-status-badge';

type TripOrdering = TripsQuery['ordering'];

type TripTableProps = {
  trips: TripSummary[] | undefined;
  ordering: TripOrdering;
  onSort: (ordering: TripOrdering) => void;
  onOpen: (trip: TripSummary) => void;
  /** A newer page is on its way: the rows shown are the previous page's. */
  isFetching: boolean;
};

const COLUMNS = 9;

function ReferenceLink({ trip }: { trip: TripSummary }) {
  // The row or card opens the trip on a click too; the link keeps that from happening twice.
  return (
    <Anchor component={Link} to={tripPaths.trip(trip.id)} fw={600} size="sm" ff="monospace" onClick={(event) => event.stopPropagation()} style={{ whiteSpace: 'nowrap' }}>
      {trip.reference}
    </Anchor>
  );
}

function VersionCell({ trip }: { trip: TripSummary }) {
  if (trip.latest_version === null) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">v{trip.latest_version}</Text>
      {trip.accepted_version !== null && (
        <Text size="xs" c="teal.9" style={{ whiteSpace: 'nowrap' }}>
          accepted v{trip.accepted_version}
        </Text>
      )}
    </Stack>
  );
}

const dates = (trip: TripSummary) => `${dayText(trip.start_date)} – ${dayText(trip.end_date)}`;
const total = (trip: TripSummary) => formatMoney(trip.total_paise, trip.currency);

/** One trip on a phone: reference and status, title, customer, dates, owner, version and total. */
function TripCard({ trip }: { trip: TripSummary }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <ReferenceLink trip={trip} />
        <TripStatusBadge status={trip.status} size="sm" />
      </Group>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {trip.title}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {trip.customer.name}
        {trip.customer.phone && ` · ${trip.customer.phone}`}
      </Text>
      <Text size="sm" c="dimmed">
        {dates(trip)} · {nightsLabel(trip.nights)}
      </Text>
      <Group justify="space-between" gap="sm">
        <Text size="xs" c="dimmed">
          {trip.owner.name}
          {trip.latest_version !== null && ` · v${trip.latest_version}`}
          {trip.accepted_version !== null && ` · accepted v${trip.accepted_version}`}
        </Text>
        <Text size="sm" fw={600}>
          {total(trip)}
        </Text>
      </Group>
    </Stack>
  );
}

export function TripTable({ trips, ordering, onSort, onOpen, isFetching }: TripTableProps) {
  const table = (
    <Table highlightOnHover verticalSpacing="sm" aria-label="Trips" aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Reference</Table.Th>
          <Table.Th>Title</Table.Th>
          <Table.Th>Customer</Table.Th>
          {/* Travel dates sort both ways here; every order is in the Order select above. */}
          <SortableHeader label="Dates" sortKey="start_date" ordering={ordering} onSort={onSort} />
          <Table.Th>Nights</Table.Th>
          <Table.Th>Owner</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Version</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {trips === undefined ? (
          <TableSkeletonRows columns={COLUMNS} />
        ) : (
          trips.map((trip) => (
            <Table.Tr key={trip.id} onClick={() => onOpen(trip)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <ReferenceLink trip={trip} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {trip.title}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{trip.customer.name}</Text>
                  {trip.customer.phone && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {trip.customer.phone}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {dates(trip)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{trip.nights}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{trip.owner.name}</Text>
              </Table.Td>
              <Table.Td>
                <TripStatusBadge status={trip.status} size="sm" />
              </Table.Td>
              <Table.Td>
                <VersionCell trip={trip} />
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {total(trip)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Trips"
      rows={trips}
      rowKey={(trip) => trip.id}
      busy={isFetching}
      table={table}
      minWidth={1080}
      onOpen={onOpen}
      // No sort select over the cards: the Order select above the list offers every order on a phone too.
      card={(trip) => <TripCard trip={trip} />}
    />
  );
}
