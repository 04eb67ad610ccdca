import { Alert, Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import type { ProductPage } from '@ua/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconWifiOff } from '@tabler/icons-react';
import { IconPackage, IconSearch } from '@tabler/icons-react';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { TablePager } from '../../../../components/table-pager';
import { useListView } from '../../../../hooks/use-list-view';
import { NO_PRODUCT_FILTERS, type ProductFilters } from '../../utils/product-filters';
import { ListViewToggle } from '../../../../components/list-view-toggle';
import { ProductResultCard } from './product-result-card';
import { ProductResultsTable } from './product-results-table';

type ProductResultsProps = {
  results: UseQueryResult<ProductPage>;
  filters: ProductFilters;
  onChange: (patch: Partial<ProductFilters>) => void;
  filtered: boolean;
  /** The filters as typed cannot be asked (a price that is not rupees): nothing was searched. */
  invalid: boolean;
};

/** The browser is offline: the search waits for the connection (TanStack Query pauses it), and says so. */
function OfflineAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="light" color="yellow" radius="md" icon={<IconWifiOff size={20} aria-hidden />} title="You are offline">
      <Text size="sm">The search runs as soon as the connection is back; until then there are no results that answer it.</Text>
      <Group mt="sm">
        <Button size="xs" variant="white" color="yellow" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The page of matching products, as cards or compact rows (the person's choice, kept in this
 * browser), with the count and the pages. A search that failed or waits for the network says so,
 * with a retry, instead of leaving the last results on screen as if they answered it.
 */
export function ProductResults({ results, filters, onChange, filtered, invalid }: ProductResultsProps) {
  const [view, setView] = useListView('catalogue.products');
  const page = results.data;
  const retry = () => void results.refetch();

  if (invalid) {
    return <ListEmptyState icon={<IconSearch size={26} />} title="Check the filters" description="A price is not in rupees, or the range is upside down: see the filters." />;
  }
  if (results.isError) return <QueryErrorAlert error={results.error} what="the products" onRetry={retry} />;
  if (results.fetchStatus === 'paused') return <OfflineAlert onRetry={retry} />;
  if (!page) {
    return (
      <Stack gap="sm" aria-label="Loading products" aria-busy>
        <Skeleton h={20} w={160} />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} h={104} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (page.results.length === 0) {
    return (
      <ListEmptyState
        icon={filtered ? <IconSearch size={26} /> : <IconPackage size={26} />}
        title={filters.page > 1 ? 'This page is empty' : filtered ? 'No product matches' : 'No products yet'}
        description={filters.page > 1 ? 'The results are fewer than they were.' : filtered ? 'Try other words, a wider place or price, or fewer hotel filters.' : 'Products appear here once suppliers have some.'}
        action={
          filters.page > 1 ? (
            <Button variant="light" onClick={() => onChange({ page: 1 })}>
              Go to the first page
            </Button>
          ) : filtered ? (
            <Button variant="light" onClick={() => onChange(NO_PRODUCT_FILTERS)}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  }
  const dimmed = results.isPlaceholderData;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {page.count} {page.count === 1 ? 'product' : 'products'}
          {filters.q && ` for “${filters.q}”`}
        </Text>
        <ListViewToggle label="Show products as" value={view} onChange={setView} />
      </Group>
      {dimmed && results.failureCount > 0 && (
        <Group gap="xs" c="dimmed" role="status">
          <Loader size={14} />
          <Text size="sm">The server has not answered yet; trying again…</Text>
        </Group>
      )}
      {view === 'rows' ? (
        <ProductResultsTable products={page.results} dimmed={dimmed} />
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none', opacity: dimmed ? 0.6 : 1, transition: 'opacity 120ms' }} aria-label="Products" aria-busy={dimmed}>
          {page.results.map((product) => (
            <li key={product.id}>
              <ProductResultCard product={product} />
            </li>
          ))}
        </Stack>
      )}
      <TablePager count={page.count} page={filters.page} pageSize={filters.pageSize} noun={['product', 'products']} onPage={(next) => onChange({ page: next })} onPageSize={(pageSize) => onChange({ pageSize })} />
    </Stack>
  );
}
