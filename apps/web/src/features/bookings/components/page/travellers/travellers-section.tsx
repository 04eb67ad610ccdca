import { useState } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Booking, Traveller } from '@ua/contracts';
import { IconPencil, IconStarFilled } from '@tabler/icons-react';
import { ResponsiveTable } from '../../../../../components/responsive-table';
import { isSettled, TRAVELLER_KIND_LABELS } from '../booking-format';
import { EditTravellersDrawer } from './edit-travellers-drawer';
import { TravellerDocument } from './traveller-document';

function TravellerName({ traveller }: { traveller: Traveller }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={traveller.lead ? 600 : undefined}>
        {traveller.name}
      </Text>
      {traveller.lead && (
        <Text span c="yellow.6" display="inline-flex" role="img" aria-label="Lead traveller" title="Lead traveller">
          <IconStarFilled size={14} aria-hidden />
        </Text>
      )}
    </Group>
  );
}

const ageText = (traveller: Traveller) => (traveller.age === null ? '—' : String(traveller.age));

/** Who travels: names, kinds and ages as suppliers need them, and ID documents, masked. */
export function TravellersSection({ booking, canManage }: { booking: Booking; canManage: boolean }) {
  const [editing, setEditing] = useState(false);
  const editable = canManage && !isSettled(booking.status);
  const rows = booking.travellers;

  return (
    <Stack gap="sm" component="section" aria-labelledby="booking-travellers-heading">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="booking-travellers-heading">
          Travellers
        </Title>
        {editable && (
          <Button variant="default" size="xs" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
            Edit travellers
          </Button>
        )}
      </Group>
      <ResponsiveTable
        label="Travellers"
        rows={rows}
        rowKey={(traveller) => traveller.id}
        busy={false}
        minWidth={560}
        table={
          <Table verticalSpacing="xs" aria-label="Travellers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Age</Table.Th>
                <Table.Th>ID document</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((traveller) => (
                <Table.Tr key={traveller.id}>
                  <Table.Td>
                    <TravellerName traveller={traveller} />
                  </Table.Td>
                  <Table.Td>{TRAVELLER_KIND_LABELS[traveller.kind]}</Table.Td>
                  <Table.Td>{ageText(traveller)}</Table.Td>
                  <Table.Td>
                    <TravellerDocument bookingId={booking.id} traveller={traveller} canReveal={canManage} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        }
        card={(traveller) => (
          <Stack gap={4}>
            <TravellerName traveller={traveller} />
            <Text size="sm" c="dimmed">
              {TRAVELLER_KIND_LABELS[traveller.kind]}
              {traveller.age !== null ? `, ${traveller.age}` : ''}
            </Text>
            <TravellerDocument bookingId={booking.id} traveller={traveller} canReveal={canManage} />
          </Stack>
        )}
      />
      {editable && <EditTravellersDrawer booking={booking} opened={editing} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
