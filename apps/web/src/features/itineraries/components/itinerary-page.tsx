import { Grid, Skeleton, Stack } from '@mantine/core';
import type { ItinerarySchedule } from '@ua/contracts';
import { useParams } from 'react-router';
import { DetailSkeleton } from '../../../components/detail-skeleton';
import { NotFoundAlert } from '../../../components/not-found-alert';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ConversationPanel } from '../../../entities/message/conversation-panel';
import { useDeferredMount } from '../../../hooks/use-deferred-mount';
import { useViewer } from '../../../hooks/use-viewer';
import { apiErrorOf } from '../../../lib/api-error';
import { positiveInt } from '../../../lib/url-params';
import { useSchedule } from '../api/get-schedule';
import { TripHeadingPanel } from './heading/trip-heading-panel';
import { TotalsCard } from './pricing/totals-card';
import { ScheduleDays } from './schedule/schedule-days';
import { TransportSection } from './transport/transport-section';
import { VersionsSection } from './versions/versions-section';

/**
 * One trip: its heading, then the days (with the transport under them) beside the totals, which stay
 * in view as the days scroll; on a phone the totals come after the days. Then its frozen versions.
 * Every editing control is for itineraries.manage; a booked trip is read-only for everyone, since
 * the booking now holds its services, and a lost one until it is taken up again as a draft.
 */
export function ItineraryPage() {
  const { id } = useParams();
  const tripId = positiveInt(id ?? null, 0) || undefined;
  const { can } = useViewer();
  const canManage = can('itineraries.manage');
  const query = useSchedule(tripId);

  if (tripId === undefined) return <NotFoundAlert title="No such itinerary" backTo=".." backLabel="All itineraries" />;
  if (query.isPending) return <DetailSkeleton label="Loading the itinerary" />;
  if (query.isError) {
    return apiErrorOf(query.error).code === 'not_found' ? (
      <NotFoundAlert title="No such itinerary" backTo=".." backLabel="All itineraries">
        No itinerary has this number; it may have been mistyped.
      </NotFoundAlert>
    ) : (
      <QueryErrorAlert error={query.error} what="this itinerary" onRetry={() => void query.refetch()} />
    );
  }

  const schedule = query.data;
  // As the server has it: a booked trip is settled, a lost one is taken up again as a draft first.
  const editable = canManage && schedule.heading.status !== 'booked' && schedule.heading.status !== 'lost';

  return (
    <Stack gap="xl">
      <TripHeadingPanel heading={schedule.heading} canManage={canManage} bookings={{ canBook: can('bookings.manage'), canRead: can('bookings.view') }} />
      <ScheduleBody schedule={schedule} canManage={canManage} editable={editable} />
    </Stack>
  );
}

/** Where the days and the totals come, for the moment before they are drawn. */
function BodySkeleton() {
  return (
    <Grid gap="lg" role="status" aria-label="Loading the days" aria-busy>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Skeleton h={420} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton h={240} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

type ScheduleBodyProps = { schedule: ItinerarySchedule; canManage: boolean; editable: boolean };

/**
 * Everything under the heading: the days beside the totals, the versions, the messages. Drawn just
 * after the heading when the trip first shows: its name is what the eye looks for, and the days take
 * several times as long to draw.
 */
function ScheduleBody({ schedule, canManage, editable }: ScheduleBodyProps) {
  const { can } = useViewer();
  const drawn = useDeferredMount();
  if (!drawn) return <BodySkeleton />;
  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <ScheduleDays schedule={schedule} editable={editable} />
            <TransportSection schedule={schedule} editable={editable} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TotalsCard pricing={schedule.pricing} warnings={schedule.warnings} />
        </Grid.Col>
      </Grid>
      <VersionsSection heading={schedule.heading} canManage={canManage} editable={editable} />
      <ConversationPanel
        recordType="itinerary"
        recordId={schedule.heading.id}
        canSend={can('messaging.send')}
        defaults={{ customer_name: schedule.heading.customer.name, trip_title: schedule.heading.title }}
        documentVersion={schedule.heading.latest_version ?? undefined}
      />
    </>
  );
}
