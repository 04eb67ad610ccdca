import { Suspense } from 'react';
import { Grid, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@ua/contracts';
import { useParams } from 'react-router';
import { DetailSkeleton } from '../../../../components/detail-skeleton';
import { NotFoundAlert } from '../../../../components/not-found-alert';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { ConversationPanel } from '../../../../entities/message/conversation-panel';
import { useDeferredMount } from '../../../../hooks/use-deferred-mount';
import { useViewer } from '../../../../hooks/use-viewer';
import { apiErrorOf } from '../../../../lib/api-error';
import { positiveInt } from '../../../../lib/url-params';
import { bookingKeys } from '../../api/booking-keys';
import { useBooking } from '../../api/get-booking';
import { bookingPaths } from '../../utils/booking-paths';
import type { PaymentsPanelComponent } from '../bookings-area';
import { BookingHeadingPanel } from './booking-heading-panel';
import { CommentsSection } from './comments/comments-section';
import { ServicesSection } from './services/services-section';
import { TimelineSection } from './timeline/timeline-section';
import { TravellersSection } from './travellers/travellers-section';

/**
 * One booking, the route of /bookings/:id: its heading on top; then the services to get confirmed,
 * the travellers and the conversation with the customer and suppliers beside the team's comments and
 * the timeline. On a phone it is one column in that order. Every write is for bookings.manage (the
 * server checks anyway); a settled booking (cancelled, completed) is read-only but for its comments.
 * Holders of payments.view see its payments under the heading, in the panel app/ hands in.
 */
export function BookingPage({ paymentsPanel: PaymentsPanel }: { paymentsPanel?: PaymentsPanelComponent | undefined }) {
  const { id } = useParams();
  const bookingId = positiveInt(id ?? null, 0) || undefined;
  const { can } = useViewer();
  const canManage = can('bookings.manage');
  const query = useBooking(bookingId);

  if (bookingId === undefined) return <NotFoundAlert title="No such booking" backTo={bookingPaths.list} backLabel="All bookings" />;
  if (query.isPending) return <DetailSkeleton label="Loading the booking" />;
  if (query.isError) {
    return apiErrorOf(query.error).code === 'not_found' ? (
      <NotFoundAlert title="No such booking" backTo={bookingPaths.list} backLabel="All bookings">
        No booking has this number; it may have been mistyped.
      </NotFoundAlert>
    ) : (
      <QueryErrorAlert error={query.error} what="this booking" onRetry={() => void query.refetch()} />
    );
  }

  const booking = query.data;
  return (
    <Stack gap="xl">
      <BookingHeadingPanel booking={booking} canManage={canManage} />
      <BookingBody booking={booking} canManage={canManage} paymentsPanel={PaymentsPanel} />
    </Stack>
  );
}

/** Where the sections come, for the moment before they are drawn. */
function BodySkeleton() {
  return (
    <Grid gap="lg" role="status" aria-label="Loading the booking's sections" aria-busy>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Skeleton h={420} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Skeleton h={320} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

type BookingBodyProps = { booking: Booking; canManage: boolean; paymentsPanel: PaymentsPanelComponent | undefined };

/**
 * Everything under the heading: the payments, the services, the travellers and the conversation beside
 * the comments and the timeline. Drawn just after the heading when the booking first shows: the
 * heading is what the eye looks for, and the sections take several times as long to draw.
 */
function BookingBody({ booking, canManage, paymentsPanel: PaymentsPanel }: BookingBodyProps) {
  const { can } = useViewer();
  const queryClient = useQueryClient();
  const drawn = useDeferredMount();
  if (!drawn) return <BodySkeleton />;
  return (
    <>
      {PaymentsPanel && can('payments.view') && (
        <Stack gap="sm" component="section" aria-labelledby="booking-payments-heading">
          <Title order={2} size="h3" id="booking-payments-heading">
            Payments
          </Title>
          <Suspense fallback={<Skeleton h={160} radius="md" aria-label="Loading the payments" />}>
            {/* A payment write adds a line to the timeline. */}
            <PaymentsPanel bookingId={booking.id} onChange={() => void queryClient.invalidateQueries({ queryKey: bookingKeys.timeline(booking.id) })} />
          </Suspense>
        </Stack>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="xl">
            <ServicesSection booking={booking} canManage={canManage} />
            <TravellersSection booking={booking} canManage={canManage} />
            <ConversationPanel
              recordType="booking"
              recordId={booking.id}
              canSend={can('messaging.send')}
              defaults={{ customer_name: booking.customer_name, trip_title: booking.itinerary.title, booking_reference: booking.reference }}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="xl">
            <CommentsSection bookingId={booking.id} canComment={canManage} />
            <TimelineSection bookingId={booking.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
