import type { ReactNode } from 'react';
import { Button, Checkbox, Divider, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { PRODUCT_CATEGORY_LABELS, PRODUCT_CATEGORY_TYPES, type ProductCategoryType } from '@ua/contracts';
import { useFilterText } from '../../../../hooks/use-filter-text';
import { errorFor, type FieldErrors } from '../../../../lib/field-errors';
import { useProductFacets } from '../../api/get-product-facets';
import { useViewer } from '../../../../hooks/use-viewer';
import { facetQuery, hasProductFilters, NO_PRODUCT_FILTERS, offersHotelFacets, type ProductFilters } from '../../utils/product-filters';
import { PlacePicker } from '../../../../entities/place/place-picker';
import { SupplierPicker } from '../../../../entities/supplier/supplier-picker';
import { HotelFacets } from './hotel-facets';
import { RupeeInput } from '../../../../components/rupee-input';

type ProductFiltersPanelProps = {
  filters: ProductFilters;
  onChange: (patch: Partial<ProductFilters>, options?: { replace?: boolean }) => void;
  errors: FieldErrors;
};

function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={8} component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb={6}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** Place, category, supplier, price in rupees, hotel facets and status: each change lands in the URL. */
export function ProductFiltersPanel({ filters, onChange, errors }: ProductFiltersPanelProps) {
  const { can } = useViewer();
  const valid = Object.keys(errors).length === 0;
  // Off while the filters are wrong: the counts would answer a different search.
  const facets = useProductFacets(facetQuery(filters), { enabled: valid });
  const counts = new Map((facets.data?.category ?? []).map((facet) => [facet.value, facet.count]));
  const replace = { replace: true };
  const priceFrom = useFilterText(filters.priceFrom, (priceFrom) => onChange({ priceFrom }, replace));
  const priceTo = useFilterText(filters.priceTo, (priceTo) => onChange({ priceTo }, replace));

  return (
    <Paper withBorder radius="lg" p="md" component="aside" aria-label="Filters">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Text fw={700}>Filters</Text>
          {hasProductFilters(filters) && (
            <Button variant="subtle" color="gray" size="compact-sm" onClick={() => onChange(NO_PRODUCT_FILTERS)}>
              Clear all
            </Button>
          )}
        </Group>
        {can('locations.view') && (
          <FilterSection title="Place">
            <PlacePicker ariaLabel="Place" placeholder="Anywhere" description="Everything inside it, at any level" value={filters.location} onChange={(location) => onChange({ location })} />
          </FilterSection>
        )}
        <FilterSection title="Category">
          {/* Each count is what the search holds of that category, the category filter aside: what choosing it would add. */}
          <Checkbox.Group value={filters.categories} onChange={(values) => onChange({ categories: values as ProductCategoryType[] })} aria-label="Category" aria-busy={facets.isFetching}>
            <Stack gap={6}>
              {PRODUCT_CATEGORY_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  size="sm"
                  disabled={counts.get(type) === 0 && !filters.categories.includes(type)}
                  label={
                    <Group gap={6} wrap="nowrap">
                      {PRODUCT_CATEGORY_LABELS[type]}
                      {counts.has(type) && (
                        <Text span size="xs" c="dimmed">
                          {counts.get(type)}
                        </Text>
                      )}
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </FilterSection>
        {can('suppliers.view') && (
          <FilterSection title="Supplier">
            <SupplierPicker ariaLabel="Supplier" placeholder="Any supplier" value={filters.supplier} onChange={(supplier) => onChange({ supplier })} />
          </FilterSection>
        )}
        <FilterSection title="Price (₹, any active variant)">
          <SimpleGrid cols={2} spacing="xs">
            <RupeeInput
              aria-label="Lowest price in rupees"
              placeholder="From"
              value={priceFrom.text}
              onChange={priceFrom.onChange}
              onKeyDown={(event) => event.key === 'Enter' && priceFrom.flush()}
              error={errorFor(errors, 'price_min')}
            />
            <RupeeInput aria-label="Highest price in rupees" placeholder="To" value={priceTo.text} onChange={priceTo.onChange} onKeyDown={(event) => event.key === 'Enter' && priceTo.flush()} error={errorFor(errors, 'price_max')} />
          </SimpleGrid>
        </FilterSection>
        {offersHotelFacets(filters) && (
          <>
            <Divider />
            <HotelFacets filters={filters} onChange={onChange} enabled={valid} />
          </>
        )}
        <Divider />
        <Switch label="Include inactive products" checked={filters.status === 'all'} onChange={(event) => onChange({ status: event.currentTarget.checked ? 'all' : 'active' })} />
      </Stack>
    </Paper>
  );
}
