import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/harness.ts';
import { seqScans } from '../../../test/performance/query-plans.ts';
import { queryRows } from '../../db/client.ts';
import { seedCatalogueAtScale } from '../../seed/catalogue-scale.ts';
import { expandTerms, productSearchQueries, searchTerms, tsqueryOf, type ResolvedFilters } from './product-search.repository.ts';

/**
 * The selective searches sales staff make all day use indexes at scale: seeded with a generated
 * catalogue and analysed, none of their plans reads products or variants sequentially. (A search
 * matching half the catalogue, "hotel" or no filter at all, rightly reads it whole.)
 */
const LARGE_TABLES = ['products', 'product_variants'];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let state: number;
let kerala: number;
let accommodation: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogueAtScale(database.db, 40_000);
  const [row] = await queryRows<{ state: number; kerala: number; accommodation: number }>(
    database.db,
    sql`select (select max(id) from locations where level = 2) as state, (select id from locations where slug = 'kerala') as kerala,
               (select id from product_categories where type_name = 'accommodation') as accommodation`,
  );
  state = Number(row?.state);
  kerala = Number(row?.kerala);
  accommodation = Number(row?.accommodation);
}, 120_000);
afterAll(async () => database?.close());

async function textMatch(q: string): Promise<string> {
  const terms = searchTerms(q);
  const expanded = await expandTerms(database.db, terms);
  return tsqueryOf(terms.map((term) => expanded.get(term) ?? []));
}

describe('product search plans at scale', () => {
  it('reads no large table sequentially for a typo, a subtree, hotel facets or their mix', async () => {
    const searches: Record<string, ResolvedFilters> = {
      'typo "munar"': { active: 'true', match: await textMatch('munar') },
      'a state’s subtree': { active: 'true', location: state },
      'Kerala, 4-star hotels with breakfast': { active: 'true', location: kerala, categoryIds: [accommodation], star_rating: [4], meal_plan: ['CP'] },
      'resorts in a state': { active: 'true', location: state, match: await textMatch('resort') },
      'hotels with pool and spa in a state': { active: 'true', location: state, amenities: ['pool', 'spa'] },
    };
    for (const [name, filters] of Object.entries(searches)) {
      const queries = productSearchQueries(database.db, filters, filters.match ? 'relevance' : 'name', 25, 0);
      for (const [part, query] of Object.entries(queries)) {
        const scans = (await seqScans(database.db, query.toSQL())).filter((table) => LARGE_TABLES.includes(table));
        expect(scans, `${name} (${part})`).toEqual([]);
      }
    }
  });
});
