import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { emulateScreenWidth } from '../../../../test/screen-width';
import { mockApi } from '../../../../test/mock-api';
import { accommodationFacets, locationSearchResult, pageOf, productFacets, productSummary } from '../../test/catalogue-fixtures';
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
    'GET /api/product-facets/': { status: 200, data: productFacets() },
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
    const api = setup({ 'GET /api/location-search/': { status: 200, data: pageOf([locationSearchResult()]) } });
    renderCatalogue({ area: 'products', path: '/products?q=munar' });
    const munnar = await screen.findByRole('button', { name: 'Show everything in Munnar, Destination' });
    // One call across every level, not one per level.
    expect(api.callsTo('GET', '/api/location-search/')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/location-search/')[0]?.params).toMatchObject({ q: 'munar', active: 'true' });
    expect(munnar).toHaveAttribute('title', 'Munnar — Kerala › India');
    await userEvent.click(munnar);
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

  it('picks a place by a search across levels, and shows the picked place with its trail', async () => {
    const api = setup({ 'GET /api/location-search/': { status: 200, data: pageOf([locationSearchResult()]) } });
    renderCatalogue({ area: 'products', path: '/products' });
    const filters = await openFilters();
    const place = within(filters).getByRole('combobox', { name: 'Place' });
    await userEvent.type(place, 'munar');
    await userEvent.click(await screen.findByRole('option', { name: /Munnar\s*Kerala › India\s*Destination/, hidden: true }));
    await waitFor(() => expect(currentLocation().searchParams.get('location')).toBe('3'));
    expect(place).toHaveValue('Munnar — Kerala › India');
    // The trail came with the search: the picked place needs no call of its own.
    expect(api.callsTo('GET', '/api/location-details/3/')).toHaveLength(0);
  });

  it('counts each category within the current search, and offers none that would leave nothing', async () => {
    const api = setup({ 'GET /api/product-facets/': { status: 200, data: productFacets() } });
    renderCatalogue({ area: 'products', path: '/products?q=munar&category=transport&page=2' });
    const filters = await openFilters();
    // The counts answer the same search, without its page or order: 5 stays and 2 transfers for "munar".
    await waitFor(() => expect(lastParams(api, '/api/product-facets/')).toEqual({ active: 'true', q: 'munar', category: ['transport'] }));
    const accommodation = await within(filters).findByRole('checkbox', { name: /Accommodation\s*5/ });
    expect(accommodation).toBeEnabled();
    expect(within(filters).getByRole('checkbox', { name: /Transport\s*2/ })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: /Activity\s*0/ })).toBeDisabled();
  });
});

describe('the results as compact rows', () => {
  beforeAll(preloadCatalogueAreas);

  it('switches between cards and one-line rows, and remembers the choice in this browser', async () => {
    setup();
    const { unmount } = renderCatalogue({ area: 'products', path: '/products' });
    expect(await screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Rows' }));

    const table = await screen.findByRole('table', { name: 'Products' });
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    const [, teaCounty, houseboat] = within(table).getAllByRole('row');
    expect(within(teaCounty as HTMLElement).getByRole('link', { name: 'Tea County Munnar' })).toHaveAttribute('href', '/products/11');
    expect(teaCounty).toHaveTextContent(/Tea County Munnar.*Accommodation.*Munnar.*Kerala › India.*Tea County Hotels.*₹12,500/);
    expect(houseboat).toHaveTextContent(/Punnamada Premium Houseboat.*Alleppey.*₹1,23,456/);
    expect(localStorage.getItem('ua.catalogue.products.view')).toBe('rows');
    unmount();

    setup();
    renderCatalogue({ area: 'products', path: '/products?q=munar' });
    expect(await screen.findByRole('table', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rows' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Cards' }));
    expect(await screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
    expect(localStorage.getItem('ua.catalogue.products.view')).toBe('cards');
  });
});

describe('a search that cannot be answered', () => {
  beforeAll(preloadCatalogueAreas);
  afterEach(() => onlineManager.setOnline(true));

  it('says the search failed and offers a retry, instead of showing the results it last had for that search', async () => {
    let failing = false;
    const api = setup({
      'GET /api/product-search/': ({ params }) =>
        failing ? { status: 503, data: { detail: 'The search is down for a moment.' } } : { status: 200, data: pageOf([(params as { q?: string }).q === 'houseboat' ? HOUSEBOAT : TEA_COUNTY]) },
    });
    renderCatalogue({ area: 'products', path: '/products?q=munnar' });
    expect(await screen.findByRole('link', { name: 'Tea County Munnar' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.clear(box);
    await userEvent.type(box, 'houseboat{Enter}');
    expect(await screen.findByRole('link', { name: 'Punnamada Premium Houseboat' })).toBeInTheDocument();

    // Back to the first search: its answer is held from before, and asking again fails.
    failing = true;
    await userEvent.clear(box);
    await userEvent.type(box, 'munnar{Enter}');
    expect(await screen.findByText('The products could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The search is down for a moment.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tea County Munnar' })).not.toBeInTheDocument();

    failing = false;
    const calls = api.callsTo('GET', '/api/product-search/').length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Tea County Munnar' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/product-search/')).toHaveLength(calls + 1);
    expect(lastParams(api, '/api/product-search/')).toMatchObject({ q: 'munnar' });
  });

  it('says the browser is offline while a new search waits for the network, and runs it when back', async () => {
    const api = setup();
    renderCatalogue({ area: 'products', path: '/products' });
    expect(await screen.findByRole('link', { name: 'Tea County Munnar' })).toBeInTheDocument();

    onlineManager.setOnline(false);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'houseboat{Enter}');
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/product-search/')).toHaveLength(0);

    onlineManager.setOnline(true);
    expect(await screen.findByRole('link', { name: 'Tea County Munnar' })).toBeInTheDocument();
    expect(lastParams(api, '/api/product-search/')).toMatchObject({ q: 'houseboat' });
  });
});

describe('the compact rows on a phone', () => {
  beforeAll(preloadCatalogueAreas);

  it('are two-line cards: name and price, then category, place and supplier', async () => {
    emulateScreenWidth(375);
    localStorage.setItem('ua.catalogue.products.view', 'rows');
    setup();
    renderCatalogue({ area: 'products', path: '/products' });
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(screen.getByRole('radio', { name: 'Rows' })).toBeChecked();
    expect(screen.queryByRole('table', { name: 'Products' })).not.toBeInTheDocument();
    const [teaCounty] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(within(teaCounty).getByRole('link', { name: 'Tea County Munnar' })).toHaveAttribute('href', '/products/11');
    expect(teaCounty).toHaveTextContent(/Tea County Munnar.*₹12,500.*Accommodation.*Munnar · Tea County Hotels/);
  });
});
