import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AccountsPlanless as Planless } from '@ua/contracts';
import { IconCalendarDollar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { formatDay } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { bookingPath } from '../../utils/payment-format';

function SetPlanButton({ booking }: { booking: Planless }) {
  return (
    <Button component={Link} to={bookingPath(booking.id)} size="compact-sm" variant="light" leftSection={<IconCalendarDollar size={14} />} aria-label={`Set the payment plan of ${booking.reference}`}>
      Set the plan
    </Button>
  );
}

function Reference({ booking }: { booking: Planless }) {
  return (
    <Anchor component={Link} to={bookingPath(booking.id)} fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {booking.reference}
    </Anchor>
  );
}

/** A page of the running bookings with no payment plan yet: a table on a desktop, cards on a phone, each opening its booking to set the plan. */
export function AccountsPlanless({ bookings, busy }: { bookings: readonly Planless[]; busy: boolean }) {
  const table = (
    <Table verticalSpacing="sm" aria-label="Bookings without a payment plan" aria-busy={busy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Booking</Table.Th>
          <Table.Th>Customer</Table.Th>
          <Table.Th>Travels</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th>Owner</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bookings.map((booking) => (
          <Table.Tr key={booking.id}>
            <Table.Td>
              <Reference booking={booking} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {booking.customer_name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {booking.trip_title}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDay(booking.start_date)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(booking.total_paise, booking.currency)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{booking.owner.name}</Text>
            </Table.Td>
            <Table.Td>
              <SetPlanButton booking={booking} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Bookings without a payment plan"
      rows={bookings}
      rowKey={(booking) => booking.id}
      busy={busy}
      table={table}
      minWidth={760}
      card={(booking) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Reference booking={booking} />
            <Text fw={700} size="sm">
              {formatMoney(booking.total_paise, booking.currency)}
            </Text>
          </Group>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {booking.customer_name}
          </Text>
          <Text size="sm" c="dimmed">
            Travels {formatDay(booking.start_date)} · Owner: {booking.owner.name}
          </Text>
          <Group justify="flex-end">
            <SetPlanButton booking={booking} />
          </Group>
        </Stack>
      )}
    />
  );
}
