import type { Db } from '../../db/client.ts';
import { lookupStaff } from '../admin/index.ts';
import { locationNames } from '../catalogue/index.ts';
import { validationError } from '../../lib/errors.ts';

/** The references a trip's write names, checked before anything is written (400 on the field). */

export async function checkPlaces(db: Db, field: string, ids: readonly (number | null | undefined)[]): Promise<void> {
  const wanted = ids.filter((id): id is number => typeof id === 'number');
  if (wanted.length === 0) return;
  const found = await locationNames(db, wanted);
  if (wanted.some((id) => !found.has(id))) throw validationError({ [field]: ['No such place'] });
}

/** A trip's owner sells it: an active staff member. */
export async function checkOwner(db: Db, ownerId: number): Promise<void> {
  const { rows } = await lookupStaff(db, { ids: [ownerId], active: true }, 1, 0);
  if (rows.length === 0) throw validationError({ owner_id: ['Choose an active staff member'] });
}
