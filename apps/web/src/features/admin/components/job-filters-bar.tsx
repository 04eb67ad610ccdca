import { Button, Group, Input, TextInput } from '@mantine/core';
import type { jobListQuerySchema, JobStateCounts } from '@ua/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useFilterText } from '../../../hooks/use-filter-text';
import { errorFor, type FieldErrors } from '../../../lib/field-errors';
import type { QueryOf } from '../../../lib/list-query';
import { JobStateChips } from './job-state-chips';

export type JobsQuery = QueryOf<typeof jobListQuerySchema>;

type JobFiltersBarProps = {
  query: JobsQuery;
  counts: JobStateCounts | undefined;
  onChange: (patch: Partial<JobsQuery>, options?: { replace?: boolean }) => void;
  filtered: boolean;
  onClear: () => void;
  /** What the contract's query schema says of the filters (a name too long to be a job's). */
  errors: FieldErrors;
};

/** The state, by chips that count each one, and a job's name; every change lands in the URL. */
export function JobFiltersBar({ query, counts, onChange, errors, filtered, onClear }: JobFiltersBarProps) {
  // Replacing the URL entry as the name is typed, so Back skips the keystrokes.
  const name = useFilterText(query.name ?? '', (value) => onChange({ name: value }, { replace: true }));

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Input.Wrapper label="State" labelElement="div">
        <JobStateChips counts={counts} value={query.state} onChange={(state) => onChange({ state })} />
      </Input.Wrapper>
      <TextInput
        label="Job name"
        placeholder="Any job (the exact name)"
        leftSection={<IconSearch size={16} />}
        value={name.text}
        onChange={(event) => name.onChange(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && name.flush()}
        error={errorFor(errors, 'name')}
        style={{ flex: '1 1 240px' }}
        maw={360}
      />
      {filtered && (
        <Button variant="subtle" color="gray" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
