import type { ActorContext } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../core/audit.ts';
import { validationError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { createPasswordAccount, findAccountByEmail, type Account } from './accounts.repository.ts';
import { isCommonPassword } from './common-passwords.ts';

/** The contract already checked the email's form and the minimum length. */
export type Registration = { email: string; password1: string; password2: string };

/**
 * Creates an account with a password and no access level: it can sign in and see nothing until
 * someone with `staff.manage` grants it a level. All field problems are reported at once.
 */
export async function register(db: Db, actor: ActorContext, input: Registration): Promise<Account> {
  const fields: Record<string, string[]> = {};
  if (input.password1 !== input.password2) fields.password2 = ['The two passwords do not match.'];
  if (isCommonPassword(input.password1)) fields.password1 = ['This password is too common. Choose another.'];
  if (await findAccountByEmail(db, input.email)) fields.username = ['An account with this email already exists.'];
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const passwordHash = await hashPassword(input.password1);
  const account = await db.transaction(async (tx) => {
    const created = await createPasswordAccount(tx, input.email, passwordHash);
    if (created) await recordAudit(tx, actor, { action: 'create', entityType: 'user', entityId: created.id, actorId: created.id, actorEmail: created.email, after: { email: created.email, source: 'registration' } });
    return created;
  });
  // Taken by a simultaneous registration after the check above.
  if (!account) throw validationError({ username: ['An account with this email already exists.'] });
  return account;
}
