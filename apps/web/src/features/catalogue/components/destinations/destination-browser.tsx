import { Button, Stack } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { IconPlus } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { positiveInt } from '../../../../lib/url-params';
import { useLocationDetail } from '../../../../entities/place/get-location-detail';
import { useViewer } from '../../../../hooks/use-viewer';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { addLevelLabel } from '../../../../entities/place/location-levels';
import { AreaIcon } from '../common/area-icon';
import { DetailSkeleton } from '../../../../components/detail-skeleton';
import { NotFoundAlert } from '../../../../components/not-found-alert';
import { PageTitle } from '../../../../components/page-title';
import { DestinationBreadcrumb } from './destination-breadcrumb';
import { DestinationJump } from './destination-jump';
import { LocationChildren } from './location-children';
import { LocationFormDrawer } from './location-form-drawer';
import { LocationOverview } from './location-overview';

/**
 * The destination tree, one level at a time: at the top the countries and regions, then a location
 * with its breadcrumb, its details and its children. `form` opens the create or edit drawer over it.
 */
export function DestinationBrowser({ form }: { form?: 'create' | 'edit' }) {
  const { locationId } = useParams();
  const navigate = useNavigate();
  const { can } = useViewer();
  const id = locationId === undefined ? undefined : positiveInt(locationId, 0) || undefined;
  const detail = useLocationDetail(id);
  const location = detail.data;
  const canManage = can('locations.manage');
  const here = id === undefined ? cataloguePaths.destinations : cataloguePaths.destination(id);
  const notFound = locationId !== undefined && id === undefined;

  return (
    <>
      <PageTitle
        icon={<AreaIcon area="destinations" size={26} />}
        title="Destinations"
        description="Countries and regions, their states, destinations, and the areas and spots inside them."
        actions={<DestinationJump />}
      />
      <DestinationBreadcrumb trail={location?.breadcrumb ?? []} />
      {notFound ? (
        <NotFoundAlert title="No such location" backTo={cataloguePaths.destinations} backLabel="All destinations" />
      ) : id !== undefined && detail.isPending ? (
        <DetailSkeleton label="Loading the location" />
      ) : id !== undefined && detail.isError ? (
        <QueryErrorAlert error={detail.error} what="this location" onRetry={() => void detail.refetch()} />
      ) : (
        <Stack gap="xl">
          {location && <LocationOverview location={location} />}
          <LocationChildren
            parent={location}
            action={
              canManage &&
              (location === undefined || location.level < 4) && (
                <Button component={Link} to={cataloguePaths.newDestination(location?.id)} leftSection={<IconPlus size={18} />} variant="light">
                  {addLevelLabel((location?.level ?? 0) + 1)}
                </Button>
              )
            }
          />
        </Stack>
      )}
      {canManage && (
        <LocationFormDrawer
          mode={form}
          parent={form === 'create' ? location : undefined}
          location={form === 'edit' ? location : undefined}
          waiting={id !== undefined && detail.isPending}
          onClose={() => void navigate(here)}
          onSaved={(saved) => void navigate(cataloguePaths.destination(saved.id))}
        />
      )}
    </>
  );
}
