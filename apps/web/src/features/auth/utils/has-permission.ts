import type { PermissionLabel } from '@ua/contracts/constants';

/** true when a label matches, false when none does, undefined while the labels are still loading. */
export function hasPermission(labels: readonly string[] | undefined, permission: PermissionLabel): boolean | undefined {
  return labels === undefined ? undefined : labels.includes(permission);
}
