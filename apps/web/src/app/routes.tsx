import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { APP_PATHS } from '../config/paths';
import { AppLayout } from './layout/app-layout';

const HomePage = lazy(() => import('./routes/home/home-page').then((module) => ({ default: module.HomePage })));
const ErpPage = lazy(() => import('./routes/erp-page').then((module) => ({ default: module.ErpPage })));
const AdminPage = lazy(() => import('./routes/admin/admin-page').then((module) => ({ default: module.AdminPage })));
const CataloguePage = lazy(() => import('./routes/catalogue/catalogue-page').then((module) => ({ default: module.CataloguePage })));
const NotFoundPage = lazy(() => import('./routes/not-found-page').then((module) => ({ default: module.NotFoundPage })));

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: `${APP_PATHS.erp}/*`, element: <ErpPage /> },
      { path: `${APP_PATHS.admin}/*`, element: <AdminPage /> },
      { path: `${APP_PATHS.destinations}/*`, element: <CataloguePage area="destinations" /> },
      { path: `${APP_PATHS.suppliers}/*`, element: <CataloguePage area="suppliers" /> },
      { path: `${APP_PATHS.products}/*`, element: <CataloguePage area="products" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Every page, under the shell layout; pages are separate chunks. */
export function AppRoutes() {
  return useRoutes(routes);
}
