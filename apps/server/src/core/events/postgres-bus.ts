import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { encodeEvent, LocalSubscribers, NOTIFY_CHANNEL, RESYNC_CHANNEL, SYNC_CHANNEL, SyncRounds, type EventBus, type EventLog, type Json } from './event-bus.ts';

export type PostgresBusOptions = {
  db: Db;
  /** How the listener connects: its own client, never one of the pool's (a pooled connection is handed to others between queries). */
  connection: pg.ClientConfig;
  log: EventLog;
  /** The first wait before reconnecting, doubled up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
};

/**
 * Fan-out across instances: `publish` is `pg_notify` on the pool, and one dedicated client per
 * instance LISTENs and hands each message to the local subscribers (this instance's own events too,
 * so every event takes the same road). A lost listener reconnects with backoff, LISTENs again and
 * delivers RESYNC_CHANNEL locally: NOTIFY keeps nothing for a listener that was away.
 */
export function createPostgresBus(options: PostgresBusOptions): EventBus {
  const subscribers = new LocalSubscribers(options.log);
  const retryMs = options.retryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let client: pg.Client | null = null;
  let listenerPid: number | null = null;
  let listening = false;
  let reconnects = 0;
  let failures = 0;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let everListened = false;
  // The marker goes out on the listener's own connection: never queued behind a busy pool, and a
  // session hears its own NOTIFY, after every event committed before it.
  const rounds = new SyncRounds(async (message) => {
    if (!client || !listening) throw new Error('The event bus is not listening.');
    await client.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, message]);
  });
  subscribers.subscribeNow(SYNC_CHANNEL, (marker) => rounds.heard(marker));

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    const wait = Math.min(maxRetryMs, retryMs * 2 ** Math.min(failures, 16));
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, wait);
    // A bus left open must not keep a process alive on its own.
    retryTimer.unref();
  }

  function lost(lostClient: pg.Client, error?: unknown): void {
    if (client !== lostClient) return;
    client = null;
    listening = false;
    listenerPid = null;
    rounds.failAll(new Error('The event bus lost its connection.'));
    if (closed) return;
    options.log.warn({ err: error }, 'event listener lost its connection; reconnecting');
    lostClient.end().catch(() => undefined);
    scheduleReconnect();
  }

  async function connect(): Promise<void> {
    if (closed || client) return;
    const next = new pg.Client({ ...options.connection, keepAlive: true });
    client = next;
    // Without an error listener a dropped connection would crash the process.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL && message.payload !== undefined) subscribers.deliverMessage(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${NOTIFY_CHANNEL}`);
      const result = await next.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (client !== next || closed) return;
      listenerPid = result.rows[0]?.pid ?? null;
      listening = true;
      failures = 0;
      if (everListened) {
        reconnects += 1;
        subscribers.deliver(RESYNC_CHANNEL, { reconnects });
      }
      everListened = true;
    } catch (error) {
      if (client === next) lost(next, error);
    }
  }

  return {
    async publish(channel: string, payload: Json) {
      await options.db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${encodeEvent(channel, payload)})`);
    },
    subscribe: (channel, handler) => subscribers.subscribe(channel, handler),
    subscribeNow: (channel, handler) => subscribers.subscribeNow(channel, handler),
    sync: () => (listening && !closed ? rounds.sync() : Promise.reject(new Error('The event bus is not listening.'))),
    start: connect,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const last = client;
      client = null;
      listening = false;
      rounds.failAll(new Error('The event bus is closed.'));
      await last?.end().catch(() => undefined);
    },
    status: () => ({ transport: 'postgres', listening, listenerPid, reconnects, syncRounds: rounds.rounds }),
  };
}
