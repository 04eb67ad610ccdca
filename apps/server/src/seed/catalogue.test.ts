import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { PRODUCT_ATTRIBUTE_SCHEMAS, PRODUCT_CATEGORY_TYPES, type ProductCategoryType } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { queryRows } from '../db/client.ts';
import { locations, productCategories, productVariants, products, suppliers } from '../db/schema/index.ts';
import { seedCatalogueAtScale } from './catalogue-scale.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
});
afterAll(async () => ctx.close());

const countOf = async (table: typeof locations | typeof suppliers | typeof products | typeof productVariants) => Number((await ctx.database.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe('the demo catalogue', () => {
  it('holds 65 destinations over all four levels, 20 suppliers, 100 products and 300 variants', async () => {
    const levels = await queryRows<{ level: number; n: number }>(ctx.database.db, sql`select level, count(*)::int as n from locations group by level order by level`);
    expect(levels.map((row) => [Number(row.level), Number(row.n)])).toEqual([
      [1, 4],
      [2, 11],
      [3, 24],
      [4, 26],
    ]);
    expect(await countOf(suppliers)).toBe(20);
    expect(await countOf(products)).toBe(100);
    expect(await countOf(productVariants)).toBe(300);
    const perCategory = await queryRows<{ type_name: string; n: number }>(
      ctx.database.db,
      sql`select c.type_name, count(p.id)::int as n from product_categories c left join products p on p.category_id = c.id group by c.type_name`,
    );
    for (const row of perCategory) expect(Number(row.n), row.type_name).toBeGreaterThanOrEqual(5);
  });

  it('has the categories of the contracts, laid by the migration', async () => {
    const rows = await ctx.database.db.select({ typeName: productCategories.typeName }).from(productCategories).orderBy(productCategories.sortOrder);
    expect(rows.map((row) => row.typeName)).toEqual([...PRODUCT_CATEGORY_TYPES]);
  });

  it('keeps every rule a client is held to: attributes, prices, seasons', async () => {
    const rows = await ctx.database.db
      .select({ attributes: products.attributes, category: productCategories.typeName })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId));
    for (const row of rows) expect(PRODUCT_ATTRIBUTE_SCHEMAS[row.category as ProductCategoryType].safeParse(row.attributes).success).toBe(true);
    const variants = await ctx.database.db.select().from(productVariants);
    for (const variant of variants) {
      expect(variant.sellPricePaise).toBeGreaterThan(variant.costPricePaise);
      expect(variant.sellPricePaise % 5000).toBe(0);
      expect(variant.validTo >= variant.validFrom).toBe(true);
    }
    const [overlaps] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from product_variants a join product_variants b on a.product_id = b.product_id and lower(a.name) = lower(b.name) and a.id < b.id
          and daterange(a.valid_from, a.valid_to, '[]') && daterange(b.valid_from, b.valid_to, '[]')`,
    );
    expect(Number(overlaps?.n)).toBe(0);
  });

  it('is the same on every run', async () => {
    const before = await queryRows<{ name: string; sell: number }>(ctx.database.db, sql`select name, sell_price_paise as sell from product_variants order by id`);
    await ctx.reset();
    const after = await queryRows<{ name: string; sell: number }>(ctx.database.db, sql`select name, sell_price_paise as sell from product_variants order by id`);
    expect(after).toEqual(before);
  });
});

describe('the large-catalogue generator', () => {
  it('grows the catalogue to exactly N variants, reuses a database that holds them, and grows it again', async () => {
    await ctx.reset();
    const grown = await seedCatalogueAtScale(ctx.database.db, 2000);
    expect(grown).toMatchObject({ reused: false, variants: 2000 });
    expect(grown.products).toBeGreaterThan(400);
    expect(grown.locations).toBeGreaterThan(65);
    expect(await seedCatalogueAtScale(ctx.database.db, 1500)).toMatchObject({ reused: true, variants: 2000 });
    expect(await seedCatalogueAtScale(ctx.database.db, 2600)).toMatchObject({ reused: false, variants: 2600 });

    // Generated products are complete: searchable, priced, valid for their category.
    const [unpriced] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from products where price_from_paise is null or search_text = ''`);
    expect(Number(unpriced?.n)).toBe(0);
    const sample = await ctx.database.db
      .select({ attributes: products.attributes, category: productCategories.typeName })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(sql`${products.id} > 100`)
      .limit(200);
    for (const row of sample) expect(PRODUCT_ATTRIBUTE_SCHEMAS[row.category as ProductCategoryType].safeParse(row.attributes).success).toBe(true);

    const [generated] = await ctx.database.db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.level, 3)).orderBy(sql`${locations.id} desc`).limit(1);
    const ops = ctx.as('ops@ua.test');
    const found = await ops.get(`/api/product-search/?q=${encodeURIComponent(generated?.name ?? '')}`);
    expect(found.json().count).toBeGreaterThan(0);
    expect((await ops.get('/api/product-search/?q=munar')).json().results[0].location_trail).toContain('Munnar');
  });
});
