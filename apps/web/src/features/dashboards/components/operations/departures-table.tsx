import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { SERVICE_STATUS_LABELS, type OperationsDashboard } from '@ua/contracts';
import { Link } from 'react-router';
import { usePhoneLayout } from '../../../../components/responsive-table';
import { TableScroll } from '../../../../components/table-scroll';
import { formatDay } from '../../../../lib/dates';
import { DASHBOARD_RECORD_PAGES } from '../../utils/dashboard-paths';

const SERVICE_COLORS = { pending: 'gray', requested: 'blue', rejected: 'red' } as const;

type Departure = OperationsDashboard['departures']['results'][number];

function ToConfirmLink({ row }: { row: Departure }) {
  return (
    <Anchor component={Link} to={DASHBOARD_RECORD_PAGES.booking(row.id)} aria-label={`${row.unconfirmed.length} of ${row.services_total} services of ${row.reference} to confirm`} style={{ whiteSpace: 'nowrap' }}>
      {row.unconfirmed.length} of {row.services_total}
    </Anchor>
  );
}

function StillOpen({ row }: { row: Departure }) {
  if (row.unconfirmed.length === 0) {
    return (
      <Text size="sm" c="teal.8">
        All confirmed
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {row.unconfirmed.map((service) => (
        <Group key={service.id} gap={6} wrap="nowrap">
          <Badge size="sm" variant="light" color={SERVICE_COLORS[service.status]} tt="none" miw="max-content">
            {SERVICE_STATUS_LABELS[service.status]}
          </Badge>
          <Text size="sm">{service.label}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/** One departure on a phone: when, which booking, how much is still to confirm and what. */
function DepartureCard({ row }: { row: Departure }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={Link} to={DASHBOARD_RECORD_PAGES.booking(row.id)} fw={600}>
            {row.reference}
          </Anchor>
          <Text size="sm" fw={600}>
            {formatDay(row.start_date)}
          </Text>
        </Group>
        <Text size="sm">
          {row.customer_name} · {row.trip_title}
        </Text>
        <Text size="sm" c="dimmed">
          Run by {row.assigned_to?.name ?? 'nobody yet'} · to confirm: <ToConfirmLink row={row} />
        </Text>
        <StillOpen row={row} />
      </Stack>
    </Paper>
  );
}

/** Each departure of the fortnight, earliest first, with what its suppliers have yet to confirm; a count opens the booking, whose page lists them. Cards on a phone. */
export function DeparturesTable({ departures }: { departures: OperationsDashboard['departures']['results'] }) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Departures">
        {departures.map((row) => (
          <DepartureCard key={row.id} row={row} />
        ))}
      </Stack>
    );
  }
  return (
    <TableScroll label="Departures" minWidth={760}>
      <Table striped aria-label="Departures">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Leaves</Table.Th>
            <Table.Th>Booking</Table.Th>
            <Table.Th>Run by</Table.Th>
            <Table.Th ta="right">To confirm</Table.Th>
            <Table.Th>Still open</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {departures.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.start_date)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={DASHBOARD_RECORD_PAGES.booking(row.id)} fw={600}>
                  {row.reference}
                </Anchor>
                <Text size="sm">{row.customer_name}</Text>
                <Text size="xs" c="dimmed">
                  {row.trip_title}
                </Text>
              </Table.Td>
              <Table.Td>{row.assigned_to?.name ?? <Text c="dimmed">Nobody yet</Text>}</Table.Td>
              <Table.Td ta="right">
                <ToConfirmLink row={row} />
              </Table.Td>
              <Table.Td>
                <StillOpen row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
