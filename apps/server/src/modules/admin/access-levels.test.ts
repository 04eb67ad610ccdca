import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_PATHS, PERMISSION_LABELS, permissionLabels, type AccessLevel, type PermissionLabelInfo } from '@ua/contracts';
import { createTestContext, demoIds, type Caller, type DemoIds, type TestContext } from '../../../test/harness.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { accessLevels, userAccessLevels } from '../../db/schema/staff.ts';

let ctx: TestContext;
let admin: Caller;
let ids: DemoIds;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = ctx.as('admin@ua.test');
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ids = await demoIds(ctx);
});

const levelAudit = (id: number) =>
  ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'access_level'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);

describe('GET /api/admin/labels/', () => {
  it('lists every known label once with its description and area', async () => {
    const res = await admin.get(ADMIN_PATHS.labels);
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
    const res = await admin.get(ADMIN_PATHS.accessLevels);
    expect(res.statusCode).toBe(200);
    const levels: AccessLevel[] = res.json();
    expect(levels.map((level) => [level.name, level.holder_count])).toEqual([
      ['Accounts', 1],
      ['Administrator', 1],
      ['Operations', 2],
    ]);
    expect(levels[1]?.labels).toEqual(permissionLabels);
    expect(levels[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('creates a level with each label once, in catalogue order, and audits it', async () => {
    const res = await admin.post(ADMIN_PATHS.accessLevels, { name: '  Finance ', labels: ['payments.record', 'payments.view', 'payments.record', 'wallet.view'] });
    expect(res.statusCode).toBe(201);
    const level: AccessLevel = res.json();
    expect(level).toMatchObject({ name: 'Finance', labels: ['payments.view', 'payments.record', 'wallet.view'], holder_count: 0 });
    expect((await admin.get(ADMIN_PATHS.accessLevel(level.id))).json()).toEqual(level);
    const [entry] = await levelAudit(level.id);
    expect(entry).toMatchObject({ action: 'create', actorId: ids.admin, before: null, after: { name: 'Finance', labels: ['payments.view', 'payments.record', 'wallet.view'] } });
  });

  it('refuses an unknown label with a 400 field error naming it', async () => {
    const res = await admin.post(ADMIN_PATHS.accessLevels, { name: 'Sales', labels: ['products.view', 'products.delete'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'labels.1': ['Unknown permission label "products.delete"'] });
    const patch = await admin.patch(ADMIN_PATHS.accessLevel(ids.operations), { labels: ['superuser'] });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().errors['labels.0'][0]).toContain('superuser');
  });

  it('refuses a name taken already, whatever its case, on create and on rename', async () => {
    const create = await admin.post(ADMIN_PATHS.accessLevels, { name: 'operations', labels: [] });
    expect(create.statusCode).toBe(409);
    expect(create.json().errors.name).toBeDefined();
    const rename = await admin.patch(ADMIN_PATHS.accessLevel(ids.operations), { name: 'ADMINISTRATOR' });
    expect(rename.statusCode).toBe(409);
    // Renaming a level to its own name in another case is no clash.
    expect((await admin.patch(ADMIN_PATHS.accessLevel(ids.operations), { name: 'OPERATIONS' })).statusCode).toBe(200);
    expect((await admin.post(ADMIN_PATHS.accessLevels, { name: '', labels: [] })).json().errors.name).toEqual(['Enter a name']);
  });

  it('lets only one of two names differing in case be created, however close together, and stores one', async () => {
    const names = ['Sales', 'sales', 'SALES', 'Sales'];
    const answers = await Promise.all(names.map((name) => admin.post(ADMIN_PATHS.accessLevels, { name, labels: ['itineraries.view'] })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) expect(res.json()).toMatchObject({ code: 'access_level.name_taken', errors: { name: [expect.any(String)] } });
    const stored = await ctx.database.db.select({ name: accessLevels.name }).from(accessLevels);
    expect(stored.filter((level) => level.name.toLowerCase() === 'sales')).toHaveLength(1);
  });

  it('the database itself refuses a second level whose name differs only in case', async () => {
    await expect(ctx.database.db.insert(accessLevels).values({ name: 'operations', labels: [] })).rejects.toThrow();
  });

  it('renames and relabels, auditing the changed fields only', async () => {
    const res = await admin.patch(ADMIN_PATHS.accessLevel(ids.operations), { labels: ['bookings.view', 'bookings.manage'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Operations', labels: ['bookings.view', 'bookings.manage'], holder_count: 1 });
    const [entry] = await levelAudit(ids.operations);
    expect(entry?.action).toBe('update');
    expect(Object.keys(entry?.before ?? {})).toEqual(['labels']);
    expect(entry?.after).toEqual({ labels: ['bookings.view', 'bookings.manage'] });

    // The holders' permissions follow at their next call.
    const ops = ctx.as('ops@ua.test');
    expect((await ops.get(ADMIN_PATHS.auditLog)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown level', async () => {
    expect((await admin.get(ADMIN_PATHS.accessLevel(9999))).statusCode).toBe(404);
    expect((await admin.patch(ADMIN_PATHS.accessLevel(9999), { name: 'X' })).statusCode).toBe(404);
    expect((await admin.delete(ADMIN_PATHS.accessLevel(9999))).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/access-levels/{id}/', () => {
  it('deletes a level nobody holds without confirmation', async () => {
    const made: AccessLevel = (await admin.post(ADMIN_PATHS.accessLevels, { name: 'Temp', labels: ['agents.view'] })).json();
    const res = await admin.delete(ADMIN_PATHS.accessLevel(made.id));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await admin.get(ADMIN_PATHS.accessLevel(made.id))).statusCode).toBe(404);
    const entries = await levelAudit(made.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect(entries[1]).toMatchObject({ before: { name: 'Temp', labels: ['agents.view'], holder_count: 0 }, after: null });
  });

  it('needs confirm=true for a level staff hold, says how many, and then takes it from them', async () => {
    await ctx.database.db.insert(userAccessLevels).values({ userId: ids.viewer, accessLevelId: ids.operations });
    const refused = await admin.delete(ADMIN_PATHS.accessLevel(ids.operations));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^2 staff members hold "Operations"; confirm/);
    expect((await admin.delete(`${ADMIN_PATHS.accessLevel(ids.operations)}?confirm=false`)).statusCode).toBe(409);

    const confirmed = await admin.delete(`${ADMIN_PATHS.accessLevel(ids.operations)}?confirm=true`);
    expect(confirmed.statusCode).toBe(204);
    const ops = (await admin.get(ADMIN_PATHS.staffItem(ids.ops))).json();
    expect(ops.access_levels).toEqual([]);
    const [entry] = (await levelAudit(ids.operations)).filter((row) => row.action === 'delete');
    expect(entry?.before).toMatchObject({ name: 'Operations', holder_count: 2 });
  });
});

describe('access levels and the last holder of staff.manage', () => {
  it('refuses to drop staff.manage from, or delete, the only level that gives it', async () => {
    const relabel = await admin.patch(ADMIN_PATHS.accessLevel(ids.administrator), { labels: ['audit.view'] });
    expect(relabel.statusCode).toBe(409);
    expect(relabel.json().detail).toMatch(/nobody able to manage staff/);
    const remove = await admin.delete(`${ADMIN_PATHS.accessLevel(ids.administrator)}?confirm=true`);
    expect(remove.statusCode).toBe(409);
    expect((await admin.get(ADMIN_PATHS.accessLevel(ids.administrator))).json().labels).toEqual(permissionLabels);
    expect(await levelAudit(ids.administrator)).toEqual([]);
  });

  it('allows it once another active member holds staff.manage through another level', async () => {
    const managers: AccessLevel = (await admin.post(ADMIN_PATHS.accessLevels, { name: 'Managers', labels: ['staff.manage'] })).json();
    await admin.patch(ADMIN_PATHS.staffItem(ids.ops), { access_level_ids: [ids.operations, managers.id] });
    expect((await admin.patch(ADMIN_PATHS.accessLevel(ids.administrator), { labels: ['audit.view'] })).statusCode).toBe(200);
    // Now ops alone manages staff; a deactivated holder would not count.
    expect((await admin.delete(`${ADMIN_PATHS.accessLevel(managers.id)}?confirm=true`)).statusCode).toBe(403);
    const ops = ctx.as('ops@ua.test');
    expect((await ops.delete(`${ADMIN_PATHS.accessLevel(managers.id)}?confirm=true`)).statusCode).toBe(409);
  });

  it('a level held only by inactive staff does not count as a way to manage staff', async () => {
    const managers: AccessLevel = (await admin.post(ADMIN_PATHS.accessLevels, { name: 'Managers', labels: ['staff.manage'] })).json();
    await admin.patch(ADMIN_PATHS.staffItem(ids.viewer), { access_level_ids: [managers.id] });
    await admin.patch(ADMIN_PATHS.staffItem(ids.viewer), { active: false });
    expect((await admin.patch(ADMIN_PATHS.accessLevel(ids.administrator), { labels: ['audit.view'] })).statusCode).toBe(409);
  });

  it('survives two admins each stripping the other’s level at the same moment', async () => {
    for (let round = 0; round < 4; round += 1) {
      if (round > 0) await ctx.reset();
      const [administrator] = await ctx.database.db.select({ id: accessLevels.id }).from(accessLevels).where(eq(accessLevels.name, 'Administrator'));
      const [managers] = await ctx.database.db.insert(accessLevels).values({ name: 'Managers', labels: ['staff.manage'] }).returning({ id: accessLevels.id });
      await ctx.database.db.insert(userAccessLevels).values({ userId: await ctx.userId('ops@ua.test'), accessLevelId: managers?.id ?? 0 });
      const [asAdmin, asOps] = [ctx.withToken(await ctx.tokenFor('admin@ua.test')), ctx.withToken(await ctx.tokenFor('ops@ua.test'))];

      const results = await Promise.all([
        asAdmin.patch(ADMIN_PATHS.accessLevel(managers?.id ?? 0), { labels: [] }),
        asOps.delete(`${ADMIN_PATHS.accessLevel(administrator?.id ?? 0)}?confirm=true`),
      ]);
      const statuses = results.map((res) => res.statusCode).sort();
      // The loser is refused by the guard, or by the label it no longer has.
      expect(statuses[0]).toBeLessThan(300);
      expect([403, 409]).toContain(statuses[1]);
      const winner = (results[0]?.statusCode ?? 500) < 300 ? asAdmin : asOps;
      const left = await winner.get(ADMIN_PATHS.accessLevels);
      const holders = (left.json() as AccessLevel[]).filter((level) => level.labels.includes('staff.manage'));
      expect(holders.reduce((sum, level) => sum + level.holder_count, 0)).toBe(1);
    }
  });
});
