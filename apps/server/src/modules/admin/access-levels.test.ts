import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_PATHS, PERMISSION_LABELS, permissionLabels, type AccessLevel, type PermissionLabelInfo } from '@ua/contracts';
import { bearer, createTestContext, demoIds, type DemoIds, type TestContext } from '../../../test/harness.ts';
import { accessLevels, auditLog, userAccessLevels } from '../../db/schema/index.ts';

let ctx: TestContext;
let admin: string;
let ids: DemoIds;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  admin = await ctx.tokenFor('admin@ua.test');
  ids = await demoIds(ctx);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const levelAudit = (id: number) =>
  ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'access_level'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);

describe('GET /api/admin/labels/', () => {
  it('lists every known label once with its description and area', async () => {
    const res = await call('GET', ADMIN_PATHS.labels, admin);
    expect(res.statusCode).toBe(200);
    const catalogue: PermissionLabelInfo[] = res.json();
    expect(catalogue.map((entry) => entry.label)).toEqual(permissionLabels);
    expect(catalogue.find((entry) => entry.label === 'wallet.adjust')).toEqual({ label: 'wallet.adjust', description: PERMISSION_LABELS['wallet.adjust'], area: 'wallet' });
    expect(new Set(catalogue.map((entry) => entry.area))).toEqual(new Set(['staff', 'notifications', 'audit', 'locations', 'suppliers', 'products', 'itineraries', 'bookings', 'payments', 'agents', 'wallet', 'messaging', 'system']));
  });
});

describe('access levels', () => {
  it('lists levels by name with how many staff hold each', async () => {
    await ctx.database.db.insert(userAccessLevels).values({ userId: ids.viewer, accessLevelId: ids.operations });
    const res = await call('GET', ADMIN_PATHS.accessLevels, admin);
    expect(res.statusCode).toBe(200);
    const levels: AccessLevel[] = res.json();
    expect(levels.map((level) => [level.name, level.holder_count])).toEqual([
      ['Administrator', 1],
      ['Operations', 2],
    ]);
    expect(levels[0]?.labels).toEqual(permissionLabels);
    expect(levels[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('creates a level with each label once, in catalogue order, and audits it', async () => {
    const res = await call('POST', ADMIN_PATHS.accessLevels, admin, { name: '  Accounts ', labels: ['payments.record', 'payments.view', 'payments.record', 'wallet.view'] });
    expect(res.statusCode).toBe(201);
    const level: AccessLevel = res.json();
    expect(level).toMatchObject({ name: 'Accounts', labels: ['payments.view', 'payments.record', 'wallet.view'], holder_count: 0 });
    expect((await call('GET', ADMIN_PATHS.accessLevel(level.id), admin)).json()).toEqual(level);
    const [entry] = await levelAudit(level.id);
    expect(entry).toMatchObject({ action: 'create', actorId: ids.admin, before: null, after: { name: 'Accounts', labels: ['payments.view', 'payments.record', 'wallet.view'] } });
  });

  it('refuses an unknown label with a 400 field error naming it', async () => {
    const res = await call('POST', ADMIN_PATHS.accessLevels, admin, { name: 'Sales', labels: ['products.view', 'products.delete'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'labels.1': ['Unknown permission label "products.delete"'] });
    const patch = await call('PATCH', ADMIN_PATHS.accessLevel(ids.operations), admin, { labels: ['superuser'] });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().errors['labels.0'][0]).toContain('superuser');
  });

  it('refuses a name taken already, whatever its case, on create and on rename', async () => {
    const create = await call('POST', ADMIN_PATHS.accessLevels, admin, { name: 'operations', labels: [] });
    expect(create.statusCode).toBe(409);
    expect(create.json().errors.name).toBeDefined();
    const rename = await call('PATCH', ADMIN_PATHS.accessLevel(ids.operations), admin, { name: 'ADMINISTRATOR' });
    expect(rename.statusCode).toBe(409);
    // Renaming a level to its own name in another case is no clash.
    expect((await call('PATCH', ADMIN_PATHS.accessLevel(ids.operations), admin, { name: 'OPERATIONS' })).statusCode).toBe(200);
    expect((await call('POST', ADMIN_PATHS.accessLevels, admin, { name: '', labels: [] })).json().errors.name).toEqual(['Enter a name']);
  });

  it('renames and relabels, auditing the changed fields only', async () => {
    const res = await call('PATCH', ADMIN_PATHS.accessLevel(ids.operations), admin, { labels: ['bookings.view', 'bookings.manage'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Operations', labels: ['bookings.view', 'bookings.manage'], holder_count: 1 });
    const [entry] = await levelAudit(ids.operations);
    expect(entry?.action).toBe('update');
    expect(Object.keys(entry?.before ?? {})).toEqual(['labels']);
    expect(entry?.after).toEqual({ labels: ['bookings.view', 'bookings.manage'] });

    // The holders' permissions follow at their next call.
    const ops = await ctx.tokenFor('ops@ua.test');
    expect((await call('GET', ADMIN_PATHS.auditLog, ops)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown level', async () => {
    expect((await call('GET', ADMIN_PATHS.accessLevel(9999), admin)).statusCode).toBe(404);
    expect((await call('PATCH', ADMIN_PATHS.accessLevel(9999), admin, { name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', ADMIN_PATHS.accessLevel(9999), admin)).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/access-levels/{id}/', () => {
  it('deletes a level nobody holds without confirmation', async () => {
    const made: AccessLevel = (await call('POST', ADMIN_PATHS.accessLevels, admin, { name: 'Temp', labels: ['agents.view'] })).json();
    const res = await call('DELETE', ADMIN_PATHS.accessLevel(made.id), admin);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', ADMIN_PATHS.accessLevel(made.id), admin)).statusCode).toBe(404);
    const entries = await levelAudit(made.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect(entries[1]).toMatchObject({ before: { name: 'Temp', labels: ['agents.view'], holder_count: 0 }, after: null });
  });

  it('needs confirm=true for a level staff hold, says how many, and then takes it from them', async () => {
    await ctx.database.db.insert(userAccessLevels).values({ userId: ids.viewer, accessLevelId: ids.operations });
    const refused = await call('DELETE', ADMIN_PATHS.accessLevel(ids.operations), admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^2 staff members hold "Operations"; confirm/);
    expect((await call('DELETE', `${ADMIN_PATHS.accessLevel(ids.operations)}?confirm=false`, admin)).statusCode).toBe(409);

    const confirmed = await call('DELETE', `${ADMIN_PATHS.accessLevel(ids.operations)}?confirm=true`, admin);
    expect(confirmed.statusCode).toBe(204);
    const ops = (await call('GET', ADMIN_PATHS.staffItem(ids.ops), admin)).json();
    expect(ops.access_levels).toEqual([]);
    const [entry] = (await levelAudit(ids.operations)).filter((row) => row.action === 'delete');
    expect(entry?.before).toMatchObject({ name: 'Operations', holder_count: 2 });
  });
});

describe('access levels and the last holder of staff.manage', () => {
  it('refuses to drop staff.manage from, or delete, the only level that gives it', async () => {
    const relabel = await call('PATCH', ADMIN_PATHS.accessLevel(ids.administrator), admin, { labels: ['audit.view'] });
    expect(relabel.statusCode).toBe(409);
    expect(relabel.json().detail).toMatch(/nobody able to manage staff/);
    const remove = await call('DELETE', `${ADMIN_PATHS.accessLevel(ids.administrator)}?confirm=true`, admin);
    expect(remove.statusCode).toBe(409);
    expect((await call('GET', ADMIN_PATHS.accessLevel(ids.administrator), admin)).json().labels).toEqual(permissionLabels);
    expect(await levelAudit(ids.administrator)).toEqual([]);
  });

  it('allows it once another active member holds staff.manage through another level', async () => {
    const managers: AccessLevel = (await call('POST', ADMIN_PATHS.accessLevels, admin, { name: 'Managers', labels: ['staff.manage'] })).json();
    await call('PATCH', ADMIN_PATHS.staffItem(ids.ops), admin, { access_level_ids: [ids.operations, managers.id] });
    expect((await call('PATCH', ADMIN_PATHS.accessLevel(ids.administrator), admin, { labels: ['audit.view'] })).statusCode).toBe(200);
    // Now ops alone manages staff; a deactivated holder would not count.
    expect((await call('DELETE', `${ADMIN_PATHS.accessLevel(managers.id)}?confirm=true`, admin)).statusCode).toBe(403);
    const opsToken = await ctx.tokenFor('ops@ua.test');
    expect((await call('DELETE', `${ADMIN_PATHS.accessLevel(managers.id)}?confirm=true`, opsToken)).statusCode).toBe(409);
  });

  it('a level held only by inactive staff does not count as a way to manage staff', async () => {
    const managers: AccessLevel = (await call('POST', ADMIN_PATHS.accessLevels, admin, { name: 'Managers', labels: ['staff.manage'] })).json();
    await call('PATCH', ADMIN_PATHS.staffItem(ids.viewer), admin, { access_level_ids: [managers.id] });
    await call('PATCH', ADMIN_PATHS.staffItem(ids.viewer), admin, { active: false });
    expect((await call('PATCH', ADMIN_PATHS.accessLevel(ids.administrator), admin, { labels: ['audit.view'] })).statusCode).toBe(409);
  });

  it('survives two admins each stripping the other’s level at the same moment', async () => {
    for (let round = 0; round < 4; round += 1) {
      if (round > 0) await ctx.reset();
      const [administrator] = await ctx.database.db.select({ id: accessLevels.id }).from(accessLevels).where(eq(accessLevels.name, 'Administrator'));
      const [managers] = await ctx.database.db.insert(accessLevels).values({ name: 'Managers', labels: ['staff.manage'] }).returning({ id: accessLevels.id });
      await ctx.database.db.insert(userAccessLevels).values({ userId: await ctx.userId('ops@ua.test'), accessLevelId: managers?.id ?? 0 });
      const [adminToken, opsToken] = [await ctx.tokenFor('admin@ua.test'), await ctx.tokenFor('ops@ua.test')];

      const results = await Promise.all([
        call('PATCH', ADMIN_PATHS.accessLevel(managers?.id ?? 0), adminToken, { labels: [] }),
        call('DELETE', `${ADMIN_PATHS.accessLevel(administrator?.id ?? 0)}?confirm=true`, opsToken),
      ]);
      const statuses = results.map((res) => res.statusCode).sort();
      // The loser is refused by the guard, or by the label it no longer has.
      expect(statuses[0]).toBeLessThan(300);
      expect([403, 409]).toContain(statuses[1]);
      const winner = (results[0]?.statusCode ?? 500) < 300 ? adminToken : opsToken;
      const left = await call('GET', ADMIN_PATHS.accessLevels, winner);
      const holders = (left.json() as AccessLevel[]).filter((level) => level.labels.includes('staff.manage'));
      expect(holders.reduce((sum, level) => sum + level.holder_count, 0)).toBe(1);
    }
  });
});
