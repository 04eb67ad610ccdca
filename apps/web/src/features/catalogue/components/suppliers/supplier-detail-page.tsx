import { Anchor, Badge, Card, DataList, Grid, Group, Stack, Text } from '@mantine/core';
import { SUPPLIER_TYPE_LABELS } from '@ua/contracts';
import { Link, useParams } from 'react-router';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { positiveInt } from '../../../../lib/url-params';
import { useSupplier } from '../../../../entities/supplier/get-supplier';
import { useViewer } from '../../../../hooks/use-viewer';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { AreaIcon } from '../common/area-icon';
import { BackLink } from '../../../../components/back-link';
import { IconStarFilled } from '@tabler/icons-react';
import { DetailSkeleton } from '../../../../components/detail-skeleton';
import { NotFoundAlert } from '../../../../components/not-found-alert';
import { PageTitle } from '../../../../components/page-title';
import { StatusBadge } from '../common/status-badge';
import { SupplierActions } from './supplier-actions';
import { SupplierBankCard } from './supplier-bank-card';
import { SupplierContactsCard } from './supplier-contacts-card';
import { SUPPLIER_TYPE_COLORS } from './supplier-type-colors';
import { formatDate } from '../../../../lib/dates';

/** One supplier: whom to call, where they work, how and when they are paid. */
export function SupplierDetailPage() {
  const { supplierId } = useParams();
  const id = positiveInt(supplierId ?? null, 0) || undefined;
  const { can } = useViewer();
  const query = useSupplier(id);

  if (id === undefined) return <NotFoundAlert title="No such supplier" backTo={cataloguePaths.suppliers} backLabel="All suppliers" />;
  if (query.isPending) return <DetailSkeleton label="Loading the supplier" />;
  if (query.isError) return <QueryErrorAlert error={query.error} what="this supplier" onRetry={() => void query.refetch()} />;
  const supplier = query.data;

  return (
    <>
      <BackLink to={cataloguePaths.suppliers}>All suppliers</BackLink>
      <PageTitle
        icon={<AreaIcon area="suppliers" size={26} />}
        title={supplier.display_name}
        description={supplier.legal_name}
        actions={can('suppliers.manage') && <SupplierActions supplier={supplier} />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <SupplierContactsCard contacts={supplier.contacts} />
            <Card withBorder radius="lg" padding="lg">
              <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb="sm">
                Notes
              </Text>
              <Text size="sm" c={supplier.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
                {supplier.notes || 'No notes.'}
              </Text>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg">
              <DataList size="sm" labelWidth={120} withDivider>
                <DataList.Item>
                  <DataList.ItemLabel>Type</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Badge variant="light" color={SUPPLIER_TYPE_COLORS[supplier.type]} radius="sm" tt="none">
                      {SUPPLIER_TYPE_LABELS[supplier.type]}
                    </Badge>
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Status</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <StatusBadge active={supplier.active} />
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Rating</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {supplier.rating === null ? (
                      'Not rated'
                    ) : (
                      <Group gap={4}>
                        <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" />
                        {supplier.rating.toFixed(1)} of 5
                      </Group>
                    )}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Payment terms</DataList.ItemLabel>
                  <DataList.ItemValue>{supplier.payment_terms_days === 0 ? 'Paid on booking' : `${supplier.payment_terms_days} days after the service`}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Products</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {can('products.view') ? (
                      <Anchor component={Link} to={cataloguePaths.productsWhere({ supplier: supplier.id })} size="sm">
                        {supplier.product_count} active {supplier.product_count === 1 ? 'product' : 'products'}
                      </Anchor>
                    ) : (
                      `${supplier.product_count} active`
                    )}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Updated</DataList.ItemLabel>
                  <DataList.ItemValue>{formatDate(supplier.updated_at)}</DataList.ItemValue>
                </DataList.Item>
              </DataList>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb="sm">
                Serves
              </Text>
              {supplier.locations.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No places yet.
                </Text>
              ) : (
                <Group gap={6}>
                  {supplier.locations.map((place) =>
                    can('locations.view') ? (
                      <Badge key={place.id} component={Link} to={cataloguePaths.destination(place.id)} variant="light" color="cyan" radius="sm" tt="none" style={{ cursor: 'pointer' }}>
                        {place.name}
                      </Badge>
                    ) : (
                      <Badge key={place.id} variant="light" color="cyan" radius="sm" tt="none">
                        {place.name}
                      </Badge>
                    ),
                  )}
                </Group>
              )}
            </Card>
            <SupplierBankCard details={supplier.bank_details} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
