import { useEffect, useRef, useState } from 'react';
import { Button, Card, Group, Table, Text } from '@mantine/core';
import type { ProductDetail } from '@ua/contracts';
import { IconPlus } from '@tabler/icons-react';
import { TableScroll } from '../../../../components/table-scroll';
import { todayIso } from '../../../../lib/dates';
import { VariantEditorRow } from './variant-editor-row';
import { VariantRow } from './variant-row';

type VariantsTableProps = { product: ProductDetail; canManage: boolean };

/** Every variant of a product, inactive ones too; holders of products.manage edit a row in place or add one. */
export function VariantsTable({ product, canManage }: VariantsTableProps) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const ended = useRef<number | 'new' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const finish = () => {
    ended.current = editing;
    setEditing(null);
  };

  // A row's editor (and the below-cost question it asks) leaves with the focus inside it: focus goes
  // back to what opened it, the variant's Edit button or Add variant, unless it has gone somewhere already.
  useEffect(() => {
    const which = ended.current;
    ended.current = null;
    if (editing !== null || which === null) return;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    (which === 'new' ? addButton.current : editButtons.current.get(which))?.focus();
  }, [editing]);

  const today = todayIso();
  const columns = canManage ? 9 : 8;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Variants">
      <Group justify="space-between" mb="sm">
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
            Variants
          </Text>
          <Text size="sm" c="dimmed">
            The options sold: {product.variants.length} in all, {product.variant_count} active.
          </Text>
        </div>
        {canManage && (
          <Button ref={addButton} variant="light" size="sm" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} disabled={editing === 'new'}>
            Add variant
          </Button>
        )}
      </Group>
      <TableScroll label={`Variants of ${product.name}`} minWidth={canManage ? 1000 : 940}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={`Variants of ${product.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Variant</Table.Th>
              <Table.Th ta="right">Cost</Table.Th>
              <Table.Th ta="right">Sell</Table.Th>
              <Table.Th ta="right">Margin</Table.Th>
              <Table.Th>Currency</Table.Th>
              <Table.Th ta="center">Max travellers</Table.Th>
              <Table.Th>Season</Table.Th>
              <Table.Th>Status</Table.Th>
              {canManage && <Table.Th aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {product.variants.map((variant) =>
              editing === variant.id ? (
                <VariantEditorRow key={variant.id} productId={product.id} variant={variant} today={today} columns={columns} onDone={finish} />
              ) : (
                <VariantRow
                  key={variant.id}
                  variant={variant}
                  today={today}
                  onEdit={canManage ? () => setEditing(variant.id) : undefined}
                  editRef={(button) => {
                    if (button) editButtons.current.set(variant.id, button);
                    else editButtons.current.delete(variant.id);
                  }}
                />
              ),
            )}
            {editing === 'new' && <VariantEditorRow productId={product.id} today={today} columns={columns} onDone={finish} />}
            {product.variants.length === 0 && editing !== 'new' && (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    No variants yet: nothing of this product can be sold until one is added.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}
