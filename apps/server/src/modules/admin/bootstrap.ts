import type { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { AUDIT_ENTITY_TYPES, accessLevelNameSchema, permissionLabels, staffEmailSchema, staffFirstNameSchema, staffLastNameSchema, type AccessLevelRef } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { accessLevels, userAccessLevels, users } from '../../db/schema/staff.ts';
import { recordAudit } from '../../core/audit.ts';
import { systemActor } from '../../core/actor.ts';
import { insertStaff, levelRefsOf } from './staff.repository.ts';

/** The one level bootstrap may create, holding every label, so an empty database can get its first admin. */
export const ADMINISTRATOR_LEVEL = 'Administrator';

export type BootstrapInput = {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  accessLevel: string;
  /** Recorded in the audit log in place of an actor: nobody is signed in yet. */
  via: 'cli' | 'INITIAL_ADMIN_EMAIL';
};

export type BootstrapOutcome = {
  userId: number;
  email: string;
  level: AccessLevelRef;
  createdUser: boolean;
  createdLevel: boolean;
  /** False when the account held the level already. */
  granted: boolean;
  reactivated: boolean;
};

/** A refusal the operator can act on, said in one sentence. */
export class BootstrapRefusal extends Error {
  override name = 'BootstrapRefusal';
}

function parseOrRefuse<T>(schema: z.ZodType<T>, value: string, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new BootstrapRefusal(`${what} "${value}" is not valid: ${result.error.issues[0]?.message ?? 'invalid'}.`);
}

/** Normalises the input the way the staff form would, or refuses it; callers may check before opening a database. */
export function checkBootstrapInput(input: BootstrapInput): BootstrapInput {
  return {
    email: parseOrRefuse(staffEmailSchema, input.email, 'The email'),
    firstName: input.firstName === undefined ? undefined : parseOrRefuse(staffFirstNameSchema, input.firstName, 'The first name'),
    lastName: input.lastName === undefined ? undefined : parseOrRefuse(staffLastNameSchema, input.lastName, 'The last name'),
    accessLevel: parseOrRefuse(accessLevelNameSchema, input.accessLevel, 'The access level name'),
    via: input.via,
  };
}

async function findOrCreateLevel(tx: Db, wanted: string, via: BootstrapInput['via']): Promise<{ level: AccessLevelRef; created: boolean }> {
  const levels = await tx.select({ id: accessLevels.id, name: accessLevels.name }).from(accessLevels).orderBy(accessLevels.name);
  const match = levels.find((level) => level.name === wanted) ?? levels.find((level) => level.name.toLowerCase() === wanted.toLowerCase());
  if (match) return { level: match, created: false };
  if (wanted.toLowerCase() !== ADMINISTRATOR_LEVEL.toLowerCase()) {
    const existing = levels.length > 0 ? levels.map((level) => `"${level.name}"`).join(', ') : 'none yet';
    throw new BootstrapRefusal(`There is no access level named "${wanted}" (existing levels: ${existing}).`);
  }
  const labels = [...permissionLabels];
  const [inserted] = await tx.insert(accessLevels).values({ name: ADMINISTRATOR_LEVEL, labels }).onConflictDoNothing().returning({ id: accessLevels.id, name: accessLevels.name });
  if (!inserted) {
    // Another instance starting at the same moment made it first.
    const [made] = await tx.select({ id: accessLevels.id, name: accessLevels.name }).from(accessLevels).where(sql`lower(${accessLevels.name}) = lower(${ADMINISTRATOR_LEVEL})`);
    if (!made) throw new Error('the Administrator level vanished while being created');
    return { level: made, created: false };
  }
  await recordAudit(tx, systemActor(), { action: 'create', entityType: AUDIT_ENTITY_TYPES.accessLevel, entityId: inserted.id, before: null, after: { name: inserted.name, labels, via } });
  return { level: inserted, created: true };
}

/**
 * Makes sure a staff member exists, is active and holds an access level; the first administrator of
 * an empty production database comes from here (the CLI and INITIAL_ADMIN_EMAIL). An existing
 * account keeps its names; a deactivated one is reactivated, since whoever runs this on the server
 * means that person to get in.
 */
export async function bootstrapStaff(db: Db, input: BootstrapInput): Promise<BootstrapOutcome> {
  const checked = checkBootstrapInput(input);
  const { email, accessLevel: levelName } = checked;
  // Left empty, the names are the person's to fill in at their first Google sign-in.
  const firstName = checked.firstName ?? '';
  const lastName = checked.lastName ?? '';
  return db.transaction(async (tx) => {
    const { level, created: createdLevel } = await findOrCreateLevel(tx, levelName, input.via);
    const insertedId = await insertStaff(tx, { email, firstName, lastName });
    const [user] = await tx.select({ id: users.id, active: users.active }).from(users).where(eq(users.email, email)).for('update');
    if (!user) throw new Error(`the account of ${email} vanished while being created`);
    const createdUser = insertedId !== undefined;
    const reactivated = !user.active;
    if (reactivated) await tx.update(users).set({ active: true }).where(eq(users.id, user.id));

    const levelsBefore = (await levelRefsOf(tx, [user.id])).get(user.id) ?? [];
    const granted = !levelsBefore.some((held) => held.id === level.id);
    if (granted) await tx.insert(userAccessLevels).values({ userId: user.id, accessLevelId: level.id });

    if (createdUser) {
      await recordAudit(tx, systemActor(), {
        action: 'create',
        entityType: AUDIT_ENTITY_TYPES.user,
        entityId: user.id,
        before: null,
        after: { email, first_name: firstName, last_name: lastName, active: true, access_levels: [level], via: input.via },
      });
    } else if (granted || reactivated) {
      const levelsAfter = (await levelRefsOf(tx, [user.id])).get(user.id) ?? [];
      await recordAudit(tx, systemActor(), {
        action: reactivated ? 'reactivate' : 'update',
        entityType: AUDIT_ENTITY_TYPES.user,
        entityId: user.id,
        before: { active: user.active, access_levels: levelsBefore },
        after: { active: true, access_levels: levelsAfter, via: input.via },
      });
    }
    return { userId: user.id, email, level, createdUser, createdLevel, granted, reactivated };
  });
}

/** At first start with INITIAL_ADMIN_EMAIL: only when that account does not exist yet, so a later demotion sticks. */
export async function ensureInitialAdmin(db: Db, email: string): Promise<BootstrapOutcome | null> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (existing) return null;
  return bootstrapStaff(db, { email, accessLevel: ADMINISTRATOR_LEVEL, via: 'INITIAL_ADMIN_EMAIL' });
}

/** What happened, for the operator: the CLI prints it, the server logs it. */
export function describeBootstrap(outcome: BootstrapOutcome): string {
  const level = `"${outcome.level.name}"`;
  const parts: string[] = [];
  if (outcome.createdLevel) parts.push(`Created the access level ${level} with every permission label.`);
  if (outcome.createdUser) {
    parts.push(`Created the staff account ${outcome.email} with the access level ${level}; they can now sign in with Google.`);
  } else {
    if (outcome.reactivated) parts.push(`Reactivated the existing account ${outcome.email}.`);
    parts.push(outcome.granted ? `${outcome.email} already had an account; granted it the access level ${level}.` : `${outcome.email} already has an account holding the access level ${level}; nothing to change.`);
  }
  return parts.join(' ');
}
