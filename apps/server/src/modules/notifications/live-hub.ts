import { NOTIFICATION_LIST_MAX, NOTIFICATION_STREAM_PING_MS, type Notification } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { RESYNC_CHANNEL, type EventBus, type EventLog, type Json } from '../../core/events/event-bus.ts';
import { toNotification } from './bell.routes.ts';
import { newRowsForOwners, unreadAfter, unreadCountBody, unreadCountsOfOwners, type UnreadCountBody } from './live-bell.repository.ts';
import { unreadCountsByType, type NotificationRow, type Viewer } from './notifications.repository.ts';
import { NOTIFICATIONS_CHANGED, NOTIFICATIONS_CREATED, type NotificationsChanged, type NotificationsCreated } from './notifications.service.ts';

/** One server-sent event of a bell's stream. Only `notification` carries an id: the one a stream resumes after. */
export type LiveMessage =
  | { event: 'notification'; id: number; data: Notification }
  | { event: 'count'; data: UnreadCountBody }
  | { event: 'ping'; data: { at: string } };

/** Where a stream's events go (the route's open response), and how the hub ends it. */
export type LiveSink = { write(message: LiveMessage): void; close(): void };

/** A token's session as the identity module reads it; the hub checks them all again at every ping. */
export type LiveSession = { userId: number; tokenVersion: number; jti: string; expiresAt: number };
export type LiveSessionChecks = {
  sessionOf(token: string): Promise<LiveSession | null>;
  lapsed(sessions: readonly LiveSession[]): Promise<Set<number>>;
};

export type LiveBellOptions = {
  db: Db;
  events: EventBus;
  sessions: LiveSessionChecks;
  log: EventLog;
  /** How often every stream gets a `ping` and every session is checked again. */
  pingMs?: number;
};

export type OpenStream = {
  viewer: Viewer;
  /** The token the stream was opened with: once it no longer signs anyone in, the stream ends. */
  token: string;
  /** The last notification id the browser has (Last-Event-ID): the unread ones after it are sent first. */
  lastEventId?: number;
  sink: LiveSink;
};

/**
 * The live bell of one instance: every open stream by its owner, fed by the event bus. It subscribes once,
 * whatever the number of streams, and answers each event with one query for all the streams it concerns.
 */
export type LiveBell = {
  /** Registers a stream and sends its start (what it missed, then the count); answers how to let it go, or null for a token that does not verify. */
  open(stream: OpenStream): Promise<(() => void) | null>;
  /** Pings every stream and ends those whose session has lapsed (one query); runs every `pingMs` on its own. */
  pingRound(): Promise<void>;
  /** How many streams are open, and of how many people. */
  size(): { streams: number; people: number };
  close(): Promise<void>;
};

/** The newest notification ids a stream remembers sending, so an id seen twice (a resume racing an event) goes once. */
const REMEMBERED_IDS = 1000;

type Queued = { kind: 'notification'; row: NotificationRow; data: Notification } | { kind: 'count'; tag: number; body: UnreadCountBody };

/**
 * One open stream. Until its start has been sent, what the hub hands it waits; afterwards a notification
 * already sent is skipped, and a count older than the last one sent (counts are tagged in the order their
 * queries began) is dropped, so a stream never goes back to a stale count.
 */
class Connection {
  private readonly sent = new Set<number>();
  private lastCountTag = -1;
  private queued: Queued[] | null = [];

  constructor(
    readonly userId: number,
    readonly session: LiveSession,
    readonly sink: LiveSink,
  ) {}

  notification(row: NotificationRow, data: Notification): void {
    if (this.sent.has(row.id)) return;
    if (this.queued) {
      this.queued.push({ kind: 'notification', row, data });
      return;
    }
    this.sent.add(row.id);
    if (this.sent.size > REMEMBERED_IDS) this.sent.delete(this.sent.values().next().value as number);
    this.sink.write({ event: 'notification', id: row.id, data });
  }

  count(tag: number, body: UnreadCountBody): void {
    if (this.queued) {
      this.queued.push({ kind: 'count', tag, body });
      return;
    }
    if (tag <= this.lastCountTag) return;
    this.lastCountTag = tag;
    this.sink.write({ event: 'count', data: body });
  }

  /** Sends what the stream missed, then whatever arrived meanwhile, then its count. */
  start(missed: NotificationRow[], tag: number, body: UnreadCountBody): void {
    const meanwhile = this.queued ?? [];
    this.queued = null;
    for (const row of missed) this.notification(row, toNotification(row));
    for (const item of meanwhile) {
      if (item.kind === 'notification') this.notification(item.row, item.data);
      else this.count(item.tag, item.body);
    }
    this.count(tag, body);
  }
}

function isCreated(payload: Json): payload is NotificationsCreated {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) && Number.isSafeInteger(payload.first_id) && Number.isSafeInteger(payload.last_id);
}

function isChanged(payload: Json): payload is NotificationsChanged {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) && Array.isArray(payload.user_ids) && payload.user_ids.every((id) => Number.isSafeInteger(id));
}

export function createLiveBell(options: LiveBellOptions): LiveBell {
  const { db, events, sessions, log } = options;
  const byUser = new Map<number, Set<Connection>>();
  let countTags = 0;
  let pinging = false;
  let closed = false;

  const connectionsOf = (userIds: Iterable<number>): Connection[] => [...userIds].flatMap((id) => [...(byUser.get(id) ?? [])]);

  function remove(connection: Connection): void {
    const own = byUser.get(connection.userId);
    own?.delete(connection);
    if (own?.size === 0) byUser.delete(connection.userId);
  }

  /** Sends each of these people's streams their count, from one query. */
  async function sendCounts(userIds: readonly number[]): Promise<void> {
    const connected = userIds.filter((id) => byUser.has(id));
    if (connected.length === 0) return;
    const tag = ++countTags;
    const counts = await unreadCountsOfOwners(db, connected);
    for (const [userId, body] of counts) for (const connection of connectionsOf([userId])) connection.count(tag, body);
  }

  async function onCreated(payload: Json): Promise<void> {
    if (!isCreated(payload) || byUser.size === 0) return;
    const rows = await newRowsForOwners(db, payload.first_id, payload.last_id, [...byUser.keys()]);
    if (rows.length === 0) return;
    for (const row of rows) {
      const data = toNotification(row);
      for (const connection of connectionsOf([row.userId])) connection.notification(row, data);
    }
    await sendCounts([...new Set(rows.map((row) => row.userId))]);
  }

  async function onChanged(payload: Json): Promise<void> {
    if (isChanged(payload)) await sendCounts([...new Set(payload.user_ids)]);
  }

  /**
   * New notifications go out in the order their events came (commit order): each event's rows are read
   * after the previous event's were sent. Read at once, a later event's query could answer first on a
   * pool of several connections, and a stream would show the newer notification before the older.
   */
  let created: Promise<void> = Promise.resolve();
  const onCreatedInOrder = (payload: Json): Promise<void> => {
    const next = created.then(() => onCreated(payload));
    created = next.catch((error: unknown) => log.error({ err: error }, 'the live bell could not send new notifications'));
    return created;
  };

  const unsubscribe = [
    events.subscribe(NOTIFICATIONS_CREATED, onCreatedInOrder),
    events.subscribe(NOTIFICATIONS_CHANGED, onChanged),
    // The bus was away and may have dropped events: every stream gets its count again (the web refetches its list when it moved).
    events.subscribe(RESYNC_CHANNEL, () => sendCounts([...byUser.keys()])),
  ];

  async function pingRound(): Promise<void> {
    if (pinging || closed) return;
    pinging = true;
    try {
      const all = connectionsOf(byUser.keys());
      const ping: LiveMessage = { event: 'ping', data: { at: new Date().toISOString() } };
      for (const connection of all) connection.sink.write(ping);
      const lapsed = await sessions.lapsed(all.map((connection) => connection.session));
      for (const index of lapsed) {
        const connection = all[index];
        if (!connection) continue;
        remove(connection);
        connection.sink.close();
      }
    } finally {
      pinging = false;
    }
  }

  const pinger = setInterval(() => {
    pingRound().catch((error: unknown) => log.error({ err: error }, 'live bell ping round failed'));
  }, options.pingMs ?? NOTIFICATION_STREAM_PING_MS);
  pinger.unref();

  return {
    async open({ viewer, token, lastEventId, sink }) {
      if (closed) throw new AppError('unavailable', 'The server is restarting. The bell reconnects in a moment.');
      const session = await sessions.sessionOf(token);
      if (!session || session.userId !== viewer.userId) return null;
      const connection = new Connection(viewer.userId, session, sink);
      // Registered before reading, so nothing committed meanwhile is missed; `start` sends each id once.
      const own = byUser.get(viewer.userId) ?? new Set();
      own.add(connection);
      byUser.set(viewer.userId, own);
      try {
        const missed = lastEventId === undefined ? [] : await unreadAfter(db, viewer, lastEventId, NOTIFICATION_LIST_MAX);
        const tag = ++countTags;
        const byType = await unreadCountsByType(db, viewer);
        connection.start(missed, tag, unreadCountBody(byType));
      } catch (error) {
        remove(connection);
        throw error;
      }
      return () => remove(connection);
    },
    pingRound,
    size: () => ({ streams: connectionsOf(byUser.keys()).length, people: byUser.size }),
    async close() {
      closed = true;
      clearInterval(pinger);
      for (const stop of unsubscribe) stop();
      const all = connectionsOf(byUser.keys());
      byUser.clear();
      for (const connection of all) connection.sink.close();
    },
  };
}
