import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { MESSAGING_PATHS } from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import { currentLocation } from '../../../test/location-probe';
import { mockApi } from '../../../test/mock-api';
import { FOLLOWUP_MAIL, LINK_MAIL, mailPage, RAHUL_PHONE } from '../test/mailbox-fixtures';
import { renderMailbox } from '../test/render-mailbox';

const userEvent = userEventLib.setup({ delay: null });
const NOT_FOUND = { status: 404, data: { detail: 'No route for GET /api/dev/mailbox/.', code: 'not_found' } };

describe('the mailbox of the local stand-ins', () => {
  it('lists the caught mails newest first, and opens one with its text and its HTML in an empty sandbox', async () => {
    const api = mockApi({
      [`GET ${MESSAGING_PATHS.devMailbox}`]: { status: 200, data: mailPage([FOLLOWUP_MAIL, LINK_MAIL]) },
      [`GET ${MESSAGING_PATHS.devMail(LINK_MAIL.id)}`]: { status: 200, data: LINK_MAIL },
    });
    renderMailbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Caught mails' });
    // Each row is named by what it shows, subject first (axe: the name holds the visible text).
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent?.split('UA Internal')[0])).toEqual(['Any changes to your trip?', 'Your Kerala family trip itinerary']);
    expect(rows[0]).toHaveAccessibleName(/^Any changes to your trip\? UA Internal <trips@ua\.example> → rahul@example\.in /);
    expect(api.callsTo('GET', MESSAGING_PATHS.devMailbox)[0]?.params).toEqual({ page: 1, page_size: 25 });
    // Only the open tab asks the server.
    expect(api.callsTo('GET', MESSAGING_PATHS.devWhatsappPhones)).toHaveLength(0);

    await userEvent.click(within(list).getByRole('button', { name: /Your Kerala family trip itinerary/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Your Kerala family trip itinerary' });
    expect(within(drawer).getByText('UA Internal <trips@ua.example>')).toBeInTheDocument();
    expect(within(drawer).getByText('rahul@example.in')).toBeInTheDocument();
    expect(within(drawer).getByText(/your itinerary is ready: https:\/\/ua.example\/trip\/k3\//)).toBeInTheDocument();
    const html = within(drawer).getByTitle('Your Kerala family trip itinerary, as HTML');
    expect(html.tagName).toBe('IFRAME');
    expect(html).toHaveAttribute('sandbox', '');
    expect(html).toHaveAttribute('srcdoc', LINK_MAIL.html);
  });

  it('shows each stand-in phone\u2019s conversation, and answers as the customer with the phone and the text', async () => {
    let replied = false;
    const answered = { id: 3, direction: 'in' as const, wamid: 'wamid.c3', text: 'Can we add a houseboat night?', at: '2026-11-20T11:00:00.000Z' };
    const reply = { phone: RAHUL_PHONE.phone, messages: [...RAHUL_PHONE.messages, answered] };
    const api = mockApi({
      [`GET ${MESSAGING_PATHS.devWhatsappPhones}`]: () => ({ status: 200, data: { results: [replied ? reply : RAHUL_PHONE] } }),
      [`POST ${MESSAGING_PATHS.devWhatsappReply}`]: () => {
        replied = true;
        return { status: 201, data: answered };
      },
    });
    renderMailbox('/mail?tab=whatsapp');
    const phone = await screen.findByRole('region', { name: 'Phone +919812345678' });
    const conversation = within(phone).getByRole('list', { name: 'Conversation with +919812345678' });
    const [sent, answer] = within(conversation).getAllByRole('listitem');
    expect(sent).toHaveTextContent('UA Internal');
    expect(sent).toHaveTextContent('your itinerary for Kerala family trip is ready');
    expect(answer).toHaveTextContent('This phone');
    expect(answer).toHaveTextContent('Looks lovely, thank you!');

    const box = within(phone).getByRole('textbox', { name: 'Answer as +919812345678' });
    await userEvent.click(within(phone).getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAccessibleDescription('Write the reply');
    expect(api.callsTo('POST', MESSAGING_PATHS.devWhatsappReply)).toHaveLength(0);

    await userEvent.type(box, 'Can we add a houseboat night?');
    await userEvent.click(within(phone).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(within(conversation).getAllByRole('listitem')).toHaveLength(3));
    expect(api.callsTo('POST', MESSAGING_PATHS.devWhatsappReply).map((call) => call.body)).toEqual([{ from: '+919812345678', text: 'Can we add a houseboat night?' }]);
    expect(box).toHaveValue('');
  });

  it('says the mailbox lives only with the local stand-ins where the server has no such routes (production)', async () => {
    mockApi({ [`GET ${MESSAGING_PATHS.devMailbox}`]: NOT_FOUND, [`GET ${MESSAGING_PATHS.devWhatsappPhones}`]: NOT_FOUND });
    renderMailbox();
    expect(await screen.findByText(/The mailbox exists only with the local stand-ins/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'WhatsApp' }));
    expect(currentLocation().search).toBe('?tab=whatsapp');
    expect(await screen.findByText(/The mailbox exists only with the local stand-ins/)).toBeInTheDocument();
  });

  it('leads back to UA Internal, since the top bar is off on this page', async () => {
    mockApi({ [`GET ${MESSAGING_PATHS.devMailbox}`]: { status: 200, data: mailPage([]) } });
    renderMailbox();
    expect(await screen.findByText(/No mail caught yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to UA Internal' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/');
  });
});
