import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notifications, users } from '../../src/db/schema/index.ts';
import { NOTIFICATION_TYPES } from '@ua/contracts';
import { listNotifications, type Viewer } from '../../src/modules/notifications/notifications.repository.ts';
import { seedStaffAndNotifications, benchUsers } from '../../src/seed/staff-scale.ts';
import { createTestDatabase } from '../harness.ts';
import { seqScans } from './query-plans.ts';

/**
 * The hot queries use indexes at scale: seeded with a skewed notification load and analysed, no
 * plan of theirs may read a large table sequentially.
 */
const LARGE_TABLES = ['notifications', 'users', 'audit_log'];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let heavyUser: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedStaffAndNotifications(database.db, { staff: 400, notifications: 120_000, variants: 0 });
  const people = await benchUsers(database.db);
  heavyUser = [...people].sort((a, b) => b.unread - a.unread)[0]?.id ?? 0;
}, 120_000);
afterAll(async () => database?.close());

const unreadOf = (userId: number) => and(eq(notifications.userId, userId), eq(notifications.readStatus, 'unread'));

describe('query plans at scale', () => {
  const viewer = (): Viewer => ({ userId: heavyUser, types: NOTIFICATION_TYPES });
  const queries = () => ({
    'unread list, newest 50': listNotifications(database.db, viewer(), 'unread', 50).toSQL(),
    'all notifications, newest 500': listNotifications(database.db, viewer(), undefined, 500).toSQL(),
    'unread count by type': database.db
      .select({ type: notifications.notificationType, n: sql<number>`count(*)` })
      .from(notifications)
      .where(unreadOf(heavyUser))
      .groupBy(notifications.notificationType)
      .toSQL(),
    'mark as read': database.db.update(notifications).set({ readStatus: 'read' }).where(and(eq(notifications.id, 12345), eq(notifications.userId, heavyUser))).toSQL(),
    'mark all read': database.db.update(notifications).set({ readStatus: 'read' }).where(unreadOf(heavyUser)).toSQL(),
    'signed-in user lookup': database.db.select().from(users).where(and(eq(users.id, heavyUser), eq(users.active, true))).toSQL(),
  });

  it('has seeded a large, skewed load', async () => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.userId, heavyUser));
    expect(Number(row?.n)).toBeGreaterThan(5000);
  });

  it('reads no large table sequentially in any hot query', async () => {
    for (const [name, query] of Object.entries(queries())) {
      const scans = (await seqScans(database.db, query)).filter((table) => LARGE_TABLES.includes(table));
      expect(scans, name).toEqual([]);
    }
  });
});
