import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { finalItineraries, itineraries, itineraryCustomerLinks } from '../../db/schema/itineraries.ts';

/** A trip's latest version, sent to the customer and neither accepted nor lost since. */
export type UnansweredQuote = {
  tripId: number;
  title: string;
  customerName: string;
  ownerId: number;
  versionId: number;
  version: number;
  sentAt: Date;
  /** When its customer link (the latest one still open) stops working; null for none. */
  linkExpiresAt: Date | null;
};

/**
 * The trips marked sent whose latest version went out between `sentAfter` and `sentBefore` and is not
 * accepted, of trips not yet travelled (`today`), in one query. A version went out when its first
 * customer link was made (every way of sending one through the app makes one); one sent outside the
 * app, with no link, counts from when it was frozen.
 */
export async function unansweredQuotes(db: Db, sentAfter: Date, sentBefore: Date, today: string): Promise<UnansweredQuote[]> {
  const sentAt = sql`coalesce(min(l.created_at), v.frozen_at)`;
  const rows = await queryRows<{
    trip_id: number;
    title: string;
    customer_name: string;
    owner_id: number;
    version_id: number;
    version: number;
    sent_at: string | Date;
    link_expires_at: string | Date | null;
  }>(
    db,
    sql`select t.id as trip_id, t.title, t.customer_name, t.owner_id, v.id as version_id, v.version, ${sentAt} as sent_at,
          max(l.expires_at) filter (where l.revoked_at is null) as link_expires_at
        from ${itineraries} t
        join ${finalItineraries} v on v.itinerary_id = t.id and v.version = t.latest_version
        left join ${itineraryCustomerLinks} l on l.final_itinerary_id = v.id
        where t.status = 'sent' and v.accepted_at is null and t.start_date >= ${today}::date
        group by t.id, v.id
        having ${sentAt} > ${sentAfter.toISOString()}::timestamptz and ${sentAt} <= ${sentBefore.toISOString()}::timestamptz
        order by 7, t.id`,
  );
  return rows.map((row) => ({
    tripId: Number(row.trip_id),
    title: row.title,
    customerName: row.customer_name,
    ownerId: Number(row.owner_id),
    versionId: Number(row.version_id),
    version: Number(row.version),
    sentAt: new Date(row.sent_at),
    linkExpiresAt: row.link_expires_at === null ? null : new Date(row.link_expires_at),
  }));
}
