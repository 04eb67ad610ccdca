import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { PAYMENT_PATHS } from '@ua/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../../lib/dates';
import { currentLocation } from '../../../../test/location-probe';
import { chooseOption } from '../../../../test/mantine-select';
import { mockApi, type MockReply } from '../../../../test/mock-api';
import { accountsDueOf, accountsOf, linkOf, moneyOf, paymentOf } from '../../test/payment-fixtures';
import { VIEW_LABELS, renderPayments } from '../../test/render-payments';

const userEvent = userEventLib.setup({ delay: null });

const LATE = accountsDueOf({ status: 'overdue', due_date: '2026-11-10', overdue_days: 3, bucket: '0-7', link: linkOf() });
const VERY_LATE = accountsDueOf({
  id: 63,
  kind: 'advance',
  label: 'Advance',
  amount_paise: 2_000_000,
  paid_paise: 1_000_000,
  open_paise: 1_000_000,
  due_date: '2026-10-04',
  status: 'overdue',
  overdue_days: 40,
  bucket: '31+',
  booking: { id: 6, reference: 'UA-2026-000006', customer_name: 'Meera Nair', trip_title: 'Goa beaches', start_date: '2026-12-20', currency: 'INR', owner: { id: 7, name: 'Ravi Kumar' } },
});
const SOON = accountsDueOf({
  id: 64,
  open_paise: 5_000_000,
  amount_paise: 5_000_000,
  due_date: '2026-11-16',
  booking: { id: 7, reference: 'UA-2026-000007', customer_name: 'Kabir Singh', trip_title: 'Jaipur and Udaipur', start_date: '2026-12-24', currency: 'INR', owner: { id: 3, name: 'Chitra Nair' } },
});

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ [`GET ${PAYMENT_PATHS.accountsDues}`]: { status: 200, data: accountsOf([SOON], [LATE, VERY_LATE]) }, ...routes });
}

const recorded = (): MockReply => ({ status: 201, data: { payment: paymentOf({ id: 75, amount_paise: 7_500_000, receipt_number: 'RC/2026-27/000020' }), replayed: false, money: moneyOf() } });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the accounts view', () => {
  it('groups the overdue dues by age and lists those falling due, with the totals of each and overall', async () => {
    const api = setup();
    renderPayments();
    const overdue = await screen.findByRole('region', { name: 'Overdue' });
    expect(api.callsTo('GET', PAYMENT_PATHS.accountsDues).at(-1)?.params).toEqual({ days: 14 });

    const recent = within(overdue).getByRole('region', { name: '0–7 days late · ₹75,000 · 1 due' });
    const [row] = within(within(recent).getByRole('table', { name: 'Dues 0–7 days late' })).getAllByRole('row').slice(1);
    const cells = within(row as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual(['UA-2026-000005', 'Rahul SharmaKerala family trip', 'Balance', '10 Nov 2026', '₹75,000', '3', 'Chitra Nair']);
    expect(within(recent).getByRole('link', { name: 'UA-2026-000005' })).toHaveAttribute('href', '/bookings/5');
    expect(within(overdue).getByRole('region', { name: '31 days late or more · ₹10,000 · 1 due' })).toHaveTextContent('Meera Nair');
    expect(within(overdue).queryByRole('region', { name: /^8–30 days late/ })).not.toBeInTheDocument();

    const upcoming = screen.getByRole('region', { name: 'Falling due in the next 14 days' });
    expect(upcoming).toHaveTextContent('₹50,000');
    expect(within(upcoming).getByRole('table', { name: 'Dues in the next 14 days' })).toHaveTextContent('in 3 days');

    const totals = screen.getByRole('list', { name: 'Totals' });
    expect(within(totals).getByRole('listitem', { name: 'Overdue' })).toHaveTextContent('₹85,0002 dues');
    expect(within(totals).getByRole('listitem', { name: '0–7 days late' })).toHaveTextContent('₹75,0001 due');
    expect(within(totals).getByRole('listitem', { name: '8–30 days late' })).toHaveTextContent('₹00 dues');
    expect(within(totals).getByRole('listitem', { name: 'Due in 14 days' })).toHaveTextContent('₹50,0001 due');
    expect(within(totals).getByRole('listitem', { name: 'All open' })).toHaveTextContent('₹1,35,000');
  });

  it('lists the running bookings without a plan, each opening its booking', async () => {
    const planless = { id: 9, reference: 'UA-2026-000009', customer_name: 'Anil Kapoor', trip_title: 'Andaman islands', start_date: '2027-01-05', total_paise: 12_345_600, currency: 'INR', owner: { id: 7, name: 'Ravi Kumar' } };
    setup({ [`GET ${PAYMENT_PATHS.accountsDues}`]: { status: 200, data: accountsOf([SOON], [], { withoutPlan: [planless] }) } });
    renderPayments();
    const section = await screen.findByRole('region', { name: 'Without a payment plan' });
    const table = within(section).getByRole('table', { name: 'Bookings without a payment plan' });
    expect(table).toHaveTextContent('Anil Kapoor');
    expect(table).toHaveTextContent('₹1,23,456');
    expect(within(table).getByRole('link', { name: 'Set the payment plan of UA-2026-000009' })).toHaveAttribute('href', '/bookings/9');
    // One page holds them all: no pages to choose.
    expect(screen.queryByRole('navigation', { name: /^Pages of/ })).not.toBeInTheDocument();
  });

  it('shows no section for bookings without a plan when every booking has one', async () => {
    setup();
    renderPayments();
    await screen.findByRole('region', { name: 'Overdue' });
    expect(screen.queryByRole('region', { name: 'Without a payment plan' })).not.toBeInTheDocument();
  });

  it('asks for the days chosen and only the viewer’s bookings, kept in the URL', async () => {
    const api = setup();
    renderPayments({ userId: 7 });
    await screen.findByRole('region', { name: 'Overdue' });
    await chooseOption(screen.getByRole('combobox', { name: 'Falling due in' }), 'Next 30 days');
    await userEvent.click(screen.getByRole('switch', { name: /Only my bookings/ }));
    await waitFor(() => expect(currentLocation().search).toBe('?days=30&mine=true'));
    await waitFor(() => expect(api.callsTo('GET', PAYMENT_PATHS.accountsDues).at(-1)?.params).toEqual({ days: 30, owner: 7 }));
  });

  it('records a payment from a row in two clicks, once however often the button is pressed', async () => {
    const api = setup({ [`POST ${PAYMENT_PATHS.partialPayment}`]: recorded });
    renderPayments();
    await userEvent.click(await screen.findByRole('button', { name: 'Record a payment for UA-2026-000005 Balance' }));
    const drawer = await screen.findByRole('dialog', { name: 'Record a payment · UA-2026-000005' });
    expect(within(drawer).getByRole('textbox', { name: 'Amount received' })).toHaveValue('75000');
    await userEvent.dblClick(within(drawer).getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a payment · UA-2026-000005' })).not.toBeInTheDocument());
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    const posts = api.callsTo('POST', PAYMENT_PATHS.partialPayment);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      booking_id: 5,
      amount_paise: 7_500_000,
      method: 'upi',
      reference: '',
      received_on: todayIso(),
      notes: '',
      due_ids: [62],
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
    // The dues moved: the view asks again.
    await waitFor(() => expect(api.callsTo('GET', PAYMENT_PATHS.accountsDues).length).toBeGreaterThan(1));
  });

  it('keeps the idempotency key through a retry, and takes a fresh one for the next payment', async () => {
    const replies: MockReply[] = [{ status: 503, data: { detail: 'The service is busy; try again.', code: 'unavailable' } }, recorded(), recorded()];
    const api = setup({ [`POST ${PAYMENT_PATHS.partialPayment}`]: () => replies.shift() ?? recorded() });
    renderPayments();
    const open = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Record a payment for UA-2026-000005 Balance' }));
      return screen.findByRole('dialog', { name: 'Record a payment · UA-2026-000005' });
    };
    const drawer = await open();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Record payment' }));
    expect(await within(drawer).findByText('The service is busy; try again.')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a payment · UA-2026-000005' })).not.toBeInTheDocument());

    await userEvent.click(within(await open()).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(api.callsTo('POST', PAYMENT_PATHS.partialPayment)).toHaveLength(3));
    const keys = api.callsTo('POST', PAYMENT_PATHS.partialPayment).map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('copies a due’s live link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup();
    renderPayments({ labels: VIEW_LABELS });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy the payment link of UA-2026-000005 Balance' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://pay.example/pl_81'));
    expect(await screen.findByText('Payment link copied')).toBeInTheDocument();
  });

  it('offers no recording without payments.record, and says when nothing is overdue or due', async () => {
    setup({ [`GET ${PAYMENT_PATHS.accountsDues}`]: { status: 200, data: accountsOf([], [LATE]) } });
    renderPayments({ labels: VIEW_LABELS });
    expect(await screen.findByRole('table', { name: 'Dues 0–7 days late' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Record a payment/ })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing falls due in the next 14 days.')).toBeInTheDocument();
  });
});

describe('the accounts view, page by page', () => {
  it('pages a list on its own, kept in the URL, and keeps the totals of every row', async () => {
    const api = setup({ [`GET ${PAYMENT_PATHS.accountsDues}`]: { status: 200, data: accountsOf([SOON], [VERY_LATE, LATE], { overdueCount: 60 }) } });
    renderPayments();
    const pages = await screen.findByRole('navigation', { name: 'Pages of the overdue dues' });
    expect(pages).toHaveTextContent('1–25 of 60 dues');
    expect(screen.getByRole('list', { name: 'Totals' })).toHaveTextContent('60 dues');
    // The upcoming dues fit on one page, and the page has no bookings without a plan.
    expect(screen.queryByRole('navigation', { name: 'Pages of the dues falling due' })).not.toBeInTheDocument();

    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(currentLocation().search).toBe('?overdue_page=3'));
    await waitFor(() => expect(api.callsTo('GET', PAYMENT_PATHS.accountsDues).at(-1)?.params).toEqual({ days: 14, overdue_page: 3 }));
  });

  it('shows a page that spans two ages under each age, oldest first, each headed by what that age owes in all', async () => {
    setup({ [`GET ${PAYMENT_PATHS.accountsDues}`]: { status: 200, data: accountsOf([], [VERY_LATE, LATE], { overdueCount: 60 }) } });
    renderPayments();
    const overdue = await screen.findByRole('region', { name: 'Overdue' });
    const headings = within(overdue).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['31 days late or more · ₹10,000 · 1 due', '0–7 days late · ₹75,000 · 1 due']);
  });

  it('starts every list again from its first page when a filter or the page size changes', async () => {
    const api = setup({ [`GET ${PAYMENT_PATHS.accountsDues}`]: { status: 200, data: accountsOf([SOON], [LATE], { overdueCount: 60, upcomingCount: 40 }) } });
    renderPayments({ path: '/payments?overdue_page=2&upcoming_page=2' });
    await screen.findByRole('navigation', { name: 'Pages of the overdue dues' });
    expect(api.callsTo('GET', PAYMENT_PATHS.accountsDues).at(-1)?.params).toEqual({ days: 14, overdue_page: 2, upcoming_page: 2 });

    await chooseOption(within(screen.getByRole('navigation', { name: 'Pages of the dues falling due' })).getByRole('combobox', { name: 'Rows per page' }), '50 per page');
    await waitFor(() => expect(currentLocation().search).toBe('?page_size=50'));
    await waitFor(() => expect(api.callsTo('GET', PAYMENT_PATHS.accountsDues).at(-1)?.params).toEqual({ days: 14, page_size: 50 }));

    await userEvent.click(within(await screen.findByRole('navigation', { name: 'Pages of the overdue dues' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentLocation().search).toBe('?overdue_page=2&page_size=50'));
    await chooseOption(screen.getByRole('combobox', { name: 'Falling due in' }), 'Next 7 days');
    await waitFor(() => expect(currentLocation().search).toBe('?days=7&page_size=50'));
  });

  it('pages the bookings without a plan', async () => {
    const planless = { id: 9, reference: 'UA-2026-000009', customer_name: 'Anil Kapoor', trip_title: 'Andaman islands', start_date: '2027-01-05', total_paise: 12_345_600, currency: 'INR', owner: { id: 7, name: 'Ravi Kumar' } };
    const api = setup({ [`GET ${PAYMENT_PATHS.accountsDues}`]: { status: 200, data: accountsOf([SOON], [], { withoutPlan: [planless], withoutPlanCount: 30 }) } });
    renderPayments();
    const section = await screen.findByRole('region', { name: 'Without a payment plan' });
    expect(section).toHaveTextContent('30 bookings');
    const pages = within(section).getByRole('navigation', { name: 'Pages of the bookings without a plan' });
    expect(pages).toHaveTextContent('1–25 of 30 bookings');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsTo('GET', PAYMENT_PATHS.accountsDues).at(-1)?.params).toEqual({ days: 14, without_plan_page: 2 }));
  });

  it('says so when the page asked for lies past the end of its list', async () => {
    setup({ [`GET ${PAYMENT_PATHS.accountsDues}`]: { status: 200, data: accountsOf([SOON], [], { overdueCount: 3 }) } });
    renderPayments({ path: '/payments?overdue_page=9' });
    const overdue = await screen.findByRole('region', { name: 'Overdue' });
    expect(overdue).toHaveTextContent('Nothing on this page: go back to an earlier one.');
    expect(within(overdue).getByRole('navigation', { name: 'Pages of the overdue dues' })).toBeInTheDocument();
  });
});
