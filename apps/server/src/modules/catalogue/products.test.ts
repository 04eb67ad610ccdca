import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRODUCT_CATEGORY_TYPES } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { productVariants, products, suppliers } from '../../db/schema/catalogue.ts';
import { auditOf, locationIdOf } from './catalogue.test-helpers.ts';

let ctx: TestContext;
let admin: Caller;
let ops: Caller;
let viewer: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = ctx.as('admin@ua.test');
  ops = ctx.as('ops@ua.test');
  viewer = ctx.as('viewer@ua.test');
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

async function productIdOf(name: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: products.id }).from(products).where(eq(products.name, name));
  if (!row) throw new Error(`no product ${name}`);
  return row.id;
}

async function supplierIdOf(displayName: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.displayName, displayName));
  if (!row) throw new Error(`no supplier ${displayName}`);
  return row.id;
}

const hotel = async () => ({
  category: 'accommodation',
  supplier_id: await supplierIdOf('Tea County Hotels & Resorts'),
  location_id: await locationIdOf(ctx, 'mattupetty'),
  name: 'Kundala Lake Bungalow',
  description: 'A planter’s bungalow above the lake.',
  attributes: { star_rating: 4, amenities: ['wifi', 'fireplace'], meal_plans: ['breakfast', 'MAP'] },
});

const season = (productId: number, overrides: Record<string, unknown> = {}) => ({
  product_id: productId,
  name: 'Lake View Room · CP',
  cost_price_paise: 600_000,
  sell_price_paise: 720_000,
  max_travellers: 2,
  valid_from: '2026-12-01',
  valid_to: '2027-02-28',
  ...overrides,
});

describe('categories', () => {
  it('lists the categories by type name, as the migration laid them, with active product counts', async () => {
    const page = (await ops.get('/api/product-category-type-name/')).json();
    expect(page.results.map((c: { type_name: string }) => c.type_name)).toEqual([...PRODUCT_CATEGORY_TYPES]);
    expect(page.results[0]).toEqual({ id: expect.any(Number), type_name: 'accommodation', label: 'Accommodation', product_count: 40 });
    expect(page.results.reduce((sum: number, c: { product_count: number }) => sum + c.product_count, 0)).toBe(100);
  });
});

describe('product detail', () => {
  it('answers a product with its breadcrumb and every variant, prices in paise with the margin', async () => {
    const id = await productIdOf('Tea County Munnar');
    const res = await ops.get(`/api/products/${id}/`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      name: 'Tea County Munnar',
      category: { type_name: 'accommodation', label: 'Accommodation' },
      supplier: { display_name: 'Tea County Hotels & Resorts', type: 'hotel' },
      location: { name: 'Munnar', level: 3 },
      location_trail: ['India', 'Kerala', 'Munnar'],
      star_rating: 4,
      attributes: { star_rating: 4, meal_plans: ['CP', 'MAP'], property_type: 'resort', check_in_time: '14:00' },
      currency: 'INR',
      variant_count: 4,
      active: true,
    });
    expect(detail.breadcrumb.map((l: { name: string }) => l.name)).toEqual(['India', 'Kerala', 'Munnar']);
    expect(detail.variants.map((v: { name: string; valid_from: string }) => `${v.name} ${v.valid_from}`)).toEqual([
      'Deluxe Room · CP 2026-10-01',
      'Deluxe Room · CP 2027-04-01',
      'Family Cottage · CP 2026-10-01',
      'Family Cottage · CP 2027-04-01',
    ]);
    for (const variant of detail.variants) {
      expect(Number.isInteger(variant.sell_price_paise)).toBe(true);
      expect(variant.margin_paise).toBe(variant.sell_price_paise - variant.cost_price_paise);
      expect(variant.sell_price_paise).toBeGreaterThan(variant.cost_price_paise);
    }
    const sells = detail.variants.map((v: { sell_price_paise: number }) => v.sell_price_paise);
    expect(detail.price_from_paise).toBe(Math.min(...sells));
    expect(detail.price_to_paise).toBe(Math.max(...sells));
    expect((await ops.get('/api/products/999999/')).statusCode).toBe(404);
  });
});

describe('writing products', () => {
  it('creates a hotel with its category’s attributes, reading "breakfast" as CP, and audits it', async () => {
    const res = await admin.post('/api/products/', await hotel());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Kundala Lake Bungalow',
      category: { type_name: 'accommodation' },
      location_trail: ['India', 'Kerala', 'Munnar', 'Mattupetty'],
      attributes: { star_rating: 4, amenities: ['wifi', 'fireplace'], meal_plans: ['CP', 'MAP'], property_type: 'hotel', check_in_time: '14:00', check_out_time: '11:00' },
      variant_count: 0,
      price_from_paise: null,
      variants: [],
    });
    const [entry] = await auditOf(ctx, 'product', created.id);
    expect(entry).toMatchObject({ action: 'create', before: null, after: { category: 'accommodation', name: 'Kundala Lake Bungalow', attributes: { star_rating: 4 } } });
    // Found at once by its name, its place and its supplier.
    expect((await ops.get('/api/product-search/?q=kundala')).json().results[0].id).toBe(created.id);
  });

  it('refuses attributes that do not fit the category, an unknown category and a deactivated supplier', async () => {
    const body = await hotel();
    const stars = await admin.post('/api/products/', { ...body, attributes: { ...body.attributes, star_rating: 6, meal_plans: [] } });
    expect(stars.statusCode).toBe(400);
    expect(Object.keys(stars.json().errors).sort()).toEqual(['attributes.meal_plans', 'attributes.star_rating']);
    const transport = await admin.post('/api/products/', { ...body, category: 'transport' });
    expect(transport.json().errors['attributes.vehicle_type']).toBeDefined();
    expect((await admin.post('/api/products/', { ...body, category: 'cruise' })).statusCode).toBe(400);

    await ctx.database.db.update(suppliers).set({ active: false }).where(eq(suppliers.id, body.supplier_id));
    expect((await admin.post('/api/products/', body)).json().errors.supplier_id).toEqual(['This supplier is deactivated']);
    expect((await admin.post('/api/products/', { ...body, location_id: 999999 })).json().errors.location_id).toEqual(['No such location']);
    expect(await ctx.database.db.select().from(products).where(eq(products.name, 'Kundala Lake Bungalow'))).toEqual([]);
  });

  it('merges edited attributes over the stored ones, checks them against the category, and audits the change', async () => {
    const id = await productIdOf('Tea County Munnar');
    const res = await admin.patch(`/api/products/${id}/`, { name: 'Tea County Resort Munnar', attributes: { star_rating: 5, amenities: ['wifi', 'pool'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Tea County Resort Munnar', star_rating: 5, attributes: { star_rating: 5, amenities: ['wifi', 'pool'], meal_plans: ['CP', 'MAP'] } });
    const [entry] = await auditOf(ctx, 'product', id);
    expect(entry?.before).toMatchObject({ name: 'Tea County Munnar', attributes: { star_rating: 4 } });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['attributes', 'name']);

    const bad = await admin.patch(`/api/products/${id}/`, { attributes: { meal_plans: ['lunch'], check_in_time: '25:00' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['attributes.check_in_time', 'attributes.meal_plans.0']);
    expect((await admin.patch(`/api/products/${id}/`, { active: false })).json().active).toBe(false);
    expect((await admin.patch('/api/products/999999/', { name: 'Nowhere' })).statusCode).toBe(404);
  });

  it('moves a product to another place, and the search finds it there', async () => {
    const id = await productIdOf('Tea County Munnar');
    const goa = await locationIdOf(ctx, 'south-goa');
    await admin.patch(`/api/products/${id}/`, { location_id: goa });
    const inGoa = (await ops.get(`/api/productlist/?location=${await locationIdOf(ctx, 'goa')}&q=tea county`)).json();
    expect(inGoa.results.map((p: { id: number }) => p.id)).toEqual([id]);
  });
});

describe('variants', () => {
  it('adds a variant, which the product’s price range and the search take in at once, and audits it', async () => {
    const id = await productIdOf('Tea County Munnar');
    const res = await admin.post('/api/product-varient/', season(id, { sell_price_paise: 150_000, cost_price_paise: 120_000 }));
    expect(res.statusCode).toBe(201);
    const variant = res.json();
    expect(variant).toMatchObject({ product_id: id, name: 'Lake View Room · CP', cost_price_paise: 120_000, sell_price_paise: 150_000, margin_paise: 30_000, currency: 'INR', max_travellers: 2, active: true });
    expect((await ops.get(`/api/products/${id}/`)).json().price_from_paise).toBe(150_000);
    const cheap = (await ops.get('/api/product-search/?q=tea county&price_max=150000')).json();
    expect(cheap.results.map((p: { id: number }) => p.id)).toEqual([id]);
    const [entry] = await auditOf(ctx, 'product_variant', variant.id);
    expect(entry).toMatchObject({ action: 'create', before: null, after: { name: 'Lake View Room · CP', sell_price_paise: 150_000, valid_from: '2026-12-01' } });
    expect((await ops.get(`/api/product-varient/${variant.id}/`)).json()).toEqual(variant);
  });

  it('lists a product’s variants, active or all, in pages', async () => {
    const id = await productIdOf('Tea County Munnar');
    const page = (await ops.get(`/api/product-varient/?product=${id}&page_size=3`)).json();
    expect(page).toMatchObject({ count: 4, next: `/api/product-varient/?product=${id}&page_size=3&page=2` });
    expect((await ops.get('/api/product-varient/?product=999999')).statusCode).toBe(404);
    expect((await ops.get('/api/product-varient/')).statusCode).toBe(400);
  });

  it('refuses selling below cost unless the request says so, and records that it did', async () => {
    const id = await productIdOf('Tea County Munnar');
    const refused = await admin.post('/api/product-varient/', season(id, { cost_price_paise: 800_000, sell_price_paise: 700_000 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.sell_price_paise[0]).toMatch(/below the cost/);
    const allowed = await admin.post('/api/product-varient/', season(id, { cost_price_paise: 800_000, sell_price_paise: 700_000, allow_below_cost: true }));
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().margin_paise).toBe(-100_000);
    expect((await auditOf(ctx, 'product_variant', allowed.json().id))[0]?.after).toMatchObject({ sold_below_cost_confirmed: true });

    // An edit that leaves the prices alone keeps the earlier confirmation; one that touches them asks again.
    expect((await admin.patch(`/api/product-varient/${allowed.json().id}/`, { max_travellers: 3 })).statusCode).toBe(200);
    const cut = await admin.patch(`/api/product-varient/${allowed.json().id}/`, { sell_price_paise: 650_000 });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().errors.sell_price_paise).toBeDefined();
    const raised = await admin.patch(`/api/product-varient/${allowed.json().id}/`, { sell_price_paise: 900_000 });
    expect(raised.json().margin_paise).toBe(100_000);
  });

  it('refuses a season that overlaps another of the same name (any case), even by one day', async () => {
    const id = await productIdOf('Tea County Munnar');
    const first = (await admin.post('/api/product-varient/', season(id))).json();
    const overlap = await admin.post('/api/product-varient/', season(id, { name: 'lake view room · cp', valid_from: '2027-02-28', valid_to: '2027-04-30' }));
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors.valid_from[0]).toMatch(new RegExp(`overlaps Lake View Room · CP, 2026-12-01 to 2027-02-28 \\(variant ${first.id}\\)`));

    // The next day on is free; so is the same season under another name, or beside an inactive one.
    expect((await admin.post('/api/product-varient/', season(id, { valid_from: '2027-03-01', valid_to: '2027-04-30' }))).statusCode).toBe(201);
    expect((await admin.post('/api/product-varient/', season(id, { name: 'Lake View Room · MAP' }))).statusCode).toBe(201);
    await admin.patch(`/api/product-varient/${first.id}/`, { active: false });
    expect((await admin.post('/api/product-varient/', season(id, { valid_from: '2027-01-01', valid_to: '2027-01-31' }))).statusCode).toBe(201);
    // ... but the inactive one cannot come back over it.
    const back = await admin.patch(`/api/product-varient/${first.id}/`, { active: true });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors.valid_from).toBeDefined();
  });

  it('refuses an edit that would make seasons overlap, and a season that ends before it starts', async () => {
    const id = await productIdOf('Tea County Munnar');
    const [winter, summer] = (await ops.get(`/api/products/${id}/`)).json().variants;
    const stretched = await admin.patch(`/api/product-varient/${winter.id}/`, { valid_to: '2027-04-15' });
    expect(stretched.statusCode).toBe(400);
    expect(stretched.json().errors.valid_from[0]).toContain(`variant ${summer.id}`);
    const backwards = await admin.patch(`/api/product-varient/${winter.id}/`, { valid_from: '2027-03-31', valid_to: '2027-03-01' });
    expect(backwards.json().errors.valid_to).toEqual(['The season ends before it starts']);
    expect((await admin.post('/api/product-varient/', season(id, { valid_from: '2027-01-02', valid_to: '2027-01-01' }))).json().errors.valid_to).toBeDefined();
    expect(await auditOf(ctx, 'product_variant', winter.id)).toEqual([]);
  });

  it('takes one of two concurrent overlapping seasons and refuses the other', async () => {
    const id = await productIdOf('Tea County Munnar');
    const results = await Promise.all([admin.post('/api/product-varient/', season(id)), admin.post('/api/product-varient/', season(id, { valid_from: '2027-01-15' }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const rows = await ctx.database.db.select().from(productVariants).where(eq(productVariants.name, 'Lake View Room · CP'));
    expect(rows).toHaveLength(1);
  });

  it('refuses money that is not whole paise, negative or absurd, and a product that does not exist', async () => {
    const id = await productIdOf('Tea County Munnar');
    const errors = (await admin.post('/api/product-varient/', season(id, { cost_price_paise: 1200.5, sell_price_paise: -1, currency: 'rupees' }))).json().errors;
    expect(Object.keys(errors).sort()).toEqual(['cost_price_paise', 'currency', 'sell_price_paise']);
    expect((await admin.post('/api/product-varient/', season(id, { sell_price_paise: 10 ** 13 }))).statusCode).toBe(400);
    expect((await admin.post('/api/product-varient/', season(999999))).json().errors.product_id).toEqual(['No such product']);
    expect((await admin.patch('/api/product-varient/999999/', { name: 'x' })).statusCode).toBe(404);
  });

  it('keeps the price range to active INR variants', async () => {
    const id = await productIdOf('Top Station Cloud Camp');
    const detail = (await ops.get(`/api/products/${id}/`)).json();
    for (const variant of detail.variants) await admin.patch(`/api/product-varient/${variant.id}/`, { active: false });
    expect((await ops.get(`/api/products/${id}/`)).json()).toMatchObject({ price_from_paise: null, price_to_paise: null, variant_count: 0 });
    await admin.post('/api/product-varient/', season(id, { currency: 'thb', cost_price_paise: 100_000, sell_price_paise: 120_000 }));
    expect((await ops.get(`/api/products/${id}/`)).json()).toMatchObject({ price_from_paise: null, variant_count: 1 });
  });
});

describe('who may call', () => {
  it('refuses no token with 401, no products.view with 403, and writes without products.manage with 403', async () => {
    const id = await productIdOf('Tea County Munnar');
    expect((await ctx.anonymous.get(`/api/products/${id}/`)).statusCode).toBe(401);
    expect((await viewer.get(`/api/products/${id}/`)).statusCode).toBe(403);
    expect((await viewer.get('/api/product-category-type-name/')).statusCode).toBe(403);
    expect((await ops.post('/api/products/', await hotel())).statusCode).toBe(403);
    expect((await ops.patch(`/api/products/${id}/`, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await ops.post('/api/product-varient/', season(id))).statusCode).toBe(403);
    expect((await ops.get(`/api/products/${id}/`)).json().name).toBe('Tea County Munnar');
  });
});
