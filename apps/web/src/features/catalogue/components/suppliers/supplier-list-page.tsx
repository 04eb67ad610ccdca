import { Button, Paper, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { IconBuilding, IconPlus, IconSearch } from '@tabler/icons-react';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { TablePager } from '../../../../components/table-pager';
import { useUrlFilters } from '../../../../hooks/use-url-filters';
import { useSuppliers } from '../../api/get-suppliers';
import { useCatalogueViewer } from '../../hooks/use-catalogue-viewer';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { hasSupplierFilters, NO_SUPPLIER_FILTERS, readSupplierFilters, supplierListQuery, writeSupplierFilters } from '../../utils/supplier-filters';
import { AreaIcon } from '../common/area-icon';
import { PageTitle } from '../common/page-title';
import { SupplierFiltersBar } from './supplier-filters-bar';
import { SupplierTable } from './supplier-table';

/** Suppliers, searched and filtered on the server, every filter in the URL. */
export function SupplierListPage() {
  const { can } = useCatalogueViewer();
  const navigate = useNavigate();
  const [filters, update] = useUrlFilters(readSupplierFilters, writeSupplierFilters);
  const list = useSuppliers(supplierListQuery(filters));
  const page = list.data;
  const filtered = hasSupplierFilters(filters);

  const empty = page && page.results.length === 0 && (
    <ListEmptyState
      icon={filtered ? <IconSearch size={26} /> : <IconBuilding size={26} />}
      title={filters.page > 1 ? 'This page is empty' : filtered ? 'No supplier matches these filters' : 'No suppliers yet'}
      description={filters.page > 1 ? 'The list is shorter than it was.' : filtered ? 'Try another name or place, or clear the filters.' : 'Add the hotels, transporters, operators and guides you book.'}
      action={
        filters.page > 1 ? (
          <Button variant="light" onClick={() => update({ page: 1 })}>
            Go to the first page
          </Button>
        ) : filtered ? (
          <Button variant="light" onClick={() => update(NO_SUPPLIER_FILTERS)}>
            Clear filters
          </Button>
        ) : undefined
      }
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
          <SupplierFiltersBar filters={filters} onChange={update} canPickLocation={can('locations.view')} />
          {list.isError && !page ? (
            <QueryErrorAlert error={list.error} what="the suppliers" onRetry={() => void list.refetch()} />
          ) : (
            empty || (
              <SupplierTable
                suppliers={page?.results}
                ordering={filters.ordering}
                onSort={(ordering) => update({ ordering })}
                onOpen={(supplier) => void navigate(cataloguePaths.supplier(supplier.id))}
                isFetching={list.isPlaceholderData}
              />
            )
          )}
          {page && page.count > 0 && (
            <TablePager count={page.count} page={filters.page} pageSize={filters.pageSize} noun={['supplier', 'suppliers']} onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ pageSize })} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
