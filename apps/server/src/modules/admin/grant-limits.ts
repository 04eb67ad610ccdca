import { permissionLabels, type PermissionLabel } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import type { StaffActor } from '../../core/actor.ts';
import { AppError } from '../../lib/errors.ts';
import { labelsOfLevels } from './access-levels.repository.ts';

/**
 * "Nobody grants a label they do not hold themselves" (DOMAIN.md). Without it a holder of staff.manage
 * alone could give themselves, or an accomplice, every other label: through a level granted to a person,
 * a level created with more labels, or labels added to a level someone holds. Removing and renaming never
 * widen anyone's access, so only what is added is checked.
 */

/**
 * The labels among `labels` that the actor does not hold, in the catalogue's order. A label retired from
 * the catalogue opens nothing (the auth plugin drops it), so it is never counted as missing.
 */
export function labelsNotHeld(actor: StaffActor, labels: Iterable<string>): PermissionLabel[] {
  const wanted = new Set(labels);
  return permissionLabels.filter((label) => wanted.has(label) && !actor.labels.has(label));
}

/** Refuses a level created with, or given, labels the actor does not hold. */
export function assertMayAddLabels(actor: StaffActor, levelName: string, added: Iterable<string>): void {
  const missing = labelsNotHeld(actor, added);
  if (missing.length === 0) return;
  const list = missing.join(', ');
  throw new AppError(
    'access_level.labels_not_held',
    `You cannot give "${levelName}" labels you do not hold yourself: ${list}.`,
    { labels: [`You do not hold ${missing.length === 1 ? 'this label' : 'these labels'} yourself: ${list}`] },
  );
}

/**
 * Refuses granting any of these levels if one carries labels the actor does not hold. Call after the
 * levels were checked and share-locked (`missingAccessLevelIds(tx, ids, { lock: true })`), inside the
 * transaction of the grant.
 */
export async function assertMayGrantLevels(tx: Db, actor: StaffActor, levelIds: readonly number[]): Promise<void> {
  const refused = (await labelsOfLevels(tx, levelIds))
    .map((level) => ({ name: level.name, missing: labelsNotHeld(actor, level.labels) }))
    .filter((level) => level.missing.length > 0);
  if (refused.length === 0) return;
  const each = refused.map((level) => `"${level.name}" carries ${level.missing.join(', ')}`);
  throw new AppError(
    'access_level.labels_not_held',
    `You cannot grant an access level with labels you do not hold yourself: ${each.join('; ')}.`,
    { access_level_ids: each.map((text) => `${text}, which you do not hold yourself`) },
  );
}

/** Nobody changes their own levels, not even an Administrator: another staff manager must do it. */
export function ownLevelsRefusal(): AppError {
  return new AppError('staff.own_levels', 'You cannot change your own access levels; ask another member who manages staff.', {
    access_level_ids: ['You cannot change your own access levels'],
  });
}
