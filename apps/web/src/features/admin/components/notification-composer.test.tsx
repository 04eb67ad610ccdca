import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_LINK_MESSAGE } from '@ua/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { ADMINISTRATOR, OPERATIONS, pageOf } from '../test/admin-fixtures';
import { chooseOption } from '../../../test/mantine-select';
import { preloadAdminSections, renderAdmin } from '../test/render-admin';

const RAVI = { id: 2, name: 'Ravi Kumar', email: 'ops@ua.test' };

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/lookup/staff/': { status: 200, data: pageOf([RAVI]) },
    'GET /api/admin/lookup/access-levels/': { status: 200, data: pageOf([ADMINISTRATOR, OPERATIONS].map(({ id, name }) => ({ id, name }))) },
    ...routes,
  });
}

const messageBox = () => screen.getByRole('textbox', { name: /Message/ });

describe('the notification composer', () => {
  beforeAll(preloadAdminSections);

  it('previews the message as the bell shows it, line breaks kept, with its type and link', async () => {
    setup();
    renderAdmin({ path: '/admin/notifications' });
    await screen.findByRole('heading', { name: 'Send a notification' });
    const preview = screen.getByLabelText('Preview in the bell');
    expect(preview).toHaveTextContent('Your message appears here as you write it.');

    await userEvent.click(messageBox());
    await userEvent.paste('Office closed on Friday.\nUrgent bookings: call Ravi.\n\nHappy Diwali!');
    await userEvent.click(screen.getByRole('textbox', { name: /Link/ }));
    await userEvent.paste('/bookings/UA-24117');
    await userEvent.click(screen.getByRole('radio', { name: 'payment', hidden: true }));

    const message = within(preview).getByText(/Office closed on Friday/);
    expect(message.textContent).toBe('Office closed on Friday.\nUrgent bookings: call Ravi.\n\nHappy Diwali!');
    expect(message).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(within(preview).getByText('payment')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: /View details/ })).toHaveAttribute('href', `${window.location.origin}/bookings/UA-24117`);
  });

  it('shows the contract schema\u2019s messages and sends nothing while something is wrong', async () => {
    const api = setup();
    renderAdmin({ path: '/admin/notifications' });
    await screen.findByRole('heading', { name: 'Send a notification' });
    await userEvent.type(screen.getByRole('textbox', { name: /Link/ }), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));

    expect(screen.getByText('Choose at least one recipient')).toBeInTheDocument();
    expect(messageBox()).toHaveAccessibleDescription(/Write a message/);
    expect(screen.getByRole('textbox', { name: /Link/ })).toHaveAccessibleDescription(new RegExp(NOTIFICATION_LINK_MESSAGE.replace(/[()]/g, '\\$&')));
    expect(api.callsTo('POST', '/api/admin/notifications/')).toHaveLength(0);
  });

  it('sends to the people chosen, searched on the server, and says how many received it', async () => {
    const api = setup({ 'POST /api/admin/notifications/': { status: 201, data: { created: 1 } } });
    renderAdmin({ path: '/admin/notifications' });
    await screen.findByRole('heading', { name: 'Send a notification' });
    const people = screen.getByRole('combobox', { name: 'People' });
    await userEvent.type(people, 'ops');
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/lookup/staff/').at(-1)?.params).toMatchObject({ q: 'ops', active: 'true' }));
    await chooseOption(people, 'Ravi Kumar (ops@ua.test)');
    await userEvent.type(messageBox(), 'Line one{Enter}Line two');
    await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/admin/notifications/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/notifications/')[0]?.body).toEqual({
      recipients: { user_ids: [2] },
      notification_type: 'system',
      message: 'Line one\nLine two',
      link: null,
    });
    expect(await screen.findByText('Sent to 1 staff.')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
  });

  it('sends to the holders of the levels chosen, or to everyone', async () => {
    const api = setup({ 'POST /api/admin/notifications/': { status: 201, data: { created: 42 } } });
    renderAdmin({ path: '/admin/notifications' });
    await screen.findByRole('heading', { name: 'Send a notification' });
    await userEvent.click(screen.getByRole('radio', { name: 'Access levels' }));
    await chooseOption(screen.getByRole('combobox', { name: 'Access levels' }), 'Operations');
    await userEvent.type(messageBox(), 'Stand-up at 10');
    await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/notifications/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/notifications/')[0]?.body).toMatchObject({ recipients: { access_level_ids: [2] } });

    await userEvent.click(screen.getByRole('radio', { name: 'Everyone' }));
    await userEvent.type(messageBox(), 'Stand-up moved to 11');
    await userEvent.click(screen.getByRole('button', { name: 'Send to everyone' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/notifications/')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/admin/notifications/')[1]?.body).toMatchObject({ recipients: { all: true }, message: 'Stand-up moved to 11' });
    expect(await screen.findByText('Sent to 42 staff.')).toBeInTheDocument();
  });

  it('shows the server\u2019s refusal beside the recipients', async () => {
    setup({ 'POST /api/admin/notifications/': { status: 400, data: { detail: 'None of the chosen recipients has an active account.', code: 'notification.no_active_recipient', errors: { recipients: ['None of the chosen recipients has an active account'] } } } });
    renderAdmin({ path: '/admin/notifications' });
    await screen.findByRole('heading', { name: 'Send a notification' });
    await userEvent.click(screen.getByRole('radio', { name: 'Everyone' }));
    await userEvent.type(messageBox(), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send to everyone' }));
    expect(await screen.findByText('None of the chosen recipients has an active account')).toBeInTheDocument();
  });

  it('lets a sender without staff.manage pick people and levels, through the lookup that shows names only', async () => {
    const api = setup({ 'POST /api/admin/notifications/': { status: 201, data: { created: 1 } } });
    renderAdmin({ path: '/admin/notifications', labels: ['notifications.send'] });
    await screen.findByRole('heading', { name: 'Send a notification' });
    expect(screen.getByRole('radio', { name: 'People' })).toBeChecked();
    const people = screen.getByRole('combobox', { name: 'People' });
    await userEvent.type(people, 'ravi');
    await chooseOption(people, 'Ravi Kumar (ops@ua.test)');
    await userEvent.click(screen.getByRole('radio', { name: 'Access levels' }));
    expect(await screen.findByRole('combobox', { name: 'Access levels' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'People' }));
    await userEvent.type(messageBox(), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/notifications/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/notifications/')[0]?.body).toMatchObject({ recipients: { user_ids: [2] } });
    expect(api.callsTo('GET', '/api/admin/staff/')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/admin/access-levels/')).toHaveLength(0);
  });
});

describe('the composer\u2019s errors', () => {
  beforeAll(preloadAdminSections);

  it('takes an error away once its field is fixed', async () => {
    const api = setup();
    renderAdmin({ path: '/admin/notifications' });
    await screen.findByRole('heading', { name: 'Send a notification' });
    await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(screen.getByText('Choose at least one recipient')).toBeInTheDocument();
    expect(messageBox()).toHaveAccessibleDescription(/Write a message/);

    const people = screen.getByRole('combobox', { name: 'People' });
    await userEvent.type(people, 'ops');
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/lookup/staff/').at(-1)?.params).toMatchObject({ q: 'ops' }));
    await chooseOption(people, 'Ravi Kumar (ops@ua.test)');
    expect(screen.queryByText('Choose at least one recipient')).not.toBeInTheDocument();
    await userEvent.type(messageBox(), 'Hello');
    expect(messageBox()).not.toHaveAccessibleDescription(/Write a message/);
  });

  it('words a raw schema message from the server for a person', async () => {
    const raw = 'Invalid option: expected one of "booking"|"payment"|"system"';
    setup({ 'POST /api/admin/notifications/': { status: 400, data: { detail: 'Check the fields.', code: 'validation', errors: { notification_type: [raw], message: ['Invalid input: expected string, received undefined'] } } } });
    renderAdmin({ path: '/admin/notifications' });
    await screen.findByRole('heading', { name: 'Send a notification' });
    await userEvent.click(screen.getByRole('radio', { name: 'Everyone' }));
    await userEvent.type(messageBox(), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send to everyone' }));
    expect(await screen.findByText('Choose one of the options')).toBeInTheDocument();
    expect(messageBox()).toHaveAccessibleDescription(/Required/);
    expect(document.body).not.toHaveTextContent(/Invalid option|Invalid input|expected/);
  });
});
