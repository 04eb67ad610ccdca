import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { OperationsDashboard } from '@ua/contracts';
import { Link } from 'react-router';
import { usePhoneLayout } from '../../../../components/responsive-table';
import { TableScroll } from '../../../../components/table-scroll';
import { formatDay } from '../../../../lib/dates';
import { formatRelativeTime } from '../../../../lib/relative-time';
import { DASHBOARD_RECORD_PAGES } from '../../utils/dashboard-paths';

type Request = OperationsDashboard['awaiting_supplier']['oldest'][number];

const asked = (service: Request) => <time dateTime={service.requested_at}>{formatRelativeTime(new Date(service.requested_at))}</time>;

/** The requests suppliers have not answered, the oldest first, each opening its booking. Cards on a phone. */
export function AwaitingSupplierTable({ services }: { services: readonly Request[] }) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Requests not answered">
        {services.map((service) => (
          <Paper key={service.id} withBorder radius="md" p="sm" component="li">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" fw={600}>
                  {service.label}
                </Text>
                <Anchor component={Link} to={DASHBOARD_RECORD_PAGES.booking(service.booking.id)} size="sm">
                  {service.booking.reference}
                </Anchor>
              </Group>
              <Text size="sm" c="dimmed">
                {service.supplier?.name ?? 'No supplier'} · asked {asked(service)} · {formatDay(service.first_date)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableScroll label="Requests not answered" minWidth={680}>
      <Table striped aria-label="Requests not answered">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Asked</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Supplier</Table.Th>
            <Table.Th>Booking</Table.Th>
            <Table.Th>Service date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service) => (
            <Table.Tr key={service.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{asked(service)}</Table.Td>
              <Table.Td>{service.label}</Table.Td>
              <Table.Td>{service.supplier?.name ?? <Text c="dimmed">None</Text>}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={DASHBOARD_RECORD_PAGES.booking(service.booking.id)}>
                  {service.booking.reference}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(service.first_date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
