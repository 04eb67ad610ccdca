import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { MIGRATIONS_DIR } from '../src/lib/paths.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { createSnapshot } from './snapshot.ts';

/**
 * Where test databases come from. Creating a database is the slow part of a test file (PGlite's
 * initdb takes seconds; migrating and seeding the demo, a second more), so it is done once:
 *
 * - `migrated`: the committed migrations applied, nothing else. Keyed by a hash of the migration
 *   files, so it outlives the run and is rebuilt only when a migration changes.
 * - `seeded`: `migrated` plus the demo and its snapshot (see snapshot.ts). Built once per run by
 *   the global setup, since the demo follows code (seeds, contracts) that changes without a
 *   migration. Without it (tests run without the global setup), each file seeds its own copy.
 *
 * On PGlite each is a data-directory tarball a test file loads; on PostgreSQL, a database a test
 * file copies with `create database ... template`. Only plain strings: vitest hands them from its
 * global setup to the workers.
 */
export type DatabaseTemplates =
  | { kind: 'pglite'; migrated: string; seeded?: string }
  | { kind: 'postgres'; serverUrl: string; migrated: string; seeded?: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Handed by the global setup to every test file; absent when tests run without it. */
    databaseTemplates?: DatabaseTemplates;
  }
}

/** A test's own database; `url` on PostgreSQL, for tests that start servers on it. */
export type TestDatabase = Database & { url?: string };

const TEMPLATE_DIR = path.join(tmpdir(), 'ua-test-templates');
/** Bump when the way a template is built changes, so cached ones are not reused. */
const TEMPLATE_FORMAT = 1;
/** Serialises template builds of concurrent test runs on one PostgreSQL server. */
const TEMPLATE_LOCK_ID = 727_274_002;

/** The extensions client.ts gives PGlite; a loaded data directory needs them given again. */
const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

/** PGlite's version, from its package.json (which its exports map does not let us import). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** A hash of every migration file: a migrated template is good for as long as it holds. */
function migrationsFingerprint(extra: string): string {
  const hash = createHash('sha256').update(`${TEMPLATE_FORMAT}\n${extra}\n`);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      .sort();
  for (const file of files(MIGRATIONS_DIR)) hash.update(`${path.relative(MIGRATIONS_DIR, file)}\n`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const serverDatabaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return (found.rowCount ?? 0) > 0;
}

function openPgliteTarball(file: string): Database {
  const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
  return openDatabase({ pglite });
}

async function dumpPglite(database: Database, file: string): Promise<void> {
  const pglite = (database.db as unknown as { $client: PGlite }).$client;
  const tarball = await pglite.dumpDataDir('none');
  // Written aside and renamed: a concurrent run never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
}

/**
 * Removes what no run has used for a day: templates of migrations since changed, and the per-run
 * files of runs that were killed. A day, not at once: another checkout may run its tests meanwhile.
 */
function pruneTemplateDir(keep: string): void {
  const stale = Date.now() - 24 * 3600_000;
  for (const entry of readdirSync(TEMPLATE_DIR)) {
    const entryPath = path.join(TEMPLATE_DIR, entry);
    if (entryPath !== keep && statSync(entryPath).mtimeMs < stale) rmSync(entryPath, { recursive: true, force: true });
  }
}

async function pgliteMigrated(): Promise<string> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const file = path.join(TEMPLATE_DIR, `pglite-migrated-${migrationsFingerprint(`pglite ${pgliteVersion()}`)}.tar`);
  if (existsSync(file)) {
    // Marks it as in use, for the pruning.
    const now = new Date();
    utimesSync(file, now, now);
    pruneTemplateDir(file);
    return file;
  }
  const database = openDatabase({});
  try {
    await database.migrate();
    await dumpPglite(database, file);
  } finally {
    await database.close();
  }
  return file;
}

async function postgresMigrated(serverUrl: string): Promise<string> {
  const name = `ua_test_template_${migrationsFingerprint('postgres')}`;
  return withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      if (await databaseExists(admin, name)) return name;
      // Built under another name and renamed when complete: a run that dies half way leaves no
      // template that looks finished.
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const database = openDatabase({ url: serverDatabaseUrl(serverUrl, building), poolSize: 1 });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
  });
}

/** The migrated template alone, built if missing; what a test run needs at the least. */
export async function migratedTemplates(): Promise<DatabaseTemplates> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { kind: 'pglite', migrated: await pgliteMigrated() };
  return { kind: 'postgres', serverUrl, migrated: await postgresMigrated(serverUrl) };
}

/** Builds (or finds) the templates of a run, for the global setup; `dispose` removes the per-run one. */
export async function prepareTemplates(): Promise<{ templates: DatabaseTemplates; dispose(): Promise<void> }> {
  const base = await migratedTemplates();
  if (base.kind === 'pglite') {
    const runDir = mkdtempSync(path.join(TEMPLATE_DIR, 'run-'));
    const seeded = path.join(runDir, 'seeded.tar');
    const database = await openFromTemplate(base, 'demo');
    try {
      await dumpPglite(database, seeded);
    } finally {
      await database.close();
    }
    return { templates: { ...base, seeded }, dispose: async () => rmSync(runDir, { recursive: true, force: true }) };
  }

  const { serverUrl } = base;
  const seeded = `ua_test_seeded_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${seeded} template ${base.migrated}`));
  const database = openDatabase({ url: serverDatabaseUrl(serverUrl, seeded), poolSize: 1 });
  try {
    await seedDemo(database.db);
    await createSnapshot(database.db);
  } finally {
    await database.close();
  }
  return {
    templates: { ...base, seeded },
    dispose: () => withAdmin(serverUrl, async (admin) => void (await admin.query(`drop database if exists ${seeded} with (force)`))),
  };
}

/**
 * What a test file's database holds: `migrated`, the schema alone; `empty`, the schema with a
 * snapshot of it, for tests that build their few records with the fixtures and reset between
 * tests; `demo`, the demo with its snapshot.
 */
export type TestData = 'migrated' | 'empty' | 'demo';

/**
 * A database of its own for one test file, copied from a template: loaded from the tarball on
 * PGlite; on PostgreSQL a new database, dropped again by `close`.
 */
export async function openFromTemplate(templates: DatabaseTemplates, data: TestData): Promise<TestDatabase> {
  // Without the global setup there is no seeded template: the demo is laid on a migrated copy.
  const seeded = data === 'demo' ? templates.seeded : undefined;
  const database = await copyOf(templates, seeded ?? templates.migrated);
  if (data === 'migrated' || seeded !== undefined) return database;
  try {
    if (data === 'demo') await seedDemo(database.db);
    await createSnapshot(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function copyOf(templates: DatabaseTemplates, source: string): Promise<TestDatabase> {
  if (templates.kind === 'pglite') return openPgliteTarball(source);

  const { serverUrl } = templates;
  const name = `ua_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name} template ${source}`));
  const url = serverDatabaseUrl(serverUrl, name);
  const database = openDatabase({ url, poolSize: 10 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
