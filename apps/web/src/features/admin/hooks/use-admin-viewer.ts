import { createContext, useContext } from 'react';
import type { PermissionLabel } from '@ua/contracts/constants';

/**
 * Who is using the Administration area. The app passes it in (features do not import each other),
 * so the area can hide what the viewer may not do and refresh their own access after a change to it.
 */
export type AdminViewer = {
  userId: number;
  labels: readonly string[];
  /** Called after a change that may alter the viewer's own account: their names or their permissions. */
  onOwnAccountChanged: () => void;
};

export const AdminViewerContext = createContext<AdminViewer | null>(null);

export function useAdminViewer(): AdminViewer & { can: (label: PermissionLabel) => boolean } {
  const viewer = useContext(AdminViewerContext);
  if (!viewer) throw new Error('useAdminViewer needs the AdminArea around it');
  return { ...viewer, can: (label) => viewer.labels.includes(label) };
}
