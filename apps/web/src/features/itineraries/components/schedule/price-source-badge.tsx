import { Badge, Tooltip } from '@mantine/core';
import type { ItineraryItem } from '@ua/contracts';
import { formatDay } from '../../../../lib/dates';

type PriceSourceBadgeProps = Pick<ItineraryItem, 'price_source' | 'season' | 'first_date' | 'last_date'>;

/**
 * Where a line's price came from. A date no season covers is the one to act on, so it is red and
 * names the date; a hand-set price says so; a season price names its season only on hover.
 */
export function PriceSourceBadge({ price_source: source, season, first_date: first, last_date: last }: PriceSourceBadgeProps) {
  if (source === 'no_season') {
    const when = first === last ? formatDay(first) : `${formatDay(first)} – ${formatDay(last)}`;
    return (
      <Badge color="red" variant="light" radius="sm" tt="none">
        No season for {when}
      </Badge>
    );
  }
  if (source === 'manual') {
    return (
      <Badge color="grape" variant="light" radius="sm" tt="none">
        Manual price
      </Badge>
    );
  }
  const label = season ? `Season ${formatDay(season.valid_from)} – ${formatDay(season.valid_to)}` : 'Season price';
  return (
    <Tooltip label={label} disabled={!season}>
      <Badge color="gray" variant="light" radius="sm" tt="none" aria-label={label}>
        Season price
      </Badge>
    </Tooltip>
  );
}
