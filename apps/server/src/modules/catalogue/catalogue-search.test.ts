import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocationSearchResult, LocationSummary, ProductFacets, SupplierSummary } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeLocation, makeProduct, makeSupplier, type LocationFixture } from '../../../test/fixtures/catalogue.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';

/** Facet counts, supplier search, tags in summaries and the place search, each over the few records it needs. */
let ctx: TestContext;
let staff: Caller;
let india: LocationFixture;
let kerala: LocationFixture;
let munnar: LocationFixture;
let goa: LocationFixture;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());

beforeEach(async () => {
  await ctx.reset();
  const db = ctx.database.db;
  const { id } = await makeStaff(db, { labels: ['locations.view', 'locations.manage', 'suppliers.view', 'products.view'] });
  staff = ctx.as(id);
  india = await makeLocation(db, { name: 'India', slug: 'india' });
  kerala = await makeLocation(db, { name: 'Kerala', slug: 'kerala', parentId: india.id });
  munnar = await makeLocation(db, { name: 'Munnar', slug: 'munnar', parentId: kerala.id });
  goa = await makeLocation(db, { name: 'Goa', slug: 'goa', parentId: india.id });
});

const getJson = async <T>(url: string): Promise<T> => {
  const res = await staff.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the category facet', () => {
  const countsOf = (facets: ProductFacets) => Object.fromEntries(facets.category.map((facet) => [facet.value, facet.count]));

  beforeEach(async () => {
    const db = ctx.database.db;
    await makeProduct(db, { name: 'Misty Hills Resort', locationId: munnar.id, attributes: { star_rating: 5 } });
    await makeProduct(db, { name: 'Tea Valley Homestay', locationId: munnar.id, attributes: { star_rating: 3 } });
    await makeProduct(db, { name: 'Munnar Airport Transfer', category: 'transport', locationId: munnar.id });
    await makeProduct(db, { name: 'Calangute Beach Hotel', locationId: goa.id });
    await makeProduct(db, { name: 'Dudhsagar Falls Trek', category: 'activity', locationId: goa.id });
  });

  it('counts the current search, not the whole catalogue', async () => {
    expect(countsOf(await getJson('/api/product-facets/'))).toMatchObject({ accommodation: 3, transport: 1, activity: 1, meal: 0 });
    const munnarOnly = await getJson<ProductFacets>('/api/product-facets/?q=munar');
    expect(munnarOnly.count).toBe(3);
    expect(countsOf(munnarOnly)).toEqual({ accommodation: 2, transport: 1, activity: 0, sightseeing: 0, meal: 0, guide: 0, package: 0 });
    expect(countsOf(await getJson(`/api/product-facets/?location=${goa.id}`))).toMatchObject({ accommodation: 1, transport: 0, activity: 1 });
    // A search nothing matches counts nothing: no "Accommodation 3" beside 0 results.
    const none = await getJson<ProductFacets>('/api/product-facets/?q=zanzibar');
    expect(none.count).toBe(0);
    expect(none.category.every((facet) => facet.count === 0)).toBe(true);
  });

  it('counts each category without the category filter itself, as the hotel facets count stars, but with every other filter', async () => {
    const transportChosen = await getJson<ProductFacets>('/api/product-facets/?q=munnar&category[]=transport');
    expect(transportChosen.count).toBe(1);
    // Choosing accommodation too would add its 2: the count says so while transport alone is chosen.
    expect(countsOf(transportChosen)).toMatchObject({ accommodation: 2, transport: 1 });
    // A hotel facet narrows the other categories' counts like any other filter.
    expect(countsOf(await getJson('/api/product-facets/?q=munnar&star_rating=5'))).toMatchObject({ accommodation: 1, transport: 0 });
    const stars = await getJson<{ star_rating: Array<{ value: number; count: number }> }>('/api/accommodation-filter/?q=munnar&star_rating=5');
    expect(stars.star_rating.find((facet) => facet.value === 3)?.count).toBe(1);
  });

  it('answers in the contracts’ order, every category present, and refuses a caller without products.view', async () => {
    const facets = await getJson<ProductFacets>('/api/product-facets/?q=munnar');
    expect(facets.category.map((facet) => facet.value)).toEqual(['accommodation', 'transport', 'activity', 'sightseeing', 'meal', 'guide', 'package']);
    expect(facets.category[0]?.label).toBe('Accommodation');
    const { id } = await makeStaff(ctx.database.db, { labels: ['locations.view'] });
    expect((await ctx.as(id).get('/api/product-facets/')).statusCode).toBe(403);
  });
});

describe('supplier search', () => {
  const namesOf = async (q: string) => (await getJson<{ results: SupplierSummary[] }>(`/api/suppliers/?q=${encodeURIComponent(q)}`)).results.map((supplier) => supplier.display_name);

  beforeEach(async () => {
    const db = ctx.database.db;
    await makeSupplier(db, { displayName: 'Kerala Travels Cabs', type: 'transporter', locationIds: [goa.id] });
    await makeSupplier(db, { displayName: 'Green Leaf Stays', locationIds: [munnar.id] });
    await makeSupplier(db, { displayName: 'Sunset Beach Stays', locationIds: [goa.id] });
  });

  it('forgives a typo as product search does: "kerla" finds the supplier named Kerala and the one serving a place in Kerala', async () => {
    expect(await namesOf('kerla')).toEqual(['Green Leaf Stays', 'Kerala Travels Cabs']);
    expect(await namesOf('kerala')).toEqual(['Green Leaf Stays', 'Kerala Travels Cabs']);
  });

  it('needs every word somewhere in the names, the kind or the places served', async () => {
    expect(await namesOf('kerla cabs')).toEqual(['Kerala Travels Cabs']);
    expect(await namesOf('munar stays')).toEqual(['Green Leaf Stays']);
    expect(await namesOf('goa transporter')).toEqual(['Kerala Travels Cabs']);
    expect(await namesOf('zanzibar')).toEqual([]);
  });
});

describe('location summaries', () => {
  it('carry their tags by name, so a tile needs no call of its own', async () => {
    const tag = async (name: string, locationId: number) => {
      const created = await staff.post('/api/location-tag/', { name });
      expect(created.statusCode, created.body).toBe(201);
      expect((await staff.post(`/api/location-tag/${created.json().id}/attach/`, { location_id: locationId })).statusCode).toBe(200);
    };
    await tag('Hill station', munnar.id);
    await tag('Honeymoon', munnar.id);
    const states = await getJson<{ results: LocationSummary[] }>(`/api/locations/level-2/?parent=${india.id}`);
    expect(states.results.map((place) => [place.name, place.tags])).toEqual([
      ['Goa', []],
      ['Kerala', []],
    ]);
    const destinations = await getJson<{ results: LocationSummary[] }>(`/api/locations/level-3/?parent=${kerala.id}`);
    expect(destinations.results[0]?.tags.map((t) => t.name)).toEqual(['Hill station', 'Honeymoon']);
  });
});

describe('the place search', () => {
  const search = (query: string) => getJson<{ count: number; results: LocationSearchResult[] }>(`/api/location-search/?${query}`);
  const trails = (page: { results: LocationSearchResult[] }) => page.results.map((place) => [place.name, ...[...place.ancestors].reverse().map((above) => above.name)].join(' › '));

  beforeEach(async () => {
    const db = ctx.database.db;
    await makeLocation(db, { name: 'Top Station', slug: 'top-station', parentId: munnar.id });
    const kochi = await makeLocation(db, { name: 'Kochi', slug: 'kochi', parentId: kerala.id });
    await makeLocation(db, { name: 'Munnar Road', slug: 'munnar-road', parentId: kochi.id });
    await makeLocation(db, { name: 'Old Munnar', slug: 'old-munnar', parentId: kochi.id, active: false });
  });

  it('finds places of every level by name, typos forgiven, each with the places above it', async () => {
    expect(trails(await search('q=munar'))).toEqual(['Munnar › Kerala › India', 'Munnar Road › Kochi › Kerala › India']);
    const keralaPage = await search('q=kerla');
    expect(trails(keralaPage)).toEqual(['Kerala › India']);
    expect(keralaPage.results[0]).toMatchObject({ id: kerala.id, level: 2, parent_id: india.id, children_count: 2, tags: [], ancestors: [{ id: india.id, name: 'India', slug: 'india', level: 1 }] });
    expect((await search('q=india')).results[0]?.ancestors).toEqual([]);
  });

  it('takes words from the trail as long as one names the place itself', async () => {
    expect(trails(await search('q=top station munnar'))).toEqual(['Top Station › Munnar › Kerala › India']);
  });

  it('narrows to the levels asked and to active places unless asked, and pages', async () => {
    expect(trails(await search('q=munnar&level=4'))).toEqual(['Munnar Road › Kochi › Kerala › India']);
    expect(trails(await search('q=munnar&level[]=3&level[]=4&active=all'))).toEqual(['Munnar › Kerala › India', 'Munnar Road › Kochi › Kerala › India', 'Old Munnar › Kochi › Kerala › India']);
    const first = await search('q=munnar&page_size=1');
    expect(first).toMatchObject({ count: 2, next: '/api/location-search/?q=munnar&page_size=1&page=2' });
  });

  it('refuses a query too short to mean anything, and a caller without locations.view', async () => {
    expect((await staff.get('/api/location-search/?q=m')).statusCode).toBe(400);
    expect((await staff.get('/api/location-search/')).statusCode).toBe(400);
    const { id } = await makeStaff(ctx.database.db, { labels: ['products.view'] });
    expect((await ctx.as(id).get('/api/location-search/?q=munnar')).statusCode).toBe(403);
  });
});
