import type { QueryClient } from '@tanstack/react-query';
import { accessLabelsQueryOptions } from '../features/auth/api/get-access-labels';
import { userProfileQueryOptions } from '../features/auth/api/get-user-profile';
import { unreadCountQueryOptions } from '../features/notifications/api/get-unread-count';
import { readAccessToken } from '../lib/access-token-cookie';
import { areaAt } from './areas';
import { AreaNavDrawer, AreaNavMenus, NotificationBell } from './layout/lazy-shell-parts';
import { createQueryClient } from './query-client';
import { HomePage } from './route-pages';
import { HOME_HERO_IMAGE } from './routes/home/hero-image';

/** Held for the page's lifetime: an image nobody holds may be dropped before its <img> asks for it. */
const preloadedImages: HTMLImageElement[] = [];

function preloadImage(src: string): void {
  const image = new Image();
  image.src = src;
  preloadedImages.push(image);
}

/** The page at `pathname`: its code, and whatever its area knows it will ask for first. Answers when the code is there. */
function preloadRoute(queryClient: QueryClient, pathname: string): Promise<unknown> {
  if (pathname === '/') {
    preloadImage(HOME_HERO_IMAGE);
    return HomePage.preload();
  }
  const area = areaAt(pathname);
  if (!area) return Promise.resolve();
  // The screen's data first: a call is the longest wait, and it must not queue behind the chunks.
  const screen = area.preload?.(queryClient, pathname.slice(area.path.length));
  return Promise.all([area.page.preload(), screen]);
}

export type Boot = {
  queryClient: QueryClient;
  /** Settles once the first screen's code is loaded, or failed to (React then asks again and shows the failure). */
  firstScreenCode: Promise<void>;
};

/**
 * The app's query client, with the first screen's calls already on their way. The shell's three calls
 * (profile, access level, unread count) go out together, none waiting for another, and the page's code
 * and data go out beside them, all before React has drawn anything: the screens then find them in the
 * cache (or in flight) instead of each asking once its parent has drawn. The states stay the spec's:
 * the auth status is `loading` until the profile answers, the permissions overlay stays until the
 * access level has, and a failed profile still means `unathorized` (its siblings' answers unused).
 * Without the cookie nothing is asked: the login page needs no call.
 */
export function boot(pathname: string): Boot {
  const queryClient = createQueryClient();
  if (readAccessToken() === undefined) return { queryClient, firstScreenCode: Promise.resolve() };
  void queryClient.prefetchQuery(userProfileQueryOptions());
  void queryClient.prefetchQuery(accessLabelsQueryOptions());
  // The page and the top bar's navigation, so that the first frame after the splash has both.
  const firstScreenCode = Promise.all([preloadRoute(queryClient, pathname), AreaNavMenus.preload(), AreaNavDrawer.preload()]).then(
    () => undefined,
    () => undefined,
  );
  // Last: it waits for a Web Lock shared with the other tabs, and nothing on screen waits for it. The
  // bell's code follows a count above zero, as the bar would ask for it then.
  void queryClient.prefetchQuery(unreadCountQueryOptions()).then(() => {
    if ((queryClient.getQueryData(unreadCountQueryOptions().queryKey)?.unread_count ?? 0) > 0) void NotificationBell.preload().catch(() => undefined);
  });
  return { queryClient, firstScreenCode };
}
