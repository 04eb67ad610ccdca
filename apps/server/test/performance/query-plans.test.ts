import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notifications } from '../../src/db/schema/index.ts';
import { NOTIFICATION_TYPES } from '@ua/contracts';
import { markAllRead, unreadCountsByType, type Viewer } from '../../src/modules/notifications/notifications.repository.ts';
import { notificationsOfSession, setReadStatuses, unreadCountsOfSession } from '../../src/modules/notifications/signed-in-bell.repository.ts';
import { newRowsForOwners, unreadAfter, unreadCountsOfOwners } from '../../src/modules/notifications/live-bell.repository.ts';
import { signedInAccountQuery } from '../../src/modules/auth/index.ts';
import { queryRows } from '../../src/db/client.ts';
import { seedStaffAndNotifications, benchUsers } from '../../src/seed/staff-scale.ts';
import { createTestDatabase } from '../harness.ts';
import { capturedStatements, seqScans } from './query-plans.ts';
import { listBookings } from '../../src/modules/bookings/booking-list.repository.ts';
import { operationsFigures } from '../../src/modules/bookings/operations-figures.ts';
import { seedBookingsAtScale } from './bookings-at-scale.ts';

/**
 * The hot queries use indexes at scale: seeded with a skewed notification load and analysed, no
 * plan of theirs may read a large table sequentially. Each is the statement the app really sends,
 * captured at the driver while the repository function runs. A table is large past LARGE_ROWS rows
 * (as analysed): reading a few hundred staff rows whole is what the planner rightly prefers to
 * twenty index probes, and no hot path reads one of the large ones so.
 */
const LARGE_ROWS = 5000;
let largeTables: string[];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let heavy: { id: number; tokenVersion: number };
let people: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedStaffAndNotifications(database.db, { staff: 400, notifications: 120_000, variants: 0 });
  const bench = await benchUsers(database.db);
  const top = [...bench].sort((a, b) => b.unread - a.unread)[0];
  heavy = { id: top?.id ?? 0, tokenVersion: top?.tokenVersion ?? 0 };
  people = bench.slice(0, 20).map((person) => person.id);
  await seedBookingsAtScale(database.db, 6000);
  const tables = await queryRows<{ name: string }>(database.db, sql`select relname as name from pg_class where relkind = 'r' and reltuples > ${LARGE_ROWS}`);
  largeTables = tables.map((table) => table.name);
}, 120_000);
afterAll(async () => database?.close());

describe('query plans at scale', () => {
  const session = () => ({ userId: heavy.id, tokenVersion: heavy.tokenVersion, jti: randomUUID(), expiresAt: Math.floor(Date.now() / 1000) + 3600 });
  const viewer = (): Viewer => ({ userId: heavy.id, types: NOTIFICATION_TYPES });
  const db = () => database.db;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const calls: Record<string, () => Promise<unknown>> = {
    'signed-in account': () => queryRows(db(), signedInAccountQuery(session())),
    'unread count with the account': () => unreadCountsOfSession(db(), session()),
    'unread list, newest 50, with the account': () => notificationsOfSession(db(), session(), 'unread', 50),
    'all notifications, newest 500, with the account': () => notificationsOfSession(db(), session(), undefined, 500),
    'mark as read with the account': () => setReadStatuses(db(), [{ session: session(), id: 12345, readStatus: 'read' }]),
    'mark all read of one type': () => markAllRead(db(), viewer(), 'wallet'),
    "one person's unread counts (a stream's resync)": () => unreadCountsByType(db(), viewer()),
    'live bell: new rows for 20 streams': () => newRowsForOwners(db(), 1, 5000, people),
    'live bell: unread counts of 20 streams': () => unreadCountsOfOwners(db(), people),
    'live bell: what a resuming stream missed': () => unreadAfter(db(), viewer(), 100_000, 100),
    'bookings: search by a customer name': () => listBookings(db(), { search: 'Verma' }, 'start_date', 25, 0),
    'bookings: search by a word of the trip title': () => listBookings(db(), { search: 'Ravakot' }, 'start_date', 25, 0),
    'bookings: search by a booking reference': () => listBookings(db(), { search: 'UA-2026-903000' }, 'start_date', 25, 0),
    'bookings: running, travelling in the next two months': () => listBookings(db(), { statuses: ['confirming', 'confirmed'], travelFrom: day(0), travelTo: day(60) }, 'start_date', 25, 0),
    'bookings: services to confirm, travelling in the next month': () => listBookings(db(), { unconfirmed: true, travelFrom: day(0), travelTo: day(30) }, 'start_date', 25, 0),
    'bookings: completed in the last half year, latest first': () => listBookings(db(), { statuses: ['completed'], travelFrom: day(-180), travelTo: day(0) }, '-start_date', 25, 0),
    'bookings: travelling in a window, second page': () => listBookings(db(), { travelFrom: day(30), travelTo: day(120) }, 'start_date', 50, 50),
    'bookings: newest first': () => listBookings(db(), {}, '-created', 25, 0),
    "operations desk: the fortnight's departures and the unanswered requests": () => operationsFigures(db(), { from: day(0), to: day(13) }, 10),
  };

  it('has seeded a large, skewed load', async () => {
    expect(largeTables).toContain('notifications');
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.userId, heavy.id));
    expect(Number(row?.n)).toBeGreaterThan(5000);
  });

  it('reads no large table sequentially in any hot query', async () => {
    for (const [name, call] of Object.entries(calls)) {
      const statements = await capturedStatements(database.db, call);
      expect(statements.length, name).toBeGreaterThan(0);
      for (const statement of statements) {
        const scans = (await seqScans(database.db, statement)).filter((table) => largeTables.includes(table));
        expect(scans, `${name}: ${statement.sql.slice(0, 120)}`).toEqual([]);
      }
    }
  });
});
