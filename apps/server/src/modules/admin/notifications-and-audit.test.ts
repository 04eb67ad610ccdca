import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ADMIN_PATHS, NOTIFICATION_LINK_CREDENTIALS_MESSAGE, NOTIFICATION_MESSAGE_MAX, type AuditEntry, type Notification } from '@ua/contracts';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { accessLevels, users } from '../../db/schema/staff.ts';

let ctx: TestContext;
let admin: Caller;
let ids: { admin: number; ops: number; viewer: number; operations: number };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = ctx.as('admin@ua.test');
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  const [operations] = await ctx.database.db.select({ id: accessLevels.id }).from(accessLevels).where(eq(accessLevels.name, 'Operations'));
  ids = { admin: await ctx.userId('admin@ua.test'), ops: await ctx.userId('ops@ua.test'), viewer: await ctx.userId('viewer@ua.test'), operations: operations?.id ?? 0 };
});

const send = (payload: object) => admin.post(ADMIN_PATHS.notifications, payload);

/** The system notifications each user got, by email. */
async function systemInboxes(): Promise<Record<string, string[]>> {
  const rows = await ctx.database.db
    .select({ email: users.email, message: notifications.message })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.notificationType, 'system'))
    .orderBy(users.email);
  const inboxes: Record<string, string[]> = {};
  for (const row of rows) (inboxes[row.email] ??= []).push(row.message);
  return inboxes;
}

const DEMO_SYSTEM_NOTICE = 'UA Internal will be read-only on Sunday 02:00\u201302:30 IST for maintenance.';

describe('POST /api/admin/notifications/', () => {
  it('reaches each chosen active person once, however many ways they were chosen', async () => {
    const res = await send({ recipients: { user_ids: [ids.ops, ids.viewer, ids.ops], access_level_ids: [ids.operations] }, notification_type: 'system', message: 'Team lunch at 1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 2 });
    expect(await systemInboxes()).toEqual({ 'admin@ua.test': [DEMO_SYSTEM_NOTICE], 'ops@ua.test': ['Team lunch at 1'], 'viewer@ua.test': ['Team lunch at 1'] });
  });

  it('lands in the recipient’s bell as an unread notification of its type, with its lines and link', async () => {
    await send({ recipients: { user_ids: [ids.ops] }, notification_type: 'system', message: '  Office closed on Friday.\r\nBookings desk stays open.  ', link: '/bookings/UA-24135' });
    const ops = ctx.as('ops@ua.test');
    const bell: Notification[] = (await ops.get('/user/user-notification/?read_status=unread')).json();
    expect(bell[0]).toMatchObject({ notification_type: 'system', message: 'Office closed on Friday.\nBookings desk stays open.', link: '/bookings/UA-24135', read_status: 'unread' });
    expect((await ops.get('/user/notifications/unread-count/')).json().by_type.system).toBe(1);
  });

  it('skips inactive accounts, whether named, in a level or under everyone', async () => {
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, ids.viewer));
    const everyone = await send({ recipients: { all: true }, notification_type: 'system', message: 'Hello all' });
    expect(everyone.json()).toEqual({ created: 3 });
    const named = await send({ recipients: { user_ids: [ids.viewer, ids.ops] }, notification_type: 'booking', message: 'Check UA-1' });
    expect(named.json()).toEqual({ created: 1 });
    expect((await systemInboxes())['viewer@ua.test']).toBeUndefined();
  });

  it('refuses a send that reaches nobody active, or names people or levels that do not exist', async () => {
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, ids.viewer));
    const nobody = await send({ recipients: { user_ids: [ids.viewer] }, notification_type: 'system', message: 'Hi' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors.recipients).toBeDefined();

    const unknown = await send({ recipients: { user_ids: [9999], access_level_ids: [8888] }, notification_type: 'system', message: 'Hi' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'recipients.user_ids': ['No staff member with id 9999'], 'recipients.access_level_ids': ['No access level with id 8888'] });
    expect(await ctx.database.db.select().from(auditLog)).toEqual([]);
  });

  it.each([
    ['no recipient at all', { recipients: {} }, 'recipients'],
    ['empty recipient lists', { recipients: { user_ids: [], access_level_ids: [], all: false } }, 'recipients'],
    ['a type outside the list', { notification_type: 'marketing' }, 'notification_type'],
    ['a blank message', { message: ' \n\t ' }, 'message'],
    ['a message over the limit', { message: 'x'.repeat(NOTIFICATION_MESSAGE_MAX + 1) }, 'message'],
    ['a NUL in the message', { message: 'a\u0000b' }, 'message'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link'],
    ['a protocol-relative link', { link: '//evil.com/phish' }, 'link'],
    ['a backslash link', { link: '/\\evil.com' }, 'link'],
    ['a link hiding a tab', { link: '/\t/evil.com' }, 'link'],
    ['a data: link', { link: 'data:text/html,<script>alert(1)</script>' }, 'link'],
    ['an ftp link', { link: 'ftp://files.example.com/a' }, 'link'],
    ['a relative path', { link: 'bookings/1' }, 'link'],
    ['a link with a user name that looks like our host', { link: 'https://ua-internal.example@evil.com/login' }, 'link'],
    ['a link with a user name and password', { link: 'http://admin:secret@intranet:8080/handbook' }, 'link'],
    ['a link with an empty user name', { link: 'https://@evil.com/' }, 'link'],
    ['a link with an empty password', { link: 'https://bank.example:@evil.com/' }, 'link'],
  ])('refuses %s with a field error', async (_name, change, field) => {
    const res = await send({ recipients: { all: true }, notification_type: 'system', message: 'Hi', ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await systemInboxes()).toEqual({ 'admin@ua.test': [DEMO_SYSTEM_NOTICE] });
  });

  it('says why a link with a user name is refused: it hides where the link goes', async () => {
    const res = await send({ recipients: { all: true }, notification_type: 'system', message: 'Sign in again', link: 'https://ua-internal.example@evil.com/login' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', errors: { link: [NOTIFICATION_LINK_CREDENTIALS_MESSAGE] } });
  });

  it.each([
    ['https://status.example.com/incidents/42', 'https://status.example.com/incidents/42'],
    ['http://intranet:8080/handbook', 'http://intranet:8080/handbook'],
    ['/payments/UA-24090?tab=due#top', '/payments/UA-24090?tab=due#top'],
    ['', null],
    [null, null],
  ])('accepts the link %j', async (link, stored) => {
    expect((await send({ recipients: { user_ids: [ids.ops] }, notification_type: 'system', message: 'See', link })).statusCode).toBe(201);
    const [row] = await ctx.database.db.select({ link: notifications.link }).from(notifications).where(eq(notifications.message, 'See'));
    expect(row?.link).toBe(stored);
  });

  it('reaches thousands of staff in one go', async () => {
    await ctx.database.db.execute(sql`insert into ${users} (email, first_name) select 'bulk' || n || '@ua.test', 'Bulk' from generate_series(1, 3000) as n`);
    const res = await send({ recipients: { all: true }, notification_type: 'system', message: 'All hands' });
    expect(res.json()).toEqual({ created: 3004 });
  });

  it('records the send in the audit log', async () => {
    await send({ recipients: { access_level_ids: [ids.operations] }, notification_type: 'payment', message: 'Month end', link: 'https://pay.example.com' });
    const [entry] = await ctx.database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: 'send',
      entityType: 'notification_broadcast',
      entityId: null,
      actorId: ids.admin,
      before: null,
      after: { recipients: { user_ids: [], access_level_ids: [ids.operations], all: false }, notification_type: 'payment', message: 'Month end', link: 'https://pay.example.com', created: 1 },
    });
  });
});

describe('GET /api/admin/audit-log/', () => {
  /** A few writes by two actors, then the entries' times spread a day apart, oldest first. */
  async function writeHistory(): Promise<void> {
    const patch = (id: number, payload: object, caller = admin) => caller.patch(ADMIN_PATHS.staffItem(id), payload);
    await patch(ids.viewer, { first_name: 'Meera R' });
    await patch(ids.viewer, { access_level_ids: [ids.operations] });
    await send({ recipients: { all: true }, notification_type: 'system', message: 'Hi' });
    await patch(ids.ops, { access_level_ids: [ids.operations, (await ctx.database.db.select({ id: accessLevels.id }).from(accessLevels).where(eq(accessLevels.name, 'Administrator')))[0]?.id ?? 0] });
    await patch(ids.viewer, { active: false }, ctx.as('ops@ua.test'));
    // A day apart, the first entry on 2 Nov, whatever ids the sequence had handed out before.
    await ctx.database.db.execute(sql`update ${auditLog} set created_at = timestamptz '2026-11-01T00:00:00Z' + ((id - (select min(id) from ${auditLog}) + 1) * interval '1 day')`);
  }

  it('answers newest first in DRF pages, mapped', async () => {
    await writeHistory();
    const res = await admin.get(`${ADMIN_PATHS.auditLog}?page_size=2`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBe(5);
    expect(page.next).toBe('/api/admin/audit-log/?page_size=2&page=2');
    expect(page.results.map((entry: AuditEntry) => entry.action)).toEqual(['deactivate', 'update']);
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      created_at: '2026-11-06T00:00:00.000Z',
      actor_id: ids.ops,
      actor_email: 'ops@ua.test',
      actor_name: 'Ravi Kumar',
      action: 'deactivate',
      entity_type: 'user',
      entity_id: String(ids.viewer),
      entity_name: 'Meera R Iyer',
      before: { active: true },
      after: { active: false },
      ip: expect.any(String),
      request_id: expect.any(String),
    });
    const last = (await admin.get(`${ADMIN_PATHS.auditLog}?page_size=2&page=3`)).json();
    expect(last.results.map((entry: AuditEntry) => entry.after)).toEqual([{ first_name: 'Meera R' }]);
  });

  it('filters by actor, entity, action and time, together', async () => {
    await writeHistory();
    const actions = async (query: string) => (await admin.get(`${ADMIN_PATHS.auditLog}?${query}`)).json().results.map((entry: AuditEntry) => entry.action);
    expect(await actions(`actor=${ids.ops}`)).toEqual(['deactivate']);
    expect(await actions(`entity_type=user&entity_id=${ids.viewer}`)).toEqual(['deactivate', 'update', 'update']);
    expect(await actions('entity_type=notification_broadcast')).toEqual(['send']);
    expect(await actions(`action=update&entity_type=user&entity_id=${ids.ops}`)).toEqual(['update']);
    expect(await actions('from=2026-11-03T00:00:00Z&to=2026-11-04T00:00:00Z')).toEqual(['send', 'update']);
    expect(await actions(`from=${encodeURIComponent('2026-11-05T05:30:00+05:30')}&actor=${ids.admin}`)).toEqual(['update']);
    expect(await actions('action=delete')).toEqual([]);
  });

  it('refuses malformed filters with field errors', async () => {
    const errorsOf = async (query: string) => {
      const res = await admin.get(`${ADMIN_PATHS.auditLog}?${query}`);
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json().errors);
    };
    expect(await errorsOf('from=yesterday')).toEqual(['from']);
    expect(await errorsOf('from=2026-11-05T00:00:00Z&to=2026-11-01T00:00:00Z')).toEqual(['to']);
    expect(await errorsOf('entity_id=3')).toEqual(['entity_id']);
    expect(await errorsOf('actor=me')).toEqual(['actor']);
    expect(await errorsOf('entity_type=booking_thing')).toEqual(['entity_type']);
    expect(await errorsOf('action=sign-in')).toEqual(['action']);
    expect(await errorsOf('page_size=1000')).toEqual(['page_size']);
  });

  it('never holds password hashes or tokens', async () => {
    await writeHistory();
    const body = (await admin.get(`${ADMIN_PATHS.auditLog}?page_size=100`)).body;
    expect(body).not.toMatch(/password|token_version|tokenVersion|hash|scrypt/i);
  });
});
