import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/staff.ts';

export type StoredRefreshToken = {
  id: number;
  userId: number;
  familyId: string;
  expired: boolean;
  rotatedAt: Date | null;
  revokedAt: Date | null;
};

export async function insertRefreshToken(db: Db, token: { userId: number; familyId: string; tokenHash: string; expiresInSeconds: number }): Promise<void> {
  await db.insert(refreshTokens).values({
    userId: token.userId,
    familyId: token.familyId,
    tokenHash: token.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${token.expiresInSeconds})`,
  });
}

/**
 * Finds a token by its hash and locks its row until the transaction ends: of two requests using
 * the same token at once, the second sees the first's rotation and is treated as a reuse.
 */
export async function lockRefreshToken(db: Db, tokenHash: string): Promise<StoredRefreshToken | null> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      // Judged by the database clock, the one that set expires_at.
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function markRotated(db: Db, id: number): Promise<void> {
  await db.update(refreshTokens).set({ rotatedAt: sql`now()` }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (sign out everywhere). */
export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
