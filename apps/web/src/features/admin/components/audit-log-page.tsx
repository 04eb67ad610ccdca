import { Button, Paper, Stack } from '@mantine/core';
import { auditLogQuerySchema } from '@ua/contracts';
import { IconHistory } from '@tabler/icons-react';
import { useAuditLog } from '../api/get-audit-log';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { auditLogQuery, hasAuditFilters, readAuditFilters, writeAuditFilters } from '../utils/audit-filters';
import { issuesToFieldErrors } from '../../../lib/field-errors';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';
import { ListEmptyState } from '../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SectionHeader } from '../../../components/section-header';
import { TablePager } from '../../../components/table-pager';

/** Who changed what and when: filters in the URL, pages from the server, each entry's before and after. */
export function AuditLogPage() {
  const [filters, update] = useUrlFilters(readAuditFilters, writeAuditFilters);
  const query = auditLogQuery(filters);
  // The server's own query schema: a filter it would refuse is shown at its field and not sent.
  const checked = auditLogQuerySchema.safeParse(query);
  const errors = checked.success ? {} : issuesToFieldErrors(checked.error.issues);
  const log = useAuditLog(query, { enabled: checked.success });
  const page = checked.success ? log.data : undefined;
  const filtered = hasAuditFilters(filters);

  const clear = () => update({ actor: undefined, entityType: '', entityId: '', action: '', from: '', to: '' });

  return (
    <>
      <SectionHeader title="Audit log" description="Every change to staff, access and business records, and every sign-in: who, when, and what it was before and after." />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <AuditLogFilters filters={filters} onChange={update} errors={errors} />
          {!checked.success ? null : log.isError && !page ? (
            <QueryErrorAlert error={log.error} what="the audit log" onRetry={() => void log.refetch()} />
          ) : page && page.results.length === 0 ? (
            <ListEmptyState
              icon={<IconHistory size={26} />}
              title={filters.page > 1 ? 'This page is empty' : filtered ? 'No entries match these filters' : 'Nothing recorded yet'}
              description={filtered ? 'Widen the dates, or clear the filters.' : 'Changes and sign-ins appear here as they happen.'}
              action={
                filters.page > 1 ? (
                  <Button variant="light" onClick={() => update({ page: 1 })}>
                    Go to the first page
                  </Button>
                ) : filtered ? (
                  <Button variant="light" onClick={clear}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <AuditLogTable
              entries={page?.results}
              isFetching={log.isPlaceholderData}
              onActor={(actor) => update({ actor })}
              onEntity={(entityType, entityId) => update({ entityType, entityId })}
            />
          )}
          {page && page.count > 0 && (
            <TablePager count={page.count} page={filters.page} pageSize={filters.pageSize} noun={['entry', 'entries']} onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ pageSize })} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
