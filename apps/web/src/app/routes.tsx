import { useRoutes, type RouteObject } from 'react-router';
import { APP_PATHS } from '../config/paths';
import { AREAS } from './areas';
import { AppLayout } from './layout/app-layout';
import { AreaRoute } from './layout/area-route';
import { ErpPage, HomePage, NotFoundPage } from './route-pages';

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: `${APP_PATHS.erp}/*`, element: <ErpPage /> },
      ...AREAS.map((area) => ({ path: `${area.path}/*`, element: <AreaRoute key={area.key} area={area} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Every page, under the shell layout; the areas come from the registry, and each page is its own chunk. */
export function AppRoutes() {
  return useRoutes(routes);
}
