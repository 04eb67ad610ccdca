import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_TYPES, type NotificationPreferences } from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply, type RecordedCall } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { emulateScreenWidth } from '../../../test/screen-width';
import { NotificationSettingsPage } from './notification-settings-page';

const PATH = '/user/notification-preferences/';

/** An accounts person's settings: payments and system allowed, everything at its default. */
function settings(overrides: Partial<NotificationPreferences> = {}): NotificationPreferences {
  const allowed = new Set(['payment', 'system']);
  return {
    whatsapp_number: null,
    types: NOTIFICATION_TYPES.map((type) => ({ notification_type: type, allowed: allowed.has(type), required: type === 'system', channels: { bell: true, mail: false, whatsapp: false } })),
    ...overrides,
  };
}

function setup(saved: NotificationPreferences, put: MockReply | ((call: RecordedCall) => MockReply) = (call) => ({ status: 200, data: applied(saved, call.body as Request) })) {
  const api = mockApi({ [`GET ${PATH}`]: { status: 200, data: saved }, [`PUT ${PATH}`]: put });
  renderWithProviders(<NotificationSettingsPage />, { path: '/notifications/settings' });
  return api;
}

type Request = { whatsapp_number?: string | null; types?: Array<{ notification_type: string; channels: Record<string, boolean> }> };

/** What the server would answer to the request: the saved settings with its changes. */
function applied(saved: NotificationPreferences, body: Request): NotificationPreferences {
  return {
    whatsapp_number: body.whatsapp_number === undefined ? saved.whatsapp_number : body.whatsapp_number,
    types: saved.types.map((entry) => ({ ...entry, channels: { ...entry.channels, ...body.types?.find((change) => change.notification_type === entry.notification_type)?.channels } })),
  };
}

const rowOf = (title: string) => {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`${title} should sit in a table row`);
  return row;
};

describe('the notification settings page', () => {
  it('lists every type in plain English with its three channels, and says why a switch cannot move', async () => {
    setup(settings());
    expect(await screen.findByText('Payments')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Notification', 'Bell', 'Mail', 'WhatsApp']);
    expect(within(rowOf('Payments')).getByText(/Dues coming up or overdue/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Payments: Bell' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Payments: Mail' })).toBeEnabled();

    // Not in the person's access: every channel off limits, with the permission it needs.
    expect(within(rowOf('Bookings')).getByText('Not part of your access: it needs the bookings.view permission.')).toBeInTheDocument();
    for (const channel of ['Bell', 'Mail', 'WhatsApp']) expect(screen.getByRole('switch', { name: `Bookings: ${channel}` })).toBeDisabled();

    // Required: the bell stays on; the other channels are the person's to choose.
    expect(within(rowOf('Announcements')).getByText('Always on in the bell.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Announcements: Bell' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Announcements: Bell' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Announcements: Mail' })).toBeEnabled();
  });

  it('saves only what changed, and says so', async () => {
    const api = setup(settings());
    await userEvent.click(await screen.findByRole('switch', { name: 'Payments: Mail' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Payments: Bell' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(api.callsTo('PUT', PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', PATH)[0]?.body).toEqual({ types: [{ notification_type: 'payment', channels: { bell: false, mail: true } }] });
    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Payments: Mail' })).toBeChecked();

    // Saved: a second save sends nothing more of it.
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PUT', PATH)).toHaveLength(2));
    expect(api.callsTo('PUT', PATH)[1]?.body).toEqual({});
  });

  it('asks for the WhatsApp number before WhatsApp can be turned on, and sends them together', async () => {
    const api = setup(settings());
    await userEvent.click(await screen.findByRole('switch', { name: 'Payments: WhatsApp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const number = screen.getByRole('textbox', { name: 'Your WhatsApp number' });
    expect(await screen.findByText('Give your WhatsApp number, with its country code, to get notifications on WhatsApp.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', PATH)).toEqual([]);

    await userEvent.type(number, '98123');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Give the number with its country code, e.g. +919812345678.')).toBeInTheDocument();
    expect(api.callsTo('PUT', PATH)).toEqual([]);

    await userEvent.clear(number);
    await userEvent.type(number, '+919812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PUT', PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', PATH)[0]?.body).toEqual({ whatsapp_number: '+919812345678', types: [{ notification_type: 'payment', channels: { whatsapp: true } }] });
  });

  it('shows the server’s refusal beside its field, and keeps what was chosen', async () => {
    setup(settings({ whatsapp_number: '+919812345678' }), {
      status: 400,
      data: { detail: 'WhatsApp needs your number.', code: 'validation', errors: { whatsapp_number: ['Give your WhatsApp number, with its country code, to get notifications on WhatsApp.'] } },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Payments: WhatsApp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Give your WhatsApp number, with its country code, to get notifications on WhatsApp.')).toBeInTheDocument();
    expect(screen.getByText('Settings not saved')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Payments: WhatsApp' })).toBeChecked();
  });

  it('lays each type out as a card of three labelled switches on a phone', async () => {
    emulateScreenWidth(375);
    setup(settings());
    expect(await screen.findByText('Payments')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByText('Payments').closest('.mantine-Card-root');
    if (!(card instanceof HTMLElement)) throw new Error('Payments should sit in a card');
    expect(within(card).getAllByRole('switch').map((control) => control.getAttribute('aria-label'))).toEqual(['Payments: Bell', 'Payments: Mail', 'Payments: WhatsApp']);
    expect(within(card).getByText('WhatsApp')).toBeInTheDocument();
  });
});
