import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api';
import { chooseOption } from '../../../../test/mantine-select';
import { productDetail } from '../../test/catalogue-fixtures';
import { ALL_LABELS, preloadCatalogueAreas, renderCatalogue } from '../../test/render-catalogue';

describe('the product form', () => {
  beforeAll(preloadCatalogueAreas);

  it('shows the category\u2019s own fields, checked by the contract\u2019s schema for that category', async () => {
    const api = mockApi({});
    renderCatalogue({ area: 'products', path: '/products/new', labels: ALL_LABELS });
    await chooseOption(await screen.findByRole('combobox', { name: /Category/ }), 'Transport');
    const details = await screen.findByRole('region', { name: 'Transport details' });
    expect(within(details).getByRole('combobox', { name: /Vehicle type/ })).toBeInTheDocument();
    expect(within(details).getByRole('textbox', { name: /Seats/ })).toBeInTheDocument();

    await chooseOption(screen.getByRole('combobox', { name: /Category/ }), 'Activity');
    expect(await screen.findByRole('textbox', { name: /Duration in minutes/ })).toBeInTheDocument();

    await chooseOption(screen.getByRole('combobox', { name: /Category/ }), 'Accommodation');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Choose a star rating from 1 to 5')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one meal plan')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/products/')).toHaveLength(0);
  });

  it('answers a first, empty submit with a plain message at each required box, and drops each one as its box is fixed', async () => {
    const api = mockApi({});
    renderCatalogue({ area: 'products', path: '/products/new', labels: ALL_LABELS });
    const category = await screen.findByRole('combobox', { name: /Category/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));

    const name = screen.getByRole('textbox', { name: /^Name/ });
    const supplier = screen.getByRole('combobox', { name: /Supplier/ });
    const place = screen.getByRole('combobox', { name: /Place/ });
    expect(category).toHaveAccessibleDescription(/Choose a category/);
    expect(name).toHaveAccessibleDescription(/Enter a name/);
    expect(supplier).toHaveAccessibleDescription(/Choose the supplier/);
    expect(place).toHaveAccessibleDescription(/Choose the location/);
    // No schema's own wording ("Invalid discriminator value. Expected 'accommodation' | …") anywhere.
    expect(screen.queryByText(/Invalid|expected|received/)).not.toBeInTheDocument();
    await waitFor(() => expect(category).toHaveFocus());
    expect(api.callsTo('POST', '/api/products/')).toHaveLength(0);

    await chooseOption(category, 'Transport');
    expect(category).not.toHaveAccessibleDescription(/Choose a category/);
    expect(name).toHaveAccessibleDescription(/Enter a name/);
    await userEvent.type(name, 'Airport cab');
    expect(name).not.toHaveAccessibleDescription(/Enter a name/);
    expect(supplier).toHaveAccessibleDescription(/Choose the supplier/);
  });

  it('edits a hotel\u2019s attributes, sending them whole, and shows the server\u2019s attribute errors beside them', async () => {
    const api = mockApi({
      'GET /api/products/11/': { status: 200, data: productDetail() },
      'PATCH /api/products/11/': { status: 400, data: { detail: 'The attributes do not fit a product of category accommodation.', code: 'validation', errors: { 'attributes.check_in_time': ['Enter the check-in time as HH:MM, e.g. 14:00'] } } },
    });
    renderCatalogue({ area: 'products', path: '/products/11/edit', labels: ALL_LABELS });
    expect(await screen.findByRole('combobox', { name: /Category/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '5★' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/api/products/11/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/products/11/')[0]?.body).toEqual({
      attributes: { star_rating: 5, property_type: 'resort', amenities: ['wifi', 'spa'], meal_plans: ['CP', 'MAP'], check_in_time: '14:00', check_out_time: '11:00' },
    });
    await waitFor(() => expect(screen.getByLabelText('Check-in')).toHaveAccessibleDescription('Enter the check-in time as HH:MM, e.g. 14:00'));
  });
});
