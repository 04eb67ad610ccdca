import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subtreeIds } from './sql-helpers.ts';

export type SearchTextSource = { name: SQL; attributes: SQL; supplierId: SQL; categoryId: SQL; locationId: SQL };

/**
 * What a product is found by, besides its description: its name, supplier, category, kind of
 * property or vehicle and the names of its location trail ("India Kerala Munnar"). One definition,
 * for the services' refresh and the bulk generator's insert alike.
 */
export function searchTextOf(product: SearchTextSource): SQL {
  return sql`(select concat_ws(' ',
      ${product.name},
      s.display_name,
      replace(s.type, '_', ' '),
      c.label,
      ${product.attributes}->>'property_type',
      ${product.attributes}->>'vehicle_type',
      (select string_agg(a.name, ' ' order by a.level) from locations a where a.id = any(l.path)))
    from suppliers s, product_categories c, locations l
    where s.id = ${product.supplierId} and c.id = ${product.categoryId} and l.id = ${product.locationId})`;
}

export type SearchTextScope = { productId: number } | { supplierId: number } | { locationId: number } | 'all';

function scopeCondition(scope: SearchTextScope): SQL {
  if (scope === 'all') return sql`true`;
  if ('productId' in scope) return sql`p.id = ${scope.productId}`;
  if ('supplierId' in scope) return sql`p.supplier_id = ${scope.supplierId}`;
  return sql`p.location_id in (${subtreeIds(scope.locationId)})`;
}

/**
 * Recomputes the search text of the products in scope (their search vectors follow, being generated
 * from it), inside the write that changed what it is made of, and adds their words to the word list.
 */
export async function refreshSearchText(db: Db, scope: SearchTextScope): Promise<void> {
  const text = searchTextOf({ name: sql`p.name`, attributes: sql`p.attributes`, supplierId: sql`p.supplier_id`, categoryId: sql`p.category_id`, locationId: sql`p.location_id` });
  await db.execute(sql`update products p set search_text = ${text} where ${scopeCondition(scope)}`);
  await recordSearchWords(db, scope);
}

/** Adds the words of the products in scope to the word list that typo tolerance draws on. */
export async function recordSearchWords(db: Db, scope: SearchTextScope): Promise<void> {
  await db.execute(sql`insert into catalogue_search_words (word)
    select distinct word from products p, unnest(tsvector_to_array(p.search_vector)) as word
    where ${scopeCondition(scope)}
    on conflict do nothing`);
}

/** Recomputes price ranges from the active INR variants, inside the variant write (or after a seed). */
export async function refreshPriceRange(db: Db, scope: { productId: number } | 'all'): Promise<void> {
  const only = scope === 'all' ? sql`true` : sql`p.id = ${scope.productId}`;
  await db.execute(sql`update products p set price_from_paise = v.lowest, price_to_paise = v.highest
    from (select p.id, min(pv.sell_price_paise) as lowest, max(pv.sell_price_paise) as highest
          from products p left join product_variants pv on pv.product_id = p.id and pv.active and pv.currency = 'INR'
          where ${only}
          group by p.id) v
    where v.id = p.id`);
}
