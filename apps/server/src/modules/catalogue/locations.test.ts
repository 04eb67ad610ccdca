import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Caller, type TestContext } from '../../../test/harness.ts';
import { locations, products } from '../../db/schema/catalogue.ts';
import { auditOf, locationIdOf } from './catalogue.test-helpers.ts';

let ctx: TestContext;
let admin: Caller;
let ops: Caller;
let viewer: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = ctx.as('admin@ua.test');
  ops = ctx.as('ops@ua.test');
  viewer = ctx.as('viewer@ua.test');
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

describe('browsing the destination tree', () => {
  it('lists the countries of level 1 by name, with how many children each has', async () => {
    const res = await ops.get('/api/locations/level-1/');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ count: 4, next: null, previous: null });
    expect(page.results.map((l: { name: string }) => l.name)).toEqual(['India', 'Indonesia', 'Thailand', 'United Arab Emirates']);
    expect(page.results[0]).toEqual({ id: expect.any(Number), name: 'India', slug: 'india', level: 1, parent_id: null, active: true, image_url: null, children_count: 5, tags: [] });
  });

  it('lists one parent’s children of the next level, and pages them DRF-style', async () => {
    const kerala = await locationIdOf(ctx, 'kerala');
    const all = (await ops.get(`/api/locations/level-3/?parent=${kerala}`)).json();
    expect(all.results.map((l: { name: string }) => l.name)).toEqual(['Alleppey', 'Kochi', 'Munnar', 'Thekkady', 'Varkala']);
    const first = (await ops.get(`/api/locations/level-3/?parent=${kerala}&page_size=2`)).json();
    expect(first).toMatchObject({ count: 5, previous: null, next: `/api/locations/level-3/?parent=${kerala}&page_size=2&page=2` });
    const last = (await ops.get(`/api/locations/level-3/?parent=${kerala}&page_size=2&page=3`)).json();
    expect(last.results.map((l: { name: string }) => l.name)).toEqual(['Varkala']);
    expect(last.next).toBeNull();
    expect(last.previous).toBe(`/api/locations/level-3/?parent=${kerala}&page_size=2&page=2`);
  });

  it('finds a level’s locations by part of the name or a typo', async () => {
    expect((await ops.get('/api/locations/level-3/?q=munar')).json().results.map((l: { name: string }) => l.name)).toEqual(['Munnar']);
    expect((await ops.get('/api/locations/level-4/?q=solang')).json().results.map((l: { name: string }) => l.name)).toEqual(['Solang Valley']);
  });

  it('refuses a level outside 1 to 4', async () => {
    expect((await ops.get('/api/locations/level-5/')).statusCode).toBe(400);
    expect((await ops.get('/api/locations/level-0/')).statusCode).toBe(400);
  });

  it('answers a location’s details with its tags, breadcrumb and the products below it', async () => {
    const munnar = await locationIdOf(ctx, 'munnar');
    const res = await ops.get(`/api/location-details/${munnar}/`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ name: 'Munnar', slug: 'munnar', level: 3, level_label: 'Destination', latitude: 10.0889, longitude: 77.0595, active: true, children_count: 2 });
    expect(detail.tags.map((t: { name: string }) => t.name)).toEqual(['Hill station', 'Honeymoon']);
    expect(detail.breadcrumb.map((l: { name: string }) => l.name)).toEqual(['India', 'Kerala', 'Munnar']);
    expect(detail.product_count).toBe(9);
    expect((await ops.get('/api/location-details/999999/')).statusCode).toBe(404);
  });

  it('answers the breadcrumb from level 1 down to the location', async () => {
    const solang = await locationIdOf(ctx, 'solang-valley');
    const res = await ops.get(`/api/breadcrumb/${solang}/`);
    expect(res.json().map((l: { name: string; level: number }) => [l.level, l.name])).toEqual([
      [1, 'India'],
      [2, 'Himachal Pradesh'],
      [3, 'Manali'],
      [4, 'Solang Valley'],
    ]);
  });

  it('resolves a slug, or a name in any case, to the id; an unknown one is a 404', async () => {
    const munnar = await locationIdOf(ctx, 'munnar');
    expect((await ops.get('/api/location-id/?slug=munnar')).json()).toMatchObject({ id: munnar, name: 'Munnar', level: 3 });
    expect((await ops.get('/api/location-id/?name=mUNNAR')).json().id).toBe(munnar);
    expect((await ops.get('/api/location-id/?slug=atlantis')).statusCode).toBe(404);
    expect((await ops.get('/api/location-id/')).statusCode).toBe(400);
    expect((await ops.get('/api/location-id/?slug=munnar&name=Munnar')).statusCode).toBe(400);
  });

  it('answers 409 for a name several locations share, pointing at the slug', async () => {
    const jaipur = await locationIdOf(ctx, 'jaipur');
    await admin.post('/api/locations/', { name: 'Munnar', level: 4, parent_id: jaipur });
    const res = await ops.get('/api/location-id/?name=Munnar');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/slug/);
  });
});

describe('creating and editing locations', () => {
  it('creates a spot under a destination, makes a free slug, tags it, and audits it', async () => {
    const manali = await locationIdOf(ctx, 'manali');
    const res = await admin.post('/api/locations/', {
      name: 'Hadimba Temple',
      level: 4,
      parent_id: manali,
      description: 'A cave temple in a cedar forest.',
      image_urls: ['https://images.example/hadimba.jpg'],
      latitude: 32.2486,
      longitude: 77.1806,
      tag_ids: [1],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Hadimba Temple', slug: 'hadimba-temple', level: 4, parent_id: manali, image_urls: ['https://images.example/hadimba.jpg'], latitude: 32.2486 });
    expect(created.breadcrumb.map((l: { name: string }) => l.name)).toEqual(['India', 'Himachal Pradesh', 'Manali', 'Hadimba Temple']);
    expect(created.tags).toHaveLength(1);

    // A second place of the same name takes its parent's slug to stay unique.
    const again = await admin.post('/api/locations/', { name: 'Hadimba Temple', level: 4, parent_id: await locationIdOf(ctx, 'shimla') });
    expect(again.json().slug).toBe('hadimba-temple-shimla');

    const [entry] = await auditOf(ctx, 'location', created.id);
    expect(entry).toMatchObject({ action: 'create', actorEmail: 'admin@ua.test', before: null });
    expect(entry?.after).toMatchObject({ name: 'Hadimba Temple', level: 4, parent_id: manali, tag_ids: [1] });
  });

  it('refuses a parent that is not exactly one level up, and a missing or needless parent', async () => {
    const kerala = await locationIdOf(ctx, 'kerala');
    const india = await locationIdOf(ctx, 'india');
    const skip = await admin.post('/api/locations/', { name: 'Kovalam Beach', level: 4, parent_id: kerala });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().errors.parent_id[0]).toMatch(/level 4.*level 3/);
    const up = await admin.post('/api/locations/', { name: 'Kovalam', level: 2, parent_id: kerala });
    expect(up.statusCode).toBe(400);
    expect((await admin.post('/api/locations/', { name: 'Kovalam', level: 3 })).json().errors.parent_id).toEqual(['Choose the parent location']);
    expect((await admin.post('/api/locations/', { name: 'Nepal', level: 1, parent_id: india })).json().errors.parent_id).toEqual(['A country or region has no parent']);
    expect((await admin.post('/api/locations/', { name: 'Kovalam', level: 3, parent_id: 999999 })).json().errors.parent_id).toEqual(['No such location']);
    expect(await ctx.database.db.select().from(locations).where(eq(locations.name, 'Kovalam'))).toEqual([]);
  });

  it('refuses a taken slug with 409, bad coordinates and a non-https image with field errors', async () => {
    const kerala = await locationIdOf(ctx, 'kerala');
    const taken = await admin.post('/api/locations/', { name: 'Munnar Town', slug: 'munnar', level: 3, parent_id: kerala });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.slug).toBeDefined();
    const half = await admin.post('/api/locations/', { name: 'Kovalam', level: 3, parent_id: kerala, latitude: 8.4 });
    expect(half.json().errors.longitude).toBeDefined();
    const image = await admin.post('/api/locations/', { name: 'Kovalam', level: 3, parent_id: kerala, image_urls: ['http://insecure.example/a.jpg'] });
    expect(image.json().errors['image_urls.0']).toBeDefined();
  });

  it('renames a location, and the products below it are found by the new name', async () => {
    const munnar = await locationIdOf(ctx, 'munnar');
    const res = await admin.patch(`/api/locations/${munnar}/`, { name: 'Moonar', description: 'Tea country.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Moonar', slug: 'munnar', description: 'Tea country.' });
    const found = (await ops.get('/api/product-search/?q=moonar')).json();
    expect(found.count).toBe(9);
    const [entry] = await auditOf(ctx, 'location', munnar);
    expect(entry).toMatchObject({ action: 'update', before: { name: 'Munnar', description: 'Tea estates of the Western Ghats at 1,600 m.' }, after: { name: 'Moonar', description: 'Tea country.' } });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['description', 'name']);
  });

  it('leaves no audit entry for an edit that changes nothing', async () => {
    const munnar = await locationIdOf(ctx, 'munnar');
    expect((await admin.patch(`/api/locations/${munnar}/`, { name: 'Munnar' })).statusCode).toBe(200);
    expect(await auditOf(ctx, 'location', munnar)).toEqual([]);
  });
});

describe('moving a location', () => {
  it('moves a destination with its spots under another state, and their paths follow', async () => {
    const munnar = await locationIdOf(ctx, 'munnar');
    const goa = await locationIdOf(ctx, 'goa');
    const res = await admin.post(`/api/locations/${munnar}/move/`, { parent_id: goa });
    expect(res.statusCode).toBe(200);
    expect(res.json().breadcrumb.map((l: { name: string }) => l.name)).toEqual(['India', 'Goa', 'Munnar']);
    const topStation = await locationIdOf(ctx, 'top-station');
    expect((await ops.get(`/api/breadcrumb/${topStation}/`)).json().map((l: { name: string }) => l.name)).toEqual(['India', 'Goa', 'Munnar', 'Top Station']);

    // Everything in Goa now holds Munnar's products; Kerala holds them no more.
    const inGoa = (await ops.get(`/api/productlist/?location=${goa}&page_size=100`)).json();
    expect(inGoa.results.some((p: { location: { name: string } }) => p.location.name === 'Top Station')).toBe(true);
    const kerala = await locationIdOf(ctx, 'kerala');
    const inKerala = (await ops.get(`/api/productlist/?location=${kerala}&page_size=100`)).json();
    expect(inKerala.results.some((p: { location_trail: string[] }) => p.location_trail.includes('Munnar'))).toBe(false);

    const [entry] = await auditOf(ctx, 'location', munnar);
    expect(entry).toMatchObject({ action: 'move', before: { parent_id: kerala }, after: { parent_id: goa, locations_moved: 3 } });
  });

  it('refuses a move that would break the levels', async () => {
    const munnar = await locationIdOf(ctx, 'munnar');
    const manali = await locationIdOf(ctx, 'manali');
    const india = await locationIdOf(ctx, 'india');
    const sideways = await admin.post(`/api/locations/${munnar}/move/`, { parent_id: manali });
    expect(sideways.statusCode).toBe(400);
    expect(sideways.json().errors.parent_id[0]).toMatch(/level/);
    expect((await admin.post(`/api/locations/${munnar}/move/`, { parent_id: india })).statusCode).toBe(400);
    expect((await admin.post(`/api/locations/${india}/move/`, { parent_id: munnar })).json().errors.parent_id[0]).toMatch(/top of the tree/);
    expect(await auditOf(ctx, 'location', munnar)).toEqual([]);
  });

  it('refuses a move under itself or anything below it (a cycle)', async () => {
    const kerala = await locationIdOf(ctx, 'kerala');
    const munnar = await locationIdOf(ctx, 'munnar');
    const mattupetty = await locationIdOf(ctx, 'mattupetty');
    for (const target of [kerala, munnar, mattupetty]) {
      const res = await admin.post(`/api/locations/${kerala}/move/`, { parent_id: target });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.parent_id[0]).toMatch(/cannot move under itself or a location below it/);
    }
    expect((await ops.get(`/api/breadcrumb/${mattupetty}/`)).json().map((l: { name: string }) => l.name)).toEqual(['India', 'Kerala', 'Munnar', 'Mattupetty']);
  });
});

describe('deactivating a location', () => {
  it('deactivates it and everything below it, never deleting what products point at', async () => {
    const manali = await locationIdOf(ctx, 'manali');
    const res = await admin.post(`/api/locations/${manali}/deactivate/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().deactivated_ids).toHaveLength(4);
    expect((await ops.get(`/api/location-details/${manali}/`)).json().active).toBe(false);
    const himachal = await locationIdOf(ctx, 'himachal-pradesh');
    expect((await ops.get(`/api/locations/level-3/?parent=${himachal}`)).json().results.map((l: { name: string }) => l.name)).toEqual(['Dharamshala', 'Shimla']);
    expect((await ops.get(`/api/locations/level-3/?parent=${himachal}&active=all`)).json().count).toBe(3);
    expect((await ctx.database.db.select().from(products).where(eq(products.locationId, manali))).length).toBeGreaterThan(0);
    expect((await auditOf(ctx, 'location', manali))[0]).toMatchObject({ action: 'deactivate', before: { active: true }, after: { active: false } });

    // Nothing new is placed under a deactivated location; reactivation goes from the top down.
    expect((await admin.post('/api/locations/', { name: 'Vashisht', level: 4, parent_id: manali })).json().errors.parent_id[0]).toMatch(/deactivated/);
    const solang = await locationIdOf(ctx, 'solang-valley');
    expect((await admin.post(`/api/locations/${solang}/activate/`)).json().errors.parent_id).toEqual(['Activate Manali first']);
    expect((await admin.post(`/api/locations/${manali}/activate/`)).json().active).toBe(true);
    expect((await auditOf(ctx, 'location', manali))[0]).toMatchObject({ action: 'activate', after: { active: true } });
  });
});

describe('location tags', () => {
  it('lists tags with how many locations carry each, and those of one location', async () => {
    const all = (await ops.get('/api/location-tag/?page_size=100')).json();
    expect(all.count).toBe(11);
    expect(all.results.find((t: { name: string }) => t.name === 'Beach')).toMatchObject({ slug: 'beach', location_count: 8 });
    const munnar = await locationIdOf(ctx, 'munnar');
    expect((await ops.get(`/api/location-tag/?location=${munnar}`)).json().results.map((t: { name: string }) => t.name)).toEqual(['Hill station', 'Honeymoon']);
  });

  it('creates a tag, attaches and detaches it, each change audited once', async () => {
    const created = await admin.post('/api/location-tag/', { name: 'Tea country' });
    expect(created.statusCode).toBe(201);
    const tag = created.json();
    expect(tag).toEqual({ id: expect.any(Number), name: 'Tea country', slug: 'tea-country', location_count: 0 });
    expect((await admin.post('/api/location-tag/', { name: 'tea COUNTRY' })).statusCode).toBe(409);

    const munnar = await locationIdOf(ctx, 'munnar');
    const attached = await admin.post(`/api/location-tag/${tag.id}/attach/`, { location_id: munnar });
    expect(attached.json().tags.map((t: { name: string }) => t.name)).toEqual(['Hill station', 'Honeymoon', 'Tea country']);
    await admin.post(`/api/location-tag/${tag.id}/attach/`, { location_id: munnar });
    const detached = await admin.post(`/api/location-tag/${tag.id}/detach/`, { location_id: munnar });
    expect(detached.json().tags).toHaveLength(2);

    const entries = await auditOf(ctx, 'location', munnar);
    expect(entries.map((e) => e.action)).toEqual(['detach_tag', 'attach_tag']);
    expect(entries[1]?.after).toEqual({ tag_ids: expect.arrayContaining([tag.id]) });
    expect((await auditOf(ctx, 'location_tag', tag.id))[0]).toMatchObject({ action: 'create', after: { name: 'Tea country', slug: 'tea-country' } });
    expect((await admin.post('/api/location-tag/999999/attach/', { location_id: munnar })).statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it('refuses a caller without a token with 401', async () => {
    const anonymous = ctx.anonymous;
    expect((await anonymous.get('/api/locations/level-1/')).statusCode).toBe(401);
    expect((await anonymous.post('/api/locations/', { name: 'X', level: 1 })).statusCode).toBe(401);
  });

  it('refuses viewing without locations.view, and writing without locations.manage, with 403', async () => {
    expect((await viewer.get('/api/locations/level-1/')).statusCode).toBe(403);
    expect((await viewer.get('/api/breadcrumb/1/')).statusCode).toBe(403);
    const write = await ops.post('/api/locations/', { name: 'Nepal', level: 1 });
    expect(write.statusCode).toBe(403);
    expect((await ops.post('/api/locations/1/deactivate/')).statusCode).toBe(403);
    expect((await ops.post('/api/location-tag/', { name: 'Snow' })).statusCode).toBe(403);
    expect(await ctx.database.db.select().from(locations).where(eq(locations.name, 'Nepal'))).toEqual([]);
  });
});
