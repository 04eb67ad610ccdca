import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { revokedAccessTokens } from '../../db/schema/staff.ts';

/** Puts one access token on the deny list until its own expiry (seconds since the epoch). */
export async function denyAccessToken(db: Db, token: { jti: string; userId: number; expiresAt: number }): Promise<void> {
  await db
    .insert(revokedAccessTokens)
    .values({ jti: token.jti, userId: token.userId, expiresAt: sql`to_timestamp(${token.expiresAt})` })
    .onConflictDoNothing({ target: revokedAccessTokens.jti });
}

/**
 * An expired token is refused by its signature check alone, so its entry is no longer needed; an hour
 * later than the database's clock says, so a server whose clock runs behind never sees it come back.
 */
export async function deleteExpiredDenials(db: Db): Promise<void> {
  await db.delete(revokedAccessTokens).where(lte(revokedAccessTokens.expiresAt, sql`now() - interval '1 hour'`));
}
