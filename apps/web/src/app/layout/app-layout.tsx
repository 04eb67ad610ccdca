import { Suspense, useEffect, useMemo } from 'react';
import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { accessLabelsQueryOptions } from '../../features/auth/api/get-access-labels';
import { userProfileQueryOptions } from '../../features/auth/api/get-user-profile';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useNewUserWelcome } from '../../features/auth/hooks/use-new-user-welcome';
import { usePermissions } from '../../features/auth/hooks/use-permissions';
import { ViewerContext, type Viewer } from '../../hooks/use-viewer';
import { FullScreenLoader } from './full-screen-loader';
import { loadLoginModal, LoginModal, LoginPage } from './lazy-shell-parts';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';
import { showsTopBar } from './top-bar-visibility';

const NO_LABELS: readonly string[] = [];

/** The shell around every page: top bar, and the login page instead of content when signed out. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { status, profile } = useAuth();
  const permissions = usePermissions();
  const [loginOpened, login] = useDisclosure(false);
  const withTopBar = showsTopBar(pathname);
  const queryClient = useQueryClient();
  const userId = profile?.user.id;
  const { labels } = permissions;
  useNewUserWelcome(profile);

  // The one viewer every feature reads (features do not import the auth feature).
  const viewer = useMemo<Viewer | null>(
    () =>
      userId === undefined
        ? null
        : {
            userId,
            // Until they load the spinner covers the page, and the areas wait for them (AreaRoute).
            labels: labels ?? NO_LABELS,
            // Someone who edits their own names or levels sees the result in the top bar and the menus at once.
            onOwnAccountChanged: () => {
              void queryClient.invalidateQueries({ queryKey: accessLabelsQueryOptions().queryKey });
              void queryClient.invalidateQueries({ queryKey: userProfileQueryOptions().queryKey });
            },
          },
    [userId, labels, queryClient],
  );

  // The live bell: one stream per browser feeds every tab's bell. Its code loads after the first paint.
  const signedIn = status === 'authorized' && userId !== undefined;
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../../features/notifications/api/live-bell').then(({ startLiveBell }) => {
      if (!cancelled) stop = startLiveBell(queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedIn, userId, queryClient]);

  // Signed out, the top bar's Login opens the modal; have its code ready by then.
  useEffect(() => {
    if (status === 'unathorized') void loadLoginModal();
  }, [status]);

  // One login panel at a time: the modal takes the login page's place while it is open, so the page
  // never offers a second Continue With Google (nor a second sign-in in flight) behind it.
  const signedOutContent = loginOpened ? <LoginModal opened onClose={login.close} /> : <LoginPage />;

  return (
    <>
      <a
        className="ua-skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to the page
      </a>
      {withTopBar && <TopBar onLogin={login.open} />}
      <Box component="main" id="main" tabIndex={-1} style={{ outline: 'none' }} mih={withTopBar ? `calc(100dvh - ${TOP_BAR_HEIGHT}px)` : '100dvh'} bg="gray.0">
        <Suspense fallback={<FullScreenLoader />}>
          {status === 'unathorized' ? (
            signedOutContent
          ) : status === 'authorized' && viewer ? (
            <ViewerContext.Provider value={viewer}>
              <Outlet />
            </ViewerContext.Provider>
          ) : null}
        </Suspense>
      </Box>
      {permissions.isLoading && <FullScreenLoader />}
    </>
  );
}
