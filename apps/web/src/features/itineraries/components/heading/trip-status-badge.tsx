import { Badge } from '@mantine/core';
import { ITINERARY_STATUS_LABELS, type ItineraryStatus } from '@ua/contracts';
import { TRIP_STATUS_COLORS } from '../../utils/trip-format';

/** A trip's status, one colour per status wherever it shows. */
export function TripStatusBadge({ status, size = 'md' }: { status: ItineraryStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    // Never cut short in a narrow table column.
    <Badge variant="light" color={TRIP_STATUS_COLORS[status]} size={size} radius="sm" tt="none" miw="max-content">
      {ITINERARY_STATUS_LABELS[status]}
    </Badge>
  );
}
