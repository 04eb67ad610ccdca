import { createContext, useContext } from 'react';
import type { PermissionLabel } from '@ua/contracts/constants';

/**
 * Who is using the app, handed down once by the shell: features read it here instead of the auth
 * feature (features do not import each other), to hide what the viewer may not do. The server
 * checks every call anyway.
 */
export type Viewer = {
  userId: number;
  labels: readonly string[];
  /** Called after a change that may alter the viewer's own account: their names or their permissions. */
  onOwnAccountChanged: () => void;
};

export const ViewerContext = createContext<Viewer | null>(null);

export function useViewer(): Viewer & { can: (label: PermissionLabel) => boolean } {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer needs the signed-in shell (or a test ViewerContext) around it');
  return { ...viewer, can: (label) => viewer.labels.includes(label) };
}
