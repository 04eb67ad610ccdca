import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import type { LocationRef } from '@ua/contracts';
import { Link } from 'react-router';
import { cataloguePaths } from '../../utils/catalogue-paths';

/** All destinations › India › Kerala › Munnar: every step a link but the last. */
export function DestinationBreadcrumb({ trail }: { trail: readonly LocationRef[] }) {
  const last = trail.at(-1);
  return (
    <Box component="nav" aria-label="Breadcrumb" mb="sm">
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
      {last === undefined ? (
        <Text size="sm" fw={600} aria-current="page">
          All destinations
        </Text>
      ) : (
        <Anchor component={Link} to={cataloguePaths.destinations} size="sm">
          All destinations
        </Anchor>
      )}
      {trail.map((place) =>
        place === last ? (
          <Text key={place.id} size="sm" fw={600} aria-current="page">
            {place.name}
          </Text>
        ) : (
          <Anchor key={place.id} component={Link} to={cataloguePaths.destination(place.id)} size="sm">
            {place.name}
          </Anchor>
        ),
      )}
      </Breadcrumbs>
    </Box>
  );
}
