import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './staff.ts';

/** A date of the notification's record that it can be snoozed until ("the balance due date"). */
export type SnoozeDate = { key: string; label: string; at: string };

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    readStatus: text('read_status', { enum: ['unread', 'read'] }).notNull().default('unread'),
    generatedOn: timestamp('generated_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** Out of the bell until then; it comes back unread. */
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true, mode: 'date' }),
    /** The record's own dates it may be snoozed until, written by whoever raised it. */
    snoozeDates: jsonb('snooze_dates').$type<SnoozeDate[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    check('notifications_read_status_check', sql`${t.readStatus} in ('unread', 'read')`),
    // The bell's list: one user's notifications of one status, newest first.
    index('notifications_user_status_newest_idx').on(t.userId, t.readStatus, t.generatedOn.desc(), t.id.desc()),
    // The polled unread count, per type, answered by an index-only scan of unread rows alone: the
    // snooze time is in the index, so telling awake rows from snoozed ones reads no table row.
    index('notifications_unread_by_type_idx')
      .on(t.userId, t.notificationType, t.snoozedUntil)
      .where(sql`${t.readStatus} = 'unread'`),
    // The wake-up sweep: the few snoozed rows, by when they come back.
    index('notifications_snoozed_until_idx')
      .on(t.snoozedUntil)
      .where(sql`${t.snoozedUntil} is not null`),
  ],
);

/**
 * What a deadline job has already raised, per person: the key names the business fact ("due 41 is
 * three days away"), so a job run again, on another instance or after a restart, raises nothing twice.
 */
export const notificationRaises = pgTable(
  'notification_raises',
  {
    raiseKey: text('raise_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raisedAt: timestamp('raised_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.raiseKey, t.userId] })],
);

/** A person's own choice for one notification type on one channel; no row means the channel's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type').notNull(),
    channel: text('channel', { enum: ['bell', 'mail', 'whatsapp'] }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationType, t.channel] }), check('notification_preferences_channel_check', sql`${t.channel} in ('bell', 'mail', 'whatsapp')`)],
);

/**
 * The outbox of notifications that also go by mail or WhatsApp to the staff member: written in the
 * transaction that raises them, carried out after commit by the messaging module's job.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['mail', 'whatsapp'] }).notNull(),
    notificationType: text('notification_type').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    status: text('status', { enum: ['pending', 'queued', 'skipped'] }).notNull().default('pending'),
    /** The message-log row it became, once queued. */
    messageId: integer('message_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('notification_deliveries_channel_check', sql`${t.channel} in ('mail', 'whatsapp')`),
    check('notification_deliveries_status_check', sql`${t.status} in ('pending', 'queued', 'skipped')`),
    index('notification_deliveries_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
