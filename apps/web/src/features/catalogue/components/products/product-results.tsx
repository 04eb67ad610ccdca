import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ProductPage } from '@ua/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { PackageIcon, SearchIcon } from '../../../../components/icons';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { TablePager } from '../../../../components/table-pager';
import { NO_PRODUCT_FILTERS, type ProductFilters } from '../../utils/product-filters';
import { ProductResultCard } from './product-result-card';

type ProductResultsProps = {
  results: UseQueryResult<ProductPage>;
  filters: ProductFilters;
  onChange: (patch: Partial<ProductFilters>) => void;
  filtered: boolean;
  /** The filters as typed cannot be asked (a price that is not rupees): nothing was searched. */
  invalid: boolean;
};

/** The page of matching products, as cards, with the count and the pages. */
export function ProductResults({ results, filters, onChange, filtered, invalid }: ProductResultsProps) {
  const page = results.data;

  if (invalid) {
    return <ListEmptyState icon={<SearchIcon size={26} />} title="Check the filters" description="A price is not in rupees, or the range is upside down: see the filters." />;
  }
  if (results.isError && !page) return <QueryErrorAlert error={results.error} what="the products" onRetry={() => void results.refetch()} />;
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
        icon={filtered ? <SearchIcon size={26} /> : <PackageIcon size={26} />}
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
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {page.count} {page.count === 1 ? 'product' : 'products'}
          {filters.q && ` for “${filters.q}”`}
        </Text>
      </Group>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none', opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }} aria-label="Products" aria-busy={results.isPlaceholderData}>
        {page.results.map((product) => (
          <li key={product.id}>
            <ProductResultCard product={product} />
          </li>
        ))}
      </Stack>
      <TablePager count={page.count} page={filters.page} pageSize={filters.pageSize} noun={['product', 'products']} onPage={(next) => onChange({ page: next })} onPageSize={(pageSize) => onChange({ pageSize })} />
    </Stack>
  );
}
