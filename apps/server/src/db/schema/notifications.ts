import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './staff.ts';

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
  },
  (t) => [
    check('notifications_read_status_check', sql`${t.readStatus} in ('unread', 'read')`),
    // The bell's list: one user's notifications of one status, newest first.
    index('notifications_user_status_newest_idx').on(t.userId, t.readStatus, t.generatedOn.desc(), t.id.desc()),
    // The polled unread count, per type, answered by an index-only scan of unread rows alone.
    index('notifications_unread_by_type_idx')
      .on(t.userId, t.notificationType)
      .where(sql`${t.readStatus} = 'unread'`),
  ],
);
