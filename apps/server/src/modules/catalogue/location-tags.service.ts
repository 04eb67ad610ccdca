import type { z } from 'zod';
import { CATALOGUE_AUDIT_ENTITY_TYPES, type LocationTag, type LocationTagRef, type locationTagCreateRequestSchema } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../core/audit.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { violatedConstraint } from '../../lib/pg-errors.ts';
import { findTag, insertTag, isTagTaken, linkTags, listTags, unlinkTag, type LocationTagRow } from './location-tags.repository.ts';
import { findLocation, tagsOfLocation } from './locations.repository.ts';
import { slugify } from './slugs.ts';

type TagCreate = z.output<typeof locationTagCreateRequestSchema>;

const ENTITY = CATALOGUE_AUDIT_ENTITY_TYPES.locationTag;

function toTag(row: LocationTagRow): LocationTag {
  return { id: row.id, name: row.name, slug: row.slug, location_count: row.locationCount };
}

function tagTaken(field: 'name' | 'slug'): AppError {
  return new AppError('location_tag.taken', `A tag with this ${field} exists already.`, { [field]: [`A tag with this ${field} exists already`] });
}

export async function listLocationTags(db: Db, filter: { q?: string | undefined; location?: number | undefined }, limit: number, offset: number): Promise<{ count: number; results: LocationTag[] }> {
  const { count, rows } = await listTags(db, filter, limit, offset);
  return { count, results: rows.map(toTag) };
}

export async function createLocationTag(ctx: ServiceContext, input: TagCreate): Promise<LocationTag> {
  const slug = input.slug ?? slugify(input.name);
  try {
    return await ctx.db.transaction(async (tx) => {
      const taken = await isTagTaken(tx, input.name, slug);
      if (taken) throw tagTaken(taken);
      const id = await insertTag(tx, input.name, slug);
      await recordAudit(tx, ctx.actor, { action: 'create', entityType: ENTITY, entityId: id, before: null, after: { name: input.name, slug } });
      const row = await findTag(tx, id);
      if (!row) throw notFound('Tag not found.');
      return toTag(row);
    });
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'location_tags_slug_key') throw tagTaken('slug');
    if (constraint === 'location_tags_name_key') throw tagTaken('name');
    throw error;
  }
}

/**
 * A link changes the location's set of tags, so the audit entry is the location's, with its tag ids
 * before and after. Attaching what is attached, or detaching what is not, changes nothing and
 * leaves no entry.
 */
export async function setTagLink(ctx: ServiceContext, tagId: number, locationId: number, linked: boolean): Promise<{ location_id: number; tags: LocationTagRef[] }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await findTag(tx, tagId))) throw notFound('Tag not found.');
    if (!(await findLocation(tx, locationId, 'update'))) throw validationError({ location_id: ['No such location'] });
    const before = await tagsOfLocation(tx, locationId);
    const changed = linked ? await linkTags(tx, locationId, [tagId]) : await unlinkTag(tx, locationId, tagId);
    const after = changed ? await tagsOfLocation(tx, locationId) : before;
    if (changed) {
      await recordAudit(tx, ctx.actor, {
        action: linked ? 'attach_tag' : 'detach_tag',
        entityType: CATALOGUE_AUDIT_ENTITY_TYPES.location,
        entityId: locationId,
        before: { tag_ids: before.map((tag) => tag.id) },
        after: { tag_ids: after.map((tag) => tag.id) },
      });
    }
    return { location_id: locationId, tags: after };
  });
}
