import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, LOOKUP_PAGE_MAX, type PermissionLabel } from '@ua/contracts';
import { createTestContext, rowCounts, type TestContext } from '../../../test/harness.ts';
import { makeAccessLevel, makeStaff, type StaffFixture } from '../../../test/fixtures/staff.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(async () => ctx.close());

let asha: StaffFixture;
let ravi: StaffFixture;
let unnamed: StaffFixture;
let gone: StaffFixture;
let sales: { id: number; name: string };
let operations: { id: number; name: string };

beforeEach(async () => {
  await ctx.reset();
  const db = ctx.database.db;
  asha = await makeStaff(db, { email: 'asha@ua.test', firstName: 'Asha', lastName: 'Rao', labels: ['staff.manage'], levelName: 'Managers' });
  ravi = await makeStaff(db, { email: 'ravi@ua.test', firstName: 'Ravi', lastName: 'Kumar' });
  unnamed = await makeStaff(db, { email: 'new.joiner@ua.test', firstName: '', lastName: '' });
  gone = await makeStaff(db, { email: 'left@ua.test', firstName: 'Gopal', lastName: 'Nair', active: false });
  sales = await makeAccessLevel(db, { name: 'Sales team', labels: ['itineraries.manage'], holders: [ravi.id] });
  operations = await makeAccessLevel(db, { name: 'Operations', labels: ['bookings.manage'] });
});

const caller = async (labels: readonly PermissionLabel[] | undefined) => ctx.as((await makeStaff(ctx.database.db, { firstName: 'Zed', lastName: 'Caller', ...(labels ? { labels } : {}) })).id);

describe('who may look staff and levels up', () => {
  it.each([['staff.manage'], ['notifications.send'], ['audit.view']] as const)('lets a holder of %s in', async (label) => {
    const who = await caller([label]);
    expect((await who.get(ADMIN_PATHS.staffLookup)).statusCode).toBe(200);
    expect((await who.get(ADMIN_PATHS.accessLevelLookup)).statusCode).toBe(200);
  });

  it.each([['itineraries.view'], ['itineraries.manage'], ['bookings.view'], ['bookings.manage']] as const)('lets a holder of %s look staff up (a trip\u2019s owner, a booking\u2019s assignee), not access levels', async (label) => {
    const who = await caller([label]);
    expect((await who.get(ADMIN_PATHS.staffLookup)).statusCode).toBe(200);
    expect((await who.get(ADMIN_PATHS.accessLevelLookup)).statusCode).toBe(403);
  });

  it('refuses anyone else with 403, and a caller without a token with 401, writing nothing', async () => {
    const callers = [await caller(undefined), await caller(['payments.view', 'payments.record', 'system.operate'])];
    const before = await rowCounts(ctx.database);
    for (const who of callers) {
      for (const path of [ADMIN_PATHS.staffLookup, ADMIN_PATHS.accessLevelLookup]) {
        const res = await who.get(path);
        expect(res.statusCode, path).toBe(403);
        expect(res.json().detail).toMatch(/permission/i);
      }
    }
    expect((await ctx.anonymous.get(ADMIN_PATHS.staffLookup)).statusCode).toBe(401);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });
});

describe(`GET ${ADMIN_PATHS.staffLookup}`, () => {
  it('answers id, name and email only: no levels, dates, pictures or activity', async () => {
    const res = await (await caller(['notifications.send'])).get(`${ADMIN_PATHS.staffLookup}?q=asha`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 1, next: null, previous: null, results: [{ id: asha.id, name: 'Asha Rao', email: 'asha@ua.test' }] });
    expect(res.body).not.toMatch(/password|token|hash|joined|last_login|picture|access_level|Managers/i);
  });

  it('searches names and emails, names the unnamed by email, and sorts by name', async () => {
    const who = await caller(['audit.view']);
    const names = async (query: string) => (await who.get(`${ADMIN_PATHS.staffLookup}?${query}`)).json().results.map((item: { name: string }) => item.name);
    expect(await names('q=KUMAR')).toEqual(['Ravi Kumar']);
    expect(await names('q=ravi%20k')).toEqual(['Ravi Kumar']);
    expect(await names('q=joiner')).toEqual(['new.joiner@ua.test']);
    expect(await names('q=100%25')).toEqual([]);
    expect(await names('active=true&q=a')).toEqual(expect.not.arrayContaining(['Gopal Nair']));
    expect(await names('active=false')).toEqual(['Gopal Nair']);
    expect(await names(`id[]=${gone.id}&id[]=${unnamed.id}`)).toEqual(['new.joiner@ua.test', 'Gopal Nair']);
  });

  it('keeps the holders of one label when asked (whom a booking may be assigned to)', async () => {
    const who = await caller(['audit.view']);
    const names = async (query: string) => (await who.get(`${ADMIN_PATHS.staffLookup}?${query}`)).json().results.map((item: { name: string }) => item.name);
    expect(await names('holds=itineraries.manage')).toEqual(['Ravi Kumar']);
    expect(await names('holds=staff.manage&q=a')).toEqual(['Asha Rao']);
    expect(await names('holds=wallet.adjust')).toEqual([]);
    expect((await who.get(`${ADMIN_PATHS.staffLookup}?holds=no.such`)).statusCode).toBe(400);
  });

  it('answers bounded pages and refuses a page larger than the bound', async () => {
    const who = await caller(['notifications.send']);
    const first = (await who.get(`${ADMIN_PATHS.staffLookup}?page_size=2`)).json();
    expect(first.results).toHaveLength(2);
    expect(first.count).toBe(5);
    expect(first.next).toBe(`${ADMIN_PATHS.staffLookup}?page_size=2&page=2`);
    const tooMany = await who.get(`${ADMIN_PATHS.staffLookup}?page_size=${LOOKUP_PAGE_MAX + 1}`);
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().errors)).toEqual(['page_size']);
  });
});

describe(`GET ${ADMIN_PATHS.accessLevelLookup}`, () => {
  it('answers id and name only, by name, and searches them', async () => {
    const who = await caller(['notifications.send']);
    const all = await who.get(ADMIN_PATHS.accessLevelLookup);
    expect(all.statusCode).toBe(200);
    const results: Array<{ id: number; name: string }> = all.json().results;
    expect(results.filter((level) => level.id === sales.id || level.id === operations.id)).toEqual([
      { id: operations.id, name: 'Operations' },
      { id: sales.id, name: 'Sales team' },
    ]);
    for (const level of results) expect(Object.keys(level)).toEqual(['id', 'name']);
    expect(all.body).not.toMatch(/labels|holder|itineraries\.manage|created_at/);
    expect((await who.get(`${ADMIN_PATHS.accessLevelLookup}?q=sales`)).json().results).toEqual([{ id: sales.id, name: 'Sales team' }]);
  });
});
