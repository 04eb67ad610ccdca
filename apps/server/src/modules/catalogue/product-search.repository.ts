import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Amenity, MealPlan, ProductCategoryType, ProductOrdering } from '@ua/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { productVariants, products, suppliers } from '../../db/schema/catalogue.ts';
import type { ActiveFilter } from './catalogue.types.ts';
import { productInSubtree } from './sql-helpers.ts';
import { inParallel } from '../../db/in-parallel.ts';

export type SearchFilters = {
  q?: string | undefined;
  location?: number | undefined;
  category?: Array<ProductCategoryType | number> | undefined;
  supplier?: number[] | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  star_rating?: number[] | undefined;
  amenities?: Amenity[] | undefined;
  meal_plan?: MealPlan[] | undefined;
  active: ActiveFilter;
};

/**
 * The filters as the queries take them: `q` resolved to a full-text query over the products'
 * search vectors, and categories to ids (the planner estimates a known id well, a name not at all).
 */
export type ResolvedFilters = Omit<SearchFilters, 'q' | 'category'> & { match?: string | undefined; categoryIds?: number[] | undefined };

const MAX_TERMS = 6;
const PREFIX_WORDS = 12;
const SIMILAR_WORDS = 8;

/**
 * The words of a query, lower-cased, each matched on its own: "munar resort" is a resort in Munnar.
 * One-character words ("5 star hotel") are left out unless they are all there is.
 */
export function searchTerms(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const meaningful = words.filter((word) => word.length > 1);
  return [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, MAX_TERMS);
}

/**
 * The listed words each term stands for: the term and the words it begins ("hotel" is also
 * "hotels"); for a term that begins none, the words most like it by trigram similarity, which is
 * where typos are forgiven ("munar" is "munnar"). A term missing from the map stands for nothing.
 */
export async function expandTerms(db: Db, terms: string[]): Promise<Map<string, string[]>> {
  const expanded = new Map<string, string[]>();
  const collect = (rows: Array<{ term: string; word: string }>) => {
    for (const row of rows) expanded.set(row.term, [...(expanded.get(row.term) ?? []), row.word]);
  };
  if (terms.length === 0) return expanded;
  collect(
    await queryRows<{ term: string; word: string }>(
      db,
      sql`select t.term, w.word from unnest(${sql.param(terms)}::text[]) as t(term)
        cross join lateral (select word from catalogue_search_words where word like t.term || '%' order by length(word), word limit ${PREFIX_WORDS}) w`,
    ),
  );
  const unmatched = terms.filter((term) => !expanded.has(term));
  if (unmatched.length > 0) {
    collect(
      await queryRows<{ term: string; word: string }>(
        db,
        sql`select t.term, w.word from unnest(${sql.param(unmatched)}::text[]) as t(term)
          cross join lateral (select word from catalogue_search_words where word % t.term order by similarity(word, t.term) desc, word limit ${SIMILAR_WORDS}) w`,
      ),
    );
  }
  return expanded;
}

/** A tsquery literal of words, quoted so no word can add an operator: every term, any of its words. */
export function tsqueryOf(groups: string[][]): string {
  const quote = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return groups.map((words) => `(${words.map(quote).join(' | ')})`).join(' & ');
}

const jsonContains = (value: unknown) => sql`${products.attributes} @> ${JSON.stringify(value)}::jsonb`;
// The words are lexemes already (taken from the vectors), so the query is cast, not parsed again.
const textMatch = (match: string) => sql`${products.searchVector} @@ ${match}::tsquery`;

/** The filters the accommodation facets count by; each facet is counted without its own. */
type FacetConditions = { stars: SQL | undefined; mealPlans: SQL | undefined; price: SQL | undefined };

function facetConditions(filters: ResolvedFilters): FacetConditions {
  return {
    stars: filters.star_rating?.length ? or(...filters.star_rating.map((stars) => jsonContains({ star_rating: stars }))) : undefined,
    mealPlans: filters.meal_plan?.length ? or(...filters.meal_plan.map((plan) => jsonContains({ meal_plans: [plan] }))) : undefined,
    price:
      filters.price_min !== undefined || filters.price_max !== undefined
        ? sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id}
            and ${productVariants.active} and ${productVariants.currency} = 'INR'
            and ${productVariants.sellPricePaise} between ${filters.price_min ?? 0} and ${filters.price_max ?? Number.MAX_SAFE_INTEGER})`
        : undefined,
  };
}

/** Every condition but the faceted ones; each is served by an index (search vector, location path, attributes). */
function baseConditions(filters: ResolvedFilters): SQL | undefined {
  const where: Array<SQL | undefined> = [];
  if (filters.active === 'true') where.push(eq(products.active, true), eq(suppliers.active, true));
  if (filters.active === 'false') where.push(or(eq(products.active, false), eq(suppliers.active, false)));
  if (filters.match !== undefined) where.push(textMatch(filters.match));
  if (filters.location !== undefined) where.push(productInSubtree(filters.location));
  if (filters.categoryIds) where.push(inArray(products.categoryId, filters.categoryIds));
  if (filters.supplier?.length) where.push(inArray(products.supplierId, filters.supplier));
  if (filters.amenities?.length) where.push(jsonContains({ amenities: filters.amenities }));
  return and(...where);
}

function conditions(filters: ResolvedFilters): SQL | undefined {
  const facets = facetConditions(filters);
  return and(baseConditions(filters), facets.stars, facets.mealPlans, facets.price);
}

/** Higher is better: ts_rank over the weighted vector, so a word in the name counts most and one in the description least. */
function scoreOf(match: string): SQL<number> {
  return sql<number>`ts_rank(${products.searchVector}, ${match}::tsquery)`;
}

function orderBy(ordering: ProductOrdering, score: SQL<number> | undefined): SQL[] {
  switch (ordering) {
    case 'relevance':
      return score ? [sql`${score} desc`, asc(products.name), asc(products.id)] : [asc(products.name), asc(products.id)];
    case 'name':
      return [asc(products.name), asc(products.id)];
    case '-name':
      return [desc(products.name), desc(products.id)];
    case 'price':
      return [sql`${products.priceFromPaise} asc nulls last`, asc(products.id)];
    case '-price':
      return [sql`${products.priceFromPaise} desc nulls last`, asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
  }
}

/**
 * The two statements of a search: the count of all matches, and one page of their ids (with the
 * score when there is a query). Built apart from running them, so the plan tests can EXPLAIN them.
 */
export function productSearchQueries(db: Db, filters: ResolvedFilters, ordering: ProductOrdering, limit: number, offset: number) {
  const where = conditions(filters);
  const score = filters.match === undefined ? undefined : scoreOf(filters.match);
  return {
    count: db.select({ n: count() }).from(products).innerJoin(suppliers, eq(suppliers.id, products.supplierId)).where(where),
    page: db
      .select({ id: products.id, score: score ?? sql<null>`null` })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(where)
      .orderBy(...orderBy(ordering, score))
      .limit(limit)
      .offset(offset),
  };
}

export async function searchProductIds(
  db: Db,
  filters: ResolvedFilters,
  ordering: ProductOrdering,
  limit: number,
  offset: number,
): Promise<{ count: number; hits: Array<{ id: number; score: number | null }> }> {
  const queries = productSearchQueries(db, filters, ordering, limit, offset);
  const [total, rows] = await inParallel(db, [() => queries.count, () => queries.page]);
  return { count: Number(total[0]?.n ?? 0), hits: rows.map((row) => ({ id: row.id, score: row.score === null ? null : Number(row.score) })) };
}

/**
 * The category facet in one statement: the matching products are read once without the category
 * filter, so each category counts what choosing it too would add, and `count` applies it.
 */
export async function categoryFacets(db: Db, filters: ResolvedFilters): Promise<{ count: number; categories: Map<number, number> }> {
  const { categoryIds, ...rest } = filters;
  const chosen = categoryIds === undefined ? sql`true` : inArray(products.categoryId, categoryIds);
  const rows = await queryRows<{ categoryId: number; n: number; chosen: number }>(
    db,
    sql`select ${products.categoryId} as "categoryId", count(*)::int as n, count(*) filter (where ${chosen})::int as chosen
      from ${products} inner join ${suppliers} on ${suppliers.id} = ${products.supplierId}
      where ${conditions(rest) ?? sql`true`}
      group by ${products.categoryId}`,
  );
  return {
    count: rows.reduce((total, row) => total + Number(row.chosen), 0),
    categories: new Map(rows.map((row) => [Number(row.categoryId), Number(row.n)])),
  };
}

export type AccommodationFacetRows = {
  count: number;
  stars: Record<string, number>;
  amenities: Record<string, number>;
  mealPlans: Record<string, number>;
  price: { min: number | null; max: number | null };
};

/**
 * The accommodation filter's values with counts, in one statement: the matching hotels are read
 * once (every filter but stars, meal plans and price), each of those three becomes a flag, and each
 * facet counts the rows whose other flags hold. Amenities count with every filter.
 */
export async function accommodationFacets(db: Db, filters: ResolvedFilters, accommodationId: number): Promise<AccommodationFacetRows> {
  const flags = facetConditions(filters);
  const flag = (condition: SQL | undefined) => condition ?? sql`true`;
  const [row] = await queryRows<AccommodationFacetRows>(
    db,
    sql`with base as materialized (
        select ${products.id} as id, ${products.attributes} as attributes,
               ${flag(flags.stars)} as stars_ok, ${flag(flags.mealPlans)} as meals_ok, ${flag(flags.price)} as price_ok
        from ${products} inner join ${suppliers} on ${suppliers.id} = ${products.supplierId}
        where ${and(eq(products.categoryId, accommodationId), baseConditions(filters))}
      )
      select
        (select count(*)::int from base where stars_ok and meals_ok and price_ok) as count,
        (select coalesce(json_object_agg(value, n), '{}') from (
          select attributes->>'star_rating' as value, count(*)::int as n from base where meals_ok and price_ok group by 1) s) as stars,
        (select coalesce(json_object_agg(value, n), '{}') from (
          select a.value, count(*)::int as n from base, jsonb_array_elements_text(base.attributes->'amenities') as a(value)
          where stars_ok and meals_ok and price_ok group by 1) s) as amenities,
        (select coalesce(json_object_agg(value, n), '{}') from (
          select m.value, count(*)::int as n from base, jsonb_array_elements_text(base.attributes->'meal_plans') as m(value)
          where stars_ok and price_ok group by 1) s) as "mealPlans",
        (select json_build_object('min', min(v.sell_price_paise), 'max', max(v.sell_price_paise)) from product_variants v
          where v.active and v.currency = 'INR' and v.product_id in (select id from base where stars_ok and meals_ok)) as price`,
  );
  const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    count: Number(row?.count ?? 0),
    stars: parse(row?.stars ?? {}),
    amenities: parse(row?.amenities ?? {}),
    mealPlans: parse(row?.mealPlans ?? {}),
    price: parse(row?.price ?? { min: null, max: null }),
  };
}
