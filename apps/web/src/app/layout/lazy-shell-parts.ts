import { lazy } from 'react';
import { preloadableLazy } from '../../lib/preloadable-lazy';

// Parts of the shell that only some visitors need: signed-out visitors never load the bell, and
// signed-in ones never load the login screens. Each arrives while its data loads.
export const NotificationBell = preloadableLazy(() => import('../../features/notifications/components/notification-bell').then((module) => module.NotificationBell));
export const loadLoginModal = () => import('../../features/auth/components/login-modal');
export const LoginModal = lazy(() => loadLoginModal().then((module) => ({ default: module.LoginModal })));
export const LoginPage = lazy(() => import('../../features/auth/components/login-page').then((module) => ({ default: module.LoginPage })));
// The menu under the first name ("Sign out everywhere") brings Mantine's popover code: not in the first load.
export const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));
// The navigation brings Mantine's menu and drawer code; it arrives while the labels it needs load (the
// boot asks for it beside the first page, so that the bar is drawn with it).
const loadAreaNav = () => import('./area-nav');
export const AreaNavMenus = preloadableLazy(() => loadAreaNav().then((module) => module.AreaNavMenus));
export const AreaNavDrawer = preloadableLazy(() => loadAreaNav().then((module) => module.AreaNavDrawer));
