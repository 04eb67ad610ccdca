import { Button, Chip, Group, Input, Select, Stack, TextInput } from '@mantine/core';
import { AGENT_ORDERINGS, AGENT_STATUS_LABELS, AGENT_STATUSES, type AgentOrdering, type AgentStatus } from '@ua/contracts';
import { IconSearch } from '@tabler/icons-react';
import { StaffPicker } from '../../../../entities/staff/staff-picker';
import { useFilterText } from '../../../../hooks/use-filter-text';
import type { FieldErrors } from '../../../../lib/field-errors';
import type { AgentsQuery } from '../../api/list-agents';
import { AGENT_ORDER_LABELS } from '../../utils/agent-format';

const ORDER_OPTIONS = AGENT_ORDERINGS.map((ordering) => ({ value: ordering, label: AGENT_ORDER_LABELS[ordering] }));

type AgentFiltersBarProps = {
  query: AgentsQuery;
  onChange: (patch: Partial<AgentsQuery>, options?: { replace?: boolean }) => void;
  /** What the query schema refused of the URL, by field. */
  errors: FieldErrors;
  filtered: boolean;
  onClear: () => void;
};

/** Words, statuses, the city and the account manager, and the order; every change lands in the URL. */
export function AgentFiltersBar({ query, onChange, errors, filtered, onClear }: AgentFiltersBarProps) {
  // Replacing the URL entry as the words are typed, so Back skips the keystrokes.
  const search = useFilterText(query.search ?? '', (value) => onChange({ search: value }, { replace: true }));
  const city = useFilterText(query.city ?? '', (value) => onChange({ city: value }, { replace: true }));

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Agency, contact, city or GSTIN"
          leftSection={<IconSearch size={16} />}
          value={search.text}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && search.flush()}
          error={errors.search}
          style={{ flex: '1 1 220px' }}
          maw={380}
        />
        <Select label="Order" data={ORDER_OPTIONS} value={query.ordering} onChange={(value) => value && onChange({ ordering: value as AgentOrdering })} allowDeselect={false} w={200} />
      </Group>
      <Input.Wrapper label="Status" id="agent-status-filter">
        <Chip.Group multiple value={query.status ?? []} onChange={(values) => onChange({ status: AGENT_STATUSES.filter((status) => values.includes(status)) as AgentStatus[] })}>
          <Group gap={6} mt={4} role="group" aria-labelledby="agent-status-filter-label">
            {AGENT_STATUSES.map((status) => (
              <Chip key={status} value={status} size="sm" variant="light">
                {AGENT_STATUS_LABELS[status]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="City"
          placeholder="Any city"
          value={city.text}
          onChange={(event) => city.onChange(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && city.flush()}
          error={errors.city}
          w={200}
        />
        <div style={{ width: 240, maxWidth: '100%' }}>
          <StaffPicker label="Account manager" placeholder="Anyone" value={query.account_manager} onChange={(account_manager) => onChange({ account_manager })} />
        </div>
        {filtered && (
          <Button variant="subtle" color="gray" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Group>
    </Stack>
  );
}
