import { Suspense } from 'react';
import { Button, Group } from '@mantine/core';
import type { UserProfile } from '@ua/contracts';
import { IconLogout } from '@tabler/icons-react';
import { logout } from '../../features/auth/utils/logout';
import { AccountMenu } from './lazy-shell-parts';
import { UserIdentity } from './user-identity';

/**
 * The signed-in person in the top bar: their first name, which opens a menu offering "Sign out
 * everywhere" once its code has arrived, and Logout (this session).
 */
export function UserMenu({ profile }: { profile: UserProfile }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Suspense fallback={<UserIdentity profile={profile} />}>
        <AccountMenu profile={profile} />
      </Suspense>
      <Button variant="default" size="sm" radius="xl" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
        Logout
      </Button>
    </Group>
  );
}
