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
 * Recomputes what the products in scope are found by, inside the write that changed it: the search
 * text (the search vector follows, being generated from it), the location path, and their words in
 * the word list.
 */
export async function refreshSearchFields(db: Db, scope: SearchTextScope): Promise<void> {
  const text = searchTextOf({ name: sql`p.name`, attributes: sql`p.attributes`, supplierId: sql`p.supplier_id`, categoryId: sql`p.category_id`, locationId: sql`p.location_id` });
  await db.execute(sql`update products p set search_text = ${text}, location_path = ${locationPathOf(sql`p.location_id`)} where ${scopeCondition(scope)}`);
  await recordSearchWords(db, scope);
}

/** The path of a product's location, for its own copy of it. */
export function locationPathOf(locationId: SQL): SQL {
  return sql`(select path from locations where id = ${locationId})`;
}

/** Adds the words of the products in scope to the word list that typo tolerance draws on (with every name's, for 'all'). */
export async function recordSearchWords(db: Db, scope: SearchTextScope): Promise<void> {
  await db.execute(sql`insert into catalogue_search_words (word)
    select distinct word from products p, unnest(tsvector_to_array(p.search_vector)) as word
    where ${scopeCondition(scope)}
    on conflict do nothing`);
  if (scope === 'all') await recordNameWords(db, 'all');
}

/**
 * Adds the words of suppliers' and places' own names (and suppliers' kinds) to the word list: products
 * bring those of the ones they name, but a supplier or place with no product yet must be found
 * despite a typo too.
 */
export async function recordNameWords(db: Db, scope: { supplierId: number } | { locationId: number } | 'all'): Promise<void> {
  const supplierScope = scope === 'all' ? sql`true` : 'supplierId' in scope ? sql`s.id = ${scope.supplierId}` : sql`false`;
  const locationScope = scope === 'all' ? sql`true` : 'locationId' in scope ? sql`l.id = ${scope.locationId}` : sql`false`;
  await db.execute(sql`insert into catalogue_search_words (word)
    select word from suppliers s, unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', s.display_name, s.legal_name, replace(s.type, '_', ' '))))) as word where ${supplierScope}
    union
    select word from locations l, unnest(tsvector_to_array(to_tsvector('simple', l.name))) as word where ${locationScope}
    on conflict do nothing`);
}

/**
 * Recomputes what lists show of a product's variants, inside the variant write (or after a seed):
 * the price range of the active INR ones, and how many are active.
 */
export async function refreshVariantSummary(db: Db, scope: { productId: number } | 'all'): Promise<void> {
  const only = scope === 'all' ? sql`true` : sql`p.id = ${scope.productId}`;
  await db.execute(sql`update products p set price_from_paise = v.lowest, price_to_paise = v.highest, active_variant_count = v.active
    from (select p.id,
                 min(pv.sell_price_paise) filter (where pv.currency = 'INR') as lowest,
                 max(pv.sell_price_paise) filter (where pv.currency = 'INR') as highest,
                 count(pv.id)::int as active
          from products p left join product_variants pv on pv.product_id = p.id and pv.active
          where ${only}
          group by p.id) v
    where v.id = p.id`);
}
