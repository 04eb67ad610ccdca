import { Button, Paper, Stack } from '@mantine/core';
import { supplierListQuerySchema } from '@ua/contracts';
import { Link, useNavigate } from 'react-router';
import { IconBuilding, IconPlus } from '@tabler/icons-react';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { TablePager } from '../../../../components/table-pager';
import { useListQuery } from '../../../../hooks/use-list-query';
import { useSuppliers } from '../../../../entities/supplier/get-suppliers';
import { useViewer } from '../../../../hooks/use-viewer';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { AreaIcon } from '../common/area-icon';
import { PageTitle } from '../../../../components/page-title';
import { SupplierFiltersBar } from './supplier-filters-bar';
import { SupplierTable } from './supplier-table';

/** Suppliers, searched and filtered on the server, every filter in the URL. */
export function SupplierListPage() {
  const { can } = useViewer();
  const navigate = useNavigate();
  const { query, update, filtered, clearFilters } = useListQuery(supplierListQuerySchema);
  const list = useSuppliers(query);
  const page = list.data;

  const empty = page && page.results.length === 0 && (
    <ListEmptyState
      icon={<IconBuilding size={26} />}
      title="No suppliers yet"
      description="Add the hotels, transporters, operators and guides you book."
      paging={{
        page: query.page,
        filtered,
        noMatch: { title: 'No supplier matches these filters', description: 'Try another name or place, or clear the filters.' },
        onFirstPage: () => update({ page: 1 }),
        onClearFilters: clearFilters,
      }}
    />
  );

  return (
    <>
      <PageTitle
        icon={<AreaIcon area="suppliers" size={26} />}
        title="Suppliers"
        description="Hotels, transporters, activity operators and guides, with whom to call and how they are paid."
        actions={
          can('suppliers.manage') && (
            <Button component={Link} to={cataloguePaths.newSupplier} leftSection={<IconPlus size={18} />}>
              Add supplier
            </Button>
          )
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <SupplierFiltersBar query={query} onChange={update} filtered={filtered} onClear={clearFilters} canPickLocation={can('locations.view')} />
          {list.isError && !page ? (
            <QueryErrorAlert error={list.error} what="the suppliers" onRetry={() => void list.refetch()} />
          ) : (
            empty || (
              <SupplierTable
                suppliers={page?.results}
                ordering={query.ordering}
                onSort={(ordering) => update({ ordering })}
                onOpen={(supplier) => void navigate(cataloguePaths.supplier(supplier.id))}
                isFetching={list.isPlaceholderData}
              />
            )
          )}
          {page && page.count > 0 && (
            <TablePager count={page.count} page={query.page} pageSize={query.page_size} noun={['supplier', 'suppliers']} onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ page_size: pageSize })} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
