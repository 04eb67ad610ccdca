import { Group } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

/** A hotel's stars, read out as "4 stars". */
export function StarRating({ stars, size = 14 }: { stars: number; size?: number }) {
  return (
    <Group gap={1} wrap="nowrap" c="yellow.6" role="img" aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`} style={{ display: 'inline-flex' }}>
      {Array.from({ length: stars }, (_, index) => (
        <IconStarFilled key={index} size={size} strokeWidth={1.2} />
      ))}
    </Group>
  );
}
