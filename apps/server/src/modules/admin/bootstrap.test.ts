import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_PATHS, permissionLabels } from '@ua/contracts';
import { createTestContext, testConfig, type TestContext } from '../../../test/harness.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { accessLevels, userAccessLevels, users } from '../../db/schema/staff.ts';
import { truncateAll } from '../../seed/demo.ts';
import { prepareDatabase } from '../../seed/prepare.ts';
import { BootstrapRefusal, bootstrapStaff, describeBootstrap, ensureInitialAdmin } from './bootstrap.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const levelsOf = async (email: string) =>
  (
    await ctx.database.db
      .select({ name: accessLevels.name })
      .from(userAccessLevels)
      .innerJoin(accessLevels, eq(accessLevels.id, userAccessLevels.accessLevelId))
      .innerJoin(users, eq(users.id, userAccessLevels.userId))
      .where(eq(users.email, email))
  ).map((row) => row.name);

describe('bootstrapStaff on an empty database', () => {
  beforeEach(async () => truncateAll(ctx.database.db));

  it('creates the Administrator level with every label and the first admin, who can then administer', async () => {
    const outcome = await bootstrapStaff(ctx.database.db, { email: ' Asha@Company.com ', firstName: 'Asha', lastName: 'Rao', accessLevel: 'Administrator', via: 'cli' });
    expect(outcome).toMatchObject({ email: 'asha@company.com', createdUser: true, createdLevel: true, granted: true, reactivated: false, level: { name: 'Administrator' } });
    expect(describeBootstrap(outcome)).toBe(
      'Created the access level "Administrator" with every permission label. Created the staff account asha@company.com with the access level "Administrator"; they can now sign in with Google.',
    );
    const [level] = await ctx.database.db.select().from(accessLevels);
    expect(level?.labels).toEqual(permissionLabels);

    // A fresh token, not ctx.as: these tests empty the tables themselves, without a reset.
    const staff = await ctx.withToken(await ctx.tokenFor('asha@company.com')).get(ADMIN_PATHS.staff);
    expect(staff.json().results).toMatchObject([{ email: 'asha@company.com', first_name: 'Asha', last_name: 'Rao', access_levels: [{ name: 'Administrator' }] }]);

    const entries = await ctx.database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.entityType, entry.action, entry.actorId])).toEqual([
      ['access_level', 'create', null],
      ['user', 'create', null],
    ]);
    expect(entries[1]?.after).toMatchObject({ email: 'asha@company.com', via: 'cli' });
  });

  it('grants an existing account the level, reactivating it, and changes nothing the second time', async () => {
    await ctx.database.db.insert(users).values({ email: 'ravi@company.com', firstName: 'Ravi', active: false });
    const first = await bootstrapStaff(ctx.database.db, { email: 'ravi@company.com', firstName: 'Other', accessLevel: 'administrator', via: 'cli' });
    expect(first).toMatchObject({ createdUser: false, createdLevel: true, granted: true, reactivated: true });
    expect(describeBootstrap(first)).toMatch(/^Created the access level "Administrator".* Reactivated the existing account ravi@company.com\. ravi@company.com already had an account; granted it/);
    const [ravi] = await ctx.database.db.select().from(users).where(eq(users.email, 'ravi@company.com'));
    expect(ravi).toMatchObject({ active: true, firstName: 'Ravi' });

    const again = await bootstrapStaff(ctx.database.db, { email: 'RAVI@company.com', accessLevel: 'Administrator', via: 'cli' });
    expect(again).toMatchObject({ createdUser: false, createdLevel: false, granted: false, reactivated: false });
    expect(describeBootstrap(again)).toBe('ravi@company.com already has an account holding the access level "Administrator"; nothing to change.');
    expect(await levelsOf('ravi@company.com')).toEqual(['Administrator']);
    const actions = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'user'))).map((entry) => [entry.action, entry.before, entry.after]);
    expect(actions).toEqual([['reactivate', { active: false, access_levels: [] }, { active: true, access_levels: [{ id: expect.any(Number), name: 'Administrator' }], via: 'cli' }]]);
  });

  it('grants another existing level by name in any case, and refuses an unknown one listing those that exist', async () => {
    await ctx.database.db.insert(accessLevels).values([{ name: 'Operations', labels: ['bookings.view'] }, { name: 'Accounts', labels: [] }]);
    const outcome = await bootstrapStaff(ctx.database.db, { email: 'new@company.com', accessLevel: 'OPERATIONS', via: 'cli' });
    expect(outcome.level.name).toBe('Operations');
    await expect(bootstrapStaff(ctx.database.db, { email: 'x@company.com', accessLevel: 'Sales', via: 'cli' })).rejects.toThrow(
      new BootstrapRefusal('There is no access level named "Sales" (existing levels: "Accounts", "Operations").'),
    );
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'x@company.com'));
    expect(row).toBeUndefined();
  });

  it('refuses a bad email or name in one sentence', async () => {
    await expect(bootstrapStaff(ctx.database.db, { email: 'not-an-email', accessLevel: 'Administrator', via: 'cli' })).rejects.toThrow('The email "not-an-email" is not valid: Enter a valid email address.');
    await expect(bootstrapStaff(ctx.database.db, { email: 'a@company.com', firstName: ' ', accessLevel: 'Administrator', via: 'cli' })).rejects.toBeInstanceOf(BootstrapRefusal);
    expect(await ctx.database.db.select().from(users)).toEqual([]);
  });
});

describe('INITIAL_ADMIN_EMAIL', () => {
  beforeEach(async () => truncateAll(ctx.database.db));

  it('makes the account an Administrator at first start, and logs what it did', async () => {
    const logged: string[] = [];
    const log = { info: (_fields: unknown, message: string) => logged.push(message) } as unknown as FastifyBaseLogger;
    const config = testConfig({ INITIAL_ADMIN_EMAIL: 'Boss@Company.com', SEED_DEMO: 'false' });
    await prepareDatabase(ctx.database.db, config, log);
    expect(await levelsOf('boss@company.com')).toEqual(['Administrator']);
    expect(logged).toEqual([expect.stringMatching(/^INITIAL_ADMIN_EMAIL: Created the access level "Administrator".*Created the staff account boss@company.com/)]);

    // Later starts leave the account alone, even once an admin has taken its level away.
    await ctx.database.db.delete(userAccessLevels);
    await prepareDatabase(ctx.database.db, config, log);
    expect(await levelsOf('boss@company.com')).toEqual([]);
    expect(logged).toHaveLength(1);
  });

  it('uses an Administrator level that exists already', async () => {
    await ctx.database.db.insert(accessLevels).values({ name: 'Administrator', labels: ['staff.manage'] });
    const outcome = await ensureInitialAdmin(ctx.database.db, 'boss@company.com');
    expect(outcome).toMatchObject({ createdUser: true, createdLevel: false });
    expect(await ensureInitialAdmin(ctx.database.db, 'boss@company.com')).toBeNull();
  });

  it('adds the account beside the demo on a first development start', async () => {
    const log = { info: () => undefined } as unknown as FastifyBaseLogger;
    await prepareDatabase(ctx.database.db, testConfig({ INITIAL_ADMIN_EMAIL: 'boss@company.com', SEED_DEMO: 'true' }), log);
    expect(await levelsOf('boss@company.com')).toEqual(['Administrator']);
    expect(await levelsOf('ops@ua.test')).toEqual(['Operations']);
  });
});

describe('npm run admin (the CLI)', () => {
  const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
  const run = promisify(execFile);
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ua-admin-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs the CLI on its own PGlite in a temporary DATA_DIR, whatever database the suite uses. */
  async function admin(args: string[], dir = dataDir): Promise<{ code: number; stdout: string; stderr: string }> {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent' };
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], { cwd: serverDir, env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('prints its help', async () => {
    const result = await admin(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run admin -- <command>/);
    expect(result.stdout).toContain('--access-level <name>');
  });

  it.concurrent.each([
    [['create-staff', '--email', 'bad'], 'The email "bad" is not valid: Enter a valid email address.'],
    [['--email', 'bad'], 'Name a command (create-staff); run with --help for usage.'],
    [['create-staff'], 'create-staff needs --email <address>.'],
    [['create-staff', '--email', 'a@company.com', '--role', 'x'], "Unknown option '--role'; run with --help for usage."],
    [['remove-staff', '--email', 'a@company.com'], 'Unknown command "remove-staff"; the only command is create-staff.'],
  ])('refuses %j with exit code 2 and one sentence, before opening a database', async (args, message) => {
    const untouched = mkdtempSync(path.join(tmpdir(), 'ua-admin-cli-'));
    try {
      const result = await admin(args, untouched);
      expect(result.code).toBe(2);
      expect(result.stderr.trim()).toBe(message);
      expect(result.stdout).toBe('');
      expect(readdirSync(untouched)).toEqual([]);
    } finally {
      rmSync(untouched, { recursive: true, force: true });
    }
  });

  // Two cold starts of the CLI, the first laying a fresh embedded database with every migration: under a
  // busy suite that takes longer than a test's usual 30 seconds.
  it('creates the first administrator, then refuses an unknown level naming the levels that exist', { timeout: 120_000 }, async () => {
    const created = await admin(['create-staff', '--email', 'asha@company.com', '--first-name', 'Asha', '--last-name', 'Rao', '--access-level', 'Administrator']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout.trim()).toBe(
      'Created the access level "Administrator" with every permission label. Created the staff account asha@company.com with the access level "Administrator"; they can now sign in with Google.',
    );

    const unknown = await admin(['create-staff', '--email', 'ravi@company.com', '--access-level', 'Sales']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('There is no access level named "Sales" (existing levels: "Administrator").');
  });
});
