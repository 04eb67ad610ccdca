import { Badge, Button, Chip, CloseButton, Group, Input, Select, Stack, Switch, TextInput } from '@mantine/core';
import { ITINERARY_ORDERINGS, ITINERARY_STATUS_LABELS, ITINERARY_STATUSES, type ItineraryStatus } from '@ua/contracts';
import { IconSearch } from '@tabler/icons-react';
import { PlacePicker } from '../../../../entities/place/place-picker';
import { StaffPicker } from '../../../../entities/staff/staff-picker';
import { useFilterText } from '../../../../hooks/use-filter-text';
import { todayIso } from '../../../../lib/dates';
import type { FieldErrors } from '../../../../lib/field-errors';
import type { TripsQuery } from '../../api/list-trips';
import { quotedText, travelMonthOptions } from '../../utils/trip-format';

type TripOrdering = TripsQuery['ordering'];

const ORDER_LABELS: Record<TripOrdering, string> = {
  '-updated': 'Recently changed first',
  start_date: 'Travel date, soonest first',
  '-start_date': 'Travel date, latest first',
  customer: 'Customer, A to Z',
};
const ORDER_OPTIONS = ITINERARY_ORDERINGS.map((ordering) => ({ value: ordering, label: ORDER_LABELS[ordering] }));

type TripFiltersBarProps = {
  query: TripsQuery;
  onChange: (patch: Partial<TripsQuery>, options?: { replace?: boolean }) => void;
  /** What the query schema refused of the URL, by field. */
  errors: FieldErrors;
  filtered: boolean;
  onClear: () => void;
  viewerId: number;
  /** The place filter searches the tree, which needs locations.view. */
  canPickPlace: boolean;
};

/** Words, statuses, the owner, the travel month, a place (with everything inside it) and the months first quoted (a dashboard's link sets them); every change lands in the URL. */
export function TripFiltersBar({ query, onChange, errors, filtered, onClear, viewerId, canPickPlace }: TripFiltersBarProps) {
  // Replacing the URL entry as the search is typed, so Back skips the keystrokes.
  const search = useFilterText(query.search ?? '', (value) => onChange({ search: value }, { replace: true }));
  const statuses = query.status ?? [];

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Reference, title, customer or phone"
          leftSection={<IconSearch size={16} />}
          value={search.text}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && search.flush()}
          error={errors.search}
          style={{ flex: '1 1 220px' }}
          maw={360}
        />
        <Select label="Order" data={ORDER_OPTIONS} value={query.ordering} onChange={(value) => value && onChange({ ordering: value as TripOrdering })} allowDeselect={false} w={230} />
      </Group>
      <Input.Wrapper label="Status" id="trip-status-filter">
        <Chip.Group multiple value={statuses} onChange={(values) => onChange({ status: ITINERARY_STATUSES.filter((status) => values.includes(status)) as ItineraryStatus[] })}>
          <Group gap={6} mt={4} role="group" aria-labelledby="trip-status-filter-label">
            {ITINERARY_STATUSES.map((status) => (
              <Chip key={status} value={status} size="sm" variant="light">
                {ITINERARY_STATUS_LABELS[status]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <div style={{ width: 240 }}>
          <StaffPicker label="Owner" placeholder="Anyone" value={query.owner} onChange={(owner) => onChange({ owner })} />
        </div>
        <Switch label="Only my trips" checked={query.owner === viewerId} onChange={(event) => onChange({ owner: event.currentTarget.checked ? viewerId : undefined })} mb={8} />
        <Select
          label="Travel month"
          placeholder="Any month"
          data={travelMonthOptions(todayIso(), query.travel_month)}
          value={query.travel_month ?? null}
          onChange={(month) => onChange({ travel_month: month ?? undefined })}
          searchable
          clearable
          w={170}
        />
        {canPickPlace && <PlacePicker label="Place" placeholder="Anywhere" value={query.place} onChange={(place) => onChange({ place })} w={240} />}
        {(query.quoted_from !== undefined || query.quoted_to !== undefined) && (
          <Input.Wrapper label="First quoted">
            <Group gap={4} mt={4} mb={6}>
              <Badge
                size="lg"
                variant="light"
                tt="none"
                rightSection={
                  <CloseButton size="sm" aria-label="Any time first quoted" onClick={() => onChange({ quoted_from: undefined, quoted_to: undefined })} />
                }
              >
                {quotedText(query.quoted_from, query.quoted_to)}
              </Badge>
            </Group>
          </Input.Wrapper>
        )}
        {filtered && (
          <Button variant="subtle" color="gray" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Group>
    </Stack>
  );
}
