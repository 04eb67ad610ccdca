import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, and } from 'drizzle-orm';
import { notifications, users } from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { secretKey, signAccessToken } from '../../src/modules/auth/tokens.ts';
import { TEST_JWT_SECRET, createTestDatabase } from '../harness.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('SIGTERM under load', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.close();
  });

  it('finishes the requests in flight, exits cleanly, and loses nothing it answered 2xx', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@ua.test'));
    if (!admin) throw new Error('no admin');
    const rows = await database.db
      .insert(notifications)
      .values(Array.from({ length: 600 }, (_, i) => ({ userId: admin.id, notificationType: 'payment', message: `Shutdown ${i}` })))
      .returning({ id: notifications.id });
    const token = await signAccessToken(secretKey(TEST_JWT_SECRET), admin.id, admin.tokenVersion);
    server = await startServerProcess(database.url as string);

    const confirmed: number[] = [];
    const statuses: number[] = [];
    let refused = 0;
    const send = async (id: number) => {
      try {
        const res = await fetch(`${server?.url}/user/user-notification-action/${id}/`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ read_status: 'read' }),
        });
        statuses.push(res.status);
        if (res.status === 200) confirmed.push(id);
      } catch {
        refused += 1; // the listener had closed: the request was never accepted
      }
    };

    const load = Promise.all(rows.map((row, i) => new Promise<void>((resolve) => setTimeout(() => void send(row.id).then(resolve), i))));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const code = await server.stop('SIGTERM');
    await load;

    expect(code).toBe(0);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(confirmed.length).toBeGreaterThan(0);
    expect(confirmed.length + refused + statuses.filter((s) => s !== 200).length).toBe(rows.length);
    const stored = await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(inArray(notifications.id, confirmed), eq(notifications.readStatus, 'read')));
    expect(stored).toHaveLength(confirmed.length);
  }, 60_000);
});
