import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useFilterText } from '../../../hooks/use-filter-text';
import { hasAuditFilters, type AuditFilters } from '../utils/audit-filters';
import { ACTION_OPTIONS, ENTITY_TYPE_OPTIONS, isAuditAction, isAuditEntityType } from '../utils/audit-labels';
import { errorFor, type FieldErrors } from '../../../lib/field-errors';
import { StaffSelect } from './staff-select';

type AuditLogFiltersProps = {
  filters: AuditFilters;
  onChange: (patch: Partial<AuditFilters>, options?: { replace?: boolean }) => void;
  /** What the contract's query schema says of the filters (an entity id without its type, an end before the start). */
  errors: FieldErrors;
};

const NO_FILTERS: Partial<AuditFilters> = { actor: undefined, entityType: '', entityId: '', action: '', from: '', to: '' };

/** Who, what kind of record, which one, what was done, and when: each picked from what the log can hold. */
export function AuditLogFilters({ filters, onChange, errors }: AuditLogFiltersProps) {
  const entityId = useFilterText(filters.entityId, (value) => onChange({ entityId: value }, { replace: true }));

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
      <StaffSelect label="Actor" placeholder="Anyone" value={filters.actor} onChange={(actor) => onChange({ actor })} error={errorFor(errors, 'actor')} />
      <Group gap="sm" grow align="flex-start" wrap="nowrap">
        <Select
          label="Entity type"
          placeholder="Any"
          data={ENTITY_TYPE_OPTIONS}
          value={filters.entityType || null}
          onChange={(value) => onChange({ entityType: value !== null && isAuditEntityType(value) ? value : '' })}
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
        value={filters.action || null}
        onChange={(value) => onChange({ action: value !== null && isAuditAction(value) ? value : '' })}
        clearable
        searchable
        nothingFoundMessage="No such action"
        error={errorFor(errors, 'action')}
      />
      <TextInput label="From" type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => onChange({ from: event.currentTarget.value })} error={errorFor(errors, 'from')} />
      <TextInput label="To" type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => onChange({ to: event.currentTarget.value })} error={errorFor(errors, 'to')} />
      <Group align="flex-end">
        {hasAuditFilters(filters) && (
          <Button variant="subtle" color="gray" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </Group>
    </SimpleGrid>
  );
}
