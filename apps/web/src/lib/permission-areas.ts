export type AreaPermission = { label: string; action: string };
export type PermissionArea = { key: string; title: string; permissions: AreaPermission[] };

const AREA_TITLES: Record<string, string> = {
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
};

/** Labels like `bookings.view` grouped by their area, in the order the areas are listed above. */
export function groupLabelsByArea(labels: readonly string[]): PermissionArea[] {
  const areas = new Map<string, PermissionArea>();
  for (const label of labels) {
    const dot = label.indexOf('.');
    const key = dot === -1 ? label : label.slice(0, dot);
    const action = dot === -1 ? label : label.slice(dot + 1);
    const area = areas.get(key) ?? { key, title: AREA_TITLES[key] ?? key, permissions: [] };
    area.permissions.push({ label, action });
    areas.set(key, area);
  }
  const order = Object.keys(AREA_TITLES);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  // Reading comes first within an area: "view" before "manage", "record" or "send".
  for (const area of areas.values()) area.permissions.sort((a, b) => Number(b.action === 'view') - Number(a.action === 'view'));
  return [...areas.values()].sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}
