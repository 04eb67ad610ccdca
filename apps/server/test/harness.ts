import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import { openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { accessLevels, users } from '../src/db/schema/index.ts';
import { seedDemo, truncateAll } from '../src/seed/demo.ts';
import { secretKey, signAccessToken } from '../src/modules/auth/tokens.ts';

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

/**
 * A migrated database for one test file: in-memory PGlite by default, or a fresh database
 * on the PostgreSQL server of TEST_DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `ua_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 10 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Empties every table and lays the demo data anew. */
  reset(): Promise<void>;
  /** A valid access token for a demo (or any) account. */
  tokenFor(email: string): Promise<string>;
  userId(email: string): Promise<number>;
  close(): Promise<void>;
};

/** One database and one app per test file; `reset` between tests. `listen` serves on a free port. */
export async function createTestContext(options: { env?: Record<string, string>; listen?: boolean } = {}): Promise<TestContext> {
  const database = await createTestDatabase();
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

  return {
    app,
    database,
    config,
    async reset() {
      await truncateAll(database.db);
      await seedDemo(database.db);
    },
    async tokenFor(email) {
      const [user] = await database.db.select({ id: users.id, tokenVersion: users.tokenVersion }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no user ${email}`);
      return signAccessToken(key, user.id, user.tokenVersion);
    },
    userId,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Row counts of every application table: proof that a refused request wrote nothing. */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = Number(row?.n ?? 0);
  }
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
