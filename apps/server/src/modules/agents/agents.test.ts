import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { AgentCreateRequest, AgentDetail } from '@ua/contracts';
import { createTestContext, rowCounts, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { agents } from '../../db/schema/agents.ts';

let ctx: TestContext;
/** agents.view and agents.manage. */
let manager: Caller;
/** agents.view only. */
let reader: Caller;
/** Signed in, holding no label about agents. */
let outsider: Caller;
let accountManagerId: number;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  const db = ctx.database.db;
  const managing = await makeStaff(db, { firstName: 'Meera', lastName: 'Shah', labels: ['agents.view', 'agents.manage'] });
  const reading = await makeStaff(db, { firstName: 'Ravi', lastName: 'Iyer', labels: ['agents.view'] });
  const other = await makeStaff(db, { firstName: 'Omar', lastName: 'Khan', labels: ['suppliers.view'] });
  accountManagerId = (await makeStaff(db, { firstName: 'Asha', lastName: 'Rao' })).id;
  manager = ctx.as(managing.id);
  reader = ctx.as(reading.id);
  outsider = ctx.as(other.id);
});

const newAgent = (overrides: Partial<AgentCreateRequest> = {}): AgentCreateRequest => ({
  agency_name: 'Sunrise Holidays',
  city: 'Pune',
  contacts: [{ name: 'Kavita Joshi', phone: '+91 98220 12345', email: 'Kavita@Sunrise.example', whatsapp: '+919822012345' }],
  gstin: '27aapfu0939f1zv',
  pan: 'AAPFU0939F',
  commission_bp: 800,
  commission_overrides: [
    { category: 'transport', commission_bp: 300 },
    { category: 'accommodation', commission_bp: 1000 },
  ],
  credit_limit_paise: 50_000_000,
  notes: 'Corporate groups, mostly Goa.',
  account_manager_id: accountManagerId,
  ...overrides,
});

async function create(body: AgentCreateRequest): Promise<AgentDetail> {
  const res = await manager.post('/api/agents/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AgentDetail;
}

/** The audit entries of one agent, newest first. */
const auditOf = (id: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'agent'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));

const names = (page: { results: { agency_name: string }[] }) => page.results.map((agent) => agent.agency_name);

describe('creating an agent', () => {
  it('stores the agency with normalised contacts, GSTIN and PAN, overrides in category order, and audits it', async () => {
    const agent = await create(newAgent());
    expect(agent).toMatchObject({
      agency_name: 'Sunrise Holidays',
      city: 'Pune',
      status: 'active',
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      commission_bp: 800,
      commission_overrides: [
        { category: 'accommodation', commission_bp: 1000 },
        { category: 'transport', commission_bp: 300 },
      ],
      credit_limit_paise: 50_000_000,
      contacts: [{ name: 'Kavita Joshi', phone: '+919822012345', email: 'kavita@sunrise.example', whatsapp: '+919822012345' }],
      primary_contact: { name: 'Kavita Joshi' },
      account_manager: { id: accountManagerId, name: 'Asha Rao' },
      status_reason: '',
      status_changed_at: null,
    });
    expect((await reader.get(`/api/agents/${agent.id}/`)).json()).toEqual(agent);
    const [entry, ...rest] = await auditOf(agent.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ action: 'create', before: null, after: { agency_name: 'Sunrise Holidays', gstin: '27AAPFU0939F1ZV', commission_bp: 800, credit_limit_paise: 50_000_000 } });
  });

  it('takes only a name and a city; everything else has a default', async () => {
    const agent = await create({ agency_name: 'Konkan Trails', city: 'Ratnagiri' });
    expect(agent).toMatchObject({ contacts: [], gstin: null, pan: null, commission_bp: 0, commission_overrides: [], credit_limit_paise: 0, account_manager: null, notes: '' });
  });

  it('refuses a wrong GSTIN check digit, a PAN not in the GSTIN and out-of-range numbers, by field, writing nothing', async () => {
    const before = await rowCounts(ctx.database);
    const wrongDigit = await manager.post('/api/agents/', newAgent({ gstin: '27AAPFU0939F1ZW' }));
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json()).toMatchObject({ code: 'validation', errors: { gstin: [expect.stringMatching(/last character does not match/)] } });

    const mismatch = await manager.post('/api/agents/', newAgent({ gstin: '29AAGCB7383J1Z4' }));
    expect(mismatch.json().errors).toEqual({ gstin: [expect.stringMatching(/must be the PAN/)] });

    const res = await manager.post('/api/agents/', newAgent({
      gstin: '27AAPFU0939F1Z',
      pan: 'AAPF0939F',
      commission_bp: 10_001,
      credit_limit_paise: -1,
      commission_overrides: [{ category: 'meal', commission_bp: 100 }, { category: 'meal', commission_bp: 200 }],
      contacts: [{ name: 'Desk', whatsapp: '98220 12345' }, { name: 'Nobody' }],
    }));
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.gstin[0]).toMatch(/15-character GSTIN/);
    expect(errors.pan[0]).toMatch(/10-character PAN/);
    expect(errors.commission_bp[0]).toMatch(/at most 10000/);
    expect(errors.credit_limit_paise[0]).toMatch(/0 or more/);
    expect(errors['commission_overrides.1.category'][0]).toMatch(/has a commission already/);
    expect(errors['contacts.0.whatsapp'][0]).toMatch(/international format/);
    expect(errors['contacts.1.phone'][0]).toMatch(/at least a phone number/);
    expect((await manager.post('/api/agents/', newAgent({ commission_overrides: [{ category: 'spa' as 'meal', commission_bp: 1 }] }))).statusCode).toBe(400);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('refuses a second agency of the same name in any case with 409, also on a rename', async () => {
    await create(newAgent());
    const before = await rowCounts(ctx.database);
    const again = await manager.post('/api/agents/', newAgent({ agency_name: '  SUNRISE holidays ', gstin: null, pan: null }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'agent.name_taken', errors: { agency_name: [expect.any(String)] } });
    expect(await rowCounts(ctx.database)).toEqual(before);

    const other = await create({ agency_name: 'Konkan Trails', city: 'Ratnagiri' });
    const rename = await manager.patch(`/api/agents/${other.id}/`, { agency_name: 'sunrise HOLIDAYS' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().code).toBe('agent.name_taken');
    // Its own name in another case is no clash.
    expect((await manager.patch(`/api/agents/${other.id}/`, { agency_name: 'KONKAN Trails' })).json().agency_name).toBe('KONKAN Trails');
  });

  it('takes an active staff member as account manager, and nobody else', async () => {
    const gone = await makeStaff(ctx.database.db, { firstName: 'Left', active: false });
    const inactive = await manager.post('/api/agents/', newAgent({ account_manager_id: gone.id }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors).toEqual({ account_manager_id: ['Choose an active staff member'] });
    expect((await manager.post('/api/agents/', newAgent({ account_manager_id: 999_999 }))).json().errors.account_manager_id).toBeDefined();
  });
});

describe('editing an agent', () => {
  it('replaces contacts and overrides, and audits only what changed', async () => {
    const agent = await create(newAgent());
    const res = await manager.patch(`/api/agents/${agent.id}/`, {
      contacts: [{ name: 'Nikhil Pawar', email: 'nikhil@sunrise.example' }, { name: 'Kavita Joshi', phone: '+919822012345' }],
      commission_overrides: [{ category: 'activity', commission_bp: 1200 }],
      credit_limit_paise: 75_000_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      contacts: [{ name: 'Nikhil Pawar', phone: null, email: 'nikhil@sunrise.example', whatsapp: null }, { name: 'Kavita Joshi' }],
      primary_contact: { name: 'Nikhil Pawar' },
      commission_overrides: [{ category: 'activity', commission_bp: 1200 }],
      credit_limit_paise: 75_000_000,
      commission_bp: 800,
      gstin: '27AAPFU0939F1ZV',
    });
    const [entry] = await auditOf(agent.id);
    expect(entry).toMatchObject({ action: 'update', before: { credit_limit_paise: 50_000_000 }, after: { credit_limit_paise: 75_000_000, commission_overrides: [{ category: 'activity', commission_bp: 1200 }] } });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['commission_overrides', 'contacts', 'credit_limit_paise']);

    // The same values again change nothing and record nothing.
    await manager.patch(`/api/agents/${agent.id}/`, { credit_limit_paise: 75_000_000, commission_overrides: [{ category: 'activity', commission_bp: 1200 }] });
    expect(await auditOf(agent.id)).toHaveLength(2);
  });

  it('checks a new GSTIN against the stored PAN, and a new PAN against the stored GSTIN', async () => {
    const agent = await create(newAgent());
    const gstin = await manager.patch(`/api/agents/${agent.id}/`, { gstin: '29AAGCB7383J1Z4' });
    expect(gstin.statusCode).toBe(400);
    expect(gstin.json().errors).toEqual({ gstin: [expect.stringMatching(/must be the PAN/)] });
    expect((await manager.patch(`/api/agents/${agent.id}/`, { pan: 'AAGCB7383J' })).statusCode).toBe(400);

    // Both at once, consistent: a move to the Karnataka registration of another entity.
    const both = await manager.patch(`/api/agents/${agent.id}/`, { gstin: '29AAGCB7383J1Z4', pan: 'AAGCB7383J' });
    expect(both.json()).toMatchObject({ gstin: '29AAGCB7383J1Z4', pan: 'AAGCB7383J' });
    // Dropping the GSTIN frees the PAN.
    expect((await manager.patch(`/api/agents/${agent.id}/`, { gstin: null, pan: 'AAPFU0939F' })).json()).toMatchObject({ gstin: null, pan: 'AAPFU0939F' });
  });

  it('answers 404 for an agent that does not exist', async () => {
    expect((await reader.get('/api/agents/999999/')).statusCode).toBe(404);
    expect((await manager.patch('/api/agents/999999/', { notes: 'x' })).statusCode).toBe(404);
    expect((await manager.post('/api/agents/999999/status/', { status: 'closed', reason: 'x' })).statusCode).toBe(404);
  });
});

describe('the status', () => {
  it('puts an agent on hold and closes it saying why, reopens it, and audits each move', async () => {
    const agent = await create(newAgent());
    const noReason = await manager.post(`/api/agents/${agent.id}/status/`, { status: 'on_hold' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual(['Say why']);

    const held = await manager.post(`/api/agents/${agent.id}/status/`, { status: 'on_hold', reason: 'Two cheques bounced.' });
    expect(held.json()).toMatchObject({ status: 'on_hold', status_reason: 'Two cheques bounced.', status_changed_at: expect.any(String) });
    const closed = await manager.post(`/api/agents/${agent.id}/status/`, { status: 'closed', reason: 'Agency shut down.' });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect((await manager.post(`/api/agents/${agent.id}/status/`, { status: 'active' })).json()).toMatchObject({ status: 'active', status_reason: '' });

    const moves = (await auditOf(agent.id)).filter((entry) => entry.action === 'change_status').map((entry) => [entry.before?.status, entry.after?.status]);
    expect(moves).toEqual([
      ['closed', 'active'],
      ['on_hold', 'closed'],
      ['active', 'on_hold'],
    ]);
    // The same status again changes and records nothing.
    await manager.post(`/api/agents/${agent.id}/status/`, { status: 'active' });
    expect(await auditOf(agent.id)).toHaveLength(4);
  });

  it('is not set by an edit', async () => {
    const agent = await create(newAgent());
    const res = await manager.patch(`/api/agents/${agent.id}/`, { status: 'closed', notes: 'Edited.' });
    expect(res.json()).toMatchObject({ status: 'active', notes: 'Edited.' });
  });
});

describe('listing agents', () => {
  let ids: Record<string, number>;
  beforeEach(async () => {
    const other = (await makeStaff(ctx.database.db, { firstName: 'Dev', lastName: 'Menon' })).id;
    const sunrise = await create(newAgent());
    const konkan = await create({ agency_name: 'Konkan Trails', city: 'ratnagiri', contacts: [{ name: 'Suresh Naik', phone: '+919422012345' }], account_manager_id: other });
    const delhi = await create({ agency_name: 'Capital Tours', city: 'New Delhi', gstin: '07AAACI1681G1ZR' });
    const bengal = await create({ agency_name: 'Bay of Bengal Travels', city: 'Kolkata', account_manager_id: accountManagerId });
    await manager.post(`/api/agents/${bengal.id}/status/`, { status: 'closed', reason: 'Retired.' });
    await manager.post(`/api/agents/${konkan.id}/status/`, { status: 'on_hold', reason: 'Dues.' });
    ids = { sunrise: sunrise.id, konkan: konkan.id, delhi: delhi.id, bengal: bengal.id, other };
  });

  it('pages DRF-style by name, every status included unless some are chosen', async () => {
    const page = (await reader.get('/api/agents/?page_size=3')).json();
    expect(page).toMatchObject({ count: 4, previous: null, next: '/api/agents/?page_size=3&page=2' });
    expect(names(page)).toEqual(['Bay of Bengal Travels', 'Capital Tours', 'Konkan Trails']);
    expect(page.results[0]).toMatchObject({ status: 'closed', account_manager: { name: 'Asha Rao' }, primary_contact: null });
    const last = (await reader.get('/api/agents/?page_size=3&page=2')).json();
    expect(last).toMatchObject({ count: 4, next: null, previous: '/api/agents/?page_size=3' });
    expect(names(last)).toEqual(['Sunrise Holidays']);
  });

  it('searches the agency name, a contact’s name, the city and the GSTIN', async () => {
    expect(names((await reader.get('/api/agents/?search=sunrise')).json())).toEqual(['Sunrise Holidays']);
    expect(names((await reader.get('/api/agents/?search=suresh')).json())).toEqual(['Konkan Trails']);
    expect(names((await reader.get('/api/agents/?search=delhi')).json())).toEqual(['Capital Tours']);
    expect(names((await reader.get('/api/agents/?search=07aaaci')).json())).toEqual(['Capital Tours']);
    expect(names((await reader.get('/api/agents/?search=travel')).json())).toEqual(['Bay of Bengal Travels']);
    expect((await reader.get('/api/agents/?search=100%25')).json().count).toBe(0);
  });

  it('filters by statuses, bracketed or not, by city ignoring case and by account manager', async () => {
    expect(names((await reader.get('/api/agents/?status=active')).json())).toEqual(['Capital Tours', 'Sunrise Holidays']);
    expect(names((await reader.get('/api/agents/?status[]=on_hold&status[]=closed')).json())).toEqual(['Bay of Bengal Travels', 'Konkan Trails']);
    expect((await reader.get('/api/agents/?status=dormant')).statusCode).toBe(400);
    expect(names((await reader.get('/api/agents/?city=RATNAGIRI')).json())).toEqual(['Konkan Trails']);
    expect(names((await reader.get('/api/agents/?city=Ratna')).json())).toEqual([]);
    expect(names((await reader.get(`/api/agents/?account_manager=${accountManagerId}`)).json())).toEqual(['Bay of Bengal Travels', 'Sunrise Holidays']);
    expect(names((await reader.get(`/api/agents/?account_manager=${ids.other}&status=on_hold`)).json())).toEqual(['Konkan Trails']);
  });

  it('orders by name either way and by creation, newest first', async () => {
    expect(names((await reader.get('/api/agents/?ordering=-name')).json())).toEqual(['Sunrise Holidays', 'Konkan Trails', 'Capital Tours', 'Bay of Bengal Travels']);
    // Capital Tours backdated: newest first puts it last, oldest first puts it first.
    await ctx.database.db.update(agents).set({ createdAt: new Date('2026-01-01T00:00:00Z') }).where(eq(agents.id, ids.delhi ?? 0));
    expect(names((await reader.get('/api/agents/?ordering=-created')).json())).toEqual(['Bay of Bengal Travels', 'Konkan Trails', 'Sunrise Holidays', 'Capital Tours']);
    expect(names((await reader.get('/api/agents/?ordering=created')).json())[0]).toBe('Capital Tours');
    expect((await reader.get('/api/agents/?ordering=rating')).statusCode).toBe(400);
  });
});

describe('who may call', () => {
  it('refuses no token with 401, no agents.view with 403, and writes without agents.manage with 403, writing nothing', async () => {
    const agent = await create(newAgent());
    const before = await rowCounts(ctx.database);
    expect((await ctx.anonymous.get('/api/agents/')).statusCode).toBe(401);
    expect((await outsider.get('/api/agents/')).statusCode).toBe(403);
    expect((await outsider.get(`/api/agents/${agent.id}/`)).statusCode).toBe(403);
    expect((await reader.post('/api/agents/', newAgent({ agency_name: 'Other' }))).statusCode).toBe(403);
    expect((await reader.patch(`/api/agents/${agent.id}/`, { notes: 'x' })).statusCode).toBe(403);
    expect((await reader.post(`/api/agents/${agent.id}/status/`, { status: 'closed', reason: 'x' })).statusCode).toBe(403);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });
});
