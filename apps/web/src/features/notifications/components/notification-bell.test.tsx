import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notification } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { LocationProbe, currentLocation } from '../../../test/location-probe';
import { renderWithProviders } from '../../../test/render';
import { NotificationBell } from './notification-bell';

/** A small server: marking read takes the notification off the unread list and the count. */
function setup(unread: number) {
  let list = Array.from({ length: unread }, () => notification());
  const markRead = Object.fromEntries(
    list.map((item) => [
      `PATCH /user/user-notification-action/${item.id}/`,
      () => {
        list = list.filter((other) => other.id !== item.id);
        return { status: 200, data: { ...item, read_status: 'read' } };
      },
    ]),
  );
  mockApi({
    'GET /user/notifications/unread-count/': () => ({ status: 200, data: { unread_count: list.length, by_type: { booking: list.length } } }),
    'GET /user/user-notification/': () => ({ status: 200, data: list }),
    ...markRead,
  });
  return renderWithProviders(<NotificationBell />);
}

describe('NotificationBell', () => {
  it('is not shown when nothing is unread', async () => {
    setup(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('shows a red badge with the count and says the count in its name', async () => {
    setup(7);
    const bell = await screen.findByRole('button', { name: 'Notifications, 7 unread' });
    expect(bell).toHaveTextContent('7');
    expect(bell.querySelector('.mantine-Badge-root')?.getAttribute('style')).toContain('--badge-bg: var(--mantine-color-red-filled)');
  });

  it('opens a 400px popover with the list, and Escape closes it and returns focus to the bell', async () => {
    setup(2);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog');
    // Mantine writes 400px as rem (16px each) times its scale, which is 1.
    expect(popover.style.width).toBe(`calc(${400 / 16}rem * var(--mantine-scale))`);
    expect(await screen.findAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it('keeps the keyboard in the popover after marking one read, so Escape still closes it', async () => {
    setup(2);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const [first, second] = await screen.findAllByRole('button', { name: 'Mark as read' });
    first?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1));
    expect(second).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it('leads to the notifications page from "See all notifications", closing the popover behind it', async () => {
    mockApi({
      'GET /user/notifications/unread-count/': { status: 200, data: { unread_count: 2, by_type: { booking: 2 } } },
      'GET /user/user-notification/': { status: 200, data: [notification(), notification()] },
    });
    renderWithProviders(
      <>
        <NotificationBell />
        <LocationProbe />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByRole('link', { name: 'See all notifications' }));
    expect(currentLocation().pathname).toBe('/notifications');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
