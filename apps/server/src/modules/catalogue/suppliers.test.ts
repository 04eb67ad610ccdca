import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, rowCounts, type Caller, type TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { suppliers } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/staff.ts';
import { auditOf, locationIdOf } from './catalogue.test-helpers.ts';

let ctx: TestContext;
let admin: Caller;
let ops: Caller;
let sales: Caller;
let viewer: Caller;

/** Sales staff see suppliers but not payments: the bank details they get are masked. */
async function addSalesPerson(): Promise<void> {
  await makeStaff(ctx.database.db, { email: 'sales@ua.test', firstName: 'Sonal', levelName: 'Sales', labels: ['suppliers.view', 'products.view', 'locations.view'] });
}

async function supplierIdOf(displayName: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.displayName, displayName));
  if (!row) throw new Error(`no supplier ${displayName}`);
  return row.id;
}

const newSupplier = (locationIds: number[]) => ({
  display_name: 'Coorg Coffee Cottages',
  legal_name: 'Coorg Coffee Cottages Pvt Ltd',
  type: 'hotel',
  contacts: [{ name: 'Ayesha Bopanna', role: 'Owner', phone: '+91 98450 12345', email: 'Stay@CoorgCoffee.example', whatsapp: '+919845012345' }],
  location_ids: locationIds,
  payment_terms_days: 21,
  bank_details: { account_name: 'Coorg Coffee Cottages Pvt Ltd', account_number: '5020 0098 7654 321', ifsc: 'hdfc0001234', bank_name: 'HDFC Bank' },
  rating: 4.4,
  notes: 'Prefers WhatsApp.',
});

beforeAll(async () => {
  ctx = await createTestContext();
  admin = ctx.as('admin@ua.test');
  ops = ctx.as('ops@ua.test');
  viewer = ctx.as('viewer@ua.test');
  sales = ctx.as('sales@ua.test');
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await addSalesPerson();
});

describe('listing suppliers', () => {
  it('lists active suppliers by name in DRF pages, with locations served and active product counts', async () => {
    const page = (await ops.get('/api/suppliers/?page_size=5')).json();
    expect(page).toMatchObject({ count: 20, previous: null, next: '/api/suppliers/?page_size=5&page=2' });
    const names = page.results.map((s: { display_name: string }) => s.display_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    const teaCounty = (await ops.get('/api/suppliers/?q=tea county')).json().results[0];
    expect(teaCounty).toMatchObject({ display_name: 'Tea County Hotels & Resorts', type: 'hotel', rating: 4.4, payment_terms_days: 30, active: true, product_count: 8 });
    expect(teaCounty.locations.map((l: { name: string }) => l.name)).toEqual(['Munnar', 'Thekkady']);
    expect(teaCounty.primary_contact).toMatchObject({ name: 'Anil Varghese', whatsapp: '+919447034567' });
  });

  it('finds a supplier by a misspelt name', async () => {
    const found = (await ops.get('/api/suppliers/?q=rajputna')).json();
    expect(found.results.map((s: { display_name: string }) => s.display_name)).toEqual(['Rajputana Palace Hotels']);
  });

  it('filters by one or several types, bracketed or not', async () => {
    const guides = (await ops.get('/api/suppliers/?type=guide')).json();
    expect(guides.results.map((s: { display_name: string }) => s.display_name)).toEqual(['Asia Trails Guides', 'Jaipur Heritage Walks']);
    expect((await ops.get('/api/suppliers/?type[]=guide&type[]=transporter')).json().count).toBe(7);
    expect((await ops.get('/api/suppliers/?type=pilot')).statusCode).toBe(400);
  });

  it('filters by a location subtree: suppliers serving somewhere in it, or the whole of a place above it', async () => {
    const munnar = await locationIdOf(ctx, 'munnar');
    const names = (await ops.get(`/api/suppliers/?location=${munnar}`)).json().results.map((s: { display_name: string }) => s.display_name);
    // Tea County serves Munnar itself; Kerala Travels, Kerala Backwater Cruises and Asia Trails serve all of Kerala.
    expect(names).toEqual(['Asia Trails Guides', 'Kerala Backwater Cruises', 'Kerala Travels Cabs', 'Tea County Hotels & Resorts']);
    const kerala = await locationIdOf(ctx, 'kerala');
    expect((await ops.get(`/api/suppliers/?location=${kerala}`)).json().count).toBe(5);
  });

  it('orders by rating, highest first, and filters inactive ones in or out', async () => {
    const best = (await ops.get('/api/suppliers/?ordering=-rating&page_size=2')).json().results.map((s: { display_name: string }) => s.display_name);
    expect(best).toEqual(['Jaipur Heritage Walks', 'Bali Serenity Villas']);
    const id = await supplierIdOf('Goa Coastal Cabs');
    await admin.post(`/api/suppliers/${id}/deactivate/`);
    expect((await ops.get('/api/suppliers/')).json().count).toBe(19);
    expect((await ops.get('/api/suppliers/?active=false')).json().results.map((s: { id: number }) => s.id)).toEqual([id]);
    expect((await ops.get('/api/suppliers/?active=all')).json().count).toBe(20);
  });
});

describe('bank details', () => {
  it('shows them whole to holders of payments.view and masked to everyone else', async () => {
    const id = await supplierIdOf('Snow Valley Resorts');
    const full = (await ops.get(`/api/suppliers/${id}/`)).json();
    expect(full.bank_details).toEqual({ account_name: 'Snow Valley Hospitality Pvt Ltd', account_number: '50200012345678', ifsc: 'HDFC0001442', bank_name: 'HDFC Bank', masked: false });
    const masked = await sales.get(`/api/suppliers/${id}/`);
    expect(masked.statusCode).toBe(200);
    expect(masked.json().bank_details).toEqual({ account_name: 'Snow Valley Hospitality Pvt Ltd', account_number: '\u2022\u2022\u2022\u20225678', ifsc: 'HDFC0001442', bank_name: 'HDFC Bank', masked: true });
    expect(masked.body).not.toContain('50200012345678');
  });

  it('keeps the audit log masked too, yet says when the account changed', async () => {
    const id = await supplierIdOf('Goa Coastal Cabs');
    await admin.patch(`/api/suppliers/${id}/`, { bank_details: { account_name: 'Goa Coastal Cabs', account_number: '11114567', ifsc: 'CNRB0002345', bank_name: 'Canara Bank' } });
    const [entry] = await auditOf(ctx, 'supplier', id);
    expect(JSON.stringify(entry)).not.toContain('78901234567');
    expect(JSON.stringify(entry)).not.toContain('11114567');
    // Both numbers end in 4567: the masked details look alike, and the flag tells the change.
    expect(entry).toMatchObject({ action: 'update', before: { bank_account_changed: false }, after: { bank_account_changed: true } });
    await admin.patch(`/api/suppliers/${id}/`, { bank_details: { account_name: 'Goa Coastal Cabs', account_number: '22229999', ifsc: null, bank_name: 'Canara Bank' } });
    const [second] = await auditOf(ctx, 'supplier', id);
    expect(second?.after).toMatchObject({ bank_details: { account_number: '\u2022\u2022\u2022\u20229999', ifsc: null, masked: true } });
  });
});

describe('changing bank details', () => {
  /** Purchasing edits suppliers but does not see payments: the bank details they get are masked. */
  let buyer: Caller;
  beforeEach(async () => {
    await makeStaff(ctx.database.db, { email: 'buyer@ua.test', firstName: 'Bina', levelName: 'Purchasing', labels: ['suppliers.view', 'suppliers.manage'] });
    buyer = ctx.as('buyer@ua.test');
  });

  const accountOf = async (id: number) => (await ctx.database.db.select({ bank: suppliers.bankDetails }).from(suppliers).where(eq(suppliers.id, id)))[0]?.bank ?? null;
  /** The supplier notifications linking to this supplier, by recipient's email. */
  const bankNotices = async (id: number) =>
    ctx.database.db
      .select({ email: users.email, message: notifications.message, link: notifications.link })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.notificationType, 'supplier'), eq(notifications.link, `/suppliers/${id}`)))
      .orderBy(users.email);
  const newAccount = { account_name: 'Snow Valley Hospitality Pvt Ltd', account_number: '99990000111122', ifsc: 'ICIC0000999', bank_name: 'ICICI Bank' };

  it('refuses a suppliers.manage holder without payments.view who replaces, removes or adds them, naming the field, and writes nothing', async () => {
    const id = await supplierIdOf('Snow Valley Resorts');
    const stored = await accountOf(id);
    const before = await rowCounts(ctx.database);

    const replace = await buyer.patch(`/api/suppliers/${id}/`, { notes: 'New account from the owner.', bank_details: newAccount });
    expect(replace.statusCode).toBe(403);
    expect(replace.json()).toMatchObject({ code: 'supplier.bank_details_need_payments_view', detail: expect.stringContaining('payments.view'), errors: { bank_details: [expect.stringContaining('payments.view')] } });
    const remove = await buyer.patch(`/api/suppliers/${id}/`, { bank_details: null });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().code).toBe('supplier.bank_details_need_payments_view');

    expect(await accountOf(id)).toEqual(stored);
    expect((await admin.get(`/api/suppliers/${id}/`)).json().notes).toBe('');
    expect(await rowCounts(ctx.database)).toEqual(before);

    // None stored yet: adding them is a change of bank details too.
    await ctx.database.db.update(suppliers).set({ bankDetails: null }).where(eq(suppliers.id, id));
    const add = await buyer.patch(`/api/suppliers/${id}/`, { bank_details: newAccount });
    expect(add.statusCode).toBe(403);
    expect(await accountOf(id)).toBeNull();

    // Everything else stays theirs to edit.
    const notes = await buyer.patch(`/api/suppliers/${id}/`, { notes: 'Closed in January.' });
    expect(notes.statusCode).toBe(200);
    expect(notes.json().notes).toBe('Closed in January.');
  });

  it('lets a payments.view holder change them, and tells every payments.view holder, without the account number', async () => {
    const id = await supplierIdOf('Snow Valley Resorts');
    expect(await bankNotices(id)).toEqual([]);
    const res = await admin.patch(`/api/suppliers/${id}/`, { bank_details: newAccount });
    expect(res.statusCode).toBe(200);
    expect(res.json().bank_details).toMatchObject({ account_number: '99990000111122', masked: false });

    const notices = await bankNotices(id);
    // Admin, Operations and Accounts hold payments.view; the viewer, sales and purchasing do not.
    expect(notices.map((notice) => notice.email)).toEqual(['accounts@ua.test', 'admin@ua.test', 'ops@ua.test']);
    for (const notice of notices) {
      expect(notice.message).toContain('Snow Valley Resorts');
      expect(notice.message).toContain('admin@ua.test');
      for (const secret of ['99990000111122', '1122', '50200012345678', '5678']) expect(notice.message).not.toContain(secret);
    }
    expect((await ops.get('/user/notifications/unread-count/')).json().by_type.supplier).toBeGreaterThanOrEqual(1);

    // The same details again, or another field, change no bank details and tell nobody.
    expect((await admin.patch(`/api/suppliers/${id}/`, { bank_details: { ...newAccount, account_number: '9999 0000 1111 22' }, notes: 'Checked.' })).statusCode).toBe(200);
    expect(await bankNotices(id)).toHaveLength(3);

    // Removing them is a change as well.
    expect((await ops.get(`/api/suppliers/${id}/`)).statusCode).toBe(200);
    expect((await admin.patch(`/api/suppliers/${id}/`, { bank_details: null })).statusCode).toBe(200);
    const after = await bankNotices(id);
    expect(after).toHaveLength(6);
    expect(after.map((notice) => notice.message).join(' ')).toMatch(/removed/);
  });

  it('sends no notice, and keeps the account, when the change is refused', async () => {
    const id = await supplierIdOf('Snow Valley Resorts');
    await buyer.patch(`/api/suppliers/${id}/`, { bank_details: newAccount });
    // A bad location refuses the whole edit, notice included.
    const bad = await admin.patch(`/api/suppliers/${id}/`, { bank_details: newAccount, location_ids: [999999] });
    expect(bad.statusCode).toBe(400);
    expect(await bankNotices(id)).toEqual([]);
    expect((await accountOf(id))?.account_number).toBe('50200012345678');
  });
});

describe('writing suppliers', () => {
  it('creates a supplier, normalising phone numbers, email and IFSC, and audits it', async () => {
    const served = [await locationIdOf(ctx, 'kerala')];
    const res = await admin.post('/api/suppliers/', newSupplier(served));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      display_name: 'Coorg Coffee Cottages',
      type: 'hotel',
      payment_terms_days: 21,
      rating: 4.4,
      notes: 'Prefers WhatsApp.',
      contacts: [{ name: 'Ayesha Bopanna', role: 'Owner', phone: '+919845012345', email: 'stay@coorgcoffee.example', whatsapp: '+919845012345' }],
      bank_details: { account_number: '502000987654321', ifsc: 'HDFC0001234', masked: false },
      product_count: 0,
    });
    expect(created.locations.map((l: { name: string }) => l.name)).toEqual(['Kerala']);
    const [entry] = await auditOf(ctx, 'supplier', created.id);
    expect(entry).toMatchObject({ action: 'create', before: null, after: { display_name: 'Coorg Coffee Cottages', location_ids: served, bank_details: { masked: true } } });
  });

  it('refuses numbers not in E.164, a contact with no way to reach them, a bad IFSC and a rating above 5', async () => {
    const body = newSupplier([]);
    const res = await admin.post('/api/suppliers/', {
      ...body,
      contacts: [{ name: 'Desk', whatsapp: '98450 12345' }, { name: 'Nobody' }],
      bank_details: { ...body.bank_details, ifsc: 'HDFC1234' },
      rating: 5.5,
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors['contacts.0.whatsapp'][0]).toMatch(/international format/);
    expect(errors['contacts.1.phone'][0]).toMatch(/at least a phone number/);
    expect(errors['bank_details.ifsc'][0]).toMatch(/IFSC/);
    expect(errors.rating).toBeDefined();
    expect((await admin.post('/api/suppliers/', newSupplier([999999]))).json().errors.location_ids[0]).toMatch(/999999/);
  });

  it('edits a supplier, replacing its locations; a new name is what its products are found by', async () => {
    const id = await supplierIdOf('Tea County Hotels & Resorts');
    const varkala = await locationIdOf(ctx, 'varkala');
    const res = await admin.patch(`/api/suppliers/${id}/`, { display_name: 'Nilgiri Leaf Hotels', location_ids: [varkala], payment_terms_days: 45 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ display_name: 'Nilgiri Leaf Hotels', payment_terms_days: 45, locations: [{ name: 'Varkala' }] });
    expect((await ops.get('/api/product-search/?q=nilgiri')).json().count).toBe(8);
    const [entry] = await auditOf(ctx, 'supplier', id);
    expect(entry).toMatchObject({ action: 'update', before: { display_name: 'Tea County Hotels & Resorts', payment_terms_days: 30 }, after: { display_name: 'Nilgiri Leaf Hotels', payment_terms_days: 45, location_ids: [varkala] } });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['display_name', 'location_ids', 'payment_terms_days']);
  });

  it('deactivates a supplier without deleting it, and its products leave the search', async () => {
    const id = await supplierIdOf('Snow Valley Resorts');
    const before = (await ops.get('/api/product-search/?q=snow valley')).json().count;
    const res = await admin.post(`/api/suppliers/${id}/deactivate/`);
    expect(res.json()).toMatchObject({ id, active: false });
    expect((await ops.get('/api/product-search/?q=snow valley')).json().count).toBeLessThan(before);
    expect((await ops.get('/api/product-search/?q=snow valley&active=false')).json().count).toBe(5);
    expect((await auditOf(ctx, 'supplier', id))[0]).toMatchObject({ action: 'deactivate', before: { active: true }, after: { active: false } });
    expect((await admin.patch(`/api/suppliers/${id}/`, { active: true })).json().active).toBe(true);
  });

  it('answers 404 for a supplier that does not exist', async () => {
    expect((await ops.get('/api/suppliers/999999/')).statusCode).toBe(404);
    expect((await admin.patch('/api/suppliers/999999/', { notes: 'x' })).statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it('refuses no token with 401, no suppliers.view with 403, and writes without suppliers.manage with 403', async () => {
    expect((await ctx.anonymous.get('/api/suppliers/')).statusCode).toBe(401);
    expect((await viewer.get('/api/suppliers/')).statusCode).toBe(403);
    expect((await viewer.get('/api/suppliers/1/')).statusCode).toBe(403);
    const body = newSupplier([]);
    expect((await ops.post('/api/suppliers/', body)).statusCode).toBe(403);
    expect((await sales.patch('/api/suppliers/1/', { notes: 'x' })).statusCode).toBe(403);
    expect((await ops.post('/api/suppliers/1/deactivate/')).statusCode).toBe(403);
    expect((await ops.get('/api/suppliers/?q=coorg')).json().count).toBe(0);
  });
});
