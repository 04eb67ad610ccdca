import { useNavigate } from 'react-router';
import { IconRoute } from '@tabler/icons-react';
import { BackLink } from '../../../../components/back-link';
import { NoAccessState } from '../../../../components/no-access-state';
import { PageTitle } from '../../../../components/page-title';
import { useViewer } from '../../../../hooks/use-viewer';
import { tripPaths } from '../../utils/trip-paths';
import { TripHeadingForm } from './trip-heading-form';

/** /itineraries/new: a trip from the customer's enquiry; once saved, its days are next. */
export function NewTripPage() {
  const navigate = useNavigate();
  const { can } = useViewer();
  const heading = <PageTitle icon={<IconRoute size={26} />} title="New trip" description="From the customer’s enquiry: who, when, how many and where. The days come next." />;
  if (!can('itineraries.manage')) {
    return (
      <>
        {heading}
        <NoAccessState title="Creating trips is not open to you" labels={['itineraries.manage']} />
      </>
    );
  }
  return (
    <>
      <BackLink to={tripPaths.list}>All trips</BackLink>
      {heading}
      <TripHeadingForm framed onDone={(saved) => void navigate(saved ? tripPaths.trip(saved.id) : tripPaths.list)} />
    </>
  );
}
