/** true when a label matches, false when none does, undefined while the labels are still loading. */
export function hasPermission(labels: readonly string[] | undefined, permission: string): boolean | undefined {
  return labels === undefined ? undefined : labels.includes(permission);
}
