import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { AGENT_PATHS } from '@ua/contracts';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../../test/mantine-select';
import { mockApi, type MockReply, type RecordedCall } from '../../../../test/mock-api';
import { bookingWalletQueryOptions } from '../../api/wallet-of-booking';
import { PayFromWallet } from './pay-from-wallet';
import { AGENCY, AGENT_ID, entryOf, walletOf } from './test/wallet-fixtures';
import { RECORD_LABELS, VIEW_LABELS, renderAsViewer } from './test/render-wallet';

const userEvent = userEventLib.setup({ delay: null });
const BOOKING_ID = 5;
const DUES = [
  { id: 61, label: 'Advance', open_paise: 2_500_000 },
  { id: 62, label: 'Balance', open_paise: 7_500_000 },
];
const WITH_AGENT = { agent: { id: AGENT_ID, agency_name: AGENCY, status: 'active' }, wallet: walletOf() };
const PAID = { entry: entryOf({ id: 8, type: 'booking_payment', amount_paise: -2_500_000 }), wallet: walletOf(), payment: { id: 75, receipt_number: 'RC/2026-27/000020', amount_paise: 2_500_000 }, replayed: false };

function setup(lookup: unknown, routes: Record<string, MockReply | ((call: RecordedCall) => MockReply)> = {}) {
  return mockApi({ [`GET ${AGENT_PATHS.bookingWallet(BOOKING_ID)}`]: { status: 200, data: lookup }, ...routes });
}

const renderPay = ({ labels = RECORD_LABELS, onPaid = () => {}, dues = DUES }: { labels?: readonly string[]; onPaid?: () => void; dues?: typeof DUES } = {}) =>
  renderAsViewer(
    <div data-testid="panel">
      <PayFromWallet bookingId={BOOKING_ID} onPaid={onPaid} dues={dues} />
    </div>,
    { labels, path: `/bookings/${BOOKING_ID}` },
  );

describe('paying a booking from its agent’s wallet', () => {
  it('shows nothing for a booking no agent brought', async () => {
    const api = setup({ agent: null, wallet: null });
    const { queryClient } = renderPay();
    // Once the answer is in, the panel holds nothing of it.
    await waitFor(() => expect(queryClient.getQueryState(bookingWalletQueryOptions(BOOKING_ID).queryKey)?.status).toBe('success'));
    expect(api.callsTo('GET', AGENT_PATHS.bookingWallet(BOOKING_ID))).toHaveLength(1);
    expect(screen.getByTestId('panel')).toBeEmptyDOMElement();
  });

  it('pays the next open due from the wallet, and tells the panel with the receipt', async () => {
    const onPaid = vi.fn();
    const api = setup(WITH_AGENT, { [`POST ${AGENT_PATHS.walletPay(AGENT_ID)}`]: { status: 201, data: PAID } });
    renderPay({ onPaid });
    expect(await screen.findByText(/: ₹57,499.50 available in the wallet/)).toHaveTextContent(`Brought by ${AGENCY}: ₹57,499.50 available in the wallet`);
    await userEvent.click(screen.getByRole('button', { name: 'Pay from wallet' }));
    const drawer = await screen.findByRole('dialog', { name: `Pay from the wallet · ${AGENCY}` });
    expect(within(drawer).getByText(/^Available in the wallet/)).toHaveTextContent('Available in the wallet: ₹57,499.50 (balance ₹7,499.50, credit limit ₹50,000).');
    expect(within(drawer).getByRole('textbox', { name: 'Amount' })).toHaveValue('25000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Pay from wallet' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', AGENT_PATHS.walletPay(AGENT_ID))[0]?.body).toEqual({ booking_id: BOOKING_ID, amount_paise: 2_500_000, idempotency_key: expect.any(String) });
    expect(await screen.findByText(`₹25,000 from the wallet of ${AGENCY}: receipt RC/2026-27/000020.`)).toBeInTheDocument();
  });

  it('pays the due chosen, its open amount following the choice', async () => {
    const api = setup(WITH_AGENT, { [`POST ${AGENT_PATHS.walletPay(AGENT_ID)}`]: { status: 201, data: PAID } });
    renderPay();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay from wallet' }));
    const drawer = await screen.findByRole('dialog', { name: `Pay from the wallet · ${AGENCY}` });
    await chooseOption(within(drawer).getByRole('combobox', { name: 'Towards' }), 'Balance: ₹75,000 open');
    expect(within(drawer).getByRole('textbox', { name: 'Amount' })).toHaveValue('75000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Pay from wallet' }));
    await waitFor(() => expect(api.callsTo('POST', AGENT_PATHS.walletPay(AGENT_ID))).toHaveLength(1));
    expect(api.callsTo('POST', AGENT_PATHS.walletPay(AGENT_ID))[0]?.body).toEqual({ booking_id: BOOKING_ID, amount_paise: 7_500_000, due_ids: [62], idempotency_key: expect.any(String) });
  });

  it('says at the amount when the wallet cannot cover it, and pays nothing', async () => {
    const onPaid = vi.fn();
    setup(WITH_AGENT, {
      [`POST ${AGENT_PATHS.walletPay(AGENT_ID)}`]: { status: 409, data: { detail: 'Only ₹57,499.50 is available in the wallet.', code: 'wallet.insufficient_funds' } },
    });
    renderPay({ onPaid });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay from wallet' }));
    const drawer = await screen.findByRole('dialog', { name: `Pay from the wallet · ${AGENCY}` });
    const amount = within(drawer).getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '60000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Pay from wallet' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Only ₹57,499.50 is available in the wallet.'));
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: `Pay from the wallet · ${AGENCY}` })).toBeInTheDocument();
  });

  it('shows the agent but offers no payment without payments.record', async () => {
    setup(WITH_AGENT);
    renderPay({ labels: VIEW_LABELS });
    expect(await screen.findByText(/available in the wallet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay from wallet' })).not.toBeInTheDocument();
  });
});
