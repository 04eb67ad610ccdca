import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeAccessToken } from '../../../lib/access-token-cookie';
import { ASHA } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { AppRoutes } from '../../routes';

const labels = (...names: string[]) => ({ status: 200, data: [{ access_level_data: names.map((label) => ({ label })) }] });
const emptyPage = { status: 200, data: { count: 0, next: null, previous: null, results: [] } };

function signedIn(...held: string[]) {
  storeAccessToken('token');
  return mockApi({
    'GET /api/user-profile/': { status: 200, data: [ASHA] },
    'GET /access/user-access-level/': labels(...held),
    'GET /user/notifications/unread-count/': { status: 200, data: { unread_count: 0, by_type: {} } },
    'GET /api/admin/staff/': emptyPage,
    'GET /api/admin/access-levels/': { status: 200, data: [] },
    'GET /api/admin/audit-log/': emptyPage,
  });
}

describe('the way into Administration', () => {
  it('is a top-bar link and a home card for a holder of one of its labels', async () => {
    signedIn('audit.view', 'bookings.view');
    renderWithProviders(<AppRoutes />, { path: '/' });
    const card = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(card).getAllByRole('link').map((link) => link.textContent)).toEqual(['Audit logWho changed what, and when']);

    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Administration' }));
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 2 })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Administration' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not offered to someone without those labels', async () => {
    signedIn('bookings.view', 'payments.record');
    renderWithProviders(<AppRoutes />, { path: '/' });
    await screen.findByRole('heading', { name: /Asha$/ });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('refuses /admin kindly to someone without those labels', async () => {
    signedIn('bookings.view');
    renderWithProviders(<AppRoutes />, { path: '/admin/staff' });
    expect(await screen.findByText('Administration is not open to you')).toBeInTheDocument();
  });
});
