import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { PAYMENT_PATHS, type LinkListPage, type PaymentListPage } from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { accountsDueOf, accountsOf, linkOf } from '../test/payment-fixtures';
import { VIEW_LABELS, renderPayments } from '../test/render-payments';

const userEvent = userEventLib.setup({ delay: null });
const booking = { id: 5, reference: 'UA-2026-000005', customer_name: 'Rahul Sharma' };

const payments: PaymentListPage = {
  count: 2,
  next: null,
  previous: null,
  totals: { received_paise: 7_500_000, refunded_paise: 0 },
  results: [
    { id: 41, kind: 'payment', amount_paise: 5_000_000, currency: 'INR', method: 'upi', reference: 'UTR 88', received_on: '2026-11-24', receipt_number: 'RC/2026-27/000012', reversed: false, booking },
    { id: 40, kind: 'payment', amount_paise: 2_500_000, currency: 'INR', method: 'cash', reference: '', received_on: '2026-11-23', receipt_number: 'RC/2026-27/000011', reversed: false, booking },
  ],
};

const links: LinkListPage = { count: 1, next: null, previous: null, totals: { amount_paise: 3_000_000, unpaid_paise: 2_000_000 }, results: [{ ...linkOf({ amount_paise: 3_000_000, amount_paid_paise: 1_000_000, status: 'partially_paid' }), booking, due_label: 'Balance' }] };

describe('the payments received', () => {
  it('reads its filters from the address, asks for them, and shows the rows with the sum of all they match', async () => {
    const api = mockApi({ [`GET ${PAYMENT_PATHS.partialPayment}`]: { status: 200, data: payments } });
    renderPayments({ path: '/payments/received?kind=payment&received_from=2026-11-23&received_to=2026-11-29&reversed=false', labels: VIEW_LABELS });
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(api.callsTo('GET', PAYMENT_PATHS.partialPayment).at(-1)?.params).toEqual({ kind: 'payment', received_from: '2026-11-23', received_to: '2026-11-29', reversed: 'false', page: 1, page_size: 25 });
    expect(screen.getByLabelText('Totals')).toHaveTextContent('₹75,000 received');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('link', { name: 'UA-2026-000005' })[0]).toHaveAttribute('href', '/bookings/5');
    expect(screen.getByText('2 payments')).toBeInTheDocument();
  });
});

describe('the payment links', () => {
  it('asks for the statuses in the address and shows what is unpaid on them', async () => {
    const api = mockApi({ [`GET ${PAYMENT_PATHS.linkGenerator}`]: { status: 200, data: links } });
    renderPayments({ path: '/payments/links?status=created&status=partially_paid', labels: VIEW_LABELS });
    const table = await screen.findByRole('table', { name: 'Payment links' });
    expect(api.callsTo('GET', PAYMENT_PATHS.linkGenerator).at(-1)?.params).toMatchObject({ status: ['created', 'partially_paid'] });
    expect(screen.getByLabelText('Totals')).toHaveTextContent('₹20,000 unpaid of ₹30,000');
    expect(within(table).getByRole('row', { name: /UA-2026-000005/ })).toHaveTextContent('Balance');
    expect(screen.getByRole('checkbox', { name: 'Partly paid' })).toBeChecked();
  });
});

describe('the dues by age', () => {
  it('asks for one age from the address, shows only its dues, and goes back to every due when cleared', async () => {
    const late = accountsDueOf({ status: 'overdue', due_date: '2026-11-10', overdue_days: 12, bucket: '8-30' });
    const api = mockApi({ [`GET ${PAYMENT_PATHS.accountsDues}`]: { status: 200, data: accountsOf([], [late]) } });
    renderPayments({ path: '/payments?age=8-30', labels: VIEW_LABELS });
    expect(await screen.findByRole('region', { name: 'Overdue' })).toBeInTheDocument();
    expect(api.callsTo('GET', PAYMENT_PATHS.accountsDues).at(-1)?.params).toEqual({ days: 14, age: '8-30' });
    expect(screen.queryByRole('region', { name: /^Falling due/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Totals' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Show every age'));
    expect(await screen.findByRole('region', { name: /^Falling due in the next 14 days/ })).toBeInTheDocument();
    expect(api.callsTo('GET', PAYMENT_PATHS.accountsDues).at(-1)?.params).toEqual({ days: 14 });
  });
});
