import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Notification, NotificationPage, UnreadCount } from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import { notification } from '../../../test/fixtures';
import { LocationProbe, currentLocation } from '../../../test/location-probe';
import { mockApi, type MockReply, type RecordedCall } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { unreadCountQueryOptions } from '../api/get-unread-count';
import { NotificationsPage } from './notifications-page';

const PAGE = '/user/notifications/';
const pageOf = (results: Notification[], count = results.length): NotificationPage => ({ count, next: null, previous: null, results });
const countOf = (list: Notification[]): UnreadCount => {
  const unread = list.filter((item) => item.read_status === 'unread');
  return {
    unread_count: unread.length,
    by_type: unread.reduce<Record<string, number>>((acc, item) => ({ ...acc, [item.notification_type]: (acc[item.notification_type] ?? 0) + 1 }), {}),
  };
};

function setup(path: string, page: NotificationPage | ((call: RecordedCall) => MockReply), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET ${PAGE}`]: typeof page === 'function' ? page : { status: 200, data: page },
    'GET /user/notifications/unread-count/': { status: 200, data: countOf(typeof page === 'function' ? [] : page.results) },
    ...routes,
  });
  const rendered = renderWithProviders(
    <>
      <Routes>
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/suppliers/:id" element={<p>The supplier page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
  return { api, ...rendered };
}

const lastQuery = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', PAGE).at(-1)?.params;
const rowOf = (message: string) => {
  const row = screen.getByText(message).closest('li');
  if (!row) throw new Error(`${message} should sit in a list item`);
  return row;
};

describe('the notifications page', () => {
  it('lists read and unread notifications alike, the unread ones marked so', async () => {
    const unread = notification({ message: 'Advance for UA-24131 is overdue by 2 days.', notification_type: 'payment' });
    const read = notification({ message: 'Maintenance on Sunday.', notification_type: 'system', read_status: 'read' });
    const { api } = setup('/notifications', pageOf([unread, read]));

    expect(await screen.findByText('Advance for UA-24131 is overdue by 2 days.')).toBeInTheDocument();
    expect(within(rowOf('Advance for UA-24131 is overdue by 2 days.')).getByText('Unread')).toBeInTheDocument();
    expect(within(rowOf('Advance for UA-24131 is overdue by 2 days.')).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(within(rowOf('Maintenance on Sunday.')).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(rowOf('Maintenance on Sunday.')).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    expect(screen.getByText('2 notifications')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ page: 1, page_size: 25 });
  });

  it('reads its filters from the URL and asks the server for them', async () => {
    const { api } = setup('/notifications?read=false&type=payment&page=2', pageOf([notification({ notification_type: 'payment', message: 'Pay' })], 30));
    await screen.findByText('Pay');
    expect(lastQuery(api)).toEqual({ page: 2, page_size: 25, read: 'false', type: 'payment' });
    expect(screen.getByRole('radio', { name: 'Unread' })).toBeChecked();
    expect(within(screen.getByRole('radiogroup', { name: 'Filter by type' })).getByRole('radio', { name: 'payment' })).toBeChecked();
  });

  it('writes each filter to the URL, back to page 1, and asks again', async () => {
    const { api } = setup('/notifications?page=3', pageOf([notification({ message: 'One' })], 80));
    await screen.findByText('One');

    await userEvent.click(screen.getByRole('radio', { name: 'Read' }));
    await waitFor(() => expect(currentLocation().search).toBe('?read=true'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: 1, page_size: 25, read: 'true' }));

    await userEvent.click(screen.getByRole('radio', { name: 'booking' }));
    await waitFor(() => expect(currentLocation().search).toBe('?read=true&type=booking'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: 1, page_size: 25, read: 'true', type: 'booking' }));

    await userEvent.click(screen.getByRole('radio', { name: 'All types' }));
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(currentLocation().search).toBe(''));
  });

  it('pages through the list', async () => {
    const { api } = setup('/notifications', pageOf([notification({ message: 'First page' })], 60));
    await screen.findByText('First page');
    expect(screen.getByText('1–25 of 60 notifications')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentLocation().search).toBe('?page=2'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: 2, page_size: 25 }));
  });

  it('opens an unread notification: marks it read and goes to its page in the app', async () => {
    const item = notification({ message: 'Goa Coastal Cabs updated their bank details.', notification_type: 'supplier', link: '/suppliers/12' });
    const { api, queryClient } = setup('/notifications', pageOf([item]), {
      [`PATCH /user/user-notification-action/${item.id}/`]: { status: 200, data: { ...item, read_status: 'read' } },
    });
    const link = await screen.findByRole('link', { name: 'Goa Coastal Cabs updated their bank details.' });
    expect(link).toHaveAttribute('href', '/suppliers/12');
    expect(link).not.toHaveAttribute('target');
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQueryOptions().queryKey)?.unread_count).toBe(1));

    await userEvent.click(link);
    expect(await screen.findByText('The supplier page')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/suppliers/12');
    await waitFor(() => expect(api.callsTo('PATCH', `/user/user-notification-action/${item.id}/`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/user/user-notification-action/${item.id}/`)[0]?.body).toEqual({ read_status: 'read' });
  });

  it('opens a read notification without marking anything, and another site’s link in a new tab', async () => {
    const read = notification({ message: 'Old news', link: '/suppliers/3', read_status: 'read' });
    const external = notification({ message: 'Pay here', link: 'https://pay.example/links/abc', read_status: 'read' });
    const { api } = setup('/notifications', pageOf([read, external]));
    const payLink = await screen.findByRole('link', { name: /Pay here/ });
    expect(payLink).toHaveAttribute('href', 'https://pay.example/links/abc');
    expect(payLink).toHaveAttribute('target', '_blank');
    expect(payLink).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.click(screen.getByRole('link', { name: 'Old news' }));
    await screen.findByText('The supplier page');
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('toggles one notification read and unread, keeping it in place, with the count following', async () => {
    const item = notification({ message: 'Toggle me', notification_type: 'booking' });
    let answer: (reply: MockReply) => void = () => {};
    const { api, queryClient } = setup('/notifications?read=false', pageOf([item]), {
      [`PATCH /user/user-notification-action/${item.id}/`]: () => new Promise((resolve) => (answer = resolve)),
    });
    await screen.findByText('Toggle me');
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQueryOptions().queryKey)?.unread_count).toBe(1));

    await userEvent.click(within(rowOf('Toggle me')).getByRole('button', { name: 'Mark as read' }));
    // At once, before the server answers.
    expect(await within(rowOf('Toggle me')).findByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    expect(queryClient.getQueryData(unreadCountQueryOptions().queryKey)?.unread_count).toBe(0);
    expect(api.callsTo('PATCH', `/user/user-notification-action/${item.id}/`)[0]?.body).toEqual({ read_status: 'read' });
    answer({ status: 200, data: { ...item, read_status: 'read' } });

    // Still on the unread list until the filter or the page changes, so a slip can be undone.
    await userEvent.click(await within(rowOf('Toggle me')).findByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/user/user-notification-action/${item.id}/`)).toHaveLength(2));
    expect(api.callsTo('PATCH', `/user/user-notification-action/${item.id}/`)[1]?.body).toEqual({ read_status: 'unread' });
    expect(await within(rowOf('Toggle me')).findByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    answer({ status: 200, data: item });
  });

  it('puts the status back, with a toast, when the server refuses the change', async () => {
    const item = notification({ message: 'Stubborn' });
    setup('/notifications', pageOf([item]), { [`PATCH /user/user-notification-action/${item.id}/`]: { status: 500, data: { detail: 'boom' } } });
    await screen.findByText('Stubborn');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText(/could not be marked as read/)).toBeInTheDocument();
    expect(within(rowOf('Stubborn')).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
  });

  it('marks all of the chosen type read, and says which type', async () => {
    let items = [notification({ notification_type: 'payment', message: 'Pay 1' }), notification({ notification_type: 'payment', message: 'Pay 2' })];
    const { api } = setup('/notifications?type=payment', () => ({ status: 200, data: pageOf(items) }), {
      'GET /user/notifications/unread-count/': () => ({ status: 200, data: countOf(items) }),
      'POST /user/notifications/mark-all-read/': () => {
        items = items.map((item) => ({ ...item, read_status: 'read' }));
        return { status: 200, data: { updated: 2 } };
      },
    });
    await screen.findByText('Pay 1');
    const button = await screen.findByRole('button', { name: 'Mark all payment as read' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(api.callsTo('POST', '/user/notifications/mark-all-read/')).toHaveLength(1));
    expect(api.callsTo('POST', '/user/notifications/mark-all-read/')[0]?.body).toEqual({ notification_type: 'payment' });
    await waitFor(() => expect(within(rowOf('Pay 1')).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument());
  });

  it('says why the list is empty, and clears the filters', async () => {
    setup('/notifications?read=false&type=payment', pageOf([]));
    expect(await screen.findByText('No unread payment notifications')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentLocation().search).toBe(''));
  });

  it('shows a load failure with a retry', async () => {
    setup('/notifications', () => ({ status: 500, data: { detail: 'The database is away.' } }));
    expect(await screen.findByText('Your notifications could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
