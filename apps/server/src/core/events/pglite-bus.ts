import type { PGlite } from '@electric-sql/pglite';
import { encodeEvent, LocalSubscribers, NOTIFY_CHANNEL, type EventBus, type EventLog, type Json } from './event-bus.ts';

/**
 * The embedded database is one process, so the bus is an in-process emitter. `publish` emits at once
 * (no turn on the single connection, and safe even where a transaction is open); `publishInTx`'s
 * `pg_notify` reaches the emitter through PGlite's own LISTEN, which delivers on commit only.
 */
export function createPgliteBus(pglite: PGlite, log: EventLog): EventBus {
  const subscribers = new LocalSubscribers(log);
  let unlisten: (() => Promise<void>) | null = null;
  let closed = false;

  return {
    async publish(channel: string, payload: Json) {
      const message = encodeEvent(channel, payload);
      if (!closed) subscribers.deliverMessage(message);
    },
    subscribe: (channel, handler) => subscribers.subscribe(channel, handler),
    async start() {
      if (unlisten || closed) return;
      unlisten = await pglite.listen(NOTIFY_CHANNEL, (message) => {
        if (!closed) subscribers.deliverMessage(message);
      });
    },
    async close() {
      closed = true;
      if (unlisten && !pglite.closed) await unlisten().catch(() => undefined);
      unlisten = null;
    },
    status: () => ({ transport: 'pglite', listening: unlisten !== null && !closed, listenerPid: null, reconnects: 0 }),
  };
}
