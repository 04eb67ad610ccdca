import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDetail, ProductSummary, Variant } from '@ua/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseOption } from '../../test/mantine-select';
import { mockApi, restoreApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ProductVariantPicker, type ProductVariantChoice } from './product-variant-picker';

const MUNNAR = { id: 21, name: 'Munnar', slug: 'munnar', level: 3 };

function summary(id: number, name: string): ProductSummary {
  return {
    id,
    name,
    category: { id: 1, type_name: 'accommodation', label: 'Accommodation' },
    supplier: { id: 7, display_name: 'Tea County Hotels' },
    location: MUNNAR,
    location_trail: ['India', 'Kerala', 'Munnar'],
    attributes: {},
    star_rating: 4,
    price_from_paise: 550_000,
    price_to_paise: 900_000,
    currency: 'INR',
    variant_count: 2,
    active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    score: null,
  };
}

function variant(id: number, name: string, sell: number, active = true): Variant {
  return {
    id,
    product_id: 11,
    name,
    cost_price_paise: 400_000,
    sell_price_paise: sell,
    margin_paise: sell - 400_000,
    currency: 'INR',
    max_travellers: 2,
    valid_from: '2026-10-01',
    valid_to: '2027-03-31',
    active,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const TEA_COUNTY: ProductDetail = {
  ...summary(11, 'Tea County Munnar'),
  description: '',
  supplier: { id: 7, display_name: 'Tea County Hotels', type: 'hotel' },
  breadcrumb: [MUNNAR],
  variants: [variant(51, 'Deluxe room · breakfast', 550_000), variant(52, 'Suite · all meals', 900_000), variant(53, 'Old cottage', 300_000, false)],
  updated_at: '2026-01-01T00:00:00.000Z',
};

function setup() {
  return mockApi({
    'GET /api/productlist/': { status: 200, data: { count: 2, next: null, previous: null, results: [summary(11, 'Tea County Munnar'), summary(12, 'Blanket Hotel')] } },
    'GET /api/product-search/': { status: 200, data: { count: 1, next: null, previous: null, results: [summary(11, 'Tea County Munnar')] } },
    'GET /api/products/11/': { status: 200, data: TEA_COUNTY },
  });
}

/** The picker as a form row holds it, with what it was last given shown beside it. */
function Row({ location }: { location?: number }) {
  const [choice, setChoice] = useState<ProductVariantChoice>({ productId: undefined, variantId: undefined });
  const [sells, setSells] = useState<number>();
  return (
    <>
      <ProductVariantPicker
        value={choice}
        location={location}
        onChange={(next, chosen) => {
          setChoice(next);
          setSells(chosen?.sell_price_paise);
        }}
      />
      <output aria-label="Choice">{`${choice.productId ?? '-'}/${choice.variantId ?? '-'}/${sells ?? '-'}`}</output>
    </>
  );
}

afterEach(restoreApi);

describe('the product and variant picker', () => {
  it('searches products by name, then offers the chosen one\u2019s active variants with their price and season', async () => {
    const api = setup();
    renderWithProviders(<Row location={21} />);
    const variantBox = screen.getByRole('combobox', { name: 'Variant' });
    expect(variantBox).toBeDisabled();

    const productBox = screen.getByRole('combobox', { name: 'Product' });
    await userEvent.click(productBox);
    await userEvent.type(productBox, 'tea');
    await waitFor(() => expect(api.callsTo('GET', '/api/product-search/').at(-1)?.params).toEqual({ page_size: 20, active: 'true', q: 'tea', location: 21 }));
    await chooseOption(productBox, /Tea County Munnar/);
    expect(screen.getByRole('status', { name: 'Choice' })).toHaveTextContent('11/-/-');

    await waitFor(() => expect(variantBox).toBeEnabled());
    await userEvent.click(variantBox);
    expect(await screen.findByRole('option', { name: /Deluxe room · breakfast/, hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Old cottage/, hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /Suite · all meals/, hidden: true }));
    expect(screen.getByRole('status', { name: 'Choice' })).toHaveTextContent('11/52/900000');
    expect(variantBox).toHaveValue('Suite · all meals — ₹9,000, 1 Oct 2026 – 31 Mar 2027');
  });

  it('clears the variant when another product is chosen', async () => {
    setup();
    renderWithProviders(<Row />);
    const productBox = screen.getByRole('combobox', { name: 'Product' });
    await chooseOption(productBox, /Tea County Munnar/);
    const variantBox = screen.getByRole('combobox', { name: 'Variant' });
    await waitFor(() => expect(variantBox).toBeEnabled());
    await chooseOption(variantBox, /Deluxe room/);
    expect(screen.getByRole('status', { name: 'Choice' })).toHaveTextContent('11/51/550000');

    await chooseOption(productBox, /Blanket Hotel/);
    expect(screen.getByRole('status', { name: 'Choice' })).toHaveTextContent('12/-/-');
  });
});
