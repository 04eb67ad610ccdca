import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

/** A JSON value. Events carry ids and small facts; subscribers read the records themselves. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type EventHandler = (payload: Json) => void | Promise<void>;

/**
 * Publish and subscribe, on one instance or across all instances of one PostgreSQL. Delivery is
 * at most once and only to instances listening at that moment: an event says "look again", and the
 * database stays the truth. After the bus lost its connection and listens again it delivers
 * `RESYNC_CHANNEL` locally, so a subscriber reloads what it may have missed meanwhile.
 */
export type EventBus = {
  /** Delivers to every subscriber of `channel`; call it after the change has committed (or use `publishInTx`). */
  publish(channel: string, payload: Json): Promise<void>;
  subscribe(channel: string, handler: EventHandler): () => void;
  /**
   * Like `subscribe`, but the handler runs at once, in order with the delivery, before the next event
   * is handed over: for a cache that `sync` must find invalidated. It must be quick and must not throw.
   */
  subscribeNow(channel: string, handler: (payload: Json) => void): () => void;
  /**
   * Resolves once every event committed before the call has been delivered here (the `subscribeNow`
   * handlers have run): a marker of this instance's goes through the database and comes back, and
   * PostgreSQL delivers the events of different transactions in the order they committed. Callers
   * waiting at the same moment share one marker. Rejects when the bus is not listening, or when the
   * marker is not back within SYNC_TIMEOUT_MS.
   */
  sync(): Promise<void>;
  /** Connects where there is something to connect; resolves after the first attempt, which a failure does not stop. */
  start(): Promise<void>;
  close(): Promise<void>;
  status(): EventBusStatus;
};

export type EventBusStatus = {
  transport: 'pglite' | 'postgres';
  listening: boolean;
  listenerPid: number | null;
  reconnects: number;
  /** Markers sent by `sync` so far: each one round trip to the database. */
  syncRounds: number;
};

/** The PostgreSQL channel every event travels on; the bus's channel is inside the message. */
export const NOTIFY_CHANNEL = 'ua_events';
/** Delivered locally, never sent: the bus listens again after a gap in which events may have been lost. */
export const RESYNC_CHANNEL = 'bus.resync';
/** The markers of `sync`, delivered to `subscribeNow` handlers like any event (each instance knows its own). */
export const SYNC_CHANNEL = 'bus.sync';
/** How long `sync` waits for its marker before it gives up (the caller then asks the database itself). */
export const SYNC_TIMEOUT_MS = 2000;
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_MESSAGE_BYTES = 7999;

const CHANNEL = /^[a-z][a-z0-9._:-]{0,99}$/;

export class EventPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventPayloadError';
  }
}

/** The text sent over NOTIFY for one event; throws for a bad channel or a message PostgreSQL would refuse. */
export function encodeEvent(channel: string, payload: Json): string {
  if (!CHANNEL.test(channel) || channel === RESYNC_CHANNEL) throw new EventPayloadError(`"${channel}" cannot be published to: use lowercase letters, digits and . _ : -.`);
  const message = JSON.stringify({ c: channel, p: payload });
  const bytes = Buffer.byteLength(message, 'utf8');
  if (bytes > MAX_MESSAGE_BYTES) throw new EventPayloadError(`The event on "${channel}" is ${bytes} bytes; an event carries ids (at most ${MAX_MESSAGE_BYTES} bytes), not records.`);
  return message;
}

export function decodeEvent(message: string): { channel: string; payload: Json } | null {
  try {
    const parsed = JSON.parse(message) as { c?: unknown; p?: Json };
    return typeof parsed.c === 'string' && 'p' in parsed ? { channel: parsed.c, payload: parsed.p ?? null } : null;
  } catch {
    return null;
  }
}

export type EventLog = { warn(fields: object, message: string): void; error(fields: object, message: string): void };

/**
 * The subscribers of one process. Handlers run on a later turn of the event loop, so the code that
 * delivers (a publisher, a notification callback inside a driver) never waits for them or sees their errors.
 */
export class LocalSubscribers {
  private readonly emitter = new EventEmitter();
  private readonly now = new Map<string, Set<(payload: Json) => void>>();

  constructor(private readonly log: EventLog) {
    // Many subscribers (a live bell per open connection) are expected, not a leak.
    this.emitter.setMaxListeners(0);
  }

  subscribe(channel: string, handler: EventHandler): () => void {
    const listener = (payload: Json) => {
      setImmediate(() => {
        Promise.resolve()
          .then(() => handler(payload))
          .catch((error: unknown) => this.log.error({ channel, err: error }, 'event subscriber failed'));
      });
    };
    this.emitter.on(channel, listener);
    return () => void this.emitter.off(channel, listener);
  }

  subscribeNow(channel: string, handler: (payload: Json) => void): () => void {
    const handlers = this.now.get(channel) ?? new Set();
    handlers.add(handler);
    this.now.set(channel, handlers);
    return () => void handlers.delete(handler);
  }

  deliver(channel: string, payload: Json): void {
    for (const handler of this.now.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.log.error({ channel, err: error }, 'event subscriber failed');
      }
    }
    this.emitter.emit(channel, payload);
  }

  deliverMessage(message: string): void {
    const event = decodeEvent(message);
    if (event) this.deliver(event.channel, event.payload);
    else this.log.warn({ message: message.slice(0, 200) }, 'ignored a malformed event');
  }
}

/**
 * The rounds of `sync`. A caller joins the round not yet sent; one round is in flight at a time, and the
 * callers who came while it flew go in the next, so a round proves everything committed before each
 * of its callers came. `send` commits the marker's NOTIFY; the bus hands back every marker it hears.
 */
export class SyncRounds {
  private next: { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } | null = null;
  private inFlight: { marker: string; settle: (error?: Error) => void } | null = null;
  rounds = 0;

  constructor(
    private readonly send: (message: string) => Promise<unknown>,
    private readonly timeoutMs = SYNC_TIMEOUT_MS,
  ) {}

  sync(): Promise<void> {
    if (!this.next) {
      let resolve!: () => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<void>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      this.next = { promise, resolve, reject };
    }
    const { promise } = this.next;
    if (!this.inFlight) this.start();
    return promise;
  }

  /** A marker heard on the bus: the round it closes, if it is this instance's. */
  heard(marker: Json): void {
    if (this.inFlight && this.inFlight.marker === marker) this.inFlight.settle();
  }

  /** The bus stopped listening: every caller learns now, not at the timeout. */
  failAll(error: Error): void {
    this.inFlight?.settle(error);
    const waiting = this.next;
    this.next = null;
    waiting?.reject(error);
  }

  private start(): void {
    const round = this.next;
    if (!round) return;
    this.next = null;
    const marker = randomUUID();
    this.rounds += 1;
    const timer = setTimeout(() => settle(new Error('The event bus did not hear its own marker in time.')), this.timeoutMs);
    timer.unref();
    const settle = (error?: Error) => {
      if (this.inFlight?.marker !== marker) return;
      clearTimeout(timer);
      this.inFlight = null;
      if (error) round.reject(error);
      else round.resolve();
      if (this.next) this.start();
    };
    this.inFlight = { marker, settle };
    this.send(encodeEvent(SYNC_CHANNEL, marker)).catch((error: unknown) => settle(error instanceof Error ? error : new Error(String(error))));
  }
}
