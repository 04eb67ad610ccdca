import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { SUPPLIER_TYPE_LABELS, type SupplierSummary } from '@ua/contracts';
import { Link } from 'react-router';
import { ResponsiveTable, type SortOption } from '../../../../components/responsive-table';
import { SortableHeader } from '../../../../components/sortable-header';
import { TableSkeletonRows } from '../../../../components/table-skeleton';
import { cataloguePaths } from '../../utils/catalogue-paths';
import type { SupplierOrdering } from './supplier-filters-bar';
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

const SORTS: readonly SortOption<'name' | 'rating'>[] = [
  { key: 'name', label: 'Name', ascending: 'A to Z', descending: 'Z to A' },
  { key: 'rating', label: 'Rating', ascending: 'lowest first', descending: 'highest first' },
];

const served = (supplier: SupplierSummary) =>
  supplier.locations.length === 0
    ? '—'
    : supplier.locations
        .slice(0, PLACES_SHOWN)
        .map((place) => place.name)
        .join(', ') + (supplier.locations.length > PLACES_SHOWN ? ` +${supplier.locations.length - PLACES_SHOWN}` : '');

const terms = (supplier: SupplierSummary) => (supplier.payment_terms_days === 0 ? 'On booking' : `${supplier.payment_terms_days} days`);

function SupplierLink({ supplier }: { supplier: SupplierSummary }) {
  // The row or card opens the supplier on a click too; the link keeps that from happening twice.
  return (
    <Anchor component={Link} to={cataloguePaths.supplier(supplier.id)} fw={600} size="sm" c="inherit" onClick={(event) => event.stopPropagation()} style={{ overflowWrap: 'anywhere' }}>
      {supplier.display_name}
    </Anchor>
  );
}

function TypeBadge({ supplier }: { supplier: SupplierSummary }) {
  return (
    <Badge variant="light" color={SUPPLIER_TYPE_COLORS[supplier.type]} radius="sm" tt="none" miw="max-content">
      {SUPPLIER_TYPE_LABELS[supplier.type]}
    </Badge>
  );
}

function Rating({ rating }: { rating: number | null }) {
  if (rating === null) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text size="sm">{rating.toFixed(1)}</Text>
    </Group>
  );
}

const contactLine = (supplier: SupplierSummary) => {
  const contact = supplier.primary_contact;
  return contact ? (contact.phone ?? contact.whatsapp ?? contact.email) : null;
};

/** One supplier on a phone: name, type and state, where it serves, whom to call, rating and terms. */
function SupplierCard({ supplier }: { supplier: SupplierSummary }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <SupplierLink supplier={supplier} />
          <Text size="xs" c="dimmed">
            {supplier.legal_name} · {supplier.product_count} {supplier.product_count === 1 ? 'product' : 'products'}
          </Text>
        </div>
        <StatusBadge active={supplier.active} />
      </Group>
      <Group gap="xs">
        <TypeBadge supplier={supplier} />
        <Rating rating={supplier.rating} />
        <Text size="xs" c="dimmed">
          Terms: {terms(supplier)}
        </Text>
      </Group>
      <Text size="sm" lineClamp={2}>
        Serves {served(supplier)}
      </Text>
      <Text size="sm" c={supplier.primary_contact ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {supplier.primary_contact ? `${supplier.primary_contact.name} · ${contactLine(supplier)}` : 'No contact'}
      </Text>
    </Stack>
  );
}

export function SupplierTable({ suppliers, ordering, onSort, onOpen, isFetching }: SupplierTableProps) {
  const table = (
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
                  <SupplierLink supplier={supplier} />
                  <Text size="xs" c="dimmed">
                    {supplier.legal_name} · {supplier.product_count} {supplier.product_count === 1 ? 'product' : 'products'}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <TypeBadge supplier={supplier} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {served(supplier)}
                </Text>
              </Table.Td>
              <Table.Td>
                {supplier.primary_contact ? (
                  <Stack gap={0}>
                    <Text size="sm">{supplier.primary_contact.name}</Text>
                    <Text size="xs" c="dimmed">
                      {contactLine(supplier)}
                    </Text>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Rating rating={supplier.rating} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {terms(supplier)}
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
  );
  return (
    <ResponsiveTable
      label="Suppliers"
      rows={suppliers}
      rowKey={(supplier) => supplier.id}
      busy={isFetching}
      table={table}
      minWidth={980}
      onOpen={onOpen}
      sort={{ options: SORTS, ordering, onSort }}
      card={(supplier) => <SupplierCard supplier={supplier} />}
    />
  );
}
