import { Group, Select, TextInput } from '@mantine/core';
import type { ProductOrdering } from '@ua/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useFilterText } from '../../../../hooks/use-filter-text';
import { orderingsFor, type ProductFilters } from '../../utils/product-filters';

type ProductSearchBarProps = { filters: ProductFilters; onChange: (patch: Partial<ProductFilters>, options?: { replace?: boolean }) => void };

const ORDERING_LABELS: Record<ProductOrdering, string> = {
  relevance: 'Best match',
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  price: 'Price, lowest first',
  '-price': 'Price, highest first',
  newest: 'Newest first',
};

/** The free-text search (name, description, supplier and place names, typos forgiven) and the order. */
export function ProductSearchBar({ filters, onChange }: ProductSearchBarProps) {
  const search = useFilterText(filters.q, (value) => onChange({ q: value }, { replace: true }));
  const ordering = filters.ordering ?? (filters.q ? 'relevance' : 'name');
  const options = orderingsFor(filters).map((value) => ({ value, label: ORDERING_LABELS[value] }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Hotel, activity, supplier or place: try “munnar houseboat”"
        leftSection={<IconSearch size={18} />}
        size="md"
        type="search"
        value={search.text}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && search.flush()}
        style={{ flex: '1 1 280px' }}
      />
      <Select
        label="Sort by"
        size="md"
        data={options}
        value={ordering}
        // The default order is left out of the URL: relevance with a text query, name without.
        onChange={(value) => onChange({ ordering: value === (filters.q ? 'relevance' : 'name') ? undefined : (value as ProductOrdering) })}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
}
