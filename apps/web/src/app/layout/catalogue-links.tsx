import { Box, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '../../features/auth/hooks/use-permissions';
import { AreaIcon } from '../../features/catalogue/components/common/area-icon';
import { visibleCatalogueAreas } from '../../features/catalogue/utils/catalogue-areas';

/**
 * The top bar's ways into the catalogue, one per area the user's labels open: icons from tablets up,
 * names on wide screens. Phones reach the areas from the home page's catalogue card.
 */
export function CatalogueLinks() {
  const { labels } = usePermissions();
  const { pathname } = useLocation();
  const areas = visibleCatalogueAreas(labels);
  if (areas.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" visibleFrom="sm" component="nav" aria-label="Catalogue">
      {areas.map((area) => {
        const here = pathname === area.path || pathname.startsWith(`${area.path}/`);
        return (
          <Button
            key={area.key}
            component={Link}
            to={area.path}
            aria-label={area.title}
            title={area.title}
            aria-current={here ? 'page' : undefined}
            variant={here ? 'light' : 'subtle'}
            color={here ? 'teal' : 'gray'}
            radius="xl"
            size="sm"
            px={{ base: 10, lg: 'md' }}
          >
            <Group gap={6} wrap="nowrap">
              <AreaIcon area={area.key} size={18} />
              <Box component="span" visibleFrom="lg">
                {area.title}
              </Box>
            </Group>
          </Button>
        );
      })}
    </Group>
  );
}
