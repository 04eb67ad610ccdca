import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import type { LocationDetail } from '@ua/contracts';
import { Link } from 'react-router';
import { IconArrowsMove, IconPencil, IconPower } from '@tabler/icons-react';
import { apiErrorOf } from '../../../../lib/api-error';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useActivateLocation } from '../../api/activate-location';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { DeactivateLocationModal } from './deactivate-location-modal';
import { MoveLocationModal } from './move-location-modal';

/** Edit, move, and deactivate or reactivate: for holders of locations.manage. */
export function LocationActions({ location }: { location: LocationDetail }) {
  const [open, setOpen] = useState<'move' | 'deactivate' | null>(null);
  const activate = useActivateLocation();

  const reactivate = () =>
    activate.mutate(location.id, {
      onSuccess: (saved) => showInfoToast(`${saved.name} is active again. The places below it stay as they are.`, 'Location reactivated'),
      onError: (error) => showErrorToast(Object.values(apiErrorOf(error).fieldErrors)[0] ?? apiErrorOf(error).detail, 'Location not reactivated'),
    });

  return (
    <Group gap="xs">
      <Button component={Link} to={cataloguePaths.editDestination(location.id)} variant="default" size="sm" leftSection={<IconPencil size={16} />}>
        Edit
      </Button>
      {location.level > 1 && (
        <Button variant="default" size="sm" leftSection={<IconArrowsMove size={16} />} onClick={() => setOpen('move')}>
          Move
        </Button>
      )}
      {location.active ? (
        <Button variant="light" color="red" size="sm" leftSection={<IconPower size={16} />} onClick={() => setOpen('deactivate')}>
          Deactivate
        </Button>
      ) : (
        <Button variant="light" size="sm" leftSection={<IconPower size={16} />} onClick={reactivate} loading={activate.isPending}>
          Reactivate
        </Button>
      )}
      <MoveLocationModal location={location} opened={open === 'move'} onClose={() => setOpen(null)} />
      <DeactivateLocationModal location={location} opened={open === 'deactivate'} onClose={() => setOpen(null)} />
    </Group>
  );
}
