import { useState } from 'react';
import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconClockPause } from '@tabler/icons-react';
import type { Notification } from '@ua/contracts';
import { useSnoozeNotification } from '../api/snooze-notification';
import { snoozeChoices, type SnoozeRequest } from '../utils/snooze-choices';
import { SnoozePickerModal } from './snooze-picker-modal';

type SnoozeMenuProps = {
  notification: Notification;
  /** Inside the bell's popover: the menu stays in its DOM (a portal would count as a click outside it, and close it). */
  inPopover?: boolean;
  size?: 'md' | 'lg';
  now?: Date;
  /** Called just before the snooze is sent: the bell moves the focus off an item about to leave. */
  onSnooze?: (notification: Notification) => void;
};

/**
 * Snooze one notification: an hour, tomorrow morning, next week, a date of its record, or a moment
 * picked. It leaves the bell at once and comes back unread then.
 */
export function SnoozeMenu({ notification, inPopover = false, size = 'md', now, onSnooze }: SnoozeMenuProps) {
  const mutation = useSnoozeNotification();
  const [picking, setPicking] = useState(false);
  const snooze = (request: SnoozeRequest, until: string) => {
    onSnooze?.(notification);
    mutation.mutate({ notification, request, until });
  };
  const choices = snoozeChoices(notification, now);
  const dates = choices.filter((choice) => 'until_date' in choice.request);
  const moments = choices.filter((choice) => !('until_date' in choice.request));
  const item = (choice: (typeof choices)[number]) => (
    <Menu.Item
      key={choice.key}
      onClick={() => snooze(choice.request, choice.until)}
      rightSection={
        <Text span size="xs" c="dimmed" ml="md">
          {choice.hint}
        </Text>
      }
    >
      {choice.label}
    </Menu.Item>
  );

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={320} withinPortal={!inPopover} floatingStrategy={inPopover ? 'fixed' : 'absolute'}>
        <Tooltip label="Snooze" withArrow position="left">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" radius="xl" size={size} aria-label="Snooze" data-snooze={notification.id}>
              <IconClockPause size={size === 'lg' ? 20 : 18} stroke={1.8} />
            </ActionIcon>
          </Menu.Target>
        </Tooltip>
        <Menu.Dropdown>
          <Menu.Label>Snooze until</Menu.Label>
          {moments.map(item)}
          {dates.length > 0 && <Menu.Divider />}
          {dates.map(item)}
          <Menu.Divider />
          <Menu.Item leftSection={<IconCalendarEvent size={16} stroke={1.8} />} onClick={() => setPicking(true)}>
            Pick a date and time…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SnoozePickerModal
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(at) => snooze({ until: at.toISOString() }, at.toISOString())}
      />
    </>
  );
}
