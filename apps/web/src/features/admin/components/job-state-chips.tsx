import { Chip, Group, Text, type ChipProps } from '@mantine/core';
import { JOB_STATES, type JobState, type JobStateCounts } from '@ua/contracts';
import { JOB_STATE_COLORS, JOB_STATE_LABELS } from '../utils/job-states';

const ALL_STATES = 'all';

type JobStateChipsProps = {
  /** Undefined until the first page arrives: the chips show no number rather than a wrong one. */
  counts: JobStateCounts | undefined;
  value: JobState | undefined;
  onChange: (state: JobState | undefined) => void;
};

// As the bell's chips: the radio laid over its label, so the real control is what a click or a tap hits.
const chipStyles: ChipProps['styles'] = {
  root: { position: 'relative' },
  input: { position: 'absolute', inset: 0, width: '100%', height: '100%', zIndex: 1, cursor: 'pointer' },
};

function ChipLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <>
      {label}
      {count !== undefined && (
        <Text span size="xs" fw={700} ml={6}>
          {count}
        </Text>
      )}
    </>
  );
}

function isJobState(value: string): value is JobState {
  return (JOB_STATES as readonly string[]).includes(value);
}

/** `All` plus one chip per state, each with how many jobs are in it under the name filter. */
export function JobStateChips({ counts, value, onChange }: JobStateChipsProps) {
  const total = counts && JOB_STATES.reduce((sum, state) => sum + counts[state], 0);
  return (
    <Chip.Group value={value ?? ALL_STATES} onChange={(next) => onChange(isJobState(next) ? next : undefined)}>
      <Group gap={6} mih={36} role="radiogroup" aria-label="Filter by state">
        <Chip value={ALL_STATES} variant="light" color="gray" styles={chipStyles}>
          <ChipLabel label="All" count={total} />
        </Chip>
        {JOB_STATES.map((state) => (
          <Chip key={state} value={state} variant="light" color={JOB_STATE_COLORS[state]} styles={chipStyles}>
            <ChipLabel label={JOB_STATE_LABELS[state]} count={counts?.[state]} />
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
