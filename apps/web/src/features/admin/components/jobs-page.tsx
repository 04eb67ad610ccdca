import { Button, Paper, Stack } from '@mantine/core';
import { jobListQuerySchema } from '@ua/contracts';
import { IconClockPlay, IconRefresh } from '@tabler/icons-react';
import { ListEmptyState } from '../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SectionHeader } from '../../../components/section-header';
import { TablePager } from '../../../components/table-pager';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { issuesToFieldErrors } from '../../../lib/field-errors';
import { useJobs } from '../api/get-jobs';
import { hasJobFilters, jobListQuery, readJobFilters, writeJobFilters, type JobFilters } from '../utils/job-filters';
import { JOB_STATE_LABELS } from '../utils/job-states';
import { JobFiltersBar } from './job-filters-bar';
import { JobsTable } from './jobs-table';

function emptyTitle(filters: JobFilters): string {
  if (filters.page > 1) return 'This page is empty';
  if (filters.state !== undefined && filters.name === '') return `No ${JOB_STATE_LABELS[filters.state].toLowerCase()} jobs`;
  return hasJobFilters(filters) ? 'No jobs match these filters' : 'No jobs yet';
}

/** The background jobs: how many wait, run, succeeded and died; each one's attempts and last error; a retry for the dead. */
export function JobsPage() {
  const [filters, update] = useUrlFilters(readJobFilters, writeJobFilters);
  const query = jobListQuery(filters);
  // The server's own query schema: a name it would refuse is shown at its field and not sent.
  const checked = jobListQuerySchema.safeParse(query);
  const errors = checked.success ? {} : issuesToFieldErrors(checked.error.issues);
  const jobs = useJobs(query, { enabled: checked.success });
  const page = checked.success ? jobs.data : undefined;
  const filtered = hasJobFilters(filters);

  return (
    <>
      <SectionHeader
        title="Jobs"
        description="Work the server does in the background: what waits, what runs, and what failed for good. A dead job can be put back in the queue."
        actions={
          <Button variant="default" leftSection={<IconRefresh size={16} />} loading={jobs.isFetching} disabled={!checked.success} onClick={() => void jobs.refetch()}>
            Refresh
          </Button>
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <JobFiltersBar filters={filters} counts={page?.counts} onChange={update} errors={errors} />
          {!checked.success ? null : jobs.isError && !page ? (
            <QueryErrorAlert error={jobs.error} what="the jobs" onRetry={() => void jobs.refetch()} />
          ) : page && page.results.length === 0 ? (
            <ListEmptyState
              icon={<IconClockPlay size={26} />}
              title={emptyTitle(filters)}
              description={filters.page > 1 ? 'The list is shorter than it was.' : filtered ? 'Choose another state, or clear the filters.' : 'Jobs appear here as the server enqueues them.'}
              action={
                filters.page > 1 ? (
                  <Button variant="light" onClick={() => update({ page: 1 })}>
                    Go to the first page
                  </Button>
                ) : filtered ? (
                  <Button variant="light" onClick={() => update({ state: undefined, name: '' })}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <JobsTable jobs={page?.results} isFetching={jobs.isPlaceholderData} onName={(name) => update({ name })} />
          )}
          {page && page.count > 0 && (
            <TablePager count={page.count} page={filters.page} pageSize={filters.pageSize} noun={['job', 'jobs']} onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ pageSize })} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
