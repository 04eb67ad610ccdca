import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notifications, users } from '../../src/db/schema/index.ts';
import { buildApp } from '../../src/app.ts';
import type { OwnedResource } from '../../src/core/access.ts';
import { bearer, createTestContext, fillPath, rowCounts, testConfig, type HttpMethod, type TestContext } from '../harness.ts';
import { forgedTokens } from './tokens.ts';

/**
 * Generated from the route inventory: every route that is not public is called with every kind of
 * bad token, and by a signed-in user lacking its label. Each answer is exactly 401 or 403 JSON and
 * nothing is written. A route added later is covered without anyone adding it here.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
  // Viewer's token version moves on, so a token of the previous version is a revoked one.
  await ctx.database.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.email, 'viewer@ua.test'));
});
afterAll(async () => ctx.close());

const inventory = () => ctx.app.routeInventory.filter((route) => route.access !== 'public');

describe('route inventory', () => {
  it('lists every route with the access it declares', () => {
    expect(ctx.app.routeInventory.length).toBeGreaterThan(5);
    for (const route of ctx.app.routeInventory) expect(route.access, `${route.method} ${route.url}`).toBeTruthy();
    expect(ctx.app.routeInventory).toContainEqual({ method: 'GET', url: '/healthz', access: 'public' });
    expect(ctx.app.routeInventory).toContainEqual({ method: 'GET', url: '/api/user-profile/', access: 'signed-in' });
  });

  it('refuses to build an app with a route that declares no access', async () => {
    const app = await buildApp(testConfig(), { database: ctx.database, logger: false });
    await expect(app.register(async (scope) => {
      scope.get('/api/forgotten/', async () => ({ ok: true }));
    }).ready()).rejects.toThrow(/GET \/api\/forgotten\/ declares no access/);
  });
});

describe('access matrix', () => {
  it('answers 401 JSON to every bad token on every non-public route, and writes nothing', async () => {
    const viewerId = await ctx.userId('viewer@ua.test');
    const [viewer] = await ctx.database.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, viewerId));
    const tokens = await forgedTokens(viewerId, viewer?.v ?? 1);
    const before = await rowCounts(ctx.database);
    const cases: Array<[string, Record<string, string>]> = [['no token', {}], ['not a bearer', { authorization: 'Basic YWRtaW46YWRtaW4=' }]];
    for (const [name, token] of Object.entries(tokens)) cases.push([name, bearer(token)]);

    for (const route of inventory()) {
      for (const [name, headers] of cases) {
        const res = await ctx.anonymous.request(route.method as HttpMethod, fillPath(route.url), route.method === 'GET' || route.method === 'DELETE' ? undefined : {}, { headers });
        expect(res.statusCode, `${route.method} ${route.url} with ${name}`).toBe(401);
        expect(res.headers['content-type'], `${route.method} ${route.url} with ${name}`).toMatch(/application\/json/);
        expect(typeof res.json().detail).toBe('string');
      }
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it("refuses an inactive user's valid token with 401", async () => {
    const token = await ctx.tokenFor('ops@ua.test');
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.email, 'ops@ua.test'));
    try {
      const before = await rowCounts(ctx.database);
      for (const route of inventory()) {
        const res = await ctx.withToken(token).request(route.method as HttpMethod, fillPath(route.url), route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
      expect(await rowCounts(ctx.database)).toEqual(before);
    } finally {
      await ctx.database.db.update(users).set({ active: true }).where(eq(users.email, 'ops@ua.test'));
    }
  });

  it('answers 403 JSON to a signed-in user lacking the label, and writes nothing', async () => {
    const viewer = ctx.as('viewer@ua.test');
    const labelled = inventory().filter((route) => typeof route.access === 'object');
    expect(labelled.length).toBeGreaterThan(0);
    const before = await rowCounts(ctx.database);
    for (const route of labelled) {
      const res = await viewer.request(route.method as HttpMethod, fillPath(route.url), route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().detail).toMatch(/permission/i);
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('lets a holder of the label through: neither 401 nor 403', async () => {
    for (const route of inventory()) {
      // A fresh token each time: a route may legitimately revoke the caller's tokens (sign out everywhere).
      const res = await ctx.withToken(await ctx.tokenFor('admin@ua.test')).request(route.method as HttpMethod, fillPath(route.url), route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      expect([401, 403], `${route.method} ${route.url} answered ${res.statusCode}: ${res.body}`).not.toContain(res.statusCode);
    }
  });
});

describe('ownership', () => {
  const othersResource: Record<OwnedResource, (ownerId: number) => Promise<number>> = {
    notification: async (ownerId) => {
      const [row] = await ctx.database.db.insert(notifications).values({ userId: ownerId, notificationType: 'system', message: 'Owned by somebody else' }).returning({ id: notifications.id });
      return row?.id ?? 0;
    },
  };

  it("answers 404 for another user's id on every route over an owned record, and changes nothing", async () => {
    const owned = inventory().filter((route) => route.ownedResource);
    expect(owned.length).toBeGreaterThan(0);
    const ownerId = await ctx.userId('ops@ua.test');
    const intruder = ctx.withToken(await ctx.tokenFor('admin@ua.test'));
    for (const route of owned) {
      const id = await othersResource[route.ownedResource as OwnedResource](ownerId);
      const before = await rowCounts(ctx.database);
      const [rowBefore] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, id));
      const res = await intruder.request(route.method as HttpMethod, fillPath(route.url, id), { read_status: 'read' });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(await rowCounts(ctx.database)).toEqual(before);
      const [rowAfter] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, id));
      expect(rowAfter).toEqual(rowBefore);
    }
  });
});
