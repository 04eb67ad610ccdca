import { Button, Paper, Stack } from '@mantine/core';
import { jobListQuerySchema } from '@ua/contracts';
import { IconClockPlay, IconRefresh } from '@tabler/icons-react';
import { ListEmptyState } from '../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { PageTitle } from '../../../components/page-title';
import { TablePager } from '../../../components/table-pager';
import { useListQuery } from '../../../hooks/use-list-query';
import { useJobs } from '../api/get-jobs';
import { JOB_STATE_LABELS } from '../utils/job-states';
import { JobFiltersBar, type JobsQuery } from './job-filters-bar';
import { JobsTable } from './jobs-table';

function noMatchTitle(query: JobsQuery): string {
  return query.state !== undefined && query.name === undefined ? `No ${JOB_STATE_LABELS[query.state].toLowerCase()} jobs` : 'No jobs match these filters';
}

/** The background jobs: how many wait, run, succeeded and died; each one's attempts and last error; a retry for the dead. */
export function JobsPage() {
  // The server's own query schema reads the URL: a name it would refuse is shown at its field and nothing is asked.
  const { query, update, errors, filtered, clearFilters } = useListQuery(jobListQuerySchema);
  const valid = errors.name === undefined;
  const jobs = useJobs(query, { enabled: valid });
  const page = valid ? jobs.data : undefined;

  return (
    <>
      <PageTitle
        order={2}
        title="Jobs"
        description="Work the server does in the background: what waits, what runs, and what failed for good. A dead job can be put back in the queue."
        actions={
          <Button variant="default" leftSection={<IconRefresh size={16} />} loading={jobs.isFetching} disabled={!valid} onClick={() => void jobs.refetch()}>
            Refresh
          </Button>
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <JobFiltersBar query={query} counts={page?.counts} onChange={update} errors={errors} filtered={filtered} onClear={clearFilters} />
          {!valid ? null : jobs.isError && !page ? (
            <QueryErrorAlert error={jobs.error} what="the jobs" onRetry={() => void jobs.refetch()} />
          ) : page && page.results.length === 0 ? (
            <ListEmptyState
              icon={<IconClockPlay size={26} />}
              title="No jobs yet"
              description="Jobs appear here as the server enqueues them."
              paging={{
                page: query.page,
                filtered,
                noMatch: { title: noMatchTitle(query), description: 'Choose another state, or clear the filters.' },
                onFirstPage: () => update({ page: 1 }),
                onClearFilters: clearFilters,
              }}
            />
          ) : (
            <JobsTable jobs={page?.results} isFetching={jobs.isPlaceholderData} onName={(name) => update({ name })} />
          )}
          {page && page.count > 0 && (
            <TablePager count={page.count} page={query.page} pageSize={query.page_size} noun={['job', 'jobs']} onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ page_size: pageSize })} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
