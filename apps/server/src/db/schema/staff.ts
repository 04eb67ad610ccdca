import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-case; the sign-in identity. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    picture: text('picture'),
    hostedDomain: text('hosted_domain'),
    active: boolean('active').notNull().default(true),
    /** Bumped to revoke every token the user holds (deactivation, sign out everywhere). */
    tokenVersion: integer('token_version').notNull().default(0),
    passwordHash: text('password_hash'),
    /** The staff member's own WhatsApp number (E.164), for the notifications they choose to get there. */
    whatsappNumber: text('whatsapp_number'),
    /**
     * When the address was proven to be this account holder's: an administrator vouched for it (the
     * default), or Google verified it. Null only for a self-registered account whose owner never proved
     * the address: it cannot sign in, and its password is dropped when the owner signs in with Google.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_active_idx').on(t.active),
    check('users_whatsapp_number_check', sql`${t.whatsappNumber} ~ '^[+][1-9][0-9]{7,14}$'`),
  ],
);

export const accessLevels = pgTable(
  'access_levels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  // Names are unique ignoring case: "Operations" and "operations" would be one role to a person.
  (t) => [uniqueIndex('access_levels_name_lower_key').on(sql`lower(${t.name})`)],
);

export const userAccessLevels = pgTable(
  'user_access_levels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessLevelId: integer('access_level_id')
      .notNull()
      .references(() => accessLevels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.accessLevelId], name: 'user_access_levels_pkey' }),
    index('user_access_levels_level_idx').on(t.accessLevelId),
  ],
);

/** Refresh tokens are kept only as hashes; each use rotates, and a reuse revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Access tokens signed out one by one (logout), by the JWT's jti, kept until the token would have expired. */
export const revokedAccessTokens = pgTable(
  'revoked_access_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_access_tokens_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters shared by every server instance (login rate limits). */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
});
