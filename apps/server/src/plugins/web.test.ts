import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'ua-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>UA Internal</title>');
  writeFileSync(path.join(dist, 'assets', 'app-3f9a.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => ctx.close());

describe('the web app as the server serves it', () => {
  it('lets browsers keep hashed assets for a year, and revalidate the page and other files', async () => {
    const asset = await ctx.anonymous.get('/assets/app-3f9a.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.anonymous.get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await ctx.anonymous.get('/catalogue/products', { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('UA Internal');
  });

  it('never answers an API path with the app', async () => {
    const res = await ctx.anonymous.get('/api/nothing-here/', { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
