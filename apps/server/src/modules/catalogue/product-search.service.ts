import {
  AMENITIES,
  AMENITY_LABELS,
  MEAL_PLANS,
  MEAL_PLAN_LABELS,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_CATEGORY_TYPES,
  STAR_RATINGS,
  type AccommodationFilter,
  type ProductFacets,
  type ProductOrdering,
  type ProductSummary,
} from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { toProductSummary } from './products.mappers.ts';
import { categoryIdsByType, productSummaries } from './products.repository.ts';
import { accommodationFacets, categoryFacets, expandTerms, searchProductIds, searchTerms, tsqueryOf, type AccommodationFacetRows, type ResolvedFilters, type SearchFilters } from './product-search.repository.ts';
import { inParallel } from '../../db/in-parallel.ts';

/**
 * The filters as the queries take them. `q` becomes a full-text query: each term the listed words it
 * stands for (itself and what it begins, or failing those the words most like it). Null when a term
 * stands for nothing, as then nothing can match all of them.
 */
async function resolveFilters(db: Db, filters: SearchFilters): Promise<ResolvedFilters | null> {
  const { q, category, ...rest } = filters;
  const resolved: ResolvedFilters = { ...rest };
  if (category?.length) {
    const ids = await categoryIdsByType(db);
    resolved.categoryIds = [...new Set(category.map((value) => (typeof value === 'number' ? value : (ids.get(value) ?? 0))))];
  }
  const terms = q === undefined ? [] : searchTerms(q);
  if (terms.length === 0) return resolved;
  const expanded = await expandTerms(db, terms);
  const groups = terms.map((term) => expanded.get(term) ?? []);
  if (groups.some((words) => words.length === 0)) return null;
  return { ...resolved, match: tsqueryOf(groups) };
}

/** Product list and product search: one query, one answer; without `q` relevance means name. */
export async function searchProducts(db: Db, filters: SearchFilters, ordering: ProductOrdering | undefined, limit: number, offset: number): Promise<{ count: number; results: ProductSummary[] }> {
  const resolved = await resolveFilters(db, filters);
  if (!resolved) return { count: 0, results: [] };
  const chosen = ordering ?? (resolved.match === undefined ? 'name' : 'relevance');
  const { count, hits } = await searchProductIds(db, resolved, chosen, limit, offset);
  const rows = await productSummaries(
    db,
    hits.map((hit) => hit.id),
  );
  const scores = new Map(hits.map((hit) => [hit.id, hit.score]));
  return { count, results: rows.map((row) => toProductSummary(row, scores.get(row.id) ?? null)) };
}

const NO_FACETS: AccommodationFacetRows = { count: 0, stars: {}, amenities: {}, mealPlans: {}, price: { min: null, max: null } };

/** Every value of each facet, in the contracts' order, with its count (zero included, so the panel keeps its shape). */
export async function accommodationFilter(db: Db, filters: SearchFilters): Promise<AccommodationFilter> {
  const [resolved, categories] = await inParallel(db, [() => resolveFilters(db, filters), () => categoryIdsByType(db)]);
  const facets = resolved ? await accommodationFacets(db, resolved, categories.get('accommodation') ?? 0) : NO_FACETS;
  const { min, max } = facets.price;
  return {
    count: facets.count,
    star_rating: STAR_RATINGS.map((value) => ({ value, label: `${value} star${value === 1 ? '' : 's'}`, count: facets.stars[value] ?? 0 })),
    amenities: AMENITIES.map((value) => ({ value, label: AMENITY_LABELS[value], count: facets.amenities[value] ?? 0 })),
    meal_plan: MEAL_PLANS.map((value) => ({ value, label: MEAL_PLAN_LABELS[value], count: facets.mealPlans[value] ?? 0 })),
    price: min !== null && max !== null ? { min_paise: Number(min), max_paise: Number(max) } : null,
  };
}

/** Every category, in the contracts' order, with how many of the search's matches it holds (zero included). */
export async function productFacets(db: Db, filters: SearchFilters): Promise<ProductFacets> {
  const [resolved, categories] = await inParallel(db, [() => resolveFilters(db, filters), () => categoryIdsByType(db)]);
  const facets = resolved ? await categoryFacets(db, resolved) : { count: 0, categories: new Map<number, number>() };
  return {
    count: facets.count,
    category: PRODUCT_CATEGORY_TYPES.map((value) => ({ value, label: PRODUCT_CATEGORY_LABELS[value], count: facets.categories.get(categories.get(value) ?? 0) ?? 0 })),
  };
}
