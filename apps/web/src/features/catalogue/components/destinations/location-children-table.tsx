import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { LocationSummary } from '@ua/contracts';
import { Link } from 'react-router';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { levelLabel } from '../../utils/location-levels';
import { StatusBadge } from '../common/status-badge';

const MAX_TAGS = 3;

/** The children as compact rows, one line each: name, what is inside, tags and state. */
export function LocationChildrenTable({ places, label, dimmed }: { places: LocationSummary[]; label: string; dimmed: boolean }) {
  return (
    <Table.ScrollContainer minWidth={600}>
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
          {places.map((place) => {
            const more = place.tags.length - MAX_TAGS;
            return (
              <Table.Tr key={place.id}>
                <Table.Td>
                  <Anchor component={Link} to={cataloguePaths.destination(place.id)} fw={600} size="sm" c="inherit" aria-label={`${place.name}, ${levelLabel(place.level)}${place.active ? '' : ', inactive'}`}>
                    {place.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {place.children_count > 0 ? `${place.children_count} ${place.children_count === 1 ? 'place' : 'places'}` : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td>
                  <StatusBadge active={place.active} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
