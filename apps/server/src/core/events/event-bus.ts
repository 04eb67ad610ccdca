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
  /** Connects where there is something to connect; resolves after the first attempt, which a failure does not stop. */
  start(): Promise<void>;
  close(): Promise<void>;
  status(): EventBusStatus;
};

export type EventBusStatus = { transport: 'pglite' | 'postgres'; listening: boolean; listenerPid: number | null; reconnects: number };

/** The PostgreSQL channel every event travels on; the bus's channel is inside the message. */
export const NOTIFY_CHANNEL = 'ua_events';
/** Delivered locally, never sent: the bus listens again after a gap in which events may have been lost. */
export const RESYNC_CHANNEL = 'bus.resync';
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

  deliver(channel: string, payload: Json): void {
    this.emitter.emit(channel, payload);
  }

  deliverMessage(message: string): void {
    const event = decodeEvent(message);
    if (event) this.deliver(event.channel, event.payload);
    else this.log.warn({ message: message.slice(0, 200) }, 'ignored a malformed event');
  }
}
