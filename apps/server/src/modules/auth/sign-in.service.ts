import type { SigningKey } from './tokens.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { ActorContext } from '../../core/actor.ts';
import { INVALID_CREDENTIALS } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../core/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { decoyHash, verifyPassword } from '../../lib/password.ts';
import { createGoogleAccount, findAccountByEmail, proveAddressDroppingPassword, recordGoogleSignIn, recordPasswordSignIn, type Account } from './accounts.repository.ts';
import { verifyGoogleAccessToken, type GoogleEndpoints, type GoogleIdentity } from './google-verifier.ts';
import { revokeSessions, startSession, type SessionTokens } from './sessions.service.ts';

type SignInMethod = 'google' | 'password';

export type SignInDeps = { db: Db; key: SigningKey };

/** Who is signing in, as far as anyone knows yet (an address and a request id), and where to log. */
export type SignInCaller = { actor: ActorContext; log: FastifyBaseLogger };

/**
 * Every refusal looks the same to the caller, so nobody learns which accounts exist or why a
 * token failed; the reason goes to the log and the audit trail.
 */
async function refuse(db: Db, caller: SignInCaller, method: SignInMethod, reason: string, email: string | null): Promise<never> {
  caller.log.warn({ method, reason, email }, 'sign-in refused');
  await recordAudit(db, caller.actor, { action: 'sign_in_failed', entityType: 'user', entityId: null, actorEmail: email, after: { method, reason } });
  throw new AppError('auth.invalid_credentials', INVALID_CREDENTIALS);
}

/** The session and its audit entry land together, or neither does. */
async function signIn(db: Db, key: SigningKey, caller: SignInCaller, method: SignInMethod, account: Account): Promise<SessionTokens> {
  const tokens = await startSession(db, key, account);
  await recordAudit(db, caller.actor, { action: 'sign_in', entityType: 'user', entityId: account.id, actorId: account.id, actorEmail: account.email, after: { method } });
  return tokens;
}

/**
 * Exchanges a Google access token for our session. Who may enter: an active staff account with
 * the token's email, or, when allowed domains are configured, anyone whose Google Workspace
 * domain (`hd`) is one of them, created on first sign-in with no access level.
 */
export async function signInWithGoogle(
  { db, key }: SignInDeps,
  caller: SignInCaller,
  accessToken: string,
  endpoints: GoogleEndpoints | null,
  allowedDomains: readonly string[],
): Promise<SessionTokens> {
  if (!endpoints) return refuse(db, caller, 'google', 'the local identity provider is unreachable: the server does not listen on TCP', null);
  const verified = await verifyGoogleAccessToken(accessToken, endpoints);
  if (!verified.ok) return refuse(db, caller, 'google', verified.reason, verified.email);
  const identity = verified.identity;

  const existing = await findAccountByEmail(db, identity.email);
  if (existing && !existing.active) return refuse(db, caller, 'google', 'account is inactive', identity.email);
  if (!existing && !isAllowedDomain(identity, allowedDomains)) {
    return refuse(db, caller, 'google', `no staff account, and hosted domain ${identity.hostedDomain ?? '(none)'} is not an allowed one`, identity.email);
  }

  const tokens = await db.transaction(async (tx) => {
    // A self-registered account whose address was never proven: Google proves it now. The password
    // whoever registered chose is dropped and any session it opened ends, so it never merges in.
    if (existing && !existing.proven && (await proveAddressDroppingPassword(tx, existing.id))) {
      await revokeSessions(tx, existing.id);
      await recordAudit(tx, caller.actor, { action: 'unproven_password_dropped', entityType: 'user', entityId: existing.id, actorId: existing.id, actorEmail: existing.email, after: { provenBy: 'google', passwordDropped: existing.passwordHash !== null, sessionsRevoked: true } });
    }
    const account = existing ? await recordGoogleSignIn(tx, existing.id, identity) : await createGoogleAccount(tx, identity);
    if (!account) return null;
    if (!existing) {
      await recordAudit(tx, caller.actor, { action: 'create', entityType: 'user', entityId: account.id, actorId: account.id, actorEmail: account.email, after: { email: account.email, source: 'google_allowed_domain', hostedDomain: identity.hostedDomain } });
    }
    return signIn(tx, key, caller, 'google', account);
  });
  // Deactivated, or created by a simultaneous first sign-in, between the lookup and the write.
  return tokens ?? refuse(db, caller, 'google', 'account changed during sign-in', identity.email);
}

function isAllowedDomain(identity: GoogleIdentity, allowedDomains: readonly string[]): boolean {
  return identity.hostedDomain !== null && allowedDomains.includes(identity.hostedDomain);
}

/**
 * Email and password. Unknown emails, accounts without a password, inactive accounts and accounts
 * whose address was never proven (self-registered) cost a full scrypt too, so neither the answer nor
 * its timing tells them apart from a wrong password.
 */
export async function signInWithPassword({ db, key }: SignInDeps, caller: SignInCaller, email: string, password: string): Promise<{ account: Account; tokens: SessionTokens }> {
  const existing = await findAccountByEmail(db, email);
  const matches = await verifyPassword(password, existing?.passwordHash ?? (await decoyHash()));
  if (!existing) return refuse(db, caller, 'password', 'no such account', email);
  if (!existing.passwordHash) return refuse(db, caller, 'password', 'account has no password', email);
  if (!matches) return refuse(db, caller, 'password', 'wrong password', email);
  if (!existing.proven) return refuse(db, caller, 'password', 'address never proven (self-registered)', email);
  if (!existing.active) return refuse(db, caller, 'password', 'account is inactive', email);

  const signedIn = await db.transaction(async (tx) => {
    const account = await recordPasswordSignIn(tx, existing.id);
    return account && { account, tokens: await signIn(tx, key, caller, 'password', account) };
  });
  return signedIn ?? refuse(db, caller, 'password', 'account deactivated during sign-in', email);
}
