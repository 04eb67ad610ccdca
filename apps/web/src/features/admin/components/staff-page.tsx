import { Button, Paper, Stack } from '@mantine/core';
import { staffListQuerySchema } from '@ua/contracts';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useStaffList } from '../api/get-staff-list';
import { useListQuery } from '../../../hooks/use-list-query';
import { adminSectionPath } from '../utils/admin-sections';
import { positiveInt } from '../../../lib/url-params';
import { ListEmptyState } from '../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { PageTitle } from '../../../components/page-title';
import { StaffFiltersBar } from './staff-filters-bar';
import { StaffFormDrawer } from './staff-form-drawer';
import { StaffTable } from './staff-table';
import { TablePager } from '../../../components/table-pager';

const BASE = adminSectionPath('staff');

/** The staff table (filters, sort and page in the URL) with the staff form over it at /admin/staff/{id|new}. */
export function StaffPage() {
  const { staffId } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { query, params, update, filtered, clearFilters } = useListQuery(staffListQuerySchema);
  const list = useStaffList(params);

  const target = staffId === 'new' ? 'new' : staffId ? positiveInt(staffId, 0) || undefined : undefined;
  const page = list.data;

  const empty = page && page.results.length === 0 && (
    <ListEmptyState
      icon={<IconUsers size={26} />}
      title="No staff yet"
      description="Add the first member of staff: they sign in with Google."
      paging={{
        page: query.page,
        filtered,
        noMatch: { title: 'No staff match these filters', description: 'Try another name, or clear the filters.' },
        onFirstPage: () => update({ page: 1 }),
        onClearFilters: clearFilters,
      }}
    />
  );

  return (
    <>
      <PageTitle
        order={2}
        title="Staff"
        description="Everyone who can sign in. Add new hires, grant access levels, and deactivate leavers."
        actions={
          <Button component={Link} to={`${BASE}/new${search}`} leftSection={<IconPlus size={18} />}>
            Add staff
          </Button>
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <StaffFiltersBar query={query} onChange={update} filtered={filtered} onClear={clearFilters} />
          {list.isError && !page ? (
            <QueryErrorAlert error={list.error} what="the staff list" onRetry={() => void list.refetch()} />
          ) : (
            empty || (
              <StaffTable
                staff={page?.results}
                ordering={query.ordering}
                onSort={(ordering) => update({ ordering })}
                hrefOf={(member) => `${BASE}/${member.id}${search}`}
                onOpen={(member) => void navigate(`${BASE}/${member.id}${search}`)}
                isFetching={list.isPlaceholderData}
              />
            )
          )}
          {page && page.count > 0 && (
            <TablePager
              count={page.count}
              page={query.page}
              pageSize={query.page_size}
              noun={['staff member', 'staff']}
              onPage={(next) => update({ page: next })}
              onPageSize={(pageSize) => update({ page_size: pageSize })}
            />
          )}
        </Stack>
      </Paper>
      <StaffFormDrawer target={target} onClose={() => void navigate({ pathname: BASE, search })} />
    </>
  );
}
