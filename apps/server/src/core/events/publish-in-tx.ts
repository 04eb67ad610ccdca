import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { encodeEvent, NOTIFY_CHANNEL, type Json } from './event-bus.ts';

/**
 * Publishes from inside a transaction: `pg_notify` is held by the database until the transaction
 * commits and dropped if it rolls back, on PostgreSQL and on PGlite alike (both buses listen on
 * NOTIFY_CHANNEL). Pass the transaction handle, like every write of that transaction. Throws for a
 * message over PostgreSQL's 8000-byte limit, which rolls the transaction back: an event carries ids.
 */
export async function publishInTx(tx: Db, channel: string, payload: Json): Promise<void> {
  await tx.execute(sql`select ${notifyCall(channel, payload)}`);
}

/**
 * The `pg_notify` call itself, for a statement that publishes as part of its own work (a writable CTE
 * that selects it once per changed row): delivered when the statement's transaction commits, as above.
 */
export function notifyCall(channel: string, payload: Json): SQL {
  return sql`pg_notify(${NOTIFY_CHANNEL}, ${encodeEvent(channel, payload)})`;
}
