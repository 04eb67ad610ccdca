import { Paper, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useAuditLog } from '../api/get-audit-log';
import { useListQuery } from '../../../hooks/use-list-query';
import { auditLogQuery, auditUrlSchema } from '../utils/audit-filters';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';
import { ListEmptyState } from '../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { PageTitle } from '../../../components/page-title';
import { TablePager } from '../../../components/table-pager';

/** The filters a person types or sets a range with; a stray pick from an old link is simply left out. */
const TYPED = ['entity_id', 'from', 'to'] as const;

/** Who changed what and when: filters in the URL, pages from the server, each entry's before and after. */
export function AuditLogPage() {
  // The server's own query schema reads the URL: a filter it would refuse is shown at its field and nothing is asked.
  const { query, update, errors: refused, filtered, clearFilters } = useListQuery(auditUrlSchema);
  const errors = Object.fromEntries(TYPED.flatMap((field) => (refused[field] === undefined ? [] : [[field, refused[field]]])));
  const valid = Object.keys(errors).length === 0;
  const log = useAuditLog(auditLogQuery(query), { enabled: valid });
  const page = valid ? log.data : undefined;

  return (
    <>
      <PageTitle order={2} title="Audit log" description="Every change to staff, access and business records, and every sign-in: who, when, and what it was before and after." />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <AuditLogFilters query={query} onChange={update} errors={errors} filtered={filtered} onClear={clearFilters} />
          {!valid ? null : log.isError && !page ? (
            <QueryErrorAlert error={log.error} what="the audit log" onRetry={() => void log.refetch()} />
          ) : page && page.results.length === 0 ? (
            <ListEmptyState
              icon={<IconHistory size={26} />}
              title="Nothing recorded yet"
              description="Changes and sign-ins appear here as they happen."
              paging={{
                page: query.page,
                filtered,
                noMatch: { title: 'No entries match these filters', description: 'Widen the dates, or clear the filters.' },
                onFirstPage: () => update({ page: 1 }),
                onClearFilters: clearFilters,
              }}
            />
          ) : (
            <AuditLogTable
              entries={page?.results}
              isFetching={log.isPlaceholderData}
              onActor={(actor) => update({ actor })}
              onEntity={(entityType, entityId) => update({ entity_type: entityType, entity_id: entityId })}
            />
          )}
          {page && page.count > 0 && (
            <TablePager count={page.count} page={query.page} pageSize={query.page_size} noun={['entry', 'entries']} onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ page_size: pageSize })} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
