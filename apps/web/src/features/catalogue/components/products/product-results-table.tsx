import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../../../components/responsive-table';
import type { ProductSummary } from '@ua/contracts';
import { Link, useLocation } from 'react-router';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { formatMoney } from '../../../../lib/money';
import { StatusBadge } from '../common/status-badge';
import { CATEGORY_COLORS } from './category-colors';

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

function ProductLink({ product, search }: { product: ProductSummary; search: string }) {
  // The search travels along, so the product page can lead back to the same results.
  return (
    <Anchor component={Link} to={cataloguePaths.product(product.id)} state={{ search }} fw={600} size="sm" c="inherit" title={product.name}>
      {product.name}
    </Anchor>
  );
}

function CategoryBadge({ product }: { product: ProductSummary }) {
  return (
    <Badge size="sm" variant="light" color={CATEGORY_COLORS[product.category.type_name]} radius="sm" tt="none" style={{ flex: 'none' }}>
      {product.category.label}
    </Badge>
  );
}

function PriceFrom({ product }: { product: ProductSummary }) {
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap" style={{ flex: 'none' }}>
      {!product.active && <StatusBadge active={false} />}
      {product.price_from_paise === null ? (
        <Text span size="xs" c="dimmed">
          No active price
        </Text>
      ) : (
        <Text span size="sm" fw={700} c="teal.9" aria-label={`from ${formatMoney(product.price_from_paise, product.currency)}`}>
          {formatMoney(product.price_from_paise, product.currency)}
        </Text>
      )}
    </Group>
  );
}

/** One result on a phone, still compact: name and price, then category, place and supplier. */
function ProductRowCard({ product, search }: { product: ProductSummary; search: string }) {
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <ProductLink product={product} search={search} />
        </Text>
        <PriceFrom product={product} />
      </Group>
      <Group gap={6} wrap="nowrap" mt={4}>
        <CategoryBadge product={product} />
        <Text size="xs" c="dimmed" truncate title={`${product.location_trail.join(' › ')} · ${product.supplier.display_name}`}>
          {product.location.name} · {product.supplier.display_name}
        </Text>
      </Group>
    </>
  );
}

/**
 * The results as compact rows, one line each: name, category, place, supplier, lowest price or
 * status. A page of 25 fits a screen; on a phone each row is a two-line card.
 */
export function ProductResultsTable({ products, dimmed }: { products: ProductSummary[]; dimmed: boolean }) {
  const { search } = useLocation();
  const table = (
    <Table verticalSpacing={6} highlightOnHover aria-label="Products" aria-busy={dimmed} style={{ tableLayout: 'fixed', opacity: dimmed ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="30%">Product</Table.Th>
          <Table.Th w={130}>Category</Table.Th>
          <Table.Th>Place</Table.Th>
          <Table.Th>Supplier</Table.Th>
          <Table.Th w={130} ta="right">
            From
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {products.map((product) => (
          <Table.Tr key={product.id}>
            <Table.Td style={oneLine}>
              <ProductLink product={product} search={search} />
            </Table.Td>
            <Table.Td>
              <CategoryBadge product={product} />
            </Table.Td>
            <Table.Td style={oneLine} title={product.location_trail.join(' › ')}>
              <Text span size="sm">
                {product.location.name}
              </Text>
              {product.location_trail.length > 1 && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {product.location_trail.slice(0, -1).reverse().join(' › ')}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={oneLine} title={product.supplier.display_name}>
              <Text span size="sm">
                {product.supplier.display_name}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <PriceFrom product={product} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <ResponsiveTable
      label="Products"
      rows={products}
      rowKey={(product) => product.id}
      busy={dimmed}
      table={table}
      minWidth={760}
      card={(product) => <ProductRowCard product={product} search={search} />}
    />
  );
}
