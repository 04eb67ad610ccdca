import type { z } from 'zod';
import {
  CATALOGUE_AUDIT_ENTITY_TYPES,
  LOCATION_LEVEL_LABELS,
  type LocationDetail,
  type LocationIdAnswer,
  type LocationLevel,
  type LocationRef,
  type LocationSearchResult,
  type LocationSummary,
  type locationCreateRequestSchema,
  type locationUpdateRequestSchema,
} from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { recordAudit } from '../../core/audit.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { violatedConstraint } from '../../lib/pg-errors.ts';
import { linkTags, missingTagIds } from './location-tags.repository.ts';
import {
  childrenCountOf,
  deactivateSubtree,
  findLocation,
  findLocationBy,
  insertLocation,
  isInSubtree,
  isSlugTaken,
  listLevel,
  moveSubtree,
  productCountInSubtree,
  refsOf,
  searchPlaces,
  tagsOfLocation,
  updateLocation,
  type LevelListFilter,
  type LocationListRow,
  type LocationPatch,
  type LocationRefRow,
  type LocationRow,
  type PlaceSearchFilter,
} from './locations.repository.ts';
import { expandTerms, searchTerms, tsqueryOf } from './product-search.repository.ts';
import { recordNameWords, refreshSearchFields } from './search-text.repository.ts';
import { freeSlug, slugify } from './slugs.ts';

type LocationCreate = z.output<typeof locationCreateRequestSchema>;
type LocationUpdate = z.output<typeof locationUpdateRequestSchema>;

const ENTITY = CATALOGUE_AUDIT_ENTITY_TYPES.location;
const levelLabel = (level: number) => LOCATION_LEVEL_LABELS[level as LocationLevel].toLowerCase();

export function toLocationRef(row: LocationRefRow): LocationRef {
  return { id: row.id, name: row.name, slug: row.slug, level: row.level };
}

function toSummary(row: LocationListRow): LocationSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    level: row.level,
    parent_id: row.parentId,
    active: row.active,
    image_url: row.imageUrls[0] ?? null,
    children_count: row.childrenCount,
    tags: row.tags,
  };
}

function auditView(row: LocationRow): Record<string, unknown> {
  return {
    name: row.name,
    slug: row.slug,
    level: row.level,
    parent_id: row.parentId,
    description: row.description,
    image_urls: row.imageUrls,
    latitude: row.latitude,
    longitude: row.longitude,
    active: row.active,
  };
}

function slugTaken(slug: string): AppError {
  return new AppError('location.slug_taken', `The slug "${slug}" is taken.`, { slug: ['Another location has this slug'] });
}

async function requireLocation(db: Db, id: number, lock?: 'update' | 'share'): Promise<LocationRow> {
  const row = await findLocation(db, id, lock);
  if (!row) throw notFound('Location not found.');
  return row;
}

export async function listLocationsOfLevel(db: Db, filter: LevelListFilter, limit: number, offset: number): Promise<{ count: number; results: LocationSummary[] }> {
  const { count, rows } = await listLevel(db, filter, limit, offset);
  return { count, results: rows.map(toSummary) };
}

/**
 * Places of any level by name, typos forgiven as in product search ("kerla" is Kerala), each with
 * the places above it.
 */
export async function searchLocations(db: Db, filter: Omit<PlaceSearchFilter, 'match'>, limit: number, offset: number): Promise<{ count: number; results: LocationSearchResult[] }> {
  const terms = searchTerms(filter.q);
  const expanded = await expandTerms(db, terms);
  const groups = terms.map((term) => expanded.get(term) ?? []);
  const match = terms.length > 0 && groups.every((words) => words.length > 0) ? { all: tsqueryOf(groups), any: tsqueryOf([groups.flat()]) } : undefined;
  const { count, rows } = await searchPlaces(db, { ...filter, match }, limit, offset);
  const above = await refsOf(db, [...new Set(rows.flatMap((row) => row.ancestors))]);
  const byId = new Map(above.map((ref) => [ref.id, toLocationRef(ref)]));
  return {
    count,
    results: rows.map((row) => ({ ...toSummary(row), ancestors: row.ancestors.flatMap((ancestorId) => byId.get(ancestorId) ?? []) })),
  };
}

export async function getLocationDetail(db: Db, id: number): Promise<LocationDetail> {
  const row = await requireLocation(db, id);
  const [breadcrumb, tags, childrenCount, productCount] = await inParallel(db, [() => refsOf(db, row.path), () => tagsOfLocation(db, id), () => childrenCountOf(db, id), () => productCountInSubtree(db, id)]);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    level: row.level,
    level_label: LOCATION_LEVEL_LABELS[row.level as LocationLevel],
    parent_id: row.parentId,
    description: row.description,
    image_urls: row.imageUrls,
    latitude: row.latitude,
    longitude: row.longitude,
    active: row.active,
    tags,
    breadcrumb: breadcrumb.map(toLocationRef),
    children_count: childrenCount,
    product_count: productCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getBreadcrumb(db: Db, id: number): Promise<LocationRef[]> {
  const row = await requireLocation(db, id);
  return (await refsOf(db, row.path)).map(toLocationRef);
}

/** A slug is unique; a name may repeat (two "Old Town"s), and then the caller must use the slug. */
export async function resolveLocationId(db: Db, by: { slug: string } | { name: string }): Promise<LocationIdAnswer> {
  const rows = await findLocationBy(db, by);
  const [row] = rows;
  if (!row) throw notFound('No location has this slug or name.');
  if (rows.length > 1) throw new AppError('location.name_ambiguous', `Several locations are named "${row.name}"; resolve it by its slug.`);
  return { ...toLocationRef(row), parent_id: row.parentId };
}

/** The parent a location of `level` may have: exactly one level up, and active. */
async function checkedParent(db: Db, level: number, parentId: number, field: string): Promise<LocationRow> {
  const parent = await findLocation(db, parentId, 'share');
  if (!parent) throw validationError({ [field]: ['No such location'] });
  if (parent.level !== level - 1) {
    throw validationError({ [field]: [`A ${levelLabel(level)} (level ${level}) sits under a ${levelLabel(level - 1)} (level ${level - 1}), not under a level-${parent.level} location`] });
  }
  if (!parent.active) throw validationError({ [field]: [`${parent.name} is deactivated`] });
  return parent;
}

export async function createLocation(ctx: ServiceContext, input: LocationCreate): Promise<LocationDetail> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const parent = input.level > 1 && input.parent_id != null ? await checkedParent(tx, input.level, input.parent_id, 'parent_id') : undefined;
      const missing = await missingTagIds(tx, input.tag_ids);
      if (missing.length > 0) throw validationError({ tag_ids: [`No tag with id ${missing.join(', ')}`] });

      let slug = input.slug;
      if (slug !== undefined && (await isSlugTaken(tx, slug))) throw slugTaken(slug);
      slug ??= await freeSlug(slugify(input.name), parent?.slug, (candidate) => isSlugTaken(tx, candidate));

      const id = await insertLocation(tx, {
        name: input.name,
        slug,
        level: input.level,
        parentId: parent?.id ?? null,
        ancestors: parent?.path ?? [],
        description: input.description,
        imageUrls: input.image_urls,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
      });
      await linkTags(tx, id, input.tag_ids);
      await recordNameWords(tx, { locationId: id });
      const after = await requireLocation(tx, id);
      await recordAudit(tx, ctx.actor, { action: 'create', entityType: ENTITY, entityId: id, before: null, after: { ...auditView(after), tag_ids: input.tag_ids } });
      return getLocationDetail(tx, id);
    });
  } catch (error) {
    if (violatedConstraint(error) === 'locations_slug_key') throw slugTaken(input.slug ?? slugify(input.name));
    throw error;
  }
}

export async function updateLocationById(ctx: ServiceContext, id: number, input: LocationUpdate): Promise<LocationDetail> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await requireLocation(tx, id, 'update');
      if (input.slug !== undefined && (await isSlugTaken(tx, input.slug, id))) throw slugTaken(input.slug);
      const patch: LocationPatch = {
        name: input.name,
        slug: input.slug,
        description: input.description,
        imageUrls: input.image_urls,
        latitude: input.latitude,
        longitude: input.longitude,
      };
      await updateLocation(tx, id, patch);
      // Products are found by the names of every location above them.
      if (input.name !== undefined && input.name !== before.name) {
        await refreshSearchFields(tx, { locationId: id });
        await recordNameWords(tx, { locationId: id });
      }
      const after = await requireLocation(tx, id);
      await recordChange(ctx, tx, 'update', before, after);
      return getLocationDetail(tx, id);
    });
  } catch (error) {
    if (input.slug !== undefined && violatedConstraint(error) === 'locations_slug_key') throw slugTaken(input.slug);
    throw error;
  }
}

async function recordChange(ctx: ServiceContext, tx: Db, action: string, before: LocationRow, after: LocationRow, extra: Record<string, unknown> = {}): Promise<void> {
  if (JSON.stringify(auditView(before)) === JSON.stringify(auditView(after))) return;
  await recordAudit(tx, ctx.actor, { action, entityType: ENTITY, entityId: after.id, before: auditView(before), after: { ...auditView(after), ...extra } });
}

/**
 * Moves a location, with everything below it, under another parent. The levels stay: the new parent
 * is exactly one level up. Moving under itself or anything below it would make a cycle.
 */
export async function moveLocation(ctx: ServiceContext, id: number, parentId: number): Promise<LocationDetail> {
  return ctx.db.transaction(async (tx) => {
    const node = await requireLocation(tx, id, 'update');
    if (node.level === 1) throw validationError({ parent_id: ['A country or region is at the top of the tree and has no parent'] });
    if (parentId === node.id || (await isInSubtree(tx, parentId, node.id))) {
      throw validationError({ parent_id: [`${node.name} cannot move under itself or a location below it`] });
    }
    const parent = await checkedParent(tx, node.level, parentId, 'parent_id');
    if (parent.id === node.parentId) return getLocationDetail(tx, id);

    const moved = await moveSubtree(tx, node, parent);
    await refreshSearchFields(tx, { locationId: id });
    const after = await requireLocation(tx, id);
    await recordAudit(tx, ctx.actor, {
      action: 'move',
      entityType: ENTITY,
      entityId: id,
      before: { parent_id: node.parentId, ancestors: node.ancestors },
      after: { parent_id: after.parentId, ancestors: after.ancestors, locations_moved: moved },
    });
    return getLocationDetail(tx, id);
  });
}

/** Never a delete: products, suppliers and itineraries keep pointing at a deactivated location. */
export async function deactivateLocation(ctx: ServiceContext, id: number): Promise<{ deactivated_ids: number[] }> {
  return ctx.db.transaction(async (tx) => {
    await requireLocation(tx, id, 'update');
    const ids = await deactivateSubtree(tx, id);
    if (ids.length > 0) {
      await recordAudit(tx, ctx.actor, { action: 'deactivate', entityType: ENTITY, entityId: id, before: { active: true }, after: { active: false, deactivated_ids: ids } });
    }
    return { deactivated_ids: ids };
  });
}

/** Reactivates one location (not its subtree); its parent must be active. */
export async function activateLocation(ctx: ServiceContext, id: number): Promise<LocationDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await requireLocation(tx, id, 'update');
    if (before.active) return getLocationDetail(tx, id);
    if (before.parentId !== null) {
      const parent = await requireLocation(tx, before.parentId, 'share');
      if (!parent.active) throw validationError({ parent_id: [`Activate ${parent.name} first`] });
    }
    await updateLocation(tx, id, { active: true });
    await recordChange(ctx, tx, 'activate', before, await requireLocation(tx, id));
    return getLocationDetail(tx, id);
  });
}
