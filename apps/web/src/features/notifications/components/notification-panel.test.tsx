import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification, UnreadCount } from '@ua/contracts';
import { describe, expect, it, vi } from 'vitest';
import { notification } from '../../../test/fixtures';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { unreadCountQueryOptions } from '../api/get-unread-count';
import { NotificationPanel } from './notification-panel';

function setup(list: Notification[], count: UnreadCount, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /user/user-notification/': { status: 200, data: list },
    'GET /user/notifications/unread-count/': { status: 200, data: count },
    ...extra,
  });
  return { api, ...renderWithProviders(<NotificationPanel />) };
}

const countOf = (list: Notification[]): UnreadCount => ({
  unread_count: list.length,
  by_type: list.reduce<Record<string, number>>((acc, item) => ({ ...acc, [item.notification_type]: (acc[item.notification_type] ?? 0) + 1 }), {}),
});

describe('NotificationPanel', () => {
  it('asks for the unread notifications', async () => {
    const { api } = setup([], { unread_count: 0, by_type: {} });
    await screen.findByText('No unread notifications');
    expect(api.callsTo('GET', '/user/user-notification/')[0]?.params).toEqual({ read_status: 'unread' });
  });

  it('labels the All chip and one chip per type with their counts', async () => {
    const list = [notification({ notification_type: 'booking' }), notification({ notification_type: 'booking' }), notification({ notification_type: 'payment' })];
    setup(list, { unread_count: 41, by_type: { booking: 38, payment: 3 } });
    const group = await screen.findByRole('radiogroup', { name: 'Filter by type' });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(3));
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('div')?.textContent)).toEqual(['All 41', 'booking 38', 'payment 3']);
    expect(screen.getByRole('radio', { name: 'All 41' })).toBeChecked();
  });

  it('filters the list by the chosen chip', async () => {
    const list = [
      notification({ notification_type: 'booking', message: 'Booking B-1042 confirmed' }),
      notification({ notification_type: 'payment', message: 'Payment received for B-1042' }),
    ];
    setup(list, countOf(list));
    await screen.findByText('Booking B-1042 confirmed');
    await userEvent.click(screen.getByRole('radio', { name: 'payment 1' }));
    expect(screen.queryByText('Booking B-1042 confirmed')).not.toBeInTheDocument();
    expect(screen.getByText('Payment received for B-1042')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'All 2' }));
    expect(screen.getByText('Booking B-1042 confirmed')).toBeInTheDocument();
  });

  it('shows "No unread notifications" when the list is empty', async () => {
    setup([], { unread_count: 0, by_type: {} });
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
  });

  it('shows each item\u2019s type, relative time, message with its line breaks, and its link in a new tab', async () => {
    const item = notification({
      notification_type: 'payment',
      generated_on: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
      message: 'Balance due for B-1042\nAmount: INR 45,000\nDue: 12 June',
      link: 'https://pay.example/links/abc',
    });
    setup([item], countOf([item]));
    const message = await screen.findByText(/Balance due for B-1042/);
    expect(message.textContent).toBe('Balance due for B-1042\nAmount: INR 45,000\nDue: 12 June');
    expect(message).toHaveStyle({ whiteSpace: 'pre-line' });
    const entry = message.closest('li');
    if (!entry) throw new Error('the message should sit in a list item');
    expect(within(entry).getByText('payment')).toBeInTheDocument();
    expect(within(entry).getByText('5 minutes ago')).toBeInTheDocument();
    const link = within(entry).getByRole('link', { name: /View details/ });
    expect(link).toHaveAttribute('href', 'https://pay.example/links/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(entry).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
  });

  it('renders a message as text, never as HTML, and offers no link when there is none or it is unsafe', async () => {
    const list = [
      notification({ message: '<img src=x onerror=alert(1)> <b>bold</b>', link: null }),
      notification({ message: 'Script link', link: 'javascript:alert(1)' }),
    ];
    setup(list, countOf(list));
    expect(await screen.findByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.queryByRole('link', { name: /View details/ })).not.toBeInTheDocument();
  });

  it('removes a notification and lowers the count at once on mark as read, then patches it', async () => {
    const list = [notification({ message: 'First' }), notification({ message: 'Second', notification_type: 'payment' })];
    let answer: (reply: MockReply) => void = () => {};
    const { api, queryClient } = setup(list, countOf(list), {
      [`PATCH /user/user-notification-action/${list[0]?.id}/`]: () => new Promise((resolve) => (answer = resolve)),
    });
    await screen.findByText('First');
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQueryOptions().queryKey)?.unread_count).toBe(2));

    const first = screen.getByText('First').closest('li');
    if (!first) throw new Error('the message should sit in a list item');
    await userEvent.click(within(first).getByRole('button', { name: 'Mark as read' }));

    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
    expect(queryClient.getQueryData(unreadCountQueryOptions().queryKey)).toEqual({ unread_count: 1, by_type: { booking: 0, payment: 1 } });
    expect(api.callsTo('PATCH', `/user/user-notification-action/${list[0]?.id}/`)[0]?.body).toEqual({ read_status: 'read' });
    answer({ status: 200, data: { ...list[0], read_status: 'read' } });
    // The write's settling refetches the count: let it land here, not in the next test's shared count.
    await waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0));
  });

  it('puts the notification back, with a toast, when marking it read fails', async () => {
    const list = [notification({ message: 'Stubborn' })];
    const { queryClient } = setup(list, countOf(list), {
      [`PATCH /user/user-notification-action/${list[0]?.id}/`]: { status: 500, data: { detail: 'boom' } },
    });
    await screen.findByText('Stubborn');
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQueryOptions().queryKey)?.unread_count).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));

    expect(await screen.findByText(/could not be marked as read/)).toBeInTheDocument();
    expect(screen.getByText('Stubborn')).toBeInTheDocument();
    expect(queryClient.getQueryData(unreadCountQueryOptions().queryKey)?.unread_count).toBe(1);
  });

  it('marks all as read while All is chosen', async () => {
    const list = [notification({ notification_type: 'booking', message: 'Book me' }), notification({ notification_type: 'payment', message: 'Pay me' })];
    const { api } = setup(list, countOf(list), { 'POST /user/notifications/mark-all-read/': { status: 200, data: { updated: 2 } } });
    await screen.findByText('Pay me');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.callsTo('POST', '/user/notifications/mark-all-read/')).toHaveLength(1));
    expect(api.callsTo('POST', '/user/notifications/mark-all-read/')[0]?.body).toEqual({});
  });

  it('names the chosen type on "Mark all as read", and marks only that type', async () => {
    const list = [notification({ notification_type: 'booking', message: 'Book me' }), notification({ notification_type: 'payment', message: 'Pay me' })];
    let answer: (reply: MockReply) => void = () => {};
    const { api } = setup(list, countOf(list), { 'POST /user/notifications/mark-all-read/': () => new Promise((resolve) => (answer = resolve)) });
    await screen.findByText('Pay me');
    await userEvent.click(screen.getByRole('radio', { name: 'payment 1' }));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all payment as read' }));
    await waitFor(() => expect(api.callsTo('POST', '/user/notifications/mark-all-read/')).toHaveLength(1));
    expect(api.callsTo('POST', '/user/notifications/mark-all-read/')[0]?.body).toEqual({ notification_type: 'payment' });

    // The payment one goes; the booking one stays unread, and the chips fall back to All.
    await waitFor(() => expect(screen.queryByText('Pay me')).not.toBeInTheDocument());
    expect(screen.getByText('Book me')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    answer({ status: 200, data: { updated: 1 } });
  });

  it('marks a notification read when its "View details" link is followed', async () => {
    let list = [notification({ message: 'Goa Coastal Cabs updated their bank details.', link: '/suppliers/12' }), notification({ message: 'Stays unread' })];
    const [opened] = list;
    const api = mockApi({
      'GET /user/user-notification/': () => ({ status: 200, data: list }),
      'GET /user/notifications/unread-count/': () => ({ status: 200, data: countOf(list) }),
      [`PATCH /user/user-notification-action/${opened?.id}/`]: () => {
        list = list.filter((item) => item.id !== opened?.id);
        return { status: 200, data: { ...opened, read_status: 'read' } };
      },
    });
    renderWithProviders(<NotificationPanel />);
    const entry = (await screen.findByText('Goa Coastal Cabs updated their bank details.')).closest('li');
    if (!entry) throw new Error('the message should sit in a list item');
    const link = within(entry).getByRole('link', { name: /View details/ });
    expect(link).toHaveAttribute('href', `${window.location.origin}/suppliers/12`);
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(link);

    await waitFor(() => expect(api.callsTo('PATCH', `/user/user-notification-action/${opened?.id}/`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/user/user-notification-action/${opened?.id}/`)[0]?.body).toEqual({ read_status: 'read' });
    await waitFor(() => expect(screen.queryByText('Goa Coastal Cabs updated their bank details.')).not.toBeInTheDocument());
    expect(screen.getByText('Stays unread')).toBeInTheDocument();
  });

  it('links to the notifications page, and says so to whoever closes the popover', async () => {
    const list = [notification()];
    mockApi({
      'GET /user/user-notification/': { status: 200, data: list },
      'GET /user/notifications/unread-count/': { status: 200, data: countOf(list) },
    });
    const onNavigate = vi.fn();
    renderWithProviders(<NotificationPanel onNavigate={onNavigate} />);
    const link = await screen.findByRole('link', { name: 'See all notifications' });
    expect(link).toHaveAttribute('href', '/notifications');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
