import { Anchor, Badge, Box, Card, Group, Image, Text } from '@mantine/core';
import type { LocationSummary } from '@ua/contracts';
import { Link } from 'react-router';
import { IconChevronRight, IconMapPin } from '@tabler/icons-react';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { levelLabel } from '../../../../entities/place/location-levels';
import { StatusBadge } from '../common/status-badge';

const MAX_TAGS = 4;

/** One child in the drill-down: its picture, name, tags (carried by the level list) and state, leading a level further down. */
export function LocationChildCard({ location }: { location: LocationSummary }) {
  const shown = location.tags.slice(0, MAX_TAGS);
  const more = location.tags.length - shown.length;

  return (
    // The name is the link, stretched over the whole card (ua-stretched-link), so the name a screen
    // reader reads begins with the name shown (WCAG 2.5.3), followed by the level and state.
    <Card component="article" aria-label={location.name} withBorder radius="lg" padding={0} pos="relative" style={{ opacity: location.active ? 1 : 0.7 }}>
      {location.image_url ? (
        <Image src={location.image_url} alt="" h={110} fit="cover" />
      ) : (
        <Box h={110} style={{ background: 'linear-gradient(135deg, var(--mantine-color-teal-1), var(--mantine-color-cyan-0))', display: 'grid', placeItems: 'center' }} c="teal.5">
          <IconMapPin size={32} />
        </Box>
      )}
      <Box p="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor
            component={Link}
            to={cataloguePaths.destination(location.id)}
            aria-label={`${location.name}, ${levelLabel(location.level)}${location.active ? '' : ', inactive'}`}
            className="ua-stretched-link"
            fw={700}
            c="inherit"
            underline="never"
            truncate
          >
            {location.name}
          </Anchor>
          <IconChevronRight size={16} color="var(--mantine-color-gray-5)" />
        </Group>
        <Group gap="xs" mt={4}>
          <Text size="xs" c="dimmed">
            {levelLabel(location.level)}
            {location.children_count > 0 && ` · ${location.children_count} inside`}
          </Text>
          {!location.active && <StatusBadge active={false} />}
        </Group>
        <Group gap={4} mt="sm" mih={22} role="group" aria-label="Tags">
          {shown.map((tag) => (
            <Badge key={tag.id} size="sm" variant="light" color="gray" radius="sm" tt="none">
              {tag.name}
            </Badge>
          ))}
          {more > 0 && (
            <Badge size="sm" variant="transparent" color="gray" tt="none">
              +{more}
            </Badge>
          )}
        </Group>
      </Box>
    </Card>
  );
}
