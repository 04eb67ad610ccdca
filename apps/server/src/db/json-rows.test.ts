import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.ts';
import { makeStaff } from '../../test/fixtures/staff.ts';
import { queryRows } from './client.ts';
import { jsonObjectOf, jsonRowOf, objectsFromJson, rowFromJson, rowsFromJson } from './json-rows.ts';
import { users } from './schema/index.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await makeStaff(database.db, { firstName: 'Asha', lastName: 'Rao' });
  await makeStaff(database.db, { firstName: '', lastName: '' });
});
afterAll(async () => database?.close());

describe('rows read through JSON', () => {
  it('come back as Drizzle reads them: timestamps as Dates, numbers, booleans, nulls', async () => {
    const db = database.db;
    const expected = await db.select().from(users).orderBy(asc(users.id));
    expect(expected.length).toBeGreaterThan(1);
    const [row] = await queryRows<{ rows: unknown; first: unknown; none: unknown }>(
      db,
      sql`select (select json_agg(${jsonRowOf(users)} order by ${users.id}) from ${users}) as rows,
        (select ${jsonRowOf(users)} from ${users} order by ${users.id} limit 1) as first,
        (select ${jsonRowOf(users)} from ${users} where false) as none`,
    );
    expect(rowsFromJson(users, row?.rows)).toEqual(expected);
    expect(rowFromJson(users, row?.first)).toEqual(expected[0]);
    expect(rowFromJson(users, row?.none)).toBeUndefined();
  });

  it('read chosen fields, expressions as they come', async () => {
    const fields = { id: users.id, createdAt: users.createdAt, label: sql`'staff ' || ${users.id}` };
    const [row] = await queryRows<{ rows: unknown }>(database.db, sql`select json_agg(${jsonObjectOf(fields)} order by ${users.id}) as rows from ${users}`);
    const expected = await database.db.select({ id: users.id, createdAt: users.createdAt }).from(users).orderBy(asc(users.id));
    expect(objectsFromJson(fields, row?.rows)).toEqual(expected.map((user) => ({ ...user, label: `staff ${user.id}` })));
  });

  it('refuses what is not a list of rows', () => {
    expect(() => rowsFromJson(users, { id: 1 })).toThrow(/array/);
  });
});
