import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { AgentTrip } from '@ua/contracts';
import { Link } from 'react-router';
import { IconRoute } from '@tabler/icons-react';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { TableSkeletonRows } from '../../../../components/table-skeleton';
import { dayText } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { useAgentTrips } from '../../api/list-agent-trips';
import { agentPaths } from '../../utils/agent-paths';
import { bookingStatusOf, tripStatusOf } from '../../utils/agent-format';

/** A trip lost or a booking cancelled earns nothing, whatever its quote would have. */
const earnsNothing = (trip: AgentTrip) => trip.status === 'lost' || trip.booking?.status === 'cancelled';

/** Commission credited to the wallet, and what the running trips should still bring. */
export function commissionTotals(trips: readonly AgentTrip[]): { earned: number; expected: number } {
  return trips.reduce(
    (totals, trip) =>
      trip.commission_credited
        ? { ...totals, earned: totals.earned + trip.commission_paise }
        : earnsNothing(trip)
          ? totals
          : { ...totals, expected: totals.expected + trip.commission_paise },
    { earned: 0, expected: 0 },
  );
}

function StatusBadge({ label, color }: { label: string; color: string }) {
  return (
    <Badge variant="light" color={color} size="sm" radius="sm" tt="none" miw="max-content">
      {label}
    </Badge>
  );
}

function TripLink({ trip }: { trip: AgentTrip }) {
  return (
    <Anchor component={Link} to={agentPaths.trip(trip.id)} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {trip.title}
    </Anchor>
  );
}

function BookingCell({ trip }: { trip: AgentTrip }) {
  if (!trip.booking) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        Not booked
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor component={Link} to={agentPaths.booking(trip.booking.id)} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {trip.booking.reference}
      </Anchor>
      <StatusBadge {...bookingStatusOf(trip.booking.status)} />
    </Group>
  );
}

function CommissionCell({ trip }: { trip: AgentTrip }) {
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }} td={!trip.commission_credited && earnsNothing(trip) ? 'line-through' : undefined}>
        {formatMoney(trip.commission_paise)}
      </Text>
      {trip.commission_credited ? (
        <Badge variant="filled" color="teal" size="sm" radius="sm" tt="none" miw="max-content">
          Credited
        </Badge>
      ) : (
        <Badge variant="light" color="gray" size="sm" radius="sm" tt="none" miw="max-content">
          {earnsNothing(trip) ? 'Not earned' : 'Not yet'}
        </Badge>
      )}
    </Group>
  );
}

/** One trip on a phone: title and status, customer and start, booking, quote and commission. */
function TripCard({ trip }: { trip: AgentTrip }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <TripLink trip={trip} />
        <StatusBadge {...tripStatusOf(trip.status)} />
      </Group>
      <Text size="sm" c="dimmed">
        {trip.customer_name} · from {dayText(trip.start_date)}
      </Text>
      <BookingCell trip={trip} />
      <Group justify="space-between" gap="sm">
        <Text size="sm">Quote {formatMoney(trip.quoted_total_paise)}</Text>
        <CommissionCell trip={trip} />
      </Group>
    </Stack>
  );
}

function TotalCard({ label, paise, hint }: { label: string; paise: number; hint: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {formatMoney(paise)}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

/** The agent's Trips tab: each trip it brought, its booking, and the commission it earns or earned. */
export function AgentTrips({ agentId }: { agentId: number }) {
  const query = useAgentTrips(agentId);
  if (query.isError) return <QueryErrorAlert error={query.error} what="the agent’s trips" onRetry={() => void query.refetch()} />;
  const trips = query.data?.trips;
  if (trips?.length === 0) {
    return <ListEmptyState icon={<IconRoute size={26} />} title="No trips yet" description="A trip names its agent on its heading; the agent’s trips and their commission then show here." />;
  }
  const totals = trips && commissionTotals(trips);

  const table = (
    <Table verticalSpacing="sm" aria-label="Trips">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Trip</Table.Th>
          <Table.Th>Customer</Table.Th>
          <Table.Th>Starts</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Quote</Table.Th>
          <Table.Th>Booking</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Commission</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {trips === undefined ? (
          <TableSkeletonRows columns={7} rows={3} />
        ) : (
          trips.map((trip) => (
            <Table.Tr key={trip.id}>
              <Table.Td>
                <TripLink trip={trip} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{trip.customer_name}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {dayText(trip.start_date)}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge {...tripStatusOf(trip.status)} />
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(trip.quoted_total_paise)}
                </Text>
              </Table.Td>
              <Table.Td>
                <BookingCell trip={trip} />
              </Table.Td>
              <Table.Td>
                <CommissionCell trip={trip} />
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );

  return (
    <Stack gap="md">
      {totals && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={560}>
          <TotalCard label="Commission earned" paise={totals.earned} hint="Credited to the wallet as bookings completed." />
          <TotalCard label="Still to come" paise={totals.expected} hint="On trips and bookings still running, at the agent’s rates." />
        </SimpleGrid>
      )}
      <ResponsiveTable label="Trips" rows={trips} rowKey={(trip) => trip.id} busy={query.isFetching && !query.isPending} table={table} minWidth={980} card={(trip) => <TripCard trip={trip} />} />
    </Stack>
  );
}
