import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { staffOption, useStaffOption } from '../../../../entities/staff/use-staff-search';
import type { BookingsQuery } from '../../api/list-bookings';
import { useBookingReaders } from '../page/booking-readers';

type Assigned = BookingsQuery['assigned'];

const NOBODY = { value: 'none', label: 'Nobody yet' };

type AssignedFilterProps = { value: Assigned; onChange: (assigned: Assigned) => void };

/**
 * Who runs the booking: a member of staff who reads bookings (the only people a booking can be
 * assigned to), or nobody yet, for the bookings waiting for someone to take them.
 */
export function AssignedFilter({ value, onChange }: AssignedFilterProps) {
  const [search, setSearch] = useState('');
  const person = useStaffOption(typeof value === 'number' ? value : undefined);
  const current = value === 'none' ? NOBODY : person && { value: String(person.value), label: person.label };
  // A chosen name fills the box; that is not a search.
  const readers = useBookingReaders(search === current?.label ? '' : search);
  const people = readers.people.map(staffOption).map((option) => ({ value: String(option.value), label: option.label }));
  const data = [NOBODY, ...(current && current !== NOBODY ? [current] : []), ...people.filter((option) => option.value !== current?.value)];

  return (
    <Select
      label="Assigned to"
      placeholder="Anyone"
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(chosen) => onChange(chosen === null ? undefined : chosen === 'none' ? 'none' : Number(chosen))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; "Nobody yet" stays offered whatever is typed.
      filter={({ options }) => options}
      nothingFoundMessage={readers.isError ? 'Staff could not be searched' : readers.isFetching ? 'Searching…' : 'Nobody who reads bookings matches'}
      rightSection={readers.isFetching ? <Loader size={14} /> : undefined}
      clearable
    />
  );
}
