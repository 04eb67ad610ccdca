import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { AGENT_PATHS, STATEMENT_PAGE_SIZE } from '@ua/contracts';
import { describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../../lib/dates';
import { mockApi, type MockReply, type RecordedCall } from '../../../../test/mock-api';
import { chooseOption } from '../../../../test/mantine-select';
import { emulateScreenWidth } from '../../../../test/screen-width';
import { AGENT_ID, agentOf, entryOf, ledger, page, statementOf, topUpOf, viewersTopUp, walletOf } from './test/wallet-fixtures';
import { ADJUST_LABELS, RECORD_LABELS, VIEW_LABELS, renderAsViewer } from './test/render-wallet';
import { WalletSection } from './wallet-section';

const userEvent = userEventLib.setup({ delay: null });

function setup(routes: Record<string, MockReply | ((call: RecordedCall) => MockReply)> = {}) {
  return mockApi({
    [`GET ${AGENT_PATHS.agent(AGENT_ID)}`]: { status: 200, data: agentOf() },
    [`GET ${AGENT_PATHS.wallet(AGENT_ID)}`]: { status: 200, data: walletOf() },
    [`GET ${AGENT_PATHS.walletEntries(AGENT_ID)}`]: { status: 200, data: page(ledger()) },
    [`GET ${AGENT_PATHS.walletTopUps(AGENT_ID)}`]: { status: 200, data: page([topUpOf(), viewersTopUp()]) },
    [`GET ${AGENT_PATHS.statement(AGENT_ID)}`]: { status: 200, data: statementOf() },
    ...routes,
  });
}

const renderSection = (labels: readonly string[] = ADJUST_LABELS) => renderAsViewer(<WalletSection agentId={AGENT_ID} />, { labels });
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const buttonNames = () => screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('an agent’s wallet', () => {
  it('shows the balance, the credit limit, what is available, the pending top-ups and the commission earned', async () => {
    setup({ [`GET ${AGENT_PATHS.wallet(AGENT_ID)}`]: { status: 200, data: walletOf({ balance_paise: -120_000, available_paise: 4_880_000 }) } });
    renderSection();
    const cards = await screen.findByRole('list', { name: 'Wallet at a glance' });
    const balance = within(cards).getByRole('listitem', { name: 'Balance' });
    expect(balance).toHaveTextContent('-₹1,200Living on credit');
    expect(within(balance).getByText('-₹1,200')).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
    expect(within(cards).getByRole('listitem', { name: 'Credit limit' })).toHaveTextContent('₹50,000');
    expect(within(cards).getByRole('listitem', { name: 'Available' })).toHaveTextContent('₹48,800');
    expect(within(cards).getByRole('listitem', { name: 'Pending top-ups' })).toHaveTextContent('₹20,0001 awaiting approval');
    expect(within(cards).getByRole('listitem', { name: 'Commission earned' })).toHaveTextContent('₹0');
  });

  it('lists the ledger newest first with signed amounts and the running balance, a reversed entry struck and not reversible again', async () => {
    setup();
    renderSection();
    const table = await screen.findByRole('table', { name: 'Ledger' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const rows = within(table).getAllByRole('row').slice(1);
    // Type, reference, booking, receipt, reason, amount, balance after (the date is the viewer's time zone's).
    expect(rows.map((row) => cellsOf(row).slice(1, 8))).toEqual([
      ['Reversal', '', '', '', 'Credited twice', '−₹500', '₹7,499.50'],
      ['AdjustmentReversed', 'ADJ-1', '', '', 'Goodwill', '+₹500', '₹7,999.50'],
      ['Booking payment', '', 'UA-2026-000005', 'RC/2026-27/000012', '', '−₹2,500.50', '₹7,499.50'],
      ['Top-up', 'UTR900001', '', '', '', '+₹10,000', '₹10,000'],
    ]);
    expect(within(rows[1] as HTMLElement).getByText('+₹500')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'UA-2026-000005' })).toHaveAttribute('href', '/bookings/5');
    // Only the top-up can still be reversed: the adjustment was, a booking payment goes with its payment, a reversal never.
    expect(rows.map((row) => within(row).queryAllByRole('button', { name: /^Reverse/ }).length)).toEqual([0, 0, 0, 1]);
  });

  it('asks the server for the types chosen, from the first page', async () => {
    const api = setup({ [`GET ${AGENT_PATHS.walletEntries(AGENT_ID)}`]: (call) => ({ status: 200, data: page((call.params as { type?: string[] }).type ? [entryOf()] : ledger()) }) });
    renderSection();
    await screen.findByRole('table', { name: 'Ledger' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Top-up' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Commission' }));
    await waitFor(() => expect(api.callsTo('GET', AGENT_PATHS.walletEntries(AGENT_ID)).at(-1)?.params).toEqual({ type: ['top_up', 'commission'], page: 1, page_size: 25 }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Ledger' })).getAllByRole('row')).toHaveLength(2));
  });

  it('shows the ledger as cards on a phone, with the same signs and balances', async () => {
    emulateScreenWidth(375);
    setup();
    renderSection();
    const cards = await screen.findByRole('list', { name: 'Ledger' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(4));
    const [reversal, adjustment, payment] = within(cards).getAllByRole('listitem');
    expect(reversal).toHaveTextContent('−₹500');
    expect(adjustment).toHaveTextContent('AdjustmentReversed+₹500');
    expect(payment).toHaveTextContent('balance after ₹7,499.50');
    expect(payment).toHaveTextContent('UA-2026-000005RC/2026-27/000012');
  });

  it('records a top-up in exact paise, and sends the same idempotency key again when retried', async () => {
    let attempts = 0;
    const api = setup({
      [`POST ${AGENT_PATHS.walletTopUps(AGENT_ID)}`]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 503, data: { detail: 'The database is busy. Please try again.', code: 'unavailable' } } : { status: 201, data: { top_up: topUpOf({ id: 40, amount_paise: 12_345_678 }), replayed: false } };
      },
    });
    renderSection(RECORD_LABELS);
    await userEvent.click(await screen.findByRole('button', { name: 'Record a top-up' }));
    const drawer = await screen.findByRole('dialog', { name: 'Record a top-up · Sunrise Holidays' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Amount transferred' }), '1,23,456.78');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Bank reference \(UTR\)/ }), 'UTR77881');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Record top-up' }));
    expect(await screen.findByText('The database is busy. Please try again.', { selector: '.mantine-Notification-description' })).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Record top-up' }));
    expect(await screen.findByText('Top-up recorded')).toBeInTheDocument();
    const [first, retry] = api.callsTo('POST', AGENT_PATHS.walletTopUps(AGENT_ID)).map((call) => call.body as Record<string, unknown>);
    expect(first).toEqual({ amount_paise: 12_345_678, bank_reference: 'UTR77881', received_on: todayIso(), notes: '', idempotency_key: expect.any(String) });
    expect(retry).toEqual(first);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a top-up · Sunrise Holidays' })).not.toBeInTheDocument());
  });

  it('refuses a transfer received after today, and rupees that are no amount, before asking the server', async () => {
    const api = setup();
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Record a top-up' }));
    const drawer = await screen.findByRole('dialog', { name: 'Record a top-up · Sunrise Holidays' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Amount transferred' }), '12.345');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Bank reference/ }), 'UTR1');
    const day = within(drawer).getByRole('textbox', { name: 'Received on' });
    await userEvent.clear(day);
    await userEvent.type(day, '01/01/2999');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Record top-up' }));
    expect(await within(drawer).findByText('Enter the amount in rupees, like 4500 or 4500.50')).toBeInTheDocument();
    expect(within(drawer).getByText('The transfer cannot have arrived after today')).toBeInTheDocument();
    expect(api.callsTo('POST', AGENT_PATHS.walletTopUps(AGENT_ID))).toHaveLength(0);
  });

  it('keeps Approve from whoever recorded the top-up, and approves another’s', async () => {
    const api = setup({ [`POST ${AGENT_PATHS.approveTopUp(31)}`]: { status: 200, data: { top_up: topUpOf({ status: 'approved', entry_id: 9 }), replayed: false } } });
    renderSection();
    const table = await screen.findByRole('table', { name: 'Top-up requests' });
    const own = await within(table).findByRole('button', { name: 'Approve ₹5,000 from Sunrise Holidays' });
    expect(own).toHaveAttribute('aria-disabled', 'true');
    expect(own).toHaveAccessibleDescription('You recorded this transfer: a second person approves it.');
    await userEvent.click(own);
    // The recorder may still reject it.
    expect(within(table).getByRole('button', { name: 'Reject ₹5,000 from Sunrise Holidays' })).toBeEnabled();

    const other = within(table).getByRole('button', { name: 'Approve ₹20,000 from Sunrise Holidays' });
    expect(other).not.toHaveAttribute('aria-disabled');
    await userEvent.click(other);
    expect(await screen.findByText('Top-up approved')).toBeInTheDocument();
    expect(api.callsTo('POST', AGENT_PATHS.approveTopUp(32))).toHaveLength(0);
    expect(api.callsTo('POST', AGENT_PATHS.approveTopUp(31))).toHaveLength(1);
    // The wallet is asked for afresh, to show the credit.
    await waitFor(() => expect(api.callsTo('GET', AGENT_PATHS.wallet(AGENT_ID)).length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal of an approval as a toast', async () => {
    setup({ [`POST ${AGENT_PATHS.approveTopUp(31)}`]: { status: 409, data: { detail: 'This top-up has expired.', code: 'wallet.top_up_state' } } });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve ₹20,000 from Sunrise Holidays' }));
    expect(await screen.findByText('Not approved')).toBeInTheDocument();
    expect(screen.getByText('This top-up has expired.')).toBeInTheDocument();
  });

  it('rejects a top-up with the reason given', async () => {
    const api = setup({ [`POST ${AGENT_PATHS.rejectTopUp(31)}`]: { status: 200, data: { top_up: topUpOf({ status: 'rejected' }), replayed: false } } });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject ₹20,000 from Sunrise Holidays' }));
    const modal = await screen.findByRole('dialog', { name: 'Reject ₹20,000 from Sunrise Holidays?' });
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Why is it rejected?' }), 'No such credit in the bank');
    await userEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('POST', AGENT_PATHS.rejectTopUp(31))[0]?.body).toEqual({ reason: 'No such credit in the bank' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject ₹20,000 from Sunrise Holidays?' })).not.toBeInTheDocument());
  });

  it('debits a correction as negative paise, with the reason and reference', async () => {
    const api = setup({
      [`POST ${AGENT_PATHS.walletAdjust(AGENT_ID)}`]: { status: 201, data: { entry: entryOf({ id: 5, type: 'adjustment', amount_paise: -75_050 }), wallet: walletOf({ balance_paise: 674_900 }), replayed: false } },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust' }));
    const drawer = await screen.findByRole('dialog', { name: 'Adjust the wallet · Sunrise Holidays' });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Debit (take off)' }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Amount' }), '750.5');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Reason/ }), 'Bank charges on the transfer');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Reference' }), 'CHG-11');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(api.callsTo('POST', AGENT_PATHS.walletAdjust(AGENT_ID))).toHaveLength(1));
    expect(api.callsTo('POST', AGENT_PATHS.walletAdjust(AGENT_ID))[0]?.body).toEqual({ amount_paise: -75_050, reason: 'Bank charges on the transfer', reference: 'CHG-11', idempotency_key: expect.any(String) });
    expect(await screen.findByText('−₹750.50 for Sunrise Holidays; the balance is ₹6,749.')).toBeInTheDocument();
  });

  it('reverses an entry with a reason, keeping one idempotency key while its dialog is open', async () => {
    let attempts = 0;
    const api = setup({
      [`POST ${AGENT_PATHS.walletReverse(AGENT_ID, 1)}`]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 502, data: { detail: 'The server could not answer.' } } : { status: 201, data: { entry: entryOf({ id: 6, type: 'reversal', amount_paise: -1_000_000 }), wallet: walletOf(), replayed: false } };
      },
    });
    renderSection();
    const table = await screen.findByRole('table', { name: 'Ledger' });
    await userEvent.click(await within(table).findByRole('button', { name: /^Reverse the entry of/ }));
    const modal = await screen.findByRole('dialog', { name: /^Reverse \+₹10,000 of/ });
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Why is it reversed?' }), 'Transfer bounced');
    await userEvent.click(within(modal).getByRole('button', { name: 'Reverse' }));
    expect(await within(modal).findByText('The server could not answer.')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText('Entry reversed')).toBeInTheDocument();
    const [first, retry] = api.callsTo('POST', AGENT_PATHS.walletReverse(AGENT_ID, 1)).map((call) => call.body);
    expect(first).toEqual({ reason: 'Transfer bounced', idempotency_key: expect.any(String) });
    expect(retry).toEqual(first);
  });

  it('offers no write to a viewer with wallet.view alone, and a top-up but no adjustment to payments.record', async () => {
    setup();
    const { unmount } = renderSection(VIEW_LABELS);
    await screen.findByRole('table', { name: 'Top-up requests' });
    await screen.findByRole('table', { name: 'Ledger' });
    expect(buttonNames().filter((name) => name && /^(Record a top-up|Adjust|Approve|Reject|Reverse)/.test(name))).toEqual([]);
    unmount();

    renderSection(RECORD_LABELS);
    expect(await screen.findByRole('button', { name: 'Record a top-up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust' })).not.toBeInTheDocument();
  });
});

describe('the wallet’s statement', () => {
  it('shows this month so far by default: opening balance, the entries oldest first with their running balance, closing balance', async () => {
    const api = setup();
    renderSection(VIEW_LABELS);
    const totals = await screen.findByRole('list', { name: 'Statement totals' });
    const today = todayIso();
    expect(api.callsTo('GET', AGENT_PATHS.statement(AGENT_ID))[0]?.params).toEqual({ from: `${today.slice(0, 8)}01`, to: today, page: 1, page_size: STATEMENT_PAGE_SIZE });
    expect(within(totals).getByRole('listitem', { name: 'Opening balance' })).toHaveTextContent('₹0');
    expect(within(totals).getByRole('listitem', { name: 'Credits' })).toHaveTextContent('₹10,500');
    expect(within(totals).getByRole('listitem', { name: 'Debits' })).toHaveTextContent('₹3,000.50');
    expect(within(totals).getByRole('listitem', { name: 'Closing balance' })).toHaveTextContent('₹7,499.50');
    const rows = within(screen.getByRole('table', { name: 'Statement entries' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row).slice(3))).toEqual([
      ['+₹10,000', '₹10,000'],
      ['−₹2,500.50', '₹7,499.50'],
      ['+₹500', '₹7,999.50'],
      ['−₹500', '₹7,499.50'],
    ]);
    expect(screen.getByRole('navigation', { name: 'Pages of the statement' })).toHaveTextContent('4 entries');
  });

  it('pages through the period, each page with its running balances and the whole period’s totals, and starts again at the first page for another period', async () => {
    // A stand-in server: twelve entries in the period, of which the fixtures' first two open page 1 and their last two are page 2's.
    const entries = ledger().reverse();
    const api = setup({
      [`GET ${AGENT_PATHS.statement(AGENT_ID)}`]: (call) => {
        const { page: asked, from, to } = call.params as { page: number; from: string; to: string };
        return { status: 200, data: statementOf({ from, to, count: 12, results: asked === 2 ? entries.slice(2) : entries.slice(0, 2) }) };
      },
    });
    renderSection(VIEW_LABELS);
    await screen.findByRole('list', { name: 'Statement totals' });
    const today = todayIso();
    const rowsShown = () => within(screen.getByRole('table', { name: 'Statement entries' })).getAllByRole('row').slice(1).map((row) => cellsOf(row).slice(3));
    expect(rowsShown()).toEqual([
      ['+₹10,000', '₹10,000'],
      ['−₹2,500.50', '₹7,499.50'],
    ]);
    const pages = () => screen.getByRole('navigation', { name: 'Pages of the statement' });
    expect(pages()).toHaveTextContent('12 entries');
    await chooseOption(within(pages()).getByRole('combobox', { name: 'Rows per page' }), '10 per page');
    await waitFor(() => expect(api.callsTo('GET', AGENT_PATHS.statement(AGENT_ID)).at(-1)?.params).toMatchObject({ page: 1, page_size: 10 }));

    await userEvent.click(await within(pages()).findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsTo('GET', AGENT_PATHS.statement(AGENT_ID)).at(-1)?.params).toEqual({ from: `${today.slice(0, 8)}01`, to: today, page: 2, page_size: 10 }));
    await waitFor(() =>
      expect(rowsShown()).toEqual([
        ['+₹500', '₹7,999.50'],
        ['−₹500', '₹7,499.50'],
      ]),
    );
    expect(pages()).toHaveTextContent('11–12 of 12 entries');
    // The totals are the whole period's on every page.
    expect(within(screen.getByRole('list', { name: 'Statement totals' })).getByRole('listitem', { name: 'Closing balance' })).toHaveTextContent('₹7,499.50');

    await userEvent.clear(screen.getByRole('textbox', { name: 'From' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '01/04/2026');
    await waitFor(() => expect(api.callsTo('GET', AGENT_PATHS.statement(AGENT_ID)).at(-1)?.params).toEqual({ from: '2026-04-01', to: today, page: 1, page_size: 10 }));
  });

  it('asks for the period chosen, and says so when it ends before it starts', async () => {
    const api = setup();
    renderSection(VIEW_LABELS);
    await screen.findByRole('list', { name: 'Statement totals' });
    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    await userEvent.clear(from);
    await userEvent.type(from, '01/04/2026');
    await userEvent.clear(to);
    await userEvent.type(to, '31/03/2026');
    expect(await screen.findByText('The period must end on or after its first day')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    await userEvent.clear(to);
    await userEvent.type(to, '30/06/2026');
    await waitFor(() => expect(api.callsTo('GET', AGENT_PATHS.statement(AGENT_ID)).at(-1)?.params).toEqual({ from: '2026-04-01', to: '2026-06-30', page: 1, page_size: STATEMENT_PAGE_SIZE }));
  });

  it('downloads the period’s statement as a CSV, named by its agent and period when the server gives no name', async () => {
    // jsdom makes no object URLs: the download's own steps are stood in for, and put back after.
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const today = todayIso();
    const path = `${AGENT_PATHS.statementCsv(AGENT_ID)}?from=${today.slice(0, 8)}01&to=${today}`;
    const api = setup({ [`GET ${path}`]: { status: 200, data: new Blob(['date,type,amount\n'], { type: 'text/csv' }) } });
    try {
      renderSection(VIEW_LABELS);
      await screen.findByRole('list', { name: 'Statement totals' });
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(api.callsTo('GET', path)).toHaveLength(1);
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`statement-${AGENT_ID}-${today.slice(0, 8)}01-${today}.csv`);
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('mails the statement to the address given, or leaves the address to the server', async () => {
    const api = setup({ [`POST ${AGENT_PATHS.statementMail(AGENT_ID)}`]: { status: 202, data: {} } });
    renderSection(VIEW_LABELS);
    await screen.findByRole('list', { name: 'Statement totals' });
    const today = todayIso();
    await userEvent.click(screen.getByRole('button', { name: 'Mail to agency' }));
    let modal = await screen.findByRole('dialog', { name: 'Mail the statement to Sunrise Holidays' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', AGENT_PATHS.statementMail(AGENT_ID))).toHaveLength(1));
    expect(api.callsTo('POST', AGENT_PATHS.statementMail(AGENT_ID))[0]?.body).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mail the statement to Sunrise Holidays' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Mail to agency' }));
    modal = await screen.findByRole('dialog', { name: 'Mail the statement to Sunrise Holidays' });
    await userEvent.type(within(modal).getByRole('textbox', { name: /^Email/ }), 'Accounts@Sunrise.example');
    await userEvent.click(within(modal).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', AGENT_PATHS.statementMail(AGENT_ID))).toHaveLength(2));
    expect(api.callsTo('POST', AGENT_PATHS.statementMail(AGENT_ID))[1]?.body).toEqual({ from: `${today.slice(0, 8)}01`, to: today, email: 'accounts@sunrise.example' });
  });
});
