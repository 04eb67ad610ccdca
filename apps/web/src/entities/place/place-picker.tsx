import { useState, type ReactNode } from 'react';
import { Group, Loader, Select, Stack, Text } from '@mantine/core';
import type { LocationLevel, LocationRef, LocationSearchResult } from '@ua/contracts';
import { useLocationDetail } from './get-location-detail';
import { MIN_LOCATION_QUERY, trailOf, useLocationSearch } from './use-location-search';
import { levelLabel } from './location-levels';

type PlacePickerProps = {
  label?: ReactNode;
  /** For a box without a visible label. */
  ariaLabel?: string;
  value: number | undefined;
  /** The id chosen, with the place as the search found it (its name and level). */
  onChange: (id: number | undefined, place?: LocationRef) => void;
  /** The levels to offer; every level by default. */
  levels?: readonly LocationLevel[];
  /** Locations that may not be chosen (the current parent of a location being moved). */
  excludeIds?: readonly number[];
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  clearable?: boolean;
  w?: number | string;
};

type Option = { value: number; label: string; name: string; trail: string; level: number };

/** "Munnar — Idukki › Kerala › India": the place, then where it lies, nearest first. */
function labelOf(name: string, trail: string): string {
  return trail ? `${name} — ${trail}` : name;
}

function optionOf(place: Pick<LocationSearchResult, 'id' | 'name' | 'level' | 'ancestors'>): Option {
  const trail = trailOf(place);
  return { value: place.id, label: labelOf(place.name, trail), name: place.name, trail, level: place.level };
}

/**
 * A location searched by name at every level (typo-tolerant on the server), each offered with its
 * trail. The chosen one reads as "Munnar — Kerala › India", so two places of one name stay apart.
 */
export function PlacePicker({ label, ariaLabel, value, onChange, levels, excludeIds = [], placeholder = 'Type a place', description, error, required, clearable = true, w }: PlacePickerProps) {
  const [search, setSearch] = useState('');
  // The place as the search found it: its trail is known at once, before its details arrive.
  const [picked, setPicked] = useState<Option>();
  const current = useLocationDetail(picked?.value === value ? undefined : value);
  const currentOption: Option | undefined =
    value === undefined
      ? undefined
      : picked?.value === value
        ? picked
        : current.data
          ? optionOf({ ...current.data, ancestors: current.data.breadcrumb.slice(0, -1) })
          : { value, label: current.isError ? `Location #${value}` : 'Loading…', name: '', trail: '', level: 0 };
  // The chosen place's label fills the box: that is not a search.
  const typed = search === currentOption?.label ? '' : search;
  const results = useLocationSearch(typed, levels ? { levels } : {});
  const found = results.locations.filter((location) => location.id !== value && !excludeIds.includes(location.id)).map(optionOf);
  const data = [...(currentOption ? [currentOption] : []), ...found];
  const optionsById = new Map(data.map((option) => [option.value, option]));

  const nothingFound =
    typed.trim().length < MIN_LOCATION_QUERY ? `Type ${MIN_LOCATION_QUERY} letters or more` : results.isFetching || results.pending ? 'Searching…' : results.isError ? 'The places could not be searched' : 'No place matches';

  return (
    <Select<number>
      label={label}
      aria-label={ariaLabel}
      description={description}
      placeholder={placeholder}
      data={data}
      value={value ?? null}
      onChange={(id) => {
        const place = results.locations.find((location) => location.id === id);
        setPicked(place && optionOf(place));
        onChange(id ?? undefined, place && { id: place.id, name: place.name, slug: place.slug, level: place.level });
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      rightSection={results.isFetching ? <Loader size={14} /> : undefined}
      renderOption={({ option }) => {
        const place = optionsById.get(option.value);
        return (
          <Group justify="space-between" gap="sm" wrap="nowrap" w="100%">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm">{place?.name || option.label}</Text>
              {place?.trail && (
                <Text size="xs" c="dimmed" truncate>
                  {place.trail}
                </Text>
              )}
            </Stack>
            {(place?.level ?? 0) > 0 && (
              <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                {levelLabel(place?.level ?? 0)}
              </Text>
            )}
          </Group>
        );
      }}
      clearable={clearable}
      required={required}
      error={error}
      w={w}
    />
  );
}
