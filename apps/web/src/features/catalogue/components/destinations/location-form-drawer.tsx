import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import type { LocationDetail } from '@ua/contracts';
import { useRouteFocusReturn } from '../../../../hooks/use-route-focus-return';
import { addLevelLabel } from '../../../../entities/place/location-levels';
import { LocationForm } from './location-form';

type LocationFormDrawerProps = {
  mode: 'create' | 'edit' | undefined;
  /** Where a new location goes; none for a country or region. */
  parent: LocationDetail | undefined;
  location: LocationDetail | undefined;
  /** The location in the URL is still loading. */
  waiting: boolean;
  onClose: () => void;
  onSaved: (saved: LocationDetail) => void;
};

/** The location form in a side drawer over the browser, which stays where it was. */
export function LocationFormDrawer({ mode, parent, location, waiting, onClose, onSaved }: LocationFormDrawerProps) {
  const title = mode === 'edit' ? `Edit ${location?.name ?? 'location'}` : addLevelLabel((parent?.level ?? 0) + 1);
  // The URL opens this drawer (the Edit or Add button, a bookmark): the hook, not Mantine, returns focus.
  useRouteFocusReturn(mode !== undefined);
  return (
    <Drawer opened={mode !== undefined} onClose={onClose} returnFocus={false} position="right" size="md" title={<Text fw={700} size="lg">{title}</Text>}>
      {waiting ? (
        <Stack gap="md" aria-label="Loading the location">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={90} />
        </Stack>
      ) : (
        mode !== undefined &&
        (mode === 'create' || location) && (
          // Keyed by the record: a fresh load starts the form from it.
          <LocationForm key={`${mode}-${location?.updated_at ?? parent?.id ?? 'top'}`} location={location} parent={parent} onDone={(saved) => (saved ? onSaved(saved) : onClose())} />
        )
      )}
    </Drawer>
  );
}
