import { Badge } from '@mantine/core';
import { BOOKING_STATUS_LABELS, SERVICE_STATUS_LABELS, type BookingStatus, type ServiceStatus } from '@ua/contracts';
import { BOOKING_STATUS_COLORS, SERVICE_STATUS_COLORS } from './booking-format';

/** A booking's status, one colour per status wherever it shows. */
export function BookingStatusBadge({ status, size = 'md' }: { status: BookingStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge variant="light" color={BOOKING_STATUS_COLORS[status]} size={size} radius="sm" tt="none" miw="max-content">
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A service's status as a chip: where the supplier stands. */
export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  return (
    <Badge variant={status === 'confirmed' ? 'filled' : 'light'} color={SERVICE_STATUS_COLORS[status]} radius="sm" tt="none" miw="max-content">
      {SERVICE_STATUS_LABELS[status]}
    </Badge>
  );
}
