import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Booking } from '@ua/contracts';
import { IconBan, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { bookingDates, count, isSettled } from './booking-format';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBookingModal } from './cancel-booking-modal';
import { ContactLinks } from './contact-links';
import { EditBookingDrawer } from './edit-booking-drawer';

type BookingHeadingPanelProps = { booking: Booking; canManage: boolean };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The top of a booking's page, and its heading (the page's h1, the reference staff and suppliers
 * quote): whose trip, when, how many travel, who owns it and who runs it. With bookings.manage, and
 * while the booking is not settled, it offers to change who runs it and the notes, and to cancel it.
 */
export function BookingHeadingPanel({ booking, canManage }: BookingHeadingPanelProps) {
  const [dialog, setDialog] = useState<'edit' | 'cancel' | null>(null);
  const editable = canManage && !isSettled(booking.status);
  const { customer } = booking;
  const lead = booking.travellers.find((traveller) => traveller.lead);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Booking details">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {booking.reference}
            </Title>
            <BookingStatusBadge status={booking.status} size="lg" />
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {booking.customer_name} ·{' '}
            <Anchor component={Link} to={`/itineraries/${booking.itinerary.id}`} fw={600}>
              {booking.itinerary.title}
            </Anchor>
          </Text>
          <Text size="sm" c="dimmed">
            {bookingDates(booking)}
          </Text>
        </Stack>
        {editable && (
          <Group gap="sm" wrap="wrap">
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setDialog('edit')}>
              Edit details
            </Button>
            <Button variant="light" color="red" leftSection={<IconBan size={16} />} onClick={() => setDialog('cancel')}>
              Cancel booking
            </Button>
          </Group>
        )}
      </Group>
      {booking.status === 'cancelled' && (
        <Alert color="red" variant="light" mt="md" p="sm" title={booking.cancelled_at ? `Cancelled ${formatDateTime(booking.cancelled_at)}` : 'Cancelled'}>
          {booking.cancel_reason || 'No reason given.'}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" verticalSpacing="md" mt="lg">
        <Fact label="Customer">
          <Text size="sm" fw={600}>
            {customer.name}
            {customer.city && (
              <Text span size="sm" fw={400} c="dimmed">
                {' '}
                · {customer.city}
              </Text>
            )}
          </Text>
          <ContactLinks phone={customer.phone} email={customer.email} whatsapp={customer.whatsapp} />
        </Fact>
        <Fact label="Trip">
          <Text size="sm">
            {booking.itinerary.reference} · version {booking.version}
          </Text>
          <Text size="sm" c="dimmed">
            {formatMoney(booking.total_paise, booking.currency)} with taxes
          </Text>
        </Fact>
        <Fact label="Travellers">
          <Text size="sm">{count(booking.travellers_count, 'traveller', 'travellers')}</Text>
          {lead && (
            <Text size="sm" c="dimmed">
              Lead: {lead.name}
            </Text>
          )}
        </Fact>
        <Fact label="Owner and assigned">
          <Text size="sm">Owner: {booking.owner.name}</Text>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c={booking.assigned_to ? undefined : 'red.9'} fw={booking.assigned_to ? undefined : 600}>
              Runs it: {booking.assigned_to?.name ?? 'nobody yet'}
            </Text>
            {editable && (
              <Button size="compact-xs" variant="subtle" onClick={() => setDialog('edit')} aria-label="Change who runs the booking">
                Change
              </Button>
            )}
          </Group>
        </Fact>
      </SimpleGrid>
      {booking.notes && (
        <Text size="sm" mt="md" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {booking.notes}
        </Text>
      )}
      {editable && <EditBookingDrawer booking={booking} opened={dialog === 'edit'} onClose={() => setDialog(null)} />}
      {/* Mounted past the cancellation itself, which settles the booking: it then shows what each supplier was told. */}
      {canManage && <CancelBookingModal booking={booking} opened={dialog === 'cancel'} onClose={() => setDialog(null)} />}
    </Card>
  );
}
