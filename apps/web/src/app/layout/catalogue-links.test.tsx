import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAccessToken } from '../../lib/access-token-cookie';
import { ASHA } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { AppRoutes } from '../routes';

function signedInWith(...labels: string[]) {
  storeAccessToken('token');
  mockApi({
    'GET /api/user-profile/': { status: 200, data: [ASHA] },
    'GET /access/user-access-level/': { status: 200, data: [{ access_level_data: labels.map((label) => ({ label })) }] },
    'GET /user/notifications/unread-count/': { status: 200, data: { unread_count: 0, by_type: {} } },
  });
}

describe('the way into the catalogue', () => {
  it('links the areas whose view label the user holds, in the top bar and on the home page', async () => {
    signedInWith('locations.view', 'products.view', 'products.manage');
    renderWithProviders(<AppRoutes />, { path: '/' });
    // The top bar's links, and the home page's card once its chunk is in.
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Catalogue' })).toHaveLength(2));
    const bar = within(screen.getByRole('banner'));
    expect(bar.getByRole('link', { name: 'Destinations' })).toHaveAttribute('href', '/destinations');
    expect(bar.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(bar.queryByRole('link', { name: 'Suppliers' })).not.toBeInTheDocument();
    const card = within(screen.getAllByRole('navigation', { name: 'Catalogue' })[1] ?? document.body);
    expect(card.getByRole('link', { name: /Products/ })).toHaveAttribute('href', '/products');
    expect(card.queryByRole('link', { name: /Suppliers/ })).not.toBeInTheDocument();
  });

  it('shows no catalogue link to someone without its labels', async () => {
    signedInWith('bookings.view');
    renderWithProviders(<AppRoutes />, { path: '/' });
    expect(await screen.findByRole('heading', { name: /Asha$/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Catalogue' })).not.toBeInTheDocument();
    for (const name of ['Destinations', 'Suppliers', 'Products']) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });
});
