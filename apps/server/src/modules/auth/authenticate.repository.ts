import { sql } from 'drizzle-orm';
import { permissionLabels, type PermissionLabel } from '@ua/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { accessLevels, revokedAccessTokens, userAccessLevels, users } from '../../db/schema/staff.ts';
import type { AccessClaims } from './tokens.ts';

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

/**
 * Which of these sessions no longer sign anyone in (the account deactivated or unproven, signed out
 * everywhere, this token signed out, or expired): their indexes, in one statement however many there are.
 * The live bell asks it for every open stream at each heartbeat.
 */
export async function lapsedSessions(db: Db, sessions: readonly AccessClaims[]): Promise<Set<number>> {
  if (sessions.length === 0) return new Set();
  const given = JSON.stringify(sessions.map((session, i) => ({ i, user_id: session.userId, ver: session.tokenVersion, jti: session.jti, exp: session.expiresAt })));
  const rows = await queryRows<{ i: number }>(
    db,
    sql`select s.i from jsonb_to_recordset(${given}::jsonb) as s(i int, user_id int, ver int, jti text, exp bigint)
        where s.exp <= extract(epoch from now())
          or not exists (select 1 from ${users} where ${users.id} = s.user_id and ${users.active} and ${users.tokenVersion} = s.ver and ${users.emailVerifiedAt} is not null)
          or exists (select 1 from ${revokedAccessTokens} where ${revokedAccessTokens.jti} = s.jti)`,
  );
  return new Set(rows.map((row) => Number(row.i)));
}
