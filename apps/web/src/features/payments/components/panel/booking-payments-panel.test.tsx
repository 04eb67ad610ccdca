import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { PAYMENT_PATHS } from '@ua/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mock-api';
import { BOOKING_ID, linkOf, mailOf, moneyOf, paymentOf } from '../../test/payment-fixtures';
import { VIEW_LABELS, renderPanel } from '../../test/render-payments';

const userEvent = userEventLib.setup({ delay: null });

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${PAYMENT_PATHS.duePaymentData(BOOKING_ID)}`]: { status: 200, data: moneyOf() },
    [`GET ${PAYMENT_PATHS.paymentMail}`]: { status: 200, data: { results: [mailOf()] } },
    ...routes,
  });
}

const WRITES = [
  'Change the plan',
  'Record a payment',
  'Record a payment for Balance',
  'Payment link for Balance',
  'Waive Balance',
  'Send the receipt RC/2026-27/000012',
  'Refund RC/2026-27/000012',
  'Reverse RC/2026-27/000012',
  'Send the payment link for Balance',
  'Refresh the payment link for Balance from the gateway',
  'Cancel the payment link for Balance',
];
const buttonNames = () => screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the booking’s payments panel', () => {
  it('shows the totals, the plan, the dues, the payments with their receipts, the links and the mails sent', async () => {
    setup();
    renderPanel();
    const totals = await screen.findByRole('list', { name: 'Money at a glance' });
    expect(within(totals).getByRole('listitem', { name: 'Total' })).toHaveTextContent('₹1,00,000');
    expect(within(totals).getByRole('listitem', { name: 'Received' })).toHaveTextContent('₹25,000');
    expect(within(totals).getByRole('listitem', { name: 'Outstanding' })).toHaveTextContent('₹75,000Next: Balance, ₹75,000 by 10 Nov 2026');
    expect(within(totals).getByRole('listitem', { name: 'Overdue' })).toHaveTextContent('₹75,000');
    expect(within(totals).getByRole('listitem', { name: 'Credit' })).toHaveTextContent('₹0');
    expect(screen.getByRole('region', { name: 'Plan' })).toHaveTextContent('25% advance at booking, the balance 30 days before travel.');

    const dues = within(screen.getByRole('table', { name: 'Dues' })).getAllByRole('row').slice(1);
    expect(dues.map((row) => within(row).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent))).toEqual([
      ['Advance', '1 Nov 2026', '₹25,000', '₹25,000', '₹0', 'Paid'],
      ['Balance', '10 Nov 2026', '₹75,000', '₹0', '₹75,000', 'Overdue3 days late'],
    ]);

    const payments = within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row').slice(1);
    // Newest first: the reversed cheque, then the advance.
    expect(payments[0]).toHaveTextContent('RC/2026-27/000013Reversed');
    expect(payments[0]).toHaveTextContent('Cheque bounced');
    expect(payments[0]).toHaveTextContent('ChequeCHQ 004512');
    expect(payments[1]).toHaveTextContent('RC/2026-27/000012');
    expect(payments[1]).toHaveTextContent('UPIUTR123456');
    expect(payments[1]).toHaveTextContent('Advance ₹25,000');

    const [link] = within(screen.getByRole('table', { name: 'Payment links' })).getAllByRole('row').slice(1);
    expect(within(link as HTMLElement).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent)).toEqual(['Balance', 'Open', '₹75,000', '₹0']);
    expect(within(link as HTMLElement).getByRole('link', { name: 'pay.example/pl_81' })).toHaveAttribute('href', 'https://pay.example/pl_81');

    const mails = await screen.findByRole('table', { name: 'Payment mails' });
    expect(within(mails).getAllByRole('row')[1]).toHaveTextContent(/Payment requestMailrahul@example\.comsentChitra Nair/);
    expect(buttonNames()).toEqual(expect.arrayContaining(WRITES));
  });

  it('offers no write without payments.record, but keeps the receipts and the link to copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup();
    renderPanel({ labels: VIEW_LABELS });
    await screen.findByRole('table', { name: 'Dues' });
    const names = buttonNames();
    for (const write of WRITES) expect(names).not.toContain(write);
    expect(names).toContain('Receipt RC/2026-27/000012');
    await userEvent.click(screen.getByRole('button', { name: 'Copy the payment link for Balance' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://pay.example/pl_81'));
  });

  it('sets a plan of instalments, keeping the dues by id, and shows where the server finds it wrong', async () => {
    const onChange = vi.fn();
    const api = setup({
      [`POST ${PAYMENT_PATHS.addDuePayment}`]: {
        status: 400,
        data: {
          detail: 'The payment plan must add up to the booking’s total.',
          code: 'validation',
          errors: { 'plan.instalments': ['The instalments add up to ₹95,000.00, not the booking’s total of ₹1,00,000.00: ₹5,000.00 is missing'] },
        },
      },
    });
    renderPanel({ onChange });
    await userEvent.click(await screen.findByRole('button', { name: 'Change the plan' }));
    const drawer = await screen.findByRole('dialog', { name: 'Change the payment plan' });
    expect(within(drawer).getByRole('textbox', { name: 'Advance (%)' })).toHaveValue('25');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Instalments' }));
    const balance = within(drawer).getByRole('group', { name: 'Balance' });
    const amount = within(balance).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('75000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '70000');
    expect(within(drawer).getByText('Adds up to ₹95,000 of ₹1,00,000: ₹5,000 missing.')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save the plan' }));

    expect(await within(drawer).findByText(/The instalments add up to ₹95,000.00, not the booking’s total/)).toBeInTheDocument();
    expect(api.callsTo('POST', PAYMENT_PATHS.addDuePayment)[0]?.body).toEqual({
      booking_id: BOOKING_ID,
      plan: {
        kind: 'instalments',
        instalments: [
          { id: 61, label: 'Advance', amount_paise: 2_500_000, due_date: '2026-11-01' },
          { id: 62, label: 'Balance', amount_paise: 7_000_000, due_date: '2026-11-10' },
        ],
      },
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('puts the server’s error about one instalment at its box', async () => {
    setup({
      [`POST ${PAYMENT_PATHS.addDuePayment}`]: { status: 400, data: { detail: 'Check the plan.', code: 'validation', errors: { 'plan.instalments.0.amount_paise': ['₹25,000 is paid on it already'] } } },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Change the plan' }));
    const drawer = await screen.findByRole('dialog', { name: 'Change the payment plan' });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Instalments' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save the plan' }));
    const advance = within(drawer).getByRole('group', { name: 'Advance' });
    await waitFor(() => expect(within(advance).getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('₹25,000 is paid on it already'));
  });

  it('sets a first plan from the house default, an advance and a balance, and tells the page', async () => {
    const onChange = vi.fn();
    const api = setup({
      [`GET ${PAYMENT_PATHS.duePaymentData(BOOKING_ID)}`]: { status: 200, data: moneyOf({ plan: null, dues: [], payments: [], links: [], next_due: null, received_paise: 0, overdue_paise: 0, outstanding_paise: 10_000_000 }) },
      [`POST ${PAYMENT_PATHS.addDuePayment}`]: { status: 200, data: moneyOf() },
    });
    renderPanel({ onChange });
    expect(await screen.findByText('No plan yet: the whole ₹1,00,000 is outstanding until one is set.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set the plan' }));
    const drawer = await screen.findByRole('dialog', { name: 'Set the payment plan' });
    const percent = within(drawer).getByRole('textbox', { name: 'Advance (%)' });
    expect(percent).toHaveValue('25');
    expect(within(drawer).getByRole('textbox', { name: /^Balance due \(days before travel\)/ })).toHaveValue('30');
    await userEvent.clear(percent);
    await userEvent.type(percent, '12.5');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save the plan' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', PAYMENT_PATHS.addDuePayment)[0]?.body).toEqual({ booking_id: BOOKING_ID, plan: { kind: 'advance_balance', advance_bp: 1250, balance_days_before: 30 } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set the payment plan' })).not.toBeInTheDocument());
    // The answer is the money after it: the panel shows it without asking again.
    expect(await screen.findByRole('table', { name: 'Dues' })).toBeInTheDocument();
  });

  it('records a payment against a due, sends its link by WhatsApp, and waives with a reason', async () => {
    const onChange = vi.fn();
    const api = setup({
      [`POST ${PAYMENT_PATHS.partialPayment}`]: { status: 201, data: { payment: paymentOf({ id: 75 }), replayed: false, money: moneyOf() } },
      [`POST ${PAYMENT_PATHS.paymentMail}`]: { status: 201, data: mailOf({ id: 92, channel: 'whatsapp' }) },
      [`POST ${PAYMENT_PATHS.waiveDue(62)}`]: { status: 200, data: moneyOf() },
    });
    renderPanel({ onChange });

    await userEvent.click(await screen.findByRole('button', { name: 'Record a payment for Balance' }));
    const drawer = await screen.findByRole('dialog', { name: 'Record a payment · UA-2026-000005' });
    expect(within(drawer).getByRole('combobox', { name: 'Towards' })).toHaveValue('Balance: ₹75,000 open, due 10 Nov 2026');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(api.callsTo('POST', PAYMENT_PATHS.partialPayment)).toHaveLength(1));
    expect(api.callsTo('POST', PAYMENT_PATHS.partialPayment)[0]?.body).toMatchObject({ booking_id: BOOKING_ID, amount_paise: 7_500_000, due_ids: [62] });

    await userEvent.click(screen.getByRole('button', { name: 'Send the payment link for Balance' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'By WhatsApp', hidden: true }));
    await waitFor(() => expect(api.callsTo('POST', PAYMENT_PATHS.paymentMail)).toHaveLength(1));
    expect(api.callsTo('POST', PAYMENT_PATHS.paymentMail)[0]?.body).toEqual({ booking_id: BOOKING_ID, kind: 'request', channel: 'whatsapp', due_id: 62 });
    // The history is asked for again, to show what went.
    await waitFor(() => expect(api.callsTo('GET', PAYMENT_PATHS.paymentMail).length).toBeGreaterThan(1));

    await userEvent.click(screen.getByRole('button', { name: 'Waive Balance' }));
    const modal = await screen.findByRole('dialog', { name: 'Waive Balance?' });
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Why is it waived?' }), 'Goodwill for the delay');
    await userEvent.click(within(modal).getByRole('button', { name: 'Waive' }));
    await waitFor(() => expect(api.callsTo('POST', PAYMENT_PATHS.waiveDue(62))).toHaveLength(1));
    expect(api.callsTo('POST', PAYMENT_PATHS.waiveDue(62))[0]?.body).toEqual({ reason: 'Goodwill for the delay' });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(3));
  });

  it('makes a link for part of a due, replacing its open one, and copies it at once', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const made = linkOf({ id: 82, amount_paise: 5_000_000, short_url: 'https://pay.example/pl_82' });
    const api = setup({ [`POST ${PAYMENT_PATHS.linkGenerator}`]: { status: 201, data: made } });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Payment link for Balance' }));
    const drawer = await screen.findByRole('dialog', { name: 'Payment link · Balance' });
    expect(drawer).toHaveTextContent('The open link for ₹75,000 is cancelled first');
    const amount = within(drawer).getByRole('textbox', { name: /^Amount/ });
    expect(amount).toHaveValue('75000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Make the link' }));

    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://pay.example/pl_82'));
    expect(api.callsTo('POST', PAYMENT_PATHS.linkGenerator)).toHaveLength(1);
    expect(api.callsTo('POST', PAYMENT_PATHS.linkGenerator)[0]?.body).toEqual({ due_id: 62, amount_paise: 5_000_000, expire_in_days: 7, idempotency_key: expect.stringMatching(/^[0-9a-f-]{32,36}$/) });
    // The booking's money is read again, with the new link in it.
    await waitFor(() => expect(api.callsTo('GET', PAYMENT_PATHS.duePaymentData(BOOKING_ID)).length).toBeGreaterThan(1));
  });

  it('shows a failed link’s reason, and offers a cancelled booking only refunds and reversals', async () => {
    setup({
      [`GET ${PAYMENT_PATHS.duePaymentData(BOOKING_ID)}`]: {
        status: 200,
        data: moneyOf({ booking: { ...moneyOf().booking, status: 'cancelled' }, links: [linkOf({ status: 'failed', short_url: null, error: 'Amount exceeds the limit' })] }),
      },
    });
    renderPanel();
    expect(await screen.findByText('Amount exceeds the limit')).toBeInTheDocument();
    const names = buttonNames();
    for (const write of ['Change the plan', 'Record a payment', 'Record a payment for Balance', 'Payment link for Balance', 'Waive Balance']) expect(names).not.toContain(write);
    expect(names).toEqual(expect.arrayContaining(['Refund RC/2026-27/000012', 'Reverse RC/2026-27/000012']));
  });
});
