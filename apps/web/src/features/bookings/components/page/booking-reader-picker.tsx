import { useState, type ReactNode } from 'react';
import { Loader, Select } from '@mantine/core';
import { staffOption, useStaffOption } from '../../../../entities/staff/use-staff-search';
import { useBookingReaders } from './booking-readers';

type BookingReaderPickerProps = {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  description?: ReactNode;
  error?: ReactNode;
};

/**
 * One member of staff who reads bookings (the entities' staff picker offers everyone), searched on
 * the server by name or email; cleared, it stands for nobody.
 */
export function BookingReaderPicker({ label, value, onChange, description, error }: BookingReaderPickerProps) {
  const [search, setSearch] = useState('');
  const current = useStaffOption(value ?? undefined);
  // A chosen person's name fills the box; that is not a search.
  const readers = useBookingReaders(search === current?.label ? '' : search);
  const data = [...(current ? [current] : []), ...readers.people.map(staffOption).filter((option) => option.value !== value)];

  return (
    <Select<number>
      label={label}
      description={description}
      placeholder="Nobody yet: type a name or email"
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; Mantine's own filter would hide matches on the email.
      filter={({ options }) => options}
      nothingFoundMessage={readers.isError ? 'Staff could not be searched' : readers.isFetching ? 'Searching…' : 'Nobody who reads bookings matches'}
      rightSection={readers.isFetching ? <Loader size={14} /> : undefined}
      clearable
      error={error}
    />
  );
}
