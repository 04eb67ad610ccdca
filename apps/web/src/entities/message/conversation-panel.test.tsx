import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { MESSAGING_PATHS, type Message } from '@ua/contracts';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../test/mantine-select';
import { mockApi, type RecordedCall } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ConversationPanel } from './conversation-panel';
import { messageOf, pageOf, TEMPLATES } from './test/message-fixtures';

const userEvent = userEventLib.setup({ delay: null });

const WHATSAPP = MESSAGING_PATHS.whatsappMessageAction;
const MAIL = MESSAGING_PATHS.mailMessageAction;
const DEFAULTS = { customer_name: 'Rahul Sharma', trip_title: 'Kerala family trip' };

function setup(routes: Parameters<typeof mockApi>[0] = {}, { whatsapp = [] as Message[], email = [] as Message[] } = {}) {
  return mockApi({
    [`GET ${WHATSAPP}`]: { status: 200, data: pageOf(whatsapp) },
    [`GET ${MAIL}`]: { status: 200, data: pageOf(email) },
    [`GET ${MESSAGING_PATHS.templates}`]: { status: 200, data: { results: TEMPLATES } },
    ...routes,
  });
}

function renderPanel({ canSend = true, documentVersion }: { canSend?: boolean; documentVersion?: number } = {}) {
  return renderWithProviders(<ConversationPanel recordType="itinerary" recordId={42} canSend={canSend} defaults={DEFAULTS} documentVersion={documentVersion} />);
}

/** Opens a Mantine select and answers its options (hidden, as jsdom lays nothing out), by text. */
async function openOptions(combobox: HTMLElement): Promise<Map<string, HTMLElement>> {
  await userEvent.click(combobox);
  const listbox = await waitFor(() => {
    const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the dropdown has not opened');
    return element;
  });
  return new Map(within(listbox).getAllByRole('option', { hidden: true }).map((option) => [option.textContent ?? '', option]));
}

const bubbles = async () => within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');

describe('a record\u2019s conversation', () => {
  it('shows both channels as one chat, oldest first, with each message\u2019s ticks, the failure\u2019s reason and the customer\u2019s reply', async () => {
    const api = setup(
      {},
      {
        // Newest first, as the server pages them.
        whatsapp: [
          messageOf({ id: 4, status: 'failed', template: null, body_text: 'Are the rooms fine?', error_message: 'The number is not on WhatsApp', created_at: '2026-11-20T09:20:00.000Z' }),
          messageOf({ id: 3, direction: 'in', status: 'received', party: 'customer', template: null, body_text: 'Thank you, looks lovely!', from_address: '+919812345678', sent_by: null, created_at: '2026-11-20T09:10:00.000Z' }),
          messageOf({ id: 1, status: 'read', created_at: '2026-11-20T09:00:00.000Z' }),
        ],
        email: [messageOf({ id: 2, channel: 'email', status: 'sent', template: 'itinerary_followup', to_address: 'rahul@example.in', body_text: 'Dear Rahul', created_at: '2026-11-20T09:05:00.000Z' })],
      },
    );
    renderPanel();
    const [linkSent, followUp, reply, failed] = await bubbles();

    expect(within(linkSent!).getByText('Itinerary link')).toBeInTheDocument();
    expect(within(linkSent!).getByRole('img', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(within(linkSent!).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(within(linkSent!).getByText('To the customer · +919812345678')).toBeInTheDocument();

    expect(within(followUp!).getByRole('img', { name: 'Email' })).toBeInTheDocument();
    expect(within(followUp!).getByText('Follow-up on a quote')).toBeInTheDocument();
    expect(within(followUp!).getByRole('img', { name: 'Sent' })).toBeInTheDocument();

    expect(within(reply!).getByText('Thank you, looks lovely!')).toBeInTheDocument();
    expect(within(reply!).getByText('From the customer · +919812345678')).toBeInTheDocument();
    expect(within(reply!).queryByRole('img', { name: /Queued|Sent|Delivered|Read|Failed/ })).not.toBeInTheDocument();

    expect(within(failed!).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
    expect(within(failed!).getByText('Not delivered: The number is not on WhatsApp')).toBeInTheDocument();
    expect(api.callsTo('GET', WHATSAPP)[0]?.params).toMatchObject({ record_type: 'itinerary', record_id: 42 });
  });

  it('shows a viewer without messaging.send the messages but no composer, and asks for no templates', async () => {
    const api = setup({}, { whatsapp: [messageOf({ status: 'delivered' })] });
    renderPanel({ canSend: false });
    const [only] = await bubbles();
    expect(within(only!).getByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    expect(within(only!).getByText('Itinerary link')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', MESSAGING_PATHS.templates)).toHaveLength(0);
  });

  it('prefills the template\u2019s parameters from what the record knows, previews it, and sends once with an idempotency key however often it is clicked', async () => {
    const sent = messageOf({ id: 9, status: 'queued', created_at: new Date().toISOString() });
    let answered = 0;
    const api = setup({
      [`GET ${WHATSAPP}`]: () => ({ status: 200, data: pageOf(answered === 0 ? [] : [sent]) }),
      [`POST ${WHATSAPP}`]: async () => {
        // Slow, as a busy server is: the second click lands while the first is on its way.
        await new Promise((resolve) => setTimeout(resolve, 50));
        answered += 1;
        return { status: 201, data: sent };
      },
    });
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Write a message' });
    // Only this channel's templates for a trip: the supplier's and the mail ones are not offered.
    const options = await openOptions(within(form).getByRole('combobox', { name: 'Template' }));
    expect([...options.keys()]).toEqual(['Itinerary link', 'Itinerary PDF']);
    await userEvent.click(options.get('Itinerary link')!);

    expect(within(form).getByRole('textbox', { name: 'Customer name' })).toHaveValue('Rahul Sharma');
    expect(within(form).getByRole('textbox', { name: 'Trip' })).toHaveValue('Kerala family trip');
    const link = within(form).getByRole('textbox', { name: 'Customer link' });
    expect(link).toHaveValue('');
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Namaste Rahul Sharma, your itinerary for Kerala family trip is ready. You can read it here: [Customer link]');

    await userEvent.click(within(form).getByRole('button', { name: 'Send on WhatsApp' }));
    expect(link).toHaveAccessibleDescription('Enter the customer link');
    expect(api.callsTo('POST', WHATSAPP)).toHaveLength(0);

    await userEvent.type(link, 'https://ua.example/trip/k3Jd9sLq0Pz/');
    expect(preview).toHaveTextContent('You can read it here: https://ua.example/trip/k3Jd9sLq0Pz/');
    // Two clicks before React draws the busy button: the second must not send again.
    const sendButton = within(form).getByRole('button', { name: 'Send on WhatsApp' });
    act(() => {
      sendButton.click();
      sendButton.click();
    });
    await userEvent.click(sendButton);

    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(1));
    const posts = api.callsTo('POST', WHATSAPP);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      record_type: 'itinerary',
      record_id: 42,
      to: 'customer',
      template: 'itinerary_link',
      parameters: { customer_name: 'Rahul Sharma', trip_title: 'Kerala family trip', link_url: 'https://ua.example/trip/k3Jd9sLq0Pz/' },
      idempotency_key: expect.stringMatching(/^[\da-f-]{32,36}$/),
    });
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByRole('img', { name: 'Queued' })).toBeInTheDocument();
  });

  it('asks again every 3 seconds while a message is on its way, and stops once it has settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = new Date().toISOString();
    const statuses = ['queued', 'sent', 'read'] as const;
    let calls = 0;
    const api = setup({
      [`GET ${WHATSAPP}`]: () => {
        const status = statuses[Math.min(calls, statuses.length - 1)];
        calls += 1;
        return { status: 200, data: pageOf([messageOf({ status, created_at: now })]) };
      },
    });
    renderPanel({ canSend: false });
    expect(await screen.findByRole('img', { name: 'Queued' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('img', { name: 'Sent' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('img', { name: 'Read' })).toBeInTheDocument();
    // Read is where a message ends: no more asking, however long the panel stays open.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.callsTo('GET', WHATSAPP)).toHaveLength(3);
    // The mail list, with nothing on its way, was asked once.
    expect(api.callsTo('GET', MAIL)).toHaveLength(1);
  });

  it('writes free WhatsApp text, and shows the server\u2019s refusal outside the 24-hour window where it was written', async () => {
    const detail = 'The customer last wrote more than 24 hours ago: WhatsApp allows only a template until they reply.';
    const api = setup({ [`POST ${WHATSAPP}`]: { status: 409, data: { detail, code: 'messaging.outside_window' } } });
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Write a message' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Free text' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'Shall we move the houseboat to Friday?');
    expect(within(form).getByRole('region', { name: 'Preview' })).toHaveTextContent('Shall we move the houseboat to Friday?');
    await userEvent.click(within(form).getByRole('button', { name: 'Send on WhatsApp' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(detail);
    expect(api.callsTo('POST', WHATSAPP)[0]?.body).toEqual({
      record_type: 'itinerary',
      record_id: 42,
      to: 'customer',
      text: 'Shall we move the houseboat to Friday?',
      parameters: {},
      idempotency_key: expect.any(String),
    });
  });

  it('sends a mail from a mail template, with the field the server refuses marked at its box', async () => {
    const api = setup({
      [`POST ${MAIL}`]: { status: 400, data: { detail: 'The parameters do not fit the template.', code: 'messaging.template_mismatch', errors: { 'parameters.staff_name': ['Enter your name'] } } },
    });
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Write a message' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Email' }));
    expect(within(form).queryByRole('radio', { name: 'Free text' })).not.toBeInTheDocument();
    const options = await openOptions(within(form).getByRole('combobox', { name: 'Template' }));
    expect([...options.keys()]).toEqual(['Follow-up on a quote']);
    await userEvent.click(options.get('Follow-up on a quote')!);
    expect(within(form).getByRole('textbox', { name: "Customer's name" })).toHaveValue('Rahul Sharma');
    const staffName = within(form).getByRole('textbox', { name: 'Your name' });
    await userEvent.type(staffName, 'Ravi');
    await userEvent.click(within(form).getByRole('button', { name: 'Send email' }));

    await waitFor(() => expect(staffName).toHaveAccessibleDescription('Enter your name'));
    const [post] = api.callsTo('POST', MAIL) as [RecordedCall];
    expect(post.body).toEqual({
      record_type: 'itinerary',
      record_id: 42,
      to: 'customer',
      template: 'itinerary_followup',
      parameters: { customer_name: 'Rahul Sharma', staff_name: 'Ravi' },
      idempotency_key: expect.any(String),
    });
    expect(api.callsTo('POST', WHATSAPP)).toHaveLength(0);
  });

  it('sends a document template with the latest version\u2019s PDF, and refuses it before any version is frozen', async () => {
    const api = setup({ [`POST ${WHATSAPP}`]: { status: 201, data: messageOf() } });
    const { unmount } = renderPanel();
    let form = await screen.findByRole('form', { name: 'Write a message' });
    await chooseOption(within(form).getByRole('combobox', { name: 'Template' }), 'Itinerary PDF');
    await userEvent.click(within(form).getByRole('button', { name: 'Send on WhatsApp' }));
    expect(within(form).getByRole('combobox', { name: 'Template' })).toHaveAccessibleDescription('This template sends a version\u2019s PDF: freeze a version first');
    expect(api.callsTo('POST', WHATSAPP)).toHaveLength(0);
    unmount();

    renderPanel({ documentVersion: 2 });
    form = await screen.findByRole('form', { name: 'Write a message' });
    await chooseOption(within(form).getByRole('combobox', { name: 'Template' }), 'Itinerary PDF');
    expect(within(form).getByRole('region', { name: 'Preview' })).toHaveTextContent('With the PDF of version 2.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send on WhatsApp' }));
    await waitFor(() => expect(api.callsTo('POST', WHATSAPP)).toHaveLength(1));
    expect(api.callsTo('POST', WHATSAPP)[0]?.body).toMatchObject({ template: 'itinerary_document', attach_version: 2, parameters: { customer_name: 'Rahul Sharma', trip_title: 'Kerala family trip' } });
  });
});
