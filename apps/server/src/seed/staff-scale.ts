import { count, like, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { accessLevels, notifications, userAccessLevels, users } from '../db/schema/index.ts';
import { seedDemo } from './demo.ts';

export type Scale = { staff: number; notifications: number; variants: number };
export const FULL_SCALE: Scale = { staff: 2000, notifications: 1_000_000, variants: 200_000 };
export const EMBEDDED_SCALE: Scale = { staff: 500, notifications: 200_000, variants: 40_000 };

/** Zipf-like weights: the first users get tens of thousands of notifications, most get a few. */
const SKEW = 0.9;

/**
 * Seeds staff and notifications at scale in a few set-based statements (generate_series), and
 * reuses a database that already holds them.
 */
export async function seedStaffAndNotifications(db: Db, scale: Scale): Promise<{ reused: boolean; notifications: number }> {
  const [demo] = await db.select({ n: count() }).from(users).where(like(users.email, '%@ua.test'));
  if (!demo?.n) await seedDemo(db);

  const [bench] = await db.select({ n: count() }).from(users).where(like(users.email, 'bench-%'));
  const [existing] = await db.select({ n: count() }).from(notifications);
  if ((bench?.n ?? 0) >= scale.staff && (existing?.n ?? 0) >= scale.notifications * 0.95) {
    return { reused: true, notifications: Number(existing?.n ?? 0) };
  }

  await db.execute(sql`delete from ${notifications} where ${notifications.userId} in (select id from ${users} where email like 'bench-%')`);
  await db.execute(sql`delete from ${users} where email like 'bench-%'`);
  await db.execute(sql`
    insert into users (email, first_name, last_name, joined_at)
    select 'bench-' || lpad(g::text, 5, '0') || '@ua.test', 'Bench', 'User ' || g, now() - interval '90 days'
    from generate_series(1, ${scale.staff}) g`);
  await db.execute(sql`
    insert into ${userAccessLevels} (user_id, access_level_id)
    select u.id, l.id from ${users} u, ${accessLevels} l
    where u.email like 'bench-%' and l.name = 'Operations'`);

  // The constant makes the skewed counts add up to the requested total.
  let harmonic = 0;
  for (let rank = 1; rank <= scale.staff; rank += 1) harmonic += rank ** -SKEW;
  const top = Math.round(scale.notifications / harmonic);
  await db.execute(sql`
    insert into notifications (user_id, notification_type, message, link, read_status, generated_on)
    select u.id,
           (array['booking','payment','supplier','comment','wallet','system'])[1 + (g % 6)],
           'Bench notification ' || g || ' for user ' || u.r || E'\nSecond line of the message.',
           case when g % 3 = 0 then '/bookings/UA-' || (10000 + g) else null end,
           case when (hashtext(u.id::text || ':' || g::text) & 1023) < 205 then 'unread' else 'read' end,
           now() - make_interval(secs => g * 37)
    from (select id, row_number() over (order by id) as r from users where email like 'bench-%') u
    cross join lateral generate_series(1, greatest(1, floor(${top} / power(u.r, ${SKEW}))::int)) g`);
  // As autovacuum would have by the time anyone polls: the statistics, and the visibility map that lets
  // the unread count read its index alone.
  await db.execute(sql`vacuum analyze`);
  const [after] = await db.select({ n: count() }).from(notifications);
  return { reused: false, notifications: Number(after?.n ?? 0) };
}

/** Bench users by notification volume, heaviest first. */
export async function benchUsers(db: Db): Promise<Array<{ id: number; tokenVersion: number; unread: number }>> {
  return (
    await queryRows<{ id: number; token_version: number; unread: number }>(
      db,
      sql`select u.id, u.token_version, (select count(*)::int from notifications n where n.user_id = u.id and n.read_status = 'unread') as unread
          from users u where u.email like 'bench-%' order by u.id`,
    )
  ).map((row) => ({ id: Number(row.id), tokenVersion: Number(row.token_version), unread: Number(row.unread) }));
}
