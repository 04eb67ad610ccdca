import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { emulateScreenWidth } from '../../../../test/screen-width';
import { mockApi } from '../../../../test/mock-api';
import { chooseOption } from '../../../../test/mantine-select';
import { pageOf, supplierCard } from '../../test/catalogue-fixtures';
import { ALL_LABELS, preloadCatalogueAreas, renderCatalogue } from '../../test/render-catalogue';

const TEA_COUNTY = supplierCard();
const CABS = supplierCard({ id: 8, display_name: 'Kerala Travels Cabs', legal_name: 'Kerala Travels', type: 'transporter', bank_details: null, rating: null });

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/suppliers/': { status: 200, data: pageOf([TEA_COUNTY, CABS], 20) },
    'GET /api/suppliers/7/': { status: 200, data: TEA_COUNTY },
    ...routes,
  });
}

describe('the supplier list', () => {
  beforeAll(preloadCatalogueAreas);

  it('reads its filters from the URL and asks the server with bracketed types', async () => {
    const api = setup();
    renderCatalogue({ area: 'suppliers', path: '/suppliers?q=tea&type=hotel&active=all&ordering=-rating' });
    expect(await screen.findByRole('link', { name: 'Tea County Hotels & Resorts' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/suppliers/').at(-1)?.params).toEqual({ page: 1, page_size: 25, ordering: '-rating', active: 'all', q: 'tea', type: ['hotel'] });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('tea');
  });

  it('writes a type, the status and the sort to the URL', async () => {
    setup();
    renderCatalogue({ area: 'suppliers', path: '/suppliers?page=2' });
    await screen.findByRole('link', { name: 'Tea County Hotels & Resorts' });
    await chooseOption(screen.getByRole('combobox', { name: 'Type' }), 'Transporter');
    await waitFor(() => expect(currentLocation().search).toBe('?type=transporter'));
    await userEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    await userEvent.click(screen.getByRole('button', { name: /Rating/ }));
    await waitFor(() => expect(currentLocation().search).toBe('?type=transporter&active=false&ordering=rating'));
  });

  it('offers Add supplier only to holders of suppliers.manage', async () => {
    setup();
    const { unmount } = renderCatalogue({ area: 'suppliers', path: '/suppliers' });
    await screen.findByRole('link', { name: 'Tea County Hotels & Resorts' });
    expect(screen.queryByRole('link', { name: 'Add supplier' })).not.toBeInTheDocument();
    unmount();
    setup();
    renderCatalogue({ area: 'suppliers', path: '/suppliers', labels: ALL_LABELS });
    expect(await screen.findByRole('link', { name: 'Add supplier' })).toBeInTheDocument();
  });
});

describe('a supplier', () => {
  beforeAll(preloadCatalogueAreas);

  it('shows contacts one tap away and bank details masked as the server sent them, without write buttons for a viewer', async () => {
    setup({ 'GET /api/suppliers/7/': { status: 200, data: supplierCard({ contacts: [{ name: 'Anil Varghese', role: 'Sales manager', phone: '+919447034567', email: 'sales@teacounty.example', whatsapp: '+919447034567' }] }) } });
    renderCatalogue({ area: 'suppliers', path: '/suppliers/7' });
    const contacts = await screen.findByRole('list', { name: 'Contacts' });
    expect(within(contacts).getByRole('link', { name: '+919447034567' })).toHaveAttribute('href', 'tel:+919447034567');
    expect(within(contacts).getByRole('link', { name: 'sales@teacounty.example' })).toHaveAttribute('href', 'mailto:sales@teacounty.example');
    expect(within(contacts).getByRole('link', { name: 'WhatsApp +919447034567' })).toHaveAttribute('href', 'https://wa.me/919447034567');
    expect(screen.getByText('••••8901')).toBeInTheDocument();
    expect(screen.getByText('Masked')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('refuses the edit form at its URL without suppliers.manage', async () => {
    setup();
    renderCatalogue({ area: 'suppliers', path: '/suppliers/7/edit' });
    expect(await screen.findByText('Supplier changes are not open to you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('shows the server\u2019s field errors of a 400 at the contact\u2019s box, and keeps the form', async () => {
    const api = setup({
      'PATCH /api/suppliers/7/': { status: 400, data: { detail: 'Invalid body', code: 'validation', errors: { 'contacts.0.phone': ['Enter the phone number in international format, e.g. +919812345678'] } } },
    });
    renderCatalogue({ area: 'suppliers', path: '/suppliers/7/edit', labels: ALL_LABELS });
    const contact = await screen.findByRole('group', { name: 'Contact 1' });
    await userEvent.type(within(contact).getByRole('textbox', { name: 'Role' }), ' and owner');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/suppliers/7/')).toHaveLength(1));
    // The masked bank details are not sent back; only the contacts changed.
    expect(Object.keys(api.callsTo('PATCH', '/api/suppliers/7/')[0]?.body as object)).toEqual(['contacts']);
    await waitFor(() => expect(within(contact).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Enter the phone number in international format, e.g. +919812345678'));
    expect(screen.getByText('Invalid body')).toBeInTheDocument();
  });

  it('offers an editor without payments.view no way to change the bank details, and sends none', async () => {
    setup();
    renderCatalogue({ area: 'suppliers', path: '/suppliers/7/edit', labels: ALL_LABELS });
    expect(await screen.findByText('Changing bank details needs the payments.view permission.')).toBeInTheDocument();
    expect(screen.getByText('••••8901')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('shows the server\u2019s refusal of a bank details change beside the bank details', async () => {
    const api = setup({
      'PATCH /api/suppliers/7/': {
        status: 403,
        data: { detail: 'Changing a supplier\u2019s bank details needs the payments.view permission as well.', code: 'supplier.bank_details_need_payments_view', errors: { bank_details: ['Changing bank details needs the payments.view permission'] } },
      },
    });
    renderCatalogue({ area: 'suppliers', path: '/suppliers/7/edit', labels: [...ALL_LABELS, 'payments.view'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/suppliers/7/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/suppliers/7/')[0]?.body).toEqual({ bank_details: null });
    const section = screen.getByRole('region', { name: 'Bank details' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Changing bank details needs the payments.view permission');
  });

  it('keeps a decimal rating as it is typed, and saves it as typed', async () => {
    const api = setup({ 'PATCH /api/suppliers/7/': { status: 200, data: supplierCard({ rating: 4.5 }) } });
    renderCatalogue({ area: 'suppliers', path: '/suppliers/7/edit', labels: ALL_LABELS });
    const rating = await screen.findByRole('textbox', { name: 'Rating' });
    await userEvent.clear(rating);
    await userEvent.type(rating, '4.5');
    expect(rating).toHaveValue('4.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/suppliers/7/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/suppliers/7/')[0]?.body).toEqual({ rating: 4.5 });
  });

  it('checks a new supplier with the contract\u2019s schema before sending', async () => {
    const api = setup();
    renderCatalogue({ area: 'suppliers', path: '/suppliers/new', labels: ALL_LABELS });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a contact' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Priya');
    await userEvent.click(screen.getByRole('button', { name: 'Add supplier' }));
    expect(screen.getByRole('textbox', { name: /Display name/ })).toHaveAccessibleDescription(/Enter the name staff know the supplier by/);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Give at least a phone number, an email or a WhatsApp number');
    expect(api.callsTo('POST', '/api/suppliers/')).toHaveLength(0);
  });
});

describe('the supplier list on a phone', () => {
  beforeAll(preloadCatalogueAreas);

  it('shows each supplier as a card that leads to it, with the sort as a select', async () => {
    emulateScreenWidth(375);
    setup();
    renderCatalogue({ area: 'suppliers', path: '/suppliers' });
    const list = await screen.findByRole('list', { name: 'Suppliers' });
    expect(screen.queryByRole('table', { name: 'Suppliers' })).not.toBeInTheDocument();
    const [teaCounty, cabs] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(teaCounty).getByRole('link', { name: TEA_COUNTY.display_name })).toHaveAttribute('href', '/suppliers/7');
    expect(teaCounty).toHaveTextContent('Hotel');
    expect(teaCounty).toHaveTextContent('Active');
    expect(teaCounty).toHaveTextContent('Anil Varghese · +919447034567');
    expect(cabs).toHaveTextContent('Transporter');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Rating, highest first');
    await waitFor(() => expect(currentLocation().searchParams.get('ordering')).toBe('-rating'));
    await userEvent.click(within(cabs).getByText('Transporter'));
    await waitFor(() => expect(currentLocation().pathname).toBe('/suppliers/8'));
  });
});
