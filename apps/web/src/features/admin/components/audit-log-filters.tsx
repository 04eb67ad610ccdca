import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DayInput } from '../../../components/day-input';
import { useFilterText } from '../../../hooks/use-filter-text';
import { isIsoDay } from '../../../lib/dates';
import type { AuditQuery } from '../utils/audit-filters';
import { ACTION_OPTIONS, ENTITY_TYPE_OPTIONS, isAuditAction, isAuditEntityType } from '../utils/audit-labels';
import { errorFor, type FieldErrors } from '../../../lib/field-errors';
import { StaffPicker } from '../../../entities/staff/staff-picker';

type AuditLogFiltersProps = {
  query: AuditQuery;
  onChange: (patch: Partial<AuditQuery>, options?: { replace?: boolean }) => void;
  /** What the contract's query schema says of the filters (an entity id without its type, an end before the start). */
  errors: FieldErrors;
  filtered: boolean;
  onClear: () => void;
};

/** A day box's value once it is a day (or empty): a half-typed day does not reach the URL. */
function dayPatch(field: 'from' | 'to', value: string): Partial<AuditQuery> | undefined {
  return value === '' ? { [field]: undefined } : isIsoDay(value) ? { [field]: value } : undefined;
}

/** Who, what kind of record, which one, what was done, and when: each picked from what the log can hold. */
export function AuditLogFilters({ query, onChange, errors, filtered, onClear }: AuditLogFiltersProps) {
  const entityId = useFilterText(query.entity_id ?? '', (value) => onChange({ entity_id: value }, { replace: true }));
  const onDay = (field: 'from' | 'to') => (value: string) => {
    const patch = dayPatch(field, value);
    if (patch) onChange(patch);
  };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
      <StaffPicker label="Actor" placeholder="Anyone" value={query.actor} onChange={(actor) => onChange({ actor })} error={errorFor(errors, 'actor')} />
      <Group gap="sm" grow align="flex-start" wrap="nowrap">
        <Select
          label="Entity type"
          placeholder="Any"
          data={ENTITY_TYPE_OPTIONS}
          value={query.entity_type ?? null}
          onChange={(value) => onChange({ entity_type: value !== null && isAuditEntityType(value) ? value : undefined })}
          clearable
          searchable
          nothingFoundMessage="No such kind of record"
          error={errorFor(errors, 'entity_type')}
        />
        <TextInput
          label="Entity id"
          placeholder="Any"
          value={entityId.text}
          onChange={(event) => entityId.onChange(event.currentTarget.value)}
          error={errorFor(errors, 'entity_id')}
        />
      </Group>
      <Select
        label="Action"
        placeholder="Any"
        data={ACTION_OPTIONS}
        value={query.action ?? null}
        onChange={(value) => onChange({ action: value !== null && isAuditAction(value) ? value : undefined })}
        clearable
        searchable
        nothingFoundMessage="No such action"
        error={errorFor(errors, 'action')}
      />
      <DayInput label="From" value={query.from ?? ''} onChange={onDay('from')} error={errorFor(errors, 'from')} />
      <DayInput label="To" value={query.to ?? ''} onChange={onDay('to')} error={errorFor(errors, 'to')} />
      <Group align="flex-end">
        {filtered && (
          <Button variant="subtle" color="gray" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Group>
    </SimpleGrid>
  );
}
