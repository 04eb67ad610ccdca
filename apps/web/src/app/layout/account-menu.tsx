import { Menu, UnstyledButton } from '@mantine/core';
import type { UserProfile } from '@ua/contracts';
import { IconLogout } from '@tabler/icons-react';
import { logoutEverywhere } from '../../features/auth/utils/logout';
import { UserIdentity } from './user-identity';

/** The first name opens a menu offering "Sign out everywhere" (every device); loaded lazily, with the menu's popover code. */
export function AccountMenu({ profile }: { profile: UserProfile }) {
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={`${profile.first_name}: account menu`} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <UserIdentity profile={profile} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{profile.email}</Menu.Label>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logoutEverywhere()}>
          Sign out everywhere
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
