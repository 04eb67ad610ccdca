import { Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import type { LocationRef } from '@ua/contracts';
import { PlacePicker } from '../../../../entities/place/place-picker';

type ServedLocationsEditorProps = {
  locations: LocationRef[];
  onChange: (locations: LocationRef[]) => void;
  error?: string;
  /** Adding places searches the tree, which needs locations.view. */
  canSearch: boolean;
};

/** The places a supplier serves, at any level: a Kerala-wide transporter serves Kerala. */
export function ServedLocationsEditor({ locations, onChange, error, canSearch }: ServedLocationsEditorProps) {
  return (
    <Stack gap="sm">
      <Group gap={6} mih={26} aria-label="Places served">
        {locations.length === 0 && (
          <Text size="sm" c="dimmed">
            No places yet.
          </Text>
        )}
        {locations.map((place) => (
          <Badge
            key={place.id}
            variant="light"
            color="cyan"
            radius="sm"
            tt="none"
            pr={4}
            rightSection={<CloseButton size="xs" aria-label={`Remove ${place.name}`} onClick={() => onChange(locations.filter((other) => other.id !== place.id))} />}
          >
            {place.name}
          </Badge>
        ))}
      </Group>
      {canSearch ? (
        <PlacePicker
          label="Add a place"
          placeholder="Type a place"
          value={undefined}
          onChange={(_, place) => place && !locations.some((known) => known.id === place.id) && onChange([...locations, place])}
          error={error}
          w={320}
        />
      ) : (
        error && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )
      )}
    </Stack>
  );
}
