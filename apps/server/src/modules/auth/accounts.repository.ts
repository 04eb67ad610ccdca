import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/staff.ts';
import type { GoogleIdentity } from './google-verifier.ts';

/** What signing in needs of a staff account. Emails are stored and looked up lower-case. */
export type Account = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  active: boolean;
  tokenVersion: number;
};

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  picture: users.picture,
  active: users.active,
  tokenVersion: users.tokenVersion,
};

/** `proven`: the address is known to be the account holder's (see `users.emailVerifiedAt`). */
export async function findAccountByEmail(db: Db, email: string): Promise<(Account & { passwordHash: string | null; proven: boolean }) | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash, proven: sql<boolean>`${users.emailVerifiedAt} is not null` })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

/** An account that may hold a session: active, with a proven address. */
export async function findActiveAccountById(db: Db, id: number): Promise<Account | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return row ?? null;
}

export async function listActiveAccounts(db: Db, limit: number): Promise<Account[]> {
  return db.select(accountColumns).from(users).where(eq(users.active, true)).orderBy(asc(users.email)).limit(limit);
}

/**
 * Refreshes what Google says of the person at each sign-in. Only an active account is updated, so
 * a deactivation that lands between lookup and sign-in still wins (null).
 */
export async function recordGoogleSignIn(db: Db, id: number, identity: GoogleIdentity): Promise<Account | null> {
  const [row] = await db
    .update(users)
    .set({
      ...(identity.givenName ? { firstName: identity.givenName } : {}),
      ...(identity.familyName ? { lastName: identity.familyName } : {}),
      ...(identity.picture ? { picture: identity.picture } : {}),
      hostedDomain: identity.hostedDomain,
      lastLoginAt: sql`now()`,
    })
    .where(and(eq(users.id, id), eq(users.active, true)))
    .returning(accountColumns);
  return row ?? null;
}

/** First sign-in of someone from an allowed Google domain; null when the email was taken meanwhile. */
export async function createGoogleAccount(db: Db, identity: GoogleIdentity): Promise<Account | null> {
  const [row] = await db
    .insert(users)
    .values({
      email: identity.email,
      firstName: identity.givenName ?? '',
      lastName: identity.familyName ?? '',
      picture: identity.picture,
      hostedDomain: identity.hostedDomain,
      lastLoginAt: sql`now()`,
    })
    .onConflictDoNothing({ target: users.email })
    .returning(accountColumns);
  return row ?? null;
}

export async function recordPasswordSignIn(db: Db, id: number): Promise<Account | null> {
  const [row] = await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.active, true)))
    .returning(accountColumns);
  return row ?? null;
}

/**
 * Google proved that the address of an unproven (self-registered) account belongs to the person signing
 * in: the account becomes theirs, and the password someone chose for it is dropped, so it never merges
 * into their account. False when the account was proven meanwhile (nothing to drop).
 */
export async function proveAddressDroppingPassword(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash: null, emailVerifiedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Every access token carries the version it was issued at: bumping it revokes them all at once. */
export async function bumpTokenVersion(db: Db, id: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

/** What the shell shows of a signed-in person: never the password hash or the token version. */
export type Profile = { id: number; email: string; firstName: string; lastName: string; picture: string | null; joinedAt: Date };
