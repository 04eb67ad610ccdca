import { Suspense, useState } from 'react';
import { Box, Button, Container, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { APP_PATHS } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useUnreadCount } from '../../features/notifications/api/get-unread-count';
import { AreaNavDrawer, AreaNavMenus, NotificationBell } from './lazy-shell-parts';
import { UserMenu } from './user-menu';
// A copy of public/logo.svg (the favicon and the splash), which the build inlines as a data: URL of
// under 1 KB: the bar is drawn with its logo. From /logo.svg, served no-cache, the <img> waited for the
// server to confirm the splash's copy, and the bar showed for some frames without it.
import logoUrl from './logo.svg';

export const TOP_BAR_HEIGHT = 64;

/** Starts the unread count with the shell; the bell's code is fetched once there is something unread. */
function UnreadBell() {
  const unread = useUnreadCount().data?.unread_count ?? 0;
  // Once loaded the bell stays mounted and decides its own visibility (it stays open at zero).
  const [needed, setNeeded] = useState(false);
  if (unread > 0 && !needed) setNeeded(true);
  return needed ? <NotificationBell /> : null;
}

/**
 * Logo, and the signed-in user's navigation, bell, first name and Logout; or Login, which calls
 * `onLogin`. On a phone the navigation is a menu button before the logo, and the logo drops its words.
 */
export function TopBar({ onLogin }: { onLogin: () => void }) {
  const { status, profile } = useAuth();

  return (
    <Box
      component="header"
      h={TOP_BAR_HEIGHT}
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {status === 'authorized' && profile && (
              <Suspense fallback={null}>
                <AreaNavDrawer />
              </Suspense>
            )}
            <UnstyledButton component={Link} to={APP_PATHS.home} aria-label="UA Internal home">
              <Group gap={10} wrap="nowrap">
                <Image src={logoUrl} alt="" w={34} h={34} />
                <Text fw={800} size="lg" lts={-0.3} visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
                  UA{' '}
                  <Text span inherit c="teal.9">
                    Internal
                  </Text>
                </Text>
              </Group>
            </UnstyledButton>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {status === 'authorized' && profile && (
              <>
                <Suspense fallback={null}>
                  <AreaNavMenus />
                </Suspense>
                <Suspense fallback={null}>
                  <UnreadBell />
                </Suspense>
                <UserMenu profile={profile} />
              </>
            )}
            {status === 'unathorized' && (
              <Button radius="xl" onClick={onLogin}>
                Login
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
