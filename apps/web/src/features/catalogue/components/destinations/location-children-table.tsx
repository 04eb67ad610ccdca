import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../../../components/responsive-table';
import type { LocationSummary } from '@ua/contracts';
import { Link } from 'react-router';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { levelLabel } from '../../../../entities/place/location-levels';
import { StatusBadge } from '../common/status-badge';

const MAX_TAGS = 3;

function PlaceLink({ place }: { place: LocationSummary }) {
  return (
    <Anchor component={Link} to={cataloguePaths.destination(place.id)} fw={600} size="sm" c="inherit" aria-label={`${place.name}, ${levelLabel(place.level)}${place.active ? '' : ', inactive'}`} style={{ overflowWrap: 'anywhere' }}>
      {place.name}
    </Anchor>
  );
}

const inside = (place: LocationSummary) => (place.children_count > 0 ? `${place.children_count} ${place.children_count === 1 ? 'place' : 'places'}` : '—');

function Tags({ place }: { place: LocationSummary }) {
  const more = place.tags.length - MAX_TAGS;
  return (
    <Group gap={4} wrap="nowrap">
      {place.tags.slice(0, MAX_TAGS).map((tag) => (
        <Badge key={tag.id} size="sm" variant="light" color="gray" radius="sm" tt="none">
          {tag.name}
        </Badge>
      ))}
      {more > 0 && (
        <Text span size="xs" c="dimmed" title={place.tags.map((tag) => tag.name).join(', ')}>
          +{more}
        </Text>
      )}
    </Group>
  );
}

/** One place on a phone, still compact: name and state, then what is inside and its tags. */
function PlaceRowCard({ place }: { place: LocationSummary }) {
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <PlaceLink place={place} />
        <StatusBadge active={place.active} />
      </Group>
      <Group gap="xs" wrap="nowrap" mt={4} style={{ overflow: 'hidden' }}>
        {place.children_count > 0 && (
          <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
            {inside(place)} inside
          </Text>
        )}
        <Tags place={place} />
      </Group>
    </>
  );
}

/** The children as compact rows, one line each: name, what is inside, tags and state; on a phone, two-line cards. */
export function LocationChildrenTable({ places, label, dimmed }: { places: LocationSummary[]; label: string; dimmed: boolean }) {
  const table = (
    <Table verticalSpacing={6} highlightOnHover aria-label={label} aria-busy={dimmed} style={{ opacity: dimmed ? 0.6 : 1 }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Place</Table.Th>
          <Table.Th>Inside</Table.Th>
          <Table.Th>Tags</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {places.map((place) => (
          <Table.Tr key={place.id}>
            <Table.Td>
              <PlaceLink place={place} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {inside(place)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Tags place={place} />
            </Table.Td>
            <Table.Td>
              <StatusBadge active={place.active} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return <ResponsiveTable label={label} rows={places} rowKey={(place) => place.id} busy={dimmed} table={table} minWidth={600} card={(place) => <PlaceRowCard place={place} />} />;
}
