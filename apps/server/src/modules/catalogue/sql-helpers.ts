import { sql, type SQL } from 'drizzle-orm';
import { locations, products } from '../../db/schema/catalogue.ts';
import { intArray } from '../../lib/sql.ts';

/** The ids at or below a location: its subtree, from the materialized path's GIN index. */
export function subtreeIds(rootId: number): SQL {
  return sql`select ${locations.id} from ${locations} where ${locations.path} @> ${intArray([rootId])}`;
}

/** Products anywhere in a location's subtree, from their own copy of the path (GIN-indexed). */
export function productInSubtree(rootId: number): SQL {
  return sql`${products.locationPath} @> ${intArray([rootId])}`;
}
