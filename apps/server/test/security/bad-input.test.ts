import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestContext, rowCounts, type HttpMethod, type TestContext } from '../harness.ts';
import { nastyString, nastyValue, pollutingJson, wrongBodies } from './nasty-values.ts';

/**
 * Generated from the OpenAPI document: every operation's path, query and body get wrong types,
 * missing and extra fields, empty, huge and deeply nested values, NUL bytes, odd Unicode, SQL and
 * HTML fragments and prototype-polluting keys. No answer is a 5xx; a refusal is a 4xx JSON error
 * with a readable `detail` and writes nothing. FUZZ_RUNS raises the number of cases per operation.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** Sign-in routes record failed attempts (audit log, rate-limit counters) by design. */
const SIGN_IN_SIDE_EFFECTS = new Set(['audit_log', 'rate_limit_buckets']);

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; enum?: unknown[] };
type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: JsonSchema | undefined;
  public: boolean;
};

let ctx: TestContext;
let operations: Operation[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] }>>;
  };
  const publicRoutes = new Set(ctx.app.routeInventory.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`));
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: op.requestBody?.content?.['application/json']?.schema,
      public: publicRoutes.has(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    })),
  );
});
afterAll(async () => ctx.close());

/** URL-encodes, sending a lone surrogate as the raw (invalid UTF-8) bytes a broken client would. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** A plausible body for the schema, for mutating one field at a time. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child)]));
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return 'sample';
  }
}

const bodyCase = (op: Operation) =>
  fc.oneof(
    // One field replaced by something nasty.
    fc.record({ key: fc.constantFrom(...(Object.keys(op.body?.properties ?? {}).length ? Object.keys(op.body?.properties ?? {}) : ['x'])), value: nastyValue }).map(({ key, value }) =>
      JSON.stringify({ ...(sample(op.body) as object), [key]: value }),
    ),
    // Required fields missing.
    fc.constant(JSON.stringify(Object.fromEntries(Object.entries((sample(op.body) as object | undefined) ?? {}).filter(([key]) => !op.body?.required?.includes(key))))),
    // Extra fields, prototype keys and not-an-object bodies.
    fc.dictionary(nastyString, nastyValue, { maxKeys: 3 }).map((extra) => JSON.stringify({ ...extra, ...(sample(op.body) as object) })),
    pollutingJson,
    wrongBodies,
  );

const queryCase = (op: Operation) =>
  fc
    .record({ key: fc.constantFrom(...(op.queryParams.length ? op.queryParams : ['unexpected'])), value: nastyString, shape: fc.constantFrom('plain', 'array', 'nested', 'repeated') })
    .map(({ key, value, shape }) => {
      const v = encode(value);
      switch (shape) {
        case 'array':
          return `${key}[]=${v}&${key}[]=${v}`;
        case 'nested':
          return `${key}[a][b][c][d][e][f]=${v}`;
        case 'repeated':
          return `${key}=${v}&${key}=1`;
        default:
          return `${key}=${v}`;
      }
    });

async function check(op: Operation, url: string, payload: string | undefined) {
  const isWrite = op.method !== 'GET';
  const before = isWrite ? await rowCounts(ctx.database) : undefined;
  // A fresh token each time: a fuzzed call may sign the admin out everywhere.
  const admin = ctx.withToken(await ctx.tokenFor('admin@ua.test'));
  const res = await admin.request(op.method as HttpMethod, url, payload, payload === undefined ? undefined : { headers: { 'content-type': 'application/json' } });
  const where = `${op.method} ${url.slice(0, 200)} ${payload?.slice(0, 200) ?? ''}`;
  expect(res.statusCode, `${where} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], where).toMatch(/application\/json/);
    const detail = res.json().detail;
    expect(typeof detail === 'string' && detail.length > 0, where).toBe(true);
    if (before) {
      const after = await rowCounts(ctx.database);
      if (op.public && (res.statusCode === 401 || res.statusCode === 429)) {
        for (const table of SIGN_IN_SIDE_EFFECTS) {
          delete after[table];
          delete before[table];
        }
      }
      expect(after, `${where} wrote despite answering ${res.statusCode}`).toEqual(before);
    }
  }
}

describe('bad input, generated from the OpenAPI document', () => {
  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThan(5);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toContain('PATCH /user/user-notification-action/{id}/');
  });

  it('never answers a 5xx, and refuses with a JSON detail that wrote nothing', async () => {
    for (const op of operations) {
      const path = (value: string) => op.path.replace(/\{\w+\}/g, encode(value));
      await fc.assert(
        fc.asyncProperty(nastyString, async (value) => check(op, path(value), op.body ? JSON.stringify(sample(op.body)) : undefined)),
        { numRuns: op.pathParams.length ? RUNS : 1 },
      );
      await fc.assert(
        fc.asyncProperty(queryCase(op), async (query) => check(op, `${path('1')}?${query}`, op.body ? JSON.stringify(sample(op.body)) : undefined)),
        { numRuns: RUNS },
      );
      if (op.method !== 'GET' && op.method !== 'DELETE') {
        await fc.assert(
          fc.asyncProperty(bodyCase(op), async (payload) => check(op, path('1'), payload)),
          { numRuns: RUNS },
        );
      }
    }
    // Every documented operation in turn, each write checked against every table's row count: about two
    // minutes alone, and twice that beside the rest of the suite on two cores.
  }, 600_000);

  it('refuses half a surrogate pair in every text field of every body, which jsonb could not store', async () => {
    for (const op of operations.filter((candidate) => candidate.method !== 'GET' && candidate.method !== 'DELETE' && candidate.body?.properties)) {
      for (const [key, property] of Object.entries(op.body?.properties ?? {})) {
        const type = Array.isArray(property.type) ? property.type : [property.type];
        if (!type.includes('string') || property.enum?.length) continue;
        await check(op, op.path.replace(/\{\w+\}/g, '1'), JSON.stringify({ ...(sample(op.body) as object), [key]: 'broken \ud800 text' }));
      }
    }
  }, 240_000);
});
