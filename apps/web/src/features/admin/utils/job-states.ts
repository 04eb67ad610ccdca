import type { MantineColor } from '@mantine/core';
import type { JobState } from '@ua/contracts';

/** How each state reads, in a badge and on its filter chip. */
export const JOB_STATE_LABELS: Record<JobState, string> = { queued: 'Queued', running: 'Running', succeeded: 'Succeeded', dead: 'Dead' };

/** Waiting blue, at work violet, done green, and dead red: the one an operator looks for. */
export const JOB_STATE_COLORS: Record<JobState, MantineColor> = { queued: 'blue', running: 'violet', succeeded: 'teal', dead: 'red' };
