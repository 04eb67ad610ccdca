import type { ReactNode } from 'react';
import { Box, Code, Text } from '@mantine/core';
import type { Job } from '@ua/contracts';
import { formatDateTime } from '../../../lib/dates';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box style={{ display: 'contents' }}>
      <Text component="dt" size="sm" fw={600}>
        {term}
      </Text>
      <Box component="dd" m={0} style={{ minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** What a row opens to: the job's whole last error (a stack trace, often), its payload and its times. */
export function JobDetails({ job }: { job: Job }) {
  return (
    <Box component="dl" m={0} py="xs" aria-label={`Job ${job.id}`} style={{ display: 'grid', gridTemplateColumns: 'minmax(110px, max-content) 1fr', gap: '10px 24px' }}>
      <Detail term="Last error">
        {job.last_error === null ? (
          <Text size="sm" c="dimmed">
            None
          </Text>
        ) : (
          <Code block c="red.9" style={wrapped}>
            {job.last_error}
          </Code>
        )}
      </Detail>
      <Detail term="Payload">
        <Code block style={wrapped}>
          {JSON.stringify(job.payload, null, 2)}
        </Code>
      </Detail>
      {job.idempotency_key !== null && (
        <Detail term="Idempotency key">
          <Code style={wrapped}>{job.idempotency_key}</Code>
        </Detail>
      )}
      <Detail term="Enqueued">
        <Text size="sm">{formatDateTime(job.created_at)}</Text>
      </Detail>
      <Detail term="Due">
        <Text size="sm">{formatDateTime(job.run_at)}</Text>
      </Detail>
      {job.locked_until !== null && (
        <Detail term="Claimed until">
          <Text size="sm">{formatDateTime(job.locked_until)}</Text>
        </Detail>
      )}
      {job.finished_at !== null && (
        <Detail term="Finished">
          <Text size="sm">{formatDateTime(job.finished_at)}</Text>
        </Detail>
      )}
      <Detail term="Last change">
        <Text size="sm">{formatDateTime(job.updated_at)}</Text>
      </Detail>
    </Box>
  );
}
