import type { Db } from '../apps/server/src/db/client.ts';
import { seedCatalogueAtScale } from '../apps/server/src/seed/catalogue-scale.ts';
import type { Scenario } from './load.ts';

/** Grows the catalogue to the benchmark's size, reusing a database that holds it already. */
export async function seedCatalogue(db: Db, variants: number): Promise<{ reused: boolean; variants: number }> {
  const result = await seedCatalogueAtScale(db, variants);
  return { reused: result.reused, variants: result.variants };
}

const TEXT_QUERIES = ['munar', 'resort', 'jaipur heritage', 'houseboat', 'goa beach', 'manali cab', 'bali villa', 'desert safari'];

/** Product search as sales staff use it: free text, a place's whole subtree, and hotel facets, at 16 connections. */
export async function catalogueScenarios(baseUrl: string, headers: () => Record<string, string>): Promise<Scenario[]> {
  const resolve = async (name: string) => {
    const res = await fetch(`${baseUrl}/api/location-id/?name=${encodeURIComponent(name)}`, { headers: headers() });
    const body = (await res.json()) as { id?: number };
    if (!body.id) throw new Error(`cannot resolve the location ${name}`);
    return body.id;
  };
  const [kerala, india] = [await resolve('Kerala'), await resolve('India')];
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  return [
    {
      name: 'product search: text',
      connections: 16,
      request: () => ({ path: `/api/product-search/?q=${encodeURIComponent(pick(TEXT_QUERIES))}&page_size=20`, headers: headers() }),
    },
    {
      name: 'product search: location subtree',
      connections: 16,
      request: () => ({ path: `/api/product-search/?location=${pick([kerala, india])}&ordering=price&page_size=20`, headers: headers() }),
    },
    {
      name: 'product search: hotel facets',
      connections: 16,
      request: () => ({
        path: `/api/accommodation-filter/?location=${pick([kerala, india])}&star_rating[]=${pick([3, 4, 5])}&meal_plan[]=CP`,
        headers: headers(),
      }),
    },
  ];
}
