import { Button, Chip, Group, Input, Select, Stack, Switch, TextInput } from '@mantine/core';
import { BOOKING_ORDERINGS, BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from '@ua/contracts';
import { IconSearch } from '@tabler/icons-react';
import { DayInput } from '../../../../components/day-input';
import { StaffPicker } from '../../../../entities/staff/staff-picker';
import { SupplierPicker } from '../../../../entities/supplier/supplier-picker';
import { useFilterText } from '../../../../hooks/use-filter-text';
import { isIsoDay } from '../../../../lib/dates';
import { errorFor, type FieldErrors } from '../../../../lib/field-errors';
import type { BookingsQuery } from '../../api/list-bookings';
import { AssignedFilter } from './assigned-filter';

type BookingOrdering = BookingsQuery['ordering'];

const ORDER_LABELS: Record<BookingOrdering, string> = {
  start_date: 'Travel date, soonest first',
  '-start_date': 'Travel date, latest first',
  '-created': 'Newest bookings first',
  '-updated': 'Recently changed first',
};
const ORDER_OPTIONS = BOOKING_ORDERINGS.map((ordering) => ({ value: ordering, label: ORDER_LABELS[ordering] }));
const DEPARTING_CHOICES = [7, 14, 30];

/** The departures' windows to choose from, with one a link brought that is not among them. */
function departingOptions(current: number | undefined) {
  const days = current === undefined || DEPARTING_CHOICES.includes(current) ? DEPARTING_CHOICES : [...DEPARTING_CHOICES, current].sort((a, b) => a - b);
  return days.map((count) => ({ value: String(count), label: `In the next ${count} days` }));
}

type BookingFiltersBarProps = {
  query: BookingsQuery;
  onChange: (patch: Partial<BookingsQuery>, options?: { replace?: boolean }) => void;
  /** What the query schema refused of the URL, by field. */
  errors: FieldErrors;
  filtered: boolean;
  onClear: () => void;
  /** The supplier filter searches the suppliers, which needs suppliers.view. */
  canPickSupplier: boolean;
};

/** A day box's value once it is a day (or empty): a half-typed day does not reach the URL. */
function dayPatch(field: 'travel_from' | 'travel_to', value: string): Partial<BookingsQuery> | undefined {
  return value === '' ? { [field]: undefined } : isIsoDay(value) ? { [field]: value } : undefined;
}

/** Words, statuses, departures and travel dates, who owns and who runs it, a supplier, what is still open and what waits on a supplier; every change lands in the URL. */
export function BookingFiltersBar({ query, onChange, errors, filtered, onClear, canPickSupplier }: BookingFiltersBarProps) {
  // Replacing the URL entry as the search is typed, so Back skips the keystrokes.
  const search = useFilterText(query.search ?? '', (value) => onChange({ search: value }, { replace: true }));
  const statuses = query.status ?? [];
  const onDay = (field: 'travel_from' | 'travel_to') => (value: string) => {
    const patch = dayPatch(field, value);
    if (patch) onChange(patch);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Booking or trip reference, customer, trip title"
          leftSection={<IconSearch size={16} />}
          value={search.text}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && search.flush()}
          error={errors.search}
          style={{ flex: '1 1 220px' }}
          maw={380}
        />
        <Select label="Order" data={ORDER_OPTIONS} value={query.ordering} onChange={(value) => value && onChange({ ordering: value as BookingOrdering })} allowDeselect={false} w={230} />
      </Group>
      <Input.Wrapper label="Status" id="booking-status-filter">
        <Chip.Group multiple value={statuses} onChange={(values) => onChange({ status: BOOKING_STATUSES.filter((status) => values.includes(status)) as BookingStatus[] })}>
          <Group gap={6} mt={4} role="group" aria-labelledby="booking-status-filter-label">
            {BOOKING_STATUSES.map((status) => (
              <Chip key={status} value={status} size="sm" variant="light">
                {BOOKING_STATUS_LABELS[status]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Departing"
          placeholder="Any time"
          data={departingOptions(query.departing_within)}
          value={query.departing_within === undefined ? null : String(query.departing_within)}
          onChange={(value) => onChange({ departing_within: value === null ? undefined : Number(value) })}
          clearable
          clearButtonProps={{ 'aria-label': 'Departing any time' }}
          w={210}
        />
        <DayInput label="Travelling from" value={query.travel_from ?? ''} onChange={onDay('travel_from')} error={errorFor(errors, 'travel_from')} w={150} />
        <DayInput label="Travelling to" value={query.travel_to ?? ''} onChange={onDay('travel_to')} error={errorFor(errors, 'travel_to')} w={150} />
        <div style={{ width: 220 }}>
          <StaffPicker label="Owner" placeholder="Anyone" value={query.owner} onChange={(owner) => onChange({ owner })} />
        </div>
        <div style={{ width: 220 }}>
          <AssignedFilter value={query.assigned} onChange={(assigned) => onChange({ assigned })} />
        </div>
        {canPickSupplier && <SupplierPicker label="Supplier" value={query.supplier} onChange={(supplier) => onChange({ supplier })} w={220} />}
        <Switch
          label="Has unconfirmed services"
          checked={query.unconfirmed === true}
          // Off means every booking, not only the fully confirmed ones: the filter is left out.
          onChange={(event) => onChange({ unconfirmed: event.currentTarget.checked ? true : undefined })}
          mb={8}
        />
        <Switch
          label="Awaiting a supplier’s answer"
          checked={query.awaiting_supplier === true}
          onChange={(event) => onChange({ awaiting_supplier: event.currentTarget.checked ? true : undefined })}
          mb={8}
        />
        {filtered && (
          <Button variant="subtle" color="gray" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Group>
    </Stack>
  );
}
