import { useState, type ReactNode } from 'react';
import { Loader, Select, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ContractForm } from '../../../../hooks/use-contract-form';
import { useAgentOptions } from '../../api/search-agents';
import type { AgentValue, TripHeadingFormValues } from '../../utils/trip-form-values';

const SEARCH_DELAY_MS = 250;

/** "Sunrise Holidays · Pune": two agencies in different cities may sound alike. */
export const agentLabel = (agent: Pick<AgentValue, 'agency_name' | 'city'>) => `${agent.agency_name} · ${agent.city}`;

type AgentPickerProps = { value: AgentValue | null; onChange: (agent: AgentValue | null) => void; error?: ReactNode };

/**
 * One active agency, searched on the server by name, contact, city or GSTIN. The agent a trip has
 * already stays shown (and kept) even if it has been put on hold since; the server refuses only a new
 * choice that is not active.
 */
function AgentPicker({ value, onChange, error }: AgentPickerProps) {
  const [search, setSearch] = useState('');
  // The list is asked for once someone opens the dropdown, not for every form that shows the box.
  const [wanted, setWanted] = useState(false);
  const typed = value && search === agentLabel(value) ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const list = useAgentOptions(debounced, { enabled: wanted });
  const found = (list.data?.results ?? []).filter((agent) => agent.id !== value?.id).map((agent) => ({ id: agent.id, agency_name: agent.agency_name, city: agent.city }));
  const choices = [...(value ? [value] : []), ...found];

  return (
    <Select<number>
      label="Agent"
      description="The B2B agency that brought the trip, if one did"
      placeholder="None: a direct customer"
      data={choices.map((agent) => ({ value: agent.id, label: agentLabel(agent) }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(choices.find((agent) => agent.id === id) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setWanted(true)}
      filter={({ options }) => options}
      nothingFoundMessage={list.isError ? 'Agents could not be searched' : list.isFetching ? 'Searching…' : 'No active agent matches'}
      rightSection={list.isFetching ? <Loader size={14} /> : undefined}
      clearable
      clearButtonProps={{ 'aria-label': 'Take the agent off' }}
      error={error}
    />
  );
}

/**
 * The agent who brought the trip, and whether the customer's page carries the agency's name instead
 * of ours. Choosing needs agents.view (the search is the agents' list); without it the agent shows,
 * unchangeable here.
 */
export function AgentFields({ form, canPick }: { form: ContractForm<TripHeadingFormValues>; canPick: boolean }) {
  const { agent, agency_branding: branding } = form.values;
  if (!canPick) {
    return (
      <Text size="sm" c={agent ? undefined : 'dimmed'}>
        {agent ? `${agentLabel(agent)}${branding ? '; the customer sees the agency’s name' : ''}` : 'No agent'}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <AgentPicker
        value={agent}
        onChange={(next) => {
          form.setFieldValue('agent', next);
          if (!next) form.setFieldValue('agency_branding', false);
        }}
        error={form.error('agent')}
      />
      <Switch
        label="Show the agency’s name to the customer"
        description={agent ? 'The customer’s page and PDF carry the agency’s name and contact instead of ours' : 'Choose the agent first'}
        checked={agent !== null && branding}
        disabled={!agent}
        onChange={(event) => form.setFieldValue('agency_branding', event.currentTarget.checked)}
        error={form.error('agency_branding')}
      />
    </Stack>
  );
}
