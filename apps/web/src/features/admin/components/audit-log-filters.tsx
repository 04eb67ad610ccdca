import { Autocomplete, Button, Group, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { AUDIT_ENTITY_TYPES, JOB_AUDIT_ENTITY_TYPE } from '@ua/contracts';
import { useFilterText } from '../../../hooks/use-filter-text';
import { hasAuditFilters, type AuditFilters } from '../utils/audit-filters';
import { errorFor, type FieldErrors } from '../../../lib/field-errors';
import { StaffSelect } from './staff-select';

type AuditLogFiltersProps = {
  filters: AuditFilters;
  onChange: (patch: Partial<AuditFilters>, options?: { replace?: boolean }) => void;
  /** What the contract's query schema says of the filters (an entity id without its type, an end before the start). */
  errors: FieldErrors;
  /** The actor is picked by name where the viewer may search staff, by id otherwise. */
  canSearchStaff: boolean;
};

// Suggestions only: every business area records its own entity types and actions, and any text may be typed.
const ENTITY_TYPES = [...Object.values(AUDIT_ENTITY_TYPES), JOB_AUDIT_ENTITY_TYPE];
const ACTIONS = ['create', 'update', 'delete', 'activate', 'deactivate', 'reactivate', 'move', 'send', 'sign_in', 'sign_in_failed', 'logout', 'logout_everywhere', 'refresh_token_reuse', 'unproven_password_dropped', 'retry'];

const NO_FILTERS: Partial<AuditFilters> = { actor: undefined, entityType: '', entityId: '', action: '', from: '', to: '' };

export function AuditLogFilters({ filters, onChange, errors, canSearchStaff }: AuditLogFiltersProps) {
  const replace = { replace: true };
  const entityType = useFilterText(filters.entityType, (value) => onChange({ entityType: value }, replace));
  const entityId = useFilterText(filters.entityId, (value) => onChange({ entityId: value }, replace));
  const action = useFilterText(filters.action, (value) => onChange({ action: value }, replace));

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
      {canSearchStaff ? (
        <StaffSelect label="Actor" placeholder="Anyone" value={filters.actor} onChange={(actor) => onChange({ actor })} error={errorFor(errors, 'actor')} />
      ) : (
        <NumberInput
          label="Actor id"
          placeholder="Anyone"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          value={filters.actor ?? ''}
          onChange={(value) => onChange({ actor: typeof value === 'number' && value > 0 ? value : undefined }, replace)}
          error={errorFor(errors, 'actor')}
        />
      )}
      <Group gap="sm" grow align="flex-start" wrap="nowrap">
        <Autocomplete
          label="Entity type"
          placeholder="Any"
          data={ENTITY_TYPES}
          value={entityType.text}
          onChange={entityType.onChange}
          onOptionSubmit={() => entityType.flush()}
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
      <Autocomplete label="Action" placeholder="Any" data={ACTIONS} value={action.text} onChange={action.onChange} onOptionSubmit={() => action.flush()} error={errorFor(errors, 'action')} />
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
