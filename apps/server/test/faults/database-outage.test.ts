import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { notifications } from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { secretKey, signAccessToken } from '../../src/modules/auth/tokens.ts';
import { users } from '../../src/db/schema/index.ts';
import { bearer, createTestDatabase, testConfig } from '../harness.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/**
 * Faults need a real PostgreSQL behind a TCP proxy; they run in CI's PostgreSQL pass
 * (TEST_DATABASE_URL), since the embedded database has no connection to cut.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the database goes away under load, and comes back', () => {
  let direct: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxied: Database;
  let proxy: TcpProxy;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;
  let ids: number[];

  beforeAll(async () => {
    direct = await createTestDatabase();
    await seedDemo(direct.db);
    const [admin] = await direct.db.select().from(users).where(eq(users.email, 'admin@ua.test'));
    if (!admin) throw new Error('no admin');
    const rows = await direct.db
      .insert(notifications)
      .values(Array.from({ length: 400 }, (_, i) => ({ userId: admin.id, notificationType: 'booking', message: `Load ${i}` })))
      .returning({ id: notifications.id });
    ids = rows.map((row) => row.id);

    const target = new URL(direct.url as string);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const through = new URL(target);
    through.host = `127.0.0.1:${proxy.port}`;
    proxied = openDatabase({ url: through.toString(), poolSize: 8, statementTimeoutMs: 5000 });
    const config = testConfig();
    app = await buildApp(config, { database: proxied, logger: false });
    await app.ready();
    token = await signAccessToken(secretKey(config.jwtSecret), admin.id, admin.tokenVersion);
  });

  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await direct?.close();
  });

  const markRead = (id: number) =>
    app.inject({ method: 'PATCH', url: `/user/user-notification-action/${id}/`, headers: bearer(token), payload: { read_status: 'read' } });

  it('answers 503 quickly while it is down, stays up, recovers by itself, and keeps every write it confirmed', async () => {
    const confirmed: number[] = [];
    let unavailable = 0;
    const record = async (id: number) => {
      const started = Date.now();
      const res = await markRead(id);
      if (res.statusCode === 200) confirmed.push(id);
      else {
        expect(res.statusCode).toBe(503);
        expect(res.json().detail).toMatch(/unavailable/i);
        unavailable += 1;
      }
      return Date.now() - started;
    };

    // Load before the cut, then cut in the middle of a burst.
    await Promise.all(ids.slice(0, 100).map(record));
    const burst = Promise.all(ids.slice(100, 200).map(record));
    setTimeout(() => proxy.cut(), 5);
    const burstDurations = await burst;
    expect(Math.max(...burstDurations)).toBeLessThan(8000);

    // While down: readiness says so, API calls fail fast with JSON, the process answers.
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    const refusedBefore = unavailable;
    const downDurations = await Promise.all(ids.slice(200, 220).map(record));
    expect(Math.max(...downDurations)).toBeLessThan(8000);
    expect(unavailable - refusedBefore).toBe(20);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    // Back: no restart, the pool reconnects by itself.
    proxy.restore();
    const deadline = Date.now() + 15_000;
    while ((await app.inject({ method: 'GET', url: '/readyz' })).statusCode !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await Promise.all(ids.slice(220, 300).map(record));
    expect(confirmed.length).toBeGreaterThanOrEqual(180);

    // Every write answered 200 is in the database.
    const stored = await direct.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(inArray(notifications.id, confirmed), eq(notifications.readStatus, 'read')));
    expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...confirmed].sort((a, b) => a - b));
  }, 60_000);
});
