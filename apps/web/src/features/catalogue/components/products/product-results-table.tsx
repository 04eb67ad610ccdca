import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { ProductSummary } from '@ua/contracts';
import { Link, useLocation } from 'react-router';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { formatMoney } from '../../utils/money';
import { StatusBadge } from '../common/status-badge';
import { CATEGORY_COLORS } from './category-colors';

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/**
 * The results as compact rows, one line each: name, category, place, supplier, lowest price or
 * status. A page of 25 fits a screen; on a phone the table scrolls sideways.
 */
export function ProductResultsTable({ products, dimmed }: { products: ProductSummary[]; dimmed: boolean }) {
  const { search } = useLocation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        verticalSpacing={6}
        highlightOnHover
        aria-label="Products"
        aria-busy={dimmed}
        style={{ tableLayout: 'fixed', opacity: dimmed ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
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
                {/* The search travels along, so the product page can lead back to the same results. */}
                <Anchor component={Link} to={cataloguePaths.product(product.id)} state={{ search }} fw={600} size="sm" c="inherit" title={product.name}>
                  {product.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={CATEGORY_COLORS[product.category.type_name]} radius="sm" tt="none">
                  {product.category.label}
                </Badge>
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
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  {!product.active && <StatusBadge active={false} />}
                  {product.price_from_paise === null ? (
                    <Text span size="xs" c="dimmed">
                      No active price
                    </Text>
                  ) : (
                    <Text span size="sm" fw={700} c="teal.8" aria-label={`from ${formatMoney(product.price_from_paise, product.currency)}`}>
                      {formatMoney(product.price_from_paise, product.currency)}
                    </Text>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
