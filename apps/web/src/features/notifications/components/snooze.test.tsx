import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Notification, NotificationPage, UnreadCount } from '@ua/contracts';
import { describe, expect, it, vi } from 'vitest';
import { notification } from '../../../test/fixtures';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { unreadCountQueryOptions } from '../api/get-unread-count';
import { NotificationPanel } from './notification-panel';
import { NotificationsPage } from './notifications-page';

const snoozePath = (id: number) => `/user/user-notification-action/${id}/snooze/`;
const countOf = (list: Notification[]): UnreadCount => ({
  unread_count: list.length,
  by_type: list.reduce<Record<string, number>>((acc, item) => ({ ...acc, [item.notification_type]: (acc[item.notification_type] ?? 0) + 1 }), {}),
});
const HOUR = 60 * 60_000;

function bell(list: Notification[], extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /user/user-notification/': { status: 200, data: list },
    'GET /user/notifications/unread-count/': { status: 200, data: countOf(list) },
    ...extra,
  });
  const onNavigate = vi.fn();
  return { api, onNavigate, ...renderWithProviders(<NotificationPanel onNavigate={onNavigate} />) };
}

const itemOf = (message: string) => {
  const item = screen.getByText(message).closest('li');
  if (!item) throw new Error(`${message} should sit in a list item`);
  return item;
};

describe('snoozing from the bell', () => {
  it('offers an hour, tomorrow morning, next week, the record’s own dates and a picked moment', async () => {
    const due = new Date(Date.now() + 72 * HOUR).toISOString();
    const item = notification({ message: 'UA-24131: the balance is due in 3 days.', notification_type: 'payment', snooze_dates: [{ key: 'due_date', label: 'the balance due date', at: due }] });
    bell([item]);
    await screen.findByText(item.message);
    await userEvent.click(within(itemOf(item.message)).getByRole('button', { name: 'Snooze' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).getAllByRole('menuitem', { hidden: true }).map((entry) => entry.textContent?.replace(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun).*$/, '').trim())).toEqual([
      '1 hour',
      'Tomorrow morning',
      'Next week',
      expect.stringMatching(/^Until the balance due date, \d{1,2} \w{3}$/),
      'Pick a date and time…',
    ]);
  });

  it('takes the item out of the list and the count at once, and asks the server to snooze it an hour', async () => {
    const list = [notification({ message: 'First', notification_type: 'payment' }), notification({ message: 'Second' })];
    let answer: (reply: MockReply) => void = () => {};
    const { api, queryClient } = bell(list, { [`POST ${snoozePath(list[0]?.id ?? 0)}`]: () => new Promise((resolve) => (answer = resolve)) });
    await screen.findByText('First');
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQueryOptions().queryKey)?.unread_count).toBe(2));

    const before = Date.now();
    await userEvent.click(within(itemOf('First')).getByRole('button', { name: 'Snooze' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^1 hour/, hidden: true }));

    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(queryClient.getQueryData(unreadCountQueryOptions().queryKey)).toEqual({ unread_count: 1, by_type: { payment: 0, booking: 1 } });
    const body = api.callsTo('POST', snoozePath(list[0]?.id ?? 0))[0]?.body as { until: string };
    expect(new Date(body.until).getTime() - before).toBeGreaterThanOrEqual(HOUR - 1000);
    expect(new Date(body.until).getTime() - Date.now()).toBeLessThanOrEqual(HOUR);
    answer({ status: 200, data: { ...list[0], snoozed_until: body.until } });
    expect(await screen.findByText('Notification snoozed')).toBeInTheDocument();
  });

  it('snoozes until the record’s date by its key', async () => {
    const item = notification({ message: 'Link expires soon', snooze_dates: [{ key: 'link_expiry', label: 'the link’s expiry', at: new Date(Date.now() + 30 * HOUR).toISOString() }] });
    const { api } = bell([item], { [`POST ${snoozePath(item.id)}`]: { status: 200, data: item } });
    await screen.findByText('Link expires soon');
    await userEvent.click(within(itemOf('Link expires soon')).getByRole('button', { name: 'Snooze' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Until the link’s expiry/, hidden: true }));
    await waitFor(() => expect(api.callsTo('POST', snoozePath(item.id))).toHaveLength(1));
    expect(api.callsTo('POST', snoozePath(item.id))[0]?.body).toEqual({ until_date: 'link_expiry' });
  });

  it('puts the item and the count back, with a toast, when the server refuses', async () => {
    const list = [notification({ message: 'Stubborn' })];
    const { queryClient } = bell(list, { [`POST ${snoozePath(list[0]?.id ?? 0)}`]: { status: 500, data: { detail: 'boom' } } });
    await screen.findByText('Stubborn');
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQueryOptions().queryKey)?.unread_count).toBe(1));
    await userEvent.click(within(itemOf('Stubborn')).getByRole('button', { name: 'Snooze' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Tomorrow morning/, hidden: true }));
    expect(await screen.findByText('The notification could not be snoozed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Stubborn')).toBeInTheDocument();
    expect(queryClient.getQueryData(unreadCountQueryOptions().queryKey)?.unread_count).toBe(1);
  });

  it('snoozes until a picked date and time, and refuses one gone by', async () => {
    const item = notification({ message: 'Pick me' });
    const { api } = bell([item], { [`POST ${snoozePath(item.id)}`]: { status: 200, data: item } });
    await screen.findByText('Pick me');
    await userEvent.click(within(itemOf('Pick me')).getByRole('button', { name: 'Snooze' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pick a date and time…', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Snooze until' });
    const box = within(dialog).getByLabelText(/Date and time/);

    fireEvent.change(box, { target: { value: '2020-01-01T09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Snooze' }));
    expect(await within(dialog).findByText('Choose a time in the future.')).toBeInTheDocument();
    expect(api.callsTo('POST', snoozePath(item.id))).toEqual([]);

    const later = new Date(Date.now() + 48 * HOUR);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T${pad(later.getHours())}:${pad(later.getMinutes())}`;
    fireEvent.change(box, { target: { value: local } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Snooze' }));
    await waitFor(() => expect(api.callsTo('POST', snoozePath(item.id))).toHaveLength(1));
    expect(api.callsTo('POST', snoozePath(item.id))[0]?.body).toEqual({ until: new Date(local).toISOString() });
  });

  it('links to the notification settings, closing the popover', async () => {
    const { onNavigate } = bell([notification()]);
    const link = await screen.findByRole('link', { name: 'Settings' });
    expect(link).toHaveAttribute('href', '/notifications/settings');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('snoozed notifications on the notifications page', () => {
  const pageOf = (results: Notification[]): NotificationPage => ({ count: results.length, next: null, previous: null, results });

  function page(results: Notification[] | (() => Notification[]), extra: Parameters<typeof mockApi>[0] = {}) {
    const api = mockApi({
      'GET /user/notifications/': () => ({ status: 200, data: pageOf(typeof results === 'function' ? results() : results) }),
      'GET /user/notifications/unread-count/': { status: 200, data: { unread_count: 1, by_type: { booking: 1 } } },
      'GET /user/user-notification/': { status: 200, data: [] },
      ...extra,
    });
    renderWithProviders(
      <Routes>
        <Route path="/notifications" element={<NotificationsPage />} />
      </Routes>,
      { path: '/notifications' },
    );
    return api;
  }

  it('says until when a snoozed one is away, offers to bring it back, and snooze on the unread ones only', async () => {
    const until = new Date(Date.now() + 20 * HOUR);
    const snoozed = notification({ message: 'Away for now', snoozed_until: until.toISOString() });
    const unread = notification({ message: 'Here now' });
    const read = notification({ message: 'Done with', read_status: 'read' });
    let rows = [snoozed, unread, read];
    const api = page(
      () => rows,
      {
        [`POST ${snoozePath(snoozed.id)}`]: () => {
          rows = rows.map((item) => (item.id === snoozed.id ? { ...item, snoozed_until: null } : item));
          return { status: 200, data: { ...snoozed, snoozed_until: null } };
        },
      },
    );

    const row = (await screen.findByText('Away for now')).closest('li');
    if (!row) throw new Error('the row should be a list item');
    expect(within(row).getByText(/^Snoozed until /)).toBeInTheDocument();
    expect(within(row).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(within(itemOf('Here now')).getByRole('button', { name: 'Snooze' })).toBeInTheDocument();
    expect(within(itemOf('Done with')).queryByRole('button', { name: 'Snooze' })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Bring back' }));
    await waitFor(() => expect(api.callsTo('POST', snoozePath(snoozed.id))).toHaveLength(1));
    expect(api.callsTo('POST', snoozePath(snoozed.id))[0]?.body).toEqual({ until: null });
    // At once: the row is back among the unread ones.
    await waitFor(() => expect(within(row).queryByText(/^Snoozed until /)).not.toBeInTheDocument());
    expect(within(row).getByText('Unread')).toBeInTheDocument();
    expect(await screen.findByText('Notification brought back')).toBeInTheDocument();
  });

  it('links to the notification settings from its header', async () => {
    page([notification()]);
    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/notifications/settings');
  });
});
