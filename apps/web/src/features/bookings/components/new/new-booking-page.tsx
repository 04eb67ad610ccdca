import { Skeleton } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { IconCalendarPlus } from '@tabler/icons-react';
import { BackLink } from '../../../../components/back-link';
import { NoAccessState } from '../../../../components/no-access-state';
import { PageTitle } from '../../../../components/page-title';
import { useViewer } from '../../../../hooks/use-viewer';
import { positiveInt } from '../../../../lib/url-params';
import { useBookableTrip } from '../../api/get-bookable-trip';
import { bookingPaths } from '../../utils/booking-paths';
import { NewBookingForm } from './new-booking-form';

/**
 * /bookings/new?trip=<id>: a booking from a trip its customer accepted (the trip's page links here).
 * Choosing the trip reads the itineraries, so it needs itineraries.view besides bookings.manage.
 */
export function NewBookingPage() {
  const navigate = useNavigate();
  const { can } = useViewer();
  const [params] = useSearchParams();
  const tripId = positiveInt(params.get('trip'), 0) || null;
  const canChoose = can('bookings.manage') && can('itineraries.view');
  const trip = useBookableTrip(canChoose ? tripId : null);

  const heading = (
    <PageTitle icon={<IconCalendarPlus size={26} />} title="New booking" description="From a trip its customer accepted: a service per line of the accepted version, each to confirm with its supplier." />
  );
  if (!can('bookings.manage')) {
    return (
      <>
        {heading}
        <NoAccessState title="Making bookings is not open to you" labels={['bookings.manage']} />
      </>
    );
  }
  if (!can('itineraries.view')) {
    return (
      <>
        {heading}
        <NoAccessState title="Choosing the trip to book is not open to you" labels={['itineraries.view']} />
      </>
    );
  }
  return (
    <>
      <BackLink to={bookingPaths.list}>All bookings</BackLink>
      {heading}
      {/* A trip named in the address fills the travellers once loaded (or failed: the form says why). */}
      {tripId !== null && trip.isPending ? (
        <Skeleton h={240} radius="lg" />
      ) : (
        <NewBookingForm trip={trip.data} tripId={tripId} onDone={(booking) => void navigate(booking ? bookingPaths.booking(booking.id) : bookingPaths.list)} />
      )}
    </>
  );
}
