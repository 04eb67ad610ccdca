import { Card, Group, NavLink, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { ChevronIcon, CompassIcon } from '../../../components/icons';
import { visibleCatalogueAreas } from '../utils/catalogue-areas';
import { AreaIcon } from './common/area-icon';

// No value from @ua/contracts here: the home page imports this card, and a contracts value would bring Zod with it.

/** Home page card: the catalogue areas the user's labels open, one link each. */
export function CatalogueSummaryCard({ labels }: { labels: readonly string[] | undefined }) {
  const areas = visibleCatalogueAreas(labels);
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
            Catalogue
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            Places, suppliers and what they sell
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color="orange">
          <CompassIcon size={24} />
        </ThemeIcon>
      </Group>
      <Stack gap={2} component="nav" aria-label="Catalogue" mx={-12}>
        {areas.map((area) => (
          <NavLink
            key={area.key}
            component={Link}
            to={area.path}
            label={area.title}
            description={area.summary}
            leftSection={
              <ThemeIcon size={32} radius="md" variant="light" color="teal">
                <AreaIcon area={area.key} size={18} />
              </ThemeIcon>
            }
            rightSection={<ChevronIcon size={16} />}
            fw={600}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        ))}
      </Stack>
    </Card>
  );
}
