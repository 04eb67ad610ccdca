import { Box, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { SettingsIcon } from '../../components/icons';
import { APP_PATHS } from '../../config/paths';
import { canOpenAdministration } from '../../features/admin/utils/admin-sections';
import { usePermissions } from '../../features/auth/hooks/use-permissions';

/**
 * The top bar's way into Administration, for holders of one of its labels: an icon alone on small
 * tablets, and left to the home page's card on phones, where the top bar has no room for it.
 */
export function AdminLink() {
  const { labels } = usePermissions();
  const { pathname } = useLocation();
  if (!canOpenAdministration(labels)) return null;
  const here = pathname === APP_PATHS.admin || pathname.startsWith(`${APP_PATHS.admin}/`);
  return (
    <Button
      component={Link}
      to={APP_PATHS.admin}
      aria-label="Administration"
      aria-current={here ? 'page' : undefined}
      variant={here ? 'light' : 'subtle'}
      color={here ? 'teal' : 'gray'}
      radius="xl"
      size="sm"
      visibleFrom="xs"
      px={{ base: 10, sm: 'md' }}
    >
      <Group gap={6} wrap="nowrap">
        <SettingsIcon size={18} />
        <Box component="span" visibleFrom="sm">
          Administration
        </Box>
      </Group>
    </Button>
  );
}
