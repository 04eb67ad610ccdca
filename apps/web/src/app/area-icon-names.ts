import type { AreaIconName } from './area-icon';

// The registry (areas.ts) is in the first load, and the screens that draw its icons are not: it
// holds icon names, which <AreaIcon> draws, so the icons' drawings arrive with those screens. A new
// icon is a name here and an entry in area-icon.tsx (the type check holds the two together).
export const IconBell = 'IconBell' satisfies AreaIconName;
export const IconBriefcase = 'IconBriefcase' satisfies AreaIconName;
export const IconBuilding = 'IconBuilding' satisfies AreaIconName;
export const IconClockPlay = 'IconClockPlay' satisfies AreaIconName;
export const IconHistory = 'IconHistory' satisfies AreaIconName;
export const IconKey = 'IconKey' satisfies AreaIconName;
export const IconMapPin = 'IconMapPin' satisfies AreaIconName;
export const IconPackage = 'IconPackage' satisfies AreaIconName;
export const IconReceipt = 'IconReceipt' satisfies AreaIconName;
export const IconRoute = 'IconRoute' satisfies AreaIconName;
export const IconSend = 'IconSend' satisfies AreaIconName;
export const IconSettings = 'IconSettings' satisfies AreaIconName;
export const IconUsers = 'IconUsers' satisfies AreaIconName;
