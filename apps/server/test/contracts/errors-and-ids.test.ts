import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MAX_ID, errorResponseSchema } from '@ua/contracts';
import { ERROR_STATUS } from '../../src/lib/errors.ts';
import { bearer, createTestContext, fillPath, rowCounts, type TestContext } from '../harness.ts';

/**
 * Every route takes its ids through one bounded schema, and every error answer carries a code of the
 * contracts' union: generated from the route inventory, so a route added later is covered too.
 */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
  admin = await ctx.tokenFor('admin@ua.test');
});
afterAll(async () => ctx.close());

const routesWithId = () => ctx.app.routeInventory.filter((route) => route.access !== 'public' && route.url.includes(':id'));

describe('ids in paths', () => {
  it('answers 400 with code validation, never a 500 or a 404, for an id beyond PostgreSQL integers on every route', async () => {
    expect(routesWithId().length).toBeGreaterThan(5);
    const before = await rowCounts(ctx.database);
    for (const id of [MAX_ID + 1, 3_000_000_000, 0, -1]) {
      for (const route of routesWithId()) {
        const res = await ctx.app.inject({ method: route.method as 'GET', url: fillPath(route.url, id), headers: bearer(admin), payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
        expect(res.statusCode, `${route.method} ${route.url} with id ${id}`).toBe(400);
        expect(res.json(), `${route.method} ${route.url} with id ${id}`).toMatchObject({ code: 'validation', errors: { id: [expect.any(String)] } });
      }
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('takes the largest id as an id: a missing record is a 404, not a refusal of the number', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/staff/${MAX_ID}/`, headers: bearer(admin) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('error codes', () => {
  it('maps every code of the contracts to a client or server status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
  });

  it('answers a domain refusal with its own code and the status the mapper gives it', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/staff/', headers: bearer(admin), payload: { email: 'ops@ua.test', first_name: 'Again' } });
    expect(res.statusCode).toBe(ERROR_STATUS['staff.email_taken']);
    expect(errorResponseSchema.parse(res.json()).code).toBe('staff.email_taken');
  });

  it('answers a framework refusal (malformed JSON, an unknown path) with a code of the union', async () => {
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/admin/staff/', headers: { ...bearer(admin), 'content-type': 'application/json' }, payload: '{"email":' });
    expect(malformed.statusCode).toBe(400);
    expect(errorResponseSchema.parse(malformed.json()).code).toBe('bad_request');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
    expect(errorResponseSchema.parse(missing.json()).code).toBe('not_found');
  });
});
