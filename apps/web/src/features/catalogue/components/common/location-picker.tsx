import { useState, type ReactNode } from 'react';
import { Group, Loader, Select, Text } from '@mantine/core';
import type { LocationLevel, LocationRef, LocationSummary } from '@ua/contracts';
import { useLocationDetail } from '../../api/get-location-detail';
import { MIN_LOCATION_QUERY, useLocationSearch } from '../../hooks/use-location-search';
import { levelLabel } from '../../utils/location-levels';

type LocationPickerProps = {
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

type Option = { value: number; label: string; level: number };

function optionOf(location: LocationSummary): Option {
  return { value: location.id, label: location.name, level: location.level };
}

/**
 * A location searched by name at every level (typo-tolerant on the server). The chosen one reads
 * as its trail, "Munnar, Kerala, India", so two places of one name stay apart.
 */
export function LocationPicker({ label, ariaLabel, value, onChange, levels, excludeIds = [], placeholder = 'Type a place', description, error, required, clearable = true, w }: LocationPickerProps) {
  const [search, setSearch] = useState('');
  const current = useLocationDetail(value);
  const currentOption: Option | undefined = current.data
    ? { value: current.data.id, label: [...current.data.breadcrumb].reverse().map((place) => place.name).join(', '), level: current.data.level }
    : value !== undefined
      ? { value, label: current.isError ? `Location #${value}` : 'Loading…', level: 0 }
      : undefined;
  // The chosen place's trail fills the box: that is not a search.
  const typed = search === currentOption?.label ? '' : search;
  const results = useLocationSearch(typed, levels ? { levels } : {});
  const found = results.locations.filter((location) => location.id !== value && !excludeIds.includes(location.id)).map(optionOf);
  const data = [...(currentOption ? [currentOption] : []), ...found];
  const levelOf = new Map(data.map((option) => [option.value, option.level]));

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
        onChange(id ?? undefined, place && { id: place.id, name: place.name, slug: place.slug, level: place.level });
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      rightSection={results.isFetching ? <Loader size={14} /> : undefined}
      renderOption={({ option }) => (
        <Group justify="space-between" gap="sm" wrap="nowrap" w="100%">
          <Text size="sm">{option.label}</Text>
          {(levelOf.get(option.value) ?? 0) > 0 && (
            <Text size="xs" c="dimmed">
              {levelLabel(levelOf.get(option.value) ?? 0)}
            </Text>
          )}
        </Group>
      )}
      clearable={clearable}
      required={required}
      error={error}
      w={w}
    />
  );
}
