import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionLabels } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../harness.ts';
import { makeStaff } from '../fixtures/staff.ts';

/**
 * No answer of an API path may be kept by a browser or a shared cache (a profile, a list of bank
 * details, an error): `Cache-Control: no-store`, unless the route chose its own (the unread count
 * is revalidated with an ETag). The built web app keeps its own caching.
 */
let ctx: TestContext;
let admin: Caller;

beforeAll(async () => {
  // A built web app of two files, so that the static answers and the single-page fallback are served too.
  const webDist = mkdtempSync(path.join(tmpdir(), 'ua-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>UA</title>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'export {};');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestContext({ data: 'empty', env: { WEB_DIST_DIR: webDist } });
  admin = ctx.as((await makeStaff(ctx.database.db, { labels: permissionLabels })).id);
});
afterAll(async () => ctx.close());

describe('Cache-Control', () => {
  it.each([
    ['a signed-in read', 'GET', '/api/user-profile/'],
    ['a list', 'GET', '/api/admin/staff/'],
    ['the access level', 'GET', '/access/user-access-level/'],
    ['the notifications list', 'GET', '/user/user-notification/?read_status=unread'],
    ['a write', 'POST', '/user/notifications/mark-all-read/'],
    ['health', 'GET', '/healthz'],
    ['readiness', 'GET', '/readyz'],
    ['the public configuration', 'GET', '/api/public-config/'],
    ['an unknown API path', 'GET', '/api/nothing-here/'],
    ['an unknown API path asked for as HTML', 'GET', '/api/nothing-here/?as=html'],
    ['a wrong method', 'DELETE', '/api/user-profile/'],
    ['a validation error', 'GET', '/api/admin/staff/?page_size=100000'],
    ['a path the router refuses (bad percent-encoding)', 'GET', '/api/%zz/'],
    ['an API route reached through a percent-encoded path', 'GET', '/%61pi/user-profile/'],
  ] as const)('is no-store on %s (%s %s)', async (_name, method, url) => {
    const headers = url.endsWith('as=html') ? { accept: 'text/html' } : undefined;
    const res = await admin.request(method, url, method === 'POST' ? {} : undefined, headers ? { headers } : undefined);
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on refusals: no token, a bad sign-in, a missing label', async () => {
    const anonymous = await ctx.anonymous.get('/api/user-profile/');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const badSignIn = await ctx.anonymous.post('/api/manual-login/', { username: 'nobody@example.com', password: 'wrong-password' });
    expect(badSignIn.statusCode).toBe(401);
    expect(badSignIn.headers['cache-control']).toBe('no-store');

    const labelless = ctx.as((await makeStaff(ctx.database.db)).id);
    const forbidden = await labelless.get('/api/admin/staff/');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['cache-control']).toBe('no-store');
  });

  it('keeps the unread count’s own private, no-cache with its ETag, on 200 and on 304', async () => {
    const first = await admin.get('/user/notifications/unread-count/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await admin.get('/user/notifications/unread-count/', { headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('leaves the web app’s answers to their own caching: hashed files kept a year, other files revalidated, the page never stored', async () => {
    // What they carry is the web plugin's affair (plugins/web.ts); this hook only must not touch them.
    const answers = [
      await ctx.anonymous.get('/assets/index-abc123.js'),
      await ctx.anonymous.get('/favicon.svg'),
      await ctx.anonymous.get('/admin/staff', { headers: { accept: 'text/html' } }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((res) => res.headers['cache-control'])).toEqual(['public, max-age=31536000, immutable', 'no-cache', 'no-store']);
    expect(answers[2]?.headers['content-type']).toMatch(/text\/html/);
  });
});
