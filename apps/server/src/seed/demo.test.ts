import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { locations, products, suppliers } from '../db/schema/catalogue.ts';
import { notifications } from '../db/schema/notifications.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

// The web app's catalogue pages: a record's page is its area's path and its id.
const RECORD_PAGE = /^\/(suppliers|products|destinations)\/(\d+)$/;

async function recordExists(area: string, id: number): Promise<boolean> {
  const db = ctx.database.db;
  const table = area === 'suppliers' ? suppliers : area === 'products' ? products : locations;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length === 1;
}

describe('the demo notifications', () => {
  it('link to a page of a record the demo has, inside the app, or to nothing', async () => {
    const rows = await ctx.database.db.select({ message: notifications.message, link: notifications.link }).from(notifications);
    expect(rows.length).toBeGreaterThan(0);
    const linked = rows.filter((row) => row.link !== null);
    // Some do link: the demo shows the bell leading somewhere.
    expect(linked.length).toBeGreaterThanOrEqual(3);
    for (const { message, link } of linked) {
      const match = RECORD_PAGE.exec(link ?? '');
      expect(match, `${message} -> ${link}`).not.toBeNull();
      const [, area = '', id = ''] = match ?? [];
      expect(await recordExists(area, Number(id)), `${message} -> ${link}`).toBe(true);
    }
  });

  it('link the record each one names', async () => {
    const all = await ctx.database.db.select({ message: notifications.message, link: notifications.link }).from(notifications);
    const linkOf = (start: string) => all.find((item) => item.message.startsWith(start))?.link;
    const [goaCabs] = await ctx.database.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.displayName, 'Goa Coastal Cabs'));
    expect(linkOf('Goa Coastal Cabs updated their bank details')).toBe(`/suppliers/${goaCabs?.id}`);
    const [manali] = await ctx.database.db.select({ id: locations.id }).from(locations).where(eq(locations.slug, 'manali'));
    expect(linkOf('Snow Valley Resorts turned down the Manali request')).toBe(`/destinations/${manali?.id}`);
  });
});
