import { Badge, Card, DataList, Group, Text } from '@mantine/core';
import type { ProductDetail } from '@ua/contracts';
import { attributeLines } from '../../utils/product-attributes';

/** The category's own details: a hotel's meal plans and amenities, a cab's seats, an activity's duration. */
export function ProductAttributesCard({ product }: { product: ProductDetail }) {
  const lines = attributeLines(product.category.type_name, product.attributes);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb="sm">
        {product.category.label} details
      </Text>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          None recorded.
        </Text>
      ) : (
        <DataList size="sm" labelWidth={120}>
          {lines.map((line) => (
            <DataList.Item key={line.label}>
              <DataList.ItemLabel>{line.label}</DataList.ItemLabel>
              <DataList.ItemValue>
                {Array.isArray(line.value) ? (
                  <Group gap={4}>
                    {line.value.map((value) => (
                      <Badge key={value} variant="light" color="gray" radius="sm" tt="none">
                        {value}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  line.value
                )}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      )}
    </Card>
  );
}
