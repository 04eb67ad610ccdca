import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { SUPPLIER_TYPE_LABELS, type SupplierSummary } from '@ua/contracts';
import { Link } from 'react-router';
import { SortableHeader } from '../../../../components/sortable-header';
import { TableSkeletonRows } from '../../../../components/table-skeleton';
import { cataloguePaths } from '../../utils/catalogue-paths';
import type { SupplierOrdering } from '../../utils/supplier-filters';
import { IconStarFilled } from '@tabler/icons-react';
import { StatusBadge } from '../common/status-badge';
import { SUPPLIER_TYPE_COLORS } from './supplier-type-colors';

type SupplierTableProps = {
  suppliers: SupplierSummary[] | undefined;
  ordering: SupplierOrdering;
  onSort: (ordering: SupplierOrdering) => void;
  onOpen: (supplier: SupplierSummary) => void;
  /** A newer page is on its way: the rows shown are the previous page's. */
  isFetching: boolean;
};

const COLUMNS = 7;
const PLACES_SHOWN = 3;

export function SupplierTable({ suppliers, ordering, onSort, onOpen, isFetching }: SupplierTableProps) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Suppliers" aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label="Supplier" sortKey="name" ordering={ordering} onSort={onSort} />
            <Table.Th>Type</Table.Th>
            <Table.Th>Serves</Table.Th>
            <Table.Th>Contact</Table.Th>
            <SortableHeader label="Rating" sortKey="rating" ordering={ordering} onSort={onSort} />
            <Table.Th>Terms</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suppliers === undefined ? (
            <TableSkeletonRows columns={COLUMNS} />
          ) : (
            suppliers.map((supplier) => (
              <Table.Tr key={supplier.id} onClick={() => onOpen(supplier)} style={{ cursor: 'pointer' }}>
                <Table.Td>
                  <Stack gap={0}>
                    <Anchor component={Link} to={cataloguePaths.supplier(supplier.id)} fw={600} size="sm" c="inherit" onClick={(event) => event.stopPropagation()}>
                      {supplier.display_name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {supplier.legal_name} · {supplier.product_count} {supplier.product_count === 1 ? 'product' : 'products'}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={SUPPLIER_TYPE_COLORS[supplier.type]} radius="sm" tt="none" miw="max-content">
                    {SUPPLIER_TYPE_LABELS[supplier.type]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {supplier.locations.length === 0
                      ? '—'
                      : supplier.locations
                          .slice(0, PLACES_SHOWN)
                          .map((place) => place.name)
                          .join(', ') + (supplier.locations.length > PLACES_SHOWN ? ` +${supplier.locations.length - PLACES_SHOWN}` : '')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {supplier.primary_contact ? (
                    <Stack gap={0}>
                      <Text size="sm">{supplier.primary_contact.name}</Text>
                      <Text size="xs" c="dimmed">
                        {supplier.primary_contact.phone ?? supplier.primary_contact.whatsapp ?? supplier.primary_contact.email}
                      </Text>
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {supplier.rating === null ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <Group gap={4} wrap="nowrap">
                      <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" />
                      <Text size="sm">{supplier.rating.toFixed(1)}</Text>
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {supplier.payment_terms_days === 0 ? 'On booking' : `${supplier.payment_terms_days} days`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge active={supplier.active} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
