import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { AGENT_PATHS } from '@ua/contracts';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply, type RecordedCall } from '../../../../test/mock-api';
import { currentLocation } from '../../../../test/location-probe';
import { AGENCY, AGENT_ID, page, topUpOf, viewersTopUp } from './test/wallet-fixtures';
import { ADJUST_LABELS, VIEW_LABELS, renderAsViewer } from './test/render-wallet';
import { TopUpQueue } from './top-up-queue';

const userEvent = userEventLib.setup({ delay: null });

function setup(routes: Record<string, MockReply | ((call: RecordedCall) => MockReply)> = {}) {
  return mockApi({
    [`GET ${AGENT_PATHS.topUps}`]: (call) => {
      const { status } = call.params as { status?: string[] };
      return { status: 200, data: page(status?.includes('rejected') ? [topUpOf({ id: 33, status: 'rejected', decided_by: { id: 9, name: 'Dev Kumar' }, decided_at: '2026-11-12T12:00:00.000Z', decision_reason: 'Not in the bank' })] : [topUpOf(), viewersTopUp()]) };
    },
    ...routes,
  });
}

const renderQueue = (labels: readonly string[] = ADJUST_LABELS, path = '/agents/top-ups') =>
  renderAsViewer(
    <Routes>
      <Route path="/agents/top-ups" element={<TopUpQueue />} />
    </Routes>,
    { labels, path },
  );

describe('the top-up approvals queue', () => {
  it('lists the pending requests with their agency, amount, bank reference, who recorded them and when they expire', async () => {
    const api = setup();
    renderQueue();
    const table = await screen.findByRole('table', { name: 'Top-up requests' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: AGENCY })).toHaveAttribute('href', `/agents/${AGENT_ID}`);
    expect(rows[0]).toHaveTextContent('₹20,000');
    expect(rows[0]).toHaveTextContent('UTR900002');
    expect(rows[0]).toHaveTextContent('12 Nov 2026');
    expect(rows[0]).toHaveTextContent('Priya Menon');
    expect(rows[0]).toHaveTextContent(/Awaiting approvalExpires 19 Nov 2026/);
    // Pending unless others are asked for: the server's default, so nothing is sent.
    expect(api.callsTo('GET', AGENT_PATHS.topUps)[0]?.params).toEqual({ page: 1, page_size: 25 });
    expect(screen.getByRole('checkbox', { name: 'Awaiting approval' })).toBeChecked();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: `Approve ₹5,000 from ${AGENCY}` })).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for the states chosen, kept in the URL, and shows who decided and why', async () => {
    const api = setup();
    renderQueue();
    await screen.findByRole('table', { name: 'Top-up requests' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rejected' }));
    await waitFor(() => expect(currentLocation().searchParams.getAll('status')).toEqual(['pending', 'rejected']));
    await waitFor(() => expect(api.callsTo('GET', AGENT_PATHS.topUps).at(-1)?.params).toEqual({ status: ['pending', 'rejected'], page: 1, page_size: 25 }));
    const row = await screen.findByRole('row', { name: /Not in the bank/ });
    expect(row).toHaveTextContent('Dev Kumar: Not in the bank');
    // Decided: nothing more to do with it.
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('approves from the queue, and offers no decision without wallet.adjust', async () => {
    const api = setup({ [`POST ${AGENT_PATHS.approveTopUp(31)}`]: { status: 200, data: { top_up: topUpOf({ status: 'approved' }), replayed: false } } });
    const { unmount } = renderQueue();
    await userEvent.click(await screen.findByRole('button', { name: `Approve ₹20,000 from ${AGENCY}` }));
    expect(await screen.findByText('Top-up approved')).toBeInTheDocument();
    expect(api.callsTo('POST', AGENT_PATHS.approveTopUp(31))).toHaveLength(1);
    // The queue is asked for again, without the request approved.
    await waitFor(() => expect(api.callsTo('GET', AGENT_PATHS.topUps).length).toBeGreaterThan(1));
    unmount();

    renderQueue(VIEW_LABELS);
    await screen.findByRole('table', { name: 'Top-up requests' });
    expect(screen.queryByRole('button', { name: /^(Approve|Reject)/ })).not.toBeInTheDocument();
  });
});
