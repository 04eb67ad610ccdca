import { sql, type SQL } from 'drizzle-orm';
import { permissionLabels, type PermissionLabel } from '@ua/contracts';
import { queryPreparedRows, type Db } from '../../db/client.ts';
import { accessLevels, revokedAccessTokens, userAccessLevels, users } from '../../db/schema/staff.ts';
import type { Profile } from './accounts.repository.ts';
import type { AccessClaims } from './tokens.ts';

const KNOWN_LABELS: ReadonlySet<string> = new Set(permissionLabels);

export type SignedInAccount = { id: number; email: string; firstName: string; labels: PermissionLabel[] };

/** The columns `signedInAccountQuery` answers, as a statement built on it reads them back. */
export type SignedInAccountRow = { id: number; email: string; first_name: string; labels: string[] | null };

/** A session's claims, as values or as the columns of a statement's rows (a batch of calls). */
export type SessionColumns = { userId: number | SQL; tokenVersion: number | SQL; jti: string | SQL };

/**
 * The active account of a session's subject, if its token version still matches, the token itself was
 * not signed out (its jti is not on the deny list) and the account's address is proven, with the labels
 * of its access levels (`id, email, first_name, labels`): no row when the session signs no one in. A
 * query of its own, or the `account` of a hot route's statement that answers in the same round trip.
 */
export function signedInAccountQuery(session: SessionColumns): SQL {
  return sql`select ${users.id} as id, ${users.email} as email, ${users.firstName} as first_name,
          array(
            select distinct label from ${userAccessLevels}
            join ${accessLevels} on ${accessLevels.id} = ${userAccessLevels.accessLevelId}
            cross join unnest(${accessLevels.labels}) as label
            where ${userAccessLevels.userId} = ${users.id}
            order by label
          ) as labels
        from ${users}
        where ${users.id} = ${session.userId} and ${users.active} and ${users.tokenVersion} = ${session.tokenVersion}
          and ${users.emailVerifiedAt} is not null
          and not exists (select 1 from ${revokedAccessTokens} where ${revokedAccessTokens.jti} = ${session.jti})`;
}

/** A row of `signedInAccountQuery` as the account it signs in; null for no row. */
export function toSignedInAccount(row: SignedInAccountRow | null | undefined): SignedInAccount | null {
  if (!row || row.id === null || row.id === undefined) return null;
  // A label dropped from the catalogue may linger on a level; it grants nothing.
  const labels = (row.labels ?? []).filter((label): label is PermissionLabel => KNOWN_LABELS.has(label));
  return { id: Number(row.id), email: row.email, firstName: row.first_name, labels };
}

/** The signed-in account of a session, in one statement, so a signed-in call costs one round trip before its own work. */
export async function findSignedInAccount(db: Db, session: AccessClaims): Promise<SignedInAccount | null> {
  const [row] = await queryPreparedRows<SignedInAccountRow>(db, signedInAccountQuery(session));
  return toSignedInAccount(row);
}

/**
 * Which of these sessions no longer sign anyone in (the account deactivated or unproven, signed out
 * everywhere, this token signed out, or expired): their indexes, in one statement however many there are.
 * The live bell asks it for every open stream at each heartbeat.
 */
export async function lapsedSessions(db: Db, sessions: readonly AccessClaims[]): Promise<Set<number>> {
  if (sessions.length === 0) return new Set();
  const given = JSON.stringify(sessions.map((session, i) => ({ i, user_id: session.userId, ver: session.tokenVersion, jti: session.jti, exp: session.expiresAt })));
  const rows = await queryPreparedRows<{ i: number }>(
    db,
    sql`select s.i from jsonb_to_recordset(${given}::jsonb) as s(i int, user_id int, ver int, jti text, exp bigint)
        where s.exp <= extract(epoch from now())
          or not exists (select 1 from ${users} where ${users.id} = s.user_id and ${users.active} and ${users.tokenVersion} = s.ver and ${users.emailVerifiedAt} is not null)
          or exists (select 1 from ${revokedAccessTokens} where ${revokedAccessTokens.jti} = s.jti)`,
  );
  return new Set(rows.map((row) => Number(row.i)));
}

/**
 * The caller's profile with the account check, in one statement: the polled profile costs one round
 * trip. `account` is null when the session signs no one in.
 */
export async function findSignedInProfile(db: Db, session: AccessClaims): Promise<{ account: SignedInAccount | null; profile: Profile | null }> {
  const [row] = await queryPreparedRows<SignedInAccountRow & { last_name: string; picture: string | null; joined_at: Date | string }>(
    db,
    sql`with account as materialized (${signedInAccountQuery(session)})
        select account.*, ${users.lastName} as last_name, ${users.picture} as picture, ${users.joinedAt} as joined_at
        from account join ${users} on ${users.id} = account.id`,
  );
  const account = toSignedInAccount(row);
  if (!row || !account) return { account: null, profile: null };
  return {
    account,
    profile: { id: account.id, email: account.email, firstName: account.firstName, lastName: row.last_name, picture: row.picture, joinedAt: new Date(row.joined_at) },
  };
}
