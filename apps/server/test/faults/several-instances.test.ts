import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { secretKey, signAccessToken } from '../../src/modules/auth/tokens.ts';
import { TEST_JWT_SECRET, createTestDatabase } from '../harness.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    [first, second] = await Promise.all([startServerProcess(database.url as string), startServerProcess(database.url as string)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  const tokenOf = async (email: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no ${email}`);
    return { id: user.id, token: await signAccessToken(secretKey(TEST_JWT_SECRET), user.id, user.tokenVersion) };
  };
  const call = (server: ServerProcess, path: string, token: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });

  it('accepts a sign-in made on one instance on the other', async () => {
    const signIn = await fetch(`${first.url}/api/manual-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ops@ua.test', password: 'demo-password' }),
    });
    expect(signIn.status).toBe(200);
    const { access } = (await signIn.json()) as { access: string };
    const profile = await call(second, '/api/user-profile/', access);
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as Array<{ email: string }>)[0]?.email).toBe('ops@ua.test');
  });

  it('revokes on the other instance, at its next call, an account deactivated on one', async () => {
    const viewer = await tokenOf('viewer@ua.test');
    const admin = await tokenOf('admin@ua.test');
    expect((await call(second, '/api/user-profile/', viewer.token)).status).toBe(200);

    const deactivate = await call(first, `/api/admin/staff/${viewer.id}/`, admin.token, { method: 'PATCH', body: JSON.stringify({ active: false }) });
    expect(deactivate.status).toBe(200);

    const after = await call(second, '/api/user-profile/', viewer.token);
    expect(after.status).toBe(401);
    expect(((await after.json()) as { detail: string }).detail).toBeTruthy();
  });

  it('counts login attempts across instances: the limit reached on one holds on the other', async () => {
    const attempt = (server: ServerProcess) =>
      fetch(`${server.url}/api/manual-login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@ua.test', password: 'not-the-password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await attempt(i % 2 ? second : first)).status);
    expect(statuses).toContain(401);
    const limited = await attempt(second);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
  });
});
