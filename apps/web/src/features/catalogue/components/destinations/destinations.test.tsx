import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentLocation } from '../../../../test/location-probe';
import { mockApi } from '../../../../test/mock-api';
import { emulateScreenWidth } from '../../../../test/screen-width';
import { INDIA, KERALA as KERALA_REF, locationDetail, locationSearchResult, locationSummary, pageOf } from '../../test/catalogue-fixtures';
import { ALL_LABELS, preloadCatalogueAreas, renderCatalogue } from '../../test/render-catalogue';

const KERALA = locationDetail();
const MUNNAR = locationSummary({ tags: [{ id: 1, name: 'Hill station', slug: 'hill-station' }] });
const GOA = locationSummary({ id: 4, name: 'Varkala', slug: 'varkala', children_count: 0, active: false });

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/locations/level-1/': { status: 200, data: pageOf([locationSummary({ id: 1, name: 'India', slug: 'india', level: 1, parent_id: null, children_count: 5 })]) },
    'GET /api/location-details/2/': { status: 200, data: KERALA },
    'GET /api/locations/level-3/': { status: 200, data: pageOf([MUNNAR, GOA]) },
    'GET /api/location-tag/': { status: 200, data: pageOf([{ id: 1, name: 'Hill station', slug: 'hill-station', location_count: 3 }]) },
    ...routes,
  });
}

describe('the destination browser', () => {
  beforeAll(preloadCatalogueAreas);

  it('starts at the countries and regions, each leading a level down', async () => {
    setup();
    renderCatalogue({ area: 'destinations', path: '/destinations' });
    expect(await screen.findByRole('link', { name: 'India, Country or region' })).toHaveAttribute('href', '/destinations/1');
    expect(screen.getByRole('heading', { name: 'Countries and regions' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('All destinations')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a location under its breadcrumb, with its children, their tags and their state', async () => {
    const api = setup();
    renderCatalogue({ area: 'destinations', path: '/destinations/2?status=all' });
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(breadcrumb).getByRole('link', { name: INDIA.name })).toHaveAttribute('href', '/destinations/1'));
    expect(within(breadcrumb).getByText('Kerala')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Kerala' })).toBeInTheDocument();
    expect(screen.getByText('Backwaters, tea hills and beaches.')).toBeInTheDocument();

    const children = screen.getByRole('region', { name: 'Destinations in Kerala' });
    const munnar = await within(children).findByRole('link', { name: 'Munnar, Destination' });
    expect(within(munnar.closest('article') as HTMLElement).getByText('Hill station')).toBeInTheDocument();
    expect(within(children).getByRole('link', { name: 'Varkala, Destination, inactive' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/locations/level-3/')[0]?.params).toMatchObject({ parent: 2, active: 'all' });
    // The level list carries the tags: no tile asks for its own.
    expect(api.callsTo('GET', '/api/location-tag/')).toHaveLength(0);
  });

  it('shows the children as compact rows on request, and remembers it in this browser', async () => {
    setup();
    renderCatalogue({ area: 'destinations', path: '/destinations/2?status=all' });
    const children = await screen.findByRole('region', { name: 'Destinations in Kerala' });
    await within(children).findByRole('link', { name: 'Munnar, Destination' });
    await userEvent.click(within(children).getByRole('radio', { name: 'Rows' }));

    const table = await within(children).findByRole('table', { name: 'Destinations in Kerala' });
    const [, munnar, varkala] = within(table).getAllByRole('row');
    expect(within(munnar as HTMLElement).getByRole('link', { name: 'Munnar, Destination' })).toHaveAttribute('href', '/destinations/3');
    expect(munnar).toHaveTextContent(/Munnar.*2 places.*Hill station.*Active/);
    expect(varkala).toHaveTextContent(/Varkala.*—.*Inactive/);
    expect(localStorage.getItem('ua.catalogue.destinations.view')).toBe('rows');
  });

  it('finds a place at any level in one search, and shows each with its trail', async () => {
    const api = setup({
      'GET /api/location-search/': { status: 200, data: pageOf([locationSearchResult(), locationSearchResult({ id: 8, name: 'Munnar Road', level: 4, ancestors: [INDIA, KERALA_REF, { id: 5, name: 'Kochi', slug: 'kochi', level: 3 }] })]) },
      'GET /api/location-details/3/': { status: 200, data: locationDetail({ id: 3, name: 'Munnar', level: 3, breadcrumb: [INDIA, KERALA_REF, { id: 3, name: 'Munnar', slug: 'munnar', level: 3 }] }) },
    });
    renderCatalogue({ area: 'destinations', path: '/destinations' });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Find a place' }), 'munar');
    const road = await screen.findByRole('option', { name: /Munnar Road/, hidden: true });
    expect(road).toHaveTextContent(/Munnar Road\s*Kochi › Kerala › India\s*Area or spot/);
    expect(screen.getByRole('option', { name: /^Munnar\s*Kerala › India/, hidden: true })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/location-search/')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/location-search/')[0]?.params).toEqual({ q: 'munar', page_size: 12, active: 'true' });
    for (const level of [1, 2, 3, 4]) expect(api.callsTo('GET', `/api/locations/level-${level}/`).filter((call) => (call.params as { q?: string }).q)).toHaveLength(0);
    await userEvent.click(road);
    await waitFor(() => expect(currentLocation().pathname).toBe('/destinations/8'));
  });

  it('hides the write buttons without locations.manage', async () => {
    setup();
    renderCatalogue({ area: 'destinations', path: '/destinations/2' });
    await screen.findByRole('heading', { name: 'Kerala' });
    for (const name of ['Edit', 'Move', 'Deactivate', 'Add a destination']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a destination' })).not.toBeInTheDocument();
  });

  it('adds a destination under the location, and shows the server\u2019s slug conflict at the slug', async () => {
    const api = setup({ 'POST /api/locations/': { status: 409, data: { detail: 'The slug "munnar" is taken.', code: 'location.slug_taken', errors: { slug: ['Another location has this slug'] } } } });
    renderCatalogue({ area: 'destinations', path: '/destinations/2', labels: ALL_LABELS });
    await userEvent.click(await screen.findByRole('link', { name: 'Add a destination' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add a destination' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'Munnar');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Slug/ }), 'munnar');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add location' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/locations/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/locations/')[0]?.body).toMatchObject({ name: 'Munnar', slug: 'munnar', level: 3, parent_id: 2, tag_ids: [] });
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: /^Slug/ })).toHaveAccessibleDescription(/Another location has this slug/));
    expect(currentLocation().pathname).toBe('/destinations/2/new');
  });

  it('keeps decimal coordinates as they are typed or pasted, and sends them as numbers', async () => {
    const created = locationDetail({ id: 9, name: 'Munnar', slug: 'munnar', level: 3, parent_id: 2, latitude: 10.1472, longitude: 77.06 });
    const api = setup({ 'POST /api/locations/': { status: 201, data: created } });
    renderCatalogue({ area: 'destinations', path: '/destinations/2', labels: ALL_LABELS });
    await userEvent.click(await screen.findByRole('link', { name: 'Add a destination' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add a destination' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'Munnar');
    const latitude = within(drawer).getByRole('textbox', { name: 'Latitude' });
    const longitude = within(drawer).getByRole('textbox', { name: 'Longitude' });
    await userEvent.type(latitude, '10.1472');
    expect(latitude).toHaveValue('10.1472');
    await userEvent.click(longitude);
    await userEvent.paste('77.0600');
    expect(longitude).toHaveValue('77.0600');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add location' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/locations/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/locations/')[0]?.body).toMatchObject({ latitude: 10.1472, longitude: 77.06 });
  });

  it('moves a location under a parent one level up, and shows the server\u2019s refusal at the parent', async () => {
    const cycle = 'Kerala cannot move under itself or a location below it';
    const api = setup({
      'GET /api/location-search/': { status: 200, data: pageOf([locationSearchResult({ id: 5, name: 'Indonesia', slug: 'indonesia', level: 1, parent_id: null, ancestors: [] })]) },
      'POST /api/locations/2/move/': { status: 400, data: { detail: 'Invalid move', code: 'validation', errors: { parent_id: [cycle] } } },
    });
    renderCatalogue({ area: 'destinations', path: '/destinations/2', labels: ALL_LABELS });
    await userEvent.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Kerala' });
    const picker = within(dialog).getByRole('combobox', { name: /New country or region/ });
    await userEvent.type(picker, 'indo');
    await userEvent.click(await screen.findByRole('option', { name: /Indonesia/, hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/locations/2/move/')[0]?.body).toEqual({ parent_id: 5 }));
    expect(api.callsTo('GET', '/api/location-search/').at(-1)?.params).toMatchObject({ q: 'indo', level: [1] });
    expect(await within(dialog).findByText(cycle)).toBeInTheDocument();
  });

  it('shows the compact rows as two-line cards on a phone, each leading a level down', async () => {
    emulateScreenWidth(375);
    localStorage.setItem('ua.catalogue.destinations.view', 'rows');
    setup();
    renderCatalogue({ area: 'destinations', path: '/destinations/2?status=all' });
    const children = await screen.findByRole('region', { name: 'Destinations in Kerala' });
    const list = await within(children).findByRole('list', { name: 'Destinations in Kerala' });
    expect(within(children).queryByRole('table')).not.toBeInTheDocument();
    const [munnar, varkala] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(munnar).getByRole('link', { name: 'Munnar, Destination' })).toHaveAttribute('href', '/destinations/3');
    expect(munnar).toHaveTextContent(/Munnar.*Active.*2 places inside.*Hill station/);
    expect(varkala).toHaveTextContent(/Varkala.*Inactive/);
  });

  it('gives focus to Edit when the edit drawer, opened by its address, closes', async () => {
    setup();
    renderCatalogue({ area: 'destinations', path: '/destinations/2/edit', labels: ALL_LABELS });
    await screen.findByRole('dialog', { name: 'Edit Kerala' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(currentLocation().pathname).toBe('/destinations/2'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Edit' })).toHaveFocus());
  });

  it('gives focus back to Add a destination, even when its click did not focus it (as in Safari)', async () => {
    setup();
    renderCatalogue({ area: 'destinations', path: '/destinations/2', labels: ALL_LABELS });
    fireEvent.click(await screen.findByRole('link', { name: 'Add a destination' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add a destination' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Add a destination' })).toHaveFocus());
  });

  it('gives focus back to Move when the move dialog closes', async () => {
    setup();
    renderCatalogue({ area: 'destinations', path: '/destinations/2', labels: ALL_LABELS });
    await userEvent.click(await screen.findByRole('button', { name: 'Move' }));
    await screen.findByRole('dialog', { name: 'Move Kerala' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move' })).toHaveFocus());
  });
});
