import { Button, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { trailOf, useLocationSearch } from '../../../../entities/place/use-location-search';
import { levelLabel } from '../../../../entities/place/location-levels';

const SHOWN = 4;

/**
 * A search that names a place ("munar") most likely wants everything there: offer the places that
 * match, typos forgiven, as one click to search the whole subtree instead of the words.
 */
export function PlaceSuggestions({ text, onPick }: { text: string; onPick: (locationId: number) => void }) {
  const { locations } = useLocationSearch(text);
  const shown = locations.slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Places that match">
      <Group gap={4} c="dimmed">
        <IconMapPin size={16} />
        <Text size="sm">Everything in</Text>
      </Group>
      {shown.map((location) => (
        <Button
          key={location.id}
          variant="light"
          size="compact-sm"
          radius="xl"
          onClick={() => onPick(location.id)}
          aria-label={`Show everything in ${location.name}, ${levelLabel(location.level)}`}
          // Two places of one name are told apart by where they lie.
          title={trailOf(location) ? `${location.name} — ${trailOf(location)}` : location.name}
        >
          {location.name}
          <Text span size="xs" c="dimmed" ml={6}>
            {levelLabel(location.level)}
          </Text>
        </Button>
      ))}
    </Group>
  );
}
