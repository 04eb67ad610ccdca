import {
  IconBell,
  IconBriefcase,
  IconBuilding,
  IconChartBar,
  IconClockPlay,
  IconHistory,
  IconKey,
  IconMapPin,
  IconPackage,
  IconReceipt,
  IconRoute,
  IconSend,
  IconSettings,
  IconUsers,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react';

// The drawings behind the registry's icon names (areas.ts holds the names, typed by AreaIconName).
// Only lazy screens import this file (the navigation, the home page, the refusal), so no icon weighs
// on the first load.
const AREA_ICONS = {
  IconBell,
  IconBriefcase,
  IconBuilding,
  IconChartBar,
  IconClockPlay,
  IconHistory,
  IconKey,
  IconMapPin,
  IconPackage,
  IconReceipt,
  IconRoute,
  IconSend,
  IconSettings,
  IconUsers,
  IconUsersGroup,
};

export type AreaIconName = keyof typeof AREA_ICONS;

/** The icon of an area, a group or a section of the registry, drawn from its name. */
export function AreaIcon({ name, ...props }: { name: AreaIconName } & IconProps) {
  const Icon = AREA_ICONS[name];
  return <Icon {...props} />;
}
