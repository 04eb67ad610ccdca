import { LOCATION_LEVEL_LABELS, LOCATION_LEVELS, type LocationLevel } from '@ua/contracts';

const PLURALS: Record<LocationLevel, string> = {
  1: 'Countries and regions',
  2: 'States',
  3: 'Destinations',
  4: 'Areas and spots',
};

function isLevel(level: number): level is LocationLevel {
  return (LOCATION_LEVELS as readonly number[]).includes(level);
}

/** "State" for level 2. */
export function levelLabel(level: number): string {
  return isLevel(level) ? LOCATION_LEVEL_LABELS[level] : `Level ${level}`;
}

/** "States" for level 2. */
export function levelPlural(level: number): string {
  return isLevel(level) ? PLURALS[level] : `Level ${level}`;
}

/** The level of a location's children; none below an area or spot. */
export function childLevel(level: number): LocationLevel | undefined {
  const next = level + 1;
  return isLevel(next) ? next : undefined;
}

/** The level a location's parent has; none for a country or region. */
export function parentLevel(level: number): LocationLevel | undefined {
  const previous = level - 1;
  return isLevel(previous) ? previous : undefined;
}

/** "Add a state", "Add an area or spot". */
export function addLevelLabel(level: number): string {
  const label = levelLabel(level).toLowerCase();
  return `Add ${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
}
