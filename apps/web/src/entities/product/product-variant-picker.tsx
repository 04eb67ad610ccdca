import { useState, type ReactNode } from 'react';
import { Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ProductCategoryType, ProductSummary, Variant } from '@ua/contracts';
import { formatDay } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useProduct } from './get-product';
import { useProductSearch } from './search-products';

/** A product and one of its variants; either may be unchosen yet. */
export type ProductVariantChoice = { productId: number | undefined; variantId: number | undefined };

type ProductVariantPickerProps = {
  value: ProductVariantChoice;
  /** The choice, with the variant itself once one is chosen (its prices, season and capacity). */
  onChange: (choice: ProductVariantChoice, variant?: Variant) => void;
  /** Only products somewhere in this place (a day's destination). */
  location?: number;
  /** Only products of these categories (vehicles for a transport charge). */
  categories?: readonly ProductCategoryType[];
  productLabel?: ReactNode;
  variantLabel?: ReactNode;
  productError?: ReactNode;
  variantError?: ReactNode;
  required?: boolean;
};

const SEARCH_DELAY_MS = 250;
const RESULTS = 20;

type ProductOption = { value: number; label: string; name: string; detail: string };

function productOption(product: Pick<ProductSummary, 'id' | 'name' | 'supplier' | 'location_trail'>): ProductOption {
  const detail = [product.supplier.display_name, product.location_trail.at(-1)].filter(Boolean).join(' · ');
  return { value: product.id, label: `${product.name} — ${product.supplier.display_name}`, name: product.name, detail };
}

/** "Deluxe room · breakfast — ₹5,500, 1 Oct 2026 – 31 Mar 2027": what a variant sells for, and when. */
function variantLabelOf(variant: Pick<Variant, 'name' | 'sell_price_paise' | 'currency' | 'valid_from' | 'valid_to'>): string {
  return `${variant.name} — ${formatMoney(variant.sell_price_paise, variant.currency)}, ${formatDay(variant.valid_from)} – ${formatDay(variant.valid_to)}`;
}

/**
 * A product searched by name on the server (active ones only, typos forgiven), then one of its active
 * variants: the sellable option an itinerary item or a booking service is made of. Choosing another
 * product clears the variant, which belonged to the first.
 */
export function ProductVariantPicker({ value, onChange, location, categories, productLabel = 'Product', variantLabel = 'Variant', productError, variantError, required }: ProductVariantPickerProps) {
  const [search, setSearch] = useState('');
  // Products are searched once someone opens the box, not for every row that shows one.
  const [wanted, setWanted] = useState(false);
  const product = useProduct(value.productId);
  const currentOption: ProductOption | undefined =
    value.productId === undefined
      ? undefined
      : product.data
        ? productOption(product.data)
        : { value: value.productId, label: product.isError ? `Product #${value.productId}` : 'Loading…', name: '', detail: '' };
  // The chosen product's label fills the box: that is not a search.
  const typed = search === currentOption?.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const results = useProductSearch(
    { page_size: RESULTS, active: 'true', ...(debounced ? { q: debounced } : { ordering: 'name' }), ...(location !== undefined ? { location } : {}), ...(categories ? { category: [...categories] } : {}) },
    { enabled: wanted },
  );
  const found = (results.data?.results ?? []).filter((item) => item.id !== value.productId).map(productOption);
  const productData = [...(currentOption ? [currentOption] : []), ...found];
  const productsById = new Map(productData.map((option) => [option.value, option]));

  const variants = (product.data?.variants ?? []).filter((variant) => variant.active || variant.id === value.variantId);
  const variantData = variants.map((variant) => ({ value: variant.id, label: variantLabelOf(variant) }));

  return (
    <Stack gap="xs">
      <Select<number>
        label={productLabel}
        placeholder="Type a product or supplier"
        data={productData}
        value={value.productId ?? null}
        onChange={(id) => {
          if ((id ?? undefined) !== value.productId) onChange({ productId: id ?? undefined, variantId: undefined });
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        onDropdownOpen={() => setWanted(true)}
        filter={({ options }) => options}
        nothingFoundMessage={results.isFetching ? 'Searching…' : results.isError ? 'The products could not be searched' : 'No product matches'}
        rightSection={results.isFetching ? <Loader size={14} /> : undefined}
        renderOption={({ option }) => {
          const shown = productsById.get(option.value);
          return (
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm">{shown?.name || option.label}</Text>
              {shown?.detail && (
                <Text size="xs" c="dimmed" truncate>
                  {shown.detail}
                </Text>
              )}
            </Stack>
          );
        }}
        clearable={!required}
        required={required}
        error={productError}
      />
      <Select<number>
        label={variantLabel}
        placeholder={value.productId === undefined ? 'Choose a product first' : product.isPending ? 'Loading variants…' : variants.length === 0 ? 'No active variant' : 'Choose a variant'}
        data={variantData}
        value={value.variantId ?? null}
        onChange={(id) => onChange({ productId: value.productId, variantId: id ?? undefined }, variants.find((variant) => variant.id === id))}
        disabled={value.productId === undefined || variants.length === 0}
        rightSection={value.productId !== undefined && product.isPending ? <Loader size={14} /> : undefined}
        renderOption={({ option }) => {
          const variant = variants.find((candidate) => candidate.id === option.value);
          return variant ? (
            <Group justify="space-between" gap="sm" wrap="nowrap" w="100%">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm">{variant.name}</Text>
                <Text size="xs" c="dimmed">
                  {formatDay(variant.valid_from)} – {formatDay(variant.valid_to)} · up to {variant.max_travellers}
                </Text>
              </Stack>
              <Text size="sm" fw={600} style={{ flex: 'none' }}>
                {formatMoney(variant.sell_price_paise, variant.currency)}
              </Text>
            </Group>
          ) : (
            option.label
          );
        }}
        clearable={!required}
        required={required}
        error={variantError}
      />
    </Stack>
  );
}
