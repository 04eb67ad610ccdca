import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BookingService } from '@ua/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { bookingPaths } from '../../utils/booking-paths';
import type { Departure } from '../../utils/departure-groups';
import { count, serviceDates } from '../page/booking-format';
import { BookingStatusBadge, ServiceStatusBadge } from '../page/booking-status-badge';

function ReferenceLink({ departure }: { departure: Departure }) {
  return (
    <Anchor component={Link} to={bookingPaths.booking(departure.id)} fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {departure.reference}
    </Anchor>
  );
}

/** "Meera Nair · Kerala backwaters · 3 travellers · Ravi Kumar runs it". */
function who(departure: Departure): string {
  const runner = departure.assigned_to ? `${departure.assigned_to.name} runs it` : 'nobody runs it yet';
  return `${departure.customer_name} · ${departure.itinerary.title} · ${count(departure.travellers_count, 'traveller', 'travellers')} · ${runner}`;
}

/** One service the supplier has yet to confirm: what, from whom, where it stands, and when. */
function OpenService({ service }: { service: BookingService }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap" component="li">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {service.label}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[service.supplier?.name ?? 'No supplier', serviceDates(service)].join(' · ')}
        </Text>
        {service.status === 'rejected' && service.status_reason && (
          <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
            Declined: {service.status_reason}
          </Text>
        )}
      </Stack>
      <ServiceStatusBadge status={service.status} />
    </Group>
  );
}

/** A departure still waiting on suppliers, with each service still open. */
export function OpenDepartureCard({ departure }: { departure: Departure }) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={departure.reference}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
            <ReferenceLink departure={departure} />
            <BookingStatusBadge status={departure.status} size="sm" />
          </Group>
          <Badge variant="light" color="orange" radius="sm" tt="none" miw="max-content">
            {count(departure.open_services.length, 'service open', 'services open')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {who(departure)}
        </Text>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Open services of ${departure.reference}`}>
          {departure.open_services.map((service) => (
            <OpenService key={service.id} service={service} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** A departure every supplier has confirmed: one line, nothing to do. */
export function ConfirmedDepartureLine({ departure }: { departure: Departure }) {
  return (
    <Group gap="sm" wrap="nowrap" component="article" aria-label={departure.reference} px="sm" py={6} style={{ minWidth: 0 }}>
      <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden style={{ flex: 'none' }} />
      <ReferenceLink departure={departure} />
      <Text size="sm" c="dimmed" truncate style={{ minWidth: 0 }}>
        {who(departure)}
      </Text>
      <Badge variant="light" color="teal" radius="sm" tt="none" miw="max-content" ml="auto">
        All confirmed
      </Badge>
    </Group>
  );
}
