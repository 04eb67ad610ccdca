import { sql, type SQL } from 'drizzle-orm';
import { locations, products } from '../../db/schema/index.ts';

/** An integer[] literal built from bound parameters, so it means the same on both drivers. */
export function intArray(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`'{}'::integer[]`;
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
}

/** The ids at or below a location: its subtree, from the materialized path's GIN index. */
export function subtreeIds(rootId: number): SQL {
  return sql`select ${locations.id} from ${locations} where ${locations.path} @> ${intArray([rootId])}`;
}

/** Products anywhere in a location's subtree, from their own copy of the path (GIN-indexed). */
export function productInSubtree(rootId: number): SQL {
  return sql`${products.locationPath} @> ${intArray([rootId])}`;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** Whether a patch sets anything: drizzle refuses an update with nothing to set. */
export function setsSomething(patch: Record<string, unknown>): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}
