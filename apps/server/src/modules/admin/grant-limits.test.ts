import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_PATHS, permissionLabels, type AccessLevel } from '@ua/contracts';
import { createTestContext, demoIds, rowCounts, type Caller, type DemoIds, type TestContext } from '../../../test/harness.ts';
import { makeAccessLevel, makeStaff } from '../../../test/fixtures/staff.ts';
import { accessLevels, userAccessLevels } from '../../db/schema/staff.ts';

/**
 * "Nobody grants a label they do not hold themselves" (DOMAIN.md), and nobody changes their own levels:
 * a holder of staff.manage alone must not reach the Administrator's labels through any admin route.
 */

let ctx: TestContext;
let admin: Caller;
let hr: Caller;
let ids: DemoIds;
/** A member of HR, whose one level ("HR") holds staff.manage and nothing else. */
let hrUser: { id: number; levelId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = ctx.as('admin@ua.test');
  hr = ctx.as('hr@ua.test');
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ids = await demoIds(ctx);
  const made = await makeStaff(ctx.database.db, { email: 'hr@ua.test', firstName: 'Hema', levelName: 'HR', labels: ['staff.manage'] });
  hrUser = { id: made.id, levelId: made.accessLevelId ?? 0 };
});

const levelIdsOf = async (userId: number) =>
  (await ctx.database.db.select({ id: userAccessLevels.accessLevelId }).from(userAccessLevels).where(eq(userAccessLevels.userId, userId))).map((row) => row.id).sort((a, b) => a - b);
const labelsOf = async (levelId: number) => (await ctx.database.db.select({ labels: accessLevels.labels }).from(accessLevels).where(eq(accessLevels.id, levelId)))[0]?.labels;
/** Every label of the Administrator level but staff.manage: what HR lacks. */
const notHeldByHr = permissionLabels.filter((label) => label !== 'staff.manage');

describe('changing one’s own access levels', () => {
  it('refuses a staff.manage holder who adds the Administrator level to their own account, writing nothing', async () => {
    const before = await rowCounts(ctx.database);
    const res = await hr.patch(ADMIN_PATHS.staffItem(hrUser.id), { access_level_ids: [hrUser.levelId, ids.administrator] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'staff.own_levels', detail: expect.stringMatching(/own access levels/), errors: { access_level_ids: [expect.any(String)] } });
    expect(await levelIdsOf(hrUser.id)).toEqual([hrUser.levelId]);
    expect(await rowCounts(ctx.database)).toEqual(before);
    // Still only staff.manage: the audit log stays closed to them.
    expect((await hr.get(ADMIN_PATHS.auditLog)).statusCode).toBe(403);
  });

  it('refuses any change of one’s own levels, even an Administrator’s and even to labels they hold, but not a resend of the same set', async () => {
    const managers = await makeAccessLevel(ctx.database.db, { name: 'Managers', labels: ['staff.manage'] });
    const add = await hr.patch(ADMIN_PATHS.staffItem(hrUser.id), { access_level_ids: [hrUser.levelId, managers.id] });
    expect(add.statusCode).toBe(403);
    expect(add.json().code).toBe('staff.own_levels');
    const drop = await admin.patch(ADMIN_PATHS.staffItem(ids.admin), { access_level_ids: [ids.administrator, ids.operations] });
    expect(drop.statusCode).toBe(403);
    expect(drop.json().code).toBe('staff.own_levels');
    expect(await levelIdsOf(ids.admin)).toEqual([ids.administrator]);

    // The same set in another order, duplicated, beside a change of name: no change of levels.
    const same = await hr.patch(ADMIN_PATHS.staffItem(hrUser.id), { first_name: 'Hema R', access_level_ids: [hrUser.levelId, hrUser.levelId] });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ first_name: 'Hema R', access_levels: [{ id: hrUser.levelId, name: 'HR' }] });
  });
});

describe('granting levels to others', () => {
  it('refuses a level carrying labels the granter does not hold, naming them, on update and on create', async () => {
    const before = await rowCounts(ctx.database);
    const update = await hr.patch(ADMIN_PATHS.staffItem(ids.viewer), { first_name: 'Changed', access_level_ids: [ids.administrator] });
    expect(update.statusCode).toBe(403);
    const body = update.json();
    expect(body).toMatchObject({ code: 'access_level.labels_not_held', errors: { access_level_ids: [expect.any(String)] } });
    expect(body.detail).toContain('Administrator');
    for (const label of notHeldByHr) expect(body.detail).toContain(label);
    expect(body.detail).not.toMatch(/staff\.manage/);

    const create = await hr.post(ADMIN_PATHS.staff, { email: 'accomplice@ua.test', first_name: 'Acc', access_level_ids: [ids.operations] });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ code: 'access_level.labels_not_held', detail: expect.stringContaining('bookings.manage') });

    expect(await levelIdsOf(ids.viewer)).toEqual([]);
    expect((await admin.get(ADMIN_PATHS.staffItem(ids.viewer))).json().first_name).toBe('Meera');
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('lets a granter give levels within their labels, and take away levels beyond them', async () => {
    const managers = await makeAccessLevel(ctx.database.db, { name: 'Managers', labels: ['staff.manage'] });
    const created = await hr.post(ADMIN_PATHS.staff, { email: 'deputy@ua.test', first_name: 'Dev', access_level_ids: [managers.id] });
    expect(created.statusCode).toBe(201);

    // Ops keeps Operations (not HR's to grant, but not granted here) and gains Managers.
    const widened = await hr.patch(ADMIN_PATHS.staffItem(ids.ops), { access_level_ids: [ids.operations, managers.id] });
    expect(widened.statusCode).toBe(200);
    const narrowed = await hr.patch(ADMIN_PATHS.staffItem(ids.ops), { access_level_ids: [managers.id] });
    expect(narrowed.statusCode).toBe(200);
    expect(await levelIdsOf(ids.ops)).toEqual([managers.id]);

    // An Administrator holds every label and may grant any level to someone else.
    expect((await admin.patch(ADMIN_PATHS.staffItem(ids.viewer), { access_level_ids: [ids.administrator] })).statusCode).toBe(200);
  });
});

describe('widening access levels', () => {
  it('refuses to create a level with labels the creator does not hold, naming them, and creates nothing', async () => {
    const before = await rowCounts(ctx.database);
    const res = await hr.post(ADMIN_PATHS.accessLevels, { name: 'Root', labels: ['staff.manage', 'payments.view', 'wallet.adjust'] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'access_level.labels_not_held', errors: { labels: [expect.stringContaining('payments.view, wallet.adjust')] } });
    expect(res.json().detail).toContain('payments.view, wallet.adjust');
    expect(await rowCounts(ctx.database)).toEqual(before);

    expect((await hr.post(ADMIN_PATHS.accessLevels, { name: 'Deputies', labels: ['staff.manage'] })).statusCode).toBe(201);
    const all: AccessLevel = (await admin.post(ADMIN_PATHS.accessLevels, { name: 'Everything', labels: [...permissionLabels] })).json();
    expect(all.labels).toEqual(permissionLabels);
  });

  it('refuses to add labels the editor does not hold to a level, their own or another, and changes nothing', async () => {
    const before = await rowCounts(ctx.database);
    const own = await hr.patch(ADMIN_PATHS.accessLevel(hrUser.levelId), { labels: ['staff.manage', 'audit.view'] });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'access_level.labels_not_held', detail: expect.stringContaining('audit.view') });
    const operationsLabels = await labelsOf(ids.operations);
    const other = await hr.patch(ADMIN_PATHS.accessLevel(ids.operations), { name: 'Ops', labels: [...(operationsLabels ?? []), 'wallet.adjust'] });
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toContain('wallet.adjust');
    // Only the added label is named: the ones already there are not HR's doing.
    expect(other.json().detail).not.toContain('bookings.manage');

    expect(await labelsOf(hrUser.levelId)).toEqual(['staff.manage']);
    expect(await labelsOf(ids.operations)).toEqual(operationsLabels);
    expect((await admin.get(ADMIN_PATHS.accessLevel(ids.operations))).json().name).toBe('Operations');
    expect(await rowCounts(ctx.database)).toEqual(before);
    expect((await hr.get(ADMIN_PATHS.auditLog)).statusCode).toBe(403);
  });

  it('lets anyone rename, narrow, add labels they hold, and delete, none of which widens past them', async () => {
    const operationsLabels = (await labelsOf(ids.operations)) ?? [];
    const renamed = await hr.patch(ADMIN_PATHS.accessLevel(ids.administrator), { name: 'Admins' });
    expect(renamed.statusCode).toBe(200);
    const narrowed = await hr.patch(ADMIN_PATHS.accessLevel(ids.operations), { labels: operationsLabels.filter((label) => label !== 'bookings.manage') });
    expect(narrowed.statusCode).toBe(200);
    const withHeld = await hr.patch(ADMIN_PATHS.accessLevel(ids.operations), { labels: [...operationsLabels.filter((label) => label !== 'bookings.manage'), 'staff.manage'] });
    expect(withHeld.statusCode).toBe(200);
    expect(withHeld.json().labels).toContain('staff.manage');
    expect((await hr.delete(`${ADMIN_PATHS.accessLevel(ids.operations)}?confirm=true`)).statusCode).toBe(204);
  });
});
