import { useState, type ReactNode } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TripHeading, TripSummary } from '@ua/contracts';
import { useBookableTrips } from '../../api/list-bookable-trips';

const SEARCH_DELAY_MS = 250;

type TripPickerProps = {
  value: number | null;
  onChange: (id: number | null) => void;
  /** The chosen trip, once loaded: its name fills the box (a trip from the URL is not in the first results). */
  chosen: TripHeading | undefined;
  error?: ReactNode;
};

/** "UA-IT-00042 · Kerala backwaters · Meera Nair": two trips may share a title, never a reference. */
function tripLabel(trip: Pick<TripSummary, 'reference' | 'title' | 'customer'>): string {
  return `${trip.reference} · ${trip.title} · ${trip.customer.name}`;
}

/** One accepted trip not booked yet, searched on the server by reference, title or customer. */
export function TripPicker({ value, onChange, chosen, error }: TripPickerProps) {
  const [search, setSearch] = useState('');
  const chosenOption = value === null ? undefined : { value, label: chosen ? tripLabel(chosen) : 'Loading…' };
  // A chosen trip's name fills the box; that is not a search.
  const typed = search === chosenOption?.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const trips = useBookableTrips(debounced);
  const found = (trips.data?.results ?? []).filter((trip) => trip.id !== value).map((trip) => ({ value: trip.id, label: tripLabel(trip) }));
  const noneYet = trips.data?.count === 0 && debounced === '';

  return (
    <Select<number>
      label="Trip"
      description="An accepted trip: the booking is made from the version its customer accepted."
      placeholder={noneYet ? 'No accepted trip is waiting to be booked' : 'Type a reference, title or customer'}
      required
      data={[...(chosenOption ? [chosenOption] : []), ...found]}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; Mantine's own filter would hide matches on the customer.
      filter={({ options }) => options}
      nothingFoundMessage={trips.isError ? 'Trips could not be searched' : trips.isFetching ? 'Searching…' : 'No accepted trip matches'}
      rightSection={trips.isFetching ? <Loader size={14} /> : undefined}
      error={error}
    />
  );
}
