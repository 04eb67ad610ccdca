import { useState } from 'react';
import { ActionIcon, Badge, Popover } from '@mantine/core';
import { NOTIFICATION_POPOVER_WIDTH } from '../../../config/contract-constants';
import { IconBell } from '@tabler/icons-react';
import { useUnreadCount } from '../api/get-unread-count';
import { NotificationPanel } from './notification-panel';

/** Shown only while something is unread (or while its popover is open, so the last read shows the empty state). */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const count = useUnreadCount().data?.unread_count ?? 0;
  if (count === 0 && !opened) return null;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={NOTIFICATION_POPOVER_WIDTH}
      position="bottom-end"
      shadow="lg"
      radius="md"
      trapFocus
      returnFocus
      // The bell lives in the sticky top bar, so it never scrolls out of view.
      hideDetached={false}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={40}
          radius="xl"
          aria-label={`Notifications, ${count} unread`}
          pos="relative"
          onClick={() => setOpened((open) => !open)}
        >
          <IconBell size={22} />
          {count > 0 && (
            <Badge
              component="span"
              color="red"
              size="sm"
              radius="xl"
              px={5}
              pos="absolute"
              top={2}
              right={0}
              style={{ pointerEvents: 'none', boxShadow: '0 0 0 2px var(--mantine-color-body)' }}
              aria-hidden
            >
              {count > 99 ? '99+' : count}
            </Badge>
          )}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
        <NotificationPanel onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
