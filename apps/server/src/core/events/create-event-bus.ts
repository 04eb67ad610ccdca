import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { EventBus, EventLog } from './event-bus.ts';
import { createPgliteBus } from './pglite-bus.ts';
import { createPostgresBus } from './postgres-bus.ts';

const QUIET: EventLog = { warn: () => undefined, error: () => undefined };

/** The driver's own client under a Drizzle handle (Drizzle keeps it as `$client`), checked at run time. */
function driverClient(database: Pick<Database, 'db'>): unknown {
  return (database.db as unknown as { $client?: unknown }).$client;
}

/**
 * The bus that fits the database: in-process on PGlite, LISTEN/NOTIFY on PostgreSQL. The listener
 * connects with the pool's own settings (one more connection per instance, outside the pool).
 */
export function createEventBus(database: Pick<Database, 'db' | 'kind'>, log: EventLog = QUIET): EventBus {
  const client = driverClient(database);
  if (database.kind === 'pglite') {
    if (!(client instanceof PGlite)) throw new Error('The embedded database handle has no PGlite instance.');
    return createPgliteBus(client, log);
  }
  if (!(client instanceof pg.Pool)) throw new Error('The PostgreSQL handle has no connection pool.');
  const { connectionString, host, port, user, password, database: name, ssl } = client.options;
  return createPostgresBus({
    db: database.db,
    connection: { connectionString, host, port, user, password, database: name, ssl, connectionTimeoutMillis: 5000, application_name: 'ua-internal-events' },
    log,
  });
}
