import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { ProductSummary } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { productVariants, products, suppliers } from '../../db/schema/catalogue.ts';
import { locationIdOf } from './catalogue.test-helpers.ts';

/** Searches only read: one demo for the whole file. */
let ctx: TestContext;
let ops: Caller;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
  ops = ctx.as('ops@ua.test');
  admin = ctx.as('admin@ua.test');
});
afterAll(async () => ctx.close());

type Page = { count: number; next: string | null; previous: string | null; results: ProductSummary[] };
const search = async (query: string, path = '/api/product-search/'): Promise<Page> => {
  const res = await ops.get(`${path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (page: Page) => page.results.map((p) => p.name);

describe('free text', () => {
  it('forgives a typo: "munar" finds Munnar, its own products first, and every product there', async () => {
    const page = await search('q=munar&page_size=100');
    expect(page.results[0]?.location_trail).toContain('Munnar');
    const inMunnar = page.results.filter((p) => p.location_trail.includes('Munnar'));
    expect(inMunnar).toHaveLength(9);
    // Whatever else matched names Munnar itself: a transfer to it, a package staying there.
    for (const p of page.results) expect(`${p.name} ${p.location_trail.join(' ')}`.toLowerCase().includes('munnar') || p.name.includes('Kerala')).toBe(true);
    const scores = page.results.map((p) => p.score ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(page.results.slice(0, 4).every((p) => p.name.includes('Munnar'))).toBe(true);
  });

  it('matches every word, each on its own and each forgiving: "jaipr palce" is the Jaipur palace hotel', async () => {
    const palace = await search('q=jaipr palce');
    expect(palace.results[0]?.name).toBe('Rajputana Palace Jaipur');
    // The rest have Jaipur and a palace elsewhere: in the supplier's name, a tour's stops, a package's route.
    expect(names(palace)).toEqual(expect.arrayContaining(['Amer Fort View Haveli', 'Jaipur city tour', 'Royal Rajasthan, 6 nights']));
    expect(names(await search('q=kerala houseboat')).sort()).toEqual(['Karimeen lunch on the houseboat', 'Kerala backwaters and hills, 4 nights', 'Punnamada Premium Houseboat']);
  });

  it('finds by supplier name, by a word the query begins, and by the description', async () => {
    expect((await search('q=rajputana')).count).toBe(9);
    expect(names(await search('q=paraglid'))).toEqual(['Solang Valley paragliding', 'Manali snow adventure, 4 nights']);
    expect(names(await search('q=hawa mahal'))).toEqual(['Jaipur city tour']);
  });

  it('answers an empty page to a word nothing resembles, and survives punctuation and quotes', async () => {
    expect(await search('q=zzqxv')).toEqual({ count: 0, next: null, previous: null, results: [] });
    for (const q of ["O'Brien & | ! (resort)", "\\'; drop table products; --", '  ', 'a']) {
      const res = await ops.get(`/api/product-search/?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    expect((await search('q=%20%20')).count).toBe(100);
  });
});

describe('filters', () => {
  it('takes a location subtree, whatever the level: Kerala finds Munnar’s hotels', async () => {
    const kerala = await locationIdOf(ctx, 'kerala');
    const page = await search(`location=${kerala}&category[]=accommodation&page_size=100`);
    expect(names(page)).toEqual(expect.arrayContaining(['Tea County Munnar', 'Misty Hills Resort', 'Grand Tea Palace', 'Mattupetty Lakeside Cottages', 'Lake Palace Alleppey']));
    expect(page.count).toBe(12);
    expect(page.results.every((p) => p.location_trail[1] === 'Kerala' && p.category.type_name === 'accommodation')).toBe(true);
    const spot = await locationIdOf(ctx, 'top-station');
    expect(names(await search(`location=${spot}`))).toEqual(['Top Station Cloud Camp']);
  });

  it('takes categories bracketed or single, by type name or id, and suppliers likewise', async () => {
    const both = await search('category[]=guide&category[]=meal&page_size=100');
    expect(both.count).toBe(11);
    const [guide] = (await ops.get('/api/product-category-type-name/')).json().results.filter((c: { type_name: string }) => c.type_name === 'guide');
    expect((await search(`category=${guide.id}`)).count).toBe(5);
    const [walks] = await ctx.database.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.displayName, 'Jaipur Heritage Walks'));
    expect(names(await search(`supplier[]=${walks?.id}`))).toEqual(['Amer Fort guide', 'Pink City heritage walk guide']);
    expect((await ops.get('/api/product-search/?category[]=spaceship')).statusCode).toBe(400);
  });

  it('keeps products with an active INR variant priced within the range, in paise', async () => {
    const page = await search('price_min=500000&price_max=600000&page_size=100');
    expect(page.count).toBeGreaterThan(0);
    const ids = page.results.map((p) => p.id);
    const variants = await ctx.database.db.select().from(productVariants).where(inArray(productVariants.productId, ids));
    for (const id of ids) expect(variants.some((v) => v.productId === id && v.active && v.sellPricePaise >= 500_000 && v.sellPricePaise <= 600_000)).toBe(true);
    const outside = await ctx.database.db.select({ id: products.id }).from(products);
    const allVariants = await ctx.database.db.select().from(productVariants);
    const expected = outside.filter((p) => allVariants.some((v) => v.productId === p.id && v.sellPricePaise >= 500_000 && v.sellPricePaise <= 600_000));
    expect(page.count).toBe(expected.length);
    expect((await ops.get('/api/product-search/?price_min=9&price_max=1')).json().errors.price_max).toEqual(['The highest price is below the lowest']);
  });

  it('filters hotels by stars (any of), amenities (all of) and meal plan (any of, "breakfast" being CP)', async () => {
    const page = await search('star_rating[]=4&meal_plan[]=breakfast&page_size=100');
    expect(page.count).toBe(12);
    for (const p of page.results) {
      expect(p.star_rating).toBe(4);
      expect(p.attributes.meal_plans).toContain('CP');
    }
    const munnar = await locationIdOf(ctx, 'munnar');
    expect(names(await search(`location=${munnar}&star_rating=4&meal_plan=CP`))).toEqual(['Tea County Munnar']);
    const pool = await search('amenities[]=pool&amenities[]=spa&page_size=100');
    for (const p of pool.results) expect(p.attributes.amenities).toEqual(expect.arrayContaining(['pool', 'spa']));
    expect(pool.count).toBe(8);
    expect((await search('star_rating[]=1&star_rating[]=2')).count).toBe(7);
    expect((await ops.get('/api/product-search/?meal_plan[]=brunch')).statusCode).toBe(400);
    expect((await ops.get('/api/product-search/?star_rating[]=6')).statusCode).toBe(400);
  });
});

describe('ordering and pages', () => {
  it('orders by name either way, by price either way (unpriced last), and newest first', async () => {
    const byName = names(await search('page_size=100', '/api/productlist/'));
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names(await search('ordering=-name&page_size=100', '/api/productlist/'))).toEqual([...byName].reverse());
    const cheap = (await search('ordering=price&page_size=100')).results.map((p) => p.price_from_paise ?? Infinity);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const dear = (await search('ordering=-price&page_size=100')).results.map((p) => p.price_from_paise ?? -1);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
    expect((await ops.get('/api/product-search/?ordering=cheapest')).statusCode).toBe(400);
  });

  it('pages DRF-style, its links keeping the bracketed filters, and the list and the search agree', async () => {
    const first = await search('category[]=accommodation&page_size=15', '/api/productlist/');
    expect(first).toMatchObject({ count: 40, previous: null });
    expect(first.next).toBe('/api/productlist/?category%5B%5D=accommodation&page_size=15&page=2');
    const second = (await ops.get(first.next ?? '')).json() as Page;
    const third = (await ops.get(second.next ?? '')).json() as Page;
    expect(third.next).toBeNull();
    const all = [...first.results, ...second.results, ...third.results].map((p) => p.id);
    expect(new Set(all).size).toBe(40);
    expect(second.previous).toBe('/api/productlist/?category%5B%5D=accommodation&page_size=15');
    const sameSearch = await search('category[]=accommodation&page_size=15&ordering=name');
    expect(sameSearch.results).toEqual(first.results);
    expect((await ops.get('/api/productlist/?page_size=101')).statusCode).toBe(400);
  });

  it('leaves out inactive products and the products of inactive suppliers unless asked', async () => {
    const id = (await search('q=anjuna huts')).results[0]?.id ?? 0;
    await admin.patch(`/api/products/${id}/`, { active: false });
    try {
      expect((await search('q=anjuna huts')).count).toBe(0);
      expect((await search('q=anjuna huts&active=false')).results.map((p) => p.id)).toEqual([id]);
      expect((await search('q=anjuna huts&active=all')).count).toBe(1);
    } finally {
      await admin.patch(`/api/products/${id}/`, { active: true });
    }
  });
});

describe('accommodation filter', () => {
  it('counts each facet value over the matching hotels, every value listed', async () => {
    const kerala = await locationIdOf(ctx, 'kerala');
    const res = await ops.get(`/api/accommodation-filter/?location=${kerala}`);
    expect(res.statusCode).toBe(200);
    const facets = res.json();
    expect(facets.count).toBe(12);
    expect(facets.star_rating.map((f: { value: number; count: number }) => [f.value, f.count])).toEqual([
      [1, 0],
      [2, 1],
      [3, 5],
      [4, 5],
      [5, 1],
    ]);
    expect(facets.star_rating[3]).toEqual({ value: 4, label: '4 stars', count: 5 });
    expect(facets.meal_plan).toEqual([
      { value: 'EP', label: 'Room only', count: 0 },
      { value: 'CP', label: 'Breakfast', count: 9 },
      { value: 'MAP', label: 'Breakfast and dinner', count: 7 },
      { value: 'AP', label: 'All meals', count: 5 },
    ]);
    expect(facets.amenities).toHaveLength(16);
    expect(facets.amenities.find((f: { value: string }) => f.value === 'ayurveda')).toEqual({ value: 'ayurveda', label: 'Ayurveda centre', count: 5 });
    expect(facets.price.min_paise).toBeLessThanOrEqual(facets.price.max_paise);
  });

  it('counts stars without their own filter, amenities with every filter, meal plans without theirs', async () => {
    const kerala = await locationIdOf(ctx, 'kerala');
    const facets = (await ops.get(`/api/accommodation-filter/?location=${kerala}&star_rating[]=4&meal_plan[]=CP`)).json();
    expect(facets.count).toBe(4);
    // Choosing 3 stars as well would add the four 3-star hotels that offer CP.
    expect(facets.star_rating.map((f: { count: number }) => f.count)).toEqual([0, 0, 4, 4, 1]);
    expect(facets.meal_plan.find((f: { value: string }) => f.value === 'MAP').count).toBe(4);
    expect(facets.amenities.find((f: { value: string }) => f.value === 'pool').count).toBe(3);
    const list = await search(`location=${kerala}&star_rating[]=4&meal_plan[]=CP`);
    expect(list.count).toBe(facets.count);
  });

  it('takes the free text too, and answers zeros when nothing matches', async () => {
    expect((await ops.get('/api/accommodation-filter/?q=munar')).json().count).toBe(5);
    const none = (await ops.get('/api/accommodation-filter/?q=zzqxv')).json();
    expect(none).toMatchObject({ count: 0, price: null });
    expect(none.star_rating.every((f: { count: number }) => f.count === 0)).toBe(true);
  });
});

describe('who may search', () => {
  it('refuses no token with 401 and a caller without products.view with 403', async () => {
    expect((await ctx.anonymous.get('/api/product-search/?q=munar')).statusCode).toBe(401);
    const viewer = ctx.as('viewer@ua.test');
    for (const url of ['/api/product-search/', '/api/productlist/', '/api/accommodation-filter/']) expect((await viewer.get(url)).statusCode).toBe(403);
  });
});
