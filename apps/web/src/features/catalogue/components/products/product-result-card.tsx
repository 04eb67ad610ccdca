import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ProductSummary } from '@ua/contracts';
import { Link, useLocation } from 'react-router';
import { IconMapPin } from '@tabler/icons-react';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { formatMoney } from '../../../../lib/money';
import { StarRating } from '../common/star-rating';
import { StatusBadge } from '../common/status-badge';
import { CATEGORY_COLORS } from './category-colors';

/** One result: what it is, where, from whom, and the lowest active price. */
export function ProductResultCard({ product }: { product: ProductSummary }) {
  const { search } = useLocation();
  return (
    <Card withBorder radius="lg" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={CATEGORY_COLORS[product.category.type_name]} radius="sm" tt="none">
              {product.category.label}
            </Badge>
            {product.star_rating !== null && <StarRating stars={product.star_rating} />}
            {!product.active && <StatusBadge active={false} />}
          </Group>
          {/* The search travels along, so the product page can lead back to the same results. */}
          <Anchor component={Link} to={cataloguePaths.product(product.id)} state={{ search }} fw={700} size="lg" c="inherit" style={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Anchor>
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconMapPin size={14} style={{ flex: 'none' }} />
            <Text size="sm" truncate>
              {product.location_trail.join(' › ')}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {product.supplier.display_name}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
          {product.price_from_paise === null ? (
            <Text size="sm" c="dimmed">
              No active price
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed">
                from
              </Text>
              <Text fw={800} size="xl" c="teal.9" aria-label={`from ${formatMoney(product.price_from_paise, product.currency)}`}>
                {formatMoney(product.price_from_paise, product.currency)}
              </Text>
            </>
          )}
          <Text size="xs" c="dimmed">
            {product.variant_count} {product.variant_count === 1 ? 'option' : 'options'}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
