import { Box, Burger, Button, Divider, Drawer, Group, Menu, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { IconChevronDown } from '@tabler/icons-react';
import { APP_PATHS } from '../../config/paths';
import { AreaIcon } from '../area-icon';
import { usePermissions } from '../../features/auth/hooks/use-permissions';
import { areaAt, groupLinks, visibleGroups, type AreaLink as NavTarget, type VisibleGroup } from '../areas';

function isHere(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** A desktop group: its one link as a button, or a menu of its areas (or sections) that opens on hover or click. */
function GroupMenu({ entry, links, here }: { entry: VisibleGroup; links: readonly NavTarget[]; here: boolean }) {
  const { pathname } = useLocation();
  const buttonProps = {
    variant: here ? 'light' : 'subtle',
    color: here ? 'teal' : 'gray',
    radius: 'xl',
    size: 'sm',
    px: 'sm',
    leftSection: <AreaIcon name={entry.group.icon} size={18} />,
  } as const;
  const only = links.length === 1 ? links[0] : undefined;
  if (only) {
    return (
      <Button component={Link} to={only.path} aria-current={here ? 'page' : undefined} {...buttonProps}>
        {entry.group.title}
      </Button>
    );
  }
  return (
    // The top bar never scrolls away, so the menu need not hide with its button (jsdom counts it hidden).
    <Menu hideDetached={false} position="bottom-start" radius="md" shadow="md" width={280} withinPortal>
      <Menu.Target>
        <Button aria-current={here ? 'true' : undefined} rightSection={<IconChevronDown size={14} />} {...buttonProps}>
          {entry.group.title}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={entry.group.title}>
        {links.map((link) => (
          <Menu.Item
            key={link.key}
            component={Link}
            to={link.path}
            leftSection={<AreaIcon name={link.icon} size={18} />}
            aria-current={isHere(pathname, link.path) ? 'page' : undefined}
            fw={isHere(pathname, link.path) ? 700 : undefined}
          >
            {link.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The phone's and small tablet's navigation: a menu button that opens every group's links in a drawer. */
export function AreaNavDrawer() {
  const { labels } = usePermissions();
  const groups = visibleGroups(labels);
  const [opened, { open, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navLink = (link: NavTarget) => {
    const here = isHere(pathname, link.path);
    return (
      <NavLink
        key={link.key}
        component={Link}
        to={link.path}
        label={link.title}
        leftSection={<AreaIcon name={link.icon} size={18} />}
        active={here}
        aria-current={here ? 'page' : undefined}
        onClick={close}
        color="teal"
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
      />
    );
  };
  return (
    <>
      <Burger opened={opened} onClick={open} size="sm" aria-label="Open the menu" hiddenFrom="md" />
      <Drawer
        opened={opened}
        onClose={close}
        size={300}
        padding="md"
        title={<Text fw={800}>Menu</Text>}
        closeButtonProps={{ 'aria-label': 'Close the menu' }}
        scrollAreaComponent={ScrollArea.Autosize}
        hiddenFrom="md"
      >
        <Stack gap={4} component="nav" aria-label="Areas">
          {navLink({ key: 'notifications', title: 'Notifications', summary: '', path: APP_PATHS.notifications, icon: 'IconBell' })}
          {groups.map((entry) => (
            <Box key={entry.group.key} mt="sm">
              <Divider mb={6} />
              <Text size="xs" tt="uppercase" fw={700} c="gray.7" lts={0.5} px="xs" mb={4}>
                {entry.group.title}
              </Text>
              {groupLinks(entry, labels).map(navLink)}
            </Box>
          ))}
        </Stack>
      </Drawer>
    </>
  );
}

/**
 * The desktop's navigation, drawn from the area registry: one entry per group in the top bar, a menu
 * when the group holds more than one link. Phones and small tablets have the drawer instead.
 */
export function AreaNavMenus() {
  const { labels } = usePermissions();
  const { pathname } = useLocation();
  const groups = visibleGroups(labels);
  const current = areaAt(pathname);
  if (groups.length === 0) return null;
  return (
    <Group gap={2} wrap="nowrap" visibleFrom="md" component="nav" aria-label="Areas">
      {groups.map((entry) => (
        <GroupMenu key={entry.group.key} entry={entry} links={groupLinks(entry, labels)} here={current?.group === entry.group.key} />
      ))}
    </Group>
  );
}
