import { preloadableLazy } from '../lib/preloadable-lazy';

// The pages outside the areas, each its own chunk; here rather than in routes.tsx so that the boot can
// ask for the one the app opens at without loading the layout first.
export const HomePage = preloadableLazy(() => import('./routes/home/home-page').then((module) => module.HomePage));
export const ErpPage = preloadableLazy(() => import('./routes/erp-page').then((module) => module.ErpPage));
export const NotFoundPage = preloadableLazy(() => import('./routes/not-found-page').then((module) => module.NotFoundPage));
