import { useState } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { Booking } from '@ua/contracts';
import { isSettled, servicesSummary } from '../booking-format';
import { ServiceActionDrawer, type ServiceActionChoice } from './service-action-drawer';
import { ServiceCard } from './service-card';

type ServicesSectionProps = { booking: Booking; canManage: boolean };

/** The booking's services in the order of the trip, with how many the suppliers have confirmed. */
export function ServicesSection({ booking, canManage }: ServicesSectionProps) {
  const [choice, setChoice] = useState<ServiceActionChoice>();
  const services = [...booking.service_list].sort((a, b) => a.position - b.position);
  const canAct = canManage && !isSettled(booking.status);

  return (
    <Stack gap="sm" component="section" aria-labelledby="booking-services-heading">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id="booking-services-heading">
          Services
        </Title>
        <Text size="sm" c={booking.services.rejected > 0 ? 'red.9' : 'dimmed'} fw={500}>
          {servicesSummary(booking.services)}
        </Text>
      </Group>
      {services.length === 0 ? (
        <Text size="sm" c="dimmed">
          The accepted version had no line to book.
        </Text>
      ) : (
        services.map((service) => <ServiceCard key={service.id} bookingId={booking.id} service={service} canManage={canManage} canAct={canAct} onAction={(action) => setChoice({ service, action })} />)
      )}
      {canManage && <ServiceActionDrawer booking={booking} choice={choice} onClose={() => setChoice(undefined)} />}
    </Stack>
  );
}
