import { sql } from 'drizzle-orm';
import { permissionLabels, type PermissionLabel } from '@ua/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { accessLevels, revokedAccessTokens, userAccessLevels, users } from '../../db/schema/staff.ts';

const KNOWN_LABELS: ReadonlySet<string> = new Set(permissionLabels);

export type SignedInAccount = { id: number; email: string; firstName: string; labels: PermissionLabel[] };

/**
 * The active account of a token's subject, if its token version still matches, the token itself was not
 * signed out (its jti is not on the deny list) and the account's address is proven, with the labels of
 * its access levels: one statement, so a signed-in call costs one round trip before its own work.
 */
export async function findSignedInAccount(db: Db, userId: number, tokenVersion: number, jti: string): Promise<SignedInAccount | null> {
  const [row] = await queryRows<{ id: number; email: string; first_name: string; labels: string[] | null }>(
    db,
    sql`select ${users.id} as id, ${users.email} as email, ${users.firstName} as first_name,
          array(
            select distinct label from ${userAccessLevels}
            join ${accessLevels} on ${accessLevels.id} = ${userAccessLevels.accessLevelId}
            cross join unnest(${accessLevels.labels}) as label
            where ${userAccessLevels.userId} = ${users.id}
            order by label
          ) as labels
        from ${users}
        where ${users.id} = ${userId} and ${users.active} and ${users.tokenVersion} = ${tokenVersion}
          and ${users.emailVerifiedAt} is not null
          and not exists (select 1 from ${revokedAccessTokens} where ${revokedAccessTokens.jti} = ${jti})`,
  );
  if (!row) return null;
  // A label dropped from the catalogue may linger on a level; it grants nothing.
  const labels = (row.labels ?? []).filter((label): label is PermissionLabel => KNOWN_LABELS.has(label));
  return { id: Number(row.id), email: row.email, firstName: row.first_name, labels };
}
