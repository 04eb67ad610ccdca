import { Fragment } from 'react';
import { Anchor, Badge, Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Job } from '@ua/contracts';
import { ResponsiveTable } from '../../../components/responsive-table';
import { RowExpandToggle } from '../../../components/row-expand-toggle';
import { useToggleSet } from '../../../hooks/use-toggle-set';
import { TableSkeletonRows } from '../../../components/table-skeleton';
import { formatRelativeTime } from '../../../lib/relative-time';
import { formatDateTime } from '../../../lib/dates';
import { JOB_STATE_COLORS, JOB_STATE_LABELS } from '../utils/job-states';
import { JobDetails } from './job-details';
import { JobRetryButton } from './job-retry-button';

type JobsTableProps = {
  jobs: Job[] | undefined;
  isFetching: boolean;
  onName: (name: string) => void;
};

const COLUMNS = 7;

/** The moment that matters in a job's state: when it runs next, when its claim lapses, or when it ended. */
function jobMoment(job: Job, now: Date): { at: string; caption: string } {
  if ((job.state === 'succeeded' || job.state === 'dead') && job.finished_at !== null) return { at: job.finished_at, caption: 'Finished' };
  if (job.state === 'running' && job.locked_until !== null) return { at: job.locked_until, caption: 'Claim lapses' };
  return { at: job.run_at, caption: new Date(job.run_at) <= now ? 'Due, waiting for a worker' : 'Next run' };
}

function JobMoment({ job }: { job: Job }) {
  const now = new Date();
  const { at, caption } = jobMoment(job, now);
  return (
    <>
      <Text size="sm" title={formatDateTime(at)}>
        <time dateTime={at}>{formatRelativeTime(new Date(at), now)}</time>
      </Text>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
    </>
  );
}

function JobName({ job, onName }: { job: Job; onName: (name: string) => void }) {
  return (
    <>
      <Anchor component="button" type="button" size="sm" fw={500} onClick={() => onName(job.name)} title="Show only jobs of this name" style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
        {job.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        #{job.id}
      </Text>
    </>
  );
}

function StateBadge({ job }: { job: Job }) {
  return (
    <Badge variant="light" color={JOB_STATE_COLORS[job.state]} radius="sm" tt="none" style={{ flex: 'none' }}>
      {JOB_STATE_LABELS[job.state]}
    </Badge>
  );
}

function LastError({ error }: { error: string }) {
  return (
    <Text size="xs" ff="monospace" c="red.9" lineClamp={2} title={error} style={{ overflowWrap: 'anywhere' }}>
      {error}
    </Text>
  );
}

const detailsIdOf = (job: Job) => `job-details-${job.id}`;

function DetailsToggle({ job, expanded, onToggle }: { job: Job; expanded: boolean; onToggle: () => void }) {
  return <RowExpandToggle expanded={expanded} controls={detailsIdOf(job)} label={{ show: `Show the details of job ${job.id}`, hide: `Hide the details of job ${job.id}` }} onToggle={onToggle} />;
}

type JobCardProps = { job: Job; expanded: boolean; onToggle: () => void; onName: (name: string) => void };

/** One job on a phone: its name and state, attempts and moment, last error, retry, and its details on request. */
function JobCard({ job, expanded, onToggle, onName }: JobCardProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap={4} align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <DetailsToggle job={job} expanded={expanded} onToggle={onToggle} />
          <div style={{ minWidth: 0 }}>
            <JobName job={job} onName={onName} />
          </div>
        </Group>
        <StateBadge job={job} />
      </Group>
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <JobMoment job={job} />
          <Text size="xs" c="dimmed">
            Attempt {job.attempts} of {job.max_attempts}
          </Text>
        </div>
        {job.state === 'dead' && <JobRetryButton job={job} />}
      </Group>
      {job.last_error !== null && <LastError error={job.last_error} />}
      {expanded && (
        <Box id={detailsIdOf(job)} pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <JobDetails job={job} />
        </Box>
      )}
    </Stack>
  );
}

/**
 * Newest first; each row opens to show the whole last error, the payload and the job's times. A dead
 * job offers a retry: the section opens only to system.operate, the label the retry needs.
 */
export function JobsTable({ jobs, isFetching, onName }: JobsTableProps) {
  const [open, toggle] = useToggleSet();

  const table = (
    <Table verticalSpacing="sm" aria-label="Jobs" aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>
            <VisuallyHidden>Details</VisuallyHidden>
          </Table.Th>
          <Table.Th miw={200}>Job</Table.Th>
          <Table.Th w={110}>State</Table.Th>
          <Table.Th w={100}>Attempts</Table.Th>
          <Table.Th w={170}>Next run / finished</Table.Th>
          <Table.Th miw={220}>Last error</Table.Th>
          <Table.Th w={110}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {jobs === undefined ? (
          <TableSkeletonRows columns={COLUMNS} />
        ) : (
          jobs.map((job) => {
            const expanded = open.has(job.id);
            return (
              <Fragment key={job.id}>
                <Table.Tr bg={expanded ? 'var(--mantine-color-gray-0)' : undefined}>
                  <Table.Td>
                    <DetailsToggle job={job} expanded={expanded} onToggle={() => toggle(job.id)} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <JobName job={job} onName={onName} />
                  </Table.Td>
                  <Table.Td>
                    <StateBadge job={job} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {job.attempts} of {job.max_attempts}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <JobMoment job={job} />
                  </Table.Td>
                  <Table.Td maw={320}>
                    {job.last_error === null ? (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    ) : (
                      <LastError error={job.last_error} />
                    )}
                  </Table.Td>
                  <Table.Td>{job.state === 'dead' && <JobRetryButton job={job} />}</Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr id={detailsIdOf(job)} bg="var(--mantine-color-gray-0)">
                    <Table.Td />
                    <Table.Td colSpan={COLUMNS - 1}>
                      <JobDetails job={job} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })
        )}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Jobs"
      rows={jobs}
      rowKey={(job) => job.id}
      busy={isFetching}
      table={table}
      minWidth={960}
      card={(job) => <JobCard job={job} expanded={open.has(job.id)} onToggle={() => toggle(job.id)} onName={onName} />}
    />
  );
}
