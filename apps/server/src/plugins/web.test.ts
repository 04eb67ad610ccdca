import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'ua-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>UA Internal</title>');
  writeFileSync(path.join(dist, 'assets', 'app-3f9a.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'app-3f9a.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(dist, 'assets', 'app-3f9a.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => ctx.close());

describe('the web app as the server serves it', () => {
  it('lets browsers keep hashed assets for a year, revalidate other files, and never store the page', async () => {
    const asset = await ctx.anonymous.get('/assets/app-3f9a.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.anonymous.get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await ctx.anonymous.get('/catalogue/products', { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('UA Internal');
  });

  it('sends the build\u2019s brotli or gzip copy of a file to a browser that accepts it, and the file itself otherwise', async () => {
    const brotli = await ctx.anonymous.get('/assets/app-3f9a.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(brotliCompressSync('console.log(1)'))).toBe(true);
    const gzip = await ctx.anonymous.get('/assets/app-3f9a.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync('console.log(1)'))).toBe(true);
    const plain = await ctx.anonymous.get('/assets/app-3f9a.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    // A file the build left uncompressed (too small to gain) goes out as it is, whatever is accepted.
    const icon = await ctx.anonymous.get('/favicon.svg', { headers: { 'accept-encoding': 'br' } });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body).toBe('<svg/>');
  });

  it('never answers an API path with the app', async () => {
    const res = await ctx.anonymous.get('/api/nothing-here/', { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
