import { asc, eq, getTableName, sql } from 'drizzle-orm';
import { notificationTypesFor, permissionLabels, type PermissionLabel } from '@ua/contracts';
import { queryRows, type Db } from '../db/client.ts';
import { accessLevels, locations, notifications, productCategories, products, suppliers, userAccessLevels, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { seedCatalogue, type CatalogueCounts } from './catalogue.ts';
import { SEED_REQUEST_ID, seedItineraries } from './itineraries.ts';
import { staffActor, type ServiceContext } from '../core/actor.ts';
import { seedMessages } from './messages.ts';
import { seedBookings } from './bookings.ts';
import { seedAgents } from './agents.ts';
import { spreadDemoQuotes } from './dashboards.ts';
import { loadConfig, type Config } from '../config.ts';
import { tmpdir } from 'node:os';

export const DEMO_PASSWORD = 'demo-password';

const OPERATIONS_LABELS: PermissionLabel[] = [
  ...permissionLabels.filter((label) => label.endsWith('.view')),
  'bookings.manage',
  'itineraries.manage',
  'messaging.send',
];

const ACCOUNTS_LABELS: PermissionLabel[] = ['payments.view', 'payments.record', 'bookings.view', 'itineraries.view', 'agents.view', 'wallet.view', 'wallet.adjust', 'messaging.send'];

export const DEMO_ACCESS_LEVELS = [
  { name: 'Administrator', labels: [...permissionLabels] },
  { name: 'Operations', labels: OPERATIONS_LABELS },
  { name: 'Accounts', labels: ACCOUNTS_LABELS },
] as const;

export const DEMO_STAFF = [
  { email: 'admin@ua.test', firstName: 'Asha', lastName: 'Rao', level: 'Administrator' },
  { email: 'ops@ua.test', firstName: 'Ravi', lastName: 'Kumar', level: 'Operations' },
  { email: 'viewer@ua.test', firstName: 'Meera', lastName: 'Iyer', level: null },
  { email: 'accounts@ua.test', firstName: 'Priya', lastName: 'Nair', level: 'Accounts' },
] as const;

/**
 * What a demo notification opens: a record of the demo catalogue, named as the catalogue seed names it,
 * or nothing. Payments and wallets have no pages yet, so their notifications link nowhere rather than
 * to an address that does not exist. The bookings' notifications come from the bookings the demo
 * makes (seed/bookings.ts), each linking to its booking or comment.
 */
type DemoLink = { supplier: string } | { product: string } | { place: string } | null;
type DemoNotification = { type: string; message: string; link: DemoLink; minutesAgo: number };

const DEMO_NOTIFICATIONS: Record<string, DemoNotification[]> = {
  'admin@ua.test': [
    { type: 'booking', message: 'Snow Valley Resorts turned down the Manali request for 12 Dec.\nPick another hotel in Manali or another date.', link: { place: 'manali' }, minutesAgo: 95 },
    { type: 'payment', message: 'Balance of \u20b918,400 received for UA-24090 (UPI).', link: null, minutesAgo: 180 },
    { type: 'payment', message: 'Advance for UA-24131 is overdue by 2 days.', link: null, minutesAgo: 60 * 26 },
    { type: 'supplier', message: 'Goa Coastal Cabs updated their bank details.\nCheck them before the next payout.', link: { supplier: 'Goa Coastal Cabs' }, minutesAgo: 60 * 30 },
    { type: 'system', message: 'UA Internal will be read-only on Sunday 02:00\u201302:30 IST for maintenance.', link: null, minutesAgo: 60 * 50 },
  ],
  'ops@ua.test': [
    { type: 'wallet', message: 'Agent Wanderlust Holidays topped up their wallet by \u20b950,000.', link: null, minutesAgo: 60 * 5 },
  ],
};

/** The notification types a demo person's level lets them see. */
export function demoNotificationTypes(email: string): readonly string[] {
  const level = DEMO_STAFF.find((person) => person.email === email)?.level ?? null;
  return notificationTypesFor(DEMO_ACCESS_LEVELS.find((candidate) => candidate.name === level)?.labels ?? []);
}

/** The web app's catalogue pages (apps/web/src/config/paths.ts): `/suppliers/12` and so on. */
async function resolveDemoLink(tx: Db, link: DemoLink): Promise<string | null> {
  if (link === null) return null;
  const [found] =
    'supplier' in link
      ? await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.displayName, link.supplier)).orderBy(asc(suppliers.id)).limit(1)
      : 'product' in link
        ? await tx.select({ id: products.id }).from(products).where(eq(products.name, link.product)).orderBy(asc(products.id)).limit(1)
        : await tx.select({ id: locations.id }).from(locations).where(eq(locations.slug, link.place)).limit(1);
  // A renamed demo record fails the seed loudly instead of leaving a link to nowhere.
  if (!found) throw new Error(`A demo notification links to a record the demo catalogue does not have: ${JSON.stringify(link)}`);
  const base = 'supplier' in link ? '/suppliers' : 'product' in link ? '/products' : '/destinations';
  return `${base}/${found.id}`;
}

/**
 * What the demo's bookings act with when the caller has no configuration of its own (tests, the
 * seed command): development defaults. The suppliers' and travellers' links it makes are signed with
 * this secret, so they open only on a server given the same one; `npm start` passes its own.
 */
function seedConfig(): Config {
  return loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'demo-seed-links-open-only-where-this-is-the-secret', DATA_DIR: tmpdir(), LOG_LEVEL: 'silent' });
}

/** Adds the demo access levels, staff, notifications, catalogue, trips, messages and bookings; run on an empty database only. */
export async function seedDemo(db: Db, config: Config = seedConfig()): Promise<{ staff: number; notifications: number; catalogue: CatalogueCounts; itineraries: number; messages: number; bookings: number; agents: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const levels = await tx
      .insert(accessLevels)
      .values(DEMO_ACCESS_LEVELS.map((level) => ({ name: level.name, labels: [...level.labels] })))
      .returning({ id: accessLevels.id, name: accessLevels.name });
    const levelId = new Map(levels.map((level) => [level.name, level.id]));

    // Demo staff joined a while ago, so nobody is greeted as new on the demo.
    const staff = await tx
      .insert(users)
      .values(DEMO_STAFF.map((person) => ({ email: person.email, firstName: person.firstName, lastName: person.lastName, passwordHash, joinedAt: sql`now() - interval '30 days'` })))
      .returning({ id: users.id, email: users.email });
    const userId = new Map(staff.map((user) => [user.email, user.id]));

    const grants = DEMO_STAFF.filter((person) => person.level !== null).map((person) => ({
      userId: userId.get(person.email) as number,
      accessLevelId: levelId.get(person.level as string) as number,
    }));
    if (grants.length > 0) await tx.insert(userAccessLevels).values(grants);

    // The catalogue first: notifications link to its records by id.
    const catalogue = await seedCatalogue(tx);
    const rows = [];
    for (const [email, items] of Object.entries(DEMO_NOTIFICATIONS)) {
      const allowed = demoNotificationTypes(email);
      for (const item of items) {
        // The bell would hide it: a demo person gets only the types their level allows (the viewer, none but system).
        if (!allowed.includes(item.type)) throw new Error(`A demo ${item.type} notification goes to ${email}, whose level does not allow that type.`);
        rows.push({
          userId: userId.get(email) as number,
          notificationType: item.type,
          message: item.message,
          link: await resolveDemoLink(tx, item.link),
          generatedOn: new Date(Date.now() - item.minutesAgo * 60_000),
        });
      }
    }
    if (rows.length > 0) await tx.insert(notifications).values(rows);
    const person = (email: string) => {
      const found = DEMO_STAFF.find((member) => member.email === email);
      return { id: userId.get(email) as number, email, firstName: found?.firstName ?? '' };
    };
    const sales = person('ops@ua.test');
    const manager = person('admin@ua.test');
    const trips = await seedItineraries(tx, { sales, manager });
    const conversations = await seedMessages(tx, trips, { sales: sales.id, manager: manager.id });
    const accounts = person('accounts@ua.test');
    const booked = await seedBookings(tx, config, { sales, manager, accounts }, trips);
    const staffContext = (who: { id: number; email: string; firstName: string }): ServiceContext => ({ db: tx, actor: staffActor({ ...who, labels: permissionLabels }, { requestId: SEED_REQUEST_ID, ip: '127.0.0.1' }) });
    const agents = await seedAgents(tx, { asha: staffContext(manager), priya: staffContext(accounts), priyaId: accounts.id, raviId: sales.id }, trips);
    await spreadDemoQuotes(tx, new Date());
    return { staff: staff.length, notifications: rows.length, catalogue, itineraries: trips.count + booked.trips, messages: conversations, bookings: booked.bookings, agents: agents.agents };
  });
}

/**
 * Empties every table of the schema, for `npm run seed` and tests; product categories stay, being
 * reference data the migration lays. The tables are read from the catalogue, so one a later
 * migration adds is emptied too without anyone listing it here.
 */
export async function truncateAll(db: Db): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> ${getTableName(productCategories)} order by tablename`,
  );
  if (tables.length === 0) return;
  await db.execute(sql`truncate table ${sql.join(tables.map((table) => sql`public.${sql.identifier(table.name)}`), sql`, `)} restart identity cascade`);
}
