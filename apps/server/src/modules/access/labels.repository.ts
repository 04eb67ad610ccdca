import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessLevels, userAccessLevels } from '../../db/schema/index.ts';

/** The union of the labels of a user's access levels, each once, sorted. */
export async function labelsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ label: sql<string>`unnest(${accessLevels.labels})`.as('label') })
    .from(userAccessLevels)
    .innerJoin(accessLevels, eq(accessLevels.id, userAccessLevels.accessLevelId))
    .where(eq(userAccessLevels.userId, userId));
  return rows.map((row) => row.label).sort();
}
