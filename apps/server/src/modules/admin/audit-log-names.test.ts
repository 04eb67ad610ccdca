import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, type AuditEntry } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { makeAccessLevel, makeStaff } from '../../../test/fixtures/staff.ts';
import { auditLog } from '../../db/schema/audit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

describe('GET /api/admin/audit-log/ names what its entries are about', () => {
  it('gives the current names of people and levels, and none where it cannot name cheaply or the record is gone', async () => {
    const db = ctx.database.db;
    const auditor = await makeStaff(db, { email: 'asha@ua.test', firstName: 'Asha', lastName: 'Rao', labels: ['audit.view'] });
    const unnamed = await makeStaff(db, { email: 'new.joiner@ua.test', firstName: '', lastName: '' });
    const sales = await makeAccessLevel(db, { name: 'Sales team' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes));
    await db.insert(auditLog).values([
      { createdAt: at(1), action: 'update', entityType: 'access_level', entityId: String(sales.id), actorId: auditor.id, actorEmail: 'asha@ua.test' },
      { createdAt: at(2), action: 'create', entityType: 'user', entityId: String(unnamed.id), actorId: null, actorEmail: null },
      { createdAt: at(3), action: 'delete', entityType: 'access_level', entityId: '99999', actorId: auditor.id, actorEmail: 'asha@ua.test', before: { name: 'Interns' } },
      { createdAt: at(4), action: 'update', entityType: 'supplier', entityId: '12', actorId: auditor.id, actorEmail: 'asha@ua.test' },
      { createdAt: at(5), action: 'sign_in_failed', entityType: 'user', entityId: null, actorId: null, actorEmail: 'stranger@example.com' },
    ]);

    const res = await ctx.as(auditor.id).get(ADMIN_PATHS.auditLog);
    expect(res.statusCode).toBe(200);
    const names = (res.json().results as AuditEntry[]).map((entry) => [entry.action, entry.entity_name, entry.actor_name]);
    expect(names).toEqual([
      ['sign_in_failed', null, null],
      ['update', null, 'Asha Rao'],
      ['delete', null, 'Asha Rao'],
      ['create', 'new.joiner@ua.test', null],
      ['update', 'Sales team', 'Asha Rao'],
    ]);
  });
});
