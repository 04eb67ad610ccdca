import { getTableName, sql } from 'drizzle-orm';
import { permissionLabels, type PermissionLabel } from '@ua/contracts';
import { queryRows, type Db } from '../db/client.ts';
import { accessLevels, notifications, productCategories, userAccessLevels, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { seedCatalogue, type CatalogueCounts } from './catalogue.ts';

export const DEMO_PASSWORD = 'demo-password';

const OPERATIONS_LABELS: PermissionLabel[] = [
  ...permissionLabels.filter((label) => label.endsWith('.view')),
  'bookings.manage',
  'itineraries.manage',
];

export const DEMO_ACCESS_LEVELS = [
  { name: 'Administrator', labels: [...permissionLabels] },
  { name: 'Operations', labels: OPERATIONS_LABELS },
] as const;

export const DEMO_STAFF = [
  { email: 'admin@ua.test', firstName: 'Asha', lastName: 'Rao', level: 'Administrator' },
  { email: 'ops@ua.test', firstName: 'Ravi', lastName: 'Kumar', level: 'Operations' },
  { email: 'viewer@ua.test', firstName: 'Meera', lastName: 'Iyer', level: null },
] as const;

type DemoNotification = { type: string; message: string; link: string | null; minutesAgo: number };

const DEMO_NOTIFICATIONS: Record<string, DemoNotification[]> = {
  'admin@ua.test': [
    { type: 'booking', message: 'Booking UA-24117 for the Sharma family (Munnar, 4 nights) is confirmed.\nVoucher numbers are in the booking.', link: '/bookings/UA-24117', minutesAgo: 7 },
    { type: 'booking', message: 'Hotel Snow Valley Resorts rejected the Manali request for 12 Dec.\nPick another hotel or date.', link: '/bookings/UA-24102', minutesAgo: 95 },
    { type: 'payment', message: 'Balance of \u20b918,400 received for UA-24090 (UPI).', link: '/payments/UA-24090', minutesAgo: 180 },
    { type: 'payment', message: 'Advance for UA-24131 is overdue by 2 days.', link: '/payments/UA-24131', minutesAgo: 60 * 26 },
    { type: 'supplier', message: 'Goa Coastal Cabs updated their bank details.\nCheck them before the next payout.', link: '/suppliers/goa-coastal-cabs', minutesAgo: 60 * 30 },
    { type: 'comment', message: 'Ravi mentioned you on UA-24117: "Can we move the Solang Valley day to Friday?"', link: '/bookings/UA-24117#comments', minutesAgo: 12 },
    { type: 'system', message: 'UA Internal will be read-only on Sunday 02:00\u201302:30 IST for maintenance.', link: null, minutesAgo: 60 * 50 },
  ],
  'ops@ua.test': [
    { type: 'booking', message: 'New booking UA-24135: Jaipur heritage tour, 2 adults, 3 nights.', link: '/bookings/UA-24135', minutesAgo: 20 },
    { type: 'supplier', message: 'Kerala Backwater Cruises confirmed the houseboat for UA-24117.', link: '/bookings/UA-24117', minutesAgo: 65 },
    { type: 'wallet', message: 'Agent Wanderlust Holidays topped up their wallet by \u20b950,000.', link: '/agents/wanderlust/wallet', minutesAgo: 60 * 5 },
  ],
};

/** Adds the demo access levels, staff, notifications and catalogue; run on an empty database only. */
export async function seedDemo(db: Db): Promise<{ staff: number; notifications: number; catalogue: CatalogueCounts }> {
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

    const rows = Object.entries(DEMO_NOTIFICATIONS).flatMap(([email, items]) =>
      items.map((item) => ({
        userId: userId.get(email) as number,
        notificationType: item.type,
        message: item.message,
        link: item.link,
        generatedOn: new Date(Date.now() - item.minutesAgo * 60_000),
      })),
    );
    if (rows.length > 0) await tx.insert(notifications).values(rows);
    const catalogue = await seedCatalogue(tx);
    return { staff: staff.length, notifications: rows.length, catalogue };
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
