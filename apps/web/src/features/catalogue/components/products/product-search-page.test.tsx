import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { mockApi } from '../../../../test/mock-api';
import { accommodationFacets, CATEGORIES, locationSummary, pageOf, productSummary } from '../../test/catalogue-fixtures';
import { ALL_LABELS, preloadCatalogueAreas, renderCatalogue } from '../../test/render-catalogue';

const TEA_COUNTY = productSummary();
const HOUSEBOAT = productSummary({
  id: 12,
  name: 'Punnamada Premium Houseboat',
  star_rating: 4,
  location: { id: 9, name: 'Alleppey', slug: 'alleppey', level: 3 },
  location_trail: ['India', 'Kerala', 'Alleppey'],
  price_from_paise: 12_345_600,
});

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/productlist/': { status: 200, data: pageOf([TEA_COUNTY, HOUSEBOAT], 42) },
    'GET /api/product-search/': { status: 200, data: pageOf([TEA_COUNTY]) },
    'GET /api/accommodation-filter/': { status: 200, data: accommodationFacets() },
    'GET /api/product-category-type-name/': { status: 200, data: pageOf(CATEGORIES) },
    ...routes,
  });
}

/** jsdom lays out no wide screen: the filters sit folded away as on a phone, behind their button. */
async function openFilters() {
  await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
  return screen.findByRole('complementary', { name: 'Filters' });
}

const lastParams = (api: ReturnType<typeof mockApi>, url: string) => api.callsTo('GET', url).at(-1)?.params;

describe('product search', () => {
  beforeAll(preloadCatalogueAreas);

  it('asks the server for what a shared URL holds: text, hotel facets, and the rupee range in paise', async () => {
    const api = setup();
    renderCatalogue({ area: 'products', path: '/products?q=munar&stars=4&meal_plan=CP&price_from=2500&price_to=8000.50&page=2' });
    expect(await screen.findByRole('link', { name: 'Tea County Munnar' })).toBeInTheDocument();
    await openFilters();
    expect(lastParams(api, '/api/product-search/')).toEqual({
      page: 2,
      page_size: 25,
      active: 'true',
      q: 'munar',
      price_min: 250_000,
      price_max: 800_050,
      star_rating: [4],
      meal_plan: ['CP'],
    });
    // The facet counts answer the same search, without its page.
    await waitFor(() => expect(lastParams(api, '/api/accommodation-filter/')).toEqual({ active: 'true', q: 'munar', price_min: 250_000, price_max: 800_050, star_rating: [4], meal_plan: ['CP'] }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('munar');
    expect(screen.getByRole('checkbox', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Breakfast\s*\(CP\)/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Lowest price in rupees' })).toHaveValue('2500');
  });

  it('writes each filter chosen to the URL, back to page 1, and searches again', async () => {
    const api = setup();
    renderCatalogue({ area: 'products', path: '/products?page=3' });
    await screen.findByRole('link', { name: 'Tea County Munnar' });
    await openFilters();

    await userEvent.click(await screen.findByRole('checkbox', { name: '4 stars' }));
    await waitFor(() => expect(currentLocation().search).toBe('?stars=4'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Breakfast\s*\(CP\)/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Accommodation/ }));
    await waitFor(() => expect(currentLocation().searchParams.getAll('category')).toEqual(['accommodation']));
    expect(currentLocation().searchParams.getAll('stars')).toEqual(['4']);
    expect(currentLocation().searchParams.getAll('meal_plan')).toEqual(['CP']);
    await waitFor(() => expect(lastParams(api, '/api/productlist/')).toMatchObject({ page: 1, star_rating: [4], meal_plan: ['CP'], category: ['accommodation'] }));
  });

  it('takes prices in rupees, keeps them as typed in the URL, and sends whole paise', async () => {
    const api = setup();
    renderCatalogue({ area: 'products', path: '/products' });
    await screen.findByRole('link', { name: 'Tea County Munnar' });
    await openFilters();
    await userEvent.type(screen.getByRole('textbox', { name: 'Lowest price in rupees' }), '1,999.99{Enter}');
    await waitFor(() => expect(currentLocation().searchParams.get('price_from')).toBe('1,999.99'));
    await waitFor(() => expect(lastParams(api, '/api/productlist/')).toMatchObject({ price_min: 199_999 }));
  });

  it('says so when a price is not rupees, and asks nothing with it', async () => {
    const api = setup();
    renderCatalogue({ area: 'products', path: '/products?price_from=cheap' });
    expect(await screen.findByText('Check the filters')).toBeInTheDocument();
    await openFilters();
    expect(screen.getByRole('textbox', { name: 'Lowest price in rupees' })).toHaveAccessibleDescription('Enter rupees, e.g. 2500');
    expect(api.callsTo('GET', '/api/productlist/')).toHaveLength(0);
  });

  it('shows prices "from" in rupees with the Indian digit grouping', async () => {
    setup();
    renderCatalogue({ area: 'products', path: '/products' });
    const results = await screen.findByRole('list', { name: 'Products' });
    expect(within(results).getByText('₹12,500')).toBeInTheDocument();
    expect(within(results).getByText('₹1,23,456')).toBeInTheDocument();
    expect(within(results).getByText('India › Kerala › Alleppey')).toBeInTheDocument();
    expect(screen.getByText('42 products')).toBeInTheDocument();
  });

  it('offers the places a search names, and picking one searches everything there instead', async () => {
    const api = setup({ 'GET /api/locations/level-3/': { status: 200, data: pageOf([locationSummary()]) } });
    renderCatalogue({ area: 'products', path: '/products?q=munar' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show everything in Munnar, Destination' }));
    await waitFor(() => expect(currentLocation().search).toBe('?location=3'));
    await waitFor(() => expect(lastParams(api, '/api/productlist/')).toMatchObject({ location: 3 }));
  });

  it('offers Add product only to holders of products.manage', async () => {
    setup();
    const { unmount } = renderCatalogue({ area: 'products', path: '/products' });
    await screen.findByRole('link', { name: 'Tea County Munnar' });
    expect(screen.queryByRole('link', { name: 'Add product' })).not.toBeInTheDocument();
    unmount();

    setup();
    renderCatalogue({ area: 'products', path: '/products', labels: ALL_LABELS });
    expect(await screen.findByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/products/new');
  });
});
