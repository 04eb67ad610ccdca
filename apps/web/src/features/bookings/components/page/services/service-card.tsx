import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { SERVICE_ACTIONS, type BookingService, type ServiceAction } from '@ua/contracts';
import { formatDateTime } from '../../../../../lib/dates';
import { formatMoney } from '../../../../../lib/money';
import { CHANNEL_LABELS, serviceDates, serviceQuantity } from '../booking-format';
import { ServiceStatusBadge } from '../booking-status-badge';
import { ContactLinks } from '../contact-links';
import { actionAllowed, actionTitle } from './service-actions';
import { VoucherActions } from './voucher-actions';

type ServiceCardProps = {
  bookingId: number;
  service: BookingService;
  /** bookings.manage: the voucher's PDF and link. */
  canManage: boolean;
  /** bookings.manage on a booking not settled: the supplier actions. */
  canAct: boolean;
  onAction: (action: ServiceAction) => void;
};

const ACTION_COLORS: Partial<Record<ServiceAction, string>> = { confirm: 'teal', reject: 'red', cancel: 'red' };

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span size="sm" c="dimmed">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** A line with no supplier has nobody to ask; one with no category has no like to change to. */
function offered(action: ServiceAction, service: BookingService): boolean {
  if (action === 'request') return service.supplier !== null;
  if (action === 'change_supplier') return service.category !== null;
  return true;
}

/** Where a requested service's link stands: how it went, and until when the supplier can answer. */
function requestLine(service: BookingService): string | undefined {
  if (service.status !== 'requested' || !service.requested_at) return undefined;
  const how = service.request_channel ? ` by ${CHANNEL_LABELS[service.request_channel]}` : '';
  const expiry = service.request_expires_at ? ` · the supplier's link ${Date.parse(service.request_expires_at) < Date.now() ? 'expired' : 'expires'} ${formatDateTime(service.request_expires_at)}` : '';
  return `Requested${how} ${formatDateTime(service.requested_at)}${expiry}`;
}

/**
 * One service as operations work it: what, from whom (and how to reach them), where, when, for whom,
 * where the supplier stands, and the moves its status allows. Its element id lets the timeline and
 * a link bring it into view.
 */
export function ServiceCard({ bookingId, service, canManage, canAct, onAction }: ServiceCardProps) {
  const request = requestLine(service);
  const closed = service.status === 'rejected' || service.status === 'cancelled';
  const actions = canAct ? SERVICE_ACTIONS.filter((action) => actionAllowed(action, service.status) && offered(action, service)) : [];

  return (
    <Paper component="article" id={`service-${service.id}`} aria-label={service.label} withBorder radius="md" p="md" bg={service.status === 'rejected' ? 'red.0' : undefined} style={{ scrollMarginTop: 80 }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {service.day_number !== null && (
                <Text span c="dimmed" fw={500}>
                  Day {service.day_number} ·{' '}
                </Text>
              )}
              {service.label}
            </Text>
            {service.variant_name && (
              <Text size="sm" c="dimmed">
                {service.variant_name}
              </Text>
            )}
          </Stack>
          <ServiceStatusBadge status={service.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {service.supplier?.name ?? 'No supplier'}
            </Text>
            {service.supplier_contact && (
              <>
                {service.supplier_contact.name && (
                  <Text size="sm" c="dimmed">
                    {service.supplier_contact.name}
                  </Text>
                )}
                <ContactLinks phone={service.supplier_contact.phone} email={service.supplier_contact.email} whatsapp={service.supplier_contact.whatsapp} />
              </>
            )}
          </Stack>
          <Stack gap={2} style={{ minWidth: 0 }}>
            {service.place && <Text size="sm">{service.place.name}</Text>}
            <Text size="sm">{serviceDates(service)}</Text>
            <Text size="sm">
              {serviceQuantity(service)} · {service.travellers_text}
              {service.time ? ` · at ${service.time}` : ''}
            </Text>
          </Stack>
        </SimpleGrid>
        {service.notes && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {service.notes}
          </Text>
        )}
        {(service.confirmation_number || service.voucher_number || request || (closed && service.status_reason) || service.cost_paise !== null) && (
          <Stack gap={2}>
            {service.confirmation_number && <Line label="Confirmation">{service.confirmation_number}</Line>}
            {service.voucher_number && <Line label="Voucher">{service.voucher_number}</Line>}
            {request && <Text size="sm">{request}</Text>}
            {closed && service.status_reason && (
              <Line label={service.status === 'rejected' ? 'Declined' : 'Cancelled'}>
                <Text span size="sm" c="red.9">
                  {service.status_reason}
                </Text>
              </Line>
            )}
            {service.cost_paise !== null && (
              <Line label="Sell and cost">
                {formatMoney(service.sell_paise, service.currency)} · cost {formatMoney(service.cost_paise, service.currency)}
                {service.cost_at_booking_paise !== null && service.cost_at_booking_paise !== service.cost_paise && ` (was ${formatMoney(service.cost_at_booking_paise, service.currency)} when booked)`}
              </Line>
            )}
          </Stack>
        )}
        {(actions.length > 0 || (canManage && service.status === 'confirmed')) && (
          <Group gap="xs" wrap="wrap">
            {actions.map((action) => (
              <Button key={action} size="compact-sm" variant={action === 'request' || action === 'confirm' ? 'light' : 'default'} color={ACTION_COLORS[action]} onClick={() => onAction(action)}>
                {actionTitle(action, service.status)}
              </Button>
            ))}
            {canManage && service.status === 'confirmed' && <VoucherActions bookingId={bookingId} service={service} />}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
