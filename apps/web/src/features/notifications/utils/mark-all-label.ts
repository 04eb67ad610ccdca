/** What a mark-all button says: with a type chosen, the type it marks, so nobody clears more than they meant to. */
export function markAllLabel(type: string | undefined): string {
  return type === undefined ? 'Mark all as read' : `Mark all ${type} as read`;
}
