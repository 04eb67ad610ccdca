import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api';
import { emulateScreenWidth } from '../../../../test/screen-width';
import { productDetail, variant } from '../../test/catalogue-fixtures';
import { ALL_LABELS, preloadCatalogueAreas, renderCatalogue } from '../../test/render-catalogue';

const PRODUCT = productDetail();

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/products/11/': { status: 200, data: PRODUCT }, ...routes });
}

async function variantsTable() {
  return screen.findByRole('table', { name: 'Variants of Tea County Munnar' });
}

/** Fills the new variant's row: prices as rupees, the season as two days (dd/mm/yyyy, or ISO as pasted). */
async function fillNewVariant({ name, cost, sell, from, to }: { name: string; cost: string; sell: string; from: string; to: string }) {
  await userEvent.click(screen.getByRole('button', { name: 'Add variant' }));
  const row = await screen.findByRole('row', { name: 'New variant' });
  await userEvent.type(within(row).getByRole('textbox', { name: 'Variant name' }), name);
  await userEvent.type(within(row).getByRole('textbox', { name: 'Cost price in rupees' }), cost);
  await userEvent.type(within(row).getByRole('textbox', { name: 'Sell price in rupees' }), sell);
  const validFrom = within(row).getByLabelText('Valid from');
  await userEvent.clear(validFrom);
  await userEvent.type(validFrom, from);
  await userEvent.type(within(row).getByLabelText('Valid to'), to);
  return row;
}

describe('the product page', () => {
  beforeAll(preloadCatalogueAreas);

  it('lists the variants with cost, sell and margin in rupees, Indian grouping, and no write buttons without products.manage', async () => {
    setup({ 'GET /api/products/11/': { status: 200, data: productDetail({ variants: [variant({ cost_price_paise: 10_000_000, sell_price_paise: 12_550_050 })] }) } });
    renderCatalogue({ area: 'products', path: '/products/11' });
    const table = await variantsTable();
    expect(within(table).getByText('₹1,00,000')).toBeInTheDocument();
    expect(within(table).getByText('₹1,25,500.50')).toBeInTheDocument();
    expect(within(table).getByText('₹25,500.50')).toBeInTheDocument();
    expect(within(table).getByText('1 Oct 2026 – 31 Mar 2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add variant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit Deluxe/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit product' })).not.toBeInTheDocument();
  });

  it('adds a variant from rupees typed, sending integer paise', async () => {
    const api = setup({ 'POST /api/product-varient/': { status: 201, data: variant({ id: 60, name: 'Suite · MAP' }) } });
    renderCatalogue({ area: 'products', path: '/products/11', labels: ALL_LABELS });
    await variantsTable();
    const row = await fillNewVariant({ name: 'Suite · MAP', cost: '8,600.5', sell: '10750.25', from: '01/04/2027', to: '30/09/2027' });
    await userEvent.click(within(row).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/product-varient/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/product-varient/')[0]?.body).toEqual({
      product_id: 11,
      name: 'Suite · MAP',
      cost_price_paise: 860_050,
      sell_price_paise: 1_075_025,
      currency: 'INR',
      max_travellers: 2,
      valid_from: '2027-04-01',
      valid_to: '2027-09-30',
      active: true,
      allow_below_cost: false,
    });
    expect(await screen.findByText('Variant added')).toBeInTheDocument();
  });

  it('asks before selling below cost, sends nothing on "Change the price", and sends the flag once confirmed', async () => {
    const api = setup({ 'POST /api/product-varient/': { status: 201, data: variant({ id: 61, name: 'Promo room', cost_price_paise: 500_000, sell_price_paise: 450_000 }) } });
    renderCatalogue({ area: 'products', path: '/products/11', labels: ALL_LABELS });
    await variantsTable();
    const row = await fillNewVariant({ name: 'Promo room', cost: '5000', sell: '4500', from: '2027-04-01', to: '2027-06-30' });
    await userEvent.click(within(row).getByRole('button', { name: 'Add' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sell below cost?' });
    expect(dialog).toHaveTextContent('a loss of ₹500 on each sale');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the price' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/product-varient/')).toHaveLength(0);

    await userEvent.click(within(row).getByRole('button', { name: 'Add' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sell below cost?' })).getByRole('button', { name: 'Sell below cost' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/product-varient/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/product-varient/')[0]?.body).toMatchObject({ cost_price_paise: 500_000, sell_price_paise: 450_000, allow_below_cost: true });
  });

  it('shows the server\u2019s overlapping-season refusal at the season, with a toast', async () => {
    const message = 'The season overlaps Deluxe room · breakfast, 2026-10-01 to 2027-03-31 (variant 51); seasons of one variant name may not share a day';
    setup({ 'POST /api/product-varient/': { status: 400, data: { detail: 'The season overlaps another season of this variant.', code: 'validation', errors: { valid_from: [message] } } } });
    renderCatalogue({ area: 'products', path: '/products/11', labels: ALL_LABELS });
    await variantsTable();
    const row = await fillNewVariant({ name: 'Deluxe room · breakfast', cost: '4500', sell: '5500', from: '2027-01-01', to: '2027-02-28' });
    await userEvent.click(within(row).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(within(row).getByLabelText('Valid from')).toHaveAccessibleDescription(message));
    expect(screen.getByText('The season overlaps another season of this variant.')).toBeInTheDocument();
  });

  it('edits a variant in place, sending only what changed', async () => {
    const api = setup({ 'PATCH /api/product-varient/51/': { status: 200, data: variant({ sell_price_paise: 600_000 }) } });
    renderCatalogue({ area: 'products', path: '/products/11', labels: ALL_LABELS });
    await variantsTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Deluxe room · breakfast, 1 Oct 2026 – 31 Mar 2027' }));
    const row = await screen.findByRole('row', { name: 'Editing Deluxe room · breakfast' });
    const sell = within(row).getByRole('textbox', { name: 'Sell price in rupees' });
    expect(sell).toHaveValue('5500');
    await userEvent.clear(sell);
    await userEvent.type(sell, '6000{Enter}');
    await waitFor(() => expect(api.callsTo('PATCH', '/api/product-varient/51/')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/product-varient/51/')[0]?.body).toEqual({ sell_price_paise: 600_000, allow_below_cost: false });
  });

  it('refuses an amount that is not rupees before sending it', async () => {
    const api = setup();
    renderCatalogue({ area: 'products', path: '/products/11', labels: ALL_LABELS });
    await variantsTable();
    const row = await fillNewVariant({ name: 'Suite', cost: '12.345', sell: 'lots', from: '2027-04-01', to: '2027-09-30' });
    await userEvent.click(within(row).getByRole('button', { name: 'Add' }));
    expect(within(row).getByRole('textbox', { name: 'Cost price in rupees' })).toHaveAccessibleDescription('Enter rupees, e.g. 4500 or 4500.50');
    expect(within(row).getByRole('textbox', { name: 'Sell price in rupees' })).toHaveAccessibleDescription('Enter rupees, e.g. 4500 or 4500.50');
    expect(api.callsTo('POST', '/api/product-varient/')).toHaveLength(0);
  });

  it('gives focus back to the variant’s Edit button when its editor saves or is left with Escape', async () => {
    const api = setup({ 'PATCH /api/product-varient/51/': { status: 200, data: variant({ sell_price_paise: 600_000 }) } });
    renderCatalogue({ area: 'products', path: '/products/11', labels: ALL_LABELS });
    await variantsTable();
    const edit = () => screen.getByRole('button', { name: 'Edit Deluxe room · breakfast, 1 Oct 2026 – 31 Mar 2027' });
    await userEvent.click(edit());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(edit()).toHaveFocus());

    await userEvent.click(edit());
    const sell = within(await screen.findByRole('row', { name: 'Editing Deluxe room · breakfast' })).getByRole('textbox', { name: 'Sell price in rupees' });
    await userEvent.clear(sell);
    await userEvent.type(sell, '6000{Enter}');
    await waitFor(() => expect(api.callsTo('PATCH', '/api/product-varient/51/')).toHaveLength(1));
    await waitFor(() => expect(edit()).toHaveFocus());
  });

  it('gives focus to the row’s Add when the below-cost question is put off, and to Add variant once it is confirmed', async () => {
    const api = setup({ 'POST /api/product-varient/': { status: 201, data: variant({ id: 61, name: 'Promo room', cost_price_paise: 500_000, sell_price_paise: 450_000 }) } });
    renderCatalogue({ area: 'products', path: '/products/11', labels: ALL_LABELS });
    await variantsTable();
    const row = await fillNewVariant({ name: 'Promo room', cost: '5000', sell: '4500', from: '2027-04-01', to: '2027-06-30' });
    await userEvent.click(within(row).getByRole('button', { name: 'Add' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sell below cost?' })).getByRole('button', { name: 'Change the price' }));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Add' })).toHaveFocus());

    await userEvent.click(within(row).getByRole('button', { name: 'Add' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sell below cost?' })).getByRole('button', { name: 'Sell below cost' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/product-varient/')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add variant' })).toHaveFocus());
  });

  it('keeps the variants a table on a phone, in a region that scrolls sideways', async () => {
    emulateScreenWidth(375);
    setup();
    renderCatalogue({ area: 'products', path: '/products/11', labels: ALL_LABELS });
    const table = await variantsTable();
    expect(table.closest('[role="region"]')).toHaveAccessibleName('Variants of Tea County Munnar');
  });
});
