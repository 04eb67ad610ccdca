import { Anchor, Badge, Button, Card, DataList, Grid, Group, Stack, Text } from '@mantine/core';
import type { ProductDetail } from '@ua/contracts';
import { Link, useLocation, useParams } from 'react-router';
import { IconPencil } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { positiveInt } from '../../../../lib/url-params';
import { useProduct } from '../../../../entities/product/get-product';
import { useViewer } from '../../../../hooks/use-viewer';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { formatMoney } from '../../../../lib/money';
import { AreaIcon } from '../common/area-icon';
import { BackLink } from '../../../../components/back-link';
import { DetailSkeleton } from '../../../../components/detail-skeleton';
import { NotFoundAlert } from '../../../../components/not-found-alert';
import { PageTitle } from '../../../../components/page-title';
import { StarRating } from '../common/star-rating';
import { StatusBadge } from '../common/status-badge';
import { CATEGORY_COLORS } from './category-colors';
import { ProductAttributesCard } from './product-attributes-card';
import { VariantsTable } from './variants-table';

function priceRange(product: ProductDetail): string {
  if (product.price_from_paise === null) return 'No active price';
  const from = formatMoney(product.price_from_paise, product.currency);
  return product.price_to_paise !== null && product.price_to_paise !== product.price_from_paise ? `${from} to ${formatMoney(product.price_to_paise, product.currency)}` : from;
}

/** A product with its place, its supplier, its category's details, and its variants to sell. */
export function ProductDetailPage() {
  const { productId } = useParams();
  const { state } = useLocation();
  const { can } = useViewer();
  const id = positiveInt(productId ?? null, 0) || undefined;
  const query = useProduct(id);
  // Opened from the search, the way back keeps its filters.
  const fromSearch = typeof (state as { search?: unknown } | null)?.search === 'string' ? (state as { search: string }).search : '';
  const back = <BackLink to={`${cataloguePaths.products}${fromSearch}`}>{fromSearch ? 'Back to the results' : 'All products'}</BackLink>;

  if (id === undefined) return <NotFoundAlert title="No such product" backTo={cataloguePaths.products} backLabel="All products" />;
  if (query.isPending) return <DetailSkeleton label="Loading the product" />;
  if (query.isError) {
    return (
      <>
        {back}
        <QueryErrorAlert error={query.error} what="this product" onRetry={() => void query.refetch()} />
      </>
    );
  }
  const product = query.data;

  return (
    <>
      {back}
      <PageTitle
        icon={<AreaIcon area="products" size={26} />}
        title={product.name}
        description={
          <Group gap={6} component="span" wrap="wrap">
            {product.breadcrumb.map((place, index) => (
              <Text span key={place.id} size="sm" c="dimmed">
                {index > 0 && '› '}
                {can('locations.view') ? (
                  <Anchor component={Link} to={cataloguePaths.destination(place.id)} size="sm" c="dimmed">
                    {place.name}
                  </Anchor>
                ) : (
                  place.name
                )}
              </Text>
            ))}
          </Group>
        }
        actions={
          can('products.manage') && (
            <Button component={Link} to={cataloguePaths.editProduct(product.id)} variant="default" leftSection={<IconPencil size={16} />}>
              Edit product
            </Button>
          )
        }
      />
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Card withBorder radius="lg" padding="lg">
                <Group gap="xs" mb="sm">
                  <Badge variant="light" color={CATEGORY_COLORS[product.category.type_name]} radius="sm" tt="none">
                    {product.category.label}
                  </Badge>
                  {product.star_rating !== null && <StarRating stars={product.star_rating} size={16} />}
                  <StatusBadge active={product.active} />
                </Group>
                <Text size="sm" c={product.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
                  {product.description || 'No description yet.'}
                </Text>
              </Card>
              <ProductAttributesCard product={product} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="lg" padding="lg">
              <DataList size="sm" labelWidth={110} withDivider>
                <DataList.Item>
                  <DataList.ItemLabel>Price</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Text fw={700} c="teal.9" size="sm">
                      {priceRange(product)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Sell price of the active INR variants
                    </Text>
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Supplier</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {can('suppliers.view') ? (
                      <Anchor component={Link} to={cataloguePaths.supplier(product.supplier.id)} size="sm">
                        {product.supplier.display_name}
                      </Anchor>
                    ) : (
                      product.supplier.display_name
                    )}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Place</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Anchor component={Link} to={cataloguePaths.productsWhere({ location: product.location.id })} size="sm">
                      More in {product.location.name}
                    </Anchor>
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Variants</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {product.variant_count} active of {product.variants.length}
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList>
            </Card>
          </Grid.Col>
        </Grid>
        <VariantsTable product={product} canManage={can('products.manage')} />
      </Stack>
    </>
  );
}
