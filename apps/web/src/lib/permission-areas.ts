import type { PermissionLabel } from '@ua/contracts/constants';

export type AreaPermission = { label: string; action: string };
export type PermissionArea = { key: string; title: string; permissions: AreaPermission[] };

type AreaOf<Label> = Label extends `${infer Area}.${string}` ? Area : never;

/** A title for each area of the contracts' labels: an area added there is a type error here until it has one. */
const AREA_TITLES: Record<AreaOf<PermissionLabel>, string> = {
  staff: 'Staff & access',
  notifications: 'Notifications',
  audit: 'Audit log',
  locations: 'Locations',
  suppliers: 'Suppliers',
  products: 'Products',
  itineraries: 'Itineraries',
  bookings: 'Bookings',
  payments: 'Payments',
  agents: 'Agents',
  wallet: 'Wallet',
  messaging: 'Messaging',
  system: 'System',
};
const titleOf: Partial<Record<string, string>> = AREA_TITLES;

/** Labels like `bookings.view` grouped by their area, in the order the areas are listed above. */
export function groupLabelsByArea(labels: readonly string[]): PermissionArea[] {
  const areas = new Map<string, PermissionArea>();
  for (const label of labels) {
    const dot = label.indexOf('.');
    const key = dot === -1 ? label : label.slice(0, dot);
    const action = dot === -1 ? label : label.slice(dot + 1);
    const area = areas.get(key) ?? { key, title: titleOf[key] ?? key, permissions: [] };
    area.permissions.push({ label, action });
    areas.set(key, area);
  }
  const order = Object.keys(AREA_TITLES);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  // Reading comes first within an area: "view" before "manage", "record" or "send".
  for (const area of areas.values()) area.permissions.sort((a, b) => Number(b.action === 'view') - Number(a.action === 'view'));
  return [...areas.values()].sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}
