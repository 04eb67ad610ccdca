import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import { queryRows, type Database } from '../src/db/client.ts';
import { accessLevels, users } from '../src/db/schema/staff.ts';
import { secretKey, signAccessToken } from '../src/modules/auth/tokens.ts';
import { restoreSnapshot } from './snapshot.ts';
import { migratedTemplates, openFromTemplate, type DatabaseTemplates, type TestData, type TestDatabase } from './templates.ts';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ua-test-')),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(tmpdir(), 'ua-no-web-dist'),
    ...env,
  });
}

let ownTemplates: Promise<DatabaseTemplates> | undefined;

/** The global setup's templates, or (run without it) the migrated one, found or built here. */
function templates(): Promise<DatabaseTemplates> {
  const provided = inject('databaseTemplates');
  if (provided) return Promise.resolve(provided);
  ownTemplates ??= migratedTemplates();
  return ownTemplates;
}

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a database of its
 * own on the PostgreSQL server of TEST_DATABASE_URL (dropped again by `close`). Copied from a
 * template (test/templates.ts), which is much quicker than creating and migrating one.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  return openFromTemplate(await templates(), 'migrated');
}

export type CallOptions = { headers?: Record<string, string> };
export type Payload = object | string;

export type HttpMethod = 'GET' | 'DELETE' | 'POST' | 'PATCH' | 'PUT';

/** Requests to the test app as one caller; a body is sent only when given. */
export type Caller = {
  /** Any method, for tests that walk a list of routes. */
  request(method: HttpMethod, url: string, body?: Payload, options?: CallOptions): Promise<LightMyRequestResponse>;
  get(url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  delete(url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: Payload, options?: CallOptions): Promise<LightMyRequestResponse>;
  patch(url: string, body?: Payload, options?: CallOptions): Promise<LightMyRequestResponse>;
  put(url: string, body?: Payload, options?: CallOptions): Promise<LightMyRequestResponse>;
};

function callerOf(app: FastifyInstance, token: () => Promise<string | null>): Caller {
  const call = async (method: HttpMethod, url: string, body: Payload | undefined, options: CallOptions | undefined) => {
    const bearerToken = await token();
    const headers = { ...(bearerToken === null ? {} : bearer(bearerToken)), ...options?.headers };
    return app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body }) });
  };
  return {
    request: call,
    get: (url, options) => call('GET', url, undefined, options),
    delete: (url, options) => call('DELETE', url, undefined, options),
    post: (url, body, options) => call('POST', url, body, options),
    patch: (url, body, options) => call('PATCH', url, body, options),
    put: (url, body, options) => call('PUT', url, body, options),
  };
}

export type TestContext = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** Puts the data back as the file started with it (ids and sequences included): the tables a test wrote to are refilled. */
  reset(): Promise<void>;
  /** A valid access token for a demo (or any) account, signed now with the account's current token version. */
  tokenFor(email: string): Promise<string>;
  userId(email: string): Promise<number>;
  /**
   * Calls as a staff member, by email or id, with a token signed at the first call since the last
   * reset and reused until the next: as if the test had signed in once. A test that revokes the
   * account's tokens and needs a live one again takes it from `tokenFor` and calls `withToken`.
   */
  as(who: string | number): Caller;
  /** Calls with no token at all. */
  anonymous: Caller;
  /** Calls with exactly this token: forged, revoked or freshly issued ones. */
  withToken(token: string): Caller;
  close(): Promise<void>;
};

export type TestContextOptions = {
  env?: Record<string, string>;
  listen?: boolean;
  /** The demo (default), or no rows at all for tests that make the few they need with test/fixtures. */
  data?: Exclude<TestData, 'migrated'>;
};

/**
 * One database and one app per test file. The database starts as the demo (copied from the run's
 * seeded template) or empty; `reset` puts it back as it started between tests, in a few milliseconds.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const database = await openFromTemplate(await templates(), options.data ?? 'demo');
  const config = testConfig(options.env);
  const app = await buildApp(config, { database, logger: false });
  if (options.listen) await app.listen({ host: '127.0.0.1', port: 0 });
  else await app.ready();
  const key = secretKey(config.jwtSecret);

  const userId = async (email: string) => {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  };

  const signFor = async (who: string | number) => {
    const [user] = await database.db
      .select({ id: users.id, tokenVersion: users.tokenVersion })
      .from(users)
      .where(typeof who === 'number' ? eq(users.id, who) : eq(users.email, who));
    if (!user) throw new Error(`no user ${who}`);
    return signAccessToken(key, user.id, user.tokenVersion);
  };

  // Promises, not tokens: calls made at once (Promise.all) share one lookup.
  const tokens = new Map<string | number, Promise<string>>();
  const cachedToken = (who: string | number) => {
    let token = tokens.get(who);
    if (!token) {
      token = signFor(who);
      tokens.set(who, token);
      const settled = token;
      // A failed lookup (no such user yet) is not kept; nor is a later entry dropped for it.
      settled.catch(() => tokens.get(who) === settled && tokens.delete(who));
    }
    return token;
  };

  return {
    app,
    database,
    config,
    async reset() {
      tokens.clear();
      await restoreSnapshot(database.db);
    },
    tokenFor: signFor,
    userId,
    as: (who) => callerOf(app, () => cachedToken(who)),
    anonymous: callerOf(app, async () => null),
    withToken: (token) => callerOf(app, async () => token),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

const tablesOf = new WeakMap<Database, Promise<string[]>>();

/** Row counts of every application table, in one query: proof that a refused request wrote nothing. */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  let tables = tablesOf.get(database);
  if (!tables) {
    tables = queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ).then((rows) => rows.map((row) => row.table_name));
    tablesOf.set(database, tables);
  }
  const names = await tables;
  const counts: Record<string, number> = {};
  if (names.length === 0) return counts;
  const rows = await queryRows<{ name: string; n: number }>(
    database.db,
    sql.join(
      names.map((name) => sql`select ${name}::text as name, count(*)::int as n from ${sql.identifier(name)}`),
      sql` union all `,
    ),
  );
  for (const row of rows) counts[row.name] = Number(row.n);
  return counts;
}

/** Puts a sample value into each `:param` of a route's URL. */
export function fillPath(url: string, value: string | number = 1): string {
  return url.replace(/:[A-Za-z_]+/g, String(value));
}

export type DemoIds = { admin: number; ops: number; viewer: number; administrator: number; operations: number };

/** The ids of the demo staff and of their two access levels, as the last reset laid them. */
export async function demoIds(ctx: TestContext): Promise<DemoIds> {
  const levels = await ctx.database.db.select({ id: accessLevels.id, name: accessLevels.name }).from(accessLevels);
  const levelId = (name: string) => levels.find((level) => level.name === name)?.id ?? 0;
  return {
    admin: await ctx.userId('admin@ua.test'),
    ops: await ctx.userId('ops@ua.test'),
    viewer: await ctx.userId('viewer@ua.test'),
    administrator: levelId('Administrator'),
    operations: levelId('Operations'),
  };
}
