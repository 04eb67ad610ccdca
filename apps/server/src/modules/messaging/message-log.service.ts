import { MESSAGE_STATUS_RANK, type Message, type MessageChannel, type MessageParty, type MessageRecordType, type MessageStatus } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../core/jobs/enqueue.ts';
import { staffNames } from '../admin/index.ts';
import {
  findMessageByIdempotencyKey,
  findMessageRow,
  findMessageRowByProviderId,
  insertInboundMessage,
  insertMessage,
  insertStatusEvent,
  lastInboundCreatedAt,
  lockMessageRow,
  messagesOfRecord,
  statusEventsOf,
  updateMessageRow,
  type MessageRow,
  type MessageStatusEventRow,
} from './message-log.repository.ts';

/**
 * The one message log both channels write: an outgoing message is queued with its job in the
 * caller's transaction (the outbox), its statuses only move forward, and inbound messages land beside
 * it. Every function taking `tx` expects the caller's open transaction.
 */

/** The job that carries a queued message of each channel to its provider; payload `{ messageId }`. */
export const SEND_JOB_NAMES = { email: 'messaging.send-email', whatsapp: 'messaging.send-whatsapp' } as const satisfies Record<MessageChannel, string>;

/** The outbox key of a message's send job: one job per message, however often it is asked for. */
export const sendJobKey = (messageId: number) => `message:${messageId}`;

export type OutgoingMessage = {
  channel: MessageChannel;
  recordType: MessageRecordType;
  recordId: number;
  /** Null for a message to a staff member. */
  party: MessageParty | null;
  toAddress: string;
  fromAddress: string;
  subject?: string | null;
  template: string | null;
  language?: string | null;
  parameters: Record<string, string>;
  bodyText: string;
  bodyHtml?: string | null;
  extra?: Record<string, unknown>;
  /** The staff member who sent it; null when the system did. */
  sentBy: number | null;
  idempotencyKey?: string | null | undefined;
};

/**
 * Records an outgoing message as queued, with its first status event, and enqueues its send job in
 * the same transaction. A key already used answers the message it made (`created: false`) and
 * queues nothing more.
 */
export async function queueOutgoing(tx: Db, input: OutgoingMessage): Promise<{ id: number; created: boolean }> {
  const key = input.idempotencyKey ?? null;
  if (key !== null) {
    const existing = await findMessageByIdempotencyKey(tx, key);
    if (existing) return { id: existing.id, created: false };
  }
  const row = await insertMessage(tx, {
    channel: input.channel,
    direction: 'out',
    status: 'queued',
    recordType: input.recordType,
    recordId: input.recordId,
    party: input.party,
    toAddress: input.toAddress,
    fromAddress: input.fromAddress,
    subject: input.subject ?? null,
    template: input.template,
    templateLanguage: input.language ?? null,
    parameters: input.parameters,
    bodyText: input.bodyText,
    bodyHtml: input.bodyHtml ?? null,
    extra: input.extra ?? {},
    sentBy: input.sentBy,
    idempotencyKey: key,
  });
  if (!row) {
    // Another request with the same key committed between the look-up and the insert.
    const existing = key === null ? undefined : await findMessageByIdempotencyKey(tx, key);
    if (!existing) throw new Error('message insert skipped without an existing message for its key');
    return { id: existing.id, created: false };
  }
  await insertStatusEvent(tx, { messageId: row.id, status: 'queued', at: row.createdAt });
  await enqueue(tx, { name: SEND_JOB_NAMES[input.channel], payload: { messageId: row.id }, idempotencyKey: sendJobKey(row.id) });
  return { id: row.id, created: true };
}

export type StatusDetails = {
  errorCode?: string | null | undefined;
  errorMessage?: string | null | undefined;
  /** The provider's event id (or a digest of it): the same event twice is recorded once. */
  eventKey?: string | null | undefined;
  /** When the provider says it happened; default now. */
  at?: Date | undefined;
};

/** Whether a message standing at `current` moves to `next`: forward only, and `failed` ends it. */
export function statusMovesForward(current: MessageStatus, next: MessageStatus): boolean {
  if (current === 'failed' || current === 'received') return false;
  return MESSAGE_STATUS_RANK[next] > MESSAGE_STATUS_RANK[current];
}

/**
 * Records a status the message reached. The event is always kept in its history (unless its key was
 * seen already); the message's own status moves only forward, so a late `delivered` after `read`
 * changes nothing. Answers whether the status moved.
 */
export async function recordStatus(tx: Db, messageId: number, status: MessageStatus, details: StatusDetails = {}): Promise<boolean> {
  const row = await lockMessageRow(tx, messageId);
  if (!row) return false;
  const fresh = await insertStatusEvent(tx, { messageId, status, at: details.at, errorCode: details.errorCode, errorMessage: details.errorMessage, eventKey: details.eventKey });
  if (!fresh || !statusMovesForward(row.status, status)) return false;
  const failure = status === 'failed' ? { errorCode: details.errorCode ?? null, errorMessage: details.errorMessage ?? null } : {};
  await updateMessageRow(tx, messageId, { status, ...failure });
  return true;
}

/** The provider's own id (a `wamid`, a Message-ID), by which its later statuses find the message. */
export async function setProviderId(tx: Db, messageId: number, providerId: string): Promise<void> {
  await updateMessageRow(tx, messageId, { providerId });
}

export async function findByProviderId(db: Db, channel: MessageChannel, providerId: string): Promise<MessageRow | undefined> {
  return findMessageRowByProviderId(db, channel, providerId);
}

export type InboundMessage = {
  channel: MessageChannel;
  fromAddress: string;
  toAddress: string;
  /** The record the sender is attached to, when one is known. */
  recordType: MessageRecordType | null;
  recordId: number | null;
  party: MessageParty | null;
  bodyText: string;
  /** The provider's id of the message: a webhook delivered twice records it once. */
  providerId: string | null;
  extra?: Record<string, unknown>;
  /** When the provider says it was sent; default now. */
  at?: Date | undefined;
};

/** Records a message a customer or supplier sent us, as `received`; `created: false` when already recorded. */
export async function recordInbound(tx: Db, input: InboundMessage): Promise<{ id: number; created: boolean }> {
  const row = await insertInboundMessage(tx, {
    channel: input.channel,
    direction: 'in',
    status: 'received',
    recordType: input.recordType,
    recordId: input.recordId,
    party: input.party,
    toAddress: input.toAddress,
    fromAddress: input.fromAddress,
    bodyText: input.bodyText,
    extra: input.extra ?? {},
    providerId: input.providerId,
    createdAt: input.at,
  });
  if (!row) {
    const existing = input.providerId === null ? undefined : await findMessageRowByProviderId(tx, input.channel, input.providerId);
    if (!existing) throw new Error('inbound message insert skipped without an existing message for its provider id');
    return { id: existing.id, created: false };
  }
  await insertStatusEvent(tx, { messageId: row.id, status: 'received', at: row.createdAt });
  return { id: row.id, created: true };
}

/** When this number last wrote to us on the channel; null if it never did. */
export async function lastInboundAt(db: Db, channel: MessageChannel, from: string): Promise<Date | null> {
  return lastInboundCreatedAt(db, channel, from);
}

async function senderNames(db: Db, rows: readonly MessageRow[]): Promise<Map<number, string>> {
  return staffNames(
    db,
    rows.map((row) => row.sentBy),
  );
}

function toMessage(row: MessageRow, events: readonly MessageStatusEventRow[], names: ReadonlyMap<number, string>): Message {
  return {
    id: row.id,
    channel: row.channel,
    direction: row.direction,
    status: row.status,
    record_type: row.recordType,
    record_id: row.recordId,
    party: row.party,
    to_address: row.toAddress,
    from_address: row.fromAddress,
    subject: row.subject,
    template: row.template,
    parameters: row.parameters,
    body_text: row.bodyText,
    sent_by: row.sentBy === null ? null : { id: row.sentBy, name: names.get(row.sentBy) ?? '' },
    error_code: row.errorCode,
    error_message: row.errorMessage,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    history: events.map((event) => ({ status: event.status, at: event.at.toISOString(), error_code: event.errorCode, error_message: event.errorMessage })),
  };
}

/** Rows as the contract's Message, each with its status history. */
export async function toMessages(db: Db, rows: readonly MessageRow[]): Promise<Message[]> {
  const events = await statusEventsOf(
    db,
    rows.map((row) => row.id),
  );
  const names = await senderNames(db, rows);
  const byMessage = new Map<number, MessageStatusEventRow[]>();
  for (const event of events) {
    const list = byMessage.get(event.messageId) ?? [];
    list.push(event);
    byMessage.set(event.messageId, list);
  }
  return rows.map((row) => toMessage(row, byMessage.get(row.id) ?? [], names));
}

/** A record's messages, newest first; of one channel when given. */
export async function listMessages(db: Db, recordType: MessageRecordType, recordId: number, limit: number, offset: number, channel?: MessageChannel): Promise<{ count: number; results: Message[] }> {
  const { count, rows } = await messagesOfRecord(db, { recordType, recordId, channel }, limit, offset);
  return { count, results: await toMessages(db, rows) };
}

export async function getMessage(db: Db, id: number): Promise<Message | undefined> {
  const row = await findMessageRow(db, id);
  if (!row) return undefined;
  const [message] = await toMessages(db, [row]);
  return message;
}

/** The stored row, for the jobs that send it (they need the HTML and extras the contract leaves out). */
export async function getMessageRow(db: Db, id: number): Promise<MessageRow | undefined> {
  return findMessageRow(db, id);
}

export type { MessageRow };
