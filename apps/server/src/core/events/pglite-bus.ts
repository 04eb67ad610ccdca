import type { PGlite } from '@electric-sql/pglite';
import { encodeEvent, LocalSubscribers, NOTIFY_CHANNEL, SYNC_CHANNEL, SyncRounds, type EventBus, type EventLog, type Json } from './event-bus.ts';

/**
 * The embedded database is one process, so the bus is an in-process emitter. `publish` emits at once
 * (no turn on the single connection, and safe even where a transaction is open); `publishInTx`'s
 * `pg_notify` reaches the emitter through PGlite's own LISTEN, which delivers on commit only.
 */
export function createPgliteBus(pglite: PGlite, log: EventLog): EventBus {
  const subscribers = new LocalSubscribers(log);
  let unlisten: (() => Promise<void>) | null = null;
  let closed = false;
  // Through the database like the triggers' events, so the marker comes back after every one of them
  // committed before it (on the one connection, a marker waits for an open transaction to end).
  const rounds = new SyncRounds((message) => pglite.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, message]));
  subscribers.subscribeNow(SYNC_CHANNEL, (marker) => rounds.heard(marker));

  return {
    async publish(channel: string, payload: Json) {
      const message = encodeEvent(channel, payload);
      if (!closed) subscribers.deliverMessage(message);
    },
    subscribe: (channel, handler) => subscribers.subscribe(channel, handler),
    subscribeNow: (channel, handler) => subscribers.subscribeNow(channel, handler),
    sync: () => (unlisten !== null && !closed ? rounds.sync() : Promise.reject(new Error('The event bus is not listening.'))),
    async start() {
      if (unlisten || closed) return;
      unlisten = await pglite.listen(NOTIFY_CHANNEL, (message) => {
        if (!closed) subscribers.deliverMessage(message);
      });
    },
    async close() {
      closed = true;
      rounds.failAll(new Error('The event bus is closed.'));
      if (unlisten && !pglite.closed) await unlisten().catch(() => undefined);
      unlisten = null;
    },
    status: () => ({ transport: 'pglite', listening: unlisten !== null && !closed, listenerPid: null, reconnects: 0, syncRounds: rounds.rounds }),
  };
}
