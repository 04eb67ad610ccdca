import { Route, Routes } from 'react-router';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithProviders } from '../../../test/render';
import { AdminArea } from '../components/admin-area';
import { ViewerContext, type Viewer } from '../../../hooks/use-viewer';

/** The section pages are lazy chunks; loading them first keeps the first find of each test within its timeout. */
export async function preloadAdminSections() {
  await Promise.all([
    import('../components/staff-page'),
    import('../components/access-levels-page'),
    import('../components/notification-composer'),
    import('../components/audit-log-page'),
    import('../components/jobs-page'),
  ]);
}

type AdminRenderOptions = { path: string; labels?: readonly string[]; userId?: number; onOwnAccountChanged?: () => void };

/** The Administration area at `path`, as the app mounts it (under /admin/*), for a viewer with `labels`. */
export function renderAdmin({ path, labels = ['staff.manage', 'notifications.send', 'audit.view'], userId = 1, onOwnAccountChanged = () => {} }: AdminRenderOptions) {
  const viewer: Viewer = { userId, labels, onOwnAccountChanged };
  return renderWithProviders(
    <ViewerContext.Provider value={viewer}>
      <Routes>
        <Route path="/admin/*" element={<AdminArea />} />
      </Routes>
      <LocationProbe />
    </ViewerContext.Provider>,
    { path },
  );
}
