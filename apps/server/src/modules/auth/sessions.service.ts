import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ActorContext, StaffActor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../core/audit.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { bumpTokenVersion, findActiveAccountById, type Account } from './accounts.repository.ts';
import { insertRefreshToken, lockRefreshToken, markRotated, revokeAllRefreshTokens, revokeFamily } from './refresh-tokens.repository.ts';
import { denyAccessToken } from './revoked-access-tokens.repository.ts';
import { type AccessClaims, type SigningKey, REFRESH_TOKEN_TTL_SECONDS, hashToken, newRefreshToken, signAccessToken } from './tokens.ts';

export type SessionTokens = { access: string; refresh: string };

/** A new session: an access token and the first refresh token of a new family. */
export async function startSession(db: Db, key: SigningKey, account: Account): Promise<SessionTokens> {
  const refresh = await issueRefreshToken(db, account.id, randomUUID());
  return { access: await signAccessToken(key, account.id, account.tokenVersion), refresh };
}

async function issueRefreshToken(db: Db, userId: number, familyId: string): Promise<string> {
  const refresh = newRefreshToken();
  await insertRefreshToken(db, { userId, familyId, tokenHash: hashToken(refresh), expiresInSeconds: REFRESH_TOKEN_TTL_SECONDS });
  return refresh;
}

type RefreshOutcome = { ok: true; tokens: SessionTokens } | { ok: false; reason: string; reuseOf?: { userId: number; familyId: string } };

/**
 * Trades a refresh token for a new pair. Each token works once: using it marks it rotated and
 * issues the next of its family. A rotated token coming back means it was copied, so the whole
 * family is revoked, the thief's and the owner's sessions alike, and so is every access token of the
 * user (token version), since some were minted from the copied family; the user's other families
 * stay, so their devices refresh and carry on.
 */
export async function refreshSession(db: Db, key: SigningKey, caller: { actor: ActorContext; log: FastifyBaseLogger }, presented: string): Promise<SessionTokens> {
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const stored = await lockRefreshToken(tx, hashToken(presented));
    if (!stored) return { ok: false, reason: 'unknown refresh token' };
    if (stored.revokedAt) return { ok: false, reason: 'refresh token revoked' };
    if (stored.rotatedAt) {
      // Committed with the refusal: the revocation must outlive this request.
      await revokeFamily(tx, stored.familyId);
      await bumpTokenVersion(tx, stored.userId);
      await recordAudit(tx, caller.actor, { action: 'refresh_token_reuse', entityType: 'user', entityId: stored.userId, actorId: stored.userId, after: { familyRevoked: true, accessTokensRevoked: true } });
      return { ok: false, reason: 'rotated refresh token reused: family revoked', reuseOf: { userId: stored.userId, familyId: stored.familyId } };
    }
    if (stored.expired) return { ok: false, reason: 'refresh token expired' };
    const account = await findActiveAccountById(tx, stored.userId);
    if (!account) return { ok: false, reason: 'account inactive or gone' };

    await markRotated(tx, stored.id);
    const refresh = await issueRefreshToken(tx, account.id, stored.familyId);
    return { ok: true, tokens: { access: await signAccessToken(key, account.id, account.tokenVersion), refresh } };
  });
  if (!outcome.ok) {
    caller.log.warn({ reason: outcome.reason, ...outcome.reuseOf }, 'token refresh refused');
    throw unauthenticated('The refresh token is invalid, expired or revoked. Sign in again.');
  }
  return outcome.tokens;
}

/**
 * Every token of the user dies at once: access tokens carry the token version the auth plugin
 * compares on each call, and refresh tokens are marked revoked so none can mint a new one. The one
 * place revocation lives; pass the transaction of the change that calls for it.
 */
export async function revokeSessions(tx: Db, userId: number): Promise<void> {
  await bumpTokenVersion(tx, userId);
  await revokeAllRefreshTokens(tx, userId);
}

/** Revokes every access token (by version) and every refresh token of the caller. */
export async function logoutEverywhere(db: Db, actor: StaffActor): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSessions(tx, actor.userId);
    await recordAudit(tx, actor, { action: 'logout_everywhere', entityType: 'user', entityId: actor.userId });
  });
}

/**
 * Signs out the one access token the call was made with: its jti goes on the deny list, which the
 * authentication statement checks, until the token would have expired anyway. The user's other
 * sessions carry on ("sign out everywhere" ends them all).
 */
export async function logout(db: Db, actor: StaffActor, claims: AccessClaims): Promise<void> {
  await db.transaction(async (tx) => {
    await denyAccessToken(tx, { jti: claims.jti, userId: actor.userId, expiresAt: claims.expiresAt });
    await recordAudit(tx, actor, { action: 'logout', entityType: 'user', entityId: actor.userId });
  });
}
