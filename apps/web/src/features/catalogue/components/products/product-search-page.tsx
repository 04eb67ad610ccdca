import { useState } from 'react';
import { Button, Grid, Group, Paper, Stack } from '@mantine/core';
import { productSearchQuerySchema } from '@ua/contracts';
import { Link } from 'react-router';
import { IconFilter, IconPlus } from '@tabler/icons-react';
import { useUrlFilters } from '../../../../hooks/use-url-filters';
import { issuesToFieldErrors, type FieldErrors } from '../../../../lib/field-errors';
import { useProductSearch } from '../../../../entities/product/search-products';
import { useViewer } from '../../../../hooks/use-viewer';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { parseRupees } from '../../../../lib/money';
import { hasProductFilters, productSearchQuery, readProductFilters, writeProductFilters, type ProductFilters } from '../../utils/product-filters';
import { AreaIcon } from '../common/area-icon';
import { PageTitle } from '../../../../components/page-title';
import { PlaceSuggestions } from './place-suggestions';
import { ProductFiltersPanel } from './product-filters-panel';
import { ProductResults } from './product-results';
import { ProductSearchBar } from './product-search-bar';

const RUPEES_MESSAGE = 'Enter rupees, e.g. 2500';

/** What is wrong with the filters as typed: a price that is not rupees, a range upside down (the contract's rule). */
function filterErrors(filters: ProductFilters): FieldErrors {
  const errors: FieldErrors = {};
  if (filters.priceFrom && parseRupees(filters.priceFrom) === null) errors.price_min = RUPEES_MESSAGE;
  if (filters.priceTo && parseRupees(filters.priceTo) === null) errors.price_max = RUPEES_MESSAGE;
  const checked = productSearchQuerySchema.safeParse(productSearchQuery(filters));
  return checked.success ? errors : { ...issuesToFieldErrors(checked.error.issues), ...errors };
}

/**
 * Product search: free text (typo-tolerant on the server), place, category, supplier, price and the
 * hotel facets, the sort and the page, every one of them in the URL so a search can be shared.
 */
export function ProductSearchPage() {
  const { can } = useViewer();
  const [filters, update] = useUrlFilters(readProductFilters, writeProductFilters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const errors = filterErrors(filters);
  const valid = Object.keys(errors).length === 0;
  const results = useProductSearch(productSearchQuery(filters), { enabled: valid });

  return (
    <>
      <PageTitle
        icon={<AreaIcon area="products" size={26} />}
        title="Products"
        description="Stays, transfers, activities and packages: find them by place, type, price and hotel facets."
        actions={
          can('products.manage') && (
            <Button component={Link} to={cataloguePaths.newProduct} leftSection={<IconPlus size={18} />}>
              Add product
            </Button>
          )
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <ProductSearchBar filters={filters} onChange={update} />
            {filters.q && filters.location === undefined && can('locations.view') && <PlaceSuggestions text={filters.q} onPick={(location) => update({ location, q: '' })} />}
          </Stack>
        </Paper>
        <Group hiddenFrom="md">
          <Button variant="default" leftSection={<IconFilter size={16} />} onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen} aria-controls="product-filters">
            {filtersOpen ? 'Hide filters' : 'Filters'}
          </Button>
        </Group>
        <Grid gap="lg">
          {/* One panel: beside the results on wide screens, folded away behind "Filters" on phones. */}
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }} display={{ base: filtersOpen ? 'block' : 'none', md: 'block' }} id="product-filters">
            <ProductFiltersPanel filters={filters} onChange={update} errors={errors} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <ProductResults results={results} filters={filters} onChange={update} filtered={hasProductFilters(filters)} invalid={!valid} />
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
