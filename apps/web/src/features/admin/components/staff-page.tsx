import { Button, Paper, Stack } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useStaffList } from '../api/get-staff-list';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { adminSectionPath } from '../utils/admin-sections';
import { hasStaffFilters, readStaffFilters, staffListQuery, writeStaffFilters } from '../utils/staff-filters';
import { positiveInt } from '../../../lib/url-params';
import { ListEmptyState } from '../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SectionHeader } from '../../../components/section-header';
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
  const [filters, update] = useUrlFilters(readStaffFilters, writeStaffFilters);
  const list = useStaffList(staffListQuery(filters));

  const target = staffId === 'new' ? 'new' : staffId ? positiveInt(staffId, 0) || undefined : undefined;
  const filtered = hasStaffFilters(filters);
  const page = list.data;

  const empty = page && page.results.length === 0 && (
    <ListEmptyState
      icon={filtered ? <IconSearch size={26} /> : <IconUsers size={26} />}
      title={filters.page > 1 ? 'This page is empty' : filtered ? 'No staff match these filters' : 'No staff yet'}
      description={filters.page > 1 ? 'The list is shorter than it was.' : filtered ? 'Try another name, or clear the filters.' : 'Add the first member of staff: they sign in with Google.'}
      action={
        filters.page > 1 ? (
          <Button variant="light" onClick={() => update({ page: 1 })}>
            Go to the first page
          </Button>
        ) : filtered ? (
          <Button variant="light" onClick={() => update({ search: '', active: 'all', accessLevelIds: [] })}>
            Clear filters
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <>
      <SectionHeader
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
          <StaffFiltersBar filters={filters} onChange={update} />
          {list.isError && !page ? (
            <QueryErrorAlert error={list.error} what="the staff list" onRetry={() => void list.refetch()} />
          ) : (
            empty || (
              <StaffTable
                staff={page?.results}
                ordering={filters.ordering}
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
              page={filters.page}
              pageSize={filters.pageSize}
              noun={['staff member', 'staff']}
              onPage={(next) => update({ page: next })}
              onPageSize={(pageSize) => update({ pageSize })}
            />
          )}
        </Stack>
      </Paper>
      <StaffFormDrawer target={target} onClose={() => void navigate({ pathname: BASE, search })} />
    </>
  );
}
