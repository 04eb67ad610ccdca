import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from '../harness.ts';

/**
 * API_DOCS turns Swagger UI (/api/docs) and the OpenAPI document (/api/openapi.json) off: on by
 * default in development and test, off by default in production. Off, both answer 404 JSON, while
 * the document is still generated in the process (`app.swagger()`), for the suites built from it.
 */
const DOC_URLS = ['/api/openapi.json', '/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html', '/api/docs/static/swagger-ui.css'];

const env = (vars: Record<string, string>) => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ua-config-')), JWT_SECRET: TEST_JWT_SECRET, ...vars });

describe('API_DOCS', () => {
  it('defaults to on in development and test, off in production, and may be set either way', () => {
    expect(loadConfig(env({ NODE_ENV: 'development' })).apiDocs).toBe(true);
    expect(loadConfig(env({ NODE_ENV: 'test' })).apiDocs).toBe(true);
    expect(loadConfig(env({ NODE_ENV: 'production' })).apiDocs).toBe(false);
    expect(loadConfig(env({ NODE_ENV: 'production', API_DOCS: 'true' })).apiDocs).toBe(true);
    expect(loadConfig(env({ NODE_ENV: 'development', API_DOCS: 'false' })).apiDocs).toBe(false);
    expect(() => loadConfig(env({ API_DOCS: 'sometimes' }))).toThrow(ConfigError);
  });
});

describe('with API_DOCS=false', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // With a built web app, so that GETs asking for HTML go through the single-page fallback too.
    const webDist = mkdtempSync(path.join(tmpdir(), 'ua-web-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>UA</title>');
    ctx = await createTestContext({ data: 'empty', env: { API_DOCS: 'false', WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => ctx.close());

  it.each(DOC_URLS)('answers %s with 404 JSON, for a program and for a browser', async (url) => {
    for (const accept of ['application/json', 'text/html,application/xhtml+xml,*/*;q=0.8']) {
      const res = await ctx.anonymous.get(url, { headers: { accept } });
      expect(res.statusCode, `${url} (${accept})`).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('registers no documentation route, yet still generates the document in the process', () => {
    expect(ctx.app.routeInventory.filter((route) => route.url.startsWith('/api/docs') || route.url === '/api/openapi.json')).toEqual([]);
    const doc = ctx.app.swagger() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/user-profile/');
    expect(Object.keys(doc.paths)).not.toContain('/api/openapi.json');
  });
});

describe('with API_DOCS=true', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ data: 'empty', env: { API_DOCS: 'true' } });
  });
  afterAll(async () => ctx.close());

  it('serves the document and Swagger UI', async () => {
    const doc = await ctx.anonymous.get('/api/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/user-profile/');
    const ui = await ctx.anonymous.get('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
