import { Suspense, useEffect } from 'react';
import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useNewUserWelcome } from '../../features/auth/hooks/use-new-user-welcome';
import { usePermissions } from '../../features/auth/hooks/use-permissions';
import { FullScreenLoader } from './full-screen-loader';
import { loadLoginModal, LoginModal, LoginPage } from './lazy-shell-parts';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';
import { showsTopBar } from './top-bar-visibility';

/** The shell around every page: top bar, and the login page instead of content when signed out. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { status, profile } = useAuth();
  const permissions = usePermissions();
  const [loginOpened, login] = useDisclosure(false);
  const withTopBar = showsTopBar(pathname);
  useNewUserWelcome(profile);

  // Signed out, the top bar's Login opens the modal; have its code ready by then.
  useEffect(() => {
    if (status === 'unathorized') void loadLoginModal();
  }, [status]);

  // One login panel at a time: the modal takes the login page's place while it is open, so the page
  // never offers a second Continue With Google (nor a second sign-in in flight) behind it.
  const signedOutContent = loginOpened ? <LoginModal opened onClose={login.close} /> : <LoginPage />;

  return (
    <>
      {withTopBar && <TopBar onLogin={login.open} />}
      <Box component="main" mih={withTopBar ? `calc(100dvh - ${TOP_BAR_HEIGHT}px)` : '100dvh'} bg="gray.0">
        <Suspense fallback={<FullScreenLoader />}>
          {status === 'unathorized' ? signedOutContent : status === 'authorized' ? <Outlet /> : null}
        </Suspense>
      </Box>
      {permissions.isLoading && <FullScreenLoader />}
    </>
  );
}
