import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { MIGRATIONS_DIR } from '../lib/paths.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations; several instances starting at once take turns. */
  migrate(): Promise<void>;
  /** Answers when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATION_LOCK_ID = 727_274_001;

export type DatabaseOptions = {
  /** A PostgreSQL URL; without one, PGlite is used. */
  url?: string | undefined;
  /** PGlite's data directory; undefined keeps it in memory. */
  pgliteDir?: string | undefined;
  /** An existing PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
  statementTimeoutMs?: number;
};

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options);
}

function openPostgres(url: string, options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    query_timeout: (options.statementTimeoutMs ?? 10_000) + 2000,
    application_name: 'ua-internal',
  });
  // A dropped connection is reported here; the pool replaces it, and requests see their own error.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

function openPglite(options: DatabaseOptions): Database {
  let client = options.pglite;
  if (!client) {
    if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
    // The catalogue's migration creates these extensions; PGlite ships them but loads only what it is given.
    client = new PGlite({ dataDir: options.pgliteDir, extensions: { pg_trgm, btree_gist } });
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type leaves unknown. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of a hot statement, prepared on PostgreSQL once per connection (named by its text's hash, so
 * one text is one name however it was built): each later run skips parsing and planning, which cost
 * more than running the polled calls' statements. PGlite, and a transaction's handle, run it as it is.
 * Values come with the pool's own parsers (timestamps as Date, bigint as text): read them so.
 */
export async function queryPreparedRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  const name = `ua_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  const result = await client.query<T>({ name, text, values: params });
  return result.rows;
}
