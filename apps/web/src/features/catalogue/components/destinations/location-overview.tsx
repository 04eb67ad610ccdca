import { Anchor, Badge, Card, DataList, Grid, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LocationDetail } from '@ua/contracts';
import { Link } from 'react-router';
import { IconExternalLink, IconPhoto, IconTag } from '@tabler/icons-react';
import { useViewer } from '../../../../hooks/use-viewer';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { StatusBadge } from '../common/status-badge';
import { LocationActions } from './location-actions';

function formatCoordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
}

function mapHref(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=12/${latitude}/${longitude}`;
}

/** A location's own page: what it is, its pictures and tags, where it lies, and what the catalogue holds there. */
export function LocationOverview({ location }: { location: LocationDetail }) {
  const { can } = useViewer();

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="flex-start" gap="md" mb="md">
        <div style={{ minWidth: 0 }}>
          <Group gap="sm" align="center">
            <Title order={2} size="h3">
              {location.name}
            </Title>
            <Badge variant="light" color="cyan" radius="sm" tt="none">
              {location.level_label}
            </Badge>
            {!location.active && <StatusBadge active={false} />}
          </Group>
          {location.tags.length > 0 && (
            <Group gap={6} mt="xs" role="group" aria-label="Tags">
              {location.tags.map((tag) => (
                <Badge key={tag.id} variant="outline" color="gray" radius="sm" tt="none" leftSection={<IconTag size={12} />}>
                  {tag.name}
                </Badge>
              ))}
            </Group>
          )}
        </div>
        {can('locations.manage') && <LocationActions location={location} />}
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Text size="sm" c={location.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
              {location.description || 'No description yet.'}
            </Text>
            {location.image_urls.length > 0 ? (
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" aria-label="Pictures">
                {location.image_urls.map((url, index) => (
                  <Anchor key={url} href={url} target="_blank" rel="noopener noreferrer" aria-label={`Open picture ${index + 1} of ${location.name}`}>
                    <Image src={url} alt={`${location.name}, picture ${index + 1}`} h={130} radius="md" fit="cover" />
                  </Anchor>
                ))}
              </SimpleGrid>
            ) : (
              <Group gap={6} c="dimmed">
                <IconPhoto size={16} />
                <Text size="sm">No pictures yet.</Text>
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DataList size="sm" labelWidth={110}>
            <DataList.Item>
              <DataList.ItemLabel>Slug</DataList.ItemLabel>
              <DataList.ItemValue>
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {location.slug}
                </Text>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Coordinates</DataList.ItemLabel>
              <DataList.ItemValue>
                {location.latitude !== null && location.longitude !== null ? (
                  <Stack gap={2}>
                    <Text size="sm">
                      {formatCoordinate(location.latitude, 'N', 'S')}, {formatCoordinate(location.longitude, 'E', 'W')}
                    </Text>
                    <Anchor href={mapHref(location.latitude, location.longitude)} target="_blank" rel="noopener noreferrer" size="sm">
                      <Group gap={4} wrap="nowrap">
                        Open the map <IconExternalLink size={14} />
                      </Group>
                    </Anchor>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    Not set
                  </Text>
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Places inside</DataList.ItemLabel>
              <DataList.ItemValue>{location.children_count}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Products</DataList.ItemLabel>
              <DataList.ItemValue>
                {can('products.view') && location.product_count > 0 ? (
                  <Anchor component={Link} to={cataloguePaths.productsWhere({ location: location.id })} size="sm">
                    {location.product_count} {location.product_count === 1 ? 'product' : 'products'} here
                  </Anchor>
                ) : (
                  `${location.product_count}`
                )}
              </DataList.ItemValue>
            </DataList.Item>
            {can('suppliers.view') && (
              <DataList.Item>
                <DataList.ItemLabel>Suppliers</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Anchor component={Link} to={cataloguePaths.suppliersServing(location.id)} size="sm">
                    Who serves {location.name}
                  </Anchor>
                </DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
