import { Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import { PlacePicker } from '../../../../entities/place/place-picker';
import type { ContractForm } from '../../../../hooks/use-contract-form';
import type { TripHeadingFormValues } from '../../utils/trip-form-values';

type PlacesFieldsProps = {
  form: ContractForm<TripHeadingFormValues>;
  /** Choosing places searches the tree, which needs locations.view. */
  canSearch: boolean;
};

// Trips start from and visit destinations (Kochi, Munnar), not states or spots.
const DESTINATIONS = [3] as const;

/** Where the trip starts and the destinations it visits, in the order the customer named them. */
export function PlacesFields({ form, canSearch }: PlacesFieldsProps) {
  const { places } = form.values;
  const placesError = form.error('places');
  return (
    <Stack gap="md">
      {canSearch ? (
        <PlacePicker
          label="Starting city"
          description="Where the customer joins the trip"
          levels={DESTINATIONS}
          value={form.values.starting_city_id ?? undefined}
          onChange={(id) => form.setFieldValue('starting_city_id', id ?? null)}
          error={form.error('starting_city_id')}
          w="100%"
        />
      ) : (
        <Text size="sm" c="dimmed">
          Choosing places needs the locations.view permission.
        </Text>
      )}
      <Stack gap={6}>
        <Text size="sm" fw={500} id="trip-places-label">
          Places visited
        </Text>
        {places.length === 0 && (
          <Text size="sm" c="dimmed">
            None yet. Each day can still take its own place.
          </Text>
        )}
        {/* A list only when it has items: an empty one is a list without its required items. */}
        <Group gap={6} role={places.length > 0 ? 'list' : undefined} aria-labelledby={places.length > 0 ? 'trip-places-label' : undefined} hidden={places.length === 0}>
          {places.map((place) => (
            <Badge
              key={place.id}
              role="listitem"
              variant="light"
              color="cyan"
              radius="sm"
              tt="none"
              pr={4}
              rightSection={<CloseButton size="xs" aria-label={`Remove ${place.name}`} onClick={() => form.setFieldValue('places', places.filter((other) => other.id !== place.id))} />}
            >
              {place.name}
            </Badge>
          ))}
        </Group>
        {canSearch && (
          <PlacePicker
            label="Add a place"
            levels={DESTINATIONS}
            value={undefined}
            onChange={(_, place) => place && !places.some((known) => known.id === place.id) && form.setFieldValue('places', [...places, { id: place.id, name: place.name }])}
            error={placesError}
            w="100%"
          />
        )}
        {!canSearch && placesError && (
          <Text size="sm" c="red">
            {placesError}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
